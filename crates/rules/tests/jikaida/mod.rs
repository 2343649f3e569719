mod larger;
mod perft;
mod properties;
mod rules;
