mod cli;
mod cli_usage;
mod game_match;
mod geometry;
mod position_text;
mod properties;
