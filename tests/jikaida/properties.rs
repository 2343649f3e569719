//! Random-game property tests for Jikaida and its drills: play/undo, hashing, position
//! strings, notation and effects agree with each other at every ply of many random games.

use crate::support::jikaida;
use jikai::rules::jikaida::{Jikaida, JikaidaPosition};
use jikai::rules::{Effect, Game, Move};
use rand::{RngExt, SeedableRng, rngs::SmallRng};
use std::collections::BTreeMap;

#[derive(Default, Debug)]
struct Seen {
    games: usize,
    plies: usize,
    moves_checked: usize,
    captures: usize,
    vaults: usize,
    ended: BTreeMap<String, usize>,
}

fn check_position(game: &Jikaida, pos: &mut JikaidaPosition) -> Vec<Move> {
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

    let before = pos.clone();
    let hash = game.hash(pos);
    for &mv in &moves {
        let undo = game.play(pos, mv);
        assert_ne!(game.hash(pos), hash, "{mv:?} changes the hash in {text}");
        game.undo(pos, mv, undo);
        assert_eq!(*pos, before, "play/undo of {mv:?} in {text}");
        assert_eq!(game.hash(pos), hash);
    }
    moves
}

/// Notation reads back as the same move (both forms); effects begin at `from`, end at `to`,
/// and show one capture exactly when the notation has an `x`.
fn check_move(game: &Jikaida, pos: &JikaidaPosition, mv: Move, seen: &mut Seen) {
    let name = game.notation(pos, mv);
    let text = || game.format_position(pos);
    assert_eq!(game.parse_move(pos, &name), Ok(mv), "{name} in {}", text());
    let drin = game.drin_notation(pos, mv);
    assert_eq!(game.parse_move(pos, &drin), Ok(mv), "{drin} in {}", text());
    let effects = game.effects(pos, mv);
    if name == "pass" {
        assert!(effects.is_empty());
        return;
    }
    let start = match effects.first() {
        Some(Effect::Step { path }) => path[0],
        Some(Effect::Leap { from, .. }) | Some(Effect::Vault { from, .. }) => *from,
        other => panic!("{name}: first effect {other:?}"),
    };
    assert_eq!(start, mv.from, "{name} in {}", text());
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
    let captures = effects
        .iter()
        .filter(|e| matches!(e, Effect::Capture { .. }))
        .count();
    assert_eq!(name.matches('x').count(), captures, "{name}: {effects:?}");
    seen.captures += captures;
    seen.vaults += effects
        .iter()
        .filter(|e| matches!(e, Effect::Vault { .. }))
        .count();
    seen.moves_checked += 1;
}

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
    let game = jikaida(id, options);
    let mut seen = Seen::default();
    for g in 0..games {
        let mut rng = SmallRng::seed_from_u64(seed + g as u64);
        let mut pos = game.start();
        for ply in 0..max_plies {
            let moves = check_position(&game, &mut pos);
            if moves.is_empty() {
                let outcome = game.outcome(&pos).expect("no moves, so an outcome");
                *seen.ended.entry(format!("{outcome:?}")).or_default() += 1;
                break;
            }
            assert_eq!(game.decided(&pos), None);
            let mv = moves[rng.random_range(0..moves.len())];
            if (ply + g) % full_every == 0 {
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
    println!("{id} {options:?}: {seen:?}");
    // Stikitche has too few pieces for a line of three.
    assert!(
        seen.captures > 0 && (seen.vaults > 0 || id == "stikitche"),
        "{seen:?}"
    );
    seen
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
