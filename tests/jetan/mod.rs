mod diagrams;
mod moves;
mod rules;
