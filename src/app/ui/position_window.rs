//! The board's position string, to copy, or to edit and set as a new game's start.

use super::{DialogArea, UiState, escape_pressed};
use crate::app::persistence::Notice;
use crate::app::session::start_match;
use crate::rules::{AnyMatch, open_match};
use bevy::prelude::*;
use bevy_egui::egui;

/// The window, while its text is open. The notice comes as `Mut` so it is marked changed
/// only when Set is pressed.
pub(super) fn position_window(
    ctx: &egui::Context,
    area: &DialogArea,
    commands: &mut Commands,
    ui_state: &mut UiState,
    m: &dyn AnyMatch,
    mut notice: Mut<Notice>,
) {
    let Some(mut text) = ui_state.position.clone() else {
        return;
    };
    let mut open = !escape_pressed(ctx);
    let mut apply = false;
    area.dialog("Position").open(&mut open).show(ctx, |ui| {
        ui.label("The position string of the board; edit it or type another and press Set.");
        ui.add(
            egui::TextEdit::multiline(&mut text)
                .desired_width(420.0)
                .desired_rows(2),
        );
        apply = ui.button("Set").clicked();
    });
    if apply {
        let options = m.options();
        match open_match(m.game_id(), &options, Some(text.trim())) {
            Ok(m) => {
                start_match(commands, m);
                notice.0 = None;
                open = false;
            }
            Err(e) => notice.0 = Some(e.to_string()),
        }
    }
    ui_state.position = open.then_some(text);
}
