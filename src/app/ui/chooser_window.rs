//! The move chooser: when a click on a square leaves more than one move (a capture made in
//! two ways, a piece that may stay), the player picks one by its notation and words.

use super::{DialogArea, escape_pressed};
use crate::app::caption::caption;
use crate::app::input::Selection;
use crate::app::session::MoveRequested;
use crate::rules::AnyMatch;
use bevy::prelude::*;
use bevy_egui::egui;

/// The chooser, while the selection offers choices. The selection comes as `Mut` so the
/// marks are redrawn only when the player answers.
pub(super) fn chooser_window(
    ctx: &egui::Context,
    area: &DialogArea,
    m: &dyn AnyMatch,
    mut selection: Mut<Selection>,
    requests: &mut MessageWriter<MoveRequested>,
) {
    if selection.choices.is_empty() {
        return;
    }
    let mut chosen = None;
    // Offered by a second click on the piece: a move that leaves it where it stands.
    let stays = selection.choices.iter().all(|c| c.mv.from == c.mv.to);
    let mut cancel = escape_pressed(ctx);
    area.dialog("Choose the move")
        .collapsible(false)
        .default_width(360.0)
        .show(ctx, |ui| {
            if stays {
                ui.label("This piece may stay where it stands; that uses your turn.");
            }
            for choice in &selection.choices {
                let words = caption(m, choice.mv, &m.effects(choice.mv));
                ui.horizontal(|ui| {
                    if ui.button(m.notation(choice.mv)).clicked() {
                        chosen = Some(choice.mv);
                    }
                    ui.add(egui::Label::new(words).wrap());
                });
            }
            let label = if stays { "Deselect" } else { "Cancel" };
            cancel |= ui.button(label).on_hover_text("Esc").clicked();
        });
    if let Some(mv) = chosen {
        requests.write(MoveRequested(mv));
        selection.choices.clear();
        selection.from = None;
    } else if cancel {
        selection.choices.clear();
        if stays {
            selection.from = None;
        }
    }
}
