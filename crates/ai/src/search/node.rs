//! The node search: principal variation search with its table cut-offs, static cuts, null
//! moves, check extensions and late-move reductions, the capture quiescence, and the scores of
//! ended, drawn and repeated games.

use super::{INFINITY, MATE, MAX_PLY, NO_MOVE, Pruning, Searcher, WON};
use crate::Evaluate;
use crate::table::Bound;
use jikai_rules::{Move, Outcome, Side};
use std::sync::atomic::{AtomicBool, Ordering};

/// A long game's weariness (`Evaluate::WEARY`): over this many plies past the game's weary
/// ply, what a draw by the rules is worth to the side searching rises from minus the
/// contempt (`Evaluate::contempt`) to `WEARY_DRAW`.
const WEARY_PLIES: usize = 100;
/// A draw's worth to the side searching in a game worn out: more than any ending that cannot
/// be won scores (a lone tafl king on the edge against sixteen attackers scores about 1,900
/// for them), less than a lead that wins. Until then a player takes a draw the rules give
/// (tafl's repetition, a Jetan Chief taken by a lesser piece or the ten-move count) only when
/// its position is worth less.
const WEARY_DRAW: i32 = 2_000;
/// Checks extended on one line at most (two: a mate behind a Kaida is three plies deep): in
/// Stikitche (a King and a Pallan a side) nearly every other move can give Kaida, and
/// without a cap the extensions grew its search to depth 14 from 87,000 nodes to 10 million.
const EXTENSIONS: u8 = 2;
/// How much shallower than the node the search after a null move is.
const NULL_REDUCTION: i32 = 2;

fn loss(ply: usize) -> i32 {
    -MATE + ply as i32
}

impl<G: Evaluate> Searcher<G> {
    /// Whether the search is to stop, checked every 1,024 nodes: a limit reached (node and
    /// time limits only once an iteration is complete), `stop` set, a helper ahead, or the
    /// root move this thread splits scored by another.
    fn out_of_budget(&mut self, stop: &AtomicBool) -> bool {
        if self.nodes & 1023 == 0 {
            let ahead = self.helper_ahead();
            let over_nodes = self.limits.nodes.is_some_and(|n| self.nodes >= n);
            let over_time = self
                .limits
                .time
                .is_some_and(|t| self.started.elapsed() >= t);
            if self.scored && (over_nodes || over_time) || ahead || stop.load(Ordering::Relaxed) {
                self.stopped = true;
            } else if let Some((attempt, mv)) = self.splitting
                && self.scoreboard().settled(attempt, mv)
            {
                // Unwound like a stop, then taken up again at the root (`root`).
                self.stopped = true;
                self.abandoned = true;
            }
        }
        self.stopped
    }

    /// The score of a finished game for the side to move, `ply` plies from the root.
    fn terminal(&self, outcome: Outcome, mover: Side, ply: usize) -> i32 {
        match outcome {
            Outcome::Win { winner, .. } if winner == mover => -loss(ply),
            Outcome::Win { .. } => loss(ply),
            Outcome::Draw { .. } if mover == self.us => self.draw_worth(),
            Outcome::Draw { .. } => -self.draw_worth(),
        }
    }

    /// What a draw by the rules is worth to the side searching: its contempt, and in a game
    /// past its weary ply more, up to `WEARY_DRAW` (`Limits::weary`).
    fn draw_worth(&self) -> i32 {
        let past = (self.path.len() - 1)
            .saturating_sub(G::WEARY)
            .min(WEARY_PLIES);
        let contempt = G::contempt(&self.weights);
        if !self.limits.weary || past == 0 {
            return -contempt;
        }
        -contempt + (contempt + WEARY_DRAW) * past as i32 / WEARY_PLIES as i32
    }

    /// The score for `mover` of a position that repeats one earlier in the game or the
    /// line: the game's repetition result at its first recurrence, which is where a player
    /// would aim. Where the rules have no repetition draw (Poron Jikaida, Jetan) it is scored
    /// as a draw all the same, with the contempt but not the weariness: the game goes on,
    /// but a line back to where it was has made no progress, and the side ahead looks for
    /// one that does rather than shuffle (issue 19).
    fn repeated(&self, pos: &G::Position, mover: Side, ply: usize) -> Option<i32> {
        let now = *self.path.last()?;
        let earlier = &self.path[..self.path.len() - 1];
        if !earlier.iter().rev().skip(1).step_by(2).any(|&h| h == now) {
            return None;
        }
        Some(match self.game.repetition(pos) {
            Some(outcome) => self.terminal(outcome, mover, ply),
            None if mover == self.us => -G::contempt(&self.weights),
            None => G::contempt(&self.weights),
        })
    }

