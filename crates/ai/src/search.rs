//! Iterative-deepening principal variation search over any game of the rules core, with a
//! transposition table, capture-first ordering with killers and history, late-move
//! reductions, null-move pruning where the game has a pass, the game's own static cuts, and
//! a capture quiescence.
//! Deterministic for given limits unless a time limit cuts it.
//!
//! This file holds the searcher's public face (limits, results, scores) and the state it
//! keeps along its line; the search itself is split by job: `root` (iterative deepening,
//! aspiration windows, the root's moves), `node` (the node and capture searches), `ordering`
//! (staged generation, killers, history, the picker) and `team` (Lazy SMP's threads).

mod node;
mod ordering;
mod root;
mod team;

use super::split::Attempt;
use super::table::Table;
use super::weights::{self, WeightSet};
use super::{Evaluate, mix};
use jikai_rules::{Move, Side, Square};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI32};
use std::time::{Duration, Instant};
use team::Team;

/// A won game's score; a win found `n` plies deep scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses, not evaluations.
pub const WON: i32 = MATE - 1_000;
const INFINITY: i32 = MATE + 1;
const MAX_PLY: usize = 96;
/// Captures searched past the horizon at most this deep.
const QUIESCENCE_PLIES: usize = 8;
/// Mixed into the table's keys by the side searching (`Searcher::key`).
const SIDE_KEYS: [u64; 2] = [0, 0x9e37_79b9_7f4a_7c15];

/// When a search stops: the first limit reached (each `None` is unlimited).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
    /// Score every root move exactly (not just the best), for players that choose among
    /// nearly-best moves.
    pub exact_root: bool,
    /// Master's forward pruning: null moves (`Searcher::pass_cuts`) in games that offer
    /// one, and the game's `Pruning`.
    pub prune: bool,
    /// Count the game's lean (`Evaluate::lean`) for the side searching at every leaf.
    pub lean: bool,
    /// Welcome a draw more as a long game wears on (`Evaluate::WEARY`): a player's scores,
    /// not an analysis's.
    pub weary: bool,
    /// Threads searching together (Lazy SMP); 0 or 1 is one thread, the only way a search
    /// limited by depth or nodes repeats exactly.
    pub threads: usize,
    /// A seeded bonus for each root move, so that of moves scored nearly alike a player
    /// does not always pick the same one (`Player`'s variety); `None` picks the best.
    pub variety: Option<Variety>,
}

/// A game's forward pruning beyond null moves (`Evaluate::pruning`), for a search that
/// prunes (`Limits::prune`). The default prunes nothing more: late quiet moves are reduced a
/// ply from depth 3, as at every level.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pruning {
    /// A null-window node at depth 1 or 2, not extended for a check, whose evaluation less
    /// this margin for each ply of depth still reaches beta is cut without a search (a
    /// static, or reverse futility, cut); 0 never cuts.
    pub static_margin: i32,
    /// Late quiet moves reduced from depth 2 by ln(depth) x ln(moves searched) x 10 /
    /// `reduction` plies (at least one, at most depth - 2 from depth 3); 0 keeps the one
    /// ply from depth 3.
    pub reduction: i32,
}

impl Pruning {
    /// The plies by which the `searched`th move, a quiet one past the fourth, is reduced
    /// at `depth`.
    fn late_reduction(self, depth: i32, searched: usize) -> i32 {
        if self.reduction == 0 {
            return i32::from(depth >= 3);
        }
        if depth < 2 {
            return 0;
        }
        let plies =
            f64::from(depth).ln() * (searched as f64).ln() * 10.0 / f64::from(self.reduction);
        (plies as i32).clamp(1, (depth - 2).max(1))
    }
}

/// Each root move's bonus: a number in `0..=margin` fixed by `seed` and the move. The
/// search finds the move best by score plus bonus, exactly as alpha-beta finds the best by
/// score, so a move is played only if it is within `margin` of the best.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Variety {
    pub seed: u64,
    pub margin: i32,
}

