//! Poron Jikaida (and drills) evaluation from the seed's "Strategy tips": its point table
//! (Swod 1 ... Pallan 19), the Hikdar and Jiktar worth a point less while the board is crowded
//! and a point more once it has cleared, Swods pressing on towards promotion, vaulting lines
//! (pieces backed by a friend straight or diagonally behind), the King's Fluttember kept, and
//! the side to move in Kaida.

use super::selfplay::ADJUDICATION_PLIES;
use super::{Evaluate, SearchMoves, nearness, trade_down};
use jikai_rules::jikaida::{JikaidaOf, JikaidaPositionOf, JikaidaUndo, KaidaGuardOf, Kind};
use jikai_rules::{Game, Move, Side, Square, YesNo};

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
/// scored 75%: docs/ai.md, Issue 19). Last, the larger games' four pieces (Hyrshiv and
/// Jikshiv), from their mobility against the Chuktar's, then measured in selfplay against
/// other values (docs/ai.md, The larger games).
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
    ("hyrpaktun", 300),
    ("flutsman", 800),
    ("archer", 600),
    ("crossbowman", 500),
];
/// Each kind with a value of its own and the place of that value in `TUNABLE`.
const VALUED: [(Kind, usize); 11] = [
    (Kind::Pallan, 0),
    (Kind::Kapt, 1),
    (Kind::Chuktar, 2),
    (Kind::Jiktar, 3),
    (Kind::Hikdar, 4),
    (Kind::Paktun, 5),
    (Kind::Deldar, 6),
    (Kind::Hyrpaktun, 16),
    (Kind::Flutsman, 17),
    (Kind::Archer, 18),
    (Kind::Crossbowman, 19),
];
const SWOD: i32 = 100;
const REACH: i32 = 18;
/// Pieces on the board above which the board counts as crowded, below which as open.
const CROWDED: u32 = 48;
const OPEN: u32 = 24;

/// How far the attack on the King reaches and how many pieces make the board crowded and
/// open: `REACH`, `CROWDED` and `OPEN` on Poron's board and the drills'; on the larger boards
/// the reach is the board's ranks (as Poron's 18), so that the armies, 18 ranks apart or
/// more, feel the enemy King from the start, and the counts are the same parts of the pieces
/// at the start (two thirds and a third of Poron's 72).
#[derive(Clone, Copy)]
struct Scale {
    reach: i32,
    crowded: u32,
    open: u32,
}

fn scale<const C: usize, const W: usize>(game: &JikaidaOf<C, W>) -> Scale {
    if !game.options().mode.is_larger() {
        return Scale {
            reach: REACH,
            crowded: CROWDED,
            open: OPEN,
        };
    }
    let g = game.geometry();
    let start = pieces(&game.start());
    Scale {
        reach: REACH.max(i32::from(g.ranks())),
        crowded: CROWDED.max(start * 2 / 3),
        open: OPEN.max(start / 3),
    }
}
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
/// The capture search on the larger boards (`SearchMoves::capture_search_limits`): plies
/// past the horizon and captures a node. Where Jikshiv's armies meet, hundreds of captures
/// stand open at once, and the eight plies and every capture of Poron's took a search to
/// depth 1 of every root move (Beginner's) 3,152,464 nodes and 36 s in one position; four
/// plies and the three most valuable victims a node, 30,965 (docs/ai.md, The larger games).
const LARGE_CAPTURE_SEARCH: (usize, usize) = (4, 3);

/// Plies after which a game of the larger boards is adjudicated
/// (`Evaluate::adjudication_plies`): with 108 to 216 pieces and 18 empty ranks between the
/// armies, Hyrshiv's games that Expert and Club ended by the rules took up to 836 plies
/// and Jikshiv's (Club and Casual) up to 501; within 300, 5% and 20% ended (docs/ai.md, The
/// larger games).
const LARGE_ADJUDICATION_PLIES: usize = 1500;

/// The hand values by `Kind as usize`: what a capture takes, for ordering the captures and
/// choosing what the capture search follows, whichever weights the evaluation reads.
const HAND_VALUES: [i32; KINDS] = hand_values();

/// `HAND_VALUES`: each kind's value in `TUNABLE`, the Swod's `SWOD`, the King's 0.
const fn hand_values() -> [i32; KINDS] {
    let mut values = [0; KINDS];
    values[Kind::Swod as usize] = SWOD;
    let mut i = 0;
    while i < VALUED.len() {
        let (kind, at) = VALUED[i];
        values[kind as usize] = TUNABLE[at].1;
        i += 1;
    }
    values
}

/// Each piece's worth by `Kind as usize` with `v` (one per `TUNABLE`): its value, the Swod's
/// `SWOD`, the King's 0. A Jiktar with the Chuktar's powers (`jiktar-chuktar`, the larger
/// games' default) moves exactly as a Chuktar and is worth one (valued at its own 400 it
/// scored 47.5% against this: docs/ai.md, The larger games).
fn piece_values<const C: usize, const W: usize>(game: &JikaidaOf<C, W>, v: &[i32]) -> [i32; KINDS] {
    let mut values = [0; KINDS];
    values[Kind::Swod as usize] = SWOD;
    for (kind, at) in VALUED {
        values[kind as usize] = v[at];
    }
    if chuktar_jiktar(game) {
        values[Kind::Jiktar as usize] = v[2];
    }
    values
}

