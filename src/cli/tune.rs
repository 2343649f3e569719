//! `jikai tune`: an evaluation's weights fitted to the results of games (`ai::tune`).

use super::{CliError, values};
use crate::ai::tune::{Sample, format_samples, game_samples, parse_samples, thin, tune};
use crate::ai::{Evaluate, weights};
use crate::rules::{AnyMatch, Error, Game, GameRecord, Match, WithGame, with_game};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Fit a game's evaluation weights to the results of games (Texel's method) and print them
/// beside the hand weights.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Example:\n  jikai tune jikaida --seed 19 --write data/tune/jikaida.weights"
)]
pub struct TuneArgs {
    /// The game (those with a fitted set: jikaida)
    #[arg(value_name = "game", value_parser = values::game())]
    game: String,
    /// Take the positions from the game records in this folder (`selfplay --save`), those
    /// that ended by the rules, and write them to the data file before fitting
    #[arg(long, value_name = "DIR")]
    games: Option<PathBuf>,
    /// The data file: one position a line with its game's result for the side to move and
    /// the game's number (default: data/tune/<game>.positions)
    #[arg(long, value_name = "FILE")]
    data: Option<PathBuf>,
    /// The seed: which positions are kept (`--positions`) and whose games are held out
    #[arg(long, value_name = "S", value_parser = values::number(0u64, u64::MAX), default_value_t = 1)]
    seed: u64,
    /// At most this many positions taken from the games
    #[arg(long, value_name = "N", value_parser = values::number(1usize, 1_000_000), default_value_t = 20_000)]
    positions: usize,
    /// How much a weight's change from its hand value costs: the fit minimises the loss
    /// plus this times the sum of the changes squared, each relative to its hand value
    #[arg(long, value_name = "L", value_parser = values::number(0.0f64, 1.0), default_value_t = 0.002)]
    prior: f64,
    /// Weights kept at their hand values, by name (comma-separated)
    #[arg(long, value_name = "names", value_delimiter = ',')]
    keep: Vec<String>,
    /// Passes of the local search at most
    #[arg(long, value_name = "N", value_parser = values::number(1usize, 10_000), default_value_t = 100)]
    passes: usize,
    /// Write the fitted weights to this file (the program reads data/tune/<game>.weights)
    #[arg(long, value_name = "FILE")]
    write: Option<PathBuf>,
}

/// What the tuning of one game does, for `with_game`.
struct Job {
    args: TuneArgs,
    data: PathBuf,
    out: Vec<String>,
}

