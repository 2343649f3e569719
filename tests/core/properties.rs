//! Random-game property tests for tafl: play/undo, hashing, position strings, notation and
//! effects agree with each other at every ply of many random games.

use crate::support::tafl;
use jikai::rules::tafl::{Tafl, TaflPosition};
use jikai::rules::{Effect, Game, Move};
use rand::{RngExt, SeedableRng, rngs::SmallRng};
use std::collections::BTreeMap;

const MAX_PLIES: usize = 300;

/// What the random games went through, so a run that never captures or never ends shows.
#[derive(Default, Debug)]
struct Seen {
    games: usize,
    plies: usize,
    moves_checked: usize,
    captures: usize,
    /// How the games that ended did, by outcome.
    ended: BTreeMap<String, usize>,
}

/// Every `FULL_EVERY` plies (staggered by game) every legal move's notation and effects are
/// checked; on the other plies only the move played. Checking all of them at every ply would
/// take minutes in a dev build: `parse_move` generates the moves again.
const FULL_EVERY: usize = 16;

/// Checks one position's string and hash, and play/undo of every legal move; returns the moves.
fn check_position(game: &Tafl, pos: &mut TaflPosition) -> Vec<Move> {
    let text = game.format_position(pos);
    let parsed = game
        .parse_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&parsed, pos, "format/parse round-trip: {text}");
    assert_eq!(
        game.hash(&parsed),
        game.hash(pos),
        "incremental hash: {text}"
    );
    assert_eq!(game.format_position(&parsed), text);

    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let mut keys: Vec<_> = moves.iter().map(|m| (m.from, m.to, m.via, m.tag)).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), moves.len(), "duplicate moves in {text}");

    let before = *pos;
    let hash = game.hash(pos);
    for &mv in &moves {
        let undo = game.play(pos, mv);
        assert_ne!(game.hash(pos), hash, "{mv:?} changes the hash in {text}");
        game.undo(pos, mv, undo);
        assert_eq!(*pos, before, "play/undo of {mv:?} in {text}");
        assert_eq!(
            game.hash(pos),
            hash,
            "hash after play/undo of {mv:?} in {text}"
        );
    }
    moves
}

/// Checks a legal move's notation (it reads back as the same move) and effects (a Step from
/// `from` to `to` first, then one Capture per `x` in the notation).
fn check_move(game: &Tafl, pos: &TaflPosition, mv: Move, seen: &mut Seen) {
    let name = game.notation(pos, mv);
    let text = || game.format_position(pos);
    assert_eq!(game.parse_move(pos, &name), Ok(mv), "{name} in {}", text());
    let effects = game.effects(pos, mv);
    match effects.first() {
        Some(Effect::Step { path }) => {
            assert_eq!(path.first(), Some(&mv.from), "{name} in {}", text());
            assert_eq!(path.last(), Some(&mv.to), "{name} in {}", text());
        }
        other => panic!("{name} in {}: first effect {other:?}", text()),
    }
    let captures = effects
        .iter()
        .filter(|e| matches!(e, Effect::Capture { .. }))
        .count();
    assert_eq!(name.matches('x').count(), captures, "{name}: {effects:?}");
    seen.captures += captures;
    seen.moves_checked += 1;
}

/// Plays `games` random games under `options`, checking every ply.
fn random_games(options: &[(&str, &str)], games: usize, seed: u64) -> Seen {
    let game = tafl(options);
    let mut seen = Seen::default();
    for g in 0..games {
        let mut rng = SmallRng::seed_from_u64(seed + g as u64);
        let mut pos = game.start();
        for ply in 0..MAX_PLIES {
            let moves = check_position(&game, &mut pos);
            if moves.is_empty() {
                let outcome = game.outcome(&pos).expect("no moves, so an outcome");
                *seen.ended.entry(format!("{outcome:?}")).or_default() += 1;
                break;
            }
            assert_eq!(game.decided(&pos), None);
            let mv = moves[rng.random_range(0..moves.len())];
            if (ply + g) % FULL_EVERY == 0 {
                for &m in &moves {
                    check_move(&game, &pos, m, &mut seen);
                }
            } else {
                check_move(&game, &pos, mv, &mut seen);
            }
            game.play(&mut pos, mv);
            seen.plies += 1;
        }
        seen.games += 1;
    }
    println!("{options:?}: {seen:?}");
    assert!(seen.captures > 0 && !seen.ended.is_empty(), "{seen:?}");
    seen
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