/// Whether the Jiktar moves as the Chuktar (`jiktar-chuktar=yes`).
fn chuktar_jiktar<const C: usize, const W: usize>(game: &JikaidaOf<C, W>) -> bool {
    game.options().jiktar_chuktar == YesNo::Yes
}
/// Entries of the tables by `Kind as usize`: the empty square's 0 and the 13 kinds.
const KINDS: usize = 14;

fn value(kind: Kind) -> i32 {
    HAND_VALUES[kind as usize]
}

/// The king's distances and ranks the piece tables cover: the longest side of any board
/// (Poron's 18 ranks, Hyrshiv's 24, Jikshiv's 36 files, which put pieces up to 35 squares
/// from the enemy King; `weights` checks the board fits). Beyond `REACH` a piece is not near
/// the enemy King, so the last entry serves for no enemy King at all. From 32, the tables
/// grew by an eighth and Poron's trees stayed the same, node for node (docs/benchmarks.md).
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
    /// Per count of pieces on the board, up to one more than `crowded` (any more count
    /// alike).
    terms: Vec<PieceTerms>,
    /// The board's `Scale::crowded`.
    crowded: u32,
    line_link: i32,
    fluttember_kept: i32,
    trade_down: i32,
    in_kaida: i32,
}

/// The piece tables of `PieceTerms` for `pieces` on the board: the Hikdar's and
/// Jiktar's worth shifted with the phase (not a Jiktar that moves as the Chuktar); the nearness to the enemy King (`tropism`
/// hundredths per square per 100 of value up to the Chuktar's, not for the King and the
/// Swod) and the Swods' advance (`swod_advance` a rank) scaled by the stage, which
/// rises as the board opens in the games with Kings.
fn piece_terms<const C: usize, const W: usize>(
    game: &JikaidaOf<C, W>,
    v: &[i32],
    Scale {
        reach,
        crowded,
        open,
    }: Scale,
    pieces: u32,
) -> PieceTerms {
    let [phase_shift, swod_advance, tropism, endgame] = [7, 8, 11, 13].map(|i| v[i]);
    let values = piece_values(game, v);
    // The drills without Kings end by taking every piece or move, not by promotion.
    let swod_near = if game.has_kings() { v[15] } else { 0 };
    let chuktar = v[2];
    let phase = if pieces > crowded {
        -phase_shift
    } else if pieces < open {
        phase_shift
    } else {
        0
    };
    let opened = (crowded.saturating_sub(pieces)).min(crowded - open) as i32;
    let stage = if game.has_kings() {
        100 + (endgame - 100) * opened / (crowded - open) as i32
    } else {
        100
    };
    let ranks = i32::from(game.geometry().ranks());
    let mut terms = PieceTerms {
        by_distance: [[0; SPAN]; KINDS],
        by_rank_to_go: [[0; SPAN]; KINDS],
    };
    // The Hikdar and the Jiktar (unless it moves as the Chuktar): restricted slides, which a
    // crowded board blocks.
    let phased = |kind| match kind {
        Kind::Hikdar => 1,
        Kind::Jiktar => i32::from(!chuktar_jiktar(game)),
        _ => 0,
    };
    for (kind, _) in VALUED {
        let value = values[kind as usize];
        let phased = phased(kind);
        let weight = i64::from(tropism) * i64::from(value.min(chuktar));
        for (distance, entry) in terms.by_distance[kind as usize].iter_mut().enumerate() {
            let near = nearness(distance as u8, reach);
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

    /// Narrower on the larger boards (`LARGE_CAPTURE_SEARCH`).
    fn capture_search_limits(&self) -> Option<(usize, usize)> {
        self.options()
            .mode
            .is_larger()
            .then_some(LARGE_CAPTURE_SEARCH)
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

    fn adjudication_plies(&self) -> usize {
        if self.options().mode.is_larger() {
            LARGE_ADJUDICATION_PLIES
        } else {
            ADJUDICATION_PLIES
        }
    }

    fn weights(&self, v: &[i32]) -> JikaidaWeights {
        let g = self.geometry();
        assert!(
            usize::from(g.files().max(g.ranks())) <= SPAN,
            "a board wider or longer than the piece tables' SPAN"
        );
        let scale = scale(self);
        JikaidaWeights {
            values: piece_values(self, v),
            terms: (0..=scale.crowded + 1)
                .map(|n| piece_terms(self, v, scale, n))
                .collect(),
            crowded: scale.crowded,
            line_link: v[9],
            fluttember_kept: v[10],
            trade_down: v[12],
            in_kaida: v[14],
        }
    }

    fn sums(&self, w: &JikaidaWeights, pos: &JikaidaPositionOf<C, W>) -> JikaidaSums {
        let terms = &w.terms[pieces(pos).min(w.crowded + 1) as usize];
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
        let phase = now.min(w.crowded + 1);
        if !victim.is_empty() && (now + 1).min(w.crowded + 1) != phase {
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
    //! Jikshiv's 864 squares on Poron's board searches as the Poron-sized one; and they play
    //! the larger games, Hyrshiv (its three set-ups) and Jikshiv.
    use super::Kind;
    use crate::{Evaluate, Limits, SearchMoves, Searcher, WeightSet, weights};
    use jikai_rules::Game;
    use jikai_rules::jikaida::{Jikaida, JikaidaLarge, JikaidaOf, JikaidaOptions};
    use std::sync::atomic::AtomicBool;

    #[test]
    fn a_larger_capacity_searches_the_same_tree() {
        let limits = Limits {
            depth: Some(3),
            prune: true,
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

    /// The larger games by id and set-up.
    fn larger() -> Vec<JikaidaLarge> {
        [
            ("hyrshiv", "standard"),
            ("hyrshiv", "lamdu"),
            ("hyrshiv", "vallia"),
            ("jikshiv", "standard"),
        ]
        .iter()
        .map(|&(id, setup)| {
            let options = if id == "hyrshiv" {
                vec![("setup".to_string(), setup.to_string())]
            } else {
                vec![]
            };
            JikaidaLarge::for_id(id, &options).expect("a larger game")
        })
        .collect()
    }

    /// Each side's array is the other's turned half a circle (King and Pallan exchanged), and
    /// each side's pieces stand as far from the enemy King: the start is even, for either
    /// weight set.
    #[test]
    fn the_larger_starts_evaluate_to_zero() {
        for game in larger() {
            for set in [WeightSet::Default, WeightSet::Hand] {
                let w = weights::weights(&game, &set);
                let start = game.start();
                assert_eq!(
                    game.evaluate(&w, &start),
                    0,
                    "{}",
                    game.format_position(&start)
                );
            }
        }
    }

    /// A search of each larger start to depth 2 (with null moves, as Master) returns one of
    /// its legal moves.
    #[test]
    fn the_larger_starts_search_to_a_legal_move() {
        let limits = Limits {
            depth: Some(2),
            prune: true,
            lean: true,
            ..Limits::default()
        };
        for game in larger() {
            let start = game.start();
            let result = Searcher::new(game.clone(), 1).search(
                &start,
                &[],
                &limits,
                &AtomicBool::new(false),
            );
            let mut moves = Vec::new();
            game.legal_moves(&start, &mut moves);
            let best = result.best.expect("a move");
            assert!(moves.contains(&best), "{best:?}");
            assert_eq!(result.depth, 2);
        }
    }

    /// A Jiktar with the Chuktar's powers (the larger games' default) is worth a Chuktar; on
    /// Poron's board, its own value. The larger games' four pieces have values.
    #[test]
    fn the_larger_games_value_every_piece() {
        let poron = Jikaida::new(JikaidaOptions::default());
        let w = poron.weights(&weights::values(&poron, &WeightSet::Hand));
        assert_eq!(w.values[Kind::Jiktar as usize], 400);
        for game in larger() {
            let w = game.weights(&weights::values(&game, &WeightSet::Hand));
            assert_eq!(
                w.values[Kind::Jiktar as usize],
                w.values[Kind::Chuktar as usize]
            );
            for kind in [
                Kind::Hyrpaktun,
                Kind::Flutsman,
                Kind::Archer,
                Kind::Crossbowman,
            ] {
                assert!(w.values[kind as usize] >= 200, "{kind:?}");
            }
        }
    }

    /// A Brumbyte group move (Vallia) keeps no sums, which are made afresh after it, and
    /// captures nothing (the sums of every other move: tests/ai, "sums a move keeps").
    #[test]
    fn group_moves_keep_no_sums() {
        let game =
            JikaidaLarge::for_id("hyrshiv", &[("setup".into(), "vallia".into())]).expect("Vallia");
        let w = weights::weights(&game, &WeightSet::Default);
        let pos = game.start();
        let before = game.sums(&w, &pos);
        let mut moves = Vec::new();
        game.legal_moves(&pos, &mut moves);
        let mut groups = 0;
        for &mv in moves
            .iter()
            .filter(|mv| mv.tag & 0x40 != 0 && mv.tag & 0x80 == 0)
        {
            let mut after = pos.clone();
            let undo = game.play(&mut after, mv);
            assert_eq!(game.sums_after(&w, &after, mv, &undo, &before), None);
            assert_eq!(game.capture_value(&pos, mv), 0);
            groups += 1;
        }
        assert!(groups > 100, "{groups} group moves");
    }

    /// Games between computers run longer on the larger boards before adjudication (docs/ai.md,
    /// The larger games); Poron's board and the drills keep the common limit.
    #[test]
    fn the_larger_games_are_adjudicated_later() {
        for game in larger() {
            assert_eq!(game.adjudication_plies(), super::LARGE_ADJUDICATION_PLIES);
        }
        for id in ["jikaida", "pastang", "stikitche", "draks-city"] {
            let game = Jikaida::for_id(id, &[]).expect("a game");
            assert_eq!(
                game.adjudication_plies(),
                crate::selfplay::ADJUDICATION_PLIES
            );
        }
    }
}
