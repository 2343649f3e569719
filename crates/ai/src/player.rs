//! Players of graded strength: each level is a search budget and, for Beginner and Casual,
//! a habit of sometimes preferring a move that looks nearly as good, the way a human
//! overlooks things.

use super::search::{Limits, SearchResult, Searcher, Variety, WON};
use super::{Chance, Evaluate, WeightSet, below, chance, unit};
use jikai_rules::Move;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Strength levels, weakest first, each searching about four times what the one below does.
/// `Random` plays any legal move: the yardstick.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Random,
    Beginner,
    Casual,
    Club,
    Expert,
    Master,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Beginner,
        Level::Casual,
        Level::Club,
        Level::Expert,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Club => "club",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == text)
    }

    /// The search budget: a fixed depth or node count, so results repeat for a seed;
    /// Master thinks for `movetime` instead when one is given (the app's full time).
    /// Casual's depth 2 stays within Club's nodes, so it never outsearches Club: in a
    /// crowded position (Poron Jikaida's 170 moves) it keeps its depth-1 scores. Master alone
    /// prunes with null moves, which in the games that offer a pass (Poron Jikaida, tafl)
    /// take it most of a ply deeper than its nodes alone would: four times Expert's nodes
    /// were not enough there to beat Expert clearly. Its eight times Expert's nodes (four
    /// times, 128,000, until issue 19) gave tafl's Master 77.5% against Expert at 400 plies,
    /// where four gave 62.5%.
    pub fn limits(self, movetime: Option<Duration>) -> Limits {
        const CLUB_NODES: u64 = 8_000;
        let (depth, nodes) = match self {
            Level::Random => (Some(0), None),
            Level::Beginner => (Some(1), None),
            Level::Casual => (Some(2), Some(CLUB_NODES)),
            Level::Club => (None, Some(CLUB_NODES)),
            Level::Expert => (None, Some(32_000)),
            Level::Master if movetime.is_some() => (None, None),
            Level::Master => (None, Some(256_000)),
        };
        Limits {
            depth,
            nodes,
            time: movetime.filter(|_| self == Level::Master),
            exact_root: self.temperature() > 0.0,
            prune: self == Level::Master,
            lean: true,
            weary: true,
            threads: 1,
            variety: None,
        }
    }

    /// The level's limits on a clock whose share for this move is `budget`
    /// (`clock_share`): Master thinks for the share (or `movetime` if less), the lower levels
    /// keep their node budgets, the share only capping their time.
    pub fn clocked_limits(self, movetime: Option<Duration>, budget: Duration) -> Limits {
        let mut limits = self.limits(movetime);
        if self == Level::Master {
            limits.nodes = None;
            limits.time = movetime;
        }
        limits.time = Some(limits.time.map_or(budget, |t| t.min(budget)));
        limits
    }

    /// How far (in evaluation units) a move may fall short of the best and still be played
    /// by the levels that play their search's best move, `ply` plies into the game: a
    /// fifth of the smallest piece in the opening, where many moves score alike and a
    /// person picks among them by taste, a twentieth later (Beginner and Casual vary by
    /// their slips instead).
    fn variety(self, ply: usize) -> i32 {
        match self {
            Level::Club | Level::Expert | Level::Master if ply < OPENING => 20,
            Level::Club | Level::Expert | Level::Master => 5,
            _ => 0,
        }
    }

    /// How far (in evaluation units) a move may fall short of the best and still be
    /// chosen now and then: the human-like mistakes of the lower levels.
    fn temperature(self) -> f64 {
        match self {
            Level::Beginner => 120.0,
            Level::Casual => 50.0,
            _ => 0.0,
        }
    }
}

/// The most by which Master by time stops before its time (`Player::choose`).
const STOP_EARLY: Duration = Duration::from_millis(50);

/// Plies counted as the opening, where the levels vary their moves the most.
const OPENING: usize = 16;

/// A computer player for one side of one game.
pub struct Player<G: Evaluate> {
    searcher: Searcher<G>,
    level: Level,
    movetime: Option<Duration>,
    /// Threads for Master by time (`Limits::parallel`).
    threads: usize,
    /// Whether the player varies among nearly-best moves (`Level::variety`).
    varied: bool,
    rng: Chance,
}

