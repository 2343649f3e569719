//! Poron Jikaida (and drills) evaluation from the seed's "Strategy tips": its point table
//! (Swod 1 ... Pallan 19), the Hikdar and Jiktar worth a point less while the board is crowded
//! and a point more once it has cleared, Swods pressing on towards promotion, vaulting lines
//! (pieces backed by a friend straight or diagonally behind), the King's Fluttember kept, and
//! the side to move in Kaida.

use super::{Evaluate, nearness, trade_down};
use crate::rules::jikaida::{Jikaida, JikaidaPosition, KaidaGuard, Kind};
use crate::rules::{Game, Move, Side, Square};

/// The evaluation's tunable numbers with their hand values (`Evaluate::TUNABLE`; the Swod,
/// 100, is the unit). Piece values; the Hikdar's and Jiktar's shift with the phase; per
/// rank a Swod has come nearer its last rank; per piece with a friend right behind it (a
/// link of a vaulting line); the Fluttember kept; the attack on the King, in hundredths of
/// a point per square a piece has come nearer him (king's distance, up to `REACH` squares
/// away) per 100 of its value up to the Chuktar's; the lead traded down (`trade_down`'s
/// scale); how many hundredths of once the attack and the Swods' advance count once the
/// board has opened (rising evenly from once at `CROWDED` pieces to this at `OPEN`); the
/// side to move in Kaida.
const TUNABLE: &[(&str, i32)] = &[
    ("pallan", 1900),
    ("kapt", 1200),
    ("chuktar", 900),
    ("jiktar", 400),
    ("hikdar", 300),
    ("paktun", 300),
    ("deldar", 300),
    ("phase_shift", 100),
    ("swod_advance", 5),
    ("line_link", 4),
    ("fluttember_kept", 20),
    ("tropism", 100),
    ("trade_down", 2_000),
    ("endgame", 300),
    ("in_kaida", 60),
];
const SWOD: i32 = 100;
const REACH: i32 = 18;
/// Pieces on the board above which the board counts as crowded, below which as open.
const CROWDED: u32 = 48;
const OPEN: u32 = 24;
/// Pieces the side to move needs for the search to try passing: with fewer, a move can be
/// worse than none (zugzwang), as in Stikitche.
const PASS_PIECES: u8 = 8;

/// The hand values by `Kind as usize`: what a capture takes, for ordering the captures and
/// choosing what the capture search follows, whichever weights the evaluation reads.
const HAND_VALUES: [i32; 10] = [0, 0, 1900, 1200, 900, 400, 300, 300, 300, 100];

fn value(kind: Kind) -> i32 {
    HAND_VALUES[kind as usize]
}

/// A kind's terms in the evaluation, as weights and factors rather than branches on the
/// kind, which the evaluation's loop over the pieces at every leaf paid for in mispredicted
/// jumps.
#[derive(Copy, Clone, Default)]
struct KindWeights {
    value: i32,
    /// 1 for the Hikdar and Jiktar, whose worth moves with the phase.
    phased: i32,
    /// The weight of the piece's nearness to the enemy King: `tropism` times its value up
    /// to the Chuktar's, 0 for the King and the Swod.
    tropism: i64,
    /// `swod_advance` for the Swod, 0 for the others.
    swod: i32,
}

/// The weights as the evaluation reads them (`Evaluate::weights`).
#[derive(Clone)]
pub struct JikaidaWeights {
    /// Per `Kind as usize` (from 1).
    kinds: [KindWeights; 10],
    phase_shift: i32,
    line_link: i32,
    fluttember_kept: i32,
    trade_down: i32,
    endgame: i32,
    in_kaida: i32,
}

impl Evaluate for Jikaida {
    type Guard = KaidaGuard;
    type Weights = JikaidaWeights;
    const TUNABLE: &'static [(&'static str, i32)] = TUNABLE;

    fn weights(&self, v: &[i32]) -> JikaidaWeights {
        let [pallan, kapt, chuktar, jiktar, hikdar, paktun, deldar] =
            [0, 1, 2, 3, 4, 5, 6].map(|i| v[i]);
        let [
            phase_shift,
            swod_advance,
            line_link,
            fluttember_kept,
            tropism,
        ] = [7, 8, 9, 10, 11].map(|i| v[i]);
        let [trade_down, endgame, in_kaida] = [12, 13, 14].map(|i| v[i]);
        let mut kinds = [KindWeights::default(); 10];
        for (kind, value, phased) in [
            (Kind::Pallan, pallan, 0),
            (Kind::Kapt, kapt, 0),
            (Kind::Chuktar, chuktar, 0),
            (Kind::Jiktar, jiktar, 1),
            (Kind::Hikdar, hikdar, 1),
            (Kind::Paktun, paktun, 0),
            (Kind::Deldar, deldar, 0),
        ] {
            kinds[kind as usize] = KindWeights {
                value,
                phased,
                tropism: i64::from(tropism) * i64::from(value.min(chuktar)),
                swod: 0,
            };
        }
        kinds[Kind::Swod as usize] = KindWeights {
            value: SWOD,
            phased: 0,
            tropism: 0,
            swod: swod_advance,
        };
        JikaidaWeights {
            kinds,
            phase_shift,
            line_link,
            fluttember_kept,
            trade_down,
            endgame,
            in_kaida,
        }
    }

    fn evaluate(&self, w: &JikaidaWeights, pos: &JikaidaPosition) -> i32 {
        let g = self.geometry();
        let mover = self.side_to_move(pos);
        let sign = |side: Side| if side == mover { 1 } else { -1 };
        let pieces = Side::BOTH.iter().map(|&s| pos.count(s) as u32).sum::<u32>();
        let phase = if pieces > CROWDED {
            -w.phase_shift
        } else if pieces < OPEN {
            w.phase_shift
        } else {
            0
        };
        // Pastang and Drak's City (no Kings) end by taking every piece or every move, which
        // material and the Swods' advance already aim at: the endgame weights and trading
        // down are for the games a King decides.
        let kings = self.has_kings();
        let opened = (CROWDED.saturating_sub(pieces)).min(CROWDED - OPEN) as i32;
        let stage = if kings {
            100 + (w.endgame - 100) * opened / (CROWDED - OPEN) as i32
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
                let k = &w.kinds[pos.piece(sq).kind() as usize];
                material[side.index()] += k.value;
                worth += k.value + k.phased * phase;
                if let Some(king) = enemy_king {
                    let near = nearness(g.distance(sq, king), REACH);
                    worth += (i64::from(stage * near) * k.tropism / 1_000_000) as i32;
                }
                let to_go = (last - i32::from(g.rank(sq))).abs();
                worth += stage * (i32::from(g.ranks()) - to_go) * k.swod / 100;
            }
            score += sign(side) * worth;
        }
        let [ours, theirs] = [mover, mover.opponent()].map(|s| material[s.index()]);
        if kings {
            score += trade_down(ours, theirs, w.trade_down);
        }
        for side in Side::BOTH {
            score += sign(side) * w.line_link * self.backed(pos, side) as i32;
            if pos.may_fluttember(side) {
                score += sign(side) * w.fluttember_kept;
            }
        }
        if self.has_kings() && self.in_kaida(pos, mover) {
            score -= w.in_kaida;
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

    fn in_check(&self, pos: &JikaidaPosition) -> bool {
        self.has_kings() && self.in_kaida(pos, self.side_to_move(pos))
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
