//! Jikai: four boardgames from fiction and the chess-variant world.
//!
//! `rules` is the pure-Rust rules core (no Bevy): positions, legal moves, outcomes, notation.
//! `cli` holds the headless commands of the `jikai` binary.

pub mod cli;
pub mod rules;
