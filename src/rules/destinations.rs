//! Where a piece can go, for the Rules window's diagrams (as the seeds draw them: the piece
//! on an open board, its destinations marked). Found by the rules themselves, not drawn by
//! hand: the game's start position is emptied but for the piece, set near the middle, and
//! each side's pieces that the start holds only once (Kings, Chiefs, Princesses: what a legal
//! position needs), which stay on their start squares; the piece's legal moves there are its
//! destinations.

use super::parse_rows;
use super::{
    BoardForm, Cell, Error, Geometry, PieceView, Special, Square, fields, format_rows, open_match,
};
use std::collections::BTreeMap;

/// A piece on an open board and the squares it can reach in one move.
#[derive(Clone, Debug)]
pub struct Destinations {
    pub geometry: Geometry,
    pub at: Square,
    pub piece: PieceView,
    pub to: Vec<Square>,
    /// Squares holding the pieces a legal position needs (drawn, since they may block).
    pub others: Vec<(Square, PieceView)>,
}

/// The destinations of the side to move's `kind` in a game of `game` with `options`, or why
/// there are none to show (a kind that starts in hand, such as the Jacks).
pub fn destinations(
    game: &str,
    options: &[(String, String)],
    kind: char,
) -> Result<Destinations, Error> {
    let start = open_match(game, options, None)?;
    let geometry = start.geometry().clone();
    let text = start.position_string();
    let board = *fields(&text)?
        .first()
        .ok_or_else(|| Error::Position("no board field".into()))?;
    let form = match board.starts_with('/') {
        true => BoardForm::OpenTafl,
        false => BoardForm::Fen,
    };
    let mut letters: BTreeMap<Square, (char, bool)> = BTreeMap::new();
    parse_rows(&geometry, board, form, |sq, c, marked| {
        letters.insert(sq, (c, marked));
        Ok(())
    })?;
    let side = start.side_to_move();
    let piece = PieceView { side, kind };
    let on_board: Vec<(Square, PieceView)> = letters
        .keys()
        .filter_map(|&sq| Some((sq, start.piece_at(sq)?)))
        .collect();
    let letter = on_board
        .iter()
        .find(|(_, p)| *p == piece)
        .map(|(sq, _)| letters[sq])
        .ok_or_else(|| Error::Position(format!("no {kind} on the board at the start")))?;
    let count = |p: PieceView| on_board.iter().filter(|(_, q)| *q == p).count();
    // Kept beside the piece: the fewest kinds of the start's single pieces (Kings, Chiefs,
    // Princesses...) that make a legal, undecided position, so little else blocks or
    // attacks; failing that, the other side's whole army (a drill without Kings).
    let mut single_kinds: Vec<char> = on_board
        .iter()
        .filter(|&&(_, p)| p != piece && count(p) == 1)
        .map(|(_, p)| p.kind)
        .collect();
    single_kinds.sort();
    single_kinds.dedup();
    let keeps: Vec<Box<dyn Fn(PieceView) -> bool>> = subsets(&single_kinds)
        .map(|kinds| {
            Box::new(move |p: PieceView| kinds.contains(&p.kind) && count(p) == 1)
                as Box<dyn Fn(PieceView) -> bool>
        })
        .chain(std::iter::once(
            Box::new(move |p: PieceView| p.side != side) as Box<dyn Fn(PieceView) -> bool>,
        ))
        .collect();
    let open = |at: Square, keep: &dyn Fn(PieceView) -> bool| {
        let others: Vec<(Square, PieceView)> = on_board
            .iter()
            .copied()
            .filter(|&(sq, p)| p != piece && sq != at && keep(p))
            .collect();
        let rows = format_rows(&geometry, form, |sq| {
            let (letter, marked) = if sq == at {
                letter
            } else if others.iter().any(|(o, _)| *o == sq) {
                letters[&sq]
            } else {
                return Cell::Empty;
            };
            Cell::Piece { letter, marked }
        });
        let m = open_match(game, options, Some(&text.replacen(board, &rows, 1))).ok()?;
        if m.outcome().is_some() {
            return None;
        }
        let mut to: Vec<Square> = m
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.from == at && mv.to != at)
            .map(|mv| mv.to)
            .collect();
        to.sort();
        to.dedup();
        Some(Destinations {
            geometry: geometry.clone(),
            at,
            piece,
            to,
            others,
        })
    };
    // Of the free plain squares nearest the middle, the one where the piece goes furthest
    // (a square by a hole or a front would show less of its move).
    middle_squares(&geometry, |sq| letters.contains_key(&sq))
        .take(CANDIDATE_SQUARES)
        .filter_map(|at| keeps.iter().find_map(|keep| open(at, keep.as_ref())))
        .max_by_key(|d| d.to.len())
        .ok_or_else(|| Error::Position(format!("no legal position with {kind} alone")))
}

/// How many squares near the middle are tried.
const CANDIDATE_SQUARES: usize = 9;

/// The plain squares that no start piece holds, nearest the board's middle first.
fn middle_squares(
    geometry: &Geometry,
    occupied: impl Fn(Square) -> bool,
) -> impl Iterator<Item = Square> {
    let (cf, cr) = (
        (geometry.files() as f32 - 1.0) / 2.0,
        (geometry.ranks() as f32 - 1.0) / 2.0,
    );
    let distance = |sq: Square| {
        let (f, r) = (geometry.file(sq) as f32, geometry.rank(sq) as f32);
        (f - cf).powi(2) + (r - cr).powi(2)
    };
    let mut squares: Vec<Square> = geometry
        .squares()
        .filter(|&sq| geometry.special(sq) == Special::Plain && !occupied(sq))
        .collect();
    squares.sort_by(|&a, &b| distance(a).total_cmp(&distance(b)));
    squares.into_iter()
}

/// The subsets of `kinds`, fewest first.
fn subsets(kinds: &[char]) -> impl Iterator<Item = Vec<char>> + '_ {
    let mut masks: Vec<u32> = (0..1u32 << kinds.len()).collect();
    masks.sort_by_key(|m| m.count_ones());
    masks.into_iter().map(move |m| {
        (0..kinds.len())
            .filter(|i| m & (1 << i) != 0)
            .map(|i| kinds[i])
            .collect()
    })
}
