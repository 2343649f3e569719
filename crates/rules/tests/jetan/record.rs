//! Jetan's game record (seed 002, "Game Record Notation", Example): the header of each
//! side's readings as the seed lays it out, the rules of the game, the numbered moves; read
//! back to the same options and moves.

use crate::support::jetan;
use jikai_rules::jetan::{JetanOptions, read_record_text, record_text};
use jikai_rules::{Error, Game, GameOptions, Match};
use rand::{RngExt, SeedableRng, rngs::SmallRng};

/// The header's lines, for `from_record_header`.
fn header(text: &str) -> Result<JetanOptions, Error> {
    let lines: Vec<&str> = text.lines().collect();
    JetanOptions::from_record_header(&lines)
}

/// Seed 002, Example: "Each game should begin with the list of the piece types which were
/// agreed to be played", Black's and Orange's in two columns each; "Both Black and Orange have
/// chosen to play with Free Panthans, Chained Civil Warriors, Chained Padwars, Chained Thoats,
/// Chained Dwars, Chained Fliers and Chained Civil Chiefs and Brave Chained Civil Princesses
/// with Frightened Chained Civil Escape." The seed's table prints Orange's Padwar as `C[W`;
/// typed as its prose reads, `CPW`.
#[test]
fn the_seeds_example_header() {
    let seed = "Black | Orange |\n\
                FPN | CCW | FPN | CCW |\n\
                CPW | CT | CPW | CT |\n\
                CD | CF | CD | CF |\n\
                CCC | BCCP (FCCE) | CCC | BCCP (FCCE) |\n";
    let options = header(seed).expect("the seed's header");
    let want = jetan(&[("warrior", "CCW")]).options().clone();
    assert_eq!(options, want);
    for side in ["black", "orange"] {
        let table = options.table();
        let value = |key: &str| {
            let key = format!("{side}.{key}");
            table.iter().find(|o| o.key == key).unwrap().current.clone()
        };
        let got: Vec<String> = [
            "panthan",
            "warrior",
            "padwar",
            "thoat",
            "dwar",
            "flier",
            "chief",
            "princess",
            "princess-moves",
            "escape",
        ]
        .iter()
        .map(|k| value(k))
        .collect();
        assert_eq!(
            got,
            [
                "FPN", "CCW", "CPW", "CT", "CD", "CF", "CCC", "brave", "CCC", "FCCE"
            ]
        );
    }
    // As printed, `C[W` is no reading: one line naming it.
    let err = header(&seed.replace("| CPW | CT |\n", "| C[W | CT |\n")).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("C[W") && text.contains("orange.padwar"),
        "{text}"
    );
    assert!(!text.contains('\n'));
}

/// What Jikai writes: the seed's layout, each side's own readings in its columns.
#[test]
fn the_header_as_written() {
    let game = jetan(&[("orange.warrior", "CCW"), ("black.princess", "frightened")]);
    let text = game.options().record_header();
    let lines: Vec<&str> = text.lines().collect();
    let cells = |l: &str| {
        l.split('|')
            .map(|c| c.trim().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(cells(lines[0]), ["Black", "Orange"]);
    assert_eq!(cells(lines[1]), ["FPN", "CW", "FPN", "CCW"]);
    assert_eq!(cells(lines[2]), ["CPW", "CT", "CPW", "CT"]);
    assert_eq!(cells(lines[3]), ["CD", "CF", "CD", "CF"]);
    assert_eq!(
        cells(lines[4]),
        ["CCC", "FCCP (FCCE)", "CCC", "BCCP (FCCE)"]
    );
    assert_eq!(lines.last(), Some(&"Black is to move first."));
    assert_eq!(header(&text).as_ref(), Ok(game.options()));
}

/// A record with other readings per side, a wager, pieces left out, Orange first and the
/// descriptive notation, written and read back: the same options.
#[test]
fn every_option_survives_the_header() {
    let cases: &[&[(&str, &str)]] = &[
        &[],
        &[("preset", "burroughs")],
        &[("preset", "gremlin"), ("notation", "descriptive")],
        &[
            ("orange.warrior", "CCW"),
            ("black.princess", "frightened"),
            ("black.flier-jumps", "no"),
            ("orange.threat-limit", "no"),
            ("orange.escape", "any"),
            ("setup", "manator"),
            ("first", "orange"),
            ("no-moves", "loses"),
        ],
        &[
            ("wager", "ransom"),
            ("black.without", "c1,h1"),
            ("black.purse", "40"),
            ("carry", "6"),
        ],
        &[
            ("wager", "dueling"),
            ("dice", "2d6"),
            ("duel", "best-of-3"),
            ("dice-seed", "99"),
        ],
    ];
    for options in cases {
        let game = jetan(options);
        let text = game.options().record_header();
        assert_eq!(
            header(&text).as_ref(),
            Ok(game.options()),
            "{options:?}\n{text}"
        );
    }
}

/// Seed 002: "Black is to move first. If Orange was the first, the notation would read:
/// 1. ... ??-??". Random games written as records and read back play the same moves.
#[test]
fn records_read_back() {
    let mut rng = SmallRng::seed_from_u64(3);
    for options in [
        &[("notation", "descriptive")][..],
        &[("first", "orange"), ("notation", "descriptive")],
        &[("wager", "dueling")],
    ] {
        let game = jetan(options);
        let mut m = Match::new(game.clone(), game.start());
        while m.outcome().is_none() && m.len() < 120 {
            let moves = m.legal_moves();
            m.play(moves[rng.random_range(0..moves.len())])
                .expect("legal");
        }
        let line = m.notation_line();
        let text = record_text(game.options(), &line);
        if options.contains(&("first", "orange")) {
            assert!(text.contains("\n1. ... "), "{text}");
        }
        let (read, moves) = read_record_text(&text).expect("a record");
        assert_eq!(&read, game.options());
        assert_eq!(moves, line);
        let mut again = Match::new(game.clone(), game.start());
        for text in &moves {
            let mv = again.parse_move(text).expect("legal");
            again.play(mv).expect("legal");
        }
        assert_eq!(again.position(), m.position());
    }
    let err = read_record_text("Red | Green\n").unwrap_err();
    assert!(err.to_string().contains("Black | Orange"), "{err}");
}
