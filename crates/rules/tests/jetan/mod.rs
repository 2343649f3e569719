mod descriptive;
mod diagrams;
mod moves;
mod perft;
mod properties;
mod rules;
mod wagers;
