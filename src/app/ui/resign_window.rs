//! The confirmation asked before the side to move resigns.

use super::{DialogArea, UiState, end_by_agreement};
use crate::app::session::GameStatus;
use crate::rules::{AnyMatch, EndReason, Outcome};
use bevy::prelude::*;
use bevy_egui::egui;

/// The question, while the player's Resign waits for its answer; confirmed, the game ends.
pub(super) fn resign_window(
    ctx: &egui::Context,
    area: &DialogArea,
    commands: &mut Commands,
    ui_state: &mut UiState,
    m: &dyn AnyMatch,
    status: &GameStatus,
) {
    if !ui_state.resign {
        return;
    }
    let loser = m.side_to_move();
    let question = format!(
        "{}: resign this game? {} then wins.",
        m.side_name(loser),
        m.side_name(loser.opponent())
    );
    let answer = area.ask(ctx, "Resign?", &question, ("Resign", "Play on"));
    if let Some(resigned) = answer {
        ui_state.resign = false;
        if resigned && status.ended.is_none() {
            let outcome = Outcome::Win {
                winner: loser.opponent(),
                reason: EndReason::Resignation,
            };
            commands.insert_resource(end_by_agreement(m, outcome, status));
        }
    }
}
