//! Games between two computer players, for measuring levels against each other: a few
//! seeded random opening plies so games differ, a length cap with adjudication for games
//! that would run on (Jetan has no repetition rule), colours alternating game by game.

use super::{Evaluate, Level, Player, WeightSet, below, chance, mix, share_of, weights};
use jikai_rules::{Clock, EndReason, Match, Move, Outcome, TimeControl, flag_outcome};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// How a series of games is played.
#[derive(Clone, Debug)]
pub struct Series {
    pub a: Level,
    pub b: Level,
    pub games: usize,
    /// The index of the first game: each game depends only on the seed and its index, so a
    /// long series can be played in parts (games 0-19, then 20-39) whose results add up.
    pub first: usize,
    pub seed: u64,
    /// Master's time a move for A and for B (`None`: its node budget).
    pub movetime: [Option<Duration>; 2],
    /// Both players' clock (`None`: no clock): each move searches within its share
    /// (`share_of`), and a player whose clock runs out loses on time.
    pub clock: Option<TimeControl>,
    /// Plies after which the game is adjudicated (`None`: the game's
    /// `Evaluate::adjudication_plies`).
    pub max_plies: Option<usize>,
    /// Random plies opening each game.
    pub opening_plies: usize,
    /// Threads playing games side by side.
    pub threads: usize,
    /// Threads each Master by time searches on (`--search-threads`).
    pub search_threads: usize,
    /// A and B playing their search's best move without variety (`Player::plain`).
    pub plain: [bool; 2],
    /// The weights A's and B's evaluations read.
    pub weights: [WeightSet; 2],
    /// The position every game starts from, as the game's position string (`None`: the
    /// game's start), checked before the series (`start`).
    pub start: Option<String>,
}

/// The position the series' games start from.
pub fn start<G: Evaluate>(game: &G, series: &Series) -> Result<G::Position, jikai_rules::Error> {
    match &series.start {
        Some(text) => game.parse_position(text),
        None => Ok(game.start()),
    }
}

/// One finished game: what happened and whether the cap decided it.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// Points for player A (1, 1/2 or 0).
    pub a_points: f64,
    pub plies: usize,
    /// The moves played, openings included: what a seed must repeat.
    pub moves: Vec<Move>,
    pub adjudicated: bool,
    pub outcome: Option<Outcome>,
    /// The player whose clock ran out (0 for A, 1 for B).
    pub flag: Option<usize>,
    /// What A's and B's searches did: how deep and how wide each level really looks in
    /// this game (a node budget reaches different depths in different games).
    pub effort: [Effort; 2],
}

/// The searches of one player over one or more games.
#[derive(Copy, Clone, Debug, Default)]
pub struct Effort {
    pub moves: u64,
    /// Sum of the deepest completed iterations.
    pub depth: u64,
    pub nodes: u64,
    /// The time the moves took in all (each player's choice, timed by the clock: it varies
    /// with the machine's load), and the longest.
    pub time: Duration,
    pub longest: Duration,
}

impl Effort {
    pub fn add(&mut self, other: Effort) {
        self.moves += other.moves;
        self.depth += other.depth;
        self.nodes += other.nodes;
        self.time += other.time;
        self.longest = self.longest.max(other.longest);
    }
}

/// Plies after which a game is adjudicated unless its game says otherwise
/// (`Evaluate::adjudication_plies`): Poron Jikaida's 72 pieces take Expert and Club some 330
/// plies on average (docs/ai.md, The ladder, whose series run to 400).
pub const ADJUDICATION_PLIES: usize = 300;

/// An evaluation lead (for the side to move) beyond which a capped game goes to the leader.
const ADJUDICATION_MARGIN: i32 = 300;

