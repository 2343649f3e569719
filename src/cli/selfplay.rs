//! `jikai selfplay`: levels measured against each other.

use super::{CliError, values};
use crate::ai::selfplay::{Effort, GameResult, Series, adjudicate, play_series, start};
use crate::ai::{Evaluate, Level, WeightSet, weights};
use crate::rules::{
    Error, Game, GameRecord, Match, Outcome, TimeControl, WithGame, describe_outcome, with_game,
};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Play a series of games between two computer levels and print the score.
#[derive(clap::Args, Debug)]
#[command(after_help = "Example:\n  jikai selfplay tafl --a expert --b club --games 40 --seed 7")]
pub struct SelfplayArgs {
    /// The game or drill
    #[arg(value_name = "game", value_parser = values::game())]
    game: String,
    /// Player A's level (A moves first in even games)
    #[arg(long, value_name = "level", value_parser = values::level(), default_value = "master")]
    a: Level,
    /// Player B's level
    #[arg(long, value_name = "level", value_parser = values::level(), default_value = "random")]
    b: Level,
    /// Games to play
    #[arg(long, value_name = "N", value_parser = values::number(1usize, 100_000), default_value_t = 10)]
    games: usize,
    /// The index of the first game: a long series can be played in parts that add up
    #[arg(long, value_name = "N", value_parser = values::number(0usize, 1_000_000), default_value_t = 0)]
    first: usize,
    /// The seed: the same seed plays the same games, move for move
    #[arg(long, value_name = "S", value_parser = values::number(0u64, u64::MAX), default_value_t = 1)]
    seed: u64,
    /// Master's time a move in milliseconds (default: its fixed node budget, which repeats)
    #[arg(long, value_name = "MS", value_parser = values::number(1u64, 3_600_000))]
    movetime: Option<u64>,
    /// B's time a move as Master, if other than --movetime (Master against itself at two
    /// speeds: does more time buy strength?)
    #[arg(long, value_name = "MS", value_parser = values::number(1u64, 3_600_000))]
    movetime_b: Option<u64>,
    /// Both players' clock, in seconds: 60+1 (a minute and a second a move), 5/move, or
    /// OpenTafl's 600 30/3 (main time, then three 30 s periods); a flag loses on time
    #[arg(long, value_name = "time", value_parser = values::time_control())]
    clock: Option<TimeControl>,
    /// Plies after which a game is adjudicated on the evaluation (default: 300; 1500 for
    /// Hyrshiv and Jikshiv, whose games are longer)
    #[arg(long, value_name = "N", value_parser = values::number(1usize, 100_000))]
    max_plies: Option<usize>,
    /// Random plies opening each game, so the games differ
    #[arg(long, value_name = "N", value_parser = values::number(0usize, 100), default_value_t = 2)]
    opening_plies: usize,
    /// Threads playing games side by side (default: one per core)
    #[arg(long, value_name = "N", value_parser = values::number(1usize, 256))]
    threads: Option<usize>,
    /// Threads each Master with --movetime searches on (node budgets: always one)
    #[arg(long, value_name = "N", value_parser = values::number(1usize, 256), default_value_t = 1)]
    search_threads: usize,
    /// A player that always plays its search's best move, without the variety among
    /// nearly-best moves of Club, Expert and Master (to measure what the variety costs)
    #[arg(long, value_name = "player", value_parser = ["a", "b"])]
    plain: Vec<String>,
    /// The weights A's evaluation reads: the levels' own (default), the hand-set ones, the
    /// ones `jikai tune` fitted (tuned) or a weights file's
    #[arg(long, value_name = "set", value_parser = values::weight_set(), default_value = "default")]
    weights_a: WeightSet,
    /// The weights B's evaluation reads
    #[arg(long, value_name = "set", value_parser = values::weight_set(), default_value = "default")]
    weights_b: WeightSet,
    /// Save each game as a record in this folder (`game-<index>.ron`), to load in the app
    #[arg(long, value_name = "DIR")]
    save: Option<PathBuf>,
    /// A rules option; repeat for several
    #[arg(long = "option", value_name = "key=value", value_parser = values::pair("key=value"))]
    options: Vec<(String, String)>,
    /// The position every game starts from, as the game's position string (default: the
    /// start); A takes the side to move in even games
    #[arg(long, value_name = "string")]
    position: Option<String>,
}

