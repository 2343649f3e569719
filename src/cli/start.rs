//! Where a command's game begins: a position, the moves played from it and the rules
//! options, as `play`, `screenshot` and `replay` take them.

use super::values;

/// The start of a game: a position, moves and options.
#[derive(clap::Args, Debug, Default)]
pub struct StartArgs {
    /// The position to start from, as the game's position string (default: the start)
    #[arg(long, value_name = "string")]
    pub position: Option<String>,
    /// Moves played from it, in the game's notation, space-separated
    #[arg(long, value_name = "\"m1 m2 ...\"")]
    pub moves: Option<String>,
    /// A rules option; repeat for several
    #[arg(long = "option", value_name = "key=value", value_parser = values::pair("key=value"))]
    pub options: Vec<(String, String)>,
}

impl StartArgs {
    /// The moves, one string each.
    pub fn move_list(&self) -> Vec<String> {
        self.moves
            .iter()
            .flat_map(|m| m.split_whitespace())
            .map(String::from)
            .collect()
    }

    /// Whether anything but the game's own start was asked for.
    pub fn is_given(&self) -> bool {
        self.position.is_some() || self.moves.is_some() || !self.options.is_empty()
    }
}
