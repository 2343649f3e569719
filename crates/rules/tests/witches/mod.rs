mod perft;
mod properties;
mod rules;
