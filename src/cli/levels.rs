//! `jikai levels --check [<dir>]`: checks every tutorial level and plays each through its
//! expected moves; one line per level, a summary, and exit status 2 if any is broken.

use super::{Args, CliError};
use crate::rules::one_line;
use crate::tutorial::{Level, check_dir};
use std::path::{Path, PathBuf};

pub fn run(mut args: Args) -> Result<(), CliError> {
    let mut check = false;
    let mut dir = None;
    while let Some(arg) = args.word() {
        match arg.as_str() {
            "--check" => check = true,
            other if other.starts_with("--") => {
                return Err(CliError(format!("unknown argument '{other}'")));
            }
            _ if dir.is_none() => dir = Some(PathBuf::from(arg)),
            other => return Err(CliError(format!("unexpected argument '{other}'"))),
        }
    }
    if !check {
        return Err(CliError("levels needs --check".into()));
    }
    let dir = dir.unwrap_or_else(|| PathBuf::from("levels"));
    let reports = check_dir(&dir)?;
    let mut broken = 0;
    for report in &reports {
        match &report.result {
            Ok(level) => println!("{}", ok_line(&report.file, level)),
            Err(e) => {
                broken += 1;
                println!("BROKEN  {e}");
            }
        }
    }
    let total = reports.len();
    println!("{total} levels: {} ok, {broken} broken", total - broken);
    if total == 0 {
        return Err(CliError(format!("no levels found in {}", dir.display())));
    }
    if broken > 0 {
        return Err(CliError(format!("{broken} of {total} levels are broken")));
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
