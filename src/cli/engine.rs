//! `jikai engine`: Jikai as an engine for other programs, on stdin and stdout.

use super::{CliError, values};
use crate::ai::Level;
use crate::engine::{Output, Settings, otep, uci};
use std::time::Duration;

/// Speak an engine protocol on stdin and stdout: UCI for every game, or the OpenTafl
/// Engine Protocol for tafl (docs/engine.md).
#[derive(clap::Args, Debug)]
#[command(after_help = "Example:\n  jikai engine --protocol otep --movetime 5000")]
pub struct EngineArgs {
    /// The protocol: uci (every game) or otep (OpenTafl, tafl only)
    #[arg(long, value_name = "protocol", value_parser = ["uci", "otep"], default_value = "uci")]
    protocol: String,
    /// The level that plays; a bare `go` or OpenTafl's `play` searches as it does in the game
    #[arg(long, value_name = "level", value_parser = values::level(), default_value = "master")]
    level: Level,
    /// Master's time for every move in milliseconds, unless the protocol's clock leaves less
    #[arg(long, value_name = "MS", value_parser = values::number(1u64, 3_600_000))]
    movetime: Option<u64>,
    /// UCI: the game played until `setoption name UCI_Variant` names another
    #[arg(long, value_name = "game", value_parser = values::game(), default_value = "tafl")]
    game: String,
    /// Threads for Master by time, `go depth`, `go infinite` and analysis (default: one per
    /// core)
    #[arg(long, value_name = "N", value_parser = values::number(1usize, 256))]
    search_threads: Option<usize>,
    /// The seed of the lower levels' slips
    #[arg(long, value_name = "S", value_parser = values::number(0u64, u64::MAX), default_value_t = 1)]
    seed: u64,
}

pub fn run(args: EngineArgs) -> Result<(), CliError> {
    let settings = Settings {
        level: args.level,
        movetime: args.movetime.map(Duration::from_millis),
        seed: args.seed,
        threads: args
            .search_threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
    };
    let input = std::io::stdin().lock();
    let output = Output::new(std::io::stdout());
    let result = match args.protocol.as_str() {
        "otep" if args.game != "tafl" => {
            return Err(CliError::new(format!(
                "the OpenTafl protocol plays tafl, not '{}'",
                args.game
            )));
        }
        "otep" => otep::run(input, output, settings),
        _ => uci::run(input, output, settings, &args.game),
    };
    Ok(result?)
}
