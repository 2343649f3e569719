mod game_match;
mod geometry;
mod position_text;
mod properties;
