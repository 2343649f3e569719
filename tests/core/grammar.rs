//! Issue 20, "One strict grammar per text format": each game's position string is read only
//! in the form it is written (docs/<game>.md, "Grammar"); every other spelling is refused
//! with one line naming the field, the value and what was expected.

use jikai::rules::{GAMES, open_match};

fn refused(game: &str, position: &str) -> String {
    match open_match(game, &[], Some(position)) {
        Ok(_) => panic!("{game}: {position:?} was accepted"),
        Err(e) => {
            let text = e.to_string();
            assert_eq!(text.lines().count(), 1, "{text}");
            assert!(!text.chars().any(char::is_control), "{text:?}");
            text
        }
    }
}

/// The start position of `game`, as written.
fn start(game: &str) -> String {
    open_match(game, &[], None).unwrap().position_string()
}

/// Every game: the start reads back as written; doubled, leading or trailing spaces, tabs
/// and newlines between fields are refused.
#[test]
fn fields_are_separated_by_single_spaces() {
    for (id, _) in GAMES {
        let text = start(id);
        let m = open_match(id, &[], Some(&text)).unwrap();
        assert_eq!(m.position_string(), text);
        for bad in [
            text.replacen(' ', "  ", 1),
            text.replacen(' ', "\t", 1),
            text.replacen(' ', "\n", 1),
            format!(" {text}"),
            format!("{text} "),
        ] {
            let err = refused(id, &bad);
            assert!(err.contains("single spaces"), "{id} {bad:?}: {err}");
        }
    }
}

/// tafl writes its board between slashes (OpenTafl), the others without: each is refused in
/// the other form.
#[test]
fn board_frames_are_the_games_own() {
    let tafl = start("tafl");
    let bare = tafl.trim_start_matches('/').replacen("/ ", " ", 1);
    assert!(refused("tafl", &bare).contains("begins and ends with '/'"));
    let witches = start("witches");
    let framed = format!("/{}", witches.replacen(' ', "/ ", 1));
    assert!(refused("witches", &framed).contains("neither begins nor ends"));
}

/// Issue 20: Jacks and Witches counters are decimal digits without sign or leading zero, in
/// range; 65536 is out of range (not "not a number"), and the range is named.
#[test]
fn witches_counters_are_strict() {
    let start = start("witches");
    let with = |half: &str, full: &str| start.replace(" 0 1", &format!(" {half} {full}"));
    for (half, full, expect) in [
        (
            "+0",
            "1",
            "the halfmove clock must be a whole number from 0 to 65535",
        ),
        ("00", "1", "without sign or leading zero, not '00'"),
        ("01", "1", "not '01'"),
        ("-1", "1", "not '-1'"),
        ("x", "1", "not 'x'"),
        (
            "65536",
            "1",
            "the halfmove clock 65536 is out of range: 0 to 65535",
        ),
        (
            "0",
            "0",
            "the fullmove number 0 is out of range: 1 to 65535",
        ),
        ("0", "99999999999999999999", "out of range: 1 to 65535"),
        ("0", "1 1", "expected 7 fields"),
    ] {
        let err = refused("witches", &with(half, full));
        assert!(err.contains(expect), "{half} {full}: {err}");
    }
    let m = open_match("witches", &[], Some(&with("65535", "65535"))).unwrap();
    assert!(m.position_string().ends_with(" 65535 65535"));
}

/// Jetan's ten-move count and Jikaida's Fluttember rights take only their written forms.
#[test]
fn other_fields_are_strict() {
    let jetan = start("jetan");
    assert!(jetan.ends_with(" BO -"), "{jetan}");
    for bad in ["+1", "01", "11", "-1"] {
        let err = refused("jetan", &format!("{}{bad}", &jetan[..jetan.len() - 1]));
        assert!(
            err.contains(&format!(
                "the ten-move count must be - or 0 to 10, not '{bad}'"
            )),
            "{err}"
        );
    }
    let jikaida = start("jikaida");
    let err = refused("jikaida", &jikaida.replace(" YB", " yb"));
    assert!(
        err.contains("Fluttember rights must be YB, Y, B or -, not 'yb'"),
        "{err}"
    );
    let tafl = start("tafl");
    let err = refused("tafl", &tafl.replace(" a", " A"));
    assert!(
        err.contains("side to move must be 'a' or 'd', not 'A'"),
        "{err}"
    );
}

