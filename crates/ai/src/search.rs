//! Iterative-deepening principal variation search over any game of the rules core, with a
//! transposition table, capture-first ordering with killers and history, late-move
//! reductions, null-move pruning where the game has a pass, and a capture quiescence.
//! Deterministic for given limits unless a time limit cuts it.

use super::split::{Attempt, Board, Claim};
use super::table::{Bound, Table};
use super::weights::{self, WeightSet};
use super::{Evaluate, mix, retain_scored};
use jikai_rules::{Move, Outcome, Side, Square};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A won game's score; a win found `n` plies deep scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses, not evaluations.
pub const WON: i32 = MATE - 1_000;
const INFINITY: i32 = MATE + 1;
const MAX_PLY: usize = 96;
/// What a draw is worth to the side searching, below an even position: a player goes for a
/// draw only when behind by more (Jetan's Chief taken by a lesser piece is an instant draw,
/// which players of equal strength would otherwise grab at the first small deficit).
const CONTEMPT: i32 = 100;
/// A long game's weariness (`Evaluate::WEARY`): over this many plies past the game's weary
/// ply, what a draw by the rules is worth to the side searching rises from `-CONTEMPT` to
/// `WEARY_DRAW`.
const WEARY_PLIES: usize = 100;
/// A draw's worth to the side searching in a game worn out: more than any ending that cannot
/// be won scores (a lone tafl king on the edge against sixteen attackers scores about 1,800
/// for them), less than a lead that wins. Until then a player takes a draw the rules give
/// (tafl's repetition, a Jetan Chief taken by a lesser piece or the ten-move count) only when
/// its position is worth less.
const WEARY_DRAW: i32 = 2_000;
/// Captures searched past the horizon at most this deep.
const QUIESCENCE_PLIES: usize = 8;
/// Half the first window of an iteration round the last one's score (a quarter of the
/// smallest piece); it widens fourfold each time the score falls outside, and opens fully
/// past `WIDEST`.
const ASPIRATION: i32 = 25;
const WIDEST: i32 = 1_000;
/// Iterations shallower than this search with a full window: their scores swing too much.
const ASPIRATION_DEPTH: i32 = 3;
/// Checks extended on one line at most (two: a mate behind a Kaida is three plies deep): in
/// Stikitche (a King and a Pallan a side) nearly every other move can give Kaida, and
/// without a cap the extensions grew its search to depth 14 from 87,000 nodes to 10 million.
const EXTENSIONS: u8 = 2;
/// Mixed into the table's keys by the side searching (`Searcher::key`).
const SIDE_KEYS: [u64; 2] = [0, 0x9e37_79b9_7f4a_7c15];
/// How much shallower than the node the search after a null move is.
const NULL_REDUCTION: i32 = 2;

/// When a search stops: the first limit reached (each `None` is unlimited).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
    /// Score every root move exactly (not just the best), for players that choose among
    /// nearly-best moves.
    pub exact_root: bool,
    /// Prune with null moves (`Searcher::pass_cuts`) in games that offer one.
    pub null_move: bool,
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

/// Raises its flag when dropped.
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
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

/// What the threads of a parallel search share besides the table.
#[derive(Default)]
struct Team {
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
    board: Mutex<Board>,
}

/// The slots of `Team::busy`; a few dozen subtrees are in progress at a time.
const BUSY_SLOTS: usize = 1024;
/// Moves from nodes this deep or deeper are marked busy and put off; shallower subtrees cost
/// less to search twice than to coordinate.
const BUSY_DEPTH: i32 = 2;
/// Iterations from this depth split their root moves between the threads (`Board`); the
/// first is too short to be worth it.
const SPLIT_DEPTH: i32 = 2;

struct Busy([AtomicU64; BUSY_SLOTS]);

impl Default for Busy {
    fn default() -> Busy {
        Busy(std::array::from_fn(|_| AtomicU64::new(0)))
    }
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
    /// The side the search is for, whose draws cost `CONTEMPT`.
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
    /// The root move this thread is searching for the board's attempt, and whether it has
    /// stopped searching it because another thread scored it first (`Board::settled`).
    splitting: Option<(Attempt, Move)>,
    abandoned: bool,
    /// The game's lean at its start: a leaf's lean counts the pieces gone since.
    start_lean: i32,
}

/// Ends an attempt at the root on `mv`, which scored `score` (`hi` or more): it goes first.
fn cut(root: &mut Vec<(Move, i32)>, mv: Move, score: i32) -> i32 {
    if let Some(index) = root.iter().position(|&(m, _)| m == mv) {
        let mut first = root.remove(index);
        first.1 = score;
        root.insert(0, first);
    }
    score
}

