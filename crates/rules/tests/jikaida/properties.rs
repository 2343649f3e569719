//! Random-game property tests for Jikaida and its drills: play/undo, hashing, position
//! strings, notation and effects agree with each other at every ply of many random games
//! (the shared checker in `crates/rules/tests/properties.rs`).

use crate::properties::{Checked, RandomGames, Seen};
use crate::support::{jikaida, jikaida_large};
use jikai_rules::jikaida::JikaidaOf;
use jikai_rules::{Effect, Game, Square};

/// Plays `games` random games of at most `max_plies`; every `full_every` plies (staggered by
/// game) every legal move's notation and effects are checked, on the other plies only the
/// move played (checking all at every ply would take minutes in a dev build).
fn random_games(
    id: &str,
    options: &[(&str, &str)],
    games: usize,
    max_plies: usize,
    full_every: usize,
    seed: u64,
) -> Seen {
    let label = format!("{id} {options:?}");
    let seen = if matches!(id, "hyrshiv" | "jikshiv") {
        RandomGames::new(jikaida_large(id, options), label)
            .max_plies(max_plies)
            .full_every(full_every)
            .on_move(check_move)
            .run(games, seed)
    } else {
        RandomGames::new(jikaida(id, options), label)
            .max_plies(max_plies)
            .full_every(full_every)
            .on_move(check_move)
            .run(games, seed)
    };
    // Stikitche has too few pieces for a line of three.
    assert!(
        seen.captures > 0 && (seen.get("vaults") > 0 || id == "stikitche"),
        "{seen:?}"
    );
    seen
}

/// The drin notation reads back as the same move too; a pass has no effects; any other move
/// starts with a step, leap or vault, each part of a single piece's move starts where the
/// one before ended, the last one ends at `to` (but for the Fluttember's `<>` exchange), and
/// a vault goes from square to square over pieces.
fn check_move<const C: usize, const W: usize>(c: &Checked<'_, JikaidaOf<C, W>>, seen: &mut Seen) {
    let (name, text, mv, effects) = (c.name, c.text, c.mv, c.effects);
    let drin = c.game.drin_notation(c.pos, mv);
    assert_eq!(c.game.parse_move(c.pos, &drin), Ok(mv), "{drin} in {text}");
    if name == "pass" {
        assert!(effects.is_empty(), "{name}: {effects:?}");
        return;
    }
    let first = effects.first();
    let moves_piece = matches!(
        first,
        Some(Effect::Step { .. } | Effect::Leap { .. } | Effect::Vault { .. })
    );
    assert!(moves_piece, "{name} in {text}: first effect {first:?}");
    let end = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Step { path } => path.last().copied(),
            Effect::Leap { to, .. } | Effect::Vault { to, .. } => Some(*to),
            _ => None,
        })
        .next_back();
    if name.contains(',') {
        // A group move: three steps, the leader's to `to`.
        let ends: Vec<_> = effects
            .iter()
            .filter_map(|e| match e {
                Effect::Step { path } => path.last().copied(),
                _ => None,
            })
            .collect();
        assert!(
            ends.len() == 3 && ends.contains(&mv.to),
            "{name}: {effects:?}"
        );
        seen.count("groups", 1);
    } else if !name.contains("<>") {
        assert_eq!(end, Some(mv.to), "{name}: {effects:?}");
    }
    let g = c.game.geometry();
    let mut at = mv.from;
    for e in effects {
        let (from, to) = match e {
            Effect::Step { path } => (path[0], path[path.len() - 1]),
            Effect::Leap { from, to } => (*from, *to),
            Effect::Vault { from, over, to } => {
                let squares: Vec<Square> = [*from].into_iter().chain(over.clone()).collect();
                for pair in squares
                    .windows(2)
                    .chain([[squares[squares.len() - 1], *to].as_slice()])
                {
                    assert_eq!(g.distance(pair[0], pair[1]), 1, "{name}: {effects:?}");
                }
                let empty = over.iter().find(|&&s| c.game.piece_at(c.pos, s).is_none());
                assert_eq!(empty, None, "{name} vaults over nothing: {effects:?}");
                (*from, *to)
            }
            _ => continue,
        };
        // A group move's three steps each start from their own square.
        if !name.contains(',') {
            assert_eq!(from, at, "{name}: {effects:?}");
        }
        at = to;
    }
    let vaults = effects
        .iter()
        .filter(|e| matches!(e, Effect::Vault { .. }))
        .count();
    seen.count("vaults", vaults);
}

