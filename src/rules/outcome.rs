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
    /// Chess-like games: the side to move is in check and has no legal move.
    Checkmate,
    /// Chess-like games: the side to move is not in check and has no legal move.
    Stalemate,
    /// Fifty moves by each side without a capture, a Pawn move or a drop.
    FiftyMoves,
    /// Only the two Kings are left.
    KingAgainstKing,
}

impl EndReason {
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::KingEscaped => "the king escaped to a corner",
            EndReason::KingCaptured => "the king was captured",
            EndReason::DefendersSurrounded => "the attackers surrounded every defender",
            EndReason::NoLegalMove => "the player to move had no legal move",
            EndReason::Repetition => "the same position occurred three times",
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate: the player to move is not in check and cannot move",
            EndReason::FiftyMoves => {
                "fifty moves by each side without a capture, Pawn move or drop"
            }
            EndReason::KingAgainstKing => "only the two Kings are left",
        }
    }
}
