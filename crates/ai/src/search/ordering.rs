//! Move ordering: the staged generation of a node's moves (`Picker`), their ordering
//! scores (the table's move, captures by value, killers, history), and the lazy picker.

use super::{MAX_PLY, NO_MOVE, Searcher};
use crate::{Evaluate, retain_scored};
use jikai_rules::{Move, Square};
use std::sync::atomic::Ordering;

/// A node's moves as the search tries them, by stages where the game's generation is costly:
/// what a stage generated, where it stands, and the killers tried before the others were
/// generated (so they are not tried twice).
pub(super) struct Picker<Guard> {
    /// The guard of the node's moves, whichever stage made it (`SearchMoves::confirm`).
    pub(super) guard: Guard,
    moves: Vec<Move>,
    stage: Stage,
    /// The table's move (`NO_MOVE` if none) and the first killer.
    hint: Move,
    killer: Move,
    /// Whether the table's move was found among every move and put first unscored: the
    /// others are scored only if it does not cut the node off.
    hinted: bool,
    tried: [Move; 2],
    /// The next move to pick, and the next killer to try after the captures.
    i: usize,
    k: usize,
}

impl<Guard> Picker<Guard> {
    /// The move buffer, for the next node at this ply.
    pub(super) fn into_moves(self) -> Vec<Move> {
        self.moves
    }
}

impl<G: Evaluate> Searcher<G> {
    /// The picker of the node `pos` at `ply`, `depth` deep, with the table's move `hint`
    /// (`NO_MOVE` if none). A game whose generation is costly generates by stages (`Stage`):
    /// at the frontier its first killer before anything, elsewhere without a table's move its
    /// captures, with one the table's move. Each stage's guard is the whole node's.
    pub(super) fn picker(
        &mut self,
        pos: &G::Position,
        hint: Move,
        depth: i32,
        ply: usize,
    ) -> Picker<G::Guard> {
        let mut moves = std::mem::take(&mut self.moves[ply]);
        let killer = self.killers[ply.min(MAX_PLY)][0];
        let (guard, stage) = if let Some(guard) = self.killer_guard(pos, hint, depth, killer) {
            moves.clear();
            (guard, Stage::Killer)
        } else if let Some(guard) = (hint == NO_MOVE)
            .then(|| self.staged_captures(pos, &mut moves, ply))
            .flatten()
        {
            (guard, Stage::Captures)
        } else if let Some(guard) = (hint != NO_MOVE)
            .then(|| self.game.candidate_guard(pos, hint))
            .flatten()
        {
            moves.clear();
            (guard, Stage::Hint)
        } else {
            (self.game.search_moves(pos, &mut moves), Stage::All)
        };
        // The table's move is tried before the others are scored: it often cuts the node
        // off, and then scoring them (a capture value each) would be wasted.
        let hinted = stage == Stage::All && hint != NO_MOVE && moves.contains(&hint);
        if hinted {
            let order = &mut self.order[ply];
            order.clear();
            order.extend(moves.iter().map(|&m| if m == hint { i32::MAX } else { 0 }));
        } else if stage == Stage::All {
            self.order_moves(pos, &moves, hint, ply);
        }
        Picker {
            guard,
            moves,
            stage,
            hint,
            killer,
            hinted,
            tried: [NO_MOVE; 2],
            i: 0,
            k: 0,
        }
    }

