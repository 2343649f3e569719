//! OpenTafl's forms (`opentafl-notation-spec.txt`, jslater89/OpenTafl): a position given as
//! `start:`, `starti:` or a whole rules string, rules strings written and read back, and
//! move records.

use crate::support::tafl;
use jikai_rules::tafl::{Tafl, TaflOptions, read_move_record, read_rules, write_rules};
use jikai_rules::{Game, GameOptions};

/// The Fetlar-Escape-Puzzle's asymmetric start (OpenTafl `unbuilt/saved-games/replays/`),
/// rank 1 first as its `start:` writes it: the king on f6... and b3 holds an attacker.
const PUZZLE: &str = "/4tt2t2/3tTTT2t1/1t2T3T1t/t2T4T2/t9t/t4K1T1tt/t3TTT3t/t4T1t2t/3t7/5t5/4ttt4/";

fn sq(game: &Tafl, name: &str) -> jikai_rules::Square {
    game.geometry().parse_square(name).unwrap()
}

/// Spec "Position records always start at the 'a' file on the first rank"; `starti:` "the
/// regular position record with its rows in reverse order"; a rules string's side to move is
/// its `atkf` ("should the attacking side go first?") unless ` a` or ` d` follows.
#[test]
fn positions_in_opentafls_forms() {
    let game = tafl(&[]);
    let plain = game.parse_position(&format!("{PUZZLE} d")).unwrap();
    assert_eq!(
        plain.piece(sq(&game, "e1")),
        jikai_rules::tafl::Piece::Attacker
    );
    assert_eq!(
        plain.piece(sq(&game, "b3")),
        jikai_rules::tafl::Piece::Attacker
    );
    let start = game.parse_position(&format!("start:{PUZZLE} d")).unwrap();
    assert_eq!(start, plain);
    let mut rows: Vec<&str> = PUZZLE.split('/').filter(|r| !r.is_empty()).collect();
    rows.reverse();
    let inverted = format!("/{}/", rows.join("/"));
    assert_eq!(
        game.parse_position(&format!("starti:{inverted} d"))
            .unwrap(),
        plain
    );
    let rules = format!("dim:11 name:Fetlar_Defenders_First atkf:n nj:n cj:n start:{PUZZLE}");
    assert_eq!(game.parse_position(&rules).unwrap(), plain);
    let attackers = game.parse_position(&format!("{rules} a")).unwrap();
    assert_eq!(game.side_to_move(&attackers), jikai_rules::Side::South);
    // A bare board without a side, a rules entry Jikai cannot play: one line each.
    for (text, why) in [
        (PUZZLE.to_string(), "missing side to move"),
        (
            format!("start:{PUZZLE}"),
            "missing side to move after start:",
        ),
        (format!("dim:7 start:{PUZZLE}"), "Jikai cannot play dim:7"),
        (format!("dim:11 frob:y start:{PUZZLE}"), "unknown rule"),
    ] {
        let err = game.parse_position(&text).unwrap_err().to_string();
        assert!(err.contains(why) && !err.contains('\n'), "{text}: {err}");
    }
}

/// A rules string written for every preset reads back as the same options and start (the
/// options OpenTafl has no entry for are returned beside it, to be kept in a tag).
#[test]
fn rules_strings_round_trip() {
    for preset in ["fetlar", "copenhagen"] {
        let options = TaflOptions::default()
            .with(&[("preset".into(), preset.into())])
            .unwrap();
        let start = format!("{PUZZLE} d");
        let (text, unsaid) = write_rules(&options, &start);
        assert!(
            text.starts_with("dim:11 ") && text.ends_with(PUZZLE),
            "{text}"
        );
        let rules = read_rules(&text).unwrap();
        assert_eq!(rules.start, start);
        let back = TaflOptions::default()
            .with(&rules.options)
            .unwrap()
            .with(&unsaid)
            .unwrap();
        assert_eq!(back, options, "{preset}: {text} {unsaid:?}");
    }
}

/// Spec "Move records": `[taflman-symbol]<start><move-type><end>[capture-record]
/// [info-symbol]`, captures `x` then squares joined by `/`, each with an optional piece
/// letter; Jikai writes `K` before the king's moves and `--` on an escape.
#[test]
fn move_records() {
    let game = tafl(&[]);
    let g = game.geometry();
    let record = read_move_record(g, "Ke5-e1xKf6/ce7/d2++").unwrap();
    assert_eq!(record.from, sq(&game, "e5"));
    assert_eq!(record.to, sq(&game, "e1"));
    assert_eq!(
        record.captures,
        [sq(&game, "f6"), sq(&game, "e7"), sq(&game, "d2")]
    );
    for bad in ["", "e5", "e5-", "Ne6^e8", "e5-e1x", "e5-z1"] {
        assert!(read_move_record(g, bad).is_err(), "{bad}");
    }
    let king = game
        .parse_position("/11/K10/11/11/11/11/11/11/11/11/11/ d")
        .unwrap();
    let escape = game.parse_move(&king, "a2-a1").unwrap();
    assert_eq!(game.opentafl_move(&king, escape), "Ka2-a1--");
    assert_eq!(game.read_opentafl_move(&king, "Ka2-a1--", true), Ok(escape));
    let err = game
        .read_opentafl_move(&king, "Ka2-a1xb1", true)
        .unwrap_err();
    assert!(
        err.contains("the record takes b1; the rules take nothing"),
        "{err}"
    );
}
