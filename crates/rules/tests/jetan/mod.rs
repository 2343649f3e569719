mod descriptive;
mod diagrams;
mod moves;
mod perft;
mod properties;
mod record;
mod rules;
mod wagers;
