mod cli;
mod game_match;
mod geometry;
mod look;
mod position_text;
mod properties;