    /// The principal variation search of `pos` to `depth` in the window (`alpha`, `beta`),
    /// `ply` plies from the root.
    pub(super) fn pvs(
        &mut self,
        pos: &mut G::Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        stop: &AtomicBool,
    ) -> i32 {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.out_of_budget(stop) {
            return 0;
        }
        let mover = self.game.side_to_move(pos);
        if let Some(outcome) = self.game.decided(pos) {
            return self.terminal(outcome, mover, ply);
        }
        if let Some(score) = self.repeated(pos, mover, ply) {
            return score;
        }
        let extend =
            ply >= G::CHECKS_FROM && self.extended[ply] < EXTENSIONS && self.game.in_check(pos);
        let depth = depth + i32::from(extend);
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(pos, alpha, beta, ply, 0, stop);
        }
        self.extended[ply + 1] = self.extended[ply] + u8::from(extend);
        let hash = self.game.hash(pos);
        let mut hint = NO_MOVE;
        if let Some(entry) = self.table.probe(self.key(hash)) {
            hint = entry.mv;
            if entry.depth as i32 >= depth && beta - alpha == 1 {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        if let Some(score) = self.static_cut(pos, depth, alpha, beta, extend) {
            return score;
        }
        if self.pass_cuts(pos, depth, alpha, beta, ply, stop) {
            return if self.stopped { 0 } else { beta };
        }
        let mut picker = self.picker(pos, hint, depth, ply);
        let alpha_before = alpha;
        let before = self.sums_of(pos);
        let mut best = (-INFINITY, NO_MOVE);
        // Legal moves searched so far (candidates that `confirm` rejects do not count).
        let mut searched = 0;
        // Moves put off because another thread is searching them, with whether each is quiet.
        let mut deferred = std::mem::take(&mut self.deferred[ply]);
        deferred.clear();
        let mut d = 0;
        let pruning = self.pruning();
        loop {
            let (mv, quiet, put_off) =
                if let Some((mv, quiet)) = self.next_move(pos, &mut picker, ply) {
                    (mv, quiet, false)
                } else if d < deferred.len() {
                    d += 1;
                    let (mv, quiet) = deferred[d - 1];
                    (mv, quiet, true)
                } else {
                    break;
                };
            // Played without the sums until confirmed: many candidates are not.
            let settled = if put_off {
                Some(true)
            } else {
                self.game.settled_unplayed(&picker.guard, mv)
            };
            if settled == Some(false) {
                continue;
            }
            let undo = self.game.play(pos, mv);
            if settled.is_none() && !self.legal_played(pos, &picker.guard, mv, ply) {
                self.game.undo(pos, mv, undo);
                continue;
            }
            self.keep_sums(pos, mv, &undo, &before);
            let child = self.game.hash(pos);
            if !put_off && searched > 0 && self.others_busy(child, depth) {
                self.undo(pos, mv, undo);
                deferred.push((mv, quiet));
                continue;
            }
            searched += 1;
            self.path.push(child);
            let marked = self.mark_busy(child, depth);
            let score = if searched == 1 {
                -self.pvs(pos, depth - 1, -beta, -alpha, ply + 1, stop)
            } else {
                let reduce = if quiet && searched > 4 {
                    pruning.late_reduction(depth, searched)
                } else {
                    0
                };
                let mut s = -self.pvs(pos, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1, stop);
                if s > alpha && reduce > 0 {
                    s = -self.pvs(pos, depth - 1, -alpha - 1, -alpha, ply + 1, stop);
                }
                if s > alpha && s < beta {
                    s = -self.pvs(pos, depth - 1, -beta, -alpha, ply + 1, stop);
                }
                s
            };
            self.unmark_busy(child, marked);
            self.path.pop();
            self.undo(pos, mv, undo);
            if self.stopped {
                break;
            }
            if score > best.0 {
                best = (score, mv);
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    if quiet {
                        self.reward(mv, ply, depth);
                    }
                    break;
                }
            }
        }
        self.deferred[ply] = deferred;
        self.moves[ply] = picker.into_moves();
        if self.stopped {
            return 0;
        }
        if searched == 0 {
            return self.terminal(self.game.no_legal_move(pos), mover, ply);
        }
        let bound = if best.0 >= beta {
            Bound::Lower
        } else if best.0 > alpha_before {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            self.key(hash),
            best.1,
            to_table(best.0, ply),
            depth as i8,
            bound,
        );
        best.0
    }

    /// Whether the candidate `mv`, just played into `pos`, is legal. Below the root a
    /// position the table holds needs no test: the search enters only positions its moves'
    /// tests let through (a pass only out of check), and the answer is the position's
    /// (`SearchMoves::confirm`). The root's moves are all tested, so that a colliding key can
    /// never make the move played illegal.
    fn legal_played(&self, pos: &G::Position, guard: &G::Guard, mv: Move, ply: usize) -> bool {
        (ply > 0 && self.table.probe(self.key(self.game.hash(pos))).is_some())
            || self.game.confirm(guard, pos, mv)
    }

