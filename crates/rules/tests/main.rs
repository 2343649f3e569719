//! The rules' tests: each game's rules (citing the seed or spec phrase they check), perft
//! counts cross-checked by the independent Python perfts in `reference/`, and random games
//! checking that play, undo, hashing, position strings and notation agree.

mod core;
mod jetan;
mod jikaida;
mod properties;
mod support;
mod tafl;
mod witches;