pub fn run(args: SelfplayArgs, out: &mut impl Write) -> Result<(), CliError> {
    let series = Series {
        a: args.a,
        b: args.b,
        games: args.games,
        first: args.first,
        seed: args.seed,
        movetime: [args.movetime, args.movetime_b.or(args.movetime)]
            .map(|ms| ms.map(Duration::from_millis)),
        clock: args.clock,
        max_plies: args.max_plies,
        opening_plies: args.opening_plies,
        threads: args
            .threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
        search_threads: args.search_threads,
        plain: [0, 1].map(|i| args.plain.iter().any(|p| p == ["a", "b"][i])),
        weights: [args.weights_a, args.weights_b],
        start: args.position.clone(),
    };
    let (summary, records) = with_game(&args.game, &args.options, series)?;
    if let Some(dir) = &args.save {
        let cannot = |e: std::io::Error| {
            CliError::new(format!("cannot save the games in {}: {e}", dir.display()))
        };
        std::fs::create_dir_all(dir).map_err(cannot)?;
        for (i, record) in records.iter().enumerate() {
            let file = dir.join(format!("game-{}.ron", args.first + i));
            record.save(&file).map_err(cannot)?;
        }
    }
    Ok(writeln!(out, "{summary}")?)
}

impl WithGame for Series {
    /// The series' one-line summary and the games' records.
    type Output = (String, Vec<GameRecord>);

    fn run<G: Game + Evaluate>(self, game: G) -> Result<Self::Output, Error> {
        for (flag, set) in ["--weights-a", "--weights-b"].iter().zip(&self.weights) {
            weights::check::<G>(set).map_err(|e| Error::Game(format!("{flag}: {e}")))?;
        }
        let start = start(&game, &self)?;
        let started = Instant::now();
        let results = play_series(&game, &self);
        let records = results.iter().map(|r| record(&game, &start, r)).collect();
        let n = results.len() as f64;
        let wins = results.iter().filter(|r| r.a_points == 1.0).count();
        let draws = results.iter().filter(|r| r.a_points == 0.5).count();
        let losses = results.len() - wins - draws;
        let points: f64 = results.iter().map(|r| r.a_points).sum();
        let plies: usize = results.iter().map(|r| r.plies).sum();
        let adjudicated = results.iter().filter(|r| r.adjudicated).count();
        let mut ends: Vec<(String, usize)> = Vec::new();
        for r in &results {
            let reason = match r.outcome {
                Some(Outcome::Win { reason, .. } | Outcome::Draw { reason }) => {
                    format!("{reason:?}")
                }
                None => "Adjudicated".into(),
            };
            match ends.iter_mut().find(|e| e.0 == reason) {
                Some(e) => e.1 += 1,
                None => ends.push((reason, 1)),
            }
        }
        let ends: Vec<String> = ends.iter().map(|(r, n)| format!("{r} {n}")).collect();
        let flags = |who| results.iter().filter(|r| r.flag == Some(who)).count();
        let on_time = match self.clock {
            Some(clock) => format!(
                "; clock {}: out of time A {}, B {}",
                clock.text(),
                flags(0),
                flags(1)
            ),
            None => String::new(),
        };
        let mut effort = [Effort::default(); 2];
        for r in &results {
            effort[0].add(r.effort[0]);
            effort[1].add(r.effort[1]);
        }
        let per_move = |e: Effort| {
            let moves = e.moves.max(1) as f64;
            format!(
                "depth {:.1}, {:.0} nodes, {:.0} ms (longest {:.0} ms)",
                e.depth as f64 / moves,
                e.nodes as f64 / moves,
                e.time.as_secs_f64() * 1000.0 / moves,
                e.longest.as_secs_f64() * 1000.0
            )
        };
        let summary = format!(
            "{} {} vs {}: {} games{}, wins {wins}, draws {draws}, losses {losses}, \
             score {:.1}% ({points}/{}), average length {:.1} plies, adjudicated {adjudicated}, \
             {:.1} s; a move: A {}, B {}; ends: {}{on_time}",
            game.id(),
            self.a.name(),
            self.b.name(),
            results.len(),
            if self.first > 0 {
                format!(" (from game {})", self.first)
            } else {
                String::new()
            },
            100.0 * points / n,
            results.len(),
            plies as f64 / n,
            started.elapsed().as_secs_f64(),
            per_move(effort[0]),
            per_move(effort[1]),
            ends.join(", ")
        );
        Ok((summary, records))
    }
}

/// A game of the series as a record; an adjudicated game's result says so.
fn record<G: Game + Evaluate>(game: &G, start: &G::Position, result: &GameResult) -> GameRecord {
    let mut m = Match::new(game.clone(), start.clone());
    for &mv in &result.moves {
        m.play(mv).expect("selfplay's moves are legal");
    }
    let mut record = GameRecord::ended(&m, result.outcome);
    if result.adjudicated {
        record.result = Some(describe_outcome(&m, adjudicate(game, m.position())));
    }
    record
}
