//! The fuzz harness (issue 20): generated positions, option sets, move lists, level files,
//! records and game texts (issue 48) for every game and drill. Parsing never panics, what is
//! accepted prints back exactly as it was written, every legal move applies and undoes
//! (position and hash), and every error is one line without control characters.
//! `JIKAI_FUZZ_CASES` sets the cases a kind and game (default 40, a few seconds in all);
//! `cargo test -- --ignored fuzz` runs the large series (docs/fuzzing.md).

use jikai::rules::{
    AnyMatch, EndReason, GAMES, GameRecord, Outcome, RecordedClock, Seat, Side, game_text,
    option_table,
};
use jikai::tutorial::check_text;
use rand::{RngExt, SeedableRng, rngs::SmallRng};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

/// Cases per kind and game: `JIKAI_FUZZ_CASES`, else `default`.
pub fn fuzz_cases(default: usize) -> usize {
    std::env::var("JIKAI_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// Runs `f`, turning a panic into a failure that names the input (escaped).
fn no_panic<T>(what: &str, input: &str, f: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|_| panic!("{what} panicked on {input:?}"))
}

/// An error message is one line and echoes no control character.
fn one_line(what: &str, input: &str, message: &str) {
    assert!(
        !message.chars().any(char::is_control) && !message.is_empty(),
        "{what} {input:?}: error not one clean line: {message:?}"
    );
}

/// Characters the mutations insert: the formats' own, their neighbours, whitespace, control
/// and non-ASCII characters.
const ALPHABET: &[char] = &[
    '0', '1', '2', '9', '/', '*', '\'', ' ', ' ', '\t', '\n', '\r', '-', '+', 'x', '#', '=', '@',
    '~', '(', ')', '>', '<', '$', ',', 'a', 'b', 'd', 'y', 'o', 'w', 'T', 't', 'K', 'k', 'P', 'S',
    'J', 'j', 'B', 'O', 'Y', 'E', 'C', '"', '[', ']', ':', 'é', '\u{1b}', '\u{0}', '\u{2028}',
];

/// `text` with one to three random edits: a character inserted, deleted or replaced, a
/// stretch doubled or cut, two neighbours swapped.
pub fn mutate(rng: &mut SmallRng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..=3) {
        let at = rng.random_range(0..=chars.len());
        let c = ALPHABET[rng.random_range(0..ALPHABET.len())];
        match rng.random_range(0..6) {
            0 => chars.insert(at, c),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 if at < chars.len() => chars[at] = c,
            3 => {
                let end = rng.random_range(at..=chars.len().min(at + 8));
                let piece: Vec<char> = chars[at..end].to_vec();
                chars.splice(at..at, piece);
            }
            4 => chars.truncate(at),
            _ if at + 1 < chars.len() => chars.swap(at, at + 1),
            _ => chars.push(c),
        }
    }
    chars.into_iter().collect()
}

/// Random options for `id` from its table: mostly its own values, sometimes a value or key
/// it does not have.
fn random_options(rng: &mut SmallRng, id: &str) -> Vec<(String, String)> {
    let table = option_table(id).unwrap();
    let mut pairs = Vec::new();
    for _ in 0..rng.random_range(0..4) {
        let row = &table[rng.random_range(0..table.len())];
        let value = row.values[rng.random_range(0..row.values.len())].to_string();
        let value = match rng.random_range(0..8) {
            0 => mutate(rng, &value),
            1 => "jikaida".to_string(),
            _ => value,
        };
        let key = match rng.random_range(0..12) {
            0 => mutate(rng, row.key),
            _ => row.key.to_string(),
        };
        pairs.push((key, value));
    }
    pairs
}

/// A game of `id` under random options (the defaults when those are refused, with a one-line
/// error; the options in force read back the same when accepted), played for a random
/// number of random moves, each checked: it applies, undo restores the position and its
/// hash, and redo plays it again.
fn random_match(rng: &mut SmallRng, id: &str) -> Box<dyn AnyMatch> {
    let options = random_options(rng, id);
    let mut m = match no_panic("open_match", &format!("{id} {options:?}"), || {
        jikai::rules::open_match(id, &options, None)
    }) {
        Ok(m) => {
            // The options in force, written back, open the same game.
            let again = jikai::rules::open_match(id, &m.options(), None).unwrap();
            assert_eq!(again.options(), m.options(), "{id} {options:?}");
            m
        }
        Err(e) => {
            one_line("options", &format!("{options:?}"), &e.to_string());
            jikai::rules::open_match(id, &[], None).unwrap()
        }
    };
    for _ in 0..rng.random_range(0..60) {
        let moves = m.legal_moves();
        let Some(&mv) = moves.get(rng.random_range(0..moves.len().max(1))) else {
            break;
        };
        let (before, hashes) = (m.position_string(), m.hashes().to_vec());
        m.play(mv).unwrap();
        assert_eq!(m.undo(), Some(mv));
        assert_eq!((m.position_string(), m.hashes()), (before, &hashes[..]));
        m.redo().unwrap();
    }
    m
}

