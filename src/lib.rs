//! Jikai: four boardgames from fiction and the chess-variant world.
//!
//! `rules` is the pure-Rust rules core (no Bevy): positions, legal moves, outcomes, notation.
//! `ai` searches any game of the rules core; `engine` speaks UCI and OpenTafl's protocol.
//! `look` is what each piece looks like (silhouette and emblem), as data.
//! `app` is the Bevy game on top of it; `cli` holds the commands of the `jikai` binary.
//! `storage` is where the program keeps its files (the data folder, settings) and how it
//! writes them; `shipped` finds the files installed with it (assets, tutorial levels).

pub use jikai_ai as ai;
#[cfg(feature = "app")]
pub mod app;
pub mod cli;
pub mod engine;
pub mod look;
pub mod rules;
pub mod shipped;
pub mod storage;
pub mod suggest;
pub mod tutorial;