impl Variety {
    fn bonus(&self, mv: Move) -> i32 {
        let key = u64::from(mv.from.0)
            | u64::from(mv.to.0) << 16
            | u64::from(mv.via.0) << 32
            | u64::from(mv.tag) << 48;
        (mix(self.seed ^ mix(key)) % (self.margin.max(0) as u64 + 1)) as i32
    }
}

impl Limits {
    /// These limits on `threads` threads if they may use them: a search without a node
    /// budget whose root moves need no exact scores (Master by time, an engine's `go depth`
    /// or `go infinite`). Node budgets stay on one thread, so the levels repeat exactly.
    pub fn parallel(self, threads: usize) -> Limits {
        let threads = if self.nodes.is_none() && !self.exact_root {
            threads
        } else {
            1
        };
        Limits { threads, ..self }
    }
}

/// The threads a search may use beside a window that draws: every core but one, at least one.
pub fn spare_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1))
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The best move, `None` only when there is no legal move.
    pub best: Option<Move>,
    /// Score for the side to move.
    pub score: i32,
    /// Every root move with its score from the deepest completed iteration, best first
    /// (moves searched with a null window carry an upper bound; the order counts the
    /// variety's bonus, the scores do not).
    pub root: Vec<(Move, i32)>,
    /// Deepest completed iteration.
    pub depth: u32,
    /// The deepest ply any line of that search reached, the capture search included.
    pub seldepth: u32,
    /// The line the search expects from the best move on, as far as the table knows it.
    pub pv: Vec<Move>,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// A searcher: its table and ordering statistics persist between searches of one game.
pub struct Searcher<G: Evaluate> {
    game: G,
    /// The weights the evaluation reads.
    weights: G::Weights,
    table: Arc<Table>,
    /// The searchers of the other threads (Lazy SMP), sharing the table, kept between
    /// searches with their statistics.
    helpers: Vec<Searcher<G>>,
    /// What this searcher's threads share besides the table (the helpers hold the same).
    team: Arc<Team>,
    /// Whether this is a helper.
    helper: bool,
    /// Whether other threads search with this one (then subtrees are marked busy).
    parallel: bool,
    /// For the main thread of a parallel search: the depth at which a helper's completed
    /// iteration ends the search (0: none).
    target: u32,
    /// Per ply: the move buffer and each move's ordering score.
    moves: Vec<Vec<Move>>,
    order: Vec<Vec<i32>>,
    /// Per ply: the moves put off while another thread searches them.
    deferred: Vec<Vec<(Move, bool)>>,
    killers: Vec<[Move; 2]>,
    /// Quiet-move history by from and to square, shared by the threads of a parallel search:
    /// each then orders by what all have learnt, and their trees stay alike, so the table's
    /// entries and busy marks of one serve the other.
    history: Arc<Vec<AtomicI32>>,
    cells: usize,
    /// Hashes of the game so far and of the line being searched, for repetitions.
    path: Vec<u64>,
    /// The evaluation's sums of the root and of each position on the line being searched
    /// (`Evaluate::Sums`), kept by `play` and `undo`; `None` for a position whose move
    /// changed more than its pieces' shares, until they are needed (`sums_of`): many such
    /// positions are left at once (a table's cut-off, an illegal candidate).
    sums: Vec<Option<G::Sums>>,
    nodes: u64,
    /// The deepest ply reached since the search began.
    seldepth: usize,
    /// The side the search is for, whose draws cost the contempt (`Evaluate::contempt`).
    us: Side,
    limits: Limits,
    started: Instant,
    stopped: bool,
    /// Whether an iteration has completed: node and time limits stop the search only then,
    /// so a player never plays a move it has not searched.
    scored: bool,
    /// The ply a null move handed the turn to, so the reply is not a second null move.
    passed_to: usize,
    /// Per ply: the checks extended on the line to that node (at most `EXTENSIONS`).
    extended: Vec<u8>,
    /// The root move this thread is searching for the scoreboard's attempt, and whether it has
    /// stopped searching it because another thread scored it first (`Scoreboard::settled`).
    splitting: Option<(Attempt, Move)>,
    abandoned: bool,
    /// The game's lean at its start: a leaf's lean counts the pieces gone since.
    start_lean: i32,
    /// How deep the capture search goes and how many captures a node it tries
    /// (`SearchMoves::capture_search_limits`).
    capture_plies: usize,
    capture_breadth: usize,
}