/// Rules README (moves, position strings): random Poron games stay consistent.
#[test]
fn random_games_poron() {
    random_games("jikaida", &[], 8, 160, 60, 0);
}

/// jikaida.md, Variations: every non-default Poron option at once.
#[test]
fn random_games_poron_variations() {
    let options = [
        ("swod-ranks", "2"),
        ("deldar", "one-without-capture"),
        ("pallan-turn", "first-published"),
        ("pallan-fronts", "2"),
        ("kapt-turn", "yes"),
        ("free-jiktar-hikdar", "yes"),
        ("first", "blue"),
    ];
    random_games("jikaida", &options, 4, 160, 60, 1_000);
}

/// jikaida.md, Pastang.
#[test]
fn random_games_pastang() {
    let seen = random_games("pastang", &[], 1_000, 200, 16, 2_000);
    assert!(!seen.ended.is_empty());
    random_games(
        "pastang",
        &[("pastang-back", "dtddhd")],
        300,
        200,
        16,
        3_000,
    );
}

/// jikaida.md, Stikitche.
#[test]
fn random_games_stikitche() {
    let seen = random_games("stikitche", &[], 500, 200, 16, 4_000);
    assert!(!seen.ended.is_empty());
}

/// jikaida-large.md, "The larger games' powers": Hyrshiv with the Pallan's larger zeunt, the
/// Kapt's move then vault and the leapers' side landings (the zeunts' paths found again for
/// their effects).
#[test]
fn random_games_hyrshiv_powers() {
    let powers = [
        ("pallan-zeunt", "larger"),
        ("kapt-vault", "yes"),
        ("leaper-vault", "yes"),
    ];
    let seen = RandomGames::new(jikaida_large("hyrshiv", &powers), format!("{powers:?}"))
        .max_plies(80)
        .full_every(40)
        .on_move(check_move)
        .run(2, 7_000);
    assert!(seen.captures > 0 && seen.get("vaults") > 0, "{seen:?}");
}

/// jikaida.md, Drak's City, both no-moves rules.
#[test]
fn random_games_draks_city() {
    let seen = random_games("draks-city", &[], 300, 200, 16, 5_000);
    assert!(!seen.ended.is_empty());
    random_games("draks-city", &[("no-moves", "passes")], 100, 200, 16, 6_000);
}

/// jikaida-large.md, "Games": Hyrshiv's three set-ups and Jikshiv, with their defaults;
/// the Vallia games make group moves.
#[test]
fn random_games_larger() {
    random_games("hyrshiv", &[], 2, 120, 40, 7_000);
    random_games("hyrshiv", &[("setup", "lamdu")], 1, 120, 40, 7_100);
    let seen = random_games("hyrshiv", &[("setup", "vallia")], 3, 120, 40, 7_200);
    assert!(seen.get("groups") > 0, "{seen:?}");
    random_games("jikshiv", &[], 1, 100, 50, 7_300);
}

/// jikaida-large.md, "The larger games' powers" and "The new pieces": every option that is
/// not the default at once.
#[test]
fn random_games_larger_variations() {
    let options = [
        ("jiktar-chuktar", "no"),
        ("free-movement", "none"),
        ("hyrpaktun-step", "yes"),
        ("flutsman-step", "optional"),
        ("flutsman-fronts", "one"),
        ("missile-first-step", "stop"),
        ("missile-slide", "any"),
        ("missile-fronts", "one"),
        ("pallan-fronts", "2"),
        ("first", "blue"),
    ];
    random_games("hyrshiv", &options, 2, 120, 40, 8_000);
}
