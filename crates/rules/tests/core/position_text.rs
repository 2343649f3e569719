//! The shared board field of position strings: `parse_rows` and `format_rows`.

use jikai_rules::{BoardForm, Cell, Error, Geometry, Special, Square, format_rows, parse_rows};
use std::collections::BTreeMap;

/// The Jacks and Witches start board field (witches.md, Position string).
const WITCHES_START: &str = "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL";

fn witches() -> Geometry {
    Geometry::new(12, 8, "yzabcdefghij").with_special(
        &[
            "d3", "e3", "c4", "d4", "e4", "f4", "c5", "d5", "e5", "f5", "d6", "e6",
        ],
        Special::Hole,
    )
}

type Board = BTreeMap<Square, (char, bool)>;

fn parse(g: &Geometry, field: &str) -> Result<Board, Error> {
    let mut board = Board::new();
    parse_rows(g, field, BoardForm::Fen, |sq, letter, marked| {
        assert!(board.insert(sq, (letter, marked)).is_none(), "placed twice");
        Ok(())
    })?;
    Ok(board)
}

fn format(g: &Geometry, form: BoardForm, board: &Board) -> String {
    format_rows(g, form, |sq| match board.get(&sq) {
        Some(&(letter, marked)) => Cell::Piece { letter, marked },
        None => Cell::Empty,
    })
}

/// witches.md, Position string: the start board parses to 40 pieces and formats back exactly.
#[test]
fn witches_start_round_trips() {
    let g = witches();
    let board = parse(&g, WITCHES_START).expect("start parses");
    assert_eq!(board.len(), 40);
    let name = |s: &str| g.parse_square(s).unwrap();
    assert_eq!(board[&name("y8")], ('l', false));
    assert_eq!(board[&name("d1")], ('W', false));
    assert_eq!(board[&name("e1")], ('K', false));
    assert_eq!(board[&name("j2")], ('P', false));
    assert!(!board.contains_key(&name("c2")));
    assert_eq!(format(&g, BoardForm::Fen, &board), WITCHES_START);
    // OpenTafl's form (tafl's): slashes around the field, rank 1 first; the slashes are
    // required where the game writes them and refused where it does not.
    let framed = format(&g, BoardForm::OpenTafl, &board);
    let mut rows: Vec<&str> = WITCHES_START.split('/').collect();
    rows.reverse();
    assert_eq!(framed, format!("/{}/", rows.join("/")));
    let mut again = Board::new();
    parse_rows(&g, &framed, BoardForm::OpenTafl, |sq, letter, marked| {
        again.insert(sq, (letter, marked));
        Ok(())
    })
    .unwrap();
    assert_eq!(again, board, "the same squares either way up");
    let err = parse(&g, &framed).unwrap_err().to_string();
    assert!(err.contains("neither begins nor ends with '/'"), "{err}");
    let err = parse_rows(&g, WITCHES_START, BoardForm::OpenTafl, |_, _, _| Ok(())).unwrap_err();
    assert!(
        err.to_string().contains("begins and ends with '/'"),
        "{err}"
    );
}

/// position_text doc: a piece's mark `'` round-trips.
#[test]
fn marks_round_trip() {
    let g = witches();
    let field = "l'crnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4P'P'PP/LCRNBWK'BNRCL'";
    let board = parse(&g, field).unwrap();
    let marked: Vec<String> = board
        .iter()
        .filter(|(_, (_, m))| *m)
        .map(|(&s, _)| g.square_name(s))
        .collect();
    assert_eq!(marked, ["e1", "j1", "g2", "h2", "y8"]);
    assert_eq!(format(&g, BoardForm::Fen, &board), field);
    let g = Geometry::new(3, 2, "abc");
    for field in ["S'1s/3", "3/1S'S", "S'S's'/a'b'c'"] {
        assert_eq!(
            format(&g, BoardForm::Fen, &parse(&g, field).unwrap()),
            field
        );
    }
}

