//! Random-game property tests for tafl: play/undo, hashing, position strings, notation and
//! effects agree with each other at every ply of many random games (the shared checker in
//! `crates/rules/tests/properties.rs`).

use crate::properties::{Checked, RandomGames, Seen};
use crate::support::tafl;
use jikai_rules::Effect;
use jikai_rules::tafl::Tafl;

/// Plays `games` random games under `options`, checking every ply: at most 300 plies each,
/// every move checked every 16th ply.
fn random_games(options: &[(&str, &str)], games: usize, seed: u64) -> Seen {
    let seen = RandomGames::new(tafl(options), format!("{options:?}"))
        .max_plies(300)
        .full_every(16)
        .on_move(check_effects)
        .run(games, seed);
    assert!(seen.captures > 0 && !seen.ended.is_empty(), "{seen:?}");
    seen
}

/// Every tafl move is a slide: its first effect is a Step from `from` to `to`.
fn check_effects(c: &Checked<'_, Tafl>, _: &mut Seen) {
    let (name, text) = (c.name, c.text);
    match c.effects.first() {
        Some(Effect::Step { path }) => {
            assert_eq!(path.first(), Some(&c.mv.from), "{name} in {text}");
            assert_eq!(path.last(), Some(&c.mv.to), "{name} in {text}");
        }
        other => panic!("{name} in {text}: first effect {other:?}"),
    }
}

/// Rules README (moves, position strings) and tafl.md defaults: random games stay consistent.
#[test]
fn random_games_default_rules() {
    random_games(&[], 800, 0);
}

/// tafl.md, Options: throne=strict and armed-king=no keep every property.
#[test]
fn random_games_strict_throne_unarmed_king() {
    random_games(&[("throne", "strict"), ("armed-king", "no")], 400, 10_000);
}

/// tafl.md, Options: surround=win and no-moves=loses keep every property.
#[test]
fn random_games_surround_wins_no_moves_loses() {
    random_games(&[("surround", "win"), ("no-moves", "loses")], 400, 20_000);
}

/// tafl.md, Options: every non-default option at once keeps every property.
#[test]
fn random_games_all_options() {
    let options = [
        ("throne", "strict"),
        ("armed-king", "no"),
        ("surround", "win"),
        ("no-moves", "loses"),
        ("repetition", "off"),
    ];
    random_games(&options, 400, 30_000);
}
