use super::Side;
use serde::{Deserialize, Serialize};

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The side that won.
        winner: Side,
        /// How it won.
        reason: EndReason,
    },
    /// Neither side won.
    Draw {
        /// Why the game was drawn.
        reason: EndReason,
    },
}

impl Outcome {
    /// How the game ended, won or drawn.
    pub fn reason(self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }
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
    /// Tafl option (Copenhagen): the king on the edge, able to move, in a fort of defenders
    /// the attackers can never break.
    EdgeFort,
    /// The side to move had no legal move.
    NoLegalMove,
    /// The same position, same side to move, occurred for the third time.
    Repetition,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// A player's clock ran out.
    Time,
    /// A player's clock ran out, but the other could not have won (`Game::could_win`): a draw.
    TimeDraw,
    /// An engine in a refereed match (`jikai match`) sent an illegal or unreadable move, ran
    /// past its time a move, or stopped answering.
    Forfeit,
    /// Jetan: a piece was placed on the enemy Princess's square.
    PrincessCaptured,
    /// Jetan: a Chief took the enemy Chief.
    ChiefTakesChief,
    /// Jetan: a Chief was taken by a piece other than the enemy Chief (a draw).
    ChiefCaptured,
    /// Jetan: both sides were reduced to three pieces of equal value and the game was not won
    /// in the ten moves that followed.
    TenMoveCount,
    /// Chess-like games: the side to move is in check and has no legal move.
    Checkmate,
    /// Chess-like games: the side to move is not in check and has no legal move.
    Stalemate,
    /// Fifty moves by each side without a capture, a Pawn move or a drop.
    FiftyMoves,
    /// Only the two Kings are left.
    KingAgainstKing,
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
    /// Jetan's Pay to Move wager: the other player passed twice in a row.
    PassedTwice,
    /// A computer game reached its length limit and was decided on the evaluation.
    Adjudicated,
}

impl EndReason {
    /// Every reason, for what must show each (the result screen's test).
    pub const ALL: [EndReason; 27] = [
        EndReason::KingEscaped,
        EndReason::KingCaptured,
        EndReason::DefendersSurrounded,
        EndReason::EdgeFort,
        EndReason::NoLegalMove,
        EndReason::Repetition,
        EndReason::Resignation,
        EndReason::Agreement,
        EndReason::Time,
        EndReason::TimeDraw,
        EndReason::Forfeit,
        EndReason::PrincessCaptured,
        EndReason::ChiefTakesChief,
        EndReason::ChiefCaptured,
        EndReason::TenMoveCount,
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::FiftyMoves,
        EndReason::KingAgainstKing,
        EndReason::Hyrkaida,
        EndReason::Tikaida,
        EndReason::Nikaida,
        EndReason::NikaidaDraw,
        EndReason::AllPiecesLost,
        EndReason::CityLost,
        EndReason::PassedTwice,
        EndReason::Adjudicated,
    ];

    /// Whether the players ended the game rather than the rules (a resignation, an agreement,
    /// a clock, a referee's forfeit): a record keeps such an ending beside the moves.
    pub fn beside_the_rules(self) -> bool {
        matches!(
            self,
            EndReason::Resignation
                | EndReason::Agreement
                | EndReason::Time
                | EndReason::TimeDraw
                | EndReason::Forfeit
        )
    }

    /// The reason as one word for scripts (`jikai replay`): `king-escaped`, `ten-move-count`.
    pub fn word(self) -> String {
        let mut word = String::new();
        for c in format!("{self:?}").chars() {
            if c.is_ascii_uppercase() && !word.is_empty() {
                word.push('-');
            }
            word.push(c.to_ascii_lowercase());
        }
        word
    }

    /// The reason as a phrase for the result screen ("the king escaped to a corner").
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::KingEscaped => "the king escaped to a corner",
            EndReason::KingCaptured => "the king was captured",
            EndReason::DefendersSurrounded => "the attackers surrounded every defender",
            EndReason::EdgeFort => "the king held an exit fort on the edge",
            EndReason::NoLegalMove => "the player to move had no legal move",
            EndReason::Repetition => "the same position occurred three times",
            EndReason::Resignation => "the other player resigned",
            EndReason::Agreement => "the players agreed a draw",
            EndReason::Time => "the other player ran out of time",
            EndReason::TimeDraw => "a player ran out of time, and the other could not have won",
            EndReason::Forfeit => "the other player forfeited: an illegal move, or no move in time",
            EndReason::PrincessCaptured => "the Princess was captured",
            EndReason::ChiefTakesChief => "the Chief took the enemy Chief",
            EndReason::ChiefCaptured => "a Chief was taken by a piece other than the enemy Chief",
            EndReason::TenMoveCount => {
                "three pieces or fewer of equal value, and no win in the ten moves that followed"
            }
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate: the player to move is not in check and cannot move",
            EndReason::FiftyMoves => {
                "fifty moves by each side without a capture, Pawn move or drop"
            }
            EndReason::KingAgainstKing => "only the two Kings are left",
            EndReason::Hyrkaida => "Hyrkaida: the King was in Kaida with no escape",
            EndReason::Tikaida => "Tikaida: the player to move had no legal move",
            EndReason::Nikaida => "Nikaida: a lone King could not bring about two bare Kings",
            EndReason::NikaidaDraw => "Nikaida: two bare Kings",
            EndReason::AllPiecesLost => "a side lost all its pieces",
            EndReason::CityLost => "a side lost its Pallan and all its Swods",
            EndReason::PassedTwice => "the other player passed twice in a row",
            EndReason::Adjudicated => {
                "the game reached its length limit and was judged on the position"
            }
        }
    }
}
