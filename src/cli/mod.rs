//! The headless commands of the `jikai` binary. Every error is one line on stderr and exit
//! status 2, never a panic.

mod args;
mod bench;
mod games;
mod levels;
mod perft;
mod window;

use std::process::ExitCode;

pub use args::Args;

/// Usage, as printed by `jikai help`.
pub const USAGE: &str = "\
usage:
  jikai                       open the game window
  jikai play [<game>] [--position \"<string>\"] [--moves \"<m1> <m2> ...\"] [--option key=value ...]
  jikai screenshot <game> <file.png> [--position \"<string>\"] [--moves \"...\"] [--option key=value ...]
  jikai perft <game> <depth> [--position \"<string>\"] [--divide] [--option key=value ...]
  jikai bench
  jikai options <game>
  jikai levels --check [<dir>]    check every tutorial level (default dir: levels)
  jikai help
games: tafl, jetan, witches, jikaida, pastang, stikitche, draks-city";

/// A command-line failure: the message to print.
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::error::Error> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError(e.to_string())
    }
}

/// Runs the command in `argv` (without the program name).
pub fn run(argv: Vec<String>) -> ExitCode {
    let started = std::time::Instant::now();
    match dispatch(argv, started) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError(message)) => {
            eprintln!("jikai: {message}");
            ExitCode::from(2)
        }
    }
}

fn dispatch(argv: Vec<String>, started: std::time::Instant) -> Result<(), CliError> {
    let mut args = Args::new(argv);
    match args.word().as_deref() {
        None => window::play(args, started),
        Some("play") => window::play(args, started),
        Some("screenshot") => window::screenshot(args, started),
        Some("perft") => perft::run(args),
        Some("bench") => bench::run(args),
        Some("options") => games::print_options(args),
        Some("levels") => levels::run(args),
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(CliError(format!(
            "unknown command '{other}' (commands: play, screenshot, perft, bench, options, levels, help)"
        ))),
    }
}
