//! What a display shows of a position besides its pieces: Kings in check, squares a Princess
//! may not enter, frozen pieces, once-per-game rights still held, pieces in hand. Each game
//! fills it from its own rules functions; the app only draws it.

use super::{PieceView, Side, Square};

/// The rule state a display shows beside the pieces; empty by default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleState {
    /// Kings in check (Witches) or in Kaida (Jikaida).
    pub in_check: Vec<Square>,
    /// Squares the side to move's Princess may not enter (Jetan).
    pub threatened: Vec<Square>,
    /// The piece those squares bind (the Princess to move), where she stands.
    pub threatened_for: Option<Square>,
    /// Pieces that may not move (Witches: an enemy Witch stands next to them).
    pub immobilized: Vec<Square>,
    /// Pieces still holding a once-per-game right.
    pub rights: Vec<(Square, Right)>,
    /// The pieces each side holds in hand to drop (Witches' Jacks), by `Side::index`.
    pub hand: [Vec<PieceView>; 2],
}

/// A once-per-game right a piece still holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Right {
    /// Jetan: the Princess's escape.
    Escape,
    /// Jikaida: the King's Fluttember.
    Fluttember,
}

impl Right {
    /// The right as a phrase after the piece's name ("still has her escape").
    pub fn describe(self) -> &'static str {
        match self {
            Right::Escape => "still has her escape",
            Right::Fluttember => "may still make the Fluttember",
        }
    }
}

impl RuleState {
    /// `count` pieces of `kind` (its upper-case letter) in `side`'s hand.
    pub fn set_hand(&mut self, side: Side, kind: char, count: usize) {
        self.hand[side.index()] = vec![PieceView { side, kind }; count];
    }
}
