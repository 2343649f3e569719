//! `jikai options <game>`.

use super::{CliError, values};
use crate::rules::option_table;
use std::io::Write;

/// List a game's rules options: each key with its values and what it changes.
#[derive(clap::Args, Debug)]
#[command(after_help = "Example:\n  jikai options jetan")]
pub struct OptionsArgs {
    /// The game or drill
    #[arg(value_name = "game", value_parser = values::game())]
    game: String,
}

pub fn print_options(args: OptionsArgs, out: &mut impl Write) -> Result<(), CliError> {
    for o in option_table(&args.game)? {
        writeln!(out, "{}", o.line())?;
    }
    Ok(())
}
