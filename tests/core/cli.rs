//! The `jikai` binary: perft output, options listing, and one-line errors with status 2.

use jikai::ai::Evaluate;
use jikai::rules::Game;
use jikai::rules::jikaida::Jikaida;
use jikai::rules::tafl::START;
use std::process::{Command, Output};

pub(super) fn jikai(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jikai"))
        .args(args)
        .output()
        .expect("the jikai binary runs")
}

pub(super) fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("utf-8 stdout")
}

pub(super) fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("utf-8 stderr")
}

/// Runs `args`, expects success, and returns stdout's lines.
pub(super) fn ok_lines(args: &[&str]) -> Vec<String> {
    let out = jikai(args);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
    stdout(&out).lines().map(str::to_string).collect()
}

/// cli doc: every error is one line on stderr, `jikai: ...`, exit status 2, never a panic.
pub(super) fn assert_error(args: &[&str], mentions: &str) {
    let out = jikai(args);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err:?}");
    assert!(err.starts_with("jikai: "), "{args:?}: {err}");
    assert!(
        err.contains(mentions),
        "{args:?}: {err} should mention {mentions}"
    );
    assert_eq!(stdout(&out), "", "{args:?}: nothing on stdout");
}

/// tafl perft from the start (crates/rules/tests/reference/tafl_perft.py): depth 2 is 6788.
#[test]
fn perft_depth_two() {
    let lines = ok_lines(&["perft", "tafl", "2"]);
    assert_eq!(lines.last().map(String::as_str), Some("nodes 6788"));
}

/// Rules README, perft: divide lists each root move with its count, then the total (116 at depth 1).
#[test]
fn perft_divide() {
    let lines = ok_lines(&["perft", "tafl", "1", "--divide"]);
    assert_eq!(lines.len(), 117);
    assert_eq!(lines[116], "nodes 116");
    for line in &lines[..116] {
        let (mv, count) = line.split_once(' ').expect("<move> <count>");
        assert_eq!(count, "1", "{line}");
        assert!(mv.len() >= 5 && mv.contains('-'), "{line}");
    }
    assert!(lines.iter().any(|l| l == "d1-d2 1"));
    assert!(lines.iter().any(|l| l == "b6-b11 1"));
    let distinct: std::collections::HashSet<_> = lines.iter().collect();
    assert_eq!(distinct.len(), 117);
}

/// Rules README, Position strings: accepted wherever the program takes a position, with options.
#[test]
fn perft_with_position_and_option() {
    let lines = ok_lines(&[
        "perft",
        "tafl",
        "1",
        "--position",
        START,
        "--option",
        "throne=strict",
    ]);
    assert_eq!(lines.last().map(String::as_str), Some("nodes 116"));
    // The defenders to move in the start diagram have 60 moves.
    let defenders = START.replace(" a", " d");
    let lines = ok_lines(&["perft", "tafl", "1", "--position", &defenders]);
    assert_eq!(lines.last().map(String::as_str), Some("nodes 60"));
    // Rules README, perft: depth 0 counts 1.
    let lines = ok_lines(&["perft", "tafl", "0", "--divide"]);
    assert_eq!(lines, ["nodes 1"]);
    let lines = ok_lines(&[
        "perft",
        "tafl",
        "2",
        "--option",
        "armed-king=no",
        "--option",
        "repetition=off",
    ]);
    assert_eq!(lines.last().map(String::as_str), Some("nodes 6788"));
}