/// Positions of every game: each position reached prints, reads back and prints the same;
/// mutated strings never panic, and a mutated string that is accepted was already in the
/// printed form (one grammar, no second spelling).
pub fn fuzz_positions(cases: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for (id, _) in GAMES {
        for _ in 0..cases {
            let m = random_match(&mut rng, id);
            let options = m.options();
            let text = m.position_string();
            let again = jikai::rules::open_match(id, &options, Some(&text)).unwrap();
            assert_eq!(again.position_string(), text, "{id}");
            let bad = mutate(&mut rng, &text);
            let read = no_panic("parse_position", &bad, || {
                jikai::rules::open_match(id, &options, Some(&bad))
            });
            match read {
                Ok(m) => assert_eq!(m.position_string(), bad, "{id}: accepted {bad:?}"),
                Err(e) => one_line("position", &bad, &e.to_string()),
            }
        }
    }
}

/// Moves of every game: each legal move's notation reads back as that move; mutated move
/// texts never panic, and what they read as is a legal move.
pub fn fuzz_moves(cases: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for (id, _) in GAMES {
        for _ in 0..cases {
            let m = random_match(&mut rng, id);
            let moves = m.legal_moves();
            let Some(&mv) = moves.get(rng.random_range(0..moves.len().max(1))) else {
                continue;
            };
            let name = m.notation(mv);
            assert_eq!(m.parse_move(&name), Ok(mv), "{id}: {name}");
            let bad = mutate(&mut rng, &name);
            match no_panic("parse_move", &bad, || m.parse_move(&bad)) {
                Ok(read) => assert!(moves.contains(&read), "{id}: {bad:?}"),
                Err(e) => one_line("move", &bad, &e.to_string()),
            }
        }
    }
}

/// Records of every game: a record written reads back equal and replays to the same game;
/// mutated records never panic and fail on one line.
pub fn fuzz_records(cases: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for (id, _) in GAMES {
        for _ in 0..cases {
            let m = random_match(&mut rng, id);
            let record = GameRecord::of(m.as_ref());
            let text = record.to_text();
            assert_eq!(GameRecord::from_text(&text).as_ref(), Ok(&record));
            let replayed = record.replay().unwrap();
            assert_eq!(replayed.position_string(), m.position_string());
            assert_eq!(replayed.history(), m.history());
            let bad = mutate(&mut rng, &text);
            let result = no_panic("record", &bad, || {
                GameRecord::from_text(&bad).and_then(|r| r.replay())
            });
            if let Err(e) = result {
                one_line("record", &bad, &e.to_string());
            }
        }
    }
}

/// A random game of `id` from the start or from a position reached (then a `[Start]` tag),
/// sometimes ended by a resignation, an agreement or time, with names, seats and clocks.
fn random_record(rng: &mut SmallRng, id: &str) -> GameRecord {
    let mut m = random_match(rng, id);
    if rng.random_bool(0.3) {
        let set = jikai::rules::open_match(id, &m.options(), Some(&m.position_string()));
        // Jetan's descriptive notation is played from the setup's start only.
        if let Ok(set) = set {
            m = set;
            for _ in 0..rng.random_range(0..6) {
                let moves = m.legal_moves();
                let Some(&mv) = moves.get(rng.random_range(0..moves.len().max(1))) else {
                    break;
                };
                m.play(mv).unwrap();
            }
        }
    }
    let side = Side::BOTH[rng.random_range(0..2)];
    let ended = [
        None,
        Some(Outcome::Win {
            winner: side,
            reason: EndReason::Resignation,
        }),
        Some(Outcome::Win {
            winner: side,
            reason: EndReason::Time,
        }),
        Some(Outcome::Draw {
            reason: EndReason::Agreement,
        }),
    ][rng.random_range(0..4)];
    let mut record = GameRecord::ended(m.as_ref(), ended);
    let name = |rng: &mut SmallRng| -> String {
        let letters = [
            'a', 'Z', ' ', '"', '\\', '{', '}', '[', ']', 'é', '1', '-', '*',
        ];
        (0..rng.random_range(0..8))
            .map(|_| letters[rng.random_range(0..letters.len())])
            .collect()
    };
    if rng.random_bool(0.5) {
        record.players = Some([name(rng), name(rng)]);
    }
    if rng.random_bool(0.5) {
        let seat = |rng: &mut SmallRng| match rng.random_range(0..7) {
            0 => Seat::Human,
            n => Seat::Computer(jikai::ai::Level::ALL[n - 1]),
        };
        record.seats = Some([seat(rng), seat(rng)]);
    }
    if rng.random_bool(0.5) {
        let controls = [
            "300+3", "600+5", "1800+20", "10/move", "600 30/3", "0.5+0.25",
        ];
        record.clock = Some(RecordedClock {
            control: controls[rng.random_range(0..controls.len())].to_string(),
            move_ms: (0..record.moves.len())
                .map(|_| rng.random_range(0..100_000_000))
                .collect(),
            thinking_ms: 0,
        });
    }
    record
}