    /// The node's next move from `p`, and whether it is quiet (a killer or history's move,
    /// rewarded if it cuts off); `None` once every stage is done.
    pub(super) fn next_move(
        &mut self,
        pos: &G::Position,
        p: &mut Picker<G::Guard>,
        ply: usize,
    ) -> Option<(Move, bool)> {
        loop {
            if p.stage == Stage::Killer {
                p.stage = Stage::AfterKiller;
                return Some((p.killer, true));
            } else if p.stage == Stage::AfterKiller {
                // The captures, then the second killer, as at a node without the first.
                self.staged_captures(pos, &mut p.moves, ply);
                p.tried[0] = p.killer;
                (p.i, p.k, p.stage) = (0, 1, Stage::Captures);
            } else if p.stage == Stage::Hint {
                p.stage = Stage::AfterHint;
                return Some((p.hint, false));
            } else if p.stage == Stage::AfterHint {
                // The others, in the order they would have had with the table's move picked
                // first from among them.
                self.game.guarded_moves(pos, &p.guard, &mut p.moves);
                if let Some(h) = p.moves.iter().position(|&m| m == p.hint) {
                    p.moves.swap(0, h);
                    p.i = 1;
                }
                self.order_moves(pos, &p.moves, p.hint, ply);
                p.stage = Stage::All;
            } else if p.i < p.moves.len() {
                if p.i == 1 && p.hinted {
                    self.order_moves(pos, &p.moves, p.hint, ply);
                }
                let mv = self.pick(&mut p.moves, ply, p.i);
                p.i += 1;
                return Some((mv, self.order[ply][p.i - 1] < CAPTURE_BASE));
            } else if p.stage == Stage::Captures && p.k < 2 {
                let killer = self.killers[ply.min(MAX_PLY)][p.k];
                p.k += 1;
                // A killer that takes something now was tried with the captures.
                if killer == NO_MOVE
                    || self.game.capture_value(pos, killer) > 0
                    || !self.game.is_candidate(pos, killer)
                {
                    continue;
                }
                p.tried[p.k - 1] = killer;
                return Some((killer, true));
            } else if p.stage == Stage::Captures {
                self.game.guarded_moves(pos, &p.guard, &mut p.moves);
                self.order_moves(pos, &p.moves, NO_MOVE, ply);
                drop_tried(&mut p.moves, &mut self.order[ply], &p.tried);
                (p.i, p.stage) = (0, Stage::All);
            } else {
                return None;
            }
        }
    }

    /// The guard of the node's moves if it is to try its first killer, `killer`, before it
    /// generates anything: at the frontier (`depth` 1, where the capture search after a
    /// killer costs little) without a table's move, where the game asks for it
    /// (`SearchMoves::killer_guard`). Tried before the captures, it cut off 59% of Poron
    /// Jikaida's frontier nodes, half of which had no capture, without their generation; a
    /// capture tried first (by victim value, good or bad) costs its capture search and cuts
    /// less often (docs/benchmarks.md, "The killer before the captures").
    fn killer_guard(
        &self,
        pos: &G::Position,
        hint: Move,
        depth: i32,
        killer: Move,
    ) -> Option<G::Guard> {
        if hint != NO_MOVE || depth != 1 || killer == NO_MOVE {
            return None;
        }
        self.game.killer_guard(pos, killer)
    }

    /// The node's captures into `moves` with their ordering scores, for a game whose
    /// generation is costly (`SearchMoves::capture_candidates`), with the guard of its moves.
    fn staged_captures(
        &mut self,
        pos: &G::Position,
        moves: &mut Vec<Move>,
        ply: usize,
    ) -> Option<G::Guard> {
        let mut order = std::mem::take(&mut self.order[ply]);
        let guard = self.game.capture_candidates(pos, moves, &mut order);
        if guard.is_some() {
            order.iter_mut().for_each(|v| *v += CAPTURE_BASE);
        }
        self.order[ply] = order;
        guard
    }

    /// Ordering scores for `moves` into `order[ply]`: the table's move, captures by value,
    /// killers, then quiet moves by history.
    pub(super) fn order_moves(
        &mut self,
        pos: &G::Position,
        moves: &[Move],
        hint: Move,
        ply: usize,
    ) {
        let mut order = std::mem::take(&mut self.order[ply]);
        self.game.capture_values(pos, moves, &mut order);
        let killers = self.killers[ply.min(MAX_PLY)];
        for (score, &mv) in order.iter_mut().zip(moves) {
            let gain = *score;
            *score = if mv == hint {
                i32::MAX
            } else if gain > 0 {
                CAPTURE_BASE + gain
            } else if mv == killers[0] {
                KILLER_BASE + 1
            } else if mv == killers[1] {
                KILLER_BASE
            } else {
                self.history[self.history_slot(mv)]
                    .load(Ordering::Relaxed)
                    .min(KILLER_BASE - 1)
            };
        }
        self.order[ply] = order;
    }

    /// Brings the best-ordered remaining move to `i` (a selection sort done lazily, since
    /// most nodes cut off after a few moves).
    pub(super) fn pick(&mut self, moves: &mut [Move], ply: usize, i: usize) -> Move {
        let best = self.best_from(moves.len(), ply, i);
        self.bring(moves, ply, i, best)
    }

    /// Swaps the move at `best` (with its score) to `i`.
    fn bring(&mut self, moves: &mut [Move], ply: usize, i: usize, best: usize) -> Move {
        moves.swap(i, best);
        self.order[ply].swap(i, best);
        moves[i]
    }

    /// Where the best-ordered of the moves from `i` on stands (the first, among equals).
    fn best_from(&self, len: usize, ply: usize, i: usize) -> usize {
        i + first_best(&self.order[ply][i..len])
    }

