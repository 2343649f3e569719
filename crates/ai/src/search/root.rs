//! The root: iterative deepening, aspiration windows and the root's loop over its moves,
//! split between threads where they search together (`crate::split`).

use super::{INFINITY, Limits, MAX_PLY, NO_MOVE, SearchResult, Searcher, Variety, WON};
use crate::Evaluate;
use crate::split::{Attempt, Claim};
use jikai_rules::Move;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Half the first window of an iteration round the last one's score (a quarter of the
/// smallest piece); it widens fourfold each time the score falls outside, and opens fully
/// past `WIDEST`.
const ASPIRATION: i32 = 25;
const WIDEST: i32 = 1_000;
/// Iterations shallower than this search with a full window: their scores swing too much.
const ASPIRATION_DEPTH: i32 = 3;
/// Iterations from this depth split their root moves between the threads (`Scoreboard`);
/// the first is too short to be worth it.
const SPLIT_DEPTH: i32 = 2;

/// Ends an attempt at the root on `mv`, which scored `score` (`hi` or more): it goes first.
fn cut(root: &mut Vec<(Move, i32)>, mv: Move, score: i32) -> i32 {
    if let Some(index) = root.iter().position(|&(m, _)| m == mv) {
        let mut first = root.remove(index);
        first.1 = score;
        root.insert(0, first);
    }
    score
}

