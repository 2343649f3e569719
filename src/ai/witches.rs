//! Jacks and Witches evaluation: material (chess values for the chess pieces; the Witch,
//! which never captures but freezes and drags, a little above a Rook), Jacks counted in hand
//! as on the board, pieces frozen by an enemy Witch as partly lost, and Pawns' advance.

use super::Evaluate;
use crate::rules::witches::{CheckGuard, Kind, WHITE, Witches, WitchesPosition};
use crate::rules::{Game, Move, Side, Square};

/// Per rank a Pawn has advanced.
const PAWN_ADVANCE: i32 = 8;

fn value(kind: Kind) -> i32 {
    match kind {
        Kind::King => 0,
        Kind::Witch => 550,
        Kind::Lion => 250,
        Kind::Pao | Kind::Vao => 400,
        Kind::Rook => 500,
        Kind::Knight => 300,
        Kind::Bishop => 320,
        Kind::Jack => 200,
        Kind::Pawn => 100,
    }
}

impl Evaluate for Witches {
    type Guard = CheckGuard;

    fn evaluate(&self, pos: &WitchesPosition) -> i32 {
        let g = self.geometry();
        let mover = self.side_to_move(pos);
        let sign = |side: Side| if side == mover { 1 } else { -1 };
        let mut score = 0;
        for side in Side::BOTH {
            score += sign(side) * pos.in_hand(side) as i32 * value(Kind::Jack);
        }
        for sq in g.squares() {
            let piece = pos.piece(sq);
            let (Some(side), Some(kind)) = (piece.side(), piece.kind()) else {
                continue;
            };
            let mut worth = value(kind);
            if kind == Kind::Pawn {
                let rank = g.rank(sq) as i32;
                let advance = if side == WHITE {
                    rank
                } else {
                    g.ranks() as i32 - 1 - rank
                };
                worth += advance * PAWN_ADVANCE;
            }
            if kind != Kind::King && self.is_immobilized(pos, sq) {
                worth -= worth / 4;
            }
            score += sign(side) * worth;
        }
        score
    }

    fn capture_value(&self, pos: &WitchesPosition, mv: Move) -> i32 {
        if mv.from == Square::NONE || mv.to == Square::NONE {
            return 0;
        }
        let mover = pos.piece(mv.from);
        let victim = pos.piece(mv.to);
        match (victim.side(), victim.kind()) {
            (Some(side), Some(kind)) if Some(side) != mover.side() => value(kind).max(50),
            _ if mover.kind() == Some(Kind::Pawn) && pos.en_passant() == Some(mv.to) => {
                value(Kind::Pawn)
            }
            _ => 0,
        }
    }

    fn captures(&self, pos: &WitchesPosition, out: &mut Vec<Move>, values: &mut Vec<i32>) {
        self.legal_captures(pos, out, |mv| self.capture_value(pos, mv) > 0);
        self.capture_values(pos, out, values);
    }

    fn search_moves(&self, pos: &WitchesPosition, out: &mut Vec<Move>) -> CheckGuard {
        self.candidate_moves(pos, out)
    }

    fn confirm(&self, guard: &CheckGuard, after: &WitchesPosition, mv: Move) -> bool {
        self.confirm_legal(guard, after, mv)
    }
}