    /// The game's pruning if this search prunes (`Limits::prune`), else none.
    fn pruning(&self) -> Pruning {
        if self.limits.prune {
            G::pruning(&self.weights)
        } else {
            Pruning::default()
        }
    }

    /// A static cut (`Pruning::static_margin`): near the horizon, a position whose
    /// evaluation is above beta by more than what a ply or two could take back is not
    /// searched. In tafl, where a side has a hundred-odd moves, a node at depth 1 or 2
    /// searched in full costs a hundred capture searches: with the deeper late reductions
    /// the cut made depth-6 searches five times cheaper (docs/ai.md, "Tafl's static cuts").
    fn static_cut(
        &mut self,
        pos: &mut G::Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        extend: bool,
    ) -> Option<i32> {
        let margin = self.pruning().static_margin;
        if margin == 0 || beta - alpha != 1 || depth > 2 || extend || beta.abs() > WON {
            return None;
        }
        let score = self.value(pos);
        (score - margin * depth >= beta).then_some(score)
    }

    /// Null-move pruning: if the side to move, letting the opponent move twice, still holds
    /// `beta` in a search `NULL_REDUCTION` plies shallower, some real move would too (moving is
    /// almost always better than passing), so the node cuts off without trying its moves.
    /// Tried from depth 2, where the search after the pass is a capture search: a position
    /// already good for the side to move is cut at the cost of that search, not of its moves
    /// and their answers (in Poron Jikaida some 170 moves, each answered by 170).
    fn pass_cuts(
        &mut self,
        pos: &mut G::Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        stop: &AtomicBool,
    ) -> bool {
        if !self.limits.prune
            || beta - alpha != 1
            || depth < 2
            || self.passed_to == ply
            || beta.abs() > WON
        {
            return false;
        }
        let Some(pass) = self.game.null_move(pos) else {
            return false;
        };
        if self.value(pos) < beta {
            return false;
        }
        let undo = self.play(pos, pass);
        self.path.push(self.game.hash(pos));
        let outer = std::mem::replace(&mut self.passed_to, ply + 1);
        let score = -self.pvs(
            pos,
            depth - 1 - NULL_REDUCTION,
            -beta,
            -beta + 1,
            ply + 1,
            stop,
        );
        self.passed_to = outer;
        self.path.pop();
        self.undo(pos, pass, undo);
        self.stopped || score >= beta
    }

    /// Captures only, standing pat on the evaluation, until the position is quiet.
    pub(super) fn quiescence(
        &mut self,
        pos: &mut G::Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
        stop: &AtomicBool,
    ) -> i32 {
        let stand = self.value(pos);
        if stand >= beta || qply >= self.capture_plies {
            return stand;
        }
        alpha = alpha.max(stand);
        let at = (ply + qply).min(self.moves.len() - 1);
        let mut moves = std::mem::take(&mut self.moves[at]);
        // Most valuable victim first, each value computed once with the captures; picked
        // lazily, as most capture searches stop after the first capture or two, and, where
        // the legality test is costly, tested only as they are picked.
        let mut order = std::mem::take(&mut self.order[at]);
        let guard = self.game.unconfirmed_captures(pos, &mut moves, &mut order);
        if guard.is_none() {
            self.game.captures(pos, &mut moves, &mut order);
        }
        self.order[at] = order;
        let mut best = stand;
        let mut i = 0;
        while i < self.capture_breadth {
            let picked = match &guard {
                Some(guard) => self.pick_confirmed(pos, guard, &mut moves, at, i),
                None => (i < moves.len()).then(|| self.pick(&mut moves, at, i)),
            };
            let Some(mv) = picked else { break };
            i += 1;
            self.nodes += 1;
            self.seldepth = self.seldepth.max(ply + qply + 1);
            if self.out_of_budget(stop) {
                break;
            }
            let mover = self.game.side_to_move(pos);
            let undo = self.play(pos, mv);
            let score = match self.game.decided(pos) {
                Some(outcome) => -self.terminal(outcome, mover.opponent(), ply + qply + 1),
                None => -self.quiescence(pos, -beta, -alpha, ply, qply + 1, stop),
            };
            self.undo(pos, mv, undo);
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.moves[at] = moves;
        best
    }
}

/// Win scores are stored relative to the node, so they mean the same wherever found.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > WON {
        score + ply as i32
    } else if score < -WON {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > WON {
        score - ply as i32
    } else if score < -WON {
        score + ply as i32
    } else {
        score
    }
}
