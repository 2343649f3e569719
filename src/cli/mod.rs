//! The commands of the `jikai` binary, each declared once with clap: parsing, `--help`,
//! `--version`, suggestions and shell completions come from the one declaration. Every error
//! is one line on stderr and exit status 2, never a panic; a closed output ends a command
//! quietly with status 0, as `cat` does.

mod bench;
mod engine;
mod errors;
mod games;
mod levels;
mod manpages;
mod perft;
mod player;
mod referee;
mod replay;
mod selfplay;
mod start;
mod tune;
mod values;
mod window;

use clap::{CommandFactory, Parser, Subcommand};
use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

/// Poron Jikaida, Jacks and Witches 84, Jetan and Fetlar tafl: rules, AI and an animated
/// desktop game. Without a command, `jikai` opens the game window.
#[derive(Parser, Debug)]
#[command(
    name = "jikai",
    version,
    color = clap::ColorChoice::Never,
    after_help = "Examples:\n  jikai\n  jikai perft jikaida 3 --divide\n  jikai help selfplay"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    Play(window::PlayArgs),
    Screenshot(window::ScreenshotArgs),
    Perft(perft::PerftArgs),
    Replay(replay::ReplayArgs),
    Match(referee::MatchArgs),
    Bench(bench::BenchArgs),
    Selfplay(selfplay::SelfplayArgs),
    Tune(tune::TuneArgs),
    Engine(engine::EngineArgs),
    Options(games::OptionsArgs),
    Levels(levels::LevelsArgs),
    Completions(CompletionsArgs),
    Manpages(manpages::ManpagesArgs),
}

/// Print a shell's completion script for jikai: its commands, flags, games and levels.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Example:\n  jikai completions bash > ~/.local/share/bash-completion/completions/jikai"
)]
pub struct CompletionsArgs {
    /// The shell
    #[arg(value_name = "shell")]
    shell: clap_complete::Shell,
}

/// The whole command line as clap sees it: for help, completions and the tests that check
/// README against it.
pub fn command() -> clap::Command {
    Cli::command()
}

/// A command-line failure.
#[derive(Debug)]
pub enum CliError {
    /// Bad input or a failed command: the message, printed as one line.
    Failed(String),
    /// Standard output could not be written.
    Output(std::io::Error),
}

impl CliError {
    pub fn new(message: impl Into<String>) -> CliError {
        CliError::Failed(message.into())
    }
}

impl From<crate::rules::Error> for CliError {
    fn from(e: crate::rules::Error) -> Self {
        CliError::new(e.to_string())
    }
}

impl From<crate::tutorial::LevelError> for CliError {
    fn from(e: crate::tutorial::LevelError) -> Self {
        CliError::new(e.to_string())
    }
}

/// Only writes to standard output go through `?` as `io::Error`: every other I/O error is
/// turned into a message where it happens.
impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError::Output(e)
    }
}

/// Runs the command line `argv` (the program name first).
pub fn run(argv: impl IntoIterator<Item = OsString>) -> ExitCode {
    // Not locked for the whole run: the window's libraries may print from other threads.
    let mut out = std::io::stdout();
    let result = match Cli::try_parse_from(argv) {
        Ok(cli) => dispatch(cli, &mut out),
        Err(e) => errors::usage(&e, &mut out),
    }
    .and_then(|()| Ok(out.flush()?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // Whoever read the output has stopped reading: nothing is left to tell.
        Err(CliError::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            let message = match e {
                CliError::Failed(message) => message,
                CliError::Output(e) => format!("cannot write the output: {e}"),
            };
            // If stderr cannot be written either, the status alone tells.
            let _ = writeln!(
                std::io::stderr(),
                "jikai: {}",
                crate::rules::one_line(&message)
            );
            ExitCode::from(2)
        }
    }
}

fn dispatch(cli: Cli, out: &mut impl Write) -> Result<(), CliError> {
    let started = std::time::Instant::now();
    match cli.command {
        None => window::play(window::PlayArgs::default(), started),
        Some(Command::Play(args)) => window::play(args, started),
        Some(Command::Screenshot(args)) => window::screenshot(args, started),
        Some(Command::Perft(args)) => perft::run(args, out),
        Some(Command::Replay(args)) => replay::run(args, out),
        Some(Command::Match(args)) => referee::run(args, out),
        Some(Command::Bench(args)) => bench::run(args, out),
        Some(Command::Selfplay(args)) => selfplay::run(args, out),
        Some(Command::Tune(args)) => tune::run(args, out),
        Some(Command::Engine(args)) => engine::run(args),
        Some(Command::Options(args)) => games::print_options(args, out),
        Some(Command::Levels(args)) => levels::run(args, out),
        Some(Command::Completions(args)) => {
            // Generated into memory first: the generator panics on a failed write.
            let mut script = Vec::new();
            clap_complete::generate(args.shell, &mut command(), "jikai", &mut script);
            Ok(out.write_all(&script)?)
        }
        Some(Command::Manpages(args)) => manpages::run(args),
    }
}
