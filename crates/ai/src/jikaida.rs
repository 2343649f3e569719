//! Poron Jikaida (and drills) evaluation from the seed's "Strategy tips": its point table
//! (Swod 1 ... Pallan 19), the Hikdar and Jiktar worth a point less while the board is crowded
//! and a point more once it has cleared, Swods pressing on towards promotion, vaulting lines
//! (pieces backed by a friend straight or diagonally behind), the King's Fluttember kept, and
//! the side to move in Kaida.

use super::{Evaluate, SearchMoves, nearness, trade_down};
use jikai_rules::jikaida::{JikaidaOf, JikaidaPositionOf, JikaidaUndo, KaidaGuardOf, Kind};
use jikai_rules::{Game, Move, Side, Square};

/// The evaluation's tunable numbers with their hand values (`Evaluate::TUNABLE`; the Swod,
/// 100, is the unit). Piece values; the Hikdar's and Jiktar's shift with the phase; per
/// rank a Swod has come nearer its last rank; per piece with a friend right behind it (a
/// link of a vaulting line); the Fluttember kept; the attack on the King, in hundredths of
/// a point per square a piece has come nearer him (king's distance, up to `REACH` squares
/// away) per 100 of its value up to the Chuktar's; the lead traded down (`trade_down`'s
/// scale); how many hundredths of once the attack and the Swods' advance count once the
/// board has opened (rising evenly from once at `CROWDED` pieces to this at `OPEN`); the
/// side to move in Kaida; a Swod one rank from promotion (half of it two ranks away, a
/// quarter three), on top of its advance and scaled alike: a Swod about to become a Pallan
/// is worth far more than its steps (played against the evaluation without it, Expert
/// scored 75%: docs/ai.md, Issue 19).
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
    ("swod_near", 80),
];
const SWOD: i32 = 100;
const REACH: i32 = 18;
/// Pieces on the board above which the board counts as crowded, below which as open.
const CROWDED: u32 = 48;
const OPEN: u32 = 24;
/// What each piece gone from the board is worth to the side searching (`Evaluate::lean`),
/// a quarter of a Swod: Expert against Expert ended 24 of 40 games by the rules without it
/// and 34 with it, but scored 41.6% against a player without it; with more, more games end,
/// and a Swod given away costs so little that the player without wins more (docs/ai.md,
/// Issue 19).
const TRADE_LEAN: i32 = 25;
/// Pieces the side to move needs for the search to try passing: with fewer, a move can be
/// worse than none (zugzwang), as in Stikitche.
const PASS_PIECES: u8 = 8;
/// Pieces the side to move needs for a frontier node to try its killer before generating
/// its captures (`SearchMoves::killer_guard`): with fewer, that generation costs little, and
/// in Stikitche (a King and a Pallan a side) the killer first made three of the four
/// searches of its bench line larger (docs/benchmarks.md, "The killer before the captures").
const KILLER_FIRST_PIECES: u8 = 8;

/// The hand values by `Kind as usize`: what a capture takes, for ordering the captures and
/// choosing what the capture search follows, whichever weights the evaluation reads.
const HAND_VALUES: [i32; KINDS] = [
    0, 0, 1900, 1200, 900, 400, 300, 300, 300, 100, 300, 400, 400, 400,
];
/// Entries of the tables by `Kind as usize`: the empty square's 0 and the 13 kinds.
const KINDS: usize = 14;

fn value(kind: Kind) -> i32 {
    HAND_VALUES[kind as usize]
}

/// The king's distances and ranks the piece tables cover: the side of the largest board
/// (Jikshiv's 36 files put Kings up to 35 apart). Beyond `REACH` a piece is not near the
/// enemy King, so the last entry serves for no enemy King at all.
const SPAN: usize = 36;

/// What each piece adds to its side's worth for one count of pieces on the board (which
/// sets the phase and the stage), looked up at every leaf rather than computed there: by
/// kind, its value and its nearness to the enemy King at each king's distance from him, and
/// its advance at each rank still to go (Swods only). Each entry rounds as the computation
/// it replaces did, piece by piece, so the scores are the same.
#[derive(Clone)]
struct PieceTerms {
    by_distance: [[i32; SPAN]; KINDS],
    by_rank_to_go: [[i32; SPAN]; KINDS],
}

/// The weights as the evaluation reads them (`Evaluate::weights`).
#[derive(Clone)]
pub struct JikaidaWeights {
    /// Per `Kind as usize` (from 1), for the material traded down.
    values: [i32; KINDS],
    /// Per count of pieces on the board, up to one more than `CROWDED` (any more count
    /// alike).
    terms: Vec<PieceTerms>,
    line_link: i32,
    fluttember_kept: i32,
    trade_down: i32,
    in_kaida: i32,
}