pub fn run(args: TuneArgs, out: &mut impl Write) -> Result<(), CliError> {
    if weights::tuned_text(&args.game).is_none() {
        return Err(CliError::new(format!(
            "cannot tune {}: only jikaida has a fitted set of weights (docs/ai.md, Tuning)",
            args.game
        )));
    }
    let data = args
        .data
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("data/tune/{}.positions", args.game)));
    let game = args.game.clone();
    let job = Job {
        args,
        data,
        out: Vec::new(),
    };
    let lines = with_game(&game, &[], job).map_err(|e| CliError::new(e.to_string()))?;
    for line in lines {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

impl WithGame for Job {
    type Output = Vec<String>;

    fn run<G: Game + Evaluate>(mut self, game: G) -> Result<Vec<String>, Error> {
        let failed = |message: String| Error::Record(message);
        if let Some(name) = self
            .args
            .keep
            .iter()
            .find(|n| G::TUNABLE.iter().all(|w| w.0 != n.as_str()))
        {
            return Err(failed(format!(
                "--keep: {} has no weight '{name}'",
                game.id()
            )));
        }
        let samples = match &self.args.games {
            Some(dir) => {
                let (samples, games, ended) = from_records(&game, dir)?;
                let found = samples.len();
                let samples = thin(samples, self.args.positions, self.args.seed);
                let comment = format!(
                    "Jikai tuning positions of {}: the game's result for the side to move, the \
                     game's number, the position\n\
                     {} quiet positions after ply {} of {ended} of the {games} games in {} \
                     that ended by the rules ({found} found, seed {})",
                    game.id(),
                    samples.len(),
                    crate::ai::tune::OPENING_PLIES,
                    dir.display(),
                    self.args.seed
                );
                write(&self.data, &format_samples(&game, &comment, &samples)).map_err(failed)?;
                self.out.push(format!(
                    "{} games, {ended} ended by the rules: {} of {found} quiet positions \
                     written to {}",
                    games,
                    samples.len(),
                    self.data.display()
                ));
                samples
            }
            None => {
                let text = std::fs::read_to_string(&self.data).map_err(|e| {
                    failed(format!(
                        "cannot read {}: {e} (make it with --games DIR)",
                        self.data.display()
                    ))
                })?;
                parse_samples(&game, &text)
                    .map_err(|e| failed(format!("{}: {e}", self.data.display())))?
            }
        };
        let t = tune(
            &game,
            &samples,
            self.args.seed,
            self.args.passes,
            self.args.prior,
            &self
                .args
                .keep
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
            &mut |_| {},
        );
        self.out.push(format!(
            "{} positions: fitted on {}, {} held out; k {:.6}",
            samples.len(),
            t.fitted_on,
            t.held_out,
            t.k
        ));
        self.out.push(format!(
            "loss (mean squared error): fitted positions {:.6} -> {:.6}, held out {:.6} -> {:.6}",
            t.loss_fitted[0], t.loss_fitted[1], t.loss_held_out[0], t.loss_held_out[1]
        ));
        self.out
            .push(format!("{:<18} {:>8} {:>8}", "weight", "hand", "fitted"));
        for ((name, _), (hand, fitted)) in G::TUNABLE.iter().zip(t.hand.iter().zip(&t.fitted)) {
            self.out.push(format!("{name:<18} {hand:>8} {fitted:>8}"));
        }
        if let Some(file) = &self.args.write {
            let comment = format!(
                "The weights of {}'s evaluation fitted by `jikai tune {} --seed {} --prior {}{}` to {}\n\
                 ({} positions, k {:.6}; loss {:.6} -> {:.6}, held out {:.6} -> {:.6})",
                game.id(),
                game.id(),
                self.args.seed,
                self.args.prior,
                if self.args.keep.is_empty() {
                    String::new()
                } else {
                    format!(" --keep {}", self.args.keep.join(","))
                },
                self.data.display(),
                samples.len(),
                t.k,
                t.loss_fitted[0],
                t.loss_fitted[1],
                t.loss_held_out[0],
                t.loss_held_out[1]
            );
            write(file, &weights::format(&comment, G::TUNABLE, &t.fitted)).map_err(failed)?;
            self.out.push(format!("written to {}", file.display()));
        }
        Ok(self.out)
    }
}

/// Samples, and the games they came from: how many records of the game, how many of them
/// ended by the rules.
type Found<P> = (Vec<Sample<P>>, usize, usize);

/// The samples of every record (`*.ron`, by name) in `dir` of `game` that ended by the
/// rules.
fn from_records<G: Evaluate>(game: &G, dir: &Path) -> Result<Found<G::Position>, Error> {
    let cannot = |e: std::io::Error| Error::Record(format!("cannot read {}: {e}", dir.display()));
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(cannot)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .map_err(cannot)?;
    files.retain(|f| f.extension().is_some_and(|e| e == "ron"));
    // By name, numbers by value: game-2 before game-10.
    files.sort_by_key(|f| {
        let name = f.file_stem().map(|s| s.to_string_lossy().into_owned());
        let name = name.unwrap_or_default();
        let digits: String = name.chars().filter(char::is_ascii_digit).collect();
        (digits.len(), digits, name)
    });
    // The records of this game with the options it was built with (the defaults).
    let options = AnyMatch::options(&Match::new(game.clone(), game.start()));
    let (mut samples, mut games, mut ended) = (Vec::new(), 0, 0);
    for file in &files {
        let text = std::fs::read_to_string(file)
            .map_err(|e| Error::Record(format!("cannot read {}: {e}", file.display())))?;
        let record = GameRecord::from_text(&text)
            .map_err(|e| Error::Record(format!("{}: {e}", file.display())))?;
        if record.game != game.id() || record.options != options {
            continue;
        }
        let found = game_samples(game, games, &record.start, &record.moves)
            .map_err(|e| Error::Record(format!("{}: {e}", file.display())))?;
        games += 1;
        if let Some(found) = found {
            ended += 1;
            samples.extend(found);
        }
    }
    if samples.is_empty() {
        return Err(Error::Record(format!(
            "no game of {} in {} ended by the rules",
            game.id(),
            dir.display()
        )));
    }
    Ok((samples, games, ended))
}

fn write(file: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    }
    std::fs::write(file, text).map_err(|e| format!("cannot write {}: {e}", file.display()))
}
