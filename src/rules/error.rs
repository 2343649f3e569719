use std::fmt;

/// What can go wrong when a player or a file hands the rules core something: always a
/// one-line message fit to show as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A position string that does not describe a position of this game.
    Position(String),
    /// A move that is not legal here, or notation that names no move.
    Move(String),
    /// An option key or value this game does not have.
    Option(String),
    /// A game id that names no game.
    Game(String),
    /// A game record that cannot be read or replayed.
    Record(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Position(m) => write!(f, "bad position: {m}"),
            Error::Move(m) => write!(f, "bad move: {m}"),
            Error::Option(m) => write!(f, "bad option: {m}"),
            Error::Game(m) | Error::Record(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for Error {}
