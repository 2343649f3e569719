//! The offer at start to go on with the autosaved game that `persistence` found.

use super::{DialogArea, game_name};
use crate::app::persistence::{Notice, ResumeOffer, start_recorded};
use bevy::prelude::*;
use bevy_egui::egui;

/// The offer, while there is one. The resources come as `Mut` so they are marked changed
/// only when the player answers.
pub(super) fn resume_window(
    ctx: &egui::Context,
    area: &DialogArea,
    commands: &mut Commands,
    mut resume: Mut<ResumeOffer>,
    mut notice: Mut<Notice>,
) {
    let Some(record) = resume.0.clone() else {
        return;
    };
    let mut close = false;
    area.dialog("Resume?").collapsible(false).show(ctx, |ui| {
        ui.label(format!(
            "Continue your {} game ({})?",
            game_name(&record.game),
            moves_played(record.moves.len())
        ));
        ui.horizontal(|ui| {
            if ui.button("Resume").clicked() {
                let resumed = record
                    .replay()
                    .and_then(|m| start_recorded(commands, &record, m));
                notice.0 = resumed.err().map(|e| e.to_string());
                close = true;
            }
            if ui.button("New game").clicked() {
                close = true;
            }
        });
    });
    if close {
        resume.0 = None;
    }
}

/// "1 move played", "12 moves played".
fn moves_played(n: usize) -> String {
    match n {
        1 => "1 move played".to_string(),
        n => format!("{n} moves played"),
    }
}
