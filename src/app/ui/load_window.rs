//! The saved games to load, listed when the window opens; one that cannot be loaded is
//! listed with the reason. A record's text may be pasted in and loaded (the Clipboard menu
//! copies and pastes without it).

use super::{DialogArea, UiState, escape_pressed};
use crate::app::persistence::{DataDir, Notice, load_game, load_text};
use bevy::prelude::*;
use bevy_egui::egui;

/// The list, while it is open; closed once a game is loaded. The notice comes as `Mut` so it
/// is marked changed only when a game is chosen.
pub(super) fn load_window(
    ctx: &egui::Context,
    area: &DialogArea,
    commands: &mut Commands,
    ui_state: &mut UiState,
    dir: &DataDir,
    mut notice: Mut<Notice>,
) {
    let Some(saved) = ui_state.load.take() else {
        return;
    };
    let mut open = !escape_pressed(ctx);
    let mut loaded = false;
    area.dialog("Load a game").open(&mut open).show(ctx, |ui| {
        if saved.is_empty() {
            ui.label(format!("No saved games in {}", dir.saves().display()));
        }
        ui.label("Or paste a game's record here (Ctrl+V) and load it:");
        ui.add(
            egui::TextEdit::multiline(&mut ui_state.pasted)
                .desired_width(420.0)
                .desired_rows(3),
        );
        if ui
            .add_enabled(
                !ui_state.pasted.trim().is_empty(),
                egui::Button::new("Load the pasted game"),
            )
            .clicked()
        {
            notice.0 = load_text(commands, &ui_state.pasted).err();
            loaded = notice.0.is_none();
            if loaded {
                ui_state.pasted.clear();
            }
        }
        ui.separator();
        egui::ScrollArea::vertical().show(ui, |ui| {
            for game in &saved {
                match &game.summary {
                    Ok(summary) => {
                        let button = ui.button(summary).on_hover_text(game.name());
                        if button.clicked() {
                            notice.0 = load_game(commands, &game.path).err();
                            loaded = true;
                        }
                    }
                    // Listed so the player knows it is there and why it will not load.
                    Err(why) => {
                        ui.colored_label(
                            egui::Color32::LIGHT_RED,
                            format!("{} cannot be loaded: {why}", game.name()),
                        );
                    }
                }
            }
        });
    });
    ui_state.load = (open && !loaded).then_some(saved);
}
