//! Random-game property tests for Jikaida and its drills: play/undo, hashing, position
//! strings, notation and effects agree with each other at every ply of many random games
//! (the shared checker in `crates/rules/tests/properties.rs`).

use crate::properties::{Checked, RandomGames, Seen};
use crate::support::jikaida;
use jikai_rules::jikaida::Jikaida;
use jikai_rules::{Effect, Game};

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
    let seen = RandomGames::new(jikaida(id, options), format!("{id} {options:?}"))
        .max_plies(max_plies)
        .full_every(full_every)
        .on_move(check_move)
        .run(games, seed);
    // Stikitche has too few pieces for a line of three.
    assert!(
        seen.captures > 0 && (seen.get("vaults") > 0 || id == "stikitche"),
        "{seen:?}"
    );
    seen
}

/// The drin notation reads back as the same move too; a pass has no effects; any other move
/// starts with a step, leap or vault, and the last one ends at `to` (but for the Fluttember's
/// `<>` exchange).
fn check_move(c: &Checked<'_, Jikaida>, seen: &mut Seen) {
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
    if !name.contains("<>") {
        assert_eq!(end, Some(mv.to), "{name}: {effects:?}");
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

/// jikaida.md, Drak's City, both no-moves rules.
#[test]
fn random_games_draks_city() {
    let seen = random_games("draks-city", &[], 300, 200, 16, 5_000);
    assert!(!seen.ended.is_empty());
    random_games("draks-city", &[("no-moves", "passes")], 100, 200, 16, 6_000);
}
