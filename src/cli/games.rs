//! From a game id on the command line to the game's type.

use super::{Args, CliError};
use crate::rules::{Game, GameOptions, jikaida::Jikaida, tafl::Tafl};

/// Work to do with a game whose type is known only at run time.
pub trait WithGame {
    type Output;
    fn run<G: Game>(self, game: G) -> Result<Self::Output, CliError>;
}

/// Every implemented game id.
pub const GAMES: &[&str] = &["tafl", "jikaida", "pastang", "stikitche", "draks-city"];

/// Builds the game `id` with `options` and hands it to `work`.
pub fn with_game<W: WithGame>(
    id: &str,
    options: &[(String, String)],
    work: W,
) -> Result<W::Output, CliError> {
    match id {
        "tafl" => work.run(build::<Tafl>(options)?),
        "jikaida" | "pastang" | "stikitche" | "draks-city" => {
            work.run(Jikaida::for_id(id, options)?)
        }
        _ => Err(CliError(format!(
            "unknown game '{id}' (games: {})",
            GAMES.join(", ")
        ))),
    }
}

fn build<G: Game>(options: &[(String, String)]) -> Result<G, CliError> {
    Ok(G::new(G::Options::default().with(options)?))
}

/// `jikai options <game>`: the game's options, their values (default first) and meaning.
pub fn print_options(mut args: Args) -> Result<(), CliError> {
    struct Print;
    impl WithGame for Print {
        type Output = ();
        fn run<G: Game>(self, game: G) -> Result<(), CliError> {
            for o in game.options().table() {
                println!("{}={}  ({})", o.key, (o.values)().join("|"), o.help);
            }
            Ok(())
        }
    }
    let id = args.required("game")?;
    if let Some(extra) = args.word() {
        return Err(CliError(format!("unexpected argument '{extra}'")));
    }
    with_game(&id, &[], Print)
}
