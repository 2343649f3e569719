//! Jacks and Witches evaluation: material (chess values for the chess pieces; the Witch,
//! which never captures but freezes and drags, a little above a Rook), Jacks counted in hand
//! as on the board, pieces frozen by an enemy Witch as partly lost, and Pawns' advance.

use super::{Evaluate, SearchMoves};
use jikai_rules::witches::{CheckGuard, Kind, Piece, WHITE, Witches, WitchesPosition, WitchesUndo};
use jikai_rules::{Game, Move, Side, Square};

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

/// What the evaluation sums over the pieces (`Evaluate::Sums`): the material and the Pawns'
/// advance from White's side, Jacks in hand included, and each side's Witches, whose spells
/// the evaluation reads to weigh the pieces they immobilize.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct WitchesSums {
    white: i32,
    witches: [u128; 2],
}

/// What a piece of `kind` and `side` on `sq` is worth to its side, before any Witch's spell.
fn worth(game: &Witches, w: &WitchesWeights, kind: Kind, side: Side, sq: Square) -> i32 {
    let mut worth = w.values[kind as usize];
    if kind == Kind::Pawn {
        let g = game.geometry();
        let rank = g.rank(sq) as i32;
        let advance = if side == WHITE {
            rank
        } else {
            g.ranks() as i32 - 1 - rank
        };
        worth += advance * w.pawn_advance;
    }
    worth
}

/// `piece` on `sq` added to `sums` (`sign` 1) or taken off them (-1).
fn count(
    game: &Witches,
    w: &WitchesWeights,
    sums: &mut WitchesSums,
    piece: Piece,
    sq: Square,
    sign: i32,
) {
    let (Some(side), Some(kind)) = (piece.side(), piece.kind()) else {
        return;
    };
    let white = if side == WHITE { sign } else { -sign };
    sums.white += white * worth(game, w, kind, side, sq);
    if kind == Kind::Witch {
        sums.witches[side.index()] ^= 1 << sq.index();
    }
}

impl SearchMoves for Witches {
    type Guard = CheckGuard;

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

impl Evaluate for Witches {
    type Sums = WitchesSums;
    type Weights = WitchesWeights;
    const TUNABLE: &'static [(&'static str, i32)] = TUNABLE;

    fn weights(&self, v: &[i32]) -> WitchesWeights {
        // Per kind: none, King, Witch, Lion, Pao, Vao, Rook, Knight, Bishop, Jack, Pawn.
        WitchesWeights {
            values: [0, 0, v[0], v[1], v[2], v[2], v[3], v[4], v[5], v[6], 100],
            pawn_advance: v[7],
        }
    }

    fn sums(&self, w: &WitchesWeights, pos: &WitchesPosition) -> WitchesSums {
        let jack = w.values[Kind::Jack as usize];
        let mut sums = WitchesSums {
            white: (pos.in_hand(WHITE) as i32 - pos.in_hand(WHITE.opponent()) as i32) * jack,
            witches: [0; 2],
        };
        for sq in self.geometry().squares() {
            count(self, w, &mut sums, pos.piece(sq), sq, 1);
        }
        sums
    }

    /// A drop moves a Jack from the hand, worth the same, to the board; any other move
    /// changes its piece's share, its victim's and a dragged piece's.
    fn sums_after(
        &self,
        w: &WitchesWeights,
        after: &WitchesPosition,
        mv: Move,
        undo: &WitchesUndo,
        sums: &WitchesSums,
    ) -> Option<WitchesSums> {
        let mut sums = *sums;
        if mv.from == Square::NONE {
            return Some(sums);
        }
        count(self, w, &mut sums, undo.moved(), mv.from, -1);
        if let Some((taken, at)) = undo.taken() {
            count(self, w, &mut sums, taken, at, -1);
        }
        if let Some((from, to)) = undo.dragged() {
            let dragged = after.piece(to);
            count(self, w, &mut sums, dragged, from, -1);
            count(self, w, &mut sums, dragged, to, 1);
        }
        count(self, w, &mut sums, after.piece(mv.to), mv.to, 1);
        Some(sums)
    }

    fn evaluate_with(&self, w: &WitchesWeights, pos: &WitchesPosition, sums: &WitchesSums) -> i32 {
        let mover = self.side_to_move(pos);
        let sign = |side: Side| if side == mover { 1 } else { -1 };
        let mut score = sign(WHITE) * sums.white;
        // A piece next to an enemy Witch is partly lost (a King is not weighed).
        for side in Side::BOTH {
            let mut spell = 0u128;
            let mut witches = sums.witches[side.opponent().index()];
            while witches != 0 {
                spell |= self.spell(Square(witches.trailing_zeros() as u16));
                witches &= witches - 1;
            }
            while spell != 0 {
                let sq = Square(spell.trailing_zeros() as u16);
                spell &= spell - 1;
                let piece = pos.piece(sq);
                if let Some(kind) = piece.kind().filter(|&k| k != Kind::King)
                    && piece.side() == Some(side)
                {
                    score -= sign(side) * (worth(self, w, kind, side, sq) / 4);
                }
            }
        }
        score
    }
}
