//! Tafl move generation: every piece slides like a rook (`tafl.md`, "Play").

use super::{Piece, Tafl, TaflPosition};
use crate::{Dir, Move, Side, Special, Square};

impl Tafl {
    /// Every move of the side to move. Tafl has no check, so every such move is legal.
    pub(super) fn generate(&self, pos: &TaflPosition, out: &mut Vec<Move>) {
        self.generate_onto(pos, u128::MAX, out);
    }

    /// The moves of the side to move onto the squares of `targets` (bit `i` for the cell of
    /// index `i`), in the order of all moves; `out` is not cleared. A game that is decided
    /// has moves here all the same.
    pub fn generate_onto(&self, pos: &TaflPosition, targets: u128, out: &mut Vec<Move>) {
        if targets.count_ones() <= FEW_TARGETS {
            self.generate_back_from(pos, targets, out);
            return;
        }
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

    /// `generate_onto` for a few targets (the capture search's): from each empty target
    /// back along its four lines to the first piece, a move if it is a man of the side to
    /// move that may stop there, then put in the order of all moves (man, direction,
    /// distance), so that a search's trees do not depend on which way they were found.
    fn generate_back_from(&self, pos: &TaflPosition, targets: u128, out: &mut Vec<Move>) {
        let g = &self.geometry;
        // At most one move onto a target from each of its four lines.
        let mut keys = [(0u32, Move::new(Square(0), Square(0))); 4 * FEW_TARGETS as usize];
        let mut found = 0;
        let mut rest = targets & !(pos.men(Side::South) | pos.men(Side::North));
        while rest != 0 {
            let to = Square(rest.trailing_zeros() as u16);
            rest &= rest - 1;
            let kings_only = matches!(g.special(to), Special::Refuge | Special::Throne);
            for dir in Dir::ORTHOGONAL {
                let (mut sq, mut distance) = (to, 0);
                while let Some(next) = g.step(sq, dir) {
                    (sq, distance) = (next, distance + 1);
                    let piece = pos.piece(sq);
                    if piece != Piece::Empty {
                        if pos.men(pos.to_move) & 1 << sq.index() != 0
                            && (piece == Piece::King || !kings_only)
                        {
                            let back = dir.opposite() as u32;
                            let key = u32::from(sq.0) << 16 | back << 8 | distance;
                            keys[found] = (key, Move::new(sq, to));
                            found += 1;
                        }
                        break;
                    }
                    // Corners end every line; the empty throne is crossed.
                    if g.special(sq) == Special::Refuge {
                        break;
                    }
                }
            }
        }
        let keys = &mut keys[..found];
        keys.sort_unstable_by_key(|&(key, _)| key);
        out.extend(keys.iter().map(|&(_, mv)| mv));
    }
}

/// Up to this many targets, `generate_onto` looks back from them rather than along every
/// man's lines: the capture search's few squares against some twenty men's four lines each.
const FEW_TARGETS: u32 = 16;
