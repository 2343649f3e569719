mod cli;
mod game_match;
mod geometry;
mod grammar;
mod look;
mod options;
mod position_text;
mod properties;