impl<G: Evaluate> Searcher<G> {
    /// A searcher with a table of about `table_mb` megabytes.
    /// Its evaluation reads the game's default weights (`WeightSet::Default`).
    pub fn new(game: G, table_mb: usize) -> Searcher<G> {
        let weights = weights::weights(&game, &WeightSet::Default);
        let table = Arc::new(Table::new(table_mb));
        let cells = game.geometry().cells() + 1;
        let history = Arc::new((0..cells * cells).map(|_| AtomicI32::new(0)).collect());
        Searcher::sharing(game, weights, table, Arc::default(), history, false)
    }

    /// The searcher with its evaluation reading the weights of `set` (its helper threads,
    /// made anew, too).
    pub fn with_weights(self, set: &WeightSet) -> Searcher<G> {
        let weights = weights::weights(&self.game, set);
        Searcher {
            weights,
            helpers: Vec::new(),
            ..self
        }
    }

    /// The score of the capture search from `pos` with a full window: the value of the
    /// position once its captures have been played out (equal to the evaluation where
    /// none pays, a quiet position).
    pub fn capture_search(&mut self, pos: &G::Position) -> i32 {
        self.limits = Limits::default();
        self.stopped = false;
        self.scored = true;
        self.us = self.game.side_to_move(pos);
        self.path.clear();
        self.path.push(self.game.hash(pos));
        self.sums.clear();
        self.sums.push(None);
        let mut pos = pos.clone();
        self.quiescence(&mut pos, -INFINITY, INFINITY, 0, 0, &AtomicBool::new(false))
    }

