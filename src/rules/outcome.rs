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
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
}

impl EndReason {
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::KingEscaped => "the king escaped to a corner",
            EndReason::KingCaptured => "the king was captured",
            EndReason::DefendersSurrounded => "the attackers surrounded every defender",
            EndReason::NoLegalMove => "the player to move had no legal move",
            EndReason::Repetition => "the same position occurred three times",
            EndReason::Resignation => "the other player resigned",
            EndReason::Agreement => "the players agreed a draw",
        }
    }
}
