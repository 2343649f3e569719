//! Positions of random games, on which the tests of the rules' shortcuts (the backward
//! Kaida test, capture lists, reach tables) compare each with the plain answer.

use super::{JikaidaLarge, JikaidaOptions, JikaidaPositionOf, LARGE_CELLS, Mode};
use crate::{Game, GameOptions};

/// The readings of Poron Jikaida that change how pieces move, walked besides each mode's
/// defaults.
const READINGS: [&[(&str, &str)]; 2] = [
    &[
        ("pallan-turn", "first-published"),
        ("pallan-fronts", "2"),
        ("deldar", "two-only"),
    ],
    &[
        ("kapt-turn", "yes"),
        ("free-jiktar-hikdar", "yes"),
        ("deldar", "one-without-capture"),
    ],
];

/// The readings of the larger games walked besides their defaults: Vallia's group moves,
/// Poron's fronts everywhere with the one-front options, the new pieces' other moves, and
/// the powers off by default, with free movement and without (where the Kaida test finds
/// the Pallan's captures backwards).
const LARGER_READINGS: [&[(&str, &str)]; 4] = [
    &[
        ("setup", "vallia"),
        ("free-movement", "none"),
        ("flutsman-fronts", "one"),
        ("missile-fronts", "one"),
        ("jiktar-chuktar", "no"),
    ],
    &[
        ("setup", "lamdu"),
        ("hyrpaktun-step", "yes"),
        ("flutsman-step", "optional"),
        ("missile-first-step", "stop"),
        ("missile-slide", "any"),
        ("pallan-fronts", "2"),
    ],
    &[
        ("pallan-zeunt", "larger"),
        ("kapt-vault", "yes"),
        ("leaper-vault", "yes"),
    ],
    &[
        ("free-movement", "none"),
        ("pallan-zeunt", "larger"),
        ("kapt-vault", "yes"),
        ("leaper-vault", "yes"),
        ("pallan-fronts", "2"),
    ],
];

/// Runs `check` with each mode's defaults (Poron Jikaida, Stikitche, Pastang, Drak's City)
/// for the number of games `games` gives it (none: not run), then with each of `READINGS`
/// of Poron Jikaida for the fifth number, then Hyrshiv and Jikshiv with their defaults and
/// Hyrshiv with each of `LARGER_READINGS` for the last.
pub fn every_reading(games: [u64; 6], mut check: impl FnMut(Mode, &[(&str, &str)], u64)) {
    let modes = [Mode::Poron, Mode::Stikitche, Mode::Pastang, Mode::DraksCity];
    for (mode, n) in modes.into_iter().zip(games) {
        if n > 0 {
            check(mode, &[], n);
        }
    }
    for pairs in READINGS {
        check(Mode::Poron, pairs, games[4]);
    }
    if games[5] > 0 {
        check(Mode::Hyrshiv, &[], games[5]);
        check(Mode::Jikshiv, &[], games[5]);
        for pairs in LARGER_READINGS {
            check(Mode::Hyrshiv, pairs, games[5]);
        }
    }
}

/// Hands `visit` every position of `games` random games of `mode` with the options
/// `pairs` (seeded 0, 1, ...), up to 150 plies each.
pub fn walk(
    mode: Mode,
    pairs: &[(&str, &str)],
    games: u64,
    mut visit: impl FnMut(&JikaidaLarge, &JikaidaPositionOf<LARGE_CELLS, { LARGE_CELLS.div_ceil(64) }>),
) {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    // Every mode in the largest capacity, which plays the smaller boards alike.
    let options = JikaidaOptions::for_id(crate::Choice::name(mode)).expect("a mode's id");
    let game = JikaidaLarge::new(options.with(&pairs).expect("valid options"));
    let mut moves = Vec::new();
    for seed in 0..games {
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        let mut pos = game.start();
        for _ in 0..150 {
            visit(&game, &pos);
            game.legal_moves(&pos, &mut moves);
            if moves.is_empty() {
                break;
            }
            let mv = moves[rand::RngExt::random_range(&mut rng, 0..moves.len())];
            game.play(&mut pos, mv);
        }
    }
}
