//! Tafl move generation: every piece slides like a rook (`tafl.md`, "Play").

use super::{Piece, Tafl, TaflPosition};
use crate::rules::{Dir, Move, Special};

impl Tafl {
    /// Every move of the side to move. Tafl has no check, so every such move is legal.
    pub(super) fn generate(&self, pos: &TaflPosition, out: &mut Vec<Move>) {
        let g = &self.geometry;
        for from in g.squares() {
            let piece = pos.piece(from);
            if piece.side() != Some(pos.to_move) {
                continue;
            }
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
                            if king {
                                out.push(Move::new(from, to));
                            }
                            break;
                        }
                        // The empty throne may be crossed by all, stopped on by the king.
                        Special::Throne if !king => {}
                        _ => out.push(Move::new(from, to)),
                    }
                    sq = to;
                }
            }
        }
    }
}
