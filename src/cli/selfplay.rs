//! `jikai selfplay <game> --a <level> --b <level> [--games N] [--first N] [--seed S]
//! [--movetime MS] [--max-plies N] [--opening-plies N] [--threads N] [--option key=value ...]`:
//! levels measured against each other.

use super::{Args, CliError};
use crate::ai::selfplay::{Effort, Series, play_series};
use crate::ai::{Evaluate, Level};
use crate::rules::{Error, Game, Outcome, WithGame, with_game};
use std::time::{Duration, Instant};

pub fn run(mut args: Args) -> Result<(), CliError> {
    let game = args.required("game")?;
    let mut series = Series {
        a: Level::Master,
        b: Level::Random,
        games: 10,
        first: 0,
        seed: 1,
        movetime: None,
        max_plies: 300,
        opening_plies: 2,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let mut options = Vec::new();
    while let Some(arg) = args.word() {
        let value = |args: &mut Args| args.value_of(&arg);
        match arg.as_str() {
            "--a" => series.a = level(&value(&mut args)?)?,
            "--b" => series.b = level(&value(&mut args)?)?,
            "--games" => series.games = number(&arg, &value(&mut args)?, 1, 100_000)?,
            "--first" => series.first = number(&arg, &value(&mut args)?, 0, 1_000_000)?,
            "--seed" => {
                series.seed = number(&arg, &value(&mut args)?, 0, u64::MAX as usize)? as u64
            }
            "--movetime" => {
                let ms = number(&arg, &value(&mut args)?, 1, 3_600_000)?;
                series.movetime = Some(Duration::from_millis(ms as u64));
            }
            "--max-plies" => series.max_plies = number(&arg, &value(&mut args)?, 1, 100_000)?,
            "--opening-plies" => series.opening_plies = number(&arg, &value(&mut args)?, 0, 100)?,
            "--threads" => series.threads = number(&arg, &value(&mut args)?, 1, 256)?,
            "--option" => options.push(Args::pair(&value(&mut args)?)?),
            other => return Err(CliError(format!("unknown argument '{other}'"))),
        }
    }
    Ok(with_game(&game, &options, series)?)
}

fn level(text: &str) -> Result<Level, CliError> {
    Level::parse(text).ok_or_else(|| {
        let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
        CliError(format!(
            "unknown level '{text}' (levels: {})",
            names.join(", ")
        ))
    })
}

fn number(flag: &str, text: &str, min: usize, max: usize) -> Result<usize, CliError> {
    text.parse()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            CliError(format!(
                "{flag} takes a number from {min} to {max}, not '{text}'"
            ))
        })
}

impl WithGame for Series {
    type Output = ();

    fn run<G: Game + Evaluate>(self, game: G) -> Result<(), Error> {
        let started = Instant::now();
        let results = play_series(&game, &self);
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
        let mut effort = [Effort::default(); 2];
        for r in &results {
            effort[0].add(r.effort[0]);
            effort[1].add(r.effort[1]);
        }
        let per_move = |e: Effort| {
            let moves = e.moves.max(1) as f64;
            format!(
                "depth {:.1}, {:.0} nodes",
                e.depth as f64 / moves,
                e.nodes as f64 / moves
            )
        };
        println!(
            "{} {} vs {}: {} games{}, wins {wins}, draws {draws}, losses {losses}, \
             score {:.1}% ({points}/{}), average length {:.1} plies, adjudicated {adjudicated}, \
             {:.1} s; a move: A {}, B {}; ends: {}",
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
        Ok(())
    }
}
