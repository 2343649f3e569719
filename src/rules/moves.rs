use super::Square;
use serde::{Deserialize, Serialize};

/// What a player chose, small enough to copy freely through search.
///
/// A move is named by its outcome, not its path (rules README): `from` and `to`, plus `via`
/// and `tag` where a game needs them to tell apart moves that leave different positions
/// from the same squares (the square of a piece a Witch drags, a promotion choice, a
/// Can(n)on's mode, an escape). Games that need neither leave them `Square::NONE` and 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub via: Square,
    pub tag: u8,
}

impl Move {
    /// Moving nothing: Jikaida's pass (an option when a side has no legal move), and the
    /// search's null move in the games that offer one (`ai::Evaluate::null_move`).
    pub const PASS: Move = Move {
        from: Square::NONE,
        to: Square::NONE,
        via: Square::NONE,
        tag: 0,
    };

    pub fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            via: Square::NONE,
            tag: 0,
        }
    }
}
