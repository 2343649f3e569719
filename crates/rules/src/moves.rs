use super::{Error, Square};
use serde::{Deserialize, Serialize};

/// What a player chose, small enough to copy freely through search.
///
/// A move is named by its outcome, not its path (rules README): `from` and `to`, plus `via`
/// and `tag` where a game needs them to tell apart moves that leave different positions
/// from the same squares (the square of a piece a Witch drags, a promotion choice, a
/// Can(n)on's mode, an escape). Games that need neither leave them `Square::NONE` and 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// The square the piece leaves; `Square::NONE` for a drop or a pass.
    pub from: Square,
    /// The square the piece ends on.
    pub to: Square,
    /// A third square where the game needs one (the piece a commuting Witch drags).
    pub via: Square,
    /// A game's own mark: a promotion, a Can(n)on's mode, Jetan's escape or pass, Jikaida's
    /// Fluttember.
    pub tag: u8,
}

impl Move {
    /// Moving nothing: Jikaida's pass (an option when a side has no legal move), and the
    /// search's null move in the games that offer one (`ai::SearchMoves::null_move`).
    pub const PASS: Move = Move {
        from: Square::NONE,
        to: Square::NONE,
        via: Square::NONE,
        tag: 0,
    };

    /// A plain move from `from` to `to`, with no `via` and no `tag`.
    pub fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            via: Square::NONE,
            tag: 0,
        }
    }
}

/// The most characters a move's text may have (the longest, a Brumbyte group move of three
/// steps in drin names, has under 80).
pub const MOVE_TEXT: usize = 96;

/// The text of a move as every game reads it: not empty, at most [`MOVE_TEXT`] characters,
/// without spaces or control characters at either end or any control character inside
/// (docs: each game's "Grammar"). The game's own reader then takes exactly its notation.
pub fn move_text(text: &str) -> Result<&str, Error> {
    if text.is_empty() {
        return Err(Error::Move("empty move".into()));
    }
    if text.chars().count() > MOVE_TEXT {
        return Err(Error::Move(format!(
            "a move has at most {MOVE_TEXT} characters, not {}",
            text.chars().count()
        )));
    }
    if text.starts_with(char::is_whitespace) || text.ends_with(char::is_whitespace) {
        return Err(Error::Move(format!(
            "'{text}': a move has no space before or after it"
        )));
    }
    if text.chars().any(char::is_control) {
        return Err(Error::Move(format!(
            "'{text}': a move has no control characters"
        )));
    }
    Ok(text)
}
