//! Effects: what happened when a move was played, in order, with the paths pieces took.
//! They are the contract between the rules and the animation; the search never builds them.

use super::{Side, Square};
use serde::{Deserialize, Serialize};

/// One thing that happened when a move was played, for the animation to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// A slide along a straight line or a path of single steps, every square listed in order.
    Step {
        /// The squares passed, from the start square to the landing square.
        path: Vec<Square>,
    },
    /// A leap that ignores what lies between.
    Leap {
        /// Where the leap starts.
        from: Square,
        /// Where the piece lands.
        to: Square,
    },
    /// A vault along a line of pieces: the squares jumped, in order (a bend shows as a turn).
    Vault {
        /// Where the vault starts.
        from: Square,
        /// The squares between the start and the touch-down, in order.
        over: Vec<Square>,
        /// Where the vaulter touches down.
        to: Square,
    },
    /// A teleporter commute.
    Teleport {
        /// The teleporter the piece leaves from.
        from: Square,
        /// The teleporter it comes out on.
        to: Square,
    },
    /// A piece dropped from the hand.
    Drop {
        /// Whose hand the piece came from.
        side: Side,
        /// Where it was dropped.
        to: Square,
    },
    /// A piece dragged behind a Witch.
    Drag {
        /// Where the dragged piece stood.
        from: Square,
        /// Where it ends up: behind the Witch, or on the teleporter she left.
        to: Square,
    },
    /// A piece removed from the board.
    Capture {
        /// The square the piece was taken from.
        at: Square,
        /// How it was taken.
        cause: CaptureCause,
    },
    /// A piece changed into another kind, named by its position-string letter.
    Promote {
        /// Where the promoted piece stands.
        at: Square,
        /// The letter of the kind it became.
        into: char,
    },
    /// A Can(n)on changed mode, into the kind `into` (its position-string letter).
    Flip {
        /// Where the Can(n)on stands.
        at: Square,
        /// The letter of the kind it became.
        into: char,
    },
    /// The king reached a refuge and the game is won.
    Escape {
        /// The refuge the king reached.
        at: Square,
    },
}

/// How a piece came to be captured, so the animation can show the blow.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptureCause {
    /// The mover landed on the piece.
    Replacement,
    /// The vaulter touched down on the piece.
    Vault,
    /// Hammer and anvil: the mover on one side, `anvil` (a piece or a hostile square) opposite.
    Custodial {
        /// Where the mover landed.
        hammer: Square,
        /// The square on the far side of the victim.
        anvil: Square,
    },
    /// Tafl's king, enclosed on four sides (a hostile empty throne may be one of them).
    Surrounded,
    /// Tafl's shieldwall: a row of men on the edge, each faced by an enemy, bracketed at both
    /// ends (a corner may close one).
    Shieldwall {
        /// The two squares beyond the row's ends.
        brackets: [Square; 2],
    },
    /// A Can(n)on's shot over its screen.
    Cannon {
        /// The piece the shot passed over.
        screen: Square,
    },
    /// Jetan's Dueling wager: the piece lost a duel (the attacker on its own square, or the
    /// defender under the attacker).
    Duel,
}
