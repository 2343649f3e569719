//! The shared board geometry: square names, holes, leaps and fronts.

use jikai_rules::{Dir, Geometry, Special, Square};

/// The Jacks and Witches 84 board: 12 x 8 with a block of twelve holes in the middle.
fn witches() -> Geometry {
    Geometry::new(12, 8, "yzabcdefghij").with_special(
        &[
            "d3", "e3", "c4", "d4", "e4", "f4", "c5", "d5", "e5", "f5", "d6", "e6",
        ],
        Special::Hole,
    )
}

fn sq(g: &Geometry, name: &str) -> Square {
    g.parse_square(name)
        .unwrap_or_else(|| panic!("{name} is a square"))
}

/// Rules README, Coordinates: a square is file letter then rank, and names round-trip.
#[test]
fn tafl_board_names_round_trip() {
    let g = Geometry::new(11, 11, "abcdefghijk");
    for (name, file, rank) in [("a1", 0, 0), ("k11", 10, 10), ("f6", 5, 5)] {
        let s = sq(&g, name);
        assert_eq!((g.file(s), g.rank(s)), (file, rank), "{name}");
        assert_eq!(s, g.square(file, rank));
        assert_eq!(g.square_name(s), name);
    }
    for s in g.squares() {
        assert_eq!(g.parse_square(&g.square_name(s)), Some(s));
    }
}

/// Names outside the board or malformed name no square.
#[test]
fn bad_square_names_are_none() {
    let g = Geometry::new(11, 11, "abcdefghijk");
    for name in [
        "l1", "a0", "a12", "", "a", "1a", "a-1", "a1x", "-", "aa1", "a1000",
    ] {
        assert_eq!(g.parse_square(name), None, "{name:?}");
    }
}

/// witches.md board: 12 x 8 less twelve holes leaves 84 squares, named `y1` to `j8`.
#[test]
fn witches_board_has_84_squares() {
    let g = witches();
    assert_eq!(g.cells(), 96);
    assert_eq!(g.squares().count(), 84);
    assert!(g.squares().all(|s| g.special(s) != Special::Hole));
    let y1 = sq(&g, "y1");
    let j8 = sq(&g, "j8");
    assert_eq!((g.file(y1), g.rank(y1)), (0, 0));
    assert_eq!((g.file(j8), g.rank(j8)), (11, 7));
    assert_eq!(g.square_name(y1), "y1");
    assert_eq!(g.square_name(j8), "j8");
    for s in g.squares() {
        assert_eq!(g.parse_square(&g.square_name(s)), Some(s));
    }
}

/// witches.md, Board: holes are not squares, so their names parse to nothing.
#[test]
fn holes_do_not_parse() {
    let g = witches();
    for name in ["d3", "e3", "c4", "f4", "c5", "f5", "d6", "e6"] {
        assert_eq!(g.parse_square(name), None, "{name}");
    }
    for name in ["c3", "f3", "b4", "g4", "c6", "f6"] {
        assert!(g.parse_square(name).is_some(), "{name}");
    }
}

/// witches.md, Board: holes block every line, so `step` is None into a hole and off the board.
#[test]
fn step_stops_at_holes_and_edges() {
    let g = witches();
    let y1 = sq(&g, "y1");
    assert_eq!(g.step(y1, Dir::W), None);
    assert_eq!(g.step(y1, Dir::S), None);
    assert_eq!(g.step(y1, Dir::SW), None);
    assert_eq!(g.step(y1, Dir::N), Some(sq(&g, "y2")));
    assert_eq!(g.step(y1, Dir::NE), Some(sq(&g, "z2")));
    let j8 = sq(&g, "j8");
    assert_eq!(g.step(j8, Dir::N), None);
    assert_eq!(g.step(j8, Dir::E), None);
    assert_eq!(g.step(j8, Dir::NE), None);
    assert_eq!(g.step(j8, Dir::SW), Some(sq(&g, "i7")));
    let c3 = sq(&g, "c3");
    assert_eq!(g.step(c3, Dir::N), None, "c4 is a hole");
    assert_eq!(g.step(c3, Dir::E), None, "d3 is a hole");
    assert_eq!(g.step(c3, Dir::NE), None, "d4 is a hole");
    assert_eq!(g.step(c3, Dir::W), Some(sq(&g, "b3")));
    assert_eq!(g.step(c3, Dir::NW), Some(sq(&g, "b4")));
    // Every step goes one square in its direction and back again.
    for s in g.squares() {
        for d in Dir::ALL {
            if let Some(n) = g.step(s, d) {
                assert_eq!(g.step(n, d.opposite()), Some(s));
                let (df, dr) = d.delta();
                assert_eq!(g.offset(s, df, dr), Some(n));
            }
        }
    }
}

