//! Tutorial levels (issue 8): the shipped levels check and play through, a broken level is
//! named with its problem while the others still load, and wrong moves are explained.

use jikai::rules::Move;
use jikai::tutorial::{Level, Reply, Walk, check_dir, explain_illegal};
use std::path::{Path, PathBuf};
use std::process::Command;

fn levels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("levels")
}

/// Issue 8: every shipped level loads, checks and plays to completion; the counts per game
/// are at least the issue's (Jikaida 10, the three drills, witches 6, Jetan 5, tafl 4).
#[test]
fn shipped_levels_check() {
    let reports = check_dir(&levels_dir()).expect("the levels folder reads");
    for r in &reports {
        assert!(r.result.is_ok(), "{}", r.result.as_ref().unwrap_err());
    }
    let count = |game: &str| {
        reports
            .iter()
            .filter(|r| r.file.parent().unwrap().ends_with(game))
            .count()
    };
    for (game, least) in [
        ("jikaida", 10),
        ("pastang", 1),
        ("stikitche", 1),
        ("draks-city", 1),
        ("witches", 6),
        ("jetan", 5),
        ("tafl", 4),
    ] {
        assert!(count(game) >= least, "{game}: {} levels", count(game));
    }
}

/// Issue 8: `jikai levels --check` passes on the shipped levels, one line per level and a
/// summary.
#[test]
fn levels_check_command() {
    let out = Command::new(env!("CARGO_BIN_EXE_jikai"))
        .args(["levels", "--check", levels_dir().to_str().unwrap()])
        .output()
        .expect("the jikai binary runs");
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[..lines.len() - 1]
            .iter()
            .all(|l| l.starts_with("ok ")),
        "{text}"
    );
    assert!(lines.last().unwrap().ends_with(" ok, 0 broken"), "{text}");
}

const GOOD: &str = r#"Level(
    title: "Good",
    game: "tafl",
    position: Some("/11/11/7t3/11/11/4TK5/t10/5T5/11/11/3t7/ a"),
    steps: [Step(text: "Go.", task: Play(["d1-d5"]), replies: ["f4-c4"])],
    complete: "Done.",
)"#;

/// Issue 8, "Must show": a broken level file gives a clear error naming the file and the
/// problem (with the RON line and column), while the other levels still load; the command
/// exits with status 2.
#[test]
fn broken_levels_are_named() {
    let dir = std::env::temp_dir().join(format!("jikai-levels-{}", std::process::id()));
    let tafl = dir.join("tafl");
    std::fs::create_dir_all(&tafl).unwrap();
    std::fs::write(tafl.join("01-good.ron"), GOOD).unwrap();
    std::fs::write(
        tafl.join("02-bad-ron.ron"),
        "Level(\n  title: \"x\",\n  game: 7,\n)",
    )
    .unwrap();
    std::fs::write(
        tafl.join("03-bad-reply.ron"),
        GOOD.replace("f4-c4", "f4-f6"),
    )
    .unwrap();
    std::fs::write(
        tafl.join("04-bad-square.ron"),
        GOOD.replace("text: \"Go.\",", "text: \"Go.\", highlight: [\"m12\"],"),
    )
    .unwrap();
    let reports = check_dir(&dir).unwrap();
    let problems: Vec<String> = reports
        .iter()
        .map(|r| {
            r.result
                .as_ref()
                .map(|_| "ok".to_string())
                .unwrap_or_else(|e| e.to_string())
        })
        .collect();
    assert_eq!(problems[0], "ok");
    assert!(
        problems[1].contains("02-bad-ron.ron: bad RON at 3:"),
        "{}",
        problems[1]
    );
    assert!(
        problems[2].contains("03-bad-reply.ron: step 1: reply 'f4-f6' is not legal"),
        "{}",
        problems[2]
    );
    assert!(
        problems[3].contains("04-bad-square.ron: step 1: 'm12' is not a square"),
        "{}",
        problems[3]
    );
    let out = Command::new(env!("CARGO_BIN_EXE_jikai"))
        .args(["levels", "--check", dir.to_str().unwrap()])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text.contains("ok      ") && text.contains("Good"), "{text}");
    assert!(text.ends_with("4 levels: 1 ok, 3 broken\n"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

fn move_of(walk: &Walk, from: &str, to: &str) -> Move {
    let g = walk.game().geometry();
    Move::new(g.parse_square(from).unwrap(), g.parse_square(to).unwrap())
}

/// witches.md, "Witch": pieces next to an enemy Witch cannot move; the explanation says so.
/// A legal move that is not the step's aim gets the step's own explanation.
#[test]
fn wrong_moves_are_explained() {
    let file = levels_dir().join("witches/04-immobilizing.ron");
    let level = Level::load(&file).unwrap();
    let mut walk = Walk::new(&level).unwrap();
    assert!(walk.read_on(), "the first step is narration");
    let off_lesson = move_of(&walk, "b1", "a1");
    match walk.offer(off_lesson).unwrap() {
        Reply::Rejected(why) => assert!(why.contains("bring the Witch to a6"), "{why}"),
        other => panic!("{other:?}"),
    }
    let asked = walk.game().parse_move("Wy4-a6").unwrap();
    assert!(matches!(
        walk.offer(asked).unwrap(),
        Reply::Accepted {
            step_done: true,
            ..
        }
    ));
    // White has moved and Black replied; Black's Rook on b5 is frozen by the Witch on a6.
    let why = explain_illegal(
        walk.game(),
        move_of(&walk, "b5", "b1").from,
        move_of(&walk, "b5", "b1").to,
    );
    assert!(why.contains("belongs to Black"), "{why}");
    let black = jikai::rules::open_match(
        "witches",
        &[],
        Some("8k3/12/2W2**5/3r****4/4****4/5**5/12/3K8 b - - T 0 1"),
    )
    .unwrap();
    let g = black.geometry().clone();
    let (b5, b1) = (g.parse_square("b5").unwrap(), g.parse_square("b1").unwrap());
    let why = explain_illegal(black.as_ref(), b5, b1);
    assert!(why.contains("immobilized") && why.contains("a6"), "{why}");
}
