mod cli;
mod game_match;
mod geometry;
mod options;
mod position_text;
mod properties;
