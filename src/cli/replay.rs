//! `jikai replay`: a game played through from its moves or from a record, then where it
//! stands, for scripts and for checking records.

use super::CliError;
use super::start::StartArgs;
use crate::rules::{AnyMatch, GAMES, GameRecord, Outcome, SideName, open_match, otg, play_line};
use std::io::Write;
use std::path::PathBuf;

/// Play a game's moves, or a saved record, through and print the position and the result.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Example:\n  jikai replay jetan --moves \"CF-CD4 PWT-PP4 CFxPWT\" --write game.txt\n  jikai replay game.txt --write game.ron"
)]
pub struct ReplayArgs {
    /// A game (then --moves, --position and --option say what to play) or a record file
    /// (.ron, the game text .txt, OpenTafl's .otg, seed 002's Jetan record)
    #[arg(value_name = "game|file")]
    source: String,
    #[command(flatten)]
    start: StartArgs,
    /// Save the game played through to this file: the game text (.txt), for tafl OpenTafl's
    /// record (.otg), else a record (.ron)
    #[arg(long, value_name = "file")]
    write: Option<PathBuf>,
}

pub fn run(args: ReplayArgs, out: &mut impl Write) -> Result<(), CliError> {
    let (m, recorded) = open(&args)?;
    if let Some(path) = &args.write {
        let mut record = GameRecord::ended(m.as_ref(), recorded.as_ref().and_then(|r| r.ended));
        record.players = recorded.as_ref().and_then(|r| r.players.clone());
        record.seats = recorded.as_ref().and_then(|r| r.seats);
        record
            .save(path)
            .map_err(|e| CliError::new(format!("cannot write {}: {e}", path.display())))?;
    }
    writeln!(out, "position {}", m.position_string())?;
    let line = match (m.outcome(), recorded.as_ref().and_then(|r| r.ended)) {
        (None, Some(ended)) => format!("{} (recorded)", result(m.as_ref(), Some(ended))),
        (outcome, _) => result(m.as_ref(), outcome),
    };
    Ok(writeln!(out, "result {line}")?)
}

/// The game the arguments name, played through, and the record it came from; what an
/// OpenTafl record's reading skipped goes to stderr.
fn open(args: &ReplayArgs) -> Result<(Box<dyn AnyMatch>, Option<GameRecord>), CliError> {
    if !GAMES.iter().any(|(id, _)| *id == args.source) {
        if args.start.is_given() {
            return Err(CliError::new(format!(
                "'{}' is no game, and a record file takes no --position, --moves or --option",
                args.source
            )));
        }
        let text = GameRecord::read_file(args.source.as_ref())?;
        let record = match otg::is_otg(&text) {
            true => {
                let (record, skipped) = otg::read(&text)?;
                if let Some(note) = skipped.describe() {
                    eprintln!("jikai: {}: {note}", args.source);
                }
                record
            }
            false => GameRecord::from_text(&text)?,
        };
        return Ok((record.replay()?, Some(record)));
    }
    let start = &args.start;
    let mut m = open_match(&args.source, &start.options, start.position.as_deref())?;
    play_line(m.as_mut(), &start.move_list()).map_err(CliError::new)?;
    Ok((m, None))
}

/// `ongoing`, `draw <reason>` or `<side> wins <reason>`, the side as the game names it.
pub(super) fn result(m: &dyn AnyMatch, outcome: Option<Outcome>) -> String {
    match outcome {
        None => "ongoing".into(),
        Some(Outcome::Draw { reason }) => format!("draw {}", reason.word()),
        Some(Outcome::Win { winner, reason }) => {
            let side = SideName(m.side_name(winner));
            let (name, verb) = (side.0.to_lowercase(), side.with_verb("wins", "win"));
            let verb = verb.rsplit(' ').next().unwrap_or("wins");
            format!("{name} {verb} {}", reason.word())
        }
    }
}