/// Game texts of every game and drill (issue 48): a random game writes a game text that
/// reads back equal and replays to the same game; mutated texts never panic and fail on one
/// line without control characters.
pub fn fuzz_game_texts(cases: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for (id, _) in GAMES {
        for _ in 0..cases {
            let record = random_record(&mut rng, id);
            let text = game_text::write(&record).unwrap();
            assert_eq!(GameRecord::from_text(&text).as_ref(), Ok(&record), "{text}");
            let m = record.replay().unwrap();
            let replayed = GameRecord::from_text(&text).unwrap().replay().unwrap();
            assert_eq!(replayed.position_string(), m.position_string());
            assert_eq!(replayed.history(), m.history());
            let bad = mutate(&mut rng, &text);
            let result = no_panic("game text", &bad, || {
                GameRecord::from_text(&bad).and_then(|r| r.replay())
            });
            if let Err(e) = result {
                one_line("game text", &bad, &e.to_string());
            }
        }
    }
}

/// Level files of every game: a level of the moves of a random game (a Play step each,
/// some offering several moves) checks; mutated level files never panic and fail on one
/// line.
pub fn fuzz_levels(cases: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for (id, _) in GAMES {
        let file = format!("levels/{id}/01-fuzz.ron");
        for _ in 0..cases {
            let m = random_match(&mut rng, id);
            let mut walk = jikai::rules::open_match(id, &m.options(), None).unwrap();
            let mut steps = vec!["Step(text: \"Look.\")".to_string()];
            for text in m.history() {
                let mv = walk.parse_move(&text).unwrap();
                let mut asked = vec![format!("{text:?}")];
                if rng.random_bool(0.3) {
                    asked.push(format!("{text:?}"));
                }
                steps.push(format!(
                    "Step(text: \"Play.\", task: Play([{}]))",
                    asked.join(", ")
                ));
                walk.play(mv).unwrap();
            }
            let options: Vec<String> = m
                .options()
                .iter()
                .map(|(k, v)| format!("\"{k}={v}\""))
                .collect();
            let level = format!(
                "Level(title: \"Fuzz\", game: {id:?}, options: [{}], steps: [{}], complete: \"Done.\")",
                options.join(", "),
                steps.join(", ")
            );
            let checked = check_text(Path::new(&file), &level);
            assert!(checked.is_ok(), "{level}: {}", checked.unwrap_err());
            let bad = mutate(&mut rng, &level);
            let result = no_panic("level", &bad, || check_text(Path::new(&file), &bad));
            if let Err(e) = result {
                one_line("level", &bad, &e.to_string());
            }
        }
    }
}

#[test]
fn fuzz_positions_small() {
    fuzz_positions(fuzz_cases(40), 1);
}

#[test]
fn fuzz_moves_small() {
    fuzz_moves(fuzz_cases(40), 2);
}

#[test]
fn fuzz_records_small() {
    fuzz_records(fuzz_cases(20), 3);
}

#[test]
fn fuzz_game_texts_small() {
    fuzz_game_texts(fuzz_cases(20), 5);
}

#[test]
fn fuzz_levels_small() {
    fuzz_levels(fuzz_cases(20), 4);
}

/// The large series: `cargo test --release -- --ignored fuzz` (docs/fuzzing.md).
#[test]
#[ignore]
fn fuzz_large() {
    let cases = fuzz_cases(2000);
    fuzz_positions(cases, 11);
    fuzz_moves(cases, 12);
    fuzz_records(cases / 2, 13);
    fuzz_game_texts(cases / 2, 15);
    fuzz_levels(cases / 2, 14);
}
