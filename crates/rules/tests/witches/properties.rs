//! Random-game property tests for Jacks and Witches: play/undo, hashing, position strings,
//! notation and effects agree with each other at every ply of many random games (the shared
//! checker in `crates/rules/tests/properties.rs`).

use crate::properties::{Checked, RandomGames, Seen};
use crate::support::witches;
use jikai_rules::witches::{Kind, Witches, WitchesPosition};
use jikai_rules::{Effect, Game, Move};

/// Plays `games` random games under `options`, checking every ply: at most 200 plies each,
/// every move checked every 20th ply. They must capture, drag, commute, drop, flip, promote
/// and end.
fn random_games(options: &[(&str, &str)], games: usize, seed: u64) -> Seen {
    let seen = RandomGames::new(witches(options), format!("{options:?}"))
        .max_plies(200)
        .full_every(20)
        .on_position(check_legality_shortcut)
        .on_move(check_effects)
        .run(games, seed);
    let kinds = ["drags", "commutes", "drops", "flips", "promotions"];
    assert!(
        seen.captures > 0 && kinds.iter().all(|k| seen.get(k) > 0) && !seen.ended.is_empty(),
        "{seen:?}"
    );
    seen
}

/// The legality shortcut agrees with make-and-test (`legal_moves_slow`), and the squares a
/// Witch immobilizes (`Witches::spell`, which the evaluation reads) hold exactly the pieces
/// immobilized (witches.md: the enemy pieces next to a Witch "are **immobilized**").
fn check_legality_shortcut(game: &Witches, pos: &WitchesPosition, moves: &[Move]) {
    let g = game.geometry();
    let mut spell = [0u128; 2];
    for sq in g.squares() {
        let piece = pos.piece(sq);
        if let (Some(side), Some(Kind::Witch)) = (piece.side(), piece.kind()) {
            spell[side.index()] |= game.spell(sq);
        }
    }
    for sq in g.squares() {
        if let Some(side) = pos.piece(sq).side() {
            let spelled = spell[side.opponent().index()] >> sq.index() & 1 != 0;
            assert_eq!(game.is_immobilized(pos, sq), spelled, "{sq:?}");
        }
    }
    let mut slow = Vec::new();
    game.legal_moves_slow(pos, &mut slow);
    if game.decided(pos).is_some() {
        slow.clear();
    }
    assert_eq!(
        moves,
        slow,
        "the legality shortcut agrees with make-and-test in {}",
        game.format_position(pos)
    );
}

/// The first effect moves the piece from `from` to `to` (a drop names `J@`, a flip stays
/// put, a commute names `~`); one Drag per `(` in the notation.
fn check_effects(c: &Checked<'_, Witches>, seen: &mut Seen) {
    let (name, text, mv, effects) = (c.name, c.text, c.mv, c.effects);
    match effects.first() {
        Some(Effect::Drop { to, .. }) => {
            assert!(name.starts_with("J@") && *to == mv.to, "{name}");
            seen.count("drops", 1);
        }
        Some(Effect::Flip { at, .. }) => {
            assert!(*at == mv.from && mv.from == mv.to, "{name}");
            seen.count("flips", 1);
        }
        Some(Effect::Teleport { from, to }) => {
            assert!(
                *from == mv.from && *to == mv.to && name.contains('~'),
                "{name}"
            );
            seen.count("commutes", 1);
        }
        Some(Effect::Step { path }) => {
            assert_eq!(path.first(), Some(&mv.from), "{name} in {text}");
            assert_eq!(path.last(), Some(&mv.to), "{name} in {text}");
        }
        Some(Effect::Leap { from, to }) => {
            assert!(*from == mv.from && *to == mv.to, "{name}");
        }
        other => panic!("{name} in {text}: first effect {other:?}"),
    }
    let count = |f: fn(&Effect) -> bool| effects.iter().filter(|e| f(e)).count();
    let drags = count(|e| matches!(e, Effect::Drag { .. }));
    assert_eq!(name.matches('(').count(), drags, "{name}: {effects:?}");
    seen.count("drags", drags);
    seen.count("promotions", count(|e| matches!(e, Effect::Promote { .. })));
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
