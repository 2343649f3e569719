//! OpenTafl's game records (.otg): OpenTafl's saved games read (their tags and main lines
//! typed into tests/data/otg, without the commentary), and Jikai's games written and read
//! back (issue 47).

use super::cli::{assert_error, jikai, ok_lines, stderr, stdout};
use jikai::rules::tafl::{Tafl, TaflOptions};
use jikai::rules::{EndReason, Game, GameOptions, GameRecord, Match, Outcome, Side, otg};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/otg/");

fn data(name: &str) -> String {
    format!("{DATA}{name}.otg")
}

/// The number of moves of a record file, as Jikai reads it.
fn plies(file: &str) -> usize {
    let text = std::fs::read_to_string(file).unwrap();
    GameRecord::from_text(&text).unwrap().moves.len()
}

/// `Fetlar-Escape-Puzzle.otg`: its start is asymmetric ("Position records always start at
/// the 'a' file on the first rank"); read the right way up, 21 plies end with the king's
/// escape. Read upside down (`starti:`), ply 4 (b3-b1) has no piece.
#[test]
fn the_escape_puzzle_reads_the_right_way_up() {
    let file = data("Fetlar-Escape-Puzzle");
    assert_eq!(plies(&file), 21);
    let out = jikai(&["replay", &file]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out).lines().last(),
        Some("result defenders win king-escaped")
    );
    assert_eq!(
        stderr(&out),
        format!("jikai: {file}: skipped 2 variations, 5 tags\n")
    );
    let upside_down = std::fs::read_to_string(&file)
        .unwrap()
        .replace(" start:", " starti:");
    let (dir, mirrored) = scratch("mirrored.otg");
    std::fs::write(&mirrored, upside_down).unwrap();
    assert_error(&["replay", &mirrored], "move 4 (b3-b1)");
    std::fs::remove_dir_all(dir).unwrap();
}

/// `Crust-vs-Schachus-Grandmasters-2015.otg` (Copenhagen: `sw:s efe:y`, 68 plies, every
/// capture listed matching the rules', no shieldwall or fort before the end) ends by
/// resignation: the rules have not ended it, the record has. `Fish-Nasa-2015-Fetlar.otg`
/// (39 plies, variations and a comment skipped) also says "Black resigns", but its main line
/// plays on to the king's escape, which the rules score.
#[test]
fn resignations_are_recorded_where_the_rules_have_not_ended_the_game() {
    let crust = data("Crust-vs-Schachus-Grandmasters-2015");
    assert_eq!(plies(&crust), 68);
    let lines = ok_lines(&["replay", &crust]);
    assert_eq!(lines[1], "result defenders win resignation (recorded)");
    let fish = data("Fish-Nasa-2015-Fetlar");
    assert_eq!(plies(&fish), 39);
    let out = jikai(&["replay", &fish]);
    assert_eq!(
        stdout(&out).lines().last(),
        Some("result defenders win king-escaped")
    );
    assert!(
        stderr(&out).contains("skipped 2 variations, 1 comment"),
        "{}",
        stderr(&out)
    );
}

/// OpenTafl's 7x7 `Copenhagen-Escape-Puzzle.otg` is one line and exit 2: Jikai's board is
/// 11x11.
#[test]
fn a_board_jikai_does_not_have_is_one_line() {
    assert_error(
        &["replay", &data("Copenhagen-Escape-Puzzle")],
        "Jikai cannot play dim:7",
    );
}

