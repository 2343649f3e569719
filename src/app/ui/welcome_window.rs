//! The first-run welcome: what Jikai holds, and the way to the tutorials or a new game.

use super::{DialogArea, NewGameForm, UiState, escape_pressed};
use crate::rules::AnyMatch;
use bevy_egui::egui;

/// The welcome, while it is wanted; closed in any way, it is not shown again.
pub(super) fn welcome_window(
    ctx: &egui::Context,
    area: &DialogArea,
    ui_state: &mut UiState,
    m: &dyn AnyMatch,
) {
    if !ui_state.welcome {
        return;
    }
    let mut close = escape_pressed(ctx);
    area.dialog("Welcome to Jikai").show(ctx, |ui| {
        ui.label(
            "Four board games: Poron Jikaida and its drills from Kregen, Jacks and \
             Witches 84, Jetan (the chess of Mars) with every reading of its rules, and \
             Fetlar tafl.",
        );
        ui.label(
            "Tutorials teach each game step by step. New game chooses the game, its \
             options and who plays each side: you, a friend at the same screen, or the \
             computer at five levels (two computers play a demonstration). Rules shows \
             every piece and where it goes.",
        );
        ui.horizontal(|ui| {
            if ui.button("Tutorials").clicked() {
                ui_state.tutorials = true;
                close = true;
            }
            if ui.button("New game").clicked() {
                ui_state.new_game = Some(NewGameForm::for_game(m.game_id()));
                close = true;
            }
            if ui.button("Play this game").clicked() {
                close = true;
            }
        });
    });
    if close {
        ui_state.welcome = false;
        ui_state.welcomed = true;
    }
}
