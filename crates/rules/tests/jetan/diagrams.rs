//! Destination sets against the diagrams of seed 002 (`002_9e632a388dcd04ff.txt`, "O will
//! represent the starting position of the piece and X will represent the potential move"):
//! each reading's piece alone in mid-board (e5) reaches exactly the X squares.

use crate::support::jetan;
use jikai_rules::jetan::{BLACK, Kind, ORANGE};
use jikai_rules::{Game, Side, Square};
use std::collections::BTreeSet;

/// The X squares of a diagram centred on the O, as squares around e5 (north up).
fn diagram_squares(rows: &[&str]) -> BTreeSet<Square> {
    let c = rows.len() as i32 / 2;
    assert_eq!(rows[c as usize].as_bytes()[c as usize], b'O', "{rows:?}");
    let mut set = BTreeSet::new();
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), rows.len(), "{rows:?}");
        for (j, ch) in row.chars().enumerate() {
            if ch == 'X' {
                let file = 4 + j as i32 - c;
                let rank = 4 + c - i as i32;
                set.insert(Square((rank * 10 + file) as u16));
            }
        }
    }
    set
}

/// Checks one reading: `key=value` for `side`, the piece `kind` on e5 reaches the diagram.
fn check(key: &str, value: &str, kind: Kind, side: Side, rows: &[&str]) {
    let side_key = format!("{}.{key}", if side == BLACK { "black" } else { "orange" });
    let game = jetan(&[(&side_key, value)]);
    let e5 = Square(44);
    let got: BTreeSet<Square> = game
        .destinations_alone(side, kind, e5)
        .into_iter()
        .collect();
    let want = diagram_squares(rows);
    let names = |s: &BTreeSet<Square>| {
        s.iter()
            .map(|&q| game.geometry().square_name(q))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        names(&got),
        names(&want),
        "{key}={value} for {side:?}: {} squares, diagram {}",
        got.len(),
        want.len()
    );
}

/// Seed 002, Panthan: "BLACK PANTHAN ORANGE PANTHAN" for the Chained (strict) and Free
/// (loose) interpretations; Orange moves south, so its diagrams are Black's turned over.
#[test]
fn panthan_diagrams() {
    let chained_black = ["XXX", "XOX", "..."];
    let chained_orange = ["...", "XOX", "XXX"];
    let free_black = ["XXX", "XOX", "X.X"];
    let free_orange = ["X.X", "XOX", "XXX"];
    check("panthan", "CPN", Kind::Panthan, BLACK, &chained_black);
    check("panthan", "CPN", Kind::Panthan, ORANGE, &chained_orange);
    check("panthan", "FPN", Kind::Panthan, BLACK, &free_black);
    check("panthan", "FPN", Kind::Panthan, ORANGE, &free_orange);
}

/// Seed 002, Warrior: the six diagrams (Chained, Free, Chained Civil, Chained Wild, Free
/// Civil, Free Wild), "BLACK and ORANGE WARRIOR".
#[test]
fn warrior_diagrams() {
    let full = ["XXXXX", "XXXXX", "XXOXX", "XXXXX", "XXXXX"];
    let cases: [(&str, [&str; 5]); 6] = [
        ("CW", ["..X..", ".X.X.", "X.O.X", ".X.X.", "..X.."]),
        ("FW", ["..X..", ".XXX.", "XXOXX", ".XXX.", "..X.."]),
        ("CCW", ["X.X.X", ".X.X.", "X.O.X", ".X.X.", "X.X.X"]),
        ("CWW", full),
        ("FCW", ["X.X.X", ".XXX.", "XXOXX", ".XXX.", "X.X.X"]),
        ("FWW", full),
    ];
    for (value, rows) in cases {
        for side in Side::BOTH {
            check("warrior", value, Kind::Warrior, side, &rows);
        }
    }
}

/// Seed 002, Padwar: "BLACK AND ORANGE PADWAR", Chained and Free.
#[test]
fn padwar_diagrams() {
    let cases: [(&str, [&str; 5]); 2] = [
        ("CPW", ["X.X.X", ".....", "X.O.X", ".....", "X.X.X"]),
        ("FPW", ["X.X.X", ".X.X.", "X.O.X", ".X.X.", "X.X.X"]),
    ];
    for (value, rows) in cases {
        for side in Side::BOTH {
            check("padwar", value, Kind::Padwar, side, &rows);
        }
    }
}

/// Seed 002, Thoat: "No matter which interpretation is adhered to, the destination squares
/// are the same" (Chained, Free and Jump Thoat).
#[test]
fn thoat_diagram() {
    let rows = [".X.X.", "X.X.X", ".XOX.", "X.X.X", ".X.X."];
    for value in ["CT", "FT", "JT"] {
        for side in Side::BOTH {
            check("thoat", value, Kind::Thoat, side, &rows);
        }
    }
}

