mod perft;
mod rules;