/// Every game's moves: no space around the text, no control character, at most 64
/// characters; the error is one line with the input escaped.
#[test]
fn move_texts_are_strict() {
    for (id, first) in [
        ("tafl", "d1-d2"),
        ("jetan", "B2-B3"),
        ("witches", "a2-a3"),
        ("jikaida", "a3-a4"),
    ] {
        let m = open_match(id, &[], None).unwrap();
        m.parse_move(first).unwrap();
        for (bad, expect) in [
            (format!(" {first}"), "no space before or after"),
            (format!("{first}\n"), "no space before or after"),
            (format!("{first}\u{1b}"), "no control characters"),
            ("a".repeat(97), "at most 96 characters, not 97"),
            (String::new(), "empty move"),
        ] {
            let err = m.parse_move(&bad).unwrap_err().to_string();
            assert!(err.contains(expect), "{id} {bad:?}: {err}");
            assert_eq!(err.lines().count(), 1, "{err}");
            assert!(!err.chars().any(char::is_control), "{err:?}");
        }
    }
}

/// docs/records.md: unknown fields, a missing field and a file beyond the limit are
/// refused, on one line naming what is wrong.
#[test]
fn records_follow_their_schema() {
    use jikai::rules::{GameRecord, RECORD_BYTES};
    let m = open_match("tafl", &[], None).unwrap();
    let text = GameRecord::of(m.as_ref()).to_text();
    assert_eq!(
        GameRecord::from_text(&text).unwrap(),
        GameRecord::of(m.as_ref())
    );
    let extra = text.replace("moves:", "cheat: true,\n    moves:");
    let err = GameRecord::from_text(&extra).unwrap_err().to_string();
    assert!(err.contains("cheat") && err.lines().count() == 1, "{err}");
    let missing = text.replace("moves: [],", "");
    let err = GameRecord::from_text(&missing).unwrap_err().to_string();
    assert!(err.contains("moves") && err.lines().count() == 1, "{err}");
    let huge = format!("{text}{}", " ".repeat(RECORD_BYTES));
    let err = GameRecord::from_text(&huge).unwrap_err().to_string();
    assert!(err.contains("more than 4194304 bytes"), "{err}");
    let bad_move = text.replace("moves: []", "moves: [\"d1-d2\\n\"]");
    let err = GameRecord::from_text(&bad_move)
        .unwrap()
        .replay()
        .err()
        .unwrap();
    let err = err.to_string();
    assert!(err.starts_with("move 1 (d1-d2\\n): bad move:"), "{err}");
}

/// Found by the fuzz harness: a Jikaida move whose square starts with a character of two
/// bytes panicked (a string cut inside it); squares and drin names take one exact form.
#[test]
fn fuzz_regressions_moves() {
    let m = open_match("jikaida", &[], None).unwrap();
    for bad in [
        "é2-a2",
        "a3-é",
        "é",
        "a3-a4++",
        "ZhantilA3-Zhantil A4",
        "a3 -a4",
    ] {
        let err = m.parse_move(bad).unwrap_err().to_string();
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let drin = open_match("jikaida", &[("notation".into(), "drin".into())], None).unwrap();
    let name = drin.notation(drin.legal_moves()[0]);
    assert!(name.contains(' '), "{name}");
    drin.parse_move(&name).unwrap();
    assert!(drin.parse_move(&name.replacen(' ', "  ", 1)).is_err());
}

/// README, options: numbers are decimal digits in range without sign or leading zero; lists
/// of squares have no spaces.
#[test]
fn option_numbers_are_strict() {
    let open = |key: &str, value: &str| {
        open_match("jetan", &[(key.to_string(), value.to_string())], None)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    for (key, value) in [
        ("carry", "048"),
        ("carry", "+5"),
        ("carry", "100001"),
        ("dice-seed", "+1"),
        ("dice-seed", "007"),
        ("dice-seed", "18446744073709551616"),
        ("dice", "01d6"),
        ("dice", "1d06"),
        ("black.without", "c1, h1"),
    ] {
        let err = open(key, value).unwrap_err();
        assert!(err.contains(&format!("{key}={value}")), "{err}");
    }
    for (key, value) in [
        ("carry", "0"),
        ("carry", "100000"),
        ("dice-seed", "18446744073709551615"),
        ("dice", "4d4"),
        ("black.without", "c1,h1"),
    ] {
        open(key, value).unwrap();
    }
}