    fn sharing(
        game: G,
        weights: G::Weights,
        table: Arc<Table>,
        team: Arc<Team>,
        history: Arc<Vec<AtomicI32>>,
        helper: bool,
    ) -> Searcher<G> {
        let cells = game.geometry().cells() + 1;
        let start_lean = game.lean(&game.start());
        let (capture_plies, capture_breadth) = game
            .capture_search_limits()
            .map_or((QUIESCENCE_PLIES, usize::MAX), |(plies, breadth)| {
                (plies.min(QUIESCENCE_PLIES), breadth)
            });
        Searcher {
            start_lean,
            capture_plies,
            capture_breadth,
            game,
            weights,
            table,
            helpers: Vec::new(),
            team,
            helper,
            parallel: helper,
            target: 0,
            moves: (0..=MAX_PLY + QUIESCENCE_PLIES)
                .map(|_| Vec::new())
                .collect(),
            order: (0..=MAX_PLY + QUIESCENCE_PLIES)
                .map(|_| Vec::new())
                .collect(),
            deferred: vec![Vec::new(); MAX_PLY + 1],
            killers: vec![[NO_MOVE; 2]; MAX_PLY + 1],
            history,
            cells,
            path: Vec::new(),
            sums: Vec::new(),
            nodes: 0,
            seldepth: 0,
            us: Side::South,
            limits: Limits::default(),
            started: Instant::now(),
            stopped: false,
            scored: false,
            passed_to: 0,
            extended: vec![0; MAX_PLY + 2],
            splitting: None,
            abandoned: false,
        }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    /// Searches `pos`, reached through positions with the hashes in `before` (oldest
    /// first, `pos` itself not included), until a limit is reached or `stop` is set.
    pub fn search(
        &mut self,
        pos: &G::Position,
        before: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
    ) -> SearchResult {
        self.search_reporting(pos, before, limits, stop, &mut |_| {})
    }

    /// Plays `mv` on the line being searched, keeping the evaluation's sums.
    fn play(&mut self, pos: &mut G::Position, mv: Move) -> G::Undo {
        let before = self.sums_of(pos);
        let undo = self.game.play(pos, mv);
        self.keep_sums(pos, mv, &undo, &before);
        undo
    }

    /// Keeps the sums of `pos`, which `mv` (taken back by `undo`) led to from a position
    /// whose sums were `before`.
    fn keep_sums(&mut self, pos: &G::Position, mv: Move, undo: &G::Undo, before: &G::Sums) {
        let after = self.game.sums_after(&self.weights, pos, mv, undo, before);
        self.sums.push(after);
    }

    /// The sums of `pos`, the last position on the line, made now if not kept.
    fn sums_of(&mut self, pos: &G::Position) -> G::Sums {
        let last = self.sums.last_mut().expect("the root's entry");
        *last.get_or_insert_with(|| self.game.sums(&self.weights, pos))
    }

    /// Takes back what `play` played.
    fn undo(&mut self, pos: &mut G::Position, mv: Move, undo: G::Undo) {
        self.sums.pop();
        self.game.undo(pos, mv, undo);
    }

    /// A leaf's value for the side to move: the evaluation, and the game's lean for the side
    /// searching (against it when the other side is to move).
    fn value(&mut self, pos: &G::Position) -> i32 {
        let sums = self.sums_of(pos);
        debug_assert_eq!(
            sums,
            self.game.sums(&self.weights, pos),
            "the sums kept along the line"
        );
        let score = self.game.evaluate_with(&self.weights, pos, &sums);
        if !self.limits.lean {
            return score;
        }
        let lean = self.lean(pos);
        if self.game.side_to_move(pos) == self.us {
            score + lean
        } else {
            score - lean
        }
    }

    /// The lean of the pieces gone since the game's start. A recurrence is scored as a draw
    /// without it, so the further a game has gone, the more both sides avoid going back.
    fn lean(&self, pos: &G::Position) -> i32 {
        self.game.lean(pos) - self.start_lean
    }

    /// The table's key for the position `hash`: the draws' contempt and the lean make a
    /// score depend on the side searching, so the searches for either side (an engine asked
    /// about both) keep their entries apart.
    fn key(&self, hash: u64) -> u64 {
        hash ^ SIDE_KEYS[self.us.index()]
    }
}

/// No move: a node without a table's move, a ply without killers.
const NO_MOVE: Move = Move {
    from: Square::NONE,
    to: Square::NONE,
    via: Square::NONE,
    tag: u8::MAX,
};

#[cfg(test)]
mod tests {
    use super::Pruning;

    /// Without a game's reductions a late quiet move loses one ply from depth 3; with them
    /// (tafl's 20) more as the depth and the move's place grow, never below the capture
    /// search.
    #[test]
    fn late_reductions_grow_with_depth_and_place() {
        let none = Pruning::default();
        assert_eq!(none.late_reduction(2, 40), 0);
        assert_eq!(none.late_reduction(3, 5), 1);
        assert_eq!(none.late_reduction(9, 90), 1);
        let tafl = Pruning {
            static_margin: 100,
            reduction: 20,
        };
        assert_eq!(tafl.late_reduction(1, 40), 0);
        assert_eq!(tafl.late_reduction(2, 5), 1);
        assert_eq!(tafl.late_reduction(3, 90), 1);
        assert_eq!(tafl.late_reduction(6, 5), 1);
        assert_eq!(tafl.late_reduction(6, 20), 2);
        assert_eq!(tafl.late_reduction(9, 90), 4);
    }
}
