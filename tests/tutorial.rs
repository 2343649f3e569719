//! Tutorial levels (issue 8): the shipped levels check and play through, a broken level is
//! named with its problem while the others still load, and wrong moves are explained.

use jikai::rules::Move;
use jikai::tutorial::{Level, Reply, Walk, check_dir, explain_illegal, limits};
use std::path::{Path, PathBuf};
use std::process::Command;

fn levels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("levels")
}

/// Issue 8: every shipped level loads, checks and plays to completion; the counts per game
/// are at least the issues' (Jikaida 10, the three drills, witches 6, Jetan 5, tafl 4; issue
/// 45: Hyrshiv 6, Jikshiv 1).
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
        ("hyrshiv", 6),
        ("jikshiv", 1),
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
    version: 1,
    title: "Good",
    game: "tafl",
    position: Some("/3t7/11/11/5T5/t10/4TK5/11/11/7t3/11/11/ a"),
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

/// Issue 45, the Hyrshiv levels on the rules of jikaida-large.md: the Hikdar that crossed four
/// uncounted fronts to p18 is refused q19 (a counted front, not on its first step), with the
/// piece's explanation; a Brumbyte group move is accepted with its three moves in any order.
#[test]
fn larger_jikaida_levels_walk() {
    let level = Level::load(&levels_dir().join("hyrshiv/01-free-movement.ron")).unwrap();
    let mut walk = Walk::new(&level).unwrap();
    while walk.read_on() {}
    match walk.offer(move_of(&walk, "c5", "q19")).unwrap() {
        Reply::Rejected(why) => assert!(why.contains("Hikdar cannot go from c5 to q19"), "{why}"),
        other => panic!("{other:?}"),
    }
    let asked = walk.game().parse_move("c5-p18").unwrap();
    assert!(matches!(
        walk.offer(asked).unwrap(),
        Reply::Accepted {
            step_done: true,
            ..
        }
    ));

    let level = Level::load(&levels_dir().join("hyrshiv/06-brumbytes.ron")).unwrap();
    let mut walk = Walk::new(&level).unwrap();
    while walk.read_on() {}
    let group = walk.game().parse_move("h5-h6,f5-f6,g5-g6").unwrap();
    assert_eq!(
        Some(group),
        walk.game().parse_move("f5-f6,g5-g6,h5-h6").ok(),
        "a group move names its outcome"
    );
    assert!(matches!(
        walk.offer(group).unwrap(),
        Reply::Accepted {
            step_done: true,
            ..
        }
    ));
    // The Archer cannot shoot the Swod beside it; the explanation names it with "an".
    let level = Level::load(&levels_dir().join("hyrshiv/04-archer.ron")).unwrap();
    let mut walk = Walk::new(&level).unwrap();
    while walk.read_on() {}
    for (from, to) in [("d4", "e9"), ("e9", "j10")] {
        let mv = walk.game().parse_move(&format!("{from}-{to}")).unwrap();
        assert!(matches!(walk.offer(mv).unwrap(), Reply::Accepted { .. }));
    }
    match walk.offer(move_of(&walk, "j10", "k11")).unwrap() {
        Reply::Rejected(why) => assert!(
            why.starts_with("The Archer cannot go from j10 to k11: an Archer steps diagonally"),
            "{why}"
        ),
        other => panic!("{other:?}"),
    }
    // The lone Swod's step from f5 is legal but not the group move asked.
    let level = Level::load(&levels_dir().join("hyrshiv/06-brumbytes.ron")).unwrap();
    let mut walk = Walk::new(&level).unwrap();
    while walk.read_on() {}
    let single = walk.game().parse_move("f5-f6").unwrap();
    match walk.offer(single).unwrap() {
        Reply::Rejected(why) => assert!(why.contains("together"), "{why}"),
        other => panic!("{other:?}"),
    }
}

/// A tafl level of `steps` Play steps, each offering `alternatives` copies of the same move
/// and replying, the attacker on d1 and the defender on f4 stepping back and forth
/// (repetition off, so the back and forth can go on).
fn back_and_forth(steps: usize, alternatives: usize) -> String {
    let steps: Vec<String> = (0..steps)
        .map(|k| {
            let (asked, reply) = match k % 2 {
                0 => ("d1-d2", "f4-f3"),
                _ => ("d2-d1", "f3-f4"),
            };
            let asked = vec![format!("\"{asked}\""); alternatives].join(", ");
            format!("Step(text: \"s\", task: Play([{asked}]), replies: [\"{reply}\"])")
        })
        .collect();
    format!(
        "Level(version: 1, title: \"Back and forth\", game: \"tafl\", options: [\"repetition=off\"], \
         position: Some(\"/3t7/11/11/5T5/t10/4TK5/11/11/7t3/11/11/ a\"), steps: [{}], \
         complete: \"Done.\")",
        steps.join(",\n")
    )
}