/// Rules README, Position strings: every board a game can reach round-trips (holes in every
/// row pattern, runs ending and starting at holes).
#[test]
fn empty_and_full_boards_round_trip() {
    let g = witches();
    let empty = "12/12/5**5/4****4/4****4/5**5/12/12";
    assert_eq!(
        format(&g, BoardForm::Fen, &parse(&g, empty).unwrap()),
        empty
    );
    let full: Board = g.squares().map(|s| (s, ('P', false))).collect();
    let text = format(&g, BoardForm::Fen, &full);
    assert_eq!(
        text,
        "PPPPPPPPPPPP/PPPPPPPPPPPP/PPPPP**PPPPP/PPPP****PPPP/PPPP****PPPP/PPPPP**PPPPP/PPPPPPPPPPPP/PPPPPPPPPPPP"
    );
    assert_eq!(parse(&g, &text).unwrap(), full);
}

fn error(g: &Geometry, field: &str) -> String {
    match parse(g, field) {
        Err(Error::Position(message)) => message,
        other => panic!("{field}: expected a position error, got {other:?}"),
    }
}

/// Error doc: a malformed board field is an `Error::Position` naming the rank at fault.
#[test]
fn errors_name_the_rank() {
    let g = witches();
    let cases = [
        // too many files
        (
            "lcrnbwkbnrclp/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL",
            "rank 8",
        ),
        (
            "lcrnbwkbnrcl/pppp5pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL",
            "rank 7",
        ),
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL1",
            "rank 1",
        ),
        // too few files
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPP/LCRNBWKBNRCL",
            "rank 2",
        ),
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRC",
            "rank 1",
        ),
        // a hole sign where there is no hole
        (
            "lcrnbwkbnrcl/pppp4pppp/4***5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL",
            "rank 6",
        ),
        (
            "*crnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL",
            "rank 8",
        ),
        // a run of empty squares over a hole
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/12/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL",
            "rank 5",
        ),
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/6*5/PPPP4PPPP/LCRNBWKBNRCL",
            "rank 3",
        ),
        // a piece on a hole
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4P***4/5**5/PPPP4PPPP/LCRNBWKBNRCL",
            "rank 4",
        ),
        // an unexpected character
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**4?/PPPP4PPPP/LCRNBWKBNRCL",
            "rank 3",
        ),
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNB KBNRCL",
            "rank 1",
        ),
        (
            "lcrnbwkbnrcl/pppp4'pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL",
            "rank 7",
        ),
        // a run of 0
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/0LCRNBWKBNRCL",
            "rank 1",
        ),
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP0PPPP/LCRNBWKBNRCL",
            "rank 2",
        ),
    ];
    for (field, rank) in cases {
        let message = error(&g, field);
        assert!(
            message.starts_with(&format!("{rank}:")),
            "{field}: '{message}' should name {rank}"
        );
        assert!(!message.contains('\n'), "one line: {message}");
    }
}

/// Error doc: a wrong number of ranks is an `Error::Position` saying how many are needed.
#[test]
fn wrong_rank_count() {
    let g = witches();
    let seven = "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP";
    let nine = format!("{WITCHES_START}/12");
    for field in [seven, &nine, ""] {
        let message = error(&g, field);
        assert!(message.contains("8 ranks"), "{field:?}: {message}");
    }
    let message = error(&g, "/");
    assert!(
        message.contains("neither begins nor ends with '/'"),
        "{message}"
    );
}

/// parse_rows doc: an error from the game's `place` callback is returned as it is.
#[test]
fn place_errors_pass_through() {
    let g = witches();
    let result = parse_rows(&g, WITCHES_START, BoardForm::Fen, |sq, letter, _| {
        if letter == 'W' {
            Err(Error::Position(format!(
                "no witch on {}",
                g.square_name(sq)
            )))
        } else {
            Ok(())
        }
    });
    assert_eq!(result, Err(Error::Position("no witch on d1".into())));
}

/// cli doc, "never a panic": a run too long for any board is an error, not an overflow panic.
#[test]
fn huge_run_is_an_error() {
    let g = witches();
    let field = "lcrnbwkbnrcl/99999999999/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL";
    let message = error(&g, field);
    assert!(message.starts_with("rank 7:"), "{message}");
}
