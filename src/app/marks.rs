//! What the board is asked to show beside the pieces, written by their owners (a tutorial
//! step, the computer's hint) and drawn by the views: arrows from square to square and
//! squares to look at.

use crate::rules::Square;
use bevy::prelude::*;

/// Who draws an arrow, which sets its colour; each owner replaces only its own arrows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    /// A tutorial step's arrow.
    Lesson,
    /// The computer's suggestion for the person to move.
    Hint,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardArrow {
    pub from: Square,
    pub to: Square,
    pub kind: ArrowKind,
}

/// The arrows on the board now.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct BoardArrows(pub Vec<BoardArrow>);

impl BoardArrows {
    /// These arrows with `kind`'s replaced by `arrows` (set it with `set_if_neq`, so the
    /// meshes are only redrawn on a real change).
    pub fn with(
        &self,
        kind: ArrowKind,
        arrows: impl IntoIterator<Item = (Square, Square)>,
    ) -> Self {
        let mut list: Vec<BoardArrow> = self.0.iter().filter(|a| a.kind != kind).copied().collect();
        list.extend(
            arrows
                .into_iter()
                .map(|(from, to)| BoardArrow { from, to, kind }),
        );
        BoardArrows(list)
    }
}

/// Squares the player is asked to look at (a tutorial step's), marked like the others.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct Highlights(pub Vec<Square>);