fn loss(ply: usize) -> i32 {
    -MATE + ply as i32
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
        Searcher {
            start_lean,
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
        *self.board() = Board::default();
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
        result.nodes = self.nodes + self.team.nodes.load(Ordering::Relaxed);
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

    /// Iterative deepening from `pos` until the limits or `stop`.
    fn deepen(
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
            result.nodes = self.nodes + self.team.nodes.load(Ordering::Relaxed);
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
            result.nodes = self.nodes + self.team.nodes.load(Ordering::Relaxed);
        }
        result.elapsed = self.started.elapsed();
        result
    }

    /// A helper's completed iteration, kept if it is the deepest yet: the main thread ends
    /// the search once one reaches its depth, and plays the deepest.
    fn publish(&self, result: &SearchResult) {
        if result.depth > self.team.depth.load(Ordering::Relaxed) {
            let mut deepest = self.team.deepest.lock().unwrap_or_else(|e| e.into_inner());
            if deepest.as_ref().is_none_or(|d| d.depth < result.depth) {
                *deepest = Some(result.clone());
                self.team.depth.store(result.depth, Ordering::Relaxed);
            }
        }
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
            let split = split && self.board().join(&mut attempt, &mut first);
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
    /// (`Board`).
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
                self.board().claim(attempt, mv, index == 0 || put_off)
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
                        let shared = self.board().best(attempt);
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
                        // a few hundred nodes) and the score went with the board; then the
                        // move is searched again, on this thread's own.
                        match self.board().claim(attempt, mv, true) {
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
                        self.board().record(attempt, mv, score)
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
    /// `no_put_off`: it was put off before, or the board splits the moves).
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

    fn board(&self) -> std::sync::MutexGuard<'_, Board> {
        self.team.board.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether another thread is searching the position `hash` (reached by a move from a
    /// node `depth` deep): the move is put off. (A thread's own mark, met again below it
    /// through a transposition, puts a move off as well; it is rare and costs nothing.)
    fn others_busy(&self, hash: u64, depth: i32) -> bool {
        self.parallel
            && depth >= BUSY_DEPTH
            && self.team.busy.0[hash as usize % BUSY_SLOTS].load(Ordering::Relaxed) == hash
    }

    /// Marks the position `hash` busy while this thread searches it, if worth it: whether
    /// it did.
    fn mark_busy(&self, hash: u64, depth: i32) -> bool {
        let mark = self.parallel && depth >= BUSY_DEPTH;
        if mark {
            self.team.busy.0[hash as usize % BUSY_SLOTS].store(hash, Ordering::Relaxed);
        }
        mark
    }

    fn unmark_busy(&self, hash: u64, marked: bool) {
        if marked {
            let slot = &self.team.busy.0[hash as usize % BUSY_SLOTS];
            let _ = slot.compare_exchange(hash, 0, Ordering::Relaxed, Ordering::Relaxed);
        }
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

    fn out_of_budget(&mut self, stop: &AtomicBool) -> bool {
        if self.nodes & 1023 == 0 {
            if self.helper {
                self.team.nodes.fetch_add(1024, Ordering::Relaxed);
            }
            let ahead = self.target > 0 && self.team.depth.load(Ordering::Relaxed) >= self.target;
            let over_nodes = self.limits.nodes.is_some_and(|n| self.nodes >= n);
            let over_time = self
                .limits
                .time
                .is_some_and(|t| self.started.elapsed() >= t);
            if self.scored && (over_nodes || over_time) || ahead || stop.load(Ordering::Relaxed) {
                self.stopped = true;
            } else if let Some((attempt, mv)) = self.splitting
                && self.board().settled(attempt, mv)
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
        if !self.limits.weary || past == 0 {
            return -CONTEMPT;
        }
        -CONTEMPT + (CONTEMPT + WEARY_DRAW) * past as i32 / WEARY_PLIES as i32
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
            None if mover == self.us => -CONTEMPT,
            None => CONTEMPT,
        })
    }

    fn pvs(
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
        if self.pass_cuts(pos, depth, alpha, beta, ply, stop) {
            return if self.stopped { 0 } else { beta };
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        // A game whose generation is costly generates by stages (`Stage`): at the frontier
        // its first killer before anything, elsewhere without a table's move its captures,
        // with one the table's move. Each stage's guard is the whole node's.
        let killer = self.killers[ply.min(MAX_PLY)][0];
        let (guard, mut stage) = if let Some(guard) = self.killer_guard(pos, hint, depth, killer) {
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
        let alpha_before = alpha;
        let before = self.sums_of(pos);
        let mut best = (-INFINITY, NO_MOVE);
        // Legal moves searched so far (candidates that `confirm` rejects do not count).
        let mut searched = 0;
        // Moves put off because another thread is searching them, with whether each is quiet.
        let mut deferred = std::mem::take(&mut self.deferred[ply]);
        deferred.clear();
        // The killers tried before the other moves were generated.
        let mut tried = [NO_MOVE; 2];
        let (mut i, mut d, mut k) = (0, 0, 0);
        loop {
            let (mv, quiet, put_off) = if stage == Stage::Killer {
                stage = Stage::AfterKiller;
                (killer, true, false)
            } else if stage == Stage::AfterKiller {
                // The captures, then the second killer, as at a node without the first.
                self.staged_captures(pos, &mut moves, ply);
                tried[0] = killer;
                (i, k, stage) = (0, 1, Stage::Captures);
                continue;
            } else if stage == Stage::Hint {
                stage = Stage::AfterHint;
                (hint, false, false)
            } else if stage == Stage::AfterHint {
                // The others, in the order they would have had with the table's move picked
                // first from among them.
                self.game.guarded_moves(pos, &guard, &mut moves);
                if let Some(h) = moves.iter().position(|&m| m == hint) {
                    moves.swap(0, h);
                    i = 1;
                }
                self.order_moves(pos, &moves, hint, ply);
                stage = Stage::All;
                continue;
            } else if i < moves.len() {
                if i == 1 && hinted {
                    self.order_moves(pos, &moves, hint, ply);
                }
                let mv = self.pick(&mut moves, ply, i);
                i += 1;
                (mv, self.order[ply][i - 1] < CAPTURE_BASE, false)
            } else if stage == Stage::Captures && k < 2 {
                let killer = self.killers[ply.min(MAX_PLY)][k];
                k += 1;
                // A killer that takes something now was tried with the captures.
                if killer == NO_MOVE
                    || self.game.capture_value(pos, killer) > 0
                    || !self.game.is_candidate(pos, killer)
                {
                    continue;
                }
                tried[k - 1] = killer;
                (killer, true, false)
            } else if stage == Stage::Captures {
                self.game.guarded_moves(pos, &guard, &mut moves);
                self.order_moves(pos, &moves, NO_MOVE, ply);
                drop_tried(&mut moves, &mut self.order[ply], &tried);
                (i, stage) = (0, Stage::All);
                continue;
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
                self.game.settled_unplayed(&guard, mv)
            };
            if settled == Some(false) {
                continue;
            }
            let undo = self.game.play(pos, mv);
            if settled.is_none() && !self.legal_played(pos, &guard, mv, ply) {
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
                let reduce = i32::from(quiet && depth >= 3 && searched > 4);
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
        if self.stopped {
            self.moves[ply] = moves;
            return 0;
        }
        self.moves[ply] = moves;
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
    /// (`Evaluate::confirm`). The root's moves are all tested, so that a colliding key can
    /// never make the move played illegal.
    fn legal_played(&self, pos: &G::Position, guard: &G::Guard, mv: Move, ply: usize) -> bool {
        (ply > 0 && self.table.probe(self.key(self.game.hash(pos))).is_some())
            || self.game.confirm(guard, pos, mv)
    }

    /// The guard of the node's moves if it is to try its first killer, `killer`, before it
    /// generates anything: at the frontier (`depth` 1, where the capture search after a
    /// killer costs little) without a table's move, where the game asks for it
    /// (`Evaluate::killer_guard`). Tried before the captures, it cut off 59% of Poron
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
    /// generation is costly (`Evaluate::capture_candidates`), with the guard of its moves.
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
        if !self.limits.null_move
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
    fn quiescence(
        &mut self,
        pos: &mut G::Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
        stop: &AtomicBool,
    ) -> i32 {
        let stand = self.value(pos);
        if stand >= beta || qply >= QUIESCENCE_PLIES {
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
        loop {
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

    /// Ordering scores for `moves` into `order[ply]`: the table's move, captures by value,
    /// killers, then quiet moves by history.
    fn order_moves(&mut self, pos: &G::Position, moves: &[Move], hint: Move, ply: usize) {
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
    fn pick(&mut self, moves: &mut [Move], ply: usize, i: usize) -> Move {
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
    fn pick_confirmed(
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
    fn reward(&mut self, mv: Move, ply: usize, depth: i32) {
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
    /// The table's move, before the others are generated (`Evaluate::candidate_guard`).
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

const NO_MOVE: Move = Move {
    from: Square::NONE,
    to: Square::NONE,
    via: Square::NONE,
    tag: u8::MAX,
};
const CAPTURE_BASE: i32 = 1 << 28;
const KILLER_BASE: i32 = 1 << 27;

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
