//! The rules of four board games: Poron Jikaida and its drills (Pastang, Stikitche, Drak's
//! City) from Kenneth Bulmer's Kregen, Jacks and Witches 84, Jetan (the Martian chess of
//! Edgar Rice Burroughs, with every reading of its rules) and Fetlar Hnefatafl. Positions,
//! legal moves, notation, position strings, options and outcomes, for any program that
//! plays, checks or studies them; no graphics, no AI, no files.
//!
//! Every game implements [`Game`]: a position is a small value that [`Game::play`] changes in
//! place and [`Game::undo`] restores exactly, and [`Match`] keeps a game in progress with its
//! history. [`GAMES`] lists the game ids; [`with_game`] builds one by id, with `key=value`
//! options, and hands it to code generic over [`Game`].
//!
//! Each game plays its first legal move, named in its notation and read back, then counts
//! the positions two moves on ([`perft`]):
//!
//! ```
//! use jikai_rules::{Error, GAMES, Game, WithGame, perft, with_game};
//!
//! struct FirstMove;
//!
//! impl WithGame for FirstMove {
//!     type Output = (String, u64);
//!     fn run<G: Game>(self, game: G) -> Result<(String, u64), Error> {
//!         let mut pos = game.start();
//!         let mut moves = Vec::new();
//!         game.legal_moves(&pos, &mut moves);
//!         let text = game.notation(&pos, moves[0]);
//!         let mv = game.parse_move(&pos, &text)?;
//!         game.play(&mut pos, mv);
//!         Ok((text, perft(&game, &mut pos, 2)))
//!     }
//! }
//!
//! for (id, name) in GAMES {
//!     let (first, count) = with_game(id, &[], FirstMove)?;
//!     println!("{name}: after {first}, {count} positions two moves on");
//! }
//!
//! // Fetlar tafl's start: the attackers have 116 moves.
//! let tafl = jikai_rules::tafl::Tafl::new(Default::default());
//! assert_eq!(perft(&tafl, &mut tafl.start(), 1), 116);
//! # Ok::<(), Error>(())
//! ```

#![deny(missing_docs)]

mod clock;
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

pub use clock::{Clock, ClockTimes, Flag, TimeControl, flag_outcome, format_clock};
pub use coordinate::{coordinate, parse_coordinate, protocol_move, read_protocol_move};
pub use effect::{CaptureCause, Effect};
pub use error::{Error, one_line};
pub use game::{Game, PieceView};
pub use game_match::Match;
pub use geometry::{Dir, Geometry, Special, Square};
pub use moves::{MOVE_TEXT, Move, move_text};
pub use options::{Choice, GameOptions, NoMoves, OptionInfo, YesNo, whole_number};
pub use outcome::{EndReason, Outcome};
pub use perft::{Perft, divide, perft};
pub use piece_text::describe_piece;
pub use position_text::{BoardForm, Cell, counter, fields, format_rows, parse_rows};
pub use registry::{
    GAMES, WithGame, build_game, family, option_table, option_table_with, unknown_game, with_game,
};
pub use rule_state::{Right, RuleState};
pub use side::{Side, SideName};
pub use zobrist::Zobrist;