/// The result of a game stopped at its length limit: a win for the side ahead by more than
/// three of the game's smallest pieces on the evaluation with the hand weights (a referee
/// that stays the same whichever weights the players read), else a draw.
pub fn adjudicate<G: Evaluate>(game: &G, pos: &G::Position) -> Outcome {
    let score = game.evaluate(&weights::weights(game, &WeightSet::Hand), pos);
    let mover = game.side_to_move(pos);
    let reason = EndReason::Adjudicated;
    if score > ADJUDICATION_MARGIN {
        Outcome::Win {
            winner: mover,
            reason,
        }
    } else if score < -ADJUDICATION_MARGIN {
        Outcome::Win {
            winner: mover.opponent(),
            reason,
        }
    } else {
        Outcome::Draw { reason }
    }
}

/// Plays game `index` of the series: A takes the side to move in even games.
pub fn play_game<G: Evaluate>(game: &G, series: &Series, index: usize) -> GameResult {
    let start = start(game, series).expect("a series' start is checked before it is played");
    // Mixed, so that no two games share a player's seed: with `seed ^ index`, game 1's
    // players (salts swapped with the colours) drew exactly game 0's, and two players of one
    // level played game 0 again.
    let seed = mix(series.seed ^ mix(index as u64));
    let first = game.side_to_move(&start);
    let a_side = if index.is_multiple_of(2) {
        first
    } else {
        first.opponent()
    };
    let mut players = [(series.a, 0xA, 0), (series.b, 0xB, 1)].map(|(level, salt, i)| {
        Player::new(game.clone(), level, series.movetime[i], seed ^ salt)
            .with_threads(series.search_threads)
            .varied(!series.plain[i])
            .with_weights(&series.weights[i])
    });
    let mut rng = chance(seed);
    let mut m = Match::new(game.clone(), start);
    let stop = AtomicBool::new(false);
    let mut moves = Vec::new();
    let mut effort = [Effort::default(); 2];
    let max_plies = series
        .max_plies
        .unwrap_or_else(|| game.adjudication_plies());
    let mut clock = series.clock.map(Clock::new);
    let mut flag = None;
    while m.outcome().is_none() && m.len() < max_plies {
        let pos = m.position().clone();
        let mv = if m.len() < series.opening_plies {
            game.legal_moves(&pos, &mut moves);
            moves[below(&mut rng, moves.len())]
        } else {
            let mover = game.side_to_move(&pos);
            let who = usize::from(mover != a_side);
            let hashes = m.hashes();
            let budget = clock.as_ref().map(|c| share_of(c, mover));
            let started = Instant::now();
            match players[who].choose_on_clock(&pos, &hashes[..hashes.len() - 1], &stop, budget) {
                Some((mv, searched)) => {
                    let time = started.elapsed();
                    if let Some(clock) = &mut clock
                        && clock.charge(mover, time).is_err()
                    {
                        flag = Some(who);
                        break;
                    }
                    effort[who].add(Effort {
                        moves: 1,
                        depth: searched.depth.into(),
                        nodes: searched.nodes,
                        time,
                        longest: time,
                    });
                    mv
                }
                None => break,
            }
        };
        m.play(mv).expect("players choose legal moves");
    }
    let outcome = m.outcome().or_else(|| {
        flag.map(|who| {
            let side = if who == 0 { a_side } else { a_side.opponent() };
            flag_outcome(game, m.position(), side)
        })
    });
    let a_points = match outcome.unwrap_or_else(|| adjudicate(game, m.position())) {
        Outcome::Win { winner, .. } if winner == a_side => 1.0,
        Outcome::Win { .. } => 0.0,
        Outcome::Draw { .. } => 0.5,
    };
    GameResult {
        a_points,
        plies: m.len(),
        moves: m.moves().collect(),
        adjudicated: outcome.is_none(),
        outcome,
        flag,
        effort,
    }
}

/// Plays the series' games, shared out over the threads; results in game order.
pub fn play_series<G: Evaluate>(game: &G, series: &Series) -> Vec<GameResult> {
    let threads = series.threads.clamp(1, series.games.max(1));
    let end = series.first + series.games;
    let mut results: Vec<(usize, GameResult)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (series.first + t..end)
                        .step_by(threads)
                        .map(|i| (i, play_game(game, series, i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a selfplay thread panicked"))
            .collect()
    });
    results.sort_by_key(|r| r.0);
    results.into_iter().map(|r| r.1).collect()
}
