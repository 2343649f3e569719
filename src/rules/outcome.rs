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
    /// Jikaida: the King in Kaida with no legal move (1 point).
    Hyrkaida,
    /// Jikaida: no legal move, not in Kaida; the player to move loses (1/2 point).
    Tikaida,
    /// Jikaida: a bare King's one move did not leave two bare Kings (1/2 point). In
    /// Stikitche: the Pallan was captured.
    Nikaida,
    /// Jikaida: a bare King's one move left two bare Kings (1/2 point each).
    NikaidaDraw,
    /// Pastang: the last side with pieces on the board wins.
    AllPiecesLost,
    /// Drak's City: a side lost its Pallan and all its Swods.
    CityLost,
}

impl EndReason {
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::KingEscaped => "the king escaped to a corner",
            EndReason::KingCaptured => "the king was captured",
            EndReason::DefendersSurrounded => "the attackers surrounded every defender",
            EndReason::NoLegalMove => "the player to move had no legal move",
            EndReason::Repetition => "the same position occurred three times",
            EndReason::Hyrkaida => "Hyrkaida: the King was in Kaida with no escape",
            EndReason::Tikaida => "Tikaida: the player to move had no legal move",
            EndReason::Nikaida => "Nikaida: a lone King could not bring about two bare Kings",
            EndReason::NikaidaDraw => "Nikaida: two bare Kings",
            EndReason::AllPiecesLost => "a side lost all its pieces",
            EndReason::CityLost => "a side lost its Pallan and all its Swods",
        }
    }
}
