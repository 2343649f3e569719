//! `jikai manpages <dir>`: the manual pages, written from the one declaration of the command
//! line (as `--help` and the completions are), so they never disagree with the program.
//! Section 6, games: `jikai.6` and `jikai-<command>.6` for each command, which `jikai.6` lists.

use super::CliError;
use std::path::{Path, PathBuf};

/// Write the manual pages into a folder: jikai.6 and jikai-<command>.6 for each command.
#[derive(clap::Args, Debug)]
#[command(after_help = "Example:\n  jikai manpages ~/.local/share/man/man6")]
pub struct ManpagesArgs {
    /// The folder to write them in, created if needed
    #[arg(value_name = "dir")]
    dir: PathBuf,
}

pub fn run(args: ManpagesArgs) -> Result<(), CliError> {
    let failed = |file: &Path, e: std::io::Error| {
        CliError::new(format!("cannot write {}: {e}", file.display()))
    };
    std::fs::create_dir_all(&args.dir).map_err(|e| failed(&args.dir, e))?;
    // Built first, so that each command's page is titled `jikai-<command>`.
    let mut top = super::command().disable_help_subcommand(true);
    top.build();
    let pages = std::iter::once(top.clone()).chain(top.get_subcommands().cloned());
    for cmd in pages {
        let man = clap_mangen::Man::new(cmd)
            .section("6")
            .source(format!("Jikai {}", env!("CARGO_PKG_VERSION")))
            .manual("Jikai");
        let file = args.dir.join(man.get_filename());
        let mut page = Vec::new();
        man.render(&mut page).map_err(|e| failed(&file, e))?;
        std::fs::write(&file, page).map_err(|e| failed(&file, e))?;
    }
    Ok(())
}
