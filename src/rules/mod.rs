//! The rules core: what the games share, and one module per game.
//!
//! Every game implements [`Game`]; the command line, the AI and the app use only that trait.

mod any_match;
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
mod record;
mod registry;
mod rule_state;
mod side;
mod zobrist;

mod destinations;
pub mod jetan;
pub mod jikaida;
pub mod tafl;
pub mod witches;

pub use any_match::{AnyMatch, Thought, open_match};
pub use coordinate::{coordinate, parse_coordinate};
pub use destinations::{Destinations, destinations};
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
pub use record::{GameRecord, RECORD_BYTES, describe_outcome};
pub use registry::{GAMES, WithGame, option_table, option_table_with, with_game};
pub use rule_state::{Right, RuleState};
pub use side::{Side, SideName};
pub use zobrist::Zobrist;
