//! The Rules window's destination diagrams, found by the rules themselves
//! (`rules::destinations`): each kind shown alone near the middle of an open board.

use jikai::look::kinds;
use jikai::rules::{Destinations, Side, destinations};

fn of(game: &str, kind: char) -> Destinations {
    destinations(game, &[], kind).unwrap_or_else(|e| panic!("{game} {kind}: {e}"))
}

/// (file, rank) offsets of the destinations from the piece.
fn offsets(d: &Destinations) -> Vec<(i32, i32)> {
    let g = &d.geometry;
    let (f0, r0) = (g.file(d.at) as i32, g.rank(d.at) as i32);
    let mut v: Vec<(i32, i32)> =
        d.to.iter()
            .map(|&s| (g.file(s) as i32 - f0, g.rank(s) as i32 - r0))
            .collect();
    v.sort();
    v
}

/// Every kind that stands on the board at the start of the four games has a diagram with
/// somewhere to go; the Jacks (in hand at the start) and the Can(n)on's second mode have
/// none, and say so.
#[test]
fn every_kind_on_the_board_at_the_start_has_destinations() {
    for game in ["tafl", "jetan", "witches", "jikaida"] {
        for (side, kind) in kinds(game) {
            if side != Side::South {
                continue;
            }
            match destinations(game, &[], kind) {
                Ok(d) => assert!(!d.to.is_empty(), "{game} {kind} goes nowhere"),
                Err(e) => assert!(
                    game == "witches" && matches!(kind, 'J' | 'V'),
                    "{game} {kind}: {e}"
                ),
            }
        }
    }
}

/// rules/tafl.md: "Every piece, the king included, moves like a rook: any number of empty
/// squares in a straight orthogonal line."
#[test]
fn a_tafl_soldier_moves_like_a_rook() {
    let d = of("tafl", 'T');
    let o = offsets(&d);
    assert!(o.iter().all(|&(f, r)| f == 0 || r == 0), "{o:?}");
    let g = &d.geometry;
    // On an open board every square of its file and rank but its own and the refuges.
    assert_eq!(o.len(), (g.files() - 1 + g.ranks() - 1) as usize, "{o:?}");
}

/// rules/jetan.md, Flier: "exactly 3 diagonal steps, combination, jumping": the squares
/// three diagonal steps away, where steps may turn.
#[test]
fn a_jetan_flier_makes_three_diagonal_steps() {
    let o = offsets(&of("jetan", 'F'));
    let expected: Vec<(i32, i32)> = [-3, -1, 1, 3]
        .iter()
        .flat_map(|&f| [-3, -1, 1, 3].map(|r| (f, r)))
        .collect();
    assert_eq!(o, expected);
}

/// rules/witches.md: "King, Rook, Bishop, Knight: as in chess": the Knight's eight leaps
/// where the board has them.
#[test]
fn a_witches_knight_leaps_as_in_chess() {
    let o = offsets(&of("witches", 'N'));
    assert!(!o.is_empty());
    assert!(
        o.iter()
            .all(|&(f, r)| (f.abs(), r.abs()) == (1, 2) || (f.abs(), r.abs()) == (2, 1)),
        "{o:?}"
    );
}

/// rules/jikaida.md: "Hikdar | diagonal slide (Bishop)".
#[test]
fn a_jikaida_hikdar_slides_diagonally() {
    let o = offsets(&of("jikaida", 'H'));
    assert!(o.len() >= 4);
    assert!(o.iter().all(|&(f, r)| f.abs() == r.abs()), "{o:?}");
}

/// A drill shows its own pieces: Pastang has only Deldars and Swods.
#[test]
fn a_drill_shows_the_kinds_it_has() {
    assert!(!of("pastang", 'D').to.is_empty());
    assert!(destinations("pastang", &[], 'K').is_err());
}
