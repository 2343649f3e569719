//! `jikai match`: two engines refereed by Jikai's rules (issue 47). Each game's moves are
//! checked; an illegal move loses the game; the games are written and summed up.

use super::cli::{jikai, stderr, stdout};
use jikai::rules::GameRecord;

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("jikai-match-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Two Jikai engines over UCI in Jetan, colours alternating: two games played to their end
/// (or the length limit), each written as a record that replays, and a summary per engine.
#[test]
fn jikai_against_itself_over_uci() {
    let dir = scratch("uci");
    let bin = env!("CARGO_BIN_EXE_jikai");
    let engine = format!("{bin} engine --game jetan --level beginner");
    let out = jikai(&[
        "match",
        "jetan",
        "--engine1",
        &engine,
        "--engine2",
        &engine,
        "--games",
        "2",
        "--movetime",
        "50",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("game 1: engine 1 black, engine 2 orange: "),
        "{text}"
    );
    assert!(
        lines[1].starts_with("game 2: engine 2 black, engine 1 orange: "),
        "{text}"
    );
    for engine in ["engine 1 (", "engine 2 ("] {
        let line = lines.iter().find(|l| l.starts_with(engine)).expect(engine);
        assert!(line.contains("; 0 forfeits"), "{line}");
    }
    assert!(lines.last().unwrap().starts_with("ended by: "), "{text}");
    for game in ["game-001.ron", "game-002.ron"] {
        let (record, m) = GameRecord::load(&dir.join(game)).unwrap();
        assert!(!record.moves.is_empty());
        assert!(m.history().len() == record.moves.len());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// An engine whose move is illegal loses the game at once, and the summary counts the
/// forfeit.
#[test]
fn an_illegal_move_forfeits_the_game() {
    let dir = scratch("illegal");
    let script = dir.join("bad-engine.sh");
    std::fs::write(
        &script,
        "#!/bin/sh\nwhile read line; do case \"$line\" in\n uci) echo uciok;;\n isready) echo readyok;;\n go*) echo bestmove a1a1;;\n quit) exit 0;;\n esac\ndone\n",
    )
    .unwrap();
    let bin = env!("CARGO_BIN_EXE_jikai");
    let out = jikai(&[
        "match",
        "tafl",
        "--engine1",
        &format!("{bin} engine --game tafl --level beginner"),
        "--engine2",
        &format!("sh {}", script.display()),
        "--games",
        "1",
        "--movetime",
        "50",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("game 1: engine 1 attackers, engine 2 defenders: attackers win forfeit (engine 2: move 'a1a1': "),
        "{text}"
    );
    assert!(text.contains("1 forfeits"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}