    /// `pick` over candidates that `guard` confirms once played: the same moves in the same
    /// order as `pick` over the confirmed ones alone, testing only the two moves a pick
    /// reads (the one it moves away from `i` and the best), each dropped in place if it
    /// fails, so that the others keep their order. `None` when none are left.
    pub(super) fn pick_confirmed(
        &mut self,
        pos: &mut G::Position,
        guard: &G::Guard,
        moves: &mut Vec<Move>,
        ply: usize,
        i: usize,
    ) -> Option<Move> {
        while i < moves.len() {
            let best = self.best_from(moves.len(), ply, i);
            let failed = [i, best]
                .into_iter()
                .take(if best == i { 1 } else { 2 })
                .find(|&j| !self.confirmed(pos, guard, moves[j]));
            match failed {
                Some(j) => {
                    moves.remove(j);
                    self.order[ply].remove(j);
                }
                None => return Some(self.bring(moves, ply, i, best)),
            }
        }
        None
    }

    /// Whether `guard` confirms `mv`: before playing it if the game can tell, else played
    /// and taken back.
    fn confirmed(&self, pos: &mut G::Position, guard: &G::Guard, mv: Move) -> bool {
        if let Some(legal) = self.game.settled_unplayed(guard, mv) {
            return legal;
        }
        let undo = self.game.play(pos, mv);
        let ok = self.game.confirm(guard, pos, mv);
        self.game.undo(pos, mv, undo);
        ok
    }

    fn history_slot(&self, mv: Move) -> usize {
        let index = |sq: Square| {
            if sq == Square::NONE {
                0
            } else {
                sq.index() + 1
            }
        };
        index(mv.from) * self.cells + index(mv.to).min(self.cells - 1)
    }

    /// A quiet move that cut off: a killer at this ply and a history bonus.
    pub(super) fn reward(&mut self, mv: Move, ply: usize, depth: i32) {
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != mv {
            k[1] = k[0];
            k[0] = mv;
        }
        let slot = self.history_slot(mv);
        let h = &self.history[slot];
        h.store(
            (h.load(Ordering::Relaxed) + depth * depth).min(KILLER_BASE - 1),
            Ordering::Relaxed,
        );
    }
}

/// Which of a node's moves the search is trying.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Stage {
    /// The first killer, before anything is generated (`Searcher::killer_guard`).
    Killer,
    /// The captures and the second killer after it, as in `Captures`.
    AfterKiller,
    /// The table's move, before the others are generated (`SearchMoves::candidate_guard`).
    Hint,
    /// The others after it.
    AfterHint,
    /// The captures, then the killers, before the other moves are generated.
    Captures,
    /// Every move.
    All,
}

/// Removes from `moves` (with their scores in `order`) the captures and the killers in
/// `tried`, which were tried before the moves were generated.
fn drop_tried(moves: &mut Vec<Move>, order: &mut Vec<i32>, tried: &[Move; 2]) {
    retain_scored(moves, order, |mv, score| {
        score < CAPTURE_BASE && !tried.contains(&mv)
    });
}

/// Ordering scores: captures above every killer, killers above every history score.
const CAPTURE_BASE: i32 = 1 << 28;
const KILLER_BASE: i32 = 1 << 27;

/// The place of the highest of `scores`, the first among equals (0 when empty). Found as the
/// highest score, then its first place: the first pass has no branch and no bounds check in
/// its loop, where a scan comparing each score with the best so far cost a node some two
/// hundred steps of both (every pick reads the moves left).
fn first_best(scores: &[i32]) -> usize {
    let top = scores.iter().copied().fold(i32::MIN, i32::max);
    scores.iter().position(|&v| v == top).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::first_best;

    /// `first_best` against the scan it replaced, on random scores with many ties and the
    /// extremes (the table's move scores `i32::MAX`).
    #[test]
    fn first_best_is_the_scans_answer() {
        use crate::{below, chance};
        let mut rng = chance(21);
        for _ in 0..5_000 {
            let len = 1 + below(&mut rng, 199);
            let scores: Vec<i32> = (0..len)
                .map(|_| match below(&mut rng, 8) {
                    0 => i32::MAX,
                    1 => i32::MIN,
                    _ => below(&mut rng, 8) as i32 - 4,
                })
                .collect();
            let mut best = 0;
            for j in 1..len {
                if scores[j] > scores[best] {
                    best = j;
                }
            }
            assert_eq!(first_best(&scores), best, "{scores:?}");
        }
    }
}
