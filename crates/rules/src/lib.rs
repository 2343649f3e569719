//! The rules core: what the games share, and one module per game.
//!
//! Every game implements [`Game`]; the command line, the AI and the app use only that trait.

mod coordinate;
mod effect;
mod error;
mod game;
mod game_match;
mod geometry;
mod moves;
mod options;
mod outcome;
mod perft;
mod piece_text;
mod position_text;
mod registry;
mod rule_state;
mod side;
mod zobrist;

pub mod jetan;
pub mod jikaida;
pub mod tafl;
pub mod witches;

pub use coordinate::{coordinate, parse_coordinate};
pub use effect::{CaptureCause, Effect};
pub use error::{Error, one_line};
pub use game::{Game, PieceView};
pub use game_match::Match;
pub use geometry::{Dir, Geometry, Special, Square};
pub use moves::{MOVE_TEXT, Move, move_text};
pub use options::{Choice, GameOptions, OptionInfo, YesNo, whole_number};
pub use outcome::{EndReason, Outcome};
pub use perft::{Perft, divide, perft};
pub use piece_text::describe_piece;
pub use position_text::{Cell, counter, fields, format_rows, parse_rows};
pub use registry::{
    GAMES, WithGame, build_game, option_table, option_table_with, unknown_game, with_game,
};
pub use rule_state::{Right, RuleState};
pub use side::{Side, SideName};
pub use zobrist::Zobrist;
