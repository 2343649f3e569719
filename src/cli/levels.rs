//! `jikai levels --check [<dir>]`: checks every tutorial level and plays each through its
//! expected moves; one line per level, a summary, and exit status 2 if any is broken.

use super::CliError;
use crate::rules::one_line;
use crate::tutorial::{Level, check_dir};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Check the tutorial levels: each one loads and plays through its expected moves.
#[derive(clap::Args, Debug)]
#[command(after_help = "Example:\n  jikai levels --check\n  jikai levels --check my-levels")]
pub struct LevelsArgs {
    /// Check every level (the one thing this command does, said aloud)
    #[arg(long, required = true)]
    check: bool,
    /// The levels folder, one subfolder per game (default: the installed levels)
    #[arg(value_name = "dir")]
    dir: Option<PathBuf>,
}

pub fn run(args: LevelsArgs, out: &mut impl Write) -> Result<(), CliError> {
    let dir = match args.dir {
        Some(dir) => dir,
        None => crate::shipped::levels_dir().map_err(CliError::new)?,
    };
    let reports = check_dir(&dir)?;
    let mut broken = 0;
    for report in &reports {
        match &report.result {
            Ok(level) => writeln!(out, "{}", ok_line(&report.file, level))?,
            Err(e) => {
                broken += 1;
                writeln!(out, "BROKEN  {e}")?;
            }
        }
    }
    let total = reports.len();
    writeln!(
        out,
        "{total} levels: {} ok, {broken} broken",
        total - broken
    )?;
    if total == 0 {
        return Err(CliError::new(format!(
            "no levels found in {}",
            dir.display()
        )));
    }
    if broken > 0 {
        return Err(CliError::new(format!(
            "{broken} of {total} levels are broken"
        )));
    }
    Ok(())
}

/// A good level's report line; the file name and title are escaped, so that nothing in them
/// can split the line.
fn ok_line(file: &Path, level: &Level) -> String {
    format!(
        "ok      {}  {} ({} steps)",
        one_line(&file.to_string_lossy()),
        one_line(&level.title),
        level.steps.len()
    )
}