/// The piece tables of `PieceTerms` for `pieces` on the board: the Hikdar's and
/// Jiktar's worth shifted with the phase; the nearness to the enemy King (`tropism`
/// hundredths per square per 100 of value up to the Chuktar's, not for the King and the
/// Swod) and the Swods' advance (`swod_advance` a rank) scaled by the stage, which
/// rises as the board opens in the games with Kings.
fn piece_terms<const C: usize, const W: usize>(
    game: &JikaidaOf<C, W>,
    v: &[i32],
    pieces: u32,
) -> PieceTerms {
    let [phase_shift, swod_advance, tropism, endgame] = [7, 8, 11, 13].map(|i| v[i]);
    // The drills without Kings end by taking every piece or move, not by promotion.
    let swod_near = if game.has_kings() { v[15] } else { 0 };
    let chuktar = v[2];
    let phase = if pieces > CROWDED {
        -phase_shift
    } else if pieces < OPEN {
        phase_shift
    } else {
        0
    };
    let opened = (CROWDED.saturating_sub(pieces)).min(CROWDED - OPEN) as i32;
    let stage = if game.has_kings() {
        100 + (endgame - 100) * opened / (CROWDED - OPEN) as i32
    } else {
        100
    };
    let ranks = i32::from(game.geometry().ranks());
    let mut terms = PieceTerms {
        by_distance: [[0; SPAN]; KINDS],
        by_rank_to_go: [[0; SPAN]; KINDS],
    };
    for (i, value) in v[..7].iter().enumerate() {
        let kind = Kind::ALL[i + 1];
        let phased = i32::from(matches!(kind, Kind::Jiktar | Kind::Hikdar));
        let weight = i64::from(tropism) * i64::from((*value).min(chuktar));
        for (distance, entry) in terms.by_distance[kind as usize].iter_mut().enumerate() {
            let near = nearness(distance as u8, REACH);
            *entry = value + phased * phase + (i64::from(stage * near) * weight / 1_000_000) as i32;
        }
    }
    let swod = Kind::Swod as usize;
    terms.by_distance[swod] = [SWOD; SPAN];
    for (to_go, entry) in terms.by_rank_to_go[swod].iter_mut().enumerate() {
        let near = [0, swod_near, swod_near / 2, swod_near / 4]
            .get(to_go)
            .copied()
            .unwrap_or(0);
        *entry = stage * ((ranks - to_go as i32) * swod_advance + near) / 100;
    }
    terms
}

/// What the Jikaida games' evaluation sums over the pieces (`Evaluate::Sums`), per side:
/// the material, and the worth of the pieces from their squares (`PieceTerms`).
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct JikaidaSums {
    material: [i32; 2],
    worth: [i32; 2],
}

/// How many pieces stand on the board.
fn pieces<const C: usize, const W: usize>(pos: &JikaidaPositionOf<C, W>) -> u32 {
    Side::BOTH.iter().map(|&s| u32::from(pos.count(s))).sum()
}

/// Per square, the king's distance to `side`'s enemy King (far off without one: every
/// piece the last of `SPAN`, none near him).
fn distances_to_enemy_king<'a, const C: usize, const W: usize>(
    game: &'a JikaidaOf<C, W>,
    pos: &JikaidaPositionOf<C, W>,
    side: Side,
) -> &'a [u8] {
    let far: &'static [u8; C] = const { &[(SPAN - 1) as u8; C] };
    pos.king(side.opponent())
        .map_or(&far[..], |king| game.distances_from(king))
}

/// Adds (`sign` 1) or takes away (-1) the share of a piece (its square, `Kind as usize`
/// and side) in `sums`, by `terms`, `distances` from its enemy's King.
fn add_share<const C: usize, const W: usize>(
    game: &JikaidaOf<C, W>,
    w: &JikaidaWeights,
    terms: &PieceTerms,
    sums: &mut JikaidaSums,
    distances: &[u8],
    (sq, kind, side): (Square, usize, Side),
    sign: i32,
) {
    let to_go = game.last_rank(side).abs_diff(game.geometry().rank(sq));
    sums.material[side.index()] += sign * w.values[kind];
    sums.worth[side.index()] += sign
        * (terms.by_distance[kind][usize::from(distances[sq.index()])]
            + terms.by_rank_to_go[kind][usize::from(to_go)]);
}

impl<const C: usize, const W: usize> SearchMoves for JikaidaOf<C, W> {
    type Guard = KaidaGuardOf<W>;

