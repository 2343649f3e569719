//! What the board is asked to show beside the pieces, written by their owners (a tutorial
//! step, the computer's hint) and drawn by the views: arrows from square to square, squares
//! to look at, and which threatened squares to mark (decided here, without a window, so it
//! is tested headless; `marks_dress` draws them).

use super::session::GameStatus;
use crate::rules::{RuleState, Square};
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

/// Which rule marks the player wants to see.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MarkSettings {
    /// Marks on the squares the Princess to move may not enter (Jetan) at every move, not
    /// only while she is selected.
    pub threatened: bool,
}

/// The threatened squares to mark: only while the game goes on, while the piece they bind is
/// selected (or the player asks for them always), and never over the last move's squares.
pub fn shown_threats(
    state: &RuleState,
    selected: Option<Square>,
    always: bool,
    status: &GameStatus,
) -> Vec<Square> {
    let wanted = always || (selected.is_some() && selected == state.threatened_for);
    if !wanted || status.ended.is_some() {
        return Vec::new();
    }
    let last = status.last_move.map(|m| [m.from, m.to]);
    state
        .threatened
        .iter()
        .copied()
        .filter(|sq| last.is_none_or(|l| !l.contains(sq)))
        .collect()
}