/// Seed 002, Dwar: "BLACK or ORANGE DWAR", Chained and Free.
#[test]
fn dwar_diagrams() {
    let cases: [(&str, [&str; 7]); 2] = [
        (
            "CD",
            [
                "...X...", "..X.X..", ".X.X.X.", "X.XOX.X", ".X.X.X.", "..X.X..", "...X...",
            ],
        ),
        (
            "FD",
            [
                "...X...", "..XXX..", ".XXXXX.", "XXXOXXX", ".XXXXX.", "..XXX..", "...X...",
            ],
        ),
    ];
    for (value, rows) in cases {
        for side in Side::BOTH {
            check("dwar", value, Kind::Dwar, side, &rows);
        }
    }
}

/// Seed 002, Flier: "BLACK and ORANGE FLIER", Chained and Free; alone, the non-jumping
/// Odwar reaches the same squares.
#[test]
fn flier_diagrams() {
    let cases: [(&str, [&str; 7]); 2] = [
        (
            "CF",
            [
                "X.X.X.X", ".......", "X.X.X.X", "...O...", "X.X.X.X", ".......", "X.X.X.X",
            ],
        ),
        (
            "FF",
            [
                "X.X.X.X", ".X.X.X.", "X.X.X.X", ".X.O.X.", "X.X.X.X", ".X.X.X.", "X.X.X.X",
            ],
        ),
    ];
    for (value, rows) in cases {
        for side in Side::BOTH {
            check("flier", value, Kind::Flier, side, &rows);
        }
        let game = jetan(&[("flier", value), ("flier-jumps", "no")]);
        let got: BTreeSet<Square> = game
            .destinations_alone(BLACK, Kind::Flier, Square(44))
            .into_iter()
            .collect();
        assert_eq!(got, diagram_squares(&rows), "{value} without jumping");
    }
}

/// The Chief diagrams of seed 002 (Chained, Free, Chained Civil, Chained Wild, Free Civil,
/// Free Wild Chief).
const CHIEF: [(&str, [&str; 7]); 6] = [
    (
        "CC",
        [
            "X..X..X", ".......", ".......", "X..O..X", ".......", ".......", "X..X..X",
        ],
    ),
    (
        "FC",
        [
            "X..X..X", ".X.X.X.", "..XXX..", "XXXOXXX", "..XXX..", ".X.X.X.", "X..X..X",
        ],
    ),
    (
        "CCC",
        [
            "X.XXX.X", "..X.X..", "XXXXXXX", "X.XOX.X", "XXXXXXX", "..X.X..", "X.XXX.X",
        ],
    ),
    (
        "CWC",
        [
            "XXXXXXX", "XXXXXXX", "XXXXXXX", "XXXOXXX", "XXXXXXX", "XXXXXXX", "XXXXXXX",
        ],
    ),
    (
        "FCC",
        [
            "X.XXX.X", ".XXXXX.", "XXXXXXX", "XXXOXXX", "XXXXXXX", ".XXXXX.", "X.XXX.X",
        ],
    ),
    (
        "FWC",
        [
            "XXXXXXX", "XXXXXXX", "XXXXXXX", "XXXOXXX", "XXXXXXX", "XXXXXXX", "XXXXXXX",
        ],
    ),
];

/// Seed 002, Chief: "BLACK and ORANGE CHIEF" for the six readings; the counts agree with the
/// seed's value table ("# of potential moves": 8, 24, 32, 48, 40, 48).
#[test]
fn chief_diagrams() {
    let counts = [8, 24, 32, 48, 40, 48];
    for ((value, rows), n) in CHIEF.iter().zip(counts) {
        assert_eq!(diagram_squares(rows).len(), n, "{value}");
        for side in Side::BOTH {
            check("chief", value, Kind::Chief, side, rows);
        }
    }
}

/// Seed 002, Princess: "Refer to the Chief for the interpretations of the normal move
/// potential": a Princess alone moves as the Chief diagram of her reading.
#[test]
fn princess_diagrams() {
    for (value, rows) in CHIEF.iter() {
        for side in Side::BOTH {
            check("princess-moves", value, Kind::Princess, side, rows);
        }
    }
}

/// Every reading the options offer has its diagram checked above (so a new reading cannot
/// slip in untested).
#[test]
fn every_reading_has_a_diagram() {
    use jikai_rules::Choice;
    use jikai_rules::jetan::{Chief, Dwar, Flier, Padwar, Panthan, Thoat, Warrior};
    assert_eq!(Panthan::names(), ["FPN", "CPN"]);
    assert_eq!(Warrior::names(), ["CW", "FW", "CCW", "CWW", "FCW", "FWW"]);
    assert_eq!(Padwar::names(), ["CPW", "FPW"]);
    assert_eq!(Thoat::names(), ["CT", "FT", "JT"]);
    assert_eq!(Dwar::names(), ["CD", "FD"]);
    assert_eq!(Flier::names(), ["CF", "FF"]);
    let chief: Vec<&str> = CHIEF.iter().map(|(v, _)| *v).collect();
    let mut sorted = Chief::names();
    sorted.sort();
    let mut covered = chief.clone();
    covered.sort();
    assert_eq!(sorted, covered);
}
