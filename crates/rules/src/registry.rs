//! From a game id to the game's type: the one place that lists every game.

use super::{Error, Game, GameOptions};

/// Work to do with a game whose type is known only at run time.
pub trait WithGame {
    /// What the work produces.
    type Output;
    /// Does the work with `game`, now that its type is known.
    fn run<G: Game>(self, game: G) -> Result<Self::Output, Error>;
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
    ("hyrshiv", "Hyrshiv Jikaida"),
    ("jikshiv", "Jikshiv Jikaida"),
];

/// The game whose pieces, board and rules text game `id` shares: `jikaida` for its drills
/// and larger forms, else the game itself.
pub fn family(id: &str) -> &str {
    match id {
        "pastang" | "stikitche" | "draks-city" | "hyrshiv" | "jikshiv" => "jikaida",
        other => other,
    }
}

/// Builds the game `$id` with `key=value` options over its defaults and calls `$work.run`
/// with it, its type known: the one list of the games' types, for a crate above this one
/// whose work needs more of each game than [`Game`] (the AI's evaluation) and so cannot be a
/// [`WithGame`]. Evaluates to `Result<_, Error>`.
#[macro_export]
macro_rules! dispatch_game {
    ($id:expr, $options:expr, $work:expr) => {{
        let (id, options): (&str, &[(String, String)]) = ($id, $options);
        match id {
            "tafl" => $work.run($crate::build_game::<$crate::tafl::Tafl>(options)?),
            "jetan" => $work.run($crate::build_game::<$crate::jetan::Jetan>(options)?),
            "witches" => $work.run($crate::build_game::<$crate::witches::Witches>(options)?),
            "jikaida" | "pastang" | "stikitche" | "draks-city" => {
                $work.run($crate::jikaida::Jikaida::for_id(id, options)?)
            }
            "hyrshiv" | "jikshiv" => $work.run($crate::jikaida::JikaidaLarge::for_id(id, options)?),
            _ => Err($crate::unknown_game(id)),
        }
    }};
}

/// Builds the game `id` with `key=value` options over its defaults and hands it to `work`.
pub fn with_game<W: WithGame>(
    id: &str,
    options: &[(String, String)],
    work: W,
) -> Result<W::Output, Error> {
    dispatch_game!(id, options, work)
}

/// The error for a game id no game has.
pub fn unknown_game(id: &str) -> Error {
    Error::Game(format!(
        "unknown game '{id}' (games: {})",
        GAMES.iter().map(|g| g.0).collect::<Vec<_>>().join(", ")
    ))
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
        fn run<G: Game>(self, game: G) -> Result<Self::Output, Error> {
            Ok(game.options().table())
        }
    }
    with_game(id, options, Table)
}

/// The game `G` with `key=value` options over its defaults.
pub fn build_game<G: Game>(options: &[(String, String)]) -> Result<G, Error> {
    Ok(G::new(G::Options::default().with(options)?))
}
