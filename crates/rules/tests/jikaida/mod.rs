mod larger;
mod larger_powers;
mod perft;
mod properties;
mod rules;