/// witches.md, Board: leapers may jump over holes but never land on one (or off the board).
#[test]
fn offset_leaps_over_holes() {
    let g = witches();
    let c3 = sq(&g, "c3");
    assert_eq!(g.offset(c3, -1, 2), Some(sq(&g, "b5")), "knight leap c3-b5");
    assert_eq!(g.offset(c3, 1, 1), None, "d4 is a hole");
    assert_eq!(
        g.offset(c3, 0, 3),
        Some(sq(&g, "c6")),
        "over the holes c4 and c5"
    );
    assert_eq!(g.offset(c3, 5, 0), Some(sq(&g, "h3")), "over d3 and e3");
    assert_eq!(g.offset(c3, 0, -3), None, "off the board");
    assert_eq!(g.offset(c3, -5, 0), None, "off the board");
    assert_eq!(g.offset(c3, 0, 0), Some(c3));
}

/// jikaida.md, Fronts: one front per drin column and drin row changed; none on a plain board.
#[test]
fn fronts_crossed() {
    let g = Geometry::new(12, 18, "abcdefghijkl").with_zones(6, 6);
    let crossed = |a, b| g.fronts_crossed(sq(&g, a), sq(&g, b));
    assert_eq!(crossed("f6", "g7"), 2);
    assert_eq!(crossed("f6", "g6"), 1);
    assert_eq!(crossed("f6", "f7"), 1);
    assert_eq!(crossed("a1", "b2"), 0);
    assert_eq!(crossed("a1", "l18"), 3);
    assert_eq!(crossed("l18", "a1"), 3);
    assert_eq!(crossed("f6", "f6"), 0);
    let plain = Geometry::new(12, 18, "abcdefghijkl");
    for a in plain.squares() {
        for b in [sq(&plain, "a1"), sq(&plain, "g7"), sq(&plain, "l18")] {
            assert_eq!(plain.fronts_crossed(a, b), 0);
        }
    }
}

/// jikaida-large.md, "Square names": "Files are lettered from Yellow's left in spreadsheet
/// order: `a`..`z`, then `aa`..`aj` (the 27th file is `aa`, the 36th `aj`); a square is its
/// file then its rank: `aa1`, `aj24`. A name is read as letters then digits."
#[test]
fn files_past_z_take_two_letters() {
    let g = Geometry::alphabetic(36, 24);
    assert_eq!(g.file_name(0), "a");
    assert_eq!(g.file_name(25), "z");
    assert_eq!(g.file_name(26), "aa");
    assert_eq!(g.file_name(35), "aj");
    assert_eq!(g.square_name(g.square(26, 0)), "aa1");
    assert_eq!(g.square_name(g.square(35, 23)), "aj24");
    assert_eq!(sq(&g, "AJ24"), g.square(35, 23));
    for s in g.squares() {
        assert_eq!(g.parse_square(&g.square_name(s)), Some(s));
    }
    for name in [
        "ak1", "aa0", "aa25", "a", "aa", "1aa", "aaa1", "a1a", "é2", "a_1",
    ] {
        assert_eq!(g.parse_square(name), None, "{name}");
    }
    // The files up to `l` are named as on Poron's board.
    let poron = Geometry::new(12, 18, "abcdefghijkl");
    for s in poron.squares() {
        let name = poron.square_name(s);
        assert_eq!(name, Geometry::alphabetic(12, 18).square_name(s));
    }
}