impl<G: Evaluate> Searcher<G> {
    /// Iterative deepening from `pos` until the limits or `stop`.
    pub(super) fn deepen(
        &mut self,
        pos: &G::Position,
        before: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&SearchResult),
    ) -> SearchResult {
        self.started = Instant::now();
        self.limits = limits.clone();
        self.nodes = 0;
        self.seldepth = 0;
        self.stopped = false;
        self.scored = false;
        self.us = self.game.side_to_move(pos);
        self.path.clear();
        self.path.extend_from_slice(before);
        self.sums.clear();
        self.sums.push(None);
        self.path.push(self.game.hash(pos));
        self.killers.fill([NO_MOVE; 2]);
        let mut pos = pos.clone();
        let mut root: Vec<(Move, i32)> = Vec::new();
        let mut moves = Vec::new();
        self.game.legal_moves(&pos, &mut moves);
        let mut result = SearchResult {
            best: moves.first().copied(),
            score: 0,
            root: moves.iter().map(|&m| (m, 0)).collect(),
            depth: 0,
            seldepth: 0,
            pv: moves.first().copied().into_iter().collect(),
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        if moves.len() <= 1 || self.game.decided(&pos).is_some() {
            result.elapsed = self.started.elapsed();
            return result;
        }
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32).min(MAX_PLY as u32);
        // Scores are searched with the lean of every piece gone since the start, the same in
        // every search, which the table needs; they are reported with the root's taken off:
        // the evaluation and what the line's trades are worth (a draw, which has no lean,
        // then costs the side searching its contempt and the root's lean).
        let root_lean = if limits.lean { self.lean(&pos) } else { 0 };
        let reported = |score: i32, mv| {
            let bonus = limits.variety.map_or(0, |v: Variety| v.bonus(mv));
            score - bonus - if score.abs() > WON { 0 } else { root_lean }
        };
        let mut last = None;
        for depth in 1..=max_depth {
            let score = self.aspire(&mut pos, depth as i32, &mut root, last, stop);
            if self.stopped {
                break;
            }
            last = Some(score);
            root.sort_by_key(|&(_, s)| -s);
            result.best = Some(root[0].0);
            result.score = reported(score, root[0].0);
            result.root = root.iter().map(|&(mv, s)| (mv, reported(s, mv))).collect();
            result.depth = depth;
            result.seldepth = self.seldepth as u32;
            result.pv = self.principal_variation(&mut pos, root[0].0);
            result.nodes = self.all_nodes();
            result.elapsed = self.started.elapsed();
            self.scored = true;
            if self.helper {
                self.publish(&result);
            }
            report(&result);
            if score.abs() > WON {
                break;
            }
        }
        if !self.helper {
            result.nodes = self.all_nodes();
        }
        result.elapsed = self.started.elapsed();
        result
    }

    /// One iteration, in a window round the last iteration's score `last` (aspiration)
    /// that widens on each side the score falls outside: a narrow window cuts more, and a
    /// root move that beats the best is re-searched with a window closed above, not open (in
    /// Drak's City such a re-search, open, took millions of nodes).
    fn aspire(
        &mut self,
        pos: &mut G::Position,
        depth: i32,
        root: &mut Vec<(Move, i32)>,
        last: Option<i32>,
        stop: &AtomicBool,
    ) -> i32 {
        let (mut lo, mut hi) = match last {
            Some(s) if depth >= ASPIRATION_DEPTH && s.abs() < WON && !self.limits.exact_root => {
                (s - ASPIRATION, s + ASPIRATION)
            }
            _ => (-INFINITY, INFINITY),
        };
        let mut tries = 0;
        loop {
            let mut attempt = Attempt {
                depth,
                tries,
                lo,
                hi,
            };
            let split = self.parallel && depth >= SPLIT_DEPTH;
            let mut first = root.first().map(|&(mv, _)| mv);
            let split = split && self.scoreboard().join(&mut attempt, &mut first);
            if let Some(at) = first.and_then(|mv| root.iter().position(|&(m, _)| m == mv)) {
                root[..=at].rotate_right(1);
            }
            let score = self.root(pos, root, attempt, split, stop);
            Attempt { tries, lo, hi, .. } = attempt;
            let width = ASPIRATION * 4i32.pow(tries + 1);
            tries += 1;
            if self.stopped || (lo < score && score < hi) {
                return score;
            }
            if score <= lo {
                lo = if width > WIDEST {
                    -INFINITY
                } else {
                    score - width
                };
            } else {
                hi = if width > WIDEST {
                    INFINITY
                } else {
                    score + width
                };
            }
        }
    }

    /// One attempt at an iteration at the root, in its window (`lo`, `hi`): every move
    /// scored (the best exactly if inside the window), previous best first. A move scoring
    /// `hi` or more ends it and goes first. With `split` the threads split the moves
    /// (`Scoreboard`).
    fn root(
        &mut self,
        pos: &mut G::Position,
        root: &mut Vec<(Move, i32)>,
        attempt: Attempt,
        split: bool,
        stop: &AtomicBool,
    ) -> i32 {
        let Attempt { depth, lo, hi, .. } = attempt;
        if root.is_empty() {
            let mut moves = std::mem::take(&mut self.moves[0]);
            self.game.legal_moves(pos, &mut moves);
            self.order_moves(pos, &moves, NO_MOVE, 0);
            let mut scored: Vec<(Move, i32)> = moves
                .iter()
                .copied()
                .zip(self.order[0].iter().copied())
                .collect();
            scored.sort_by_key(|&(_, s)| -s);
            *root = scored;
            self.moves[0] = moves;
        }
        self.extended[1] = 0;
        let (mut alpha, mut best) = (lo, -INFINITY);
        let mut deferred = Vec::new();
        let (mut i, mut d) = (0, 0);
        loop {
            let (index, put_off) = if i < root.len() {
                i += 1;
                (i - 1, false)
            } else if d < deferred.len() {
                d += 1;
                (deferred[d - 1], true)
            } else {
                break;
            };
            let mv = root[index].0;
            let claim = if split {
                self.scoreboard().claim(attempt, mv, index == 0 || put_off)
            } else {
                Claim::Search
            };
            let score = match claim {
                Claim::Cut(mv, score) => return cut(root, mv, score),
                Claim::Busy => {
                    deferred.push(index);
                    continue;
                }
                Claim::Scored(score) => score,
                Claim::Search => {
                    if split {
                        let shared = self.scoreboard().best(attempt);
                        alpha = alpha.max(shared.map_or(-INFINITY, |(_, s)| s.min(hi - 1)));
                        self.splitting = Some((attempt, mv));
                    }
                    let Some(score) =
                        self.root_move(pos, mv, index, put_off || split, alpha, hi, depth, stop)
                    else {
                        deferred.push(index);
                        continue;
                    };
                    self.splitting = None;
                    if std::mem::take(&mut self.abandoned) {
                        self.stopped = false;
                        // Another thread scored the move or ended the attempt: take its word,
                        // unless it has since opened another attempt (in Stikitche one takes
                        // a few hundred nodes) and the score went with the scoreboard; then the
                        // move is searched again, on this thread's own.
                        match self.scoreboard().claim(attempt, mv, true) {
                            Claim::Cut(mv, score) => return cut(root, mv, score),
                            Claim::Scored(score) => score,
                            Claim::Busy | Claim::Search => {
                                deferred.push(index);
                                continue;
                            }
                        }
                    } else if self.stopped {
                        return best;
                    } else if split {
                        self.scoreboard().record(attempt, mv, score)
                    } else {
                        score
                    }
                }
            };
            root[index].1 = score;
            best = best.max(score);
            alpha = alpha.max(score);
            if score >= hi {
                return cut(root, mv, score);
            }
        }
        best
    }

    /// The score of the root move `mv` (at `index`) searched to `depth` against `alpha`,
    /// or `None` if it is put off because another thread is in its subtree (never if
    /// `no_put_off`: it was put off before, or the scoreboard splits the moves).
    #[allow(clippy::too_many_arguments)]
    fn root_move(
        &mut self,
        pos: &mut G::Position,
        mv: Move,
        index: usize,
        no_put_off: bool,
        alpha: i32,
        hi: i32,
        depth: i32,
        stop: &AtomicBool,
    ) -> Option<i32> {
        let undo = self.play(pos, mv);
        let child = self.game.hash(pos);
        if !no_put_off && index > 0 && self.others_busy(child, depth) {
            self.undo(pos, mv, undo);
            return None;
        }
        self.path.push(child);
        let marked = self.mark_busy(child, depth);
        // Scores are kept with the move's bonus: a move must beat alpha with it.
        let bonus = self.limits.variety.map_or(0, |v| v.bonus(mv));
        let (bar, top) = (alpha - bonus, hi - bonus);
        let score = if self.limits.exact_root {
            -self.pvs(pos, depth - 1, -INFINITY, INFINITY, 1, stop)
        } else if index == 0 {
            -self.pvs(pos, depth - 1, -top, -bar, 1, stop)
        } else {
            let s = -self.pvs(pos, depth - 1, -bar - 1, -bar, 1, stop);
            if s > bar && !self.stopped {
                -self.pvs(pos, depth - 1, -top, -bar, 1, stop)
            } else {
                s
            }
        } + bonus;
        self.unmark_busy(child, marked);
        self.path.pop();
        self.undo(pos, mv, undo);
        Some(score)
    }

    /// The best move and the table's moves after it, each checked to be legal, until the
    /// table has none, the game ends or a position repeats.
    fn principal_variation(&self, pos: &mut G::Position, best: Move) -> Vec<Move> {
        let mut line: Vec<(Move, G::Undo)> = Vec::new();
        let mut seen = vec![self.game.hash(pos)];
        let mut legal = Vec::new();
        let mut next = Some(best);
        while let Some(mv) = next {
            self.game.legal_moves(pos, &mut legal);
            if !legal.contains(&mv) || line.len() >= MAX_PLY {
                break;
            }
            line.push((mv, self.game.play(pos, mv)));
            let hash = self.game.hash(pos);
            if seen.contains(&hash) {
                break;
            }
            seen.push(hash);
            next = self.table.probe(self.key(hash)).map(|e| e.mv);
        }
        let pv = line.iter().map(|&(mv, _)| mv).collect();
        for &(mv, undo) in line.iter().rev() {
            self.game.undo(pos, mv, undo);
        }
        pv
    }
}
