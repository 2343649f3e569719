//! Lazy SMP: the helper threads, what the threads share besides the table (the busy
//! marks, the root's scoreboard, the helpers' nodes and deepest result), and how they use it.

use super::{Limits, MAX_PLY, SearchResult, Searcher};
use crate::Evaluate;
use crate::split::Scoreboard;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// Raises its flag when dropped.
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// What the threads of a parallel search share besides the table.
#[derive(Default)]
pub(super) struct Team {
    /// Nodes the helpers have searched (each adds its own every 1,024 nodes).
    nodes: AtomicU64,
    /// The deepest iteration a helper has completed, and its result.
    depth: AtomicU32,
    deepest: Mutex<Option<SearchResult>>,
    /// Positions some thread is searching now, by hash (a slot per `hash % BUSY_SLOTS`): the
    /// others put off moves into them until their other moves are searched, and by then the
    /// table often holds the result (simplified ABDADA).
    busy: Busy,
    /// The root moves of the iteration the threads are on, split between them.
    scoreboard: Mutex<Scoreboard>,
}

/// The slots of `Team::busy`; a few dozen subtrees are in progress at a time.
const BUSY_SLOTS: usize = 1024;
/// Moves from nodes this deep or deeper are marked busy and put off; shallower subtrees cost
/// less to search twice than to coordinate.
const BUSY_DEPTH: i32 = 2;

struct Busy([AtomicU64; BUSY_SLOTS]);

impl Default for Busy {
    fn default() -> Busy {
        Busy(std::array::from_fn(|_| AtomicU64::new(0)))
    }
}

impl<G: Evaluate> Searcher<G> {
    /// `search`, handing `report` the result of every iteration as it completes (the
    /// engine protocols' `info` lines).
    ///
    /// With `limits.threads` above one, Lazy SMP: helper threads search the same position
    /// at once, sharing the table, until this thread is done; what they store orders and cuts
    /// every thread's search, and a thread puts off a move (after a node's first) into a
    /// position another is searching (`Team::busy`), so they split each node's moves. The
    /// search ends when this thread does or a helper completes the depth asked for; the
    /// result is the deepest iteration any thread completed, with every thread's nodes.
    pub fn search_reporting(
        &mut self,
        pos: &G::Position,
        before: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&SearchResult),
    ) -> SearchResult {
        self.table.new_search();
        // Old history fades (the threads share it).
        for h in self.history.iter() {
            h.store(h.load(Ordering::Relaxed) / 8, Ordering::Relaxed);
        }
        let helpers = limits.threads.max(1) - 1;
        if helpers == 0 {
            return self.deepen(pos, before, limits, stop, report);
        }
        while self.helpers.len() < helpers {
            let (table, team) = (Arc::clone(&self.table), Arc::clone(&self.team));
            let (weights, history) = (self.weights.clone(), Arc::clone(&self.history));
            let helper = Searcher::sharing(self.game.clone(), weights, table, team, history, true);
            self.helpers.push(helper);
        }
        let mut team = std::mem::take(&mut self.helpers);
        self.team.nodes.store(0, Ordering::Relaxed);
        self.team.depth.store(0, Ordering::Relaxed);
        *self.team.deepest.lock().unwrap_or_else(|e| e.into_inner()) = None;
        *self.scoreboard() = Scoreboard::default();
        self.target = limits.depth.unwrap_or(MAX_PLY as u32).min(MAX_PLY as u32);
        let done = AtomicBool::new(false);
        let helper_limits = Limits {
            nodes: None,
            time: None,
            exact_root: false,
            threads: 1,
            ..limits.clone()
        };
        let mut result = std::thread::scope(|scope| {
            for helper in team.iter_mut().take(helpers) {
                let (limits, done) = (&helper_limits, &done);
                scope.spawn(move || {
                    let r = helper.deepen(pos, before, limits, done, &mut |_| {});
                    helper
                        .team
                        .nodes
                        .fetch_add(r.nodes & 1023, Ordering::Relaxed);
                });
            }
            // The helpers stop when this thread is done, even by a panic, which the scope
            // could not otherwise pass on while they search.
            let _done = StopOnDrop(&done);
            self.parallel = true;
            let result = self.deepen(pos, before, limits, stop, report);
            self.parallel = false;
            result
        });
        self.helpers = team;
        self.target = 0;
        result.nodes = self.all_nodes();
        let deepest = self
            .team
            .deepest
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(h) = deepest.filter(|h| h.depth > result.depth) {
            result = SearchResult {
                nodes: result.nodes,
                elapsed: result.elapsed,
                ..h
            };
            report(&result);
        }
        result
    }

    /// A helper's completed iteration, kept if it is the deepest yet: the main thread ends
    /// the search once one reaches its depth, and plays the deepest.
    pub(super) fn publish(&self, result: &SearchResult) {
        if result.depth > self.team.depth.load(Ordering::Relaxed) {
            let mut deepest = self.team.deepest.lock().unwrap_or_else(|e| e.into_inner());
            if deepest.as_ref().is_none_or(|d| d.depth < result.depth) {
                *deepest = Some(result.clone());
                self.team.depth.store(result.depth, Ordering::Relaxed);
            }
        }
    }

    /// This thread's nodes and those the helpers have counted so far.
    pub(super) fn all_nodes(&self) -> u64 {
        self.nodes + self.team.nodes.load(Ordering::Relaxed)
    }

    /// Called every 1,024 nodes: a helper counts them for the team, and the main thread
    /// learns whether a helper has completed the depth asked for, which ends the search.
    pub(super) fn helper_ahead(&self) -> bool {
        if self.helper {
            self.team.nodes.fetch_add(1024, Ordering::Relaxed);
        }
        self.target > 0 && self.team.depth.load(Ordering::Relaxed) >= self.target
    }

    pub(super) fn scoreboard(&self) -> MutexGuard<'_, Scoreboard> {
        self.team
            .scoreboard
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// Whether another thread is searching the position `hash` (reached by a move from a
    /// node `depth` deep): the move is put off. (A thread's own mark, met again below it
    /// through a transposition, puts a move off as well; it is rare and costs nothing.)
    pub(super) fn others_busy(&self, hash: u64, depth: i32) -> bool {
        self.parallel
            && depth >= BUSY_DEPTH
            && self.team.busy.0[hash as usize % BUSY_SLOTS].load(Ordering::Relaxed) == hash
    }

    /// Marks the position `hash` busy while this thread searches it, if worth it: whether
    /// it did.
    pub(super) fn mark_busy(&self, hash: u64, depth: i32) -> bool {
        let mark = self.parallel && depth >= BUSY_DEPTH;
        if mark {
            self.team.busy.0[hash as usize % BUSY_SLOTS].store(hash, Ordering::Relaxed);
        }
        mark
    }

    /// Clears `mark_busy`'s mark, unless another thread has since taken the slot.
    pub(super) fn unmark_busy(&self, hash: u64, marked: bool) {
        if marked {
            let slot = &self.team.busy.0[hash as usize % BUSY_SLOTS];
            let _ = slot.compare_exchange(hash, 0, Ordering::Relaxed, Ordering::Relaxed);
        }
    }
}
