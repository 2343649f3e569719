//! Poron Jikaida (and drills) evaluation from the seed's "Strategy tips": its point table
//! (Swod 1 ... Pallan 19), the Hikdar and Jiktar worth a point less while the board is crowded
//! and a point more once it has cleared, Swods pressing on towards promotion, vaulting lines
//! (pieces backed by a friend straight or diagonally behind), the King's Fluttember kept, and
//! the side to move in Kaida.

use super::{Evaluate, nearness, trade_down};
use crate::rules::jikaida::{Jikaida, JikaidaPosition, KaidaGuard, Kind};
use crate::rules::{Game, Move, Side, Square};

/// Per rank a Swod has come nearer its last rank.
const SWOD_ADVANCE: i32 = 5;
/// Per piece with a friend right behind it (a link of a vaulting line).
const LINE_LINK: i32 = 4;
const FLUTTEMBER_KEPT: i32 = 20;
/// Per square a piece has come nearer the enemy King (king's distance, up to `REACH`
/// squares away), per 100 of the piece's value up to the Chuktar's: an attack builds up
/// as the pieces gather round the King, the capital ones most.
const TROPISM: i32 = 1;
const REACH: i32 = 18;
/// A material lead counts more as material leaves the board, by this over the material
/// left (at most doubled): trading down when ahead, so that a lead ends the game (Nikaida
/// leaves the side with only its King lost).
const TRADE_DOWN: i32 = 2_000;
/// How many times the attack on the King and the Swods' advance count once the board has
/// opened (`OPEN`), rising evenly from once on a crowded board (`CROWDED`): the endgame is
/// won by mating or promoting, not by material alone.
const ENDGAME: i32 = 3;
const IN_KAIDA: i32 = 60;
/// Pieces on the board above which the board counts as crowded, below which as open.
const CROWDED: u32 = 48;
const OPEN: u32 = 24;
/// Pieces the side to move needs for the search to try passing: with fewer, a move can be
/// worse than none (zugzwang), as in Stikitche.
const PASS_PIECES: u8 = 8;

fn value(kind: Kind) -> i32 {
    WEIGHTS[kind as usize].value
}

/// A kind's terms in the evaluation, as weights and factors of 0 or 1 rather than
/// branches on the kind, which the evaluation's loop over the pieces at every leaf paid
/// for in mispredicted jumps.
#[derive(Copy, Clone)]
struct Weights {
    value: i32,
    /// 1 for the Hikdar and Jiktar, whose worth moves with the phase.
    phased: i32,
    /// The weight of the piece's nearness to the enemy King: its value up to the
    /// Chuktar's, 0 for the King and the Swod.
    tropism: i32,
    /// 1 for the Swod, whose advance counts.
    swod: i32,
}

const fn weights(value: i32, phased: i32, tropism: i32, swod: i32) -> Weights {
    Weights {
        value,
        phased,
        tropism,
        swod,
    }
}

/// Per `Kind as usize` (from 1).
const WEIGHTS: [Weights; 10] = [
    weights(0, 0, 0, 0),
    weights(0, 0, 0, 0),      // King
    weights(1900, 0, 900, 0), // Pallan
    weights(1200, 0, 900, 0), // Kapt
    weights(900, 0, 900, 0),  // Chuktar
    weights(400, 1, 400, 0),  // Jiktar
    weights(300, 1, 300, 0),  // Hikdar
    weights(300, 0, 300, 0),  // Paktun
    weights(300, 0, 300, 0),  // Deldar
    weights(100, 0, 0, 1),    // Swod
];

impl Evaluate for Jikaida {
    type Guard = KaidaGuard;

