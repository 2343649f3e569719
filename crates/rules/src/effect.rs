//! Effects: what happened when a move was played, in order, with the paths pieces took.
//! They are the contract between the rules and the animation; the search never builds them.

use super::{Side, Square};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// A slide along a straight line or a path of single steps, every square listed in order.
    Step { path: Vec<Square> },
    /// A leap that ignores what lies between.
    Leap { from: Square, to: Square },
    /// A vault along a line of pieces: the squares jumped, in order (a bend shows as a turn).
    Vault {
        from: Square,
        over: Vec<Square>,
        to: Square,
    },
    /// A teleporter commute.
    Teleport { from: Square, to: Square },
    /// A piece dropped from the hand.
    Drop { side: Side, to: Square },
    /// A piece dragged behind a Witch.
    Drag { from: Square, to: Square },
    /// A piece removed from the board.
    Capture { at: Square, cause: CaptureCause },
    /// A piece changed into another kind, named by its position-string letter.
    Promote { at: Square, into: char },
    /// A Can(n)on changed mode, into the kind `into` (its position-string letter).
    Flip { at: Square, into: char },
    /// The king reached a refuge and the game is won.
    Escape { at: Square },
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptureCause {
    /// The mover landed on the piece.
    Replacement,
    /// The vaulter touched down on the piece.
    Vault,
    /// Hammer and anvil: the mover on one side, `anvil` (a piece or a hostile square) opposite.
    Custodial { hammer: Square, anvil: Square },
    /// Tafl's king, enclosed on four sides (a hostile empty throne may be one of them).
    Surrounded,
    /// A Can(n)on's shot over its screen.
    Cannon { screen: Square },
    /// Jetan's Dueling wager: the piece lost a duel (the attacker on its own square, or the
    /// defender under the attacker).
    Duel,
}
