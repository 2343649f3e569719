//! `jikai perft jetan` and `jikai options jetan` (README, Command line).

use std::process::{Command, Output};

fn jikai(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jikai"))
        .args(args)
        .output()
        .expect("the jikai binary runs")
}

fn last_line(args: &[&str]) -> String {
    let out = jikai(args);
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    text.lines().last().unwrap_or("").to_string()
}

/// jetan.md, Presets: perft from the start with `--option preset=<name>` and per-piece keys
/// (counts from crates/rules/tests/jetan/perft.rs).
#[test]
fn perft_with_presets_and_readings() {
    assert_eq!(last_line(&["perft", "jetan", "2"]), "nodes 3677");
    assert_eq!(
        last_line(&["perft", "jetan", "1", "--option", "preset=gremlin"]),
        "nodes 112"
    );
    assert_eq!(
        last_line(&["perft", "jetan", "1", "--option", "preset=burroughs"]),
        "nodes 88"
    );
    assert_eq!(
        last_line(&["perft", "jetan", "3", "--option", "black.warrior=FWW"]),
        "nodes 230523"
    );
    let out = jikai(&["perft", "jetan", "1", "--divide"]);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.lines().any(|l| l == "D1-C4 1"), "{text}");
    assert!(text.lines().any(|l| l == "F1-B3E 1"), "{text}");
}

/// A bad reading is one error line naming the values.
#[test]
fn bad_reading_is_one_line() {
    let out = jikai(&["perft", "jetan", "1", "--option", "orange.chief=XYZ"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("orange.chief takes CCC, CC, FC, CWC, FCC, FWC"),
        "{err}"
    );
}

/// `jikai options jetan` lists the general keys, then every per-side key.
#[test]
fn options_lists_jetan_keys() {
    let out = jikai(&["options", "jetan"]);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let keys: Vec<&str> = text
        .lines()
        .map(|l| l.split_once('=').expect("key=values").0)
        .collect();
    assert_eq!(
        keys[..6],
        [
            "preset",
            "setup",
            "first",
            "notation",
            "chief-capture",
            "no-moves"
        ]
    );
    assert!(keys.contains(&"black.warrior") && keys.contains(&"orange.escape"));
    assert!(text.contains("black.escape=FCCE*|BCCE|FCWE|BCWE|FFCE|BFCE|FFWE|BFWE|any"));
}

/// Seed 002, Rules of Wager: `--option wager=...` from the command line. Pay to Move adds the
/// pass to Smith's 61 first moves; Ransom refuses a purse that cannot ante the force (one
/// line), and accepts it with the Dwars left out ("a player only has 40 tokens and may opt
/// to play without Dwars"): then the Princess f1 has two more moves than Smith's 61: three
/// straight steps west to the empty c1, and an escape of ten diagonal steps to the empty h1
/// (she cannot reach h1 in three steps, nor c1 in ten: wrong parity). The wager keys are
/// listed.
#[test]
fn wager_options_on_the_command_line() {
    assert_eq!(
        last_line(&["perft", "jetan", "1", "--option", "wager=pay-to-move"]),
        "nodes 62"
    );
    let out = jikai(&[
        "perft",
        "jetan",
        "1",
        "--option",
        "wager=ransom",
        "--option",
        "black.purse=40",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("cannot ante a force worth 48"), "{err}");
    assert_eq!(
        last_line(&[
            "perft",
            "jetan",
            "1",
            "--option",
            "wager=ransom",
            "--option",
            "black.purse=40",
            "--option",
            "black.without=c1,h1",
        ]),
        "nodes 63"
    );
    let out = jikai(&["options", "jetan"]);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    for key in [
        "wager=none*|ransom|dueling|pay-to-move|pay-to-move-dueling",
        "black.purse=",
        "dice=1d6*|NdS",
        "duel=single*|best-of-3",
        "dice-seed=",
        "orange.without=",
    ] {
        assert!(text.contains(key), "{key}: {text}");
    }
}