    fn capture_value(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> i32 {
        if mv.from == Square::NONE || mv.to == Square::NONE {
            return 0;
        }
        let victim = pos.piece(mv.to);
        match victim.side() {
            Some(side) if !pos.piece(mv.from).belongs(side) => value(victim.kind()).max(100),
            _ => 0,
        }
    }

    fn captures(&self, pos: &JikaidaPositionOf<C, W>, out: &mut Vec<Move>, values: &mut Vec<i32>) {
        self.legal_captures(pos, out);
        self.capture_values(pos, out, values);
    }

    /// Only with Kings: in Pastang and Drak's City (Swods and vaults only, no King to shuffle)
    /// every move often weakens the side that must make one, and Master searched shallower
    /// and played no better with passes there (docs/ai.md, Levels).
    fn null_move(&self, pos: &JikaidaPositionOf<C, W>) -> Option<Move> {
        let mover = self.side_to_move(pos);
        let safe =
            self.has_kings() && pos.count(mover) >= PASS_PIECES && !self.in_kaida(pos, mover);
        safe.then_some(Move::PASS)
    }

    fn in_check(&self, pos: &JikaidaPositionOf<C, W>) -> bool {
        self.has_kings() && self.in_kaida(pos, self.side_to_move(pos))
    }

    fn search_moves(&self, pos: &JikaidaPositionOf<C, W>, out: &mut Vec<Move>) -> KaidaGuardOf<W> {
        self.candidate_moves(pos, out)
    }

    /// Only with Kings: without them every candidate is legal and the drills' generation is
    /// cheap, and the stages' other order of equal moves made Drak's City's search to depth
    /// 6 three times larger (docs/benchmarks.md, Issue 21, third pass).
    fn capture_candidates(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        out: &mut Vec<Move>,
        values: &mut Vec<i32>,
    ) -> Option<KaidaGuardOf<W>> {
        valued_with_kings(self, pos, out, values, Self::candidate_captures)
    }

    /// Only with Kings: without them `captures` tests nothing.
    fn unconfirmed_captures(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        out: &mut Vec<Move>,
        values: &mut Vec<i32>,
    ) -> Option<KaidaGuardOf<W>> {
        valued_with_kings(self, pos, out, values, Self::capture_search_candidates)
    }

    /// Only with Kings, as `capture_candidates`.
    fn candidate_guard(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> Option<KaidaGuardOf<W>> {
        (self.has_kings() && JikaidaOf::is_candidate(self, pos, mv)).then(|| self.kaida_guard(pos))
    }

    /// With `KILLER_FIRST_PIECES` or more to move: Poron Jikaida, not Stikitche.
    fn killer_guard(&self, pos: &JikaidaPositionOf<C, W>, killer: Move) -> Option<KaidaGuardOf<W>> {
        if pos.count(self.side_to_move(pos)) < KILLER_FIRST_PIECES
            || self.capture_value(pos, killer) > 0
        {
            return None;
        }
        self.candidate_guard(pos, killer)
    }

    fn guarded_moves(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        guard: &KaidaGuardOf<W>,
        out: &mut Vec<Move>,
    ) {
        self.guarded_candidates(pos, guard, out);
    }

    fn is_candidate(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> bool {
        JikaidaOf::is_candidate(self, pos, mv)
    }

    fn settled_unplayed(&self, guard: &KaidaGuardOf<W>, mv: Move) -> Option<bool> {
        JikaidaOf::settled_unplayed(self, guard, mv)
    }

    fn confirm(&self, guard: &KaidaGuardOf<W>, after: &JikaidaPositionOf<C, W>, mv: Move) -> bool {
        self.confirm_safe(guard, after, mv)
    }
}

impl<const C: usize, const W: usize> Evaluate for JikaidaOf<C, W> {
    type Sums = JikaidaSums;
    type Weights = JikaidaWeights;
    const TUNABLE: &'static [(&'static str, i32)] = TUNABLE;

    fn weights(&self, v: &[i32]) -> JikaidaWeights {
        let g = self.geometry();
        assert!(
            usize::from(g.files().max(g.ranks())) <= SPAN,
            "a board wider or longer than the piece tables' SPAN"
        );
        let mut values = [0; KINDS];
        values[2..9].copy_from_slice(&v[..7]);
        values[Kind::Swod as usize] = SWOD;
        JikaidaWeights {
            values,
            terms: (0..=CROWDED + 1).map(|n| piece_terms(self, v, n)).collect(),
            line_link: v[9],
            fluttember_kept: v[10],
            trade_down: v[12],
            in_kaida: v[14],
        }
    }

    fn sums(&self, w: &JikaidaWeights, pos: &JikaidaPositionOf<C, W>) -> JikaidaSums {
        let terms = &w.terms[pieces(pos).min(CROWDED + 1) as usize];
        let mut sums = JikaidaSums::default();
        for side in Side::BOTH {
            let distances = distances_to_enemy_king(self, pos, side);
            for sq in pos.squares_of(side) {
                let kind = pos.piece(sq).kind_index();
                add_share(self, w, terms, &mut sums, distances, (sq, kind, side), 1);
            }
        }
        sums
    }

    /// A plain move (no promotion, no Fluttember) of a piece other than a King, taking no
    /// King, that leaves the count of pieces in the same phase, changes the shares of its
    /// piece and its victim only.
    fn sums_after(
        &self,
        w: &JikaidaWeights,
        after: &JikaidaPositionOf<C, W>,
        mv: Move,
        undo: &JikaidaUndo,
        sums: &JikaidaSums,
    ) -> Option<JikaidaSums> {
        if mv.from == Square::NONE || mv.to == Square::NONE {
            return Some(*sums);
        }
        let (piece, victim) = (undo.moved(), undo.taken());
        let side = piece.side()?;
        if mv.tag != 0 || piece.is(Kind::King) || victim.is(Kind::King) {
            return None;
        }
        let now = pieces(after);
        let phase = now.min(CROWDED + 1);
        if !victim.is_empty() && (now + 1).min(CROWDED + 1) != phase {
            return None;
        }
        let terms = &w.terms[phase as usize];
        let mut sums = *sums;
        let kind = piece.kind_index();
        let distances = distances_to_enemy_king(self, after, side);
        add_share(
            self,
            w,
            terms,
            &mut sums,
            distances,
            (mv.from, kind, side),
            -1,
        );
        add_share(self, w, terms, &mut sums, distances, (mv.to, kind, side), 1);
        if let Some(enemy) = victim.side() {
            let distances = distances_to_enemy_king(self, after, enemy);
            let victim = (mv.to, victim.kind_index(), enemy);
            add_share(self, w, terms, &mut sums, distances, victim, -1);
        }
        Some(sums)
    }

    fn evaluate_with(
        &self,
        w: &JikaidaWeights,
        pos: &JikaidaPositionOf<C, W>,
        sums: &JikaidaSums,
    ) -> i32 {
        let mover = self.side_to_move(pos);
        let sign = |side: Side| if side == mover { 1 } else { -1 };
        // Pastang and Drak's City (no Kings) end by taking every piece or every move, which
        // material and the Swods' advance already aim at: the endgame weights and trading
        // down are for the games a King decides.
        let kings = self.has_kings();
        let JikaidaSums { material, worth } = *sums;
        let mut score = worth[mover.index()] - worth[mover.opponent().index()];
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

    fn lean(&self, pos: &JikaidaPositionOf<C, W>) -> i32 {
        -TRADE_LEAN
            * Side::BOTH
                .iter()
                .map(|&s| i32::from(pos.count(s)))
                .sum::<i32>()
    }
}

/// The captures `generate` finds, their values into `values`, and their guard, in the
/// games with Kings; `None` in the drills without, which generate every move at once.
fn valued_with_kings<const C: usize, const W: usize>(
    game: &JikaidaOf<C, W>,
    pos: &JikaidaPositionOf<C, W>,
    out: &mut Vec<Move>,
    values: &mut Vec<i32>,
    generate: fn(&JikaidaOf<C, W>, &JikaidaPositionOf<C, W>, &mut Vec<Move>) -> KaidaGuardOf<W>,
) -> Option<KaidaGuardOf<W>> {
    if !game.has_kings() {
        return None;
    }
    let guard = generate(game, pos, out);
    game.capture_values(pos, out, values);
    Some(guard)
}

#[cfg(test)]
mod tests {
    //! The evaluation and the search are generic in the board's capacity: a game of
    //! Jikshiv's 864 squares on Poron's board searches as the Poron-sized one.
    use crate::{Limits, Searcher};
    use jikai_rules::Game;
    use jikai_rules::jikaida::{Jikaida, JikaidaOf, JikaidaOptions};
    use std::sync::atomic::AtomicBool;

    #[test]
    fn a_larger_capacity_searches_the_same_tree() {
        let limits = Limits {
            depth: Some(3),
            null_move: true,
            ..Limits::default()
        };
        let stop = AtomicBool::new(false);
        let small = Jikaida::new(JikaidaOptions::default());
        let large = <JikaidaOf<864, 14>>::new(JikaidaOptions::default());
        let a = Searcher::new(small.clone(), 1).search(&small.start(), &[], &limits, &stop);
        let b = Searcher::new(large.clone(), 1).search(&large.start(), &[], &limits, &stop);
        assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
        assert!(a.nodes > 1000, "{} nodes", a.nodes);
    }
}
