//! Random-game property tests for Jacks and Witches: play/undo, hashing, position strings,
//! notation and effects agree with each other at every ply of many random games.

use crate::support::witches;
use jikai::rules::witches::{Witches, WitchesPosition};
use jikai::rules::{Effect, Game, Move};
use rand::{RngExt, SeedableRng, rngs::SmallRng};
use std::collections::BTreeMap;

const MAX_PLIES: usize = 200;

/// What the random games went through, so a run that never drags or never ends shows.
#[derive(Default, Debug)]
struct Seen {
    games: usize,
    plies: usize,
    moves_checked: usize,
    captures: usize,
    drags: usize,
    commutes: usize,
    drops: usize,
    flips: usize,
    promotions: usize,
    ended: BTreeMap<String, usize>,
}

/// Every `FULL_EVERY` plies every legal move's notation and effects are checked; on the other
/// plies only the move played.
const FULL_EVERY: usize = 20;

/// Checks one position's string and hash, and play/undo of every legal move; returns the moves.
fn check_position(game: &Witches, pos: &mut WitchesPosition) -> Vec<Move> {
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
    let mut slow = Vec::new();
    game.legal_moves_slow(pos, &mut slow);
    if game.decided(pos).is_some() {
        slow.clear();
    }
    assert_eq!(
        moves, slow,
        "the legality shortcut agrees with make-and-test in {text}"
    );

    let before = *pos;
    let hash = game.hash(pos);
    for &mv in &moves {
        let undo = game.play(pos, mv);
        assert_ne!(game.hash(pos), hash, "{mv:?} changes the hash in {text}");
        game.undo(pos, mv, undo);
        assert_eq!(*pos, before, "play/undo of {mv:?} in {text}");
    }
    moves
}

/// Checks a legal move's notation (it reads back as the same move) and effects (the first
/// effect moves the piece from `from` to `to`; one Capture per `x`, one Drag per `(`).
fn check_move(game: &Witches, pos: &WitchesPosition, mv: Move, seen: &mut Seen) {
    let name = game.notation(pos, mv);
    let text = || game.format_position(pos);
    assert_eq!(game.parse_move(pos, &name), Ok(mv), "{name} in {}", text());
    let effects = game.effects(pos, mv);
    match effects.first() {
        Some(Effect::Drop { to, .. }) => {
            assert!(name.starts_with("J@") && *to == mv.to, "{name}");
            seen.drops += 1;
        }
        Some(Effect::Flip { at }) => {
            assert!(*at == mv.from && mv.from == mv.to, "{name}");
            seen.flips += 1;
        }
        Some(Effect::Teleport { from, to }) => {
            assert!(
                *from == mv.from && *to == mv.to && name.contains('~'),
                "{name}"
            );
            seen.commutes += 1;
        }
        Some(Effect::Step { path }) => {
            assert_eq!(path.first(), Some(&mv.from), "{name} in {}", text());
            assert_eq!(path.last(), Some(&mv.to), "{name} in {}", text());
        }
        Some(Effect::Leap { from, to }) => {
            assert!(*from == mv.from && *to == mv.to, "{name}");
        }
        other => panic!("{name} in {}: first effect {other:?}", text()),
    }
    let count = |f: fn(&Effect) -> bool| effects.iter().filter(|e| f(e)).count();
    let captures = count(|e| matches!(e, Effect::Capture { .. }));
    let drags = count(|e| matches!(e, Effect::Drag { .. }));
    assert_eq!(name.matches('x').count(), captures, "{name}: {effects:?}");
    assert_eq!(name.matches('(').count(), drags, "{name}: {effects:?}");
    seen.captures += captures;
    seen.drags += drags;
    seen.promotions += count(|e| matches!(e, Effect::Promote { .. }));
    seen.moves_checked += 1;
}

/// Plays `games` random games under `options`, checking every ply.
fn random_games(options: &[(&str, &str)], games: usize, seed: u64) -> Seen {
    let game = witches(options);
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
    assert!(
        seen.captures > 0
            && seen.drags > 0
            && seen.commutes > 0
            && seen.drops > 0
            && seen.flips > 0
            && seen.promotions > 0
            && !seen.ended.is_empty(),
        "{seen:?}"
    );
    seen
}

/// Rules README (moves, position strings) and witches.md: random games stay consistent.
#[test]
fn random_games_default_rules() {
    random_games(&[], 200, 0);
}

/// docs/rules.md (Jacks and Witches): with jack-stay=always every property still holds.
#[test]
fn random_games_jack_stay_always() {
    random_games(&[("jack-stay", "always")], 100, 50_000);
}
