//! A draw offered by the side to move, put to the other side.

use super::{DialogArea, UiState, end_by_agreement};
use crate::app::session::GameStatus;
use crate::rules::{AnyMatch, EndReason, Outcome};
use bevy::prelude::*;
use bevy_egui::egui;

/// The offer, until the other side answers; accepted, the game ends drawn.
pub(super) fn draw_offer_window(
    ctx: &egui::Context,
    area: &DialogArea,
    commands: &mut Commands,
    ui_state: &mut UiState,
    m: &dyn AnyMatch,
    status: &GameStatus,
) {
    if !ui_state.draw_offer {
        return;
    }
    let question = format!(
        "{}: accept a draw?",
        m.side_name(m.side_to_move().opponent())
    );
    let answer = area.ask(ctx, "Draw offered", &question, ("Accept", "Decline"));
    if let Some(accepted) = answer {
        ui_state.draw_offer = false;
        if accepted {
            let outcome = Outcome::Draw {
                reason: EndReason::Agreement,
            };
            commands.insert_resource(end_by_agreement(m, outcome, status));
        }
    }
}