impl<G: Evaluate> Player<G> {
    pub fn new(game: G, level: Level, movetime: Option<Duration>, seed: u64) -> Player<G> {
        Player {
            searcher: Searcher::new(game, if level >= Level::Expert { 32 } else { 4 }),
            level,
            movetime,
            threads: 1,
            varied: true,
            rng: chance(seed),
        }
    }

    /// The player varying among nearly-best moves (`Level::variety`, the default) or always
    /// playing its search's best move: what the variety costs is measured against that
    /// (`selfplay --plain`).
    pub fn varied(self, varied: bool) -> Player<G> {
        Player { varied, ..self }
    }

    /// The player's evaluation reading the weights of `set` (`selfplay --weights-a`).
    pub fn with_weights(self, set: &WeightSet) -> Player<G> {
        Player {
            searcher: self.searcher.with_weights(set),
            ..self
        }
    }

    /// The player searching on `threads` threads where its level may (Master by time).
    pub fn with_threads(self, threads: usize) -> Player<G> {
        Player { threads, ..self }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// Chooses a move in `pos` (reached through positions hashed in `before`), with the
    /// search behind the choice; `None` when there is no legal move.
    pub fn choose(
        &mut self,
        pos: &G::Position,
        before: &[u64],
        stop: &AtomicBool,
    ) -> Option<(Move, SearchResult)> {
        self.choose_on_clock(pos, before, stop, None)
    }

    /// `choose` with `budget`, the share of a clock this move may use, if the game has one
    /// (`Level::clocked_limits`).
    pub fn choose_on_clock(
        &mut self,
        pos: &G::Position,
        before: &[u64],
        stop: &AtomicBool,
        budget: Option<Duration>,
    ) -> Option<(Move, SearchResult)> {
        let limits = match budget {
            Some(budget) => self.level.clocked_limits(self.movetime, budget),
            None => self.level.limits(self.movetime),
        };
        let mut limits = limits.parallel(self.threads);
        // The clock is read every 1,024 nodes, and on Jikshiv's board those took up to 10
        // ms: Master by time stops a fiftieth early (at most `STOP_EARLY`), so that its move
        // comes within its time (docs/ai.md, The larger games).
        limits.time = limits
            .time
            .map(|t| t.saturating_sub((t / 50).min(STOP_EARLY)));
        let margin = self.level.variety(before.len());
        if self.varied && margin > 0 {
            limits.variety = Some(Variety {
                seed: rand::Rng::next_u64(&mut self.rng),
                margin,
            });
        }
        self.choose_within(pos, before, &limits, stop, &mut |_| {})
    }

    /// `choose` within `limits` instead of the level's own (the engine protocols' clocks
    /// and `go` commands), handing `report` each completed iteration.
    pub fn choose_within(
        &mut self,
        pos: &G::Position,
        before: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&SearchResult),
    ) -> Option<(Move, SearchResult)> {
        let result = self
            .searcher
            .search_reporting(pos, before, limits, stop, report);
        let best = result.best?;
        let mv = match self.level {
            Level::Random => result.root[below(&mut self.rng, result.root.len())].0,
            _ if self.level.temperature() > 0.0 => self.slip(&result),
            _ => best,
        };
        Some((mv, result))
    }

    /// A move drawn with weight `exp(-shortfall / temperature)`: usually the best, sometimes
    /// one a little worse, almost never a blunder into a lost game.
    fn slip(&mut self, result: &SearchResult) -> Move {
        let t = self.level.temperature();
        let best = result.root[0].1;
        let weight = |score: i32| {
            if best > WON && score < best {
                return 0.0;
            }
            (-((best - score).max(0) as f64) / t).exp()
        };
        let total: f64 = result.root.iter().map(|&(_, s)| weight(s)).sum();
        let mut x = unit(&mut self.rng) * total;
        for &(mv, score) in &result.root {
            x -= weight(score);
            if x <= 0.0 {
                return mv;
            }
        }
        result.root[0].0
    }
}
