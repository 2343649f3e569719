//! Random-game property tests for Jetan: play/undo, hashing, position strings, notation and
//! effects agree with each other at every ply of many random games, under several presets
//! and readings.

use crate::support::jetan;
use jikai::rules::jetan::{Jetan, JetanPosition};
use jikai::rules::{Effect, Game, Move};
use rand::{RngExt, SeedableRng, rngs::SmallRng};
use std::collections::BTreeMap;

const MAX_PLIES: usize = 200;

/// Every `FULL_EVERY` plies (staggered by game) every legal move's notation and effects are
/// checked; on the other plies only the move played.
const FULL_EVERY: usize = 25;

#[derive(Default, Debug)]
struct Seen {
    games: usize,
    plies: usize,
    moves_checked: usize,
    captures: usize,
    escapes: usize,
    ended: BTreeMap<String, usize>,
}

fn check_position(game: &Jetan, pos: &mut JetanPosition) -> Vec<Move> {
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
    }
    moves
}

fn check_move(game: &Jetan, pos: &JetanPosition, mv: Move, seen: &mut Seen) {
    let name = game.notation(pos, mv);
    let text = || game.format_position(pos);
    assert_eq!(game.parse_move(pos, &name), Ok(mv), "{name} in {}", text());
    let effects = game.effects(pos, mv);
    let (first, last) = match effects.first() {
        Some(Effect::Step { path }) => {
            assert!(path.len() >= 2, "{name}: {path:?}");
            for w in path.windows(2) {
                let g = game.geometry();
                let df = g.file(w[0]).abs_diff(g.file(w[1]));
                let dr = g.rank(w[0]).abs_diff(g.rank(w[1]));
                assert!(df <= 1 && dr <= 1, "{name}: steps of one square {path:?}");
            }
            (path[0], path[path.len() - 1])
        }
        Some(Effect::Vault { from, to, .. }) | Some(Effect::Leap { from, to }) => (*from, *to),
        other => panic!("{name} in {}: first effect {other:?}", text()),
    };
    assert_eq!((first, last), (mv.from, mv.to), "{name} in {}", text());
    let captures = effects
        .iter()
        .filter(|e| matches!(e, Effect::Capture { .. }))
        .count();
    assert_eq!(name.matches('x').count(), captures, "{name}: {effects:?}");
    seen.captures += captures;
    seen.escapes += usize::from(mv.tag != 0);
    seen.moves_checked += 1;
}

fn random_games(options: &[(&str, &str)], games: usize, seed: u64) -> Seen {
    let game = jetan(options);
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
    assert!(
        seen.captures > 0 && seen.escapes > 0 && !seen.ended.is_empty(),
        "{seen:?}"
    );
    seen
}

/// Rules README (moves, position strings) under the Smith preset: random games stay
/// consistent, and they end by every rule (Princess taken, Chief taken, ten-move count).
#[test]
fn random_games_smith() {
    let seen = random_games(&[], 400, 0);
    assert!(seen.ended.len() >= 2, "{seen:?}");
}

/// The same under Burroughs' appendix preset.
#[test]
fn random_games_burroughs() {
    random_games(&[("preset", "burroughs")], 300, 10_000);
}

/// The same under the Gremlin preset (late Chief-capture draw, escape anywhere).
#[test]
fn random_games_gremlin() {
    random_games(&[("preset", "gremlin")], 300, 20_000);
}

/// Mixed readings per side: frightened Princesses, free readings, the non-jumping Odwar, the
/// free escapes, Orange first, the Manator setup.
#[test]
fn random_games_mixed_readings() {
    let options = [
        ("black.warrior", "FWW"),
        ("orange.warrior", "CCW"),
        ("black.padwar", "FPW"),
        ("orange.thoat", "FT"),
        ("black.dwar", "FD"),
        ("orange.flier", "FF"),
        ("orange.flier-jumps", "no"),
        ("black.chief", "FCC"),
        ("orange.chief", "CC"),
        ("princess", "frightened"),
        ("black.princess-moves", "FWC"),
        ("black.escape", "FFWE"),
        ("orange.escape", "BFCE"),
        ("first", "orange"),
        ("setup", "manator"),
    ];
    random_games(&options, 300, 30_000);
}