/// cli doc: bad input gives one `jikai: ` line on stderr and status 2.
#[test]
fn errors_are_one_line_with_status_2() {
    assert_error(&["perft", "chess", "1"], "unknown game 'chess'");
    assert_error(
        &["perft", "tafl", "x"],
        "depth takes a number from 0 to 20, not 'x'",
    );
    assert_error(&["perft", "tafl", "-1"], "depth");
    assert_error(&["perft", "tafl", "21"], "depth");
    assert_error(&["perft", "tafl"], "missing depth");
    assert_error(&["perft"], "missing game");
    assert_error(
        &["perft", "tafl", "1", "--position", "/11/ a"],
        "bad position",
    );
    assert_error(
        &["perft", "tafl", "1", "--position"],
        "--position needs a value",
    );
    let no_side = START.trim_end_matches(" a");
    assert_error(
        &["perft", "tafl", "1", "--position", no_side],
        "side to move",
    );
    assert_error(
        &["perft", "tafl", "1", "--option", "foo=bar"],
        "unknown option 'foo'",
    );
    assert_error(
        &["perft", "tafl", "1", "--option", "throne=maybe"],
        "throne takes hostile, strict",
    );
    assert_error(&["perft", "tafl", "1", "--option", "throne"], "key=value");
    assert_error(&["perft", "tafl", "1", "--frobnicate"], "unknown argument");
    assert_error(&["options", "chess"], "unknown game 'chess'");
    assert_error(&["options"], "missing game");
    assert_error(
        &["perft", "tafl", "1", "--option"],
        "--option needs a value",
    );
}

/// cli doc: an unknown command is one error line too (the usage must not follow on stderr).
#[test]
fn unknown_command_is_one_line() {
    assert_error(&["frobnicate"], "unknown command 'frobnicate'");
}

/// cli doc, "never a panic": a position with an absurdly long run of empty squares is an error.
#[test]
fn huge_run_in_position_is_an_error() {
    let position = START.replacen("3ttttt3", "99999999999", 1);
    assert_error(&["perft", "tafl", "1", "--position", &position], "rank 1:");
}

/// tafl.md, Position string: "ranks from 1 up to 11", as OpenTafl writes them: a king on
/// the second rank listed moves from f2 (issue 47).
#[test]
fn tafl_boards_list_rank_1_first() {
    let lines = ok_lines(&[
        "perft",
        "tafl",
        "1",
        "--divide",
        "--position",
        "/11/5K5/11/11/11/11/11/11/11/11/11/ d",
    ]);
    assert_eq!(lines.last().map(String::as_str), Some("nodes 20"));
    assert_eq!(lines.len(), 21);
    assert!(
        lines[..20].iter().all(|l| l.starts_with("f2-")),
        "{lines:?}"
    );
}

/// tafl.md, Options: `jikai options tafl` lists every option key with its values, default
/// first; the rule sets (Fetlar, Copenhagen) as `preset`.
#[test]
fn options_lists_tafl_keys() {
    let lines = ok_lines(&["options", "tafl"]);
    let keys: Vec<&str> = lines
        .iter()
        .map(|l| l.split_once('=').expect("key=values").0)
        .collect();
    assert_eq!(
        keys,
        [
            "preset",
            "throne",
            "armed-king",
            "no-moves",
            "surround",
            "repetition",
            "shieldwall",
            "shieldwall-flank",
            "edge-fort"
        ]
    );
    assert!(
        lines[0].starts_with("preset=fetlar*|copenhagen|custom"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("throne=hostile*|strict"),
        "{}",
        lines[1]
    );
    assert!(lines[2].starts_with("armed-king=yes*|no"), "{}", lines[2]);
}

/// `jikai help` prints the help and succeeds (no arguments opens the window).
#[test]
fn help_succeeds() {
    let lines = ok_lines(&["help"]);
    assert!(
        lines.iter().any(|l| l == "Usage: jikai [COMMAND]"),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.trim_start().starts_with("perft ")));
    assert!(
        lines
            .iter()
            .any(|l| l.trim_start().starts_with("screenshot "))
    );
}

