//! Legal moves: every piece's destinations without duplicates (a move is its outcome, rules
//! README), promotion choices, the King's Fluttember, and the Kaida filter.

use super::Jikaida;
use super::options::{Mode, NoMoves};
use super::position::{Bits, JikaidaPosition, Kind, Piece};
use super::route::{Route, Sink};
use crate::rules::{Move, Side, Square};

/// `Move::tag` of the King's Fluttember; promotion tags are the new kind's code.
pub const FLUTTEMBER: u8 = 0x80;

/// Collects one move per destination of one piece.
struct Collect<'a> {
    from: Square,
    seen: Bits,
    promote: &'a [Kind],
    last_rank: u8,
    swod: bool,
    files: u16,
    out: &'a mut Vec<Move>,
}

impl Sink for Collect<'_> {
    #[inline]
    fn add(&mut self, to: Square, _route: Route) -> bool {
        if self.seen.insert(to) {
            let mv = Move::new(self.from, to);
            if self.swod && (to.0 / self.files) as u8 == self.last_rank {
                for &k in self.promote {
                    self.out.push(Move { tag: k as u8, ..mv });
                }
            } else {
                self.out.push(mv);
            }
        }
        false
    }
}

impl Jikaida {
    /// Every move of `side` before the Kaida filter, Fluttember excluded.
    pub(super) fn pseudo_moves(&self, pos: &JikaidaPosition, side: Side, out: &mut Vec<Move>) {
        let files = self.geometry.files() as u16;
        let last = self.last_rank(side);
        for from in self.geometry.squares() {
            let p = pos.piece(from);
            if !p.belongs(side) {
                continue;
            }
            let mut sink = Collect {
                from,
                seen: Bits::default(),
                promote: &self.promotions,
                last_rank: last,
                swod: p.is(Kind::Swod),
                files,
                out,
            };
            self.gen_piece(pos, from, &mut sink);
        }
    }

    pub(super) fn generate_legal(&self, pos: &JikaidaPosition, out: &mut Vec<Move>) {
        out.clear();
        if self.decided_now(pos).is_some() {
            return;
        }
        let side = pos.to_move;
        self.pseudo_moves(pos, side, out);
        if self.has_kings() {
            let mut scratch = pos.clone();
            out.retain(|&mv| {
                let undo = self.play_move(&mut scratch, mv);
                let ok = !self.in_kaida(&scratch, side);
                self.undo_move(&mut scratch, mv, undo);
                ok
            });
            self.fluttembers(&mut scratch, out);
        }
        if out.is_empty()
            && self.options.mode == Mode::DraksCity
            && self.options.no_moves == NoMoves::Passes
        {
            // Passing is allowed unless the opponent cannot move either (then the game is
            // drawn: `no_legal_move`).
            self.pseudo_moves(pos, side.opponent(), out);
            let opponent_moves = !out.is_empty();
            out.clear();
            if opponent_moves {
                out.push(Move::new(Square::NONE, Square::NONE));
            }
        }
    }

    /// The King's Fluttember: the King on its starting square swaps with a Kapt or Chuktar
    /// on a starting square of its type, once per game, not out of Kaida, not into it.
    fn fluttembers(&self, pos: &mut JikaidaPosition, out: &mut Vec<Move>) {
        let side = pos.to_move;
        if !pos.fluttember[side.index()] {
            return;
        }
        let Some(king) = pos.king(side) else { return };
        if king != self.king_start[side.index()] || self.in_kaida(pos, side) {
            return;
        }
        for &(sq, kind) in &self.fluttember_squares[side.index()] {
            let p = pos.piece(sq);
            if p.belongs(side) && p.is(kind) {
                let mv = Move {
                    tag: FLUTTEMBER,
                    ..Move::new(king, sq)
                };
                let undo = self.play_move(pos, mv);
                let ok = !self.in_kaida(pos, side);
                self.undo_move(pos, mv, undo);
                if ok {
                    out.push(mv);
                }
            }
        }
    }

    /// The piece a move leaves on its destination.
    pub(super) fn arriving(&self, piece: Piece, mv: Move) -> Piece {
        match Kind::from_code(mv.tag) {
            Some(kind) if mv.tag != FLUTTEMBER => {
                Piece::new(kind, piece.side().expect("a piece"), true)
            }
            _ => piece.after_moving(),
        }
    }
}
