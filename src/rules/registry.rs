//! From a game id to the game's type: the one place that lists every game.

use super::{
    Error, Game, GameOptions, jetan::Jetan, jikaida::Jikaida, tafl::Tafl, witches::Witches,
};
use crate::ai::Evaluate;

/// Work to do with a game whose type is known only at run time. Every game also has an
/// evaluation, so the work may search it.
pub trait WithGame {
    type Output;
    fn run<G: Game + Evaluate>(self, game: G) -> Result<Self::Output, Error>;
}

/// Every implemented game id, with its name for menus.
pub const GAMES: &[(&str, &str)] = &[
    ("tafl", "Fetlar Hnefatafl"),
    ("jetan", "Jetan"),
    ("witches", "Jacks and Witches 84"),
    ("jikaida", "Poron Jikaida"),
    ("pastang", "Pastang (Jikaida drill)"),
    ("stikitche", "Stikitche (Jikaida drill)"),
    ("draks-city", "Drak's City (Jikaida drill)"),
];

/// Builds the game `id` with `key=value` options over its defaults and hands it to `work`.
pub fn with_game<W: WithGame>(
    id: &str,
    options: &[(String, String)],
    work: W,
) -> Result<W::Output, Error> {
    match id {
        "tafl" => work.run(build::<Tafl>(options)?),
        "jetan" => work.run(build::<Jetan>(options)?),
        "witches" => work.run(build::<Witches>(options)?),
        "jikaida" | "pastang" | "stikitche" | "draks-city" => {
            work.run(Jikaida::for_id(id, options)?)
        }
        _ => Err(Error::Game(format!(
            "unknown game '{id}' (games: {})",
            GAMES.iter().map(|g| g.0).collect::<Vec<_>>().join(", ")
        ))),
    }
}

/// The options table of game `id` with its defaults, for menus.
pub fn option_table(id: &str) -> Result<Vec<super::OptionInfo>, Error> {
    option_table_with(id, &[])
}

/// The options table of game `id` with `key=value` options set over its defaults: the values
/// they give every option (a Jetan preset's readings).
pub fn option_table_with(
    id: &str,
    options: &[(String, String)],
) -> Result<Vec<super::OptionInfo>, Error> {
    struct Table;
    impl WithGame for Table {
        type Output = Vec<super::OptionInfo>;
        fn run<G: Game + Evaluate>(self, game: G) -> Result<Self::Output, Error> {
            Ok(game.options().table())
        }
    }
    with_game(id, options, Table)
}

fn build<G: Game>(options: &[(String, String)]) -> Result<G, Error> {
    Ok(G::new(G::Options::default().with(options)?))
}