/// Random games under Fetlar and Copenhagen (one from a set start with a shieldwall first, a
/// resignation at the end of another) written as .otg and read back are the same records,
/// the rules tag last as the spec asks ("The rules tag must always be the final tag").
#[test]
fn jikais_games_round_trip_through_otg() {
    let mut seed = 7u64;
    // The rule page's first shieldwall diagram: c3-c1 takes d1 e1 f1 (its full notation
    // is read only if those are the move's captures).
    let wall = "/3tttT4/3TTT5/2T8/11/11/10t/11/5K5/11/11/11/ d";
    let games = [
        ("fetlar", None),
        ("copenhagen", Some(wall)),
        ("copenhagen", None),
        ("fetlar", None),
    ];
    for (i, (preset, start)) in games.into_iter().enumerate() {
        let options = TaflOptions::default()
            .with(&[("preset".into(), preset.to_string())])
            .unwrap();
        let game = Tafl::new(options);
        let start = start.map_or_else(|| game.start(), |s| game.parse_position(s).unwrap());
        let mut m = Match::new(game.clone(), start);
        if start != game.start() {
            let mv = game.parse_move(m.position(), "c3-c1xd1xe1xf1").unwrap();
            m.play(mv).unwrap();
        }
        while m.outcome().is_none() && m.len() < 400 {
            let moves = m.legal_moves();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = moves[(seed >> 33) as usize % moves.len()];
            m.play(mv).unwrap();
        }
        let mut record = GameRecord::of(&m);
        if i == 3 && m.outcome().is_none() {
            record.ended = Some(Outcome::Win {
                winner: Side::North,
                reason: EndReason::Resignation,
            });
        }
        record.players = Some(["Jikai [Club]".into(), "A player".into()]);
        let text = otg::write(&record).unwrap();
        assert!(
            text.lines()
                .rfind(|l| l.starts_with('['))
                .unwrap()
                .starts_with("[rules:dim:11 ")
        );
        let (back, skipped) = otg::read(&text).unwrap();
        assert_eq!(skipped, otg::Skipped::default());
        assert_eq!(back.moves, record.moves, "{preset}");
        assert_eq!(back.start, record.start);
        assert_eq!(back.options, record.options);
        assert_eq!(back.ended, record.ended);
        assert_eq!(
            back.players,
            Some(["Jikai (Club)".into(), "A player".into()])
        );
    }
}

fn scratch(name: &str) -> (std::path::PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("jikai-otg-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name).to_str().unwrap().to_string();
    (dir, file)
}

/// OpenTafl's reader starts the moves at the first "1. " in the file, tags included: a
/// player's name holding one is written so that OpenTafl reads the moves (checked by
/// loading Jikai's records in OpenTafl v0.4.8.0b, docs/records.md).
#[test]
fn tags_never_hold_the_first_turn() {
    let m = jikai::rules::open_match("tafl", &[], None).unwrap();
    let mut record = GameRecord::of(m.as_ref());
    record.moves = vec!["d1-d3".into()];
    record.players = Some(["Round 1. Jikai".into(), "B".into()]);
    let text = otg::write(&record).unwrap();
    let first = text.find("1. ").unwrap();
    assert!(text[first..].starts_with("1. d1-d3"), "{text}");
    let (back, _) = otg::read(&text).unwrap();
    assert_eq!(back.moves, ["d1-d3"]);
}

/// Issue 48: a game on the clock keeps its clocks in OpenTafl's record: OpenTafl's
/// `time-control` (its form, every part written) and `time-remaining` (attackers first,
/// main time and overtime periods left), and each move's time in a tag of Jikai's, which
/// reads back exactly.
#[test]
fn clocks_are_kept_in_opentafl_records() {
    let m = jikai::rules::open_match("tafl", &[], None).unwrap();
    let mut record = GameRecord::of(m.as_ref());
    record.moves = ["d1-d3", "f4-d4", "a4-c4", "d4-d5"]
        .map(String::from)
        .to_vec();
    record.clock = Some(jikai::rules::RecordedClock {
        control: "600 30/3".into(),
        move_ms: vec![5_000, 1_000, 640_500, 12_250],
        thinking_ms: 0,
    });
    let text = otg::write(&record).unwrap();
    assert!(text.contains("[time-control:600 30/3 0i]\n"), "{text}");
    // The attackers' second move outlasted their ten minutes by 40.5 s: one period used
    // whole, the second begun (and given back: a move within a period costs nothing); the
    // defenders have 587.75 s, written in whole seconds as a clock shows them.
    assert!(
        text.contains("[time-remaining:0 30/2, 587 30/3]\n"),
        "{text}"
    );
    assert!(
        text.contains("[jikai-move-times:5000 1000 640500 12250]\n"),
        "{text}"
    );
    let (back, _) = otg::read(&text).unwrap();
    assert_eq!(back.clock, record.clock);
    // OpenTafl's own records carry no move times: no clocks are made up.
    let theirs = text.replace("[jikai-move-times:5000 1000 640500 12250]\n", "");
    assert_eq!(otg::read(&theirs).unwrap().0.clock, None);
}