/// witches perft from the start (crates/rules/tests/reference/witches_perft.py): 52 and 2681; divide
/// writes the game's notation (drops, flips).
#[test]
fn perft_witches() {
    let lines = ok_lines(&["perft", "witches", "2"]);
    assert_eq!(lines.last().map(String::as_str), Some("nodes 2681"));
    let lines = ok_lines(&["perft", "witches", "1", "--divide"]);
    assert_eq!(lines.len(), 53);
    assert!(lines.contains(&"J@d2 1".to_string()) && lines.contains(&"z1=V 1".to_string()));
    assert_error(
        &["perft", "witches", "1", "--position", "12/12 w - - T 0 1"],
        "ranks",
    );
    assert_error(
        &["perft", "witches", "1", "--option", "jack-stay=sometimes"],
        "jack-stay",
    );
    let lines = ok_lines(&["options", "witches"]);
    assert!(lines[0].starts_with("jack-stay=wazir*|always"), "{lines:?}");
    let lines = ok_lines(&["perft", "witches", "1", "--option", "jack-stay=always"]);
    assert_eq!(lines.last().map(String::as_str), Some("nodes 52"));
}

/// jikaida.md: `jikai perft jikaida|pastang|stikitche|draks-city <depth>`; the counts are
/// those of crates/rules/tests/jikaida/perft.rs (checked against crates/rules/tests/reference/jikaida_perft.py).
#[test]
fn perft_jikaida_games() {
    for (id, depth, nodes) in [
        ("jikaida", "1", "nodes 144"),
        ("pastang", "2", "nodes 902"),
        ("stikitche", "2", "nodes 552"),
        ("draks-city", "2", "nodes 900"),
    ] {
        let lines = ok_lines(&["perft", id, depth]);
        assert_eq!(lines.last().map(String::as_str), Some(nodes), "{id}");
    }
    let lines = ok_lines(&["perft", "jikaida", "1", "--divide"]);
    assert!(lines.iter().any(|l| l == "h1<>i1 1"), "{lines:?}");
    let lines = ok_lines(&[
        "perft",
        "jikaida",
        "1",
        "--divide",
        "--option",
        "notation=drin",
    ]);
    assert!(
        lines.iter().any(|l| l == "Zhantil A3-Zhantil A6 1"),
        "{lines:?}"
    );
    assert_error(
        &["perft", "pastang", "1", "--option", "deldar=three"],
        "deldar",
    );
    assert_error(
        &["perft", "jikaida", "1", "--position", "12/12 y YB"],
        "18 ranks",
    );
    let lines = ok_lines(&["options", "draks-city"]);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("no-moves=loses*|passes")),
        "{lines:?}"
    );
}

/// `jikai selfplay`: one summary line; unknown levels and bad numbers are one-line errors.
#[test]
fn selfplay_summary_and_errors() {
    let lines = ok_lines(&[
        "selfplay",
        "jetan",
        "--a",
        "beginner",
        "--b",
        "random",
        "--games",
        "2",
        "--seed",
        "5",
        "--max-plies",
        "30",
    ]);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].starts_with("jetan beginner vs random: 2 games"),
        "{}",
        lines[0]
    );
    // Each side's search a move: Beginner searches depth 1, Random not at all.
    assert!(
        lines[0].contains("a move: A depth 1.0, ") && lines[0].contains("B depth 0.0, 0 nodes"),
        "{}",
        lines[0]
    );
    assert_error(
        &["selfplay", "jetan", "--a", "grandmaster"],
        "unknown level 'grandmaster'",
    );
    assert_error(
        &["selfplay", "jetan", "--games", "0"],
        "--games takes a number",
    );
    assert_error(
        &["selfplay", "jetan", "--movetime"],
        "--movetime needs a value",
    );
    assert_error(&["selfplay", "chess"], "unknown game 'chess'");
    assert_error(
        &["selfplay", "jetan", "--plain", "c"],
        "unknown player 'c' (players: a, b)",
    );
}