/// A folder `levels/tafl/01-x.ron` holding `text`, for the command line; removed by the caller.
fn level_folder(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jikai-{name}-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("tafl")).unwrap();
    std::fs::write(dir.join("tafl/01-x.ron"), text).unwrap();
    dir
}

/// `jikai levels --check <dir>`: exit code, stdout and the seconds it took.
fn check_command(dir: &Path) -> (Option<i32>, String, f64) {
    let started = std::time::Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_jikai"))
        .args(["levels", "--check", dir.to_str().unwrap()])
        .output()
        .unwrap();
    let seconds = started.elapsed().as_secs_f64();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        seconds,
    )
}

fn check(text: &str) -> Result<Level, String> {
    jikai::tutorial::check_text(Path::new("levels/tafl/01-x.ron"), text).map_err(|e| e.to_string())
}

/// Issue 20, "Must show": six Play steps of eight identical moves (exponential before: 8^6
/// walks, 42 s) check in under a second; so does a level at the step limit. A level of
/// 10,000 steps is refused before any work, naming the limit.
#[test]
fn checker_is_bounded() {
    let dir = level_folder("six-by-eight", &back_and_forth(6, 8));
    let (code, text, seconds) = check_command(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, Some(0), "{text}");
    assert!(seconds < 1.0, "{seconds} s");
    let started = std::time::Instant::now();
    let level = check(&back_and_forth(limits::STEPS, 8)).unwrap();
    assert_eq!(level.steps.len(), limits::STEPS);
    assert!(started.elapsed().as_secs_f64() < 1.0);
    let dir = level_folder("ten-thousand", &back_and_forth(10_000, 1));
    let (code, text, seconds) = check_command(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, Some(2), "{text}");
    assert!(
        text.contains("steps has 10000 entries; at most 1000 are allowed"),
        "{text}"
    );
    assert!(seconds < 1.0, "{seconds} s");
}

/// The limits of docs/levels.md: too many alternatives, too long a text, too big a file are
/// refused with the field, the size and the limit.
#[test]
fn level_limits_are_refused() {
    let err = check(&back_and_forth(1, limits::MOVES + 1)).unwrap_err();
    assert!(
        err.contains("step 1: the task's moves has 65 entries; at most 64"),
        "{err}"
    );
    let long = "x".repeat(limits::TEXT + 1);
    let err = check(&GOOD.replace("\"Good\"", &format!("\"{long}\""))).unwrap_err();
    assert!(
        err.contains("title has 2001 characters; at most 2000"),
        "{err}"
    );
    let huge = format!("{}{}", GOOD, " ".repeat(limits::BYTES));
    let err = check(&huge).unwrap_err();
    assert!(err.contains("more than 1048576 bytes"), "{err}");
    let dir = level_folder("huge", &huge);
    let (code, text, _) = check_command(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, Some(2));
    assert!(text.contains("more than 1048576 bytes"), "{text}");
}

/// docs/levels.md, Schema: a goal's `within` out of 1 to 255 is refused naming the field,
/// the value and the range.
#[test]
fn goal_within_is_in_range() {
    let goal = |within: &str| {
        GOOD.replace(
            "task: Play([\"d1-d5\"]), replies: [\"f4-c4\"]",
            &format!("task: Goal(Goal(aim: Win, within: {within}, line: [\"d1-d5\"]))"),
        )
    };
    for within in ["0", "256", "-1", "99999999999"] {
        let err = check(&goal(within)).unwrap_err();
        assert!(
            err.contains(&format!("within: {within} is out of range: 1 to 255")),
            "{err}"
        );
    }
    let err = check(&goal("1")).unwrap_err();
    assert!(!err.contains("out of range"), "{err}");
}

