//! Jacks and Witches evaluation: material (chess values for the chess pieces; the Witch,
//! which never captures but freezes and drags, a little above a Rook), Jacks counted in hand
//! as on the board, pieces frozen by an enemy Witch as partly lost, and Pawns' advance.

use super::Evaluate;
use crate::rules::witches::{CELLS, CheckGuard, Kind, WHITE, Witches, WitchesPosition};
use crate::rules::{Game, Move, Side, Square};

/// The evaluation's tunable numbers with their hand values (`Evaluate::TUNABLE`; the Pawn,
/// 100, is the unit): the pieces' values (the Pao and Vao alike, a Jack in hand as on the
/// board) and per rank a Pawn has advanced.
const TUNABLE: &[(&str, i32)] = &[
    ("witch", 550),
    ("lion", 250),
    ("cannon", 400),
    ("rook", 500),
    ("knight", 300),
    ("bishop", 320),
    ("jack", 200),
    ("pawn_advance", 8),
];

/// The weights as the evaluation reads them (`Evaluate::weights`).
#[derive(Clone)]
pub struct WitchesWeights {
    /// Per `Kind as usize` (from 1).
    values: [i32; 11],
    pawn_advance: i32,
}

/// The hand values: what a capture takes, for ordering the captures and choosing what the
/// capture search follows, whichever weights the evaluation reads.
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
    type Sums = ();
    type Weights = WitchesWeights;
    const TUNABLE: &'static [(&'static str, i32)] = TUNABLE;

    fn weights(&self, v: &[i32]) -> WitchesWeights {
        // Per kind: none, King, Witch, Lion, Pao, Vao, Rook, Knight, Bishop, Jack, Pawn.
        WitchesWeights {
            values: [0, 0, v[0], v[1], v[2], v[2], v[3], v[4], v[5], v[6], 100],
            pawn_advance: v[7],
        }
    }

    fn evaluate_with(&self, w: &WitchesWeights, pos: &WitchesPosition, _: &()) -> i32 {
        let g = self.geometry();
        let mover = self.side_to_move(pos);
        let sign = |side: Side| if side == mover { 1 } else { -1 };
        let mut score = 0;
        for side in Side::BOTH {
            score += sign(side) * pos.in_hand(side) as i32 * w.values[Kind::Jack as usize];
        }
        // The pieces, and the squares each side's Witches immobilize, before the pieces are
        // weighed: a test of every piece's eight neighbours cost as much as the rest.
        let mut pieces = [(Square::NONE, Kind::King, mover); CELLS];
        let (mut found, mut spell) = (0, [0u128; 2]);
        for sq in g.squares() {
            let piece = pos.piece(sq);
            if let (Some(side), Some(kind)) = (piece.side(), piece.kind()) {
                pieces[found] = (sq, kind, side);
                found += 1;
                if kind == Kind::Witch {
                    spell[side.index()] |= self.spell(sq);
                }
            }
        }
        for &(sq, kind, side) in &pieces[..found] {
            let mut worth = w.values[kind as usize];
            if kind == Kind::Pawn {
                let rank = g.rank(sq) as i32;
                let advance = if side == WHITE {
                    rank
                } else {
                    g.ranks() as i32 - 1 - rank
                };
                worth += advance * w.pawn_advance;
            }
            if kind != Kind::King && spell[side.opponent().index()] & 1 << sq.index() != 0 {
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