    fn evaluate(&self, pos: &JikaidaPosition) -> i32 {
        let g = self.geometry();
        let mover = self.side_to_move(pos);
        let sign = |side: Side| if side == mover { 1 } else { -1 };
        let pieces = Side::BOTH.iter().map(|&s| pos.count(s) as u32).sum::<u32>();
        let phase = if pieces > CROWDED {
            -100
        } else if pieces < OPEN {
            100
        } else {
            0
        };
        // Pastang and Drak's City (no Kings) end by taking every piece or every move, which
        // material and the Swods' advance already aim at: the endgame weights and trading
        // down are for the games a King decides.
        let kings = self.has_kings();
        let opened = (CROWDED.saturating_sub(pieces)).min(CROWDED - OPEN) as i32;
        let stage = if kings {
            100 + (ENDGAME - 1) * 100 * opened / (CROWDED - OPEN) as i32
        } else {
            100
        };
        let royal = Side::BOTH.map(|s| pos.king(s));
        let mut material = [0; 2];
        let mut score = 0;
        for side in Side::BOTH {
            let enemy_king = royal[side.opponent().index()];
            let last = i32::from(self.last_rank(side));
            let mut worth = 0;
            for sq in pos.squares_of(side) {
                let w = WEIGHTS[pos.piece(sq).kind() as usize];
                material[side.index()] += w.value;
                worth += w.value + w.phased * phase;
                if let Some(king) = enemy_king {
                    let near = nearness(g.distance(sq, king), REACH);
                    worth += stage * TROPISM * near * w.tropism / 10_000;
                }
                let to_go = (last - i32::from(g.rank(sq))).abs();
                worth += w.swod * (stage * (i32::from(g.ranks()) - to_go) * SWOD_ADVANCE / 100);
            }
            score += sign(side) * worth;
        }
        let [ours, theirs] = [mover, mover.opponent()].map(|s| material[s.index()]);
        if kings {
            score += trade_down(ours, theirs, TRADE_DOWN);
        }
        for side in Side::BOTH {
            score += sign(side) * LINE_LINK * self.backed(pos, side) as i32;
            if pos.may_fluttember(side) {
                score += sign(side) * FLUTTEMBER_KEPT;
            }
        }
        if self.has_kings() && self.in_kaida(pos, mover) {
            score -= IN_KAIDA;
        }
        score
    }

    fn capture_value(&self, pos: &JikaidaPosition, mv: Move) -> i32 {
        if mv.from == Square::NONE || mv.to == Square::NONE {
            return 0;
        }
        let victim = pos.piece(mv.to);
        match victim.side() {
            Some(side) if !pos.piece(mv.from).belongs(side) => value(victim.kind()).max(100),
            _ => 0,
        }
    }

    fn captures(&self, pos: &JikaidaPosition, out: &mut Vec<Move>, values: &mut Vec<i32>) {
        self.legal_captures(pos, out);
        self.capture_values(pos, out, values);
    }

    /// Only with Kings: in Pastang and Drak's City (Swods and vaults only, no King to shuffle)
    /// every move often weakens the side that must make one, and Master searched shallower
    /// and played no better with passes there (docs/ai.md, Levels).
    fn null_move(&self, pos: &JikaidaPosition) -> Option<Move> {
        let mover = self.side_to_move(pos);
        let safe =
            self.has_kings() && pos.count(mover) >= PASS_PIECES && !self.in_kaida(pos, mover);
        safe.then_some(Move::PASS)
    }

    fn search_moves(&self, pos: &JikaidaPosition, out: &mut Vec<Move>) -> KaidaGuard {
        self.candidate_moves(pos, out)
    }

    /// Only with Kings: without them every candidate is legal and the drills' generation is
    /// cheap, and the stages' other order of equal moves made Drak's City's search to depth
    /// 6 three times larger (docs/benchmarks.md, Issue 21, third pass).
    fn capture_candidates(
        &self,
        pos: &JikaidaPosition,
        out: &mut Vec<Move>,
        values: &mut Vec<i32>,
    ) -> Option<KaidaGuard> {
        self.valued_with_kings(pos, out, values, Jikaida::candidate_captures)
    }

    /// Only with Kings: without them `captures` tests nothing.
    fn unconfirmed_captures(
        &self,
        pos: &JikaidaPosition,
        out: &mut Vec<Move>,
        values: &mut Vec<i32>,
    ) -> Option<KaidaGuard> {
        self.valued_with_kings(pos, out, values, Jikaida::capture_search_candidates)
    }

    fn guarded_moves(&self, pos: &JikaidaPosition, guard: &KaidaGuard, out: &mut Vec<Move>) {
        self.guarded_candidates(pos, guard, out);
    }

    fn is_candidate(&self, pos: &JikaidaPosition, mv: Move) -> bool {
        Jikaida::is_candidate(self, pos, mv)
    }

    fn confirmed_unplayed(&self, guard: &KaidaGuard, mv: Move) -> bool {
        self.safe_unplayed(guard, mv)
    }

    fn confirm(&self, guard: &KaidaGuard, after: &JikaidaPosition, mv: Move) -> bool {
        self.confirm_safe(guard, after, mv)
    }
}

impl Jikaida {
    /// The captures `generate` finds, their values into `values`, and their guard, in the
    /// games with Kings; `None` in the drills without, which generate every move at once.
    fn valued_with_kings(
        &self,
        pos: &JikaidaPosition,
        out: &mut Vec<Move>,
        values: &mut Vec<i32>,
        generate: fn(&Jikaida, &JikaidaPosition, &mut Vec<Move>) -> KaidaGuard,
    ) -> Option<KaidaGuard> {
        if !self.has_kings() {
            return None;
        }
        let guard = generate(self, pos, out);
        self.capture_values(pos, out, values);
        Some(guard)
    }
}
