//! `jikai options <game>`.

use super::{Args, CliError};
use crate::rules::{Error, Game, GameOptions, WithGame, with_game};

pub fn print_options(mut args: Args) -> Result<(), CliError> {
    struct Print;
    impl WithGame for Print {
        type Output = ();
        fn run<G: Game + crate::ai::Evaluate>(self, game: G) -> Result<(), Error> {
            for o in game.options().table() {
                println!("{}", o.line());
            }
            Ok(())
        }
    }
    let id = args.required("game")?;
    if let Some(extra) = args.word() {
        return Err(CliError(format!("unexpected argument '{extra}'")));
    }
    Ok(with_game(&id, &[], Print)?)
}
