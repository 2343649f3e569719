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
/// (counts from tests/jetan/perft.rs).
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
        keys[..5],
        ["preset", "setup", "first", "chief-capture", "no-moves"]
    );
    assert!(keys.contains(&"black.warrior") && keys.contains(&"orange.escape"));
    assert!(text.contains("black.escape=FCCE|BCCE|FCWE|BCWE|FFCE|BFCE|FFWE|BFWE|any"));
}
