mod diagrams;