/// `selfplay --movetime-b`: B's Master thinks for its own time, A's keeps its node budget
/// (issue 19: "Master at 1 s against Master at 0.25 s per move").
#[test]
fn selfplay_gives_b_its_own_time() {
    let lines = ok_lines(&[
        "selfplay",
        "tafl",
        "--a",
        "master",
        "--b",
        "master",
        "--games",
        "1",
        "--max-plies",
        "4",
        "--opening-plies",
        "0",
        "--movetime-b",
        "1",
    ]);
    let nodes = |who: &str| -> f64 {
        let after = lines[0]
            .split(&format!("{who} depth "))
            .nth(1)
            .expect("effort");
        let field = after.split(", ").nth(1).expect("nodes");
        field
            .split(" nodes")
            .next()
            .unwrap()
            .parse()
            .expect("a number")
    };
    assert!(nodes("A") > 100_000.0, "{}", lines[0]);
    assert!(nodes("B") < 20_000.0, "{}", lines[0]);
}

/// `selfplay --save DIR`: each game as a record the app loads (replayed here, to the same
/// moves and result), adjudicated games saying so; a folder that cannot be written is a
/// one-line error.
#[test]
fn selfplay_saves_its_games_as_records() {
    let dir = std::env::temp_dir().join(format!("jikai-selfplay-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let save = dir.to_str().expect("a UTF-8 path");
    ok_lines(&[
        "selfplay",
        "tafl",
        "--a",
        "club",
        "--b",
        "beginner",
        "--games",
        "2",
        "--first",
        "3",
        "--max-plies",
        "12",
        "--plain",
        "a",
        "--save",
        save,
    ]);
    for n in [3, 4] {
        let (record, m) = jikai::rules::GameRecord::load(&dir.join(format!("game-{n}.ron")))
            .expect("the saved game loads");
        assert_eq!(record.game, "tafl");
        assert_eq!(m.history().len(), 12.min(record.moves.len()));
        let result = record.result.expect("a result");
        assert!(
            m.outcome().is_some() || result.contains("length limit"),
            "{result}"
        );
    }
    std::fs::write(dir.join("file"), "").expect("a file");
    let blocked = dir.join("file").join("games");
    assert_error(
        &[
            "selfplay",
            "tafl",
            "--games",
            "1",
            "--max-plies",
            "2",
            "--save",
            blocked.to_str().unwrap(),
        ],
        "cannot save the games in",
    );
    std::fs::remove_dir_all(&dir).expect("cleaned up");
}

/// `--computer side=level` names the game's own sides; a wrong side or level is refused
/// before any window opens.
#[cfg(feature = "app")]
#[test]
fn computer_seats_are_checked_before_the_window() {
    assert_error(
        &["play", "tafl", "--computer", "dragons=club"],
        "no side 'dragons'",
    );
    assert_error(
        &["play", "jikaida", "--computer", "blue=grandmaster"],
        "unknown level",
    );
    assert_error(&["play", "jetan", "--computer", "orange"], "side=level");
    // A near name is suggested (issue 22), for the level, the side and a tutorial level.
    assert_error(
        &["play", "jikaida", "--computer", "blue=expret"],
        "unknown level 'expret' (did you mean 'expert'?)",
    );
    assert_error(
        &["play", "jikaida", "--computer", "bleu=club"],
        "no side 'bleu' in this game (did you mean 'blue'?)",
    );
    assert_error(
        &[
            "screenshot",
            "jikaida",
            "x.png",
            "--level",
            "jikaida/05-vaultng",
        ],
        "no tutorial level 'jikaida/05-vaultng' (did you mean 'jikaida/05-vaulting'?)",
    );
    // The renderer cannot shrink a window's surface within a frame: refused before the
    // window opens, naming the way to take the smaller picture.
    assert_error(
        &[
            "screenshot",
            "tafl",
            "x.png",
            "--script",
            "size 1920x1080; shot a.png; size 1024x700",
        ],
        "a script cannot make the window smaller (1024x700 after 1920x1080)",
    );
}

/// Without a display the window commands say so in one line instead of panicking.
#[cfg(all(feature = "app", target_os = "linux"))]
#[test]
fn no_display_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_jikai"))
        .args(["play", "tafl"])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .output()
        .expect("the jikai binary runs");
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("no display"), "{err}");
}

