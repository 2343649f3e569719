use super::Side;
use serde::{Deserialize, Serialize};

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Win { winner: Side, reason: EndReason },
    Draw { reason: EndReason },
}

/// Why a game ended, in the words a result screen uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// Tafl: the king reached a corner refuge.
    KingEscaped,
    /// Tafl: the king was surrounded and taken.
    KingCaptured,
    /// Tafl option: the attackers enclosed every defender.
    DefendersSurrounded,
    /// The side to move had no legal move.
    NoLegalMove,
    /// The same position, same side to move, occurred for the third time.
    Repetition,
    /// Jetan: a piece was placed on the enemy Princess's square.
    PrincessCaptured,
    /// Jetan: a Chief took the enemy Chief.
    ChiefTakesChief,
    /// Jetan: a Chief was taken by a piece other than the enemy Chief (a draw).
    ChiefCaptured,
    /// Jetan: both sides were reduced to three pieces of equal value and the game was not won
    /// in the ten moves that followed.
    TenMoveCount,
    /// Jetan's Pay to Move wager: the other player passed twice in a row.
    PassedTwice,
}

impl EndReason {
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::KingEscaped => "the king escaped to a corner",
            EndReason::KingCaptured => "the king was captured",
            EndReason::DefendersSurrounded => "the attackers surrounded every defender",
            EndReason::NoLegalMove => "the player to move had no legal move",
            EndReason::Repetition => "the same position occurred three times",
            EndReason::PrincessCaptured => "the Princess was captured",
            EndReason::ChiefTakesChief => "the Chief took the enemy Chief",
            EndReason::ChiefCaptured => "a Chief was taken by a piece other than the enemy Chief",
            EndReason::TenMoveCount => {
                "three pieces or fewer of equal value, and no win in the ten moves that followed"
            }
            EndReason::PassedTwice => "the other player passed twice in a row",
        }
    }
}