/// Alternatives that lead to different positions are each followed: a later step that one
/// of them makes impossible is found, with the moves that lead there. Alternatives that
/// multiply positions beyond the limit are refused.
#[test]
fn every_distinct_branch_is_followed() {
    let level = GOOD.replace(
        "steps: [Step(text: \"Go.\", task: Play([\"d1-d5\"]), replies: [\"f4-c4\"])]",
        "steps: [Step(text: \"Go.\", task: Play([\"d1-d5\", \"d1-d3\"])), \
         Step(text: \"Again.\", task: Play([\"f4-f3\"])), \
         Step(text: \"And.\", task: Play([\"d5-e5\"]))]",
    );
    let err = check(&level).unwrap_err();
    assert!(
        err.contains("step 3: 'd5-e5' is not legal here") && err.contains("(after d1-d3 f4-f3)"),
        "{err}"
    );
    let ok = level.replace("\"d1-d3\"", "\"d1-d5\"");
    check(&ok).unwrap();
    // Three steps of nine distinct moves each: 9 * 9 * 9 = 729 positions.
    let file = |attacker: &str| {
        let moves: Vec<String> = ["b", "c", "e", "f", "g", "h", "i", "j", "k"]
            .iter()
            .map(|f| format!("\"{attacker}-{f}{}\"", &attacker[1..]))
            .collect();
        format!("Step(text: \"s\", task: Play([{}]))", moves.join(", "))
    };
    let wide = format!(
        "Level(version: 1, title: \"Wide\", game: \"tafl\", position: Some(\"/11/t10/11/t10/11/4TK5/11/t10/11/11/11/ a\"), \
         steps: [{}, Step(text: \"s\", task: Play([\"e6-e7\"])), {}, Step(text: \"s\", task: Play([\"e7-e6\"])), {}], complete: \"Done.\")",
        file("a2"),
        file("a4"),
        file("a8"),
    );
    let err = check(&wide).unwrap_err();
    assert!(
        err.contains("step 5: the alternatives lead to more than 256 different positions"),
        "{err}"
    );
    // 81 positions after step 3, then the defender and the attacker on a8 step back and
    // forth: 162 moves tried a step, refused past the limit of moves tried in all (12,000).
    let shuttle: Vec<String> = (0..200)
        .map(|k| match k % 2 {
            0 => "Step(text: \"s\", task: Play([\"e7-e6\"]), replies: [\"a8-b8\"])",
            _ => "Step(text: \"s\", task: Play([\"e6-e7\"]), replies: [\"b8-a8\"])",
        })
        .map(String::from)
        .collect();
    let long = wide
        .replace(", Step(text: \"s\", task: Play([\"e7-e6\"])), ", ", ")
        .replace(
            &format!(", {}]", file("a8")),
            &format!(", {}]", shuttle.join(", ")),
        )
        .replace("complete:", "options: [\"repetition=off\"], complete:");
    let started = std::time::Instant::now();
    let err = check(&long).unwrap_err();
    assert!(err.contains("needs more than 12000 moves tried"), "{err}");
    assert!(started.elapsed().as_secs_f64() < 1.0);
}

/// Issue 20, "Reports that lie": a newline in a level's title, game or move stays inside
/// its one report line (escaped); an unknown game is named as unknown.
#[test]
fn reports_stay_one_line() {
    let dir = level_folder(
        "newline",
        &GOOD.replace("\"Good\"", "\"Good\\nok      other.ron\""),
    );
    let (code, text, _) = check_command(&dir);
    assert_eq!(code, Some(0), "{text}");
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(
        text.contains("Good\\nok      other.ron (1 steps)"),
        "{text}"
    );
    std::fs::write(
        dir.join("tafl/01-x.ron"),
        GOOD.replace("\"d1-d5\"", "\"d1-d5\\n\\u{1b}[31mok\""),
    )
    .unwrap();
    let (code, text, _) = check_command(&dir);
    assert_eq!(code, Some(2), "{text}");
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(!text.contains('\u{1b}'), "{text}");
    assert!(text.contains("d1-d5\\n\\u{1b}[31mok"), "{text}");
    std::fs::write(
        dir.join("tafl/01-x.ron"),
        GOOD.replace("\"tafl\"", "\"chess\\n\""),
    )
    .unwrap();
    let (code, text, _) = check_command(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, Some(2), "{text}");
    assert!(
        text.contains("game: unknown game 'chess\\n' (games: tafl, "),
        "{text}"
    );
    assert_eq!(text.lines().count(), 2, "{text}");
}

/// Issue 47: a tafl level written before position strings turned rank 1 first (no
/// `version`) sets up the same board as the same level written today.
#[test]
fn an_old_tafl_level_sets_up_the_same_board() {
    let old = GOOD.replace("    version: 1,\n", "").replace(
        "/3t7/11/11/5T5/t10/4TK5/11/11/7t3/11/11/",
        "/11/11/7t3/11/11/4TK5/t10/5T5/11/11/3t7/",
    );
    let old = Level::parse(Path::new("old.ron"), &old).unwrap();
    let new = Level::parse(Path::new("new.ron"), GOOD).unwrap();
    assert_eq!(old, new);
    assert_eq!(
        new.position.as_deref(),
        Some("/3t7/11/11/5T5/t10/4TK5/11/11/7t3/11/11/ a")
    );
}
