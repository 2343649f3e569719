//! Tafl move generation: every piece slides like a rook (`tafl.md`, "Play").

use super::{Piece, Tafl, TaflPosition};
use crate::rules::{Dir, Move, Special, Square};

impl Tafl {
    /// Every move of the side to move. Tafl has no check, so every such move is legal.
    pub(super) fn generate(&self, pos: &TaflPosition, out: &mut Vec<Move>) {
        self.generate_onto(pos, u128::MAX, out);
    }

    /// The moves of the side to move onto the squares of `targets` (bit `i` for the cell of
    /// index `i`), in the order of all moves; `out` is not cleared. A game that is decided
    /// has moves here all the same.
    pub fn generate_onto(&self, pos: &TaflPosition, targets: u128, out: &mut Vec<Move>) {
        let g = &self.geometry;
        let mut men = pos.men(pos.to_move);
        while men != 0 {
            let from = Square(men.trailing_zeros() as u16);
            men &= men - 1;
            let piece = pos.piece(from);
            let king = piece == Piece::King;
            for dir in Dir::ORTHOGONAL {
                let mut sq = from;
                while let Some(to) = g.step(sq, dir) {
                    if pos.piece(to) != Piece::Empty {
                        break;
                    }
                    match g.special(to) {
                        // Only the king may stop on a refuge; corners end every line.
                        Special::Refuge => {
                            if king && targets & 1 << to.index() != 0 {
                                out.push(Move::new(from, to));
                            }
                            break;
                        }
                        // The empty throne may be crossed by all, stopped on by the king.
                        Special::Throne if !king => {}
                        _ if targets & 1 << to.index() != 0 => out.push(Move::new(from, to)),
                        _ => {}
                    }
                    sq = to;
                }
            }
        }
    }
}
