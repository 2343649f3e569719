//! The board's position string, to copy, or to edit and set as a new game's start, or as a
//! position to analyse (a new game between people, the analysis open).

use super::{DialogArea, UiState, escape_pressed};
use crate::app::analysis::Analysis;
use crate::app::persistence::Notice;
use crate::app::seats::{Seat, Seats};
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
    (mut seats, analysis): (Mut<Seats>, &mut Analysis),
) {
    let Some(mut text) = ui_state.position.clone() else {
        return;
    };
    let mut open = !escape_pressed(ctx);
    let (mut apply, mut analyse) = (false, false);
    area.dialog("Position").open(&mut open).show(ctx, |ui| {
        ui.label("The position string of the board; edit it or type another and press Set.");
        ui.add(
            egui::TextEdit::multiline(&mut text)
                .desired_width(420.0)
                .desired_rows(2),
        );
        ui.horizontal(|ui| {
            apply = ui.button("Set").clicked();
            analyse = ui
                .button("Analyse")
                .on_hover_text("Set it as a game between people and open the analysis")
                .clicked();
        });
    });
    if apply || analyse {
        let options = m.options();
        match open_match(m.game_id(), &options, Some(text.trim())) {
            Ok(m) => {
                start_match(commands, m);
                notice.0 = None;
                open = false;
                if analyse {
                    seats.seats = [Seat::Human; 2];
                    analysis.open = true;
                }
            }
            Err(e) => notice.0 = Some(e.to_string()),
        }
    }
    ui_state.position = open.then_some(text);
}
