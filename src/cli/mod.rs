//! The headless commands of the `jikai` binary. Every error is one line on stderr and exit
//! status 2, never a panic.

mod args;
mod bench;
mod games;
mod levels;
mod perft;
mod selfplay;
#[cfg(feature = "app")]
mod window;

use std::process::ExitCode;

pub use args::Args;

/// Usage, as printed by `jikai help`.
pub const USAGE: &str = "\
usage:
  jikai                       open the game window
  jikai play [<game>] [--position \"<string>\"] [--moves \"<m1> <m2> ...\"] [--option key=value ...] [--computer side=level ...] [--level <game>/<level> [--step N]]
  jikai screenshot <game> <file.png> [--position \"<string>\"] [--moves \"...\"] [--option key=value ...] [--computer side=level ...] [--level <game>/<level> [--step N]]
  jikai perft <game> <depth> [--position \"<string>\"] [--divide] [--option key=value ...]
  jikai bench
  jikai selfplay <game> --a <level> --b <level> [--games N] [--first N] [--seed S] [--movetime MS] [--max-plies N] [--opening-plies N] [--threads N] [--option key=value ...]
  jikai options <game>
  jikai levels --check [<dir>]    check every tutorial level (default dir: levels)
  jikai help
games: tafl, jetan, witches, jikaida, pastang, stikitche, draks-city
levels: random, beginner, casual, club, expert, master";

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
    match dispatch(argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError(message)) => {
            eprintln!("jikai: {message}");
            ExitCode::from(2)
        }
    }
}

fn dispatch(argv: Vec<String>) -> Result<(), CliError> {
    #[cfg(feature = "app")]
    let started = std::time::Instant::now();
    let mut args = Args::new(argv);
    match args.word().as_deref() {
        #[cfg(feature = "app")]
        None | Some("play") => window::play(args, started),
        #[cfg(feature = "app")]
        Some("screenshot") => window::screenshot(args, started),
        #[cfg(not(feature = "app"))]
        None | Some("play" | "screenshot") => Err(CliError(
            "this jikai was built without its window (the `app` feature)".into(),
        )),
        Some("perft") => perft::run(args),
        Some("bench") => bench::run(args),
        Some("selfplay") => selfplay::run(args),
        Some("options") => games::print_options(args),
        Some("levels") => levels::run(args),
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(CliError(format!(
            "unknown command '{other}' (commands: play, screenshot, perft, bench, selfplay, options, levels, help)"
        ))),
    }
}
