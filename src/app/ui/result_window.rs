//! The result of a finished game, with the way to a new one.

use super::panel::PANEL_WIDTH;
use super::{DialogArea, NewGameForm, UiState, escape_pressed};
use crate::app::session::GameStatus;
use crate::rules::AnyMatch;
use bevy_egui::egui;

/// The result, until the player closes it. Over the side panel's top, which says the result
/// too, so the final position stays in view; moved or closed at will.
pub(super) fn result_window(
    ctx: &egui::Context,
    area: &DialogArea,
    ui_state: &mut UiState,
    m: &dyn AnyMatch,
    status: &GameStatus,
) {
    let Some(end) = status.ended.as_ref().filter(|_| !ui_state.result_closed) else {
        return;
    };
    let mut open = !escape_pressed(ctx);
    let mut new_game = false;
    let corner = egui::pos2(area.0.max.x - 8.0, area.0.min.y + 8.0);
    area.dialog("Game over")
        .open(&mut open)
        .pivot(egui::Align2::RIGHT_TOP)
        .default_pos(corner)
        .default_width(PANEL_WIDTH)
        .show(ctx, |ui| {
            ui.strong(&end.text);
            new_game = ui.button("New game").clicked();
        });
    if new_game {
        ui_state.new_game = Some(NewGameForm::for_game(m.game_id()));
    }
    ui_state.result_closed = !open || new_game;
}
