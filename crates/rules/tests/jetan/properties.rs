//! Random-game property tests for Jetan: play/undo, hashing, position strings, notation and
//! effects agree with each other at every ply of many random games, under several presets
//! and readings (the shared checker in `crates/rules/tests/properties.rs`).

use crate::properties::{Checked, RandomGames, Seen};
use crate::support::jetan;
use jikai_rules::jetan::{Jetan, JetanPosition, Kind};
use jikai_rules::{Effect, Game, Move};

/// Plays `games` random games under `options`, checking every ply: at most 200 plies each,
/// every move checked every 25th ply. They must capture, escape and end.
fn random_games(options: &[(&str, &str)], games: usize, seed: u64) -> Seen {
    let seen = RandomGames::new(jetan(options), format!("{options:?}"))
        .max_plies(200)
        .full_every(25)
        .on_position(check_attacks)
        .on_move(check_effects)
        .run(games, seed);
    assert!(
        seen.captures > 0 && seen.get("escapes") > 0 && !seen.ended.is_empty(),
        "{seen:?}"
    );
    seen
}

/// The search's shortcuts agree with their definitions (jetan.md: "a player wins by placing
/// any piece on the enemy Princess's square"): the Princess of the side to move is attacked
/// exactly when her square is among those threatened for her, and the pieces counted near a
/// Princess or Chief (the evaluation's pressure on them) are those within two king steps.
fn check_attacks(game: &Jetan, pos: &JetanPosition, _: &[Move]) {
    let me = pos.to_move();
    let princess = pos
        .pieces()
        .find(|&(_, kind, side)| kind == Kind::Princess && side == me);
    let threatened =
        princess.is_some_and(|(p, _, _)| game.threatened(pos, me) >> p.index() & 1 != 0);
    assert_eq!(
        game.princess_attacked(pos),
        threatened,
        "{}",
        game.format_position(pos)
    );
    let g = game.geometry();
    let royals = pos
        .pieces()
        .filter(|&(_, kind, _)| matches!(kind, Kind::Princess | Kind::Chief));
    for (sq, _, _) in royals {
        for side in [me, me.opponent()] {
            let near = pos
                .pieces()
                .filter(|&(at, _, s)| s == side && g.distance(at, sq) <= 2)
                .count();
            assert_eq!(pos.pieces_near(sq, side) as usize, near, "{sq:?}");
        }
    }
}

/// A Jetan move walks a path of single steps, leaps or vaults, from `from` to `to`.
fn check_effects(c: &Checked<'_, Jetan>, seen: &mut Seen) {
    let (name, text, mv) = (c.name, c.text, c.mv);
    let (first, last) = match c.effects.first() {
        Some(Effect::Step { path }) => {
            assert!(path.len() >= 2, "{name}: {path:?}");
            let g = c.game.geometry();
            for w in path.windows(2) {
                let df = g.file(w[0]).abs_diff(g.file(w[1]));
                let dr = g.rank(w[0]).abs_diff(g.rank(w[1]));
                assert!(df <= 1 && dr <= 1, "{name}: steps of one square {path:?}");
            }
            (path[0], path[path.len() - 1])
        }
        Some(Effect::Vault { from, to, .. }) | Some(Effect::Leap { from, to }) => (*from, *to),
        other => panic!("{name} in {text}: first effect {other:?}"),
    };
    assert_eq!((first, last), (mv.from, mv.to), "{name} in {text}");
    seen.count("escapes", usize::from(mv.tag != 0));
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