/// `jikai tune`: a fit from a data file prints the losses and every weight, hand and
/// fitted, and writes a weights file that names them all; a game without a fitted set, a
/// missing or broken data file and records of games that never ended are one-line errors.
#[test]
fn tune_fits_and_refuses_clearly() {
    let dir = std::env::temp_dir().join(format!("jikai-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let data = dir.join("data.positions");
    // Poron Jikaida's positions along a line of first moves, results made up.
    let game = crate::support::jikaida("jikaida", &[]);
    let mut pos = game.start();
    let mut text = String::from("# made up\n");
    let mut moves = Vec::new();
    for i in 0..12 {
        game.legal_moves(&pos, &mut moves);
        game.play(&mut pos, moves[(i * 7) % moves.len()]);
        let result = ["1", "0", "0.5"][i % 3];
        text += &format!("{result} {} {}\n", i / 3, game.format_position(&pos));
    }
    std::fs::write(&data, text).expect("write");
    let fitted = dir.join("fitted.weights");
    let path = |p: &std::path::Path| p.to_str().expect("utf-8").to_string();
    let lines = ok_lines(&[
        "tune",
        "jikaida",
        "--data",
        &path(&data),
        "--passes",
        "1",
        "--write",
        &path(&fitted),
    ]);
    assert!(
        lines[0].starts_with("12 positions: fitted on "),
        "{lines:?}"
    );
    assert!(
        lines[1].starts_with("loss (mean squared error): "),
        "{lines:?}"
    );
    let written = std::fs::read_to_string(&fitted).expect("the weights are written");
    let values = jikai::ai::weights::parse(&written, <Jikaida as Evaluate>::TUNABLE)
        .expect("the written weights parse");
    for (&(name, hand), value) in <Jikaida as Evaluate>::TUNABLE.iter().zip(values) {
        let row = lines
            .iter()
            .find(|l| l.split_whitespace().next() == Some(name))
            .unwrap_or_else(|| panic!("no row for {name}: {lines:?}"));
        assert_eq!(
            row.split_whitespace().skip(1).collect::<Vec<_>>(),
            [hand.to_string(), value.to_string()]
        );
    }
    std::fs::write(&data, "# made up\n1 0\n").expect("write");
    assert_error(
        &["tune", "jikaida", "--data", data.to_str().expect("utf-8")],
        "line 2:",
    );
    std::fs::write(&data, "3 0 x\n").expect("write");
    assert_error(
        &["tune", "jikaida", "--data", data.to_str().expect("utf-8")],
        "line 1: result '3' is not 1, 0.5 or 0",
    );
    assert_error(
        &[
            "tune",
            "jikaida",
            "--data",
            dir.join("none").to_str().expect("utf-8"),
        ],
        "cannot read",
    );
    assert_error(&["tune", "witches"], "cannot tune witches");
    assert_error(
        &["tune", "jikaida", "--keep", "pallan,queen"],
        "--keep: jikaida has no weight 'queen'",
    );
    assert_error(&["tune", "pastang"], "cannot tune pastang");
    // Games stopped at a length cap did not end by the rules: nothing to fit.
    let games = dir.join("games");
    ok_lines(&[
        "selfplay",
        "jikaida",
        "--a",
        "random",
        "--b",
        "random",
        "--games",
        "2",
        "--max-plies",
        "24",
        "--threads",
        "1",
        "--save",
        games.to_str().expect("utf-8"),
    ]);
    assert_error(
        &[
            "tune",
            "jikaida",
            "--games",
            games.to_str().expect("utf-8"),
            "--data",
            data.to_str().expect("utf-8"),
        ],
        "ended by the rules",
    );
    std::fs::remove_dir_all(&dir).ok();
}
