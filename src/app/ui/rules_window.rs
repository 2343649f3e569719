//! The Rules window: every piece of the game with its picture, moves and a diagram of its
//! destinations, the key to the marks on the board, and the rules' text.

use super::{DialogArea, UiState, escape_pressed, game_name};
use crate::app::gallery::piece_label;
use crate::app::legend::{diagram, marks_key, picture};
use crate::look::kinds;
use crate::rules::{AnyMatch, Destinations, PieceView, describe_piece, destinations, family};
use bevy_egui::egui;

/// The window, while it is open.
pub(super) fn rules_window(
    ctx: &egui::Context,
    area: &DialogArea,
    ui_state: &mut UiState,
    m: &dyn AnyMatch,
) {
    if !ui_state.rules {
        return;
    }
    let mut open = !escape_pressed(ctx);
    area.dialog(&format!("Rules: {}", game_name(m.game_id())))
        .open(&mut open)
        .default_width(620.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                legend(ui, m);
                ui.separator();
                ui.strong("Marks on the board");
                marks_key(ui, m.game_id());
                ui.separator();
                ui.label(reflowed(rules_text(m.game_id())));
            });
        });
    ui_state.rules = open;
}

/// Every piece kind of the game: its picture (silhouette and emblem, as on the board), its
/// name and its moves, and a diagram of its destinations under this game's options (kept
/// in egui's memory: finding them plays a few positions).
fn legend(ui: &mut egui::Ui, m: &dyn AnyMatch) {
    let game = m.game_id();
    let options = m.options();
    let id = egui::Id::new(("destinations", game, &options));
    let found: std::sync::Arc<Vec<(char, Option<Destinations>)>> = ui.ctx().memory_mut(|mem| {
        mem.data
            .get_temp_mut_or_insert_with(id, || {
                let mut kinds: Vec<char> = kinds(game).into_iter().map(|(_, k)| k).collect();
                kinds.dedup();
                std::sync::Arc::new(
                    kinds
                        .into_iter()
                        .map(|k| (k, destinations(game, &options, k).ok()))
                        .collect::<Vec<_>>(),
                )
            })
            .clone()
    });
    for (side, kind) in kinds(game) {
        let view = PieceView { side, kind };
        ui.horizontal(|ui| {
            picture(ui, game, view, 80.0);
            ui.vertical(|ui| {
                ui.strong(piece_label(m, view));
                let (_, moves) = describe_piece(game, kind);
                ui.label(format!("It {moves}."));
            });
        });
        // One diagram per kind, under its first picture (tafl's two Soldiers move alike).
        let first = kinds(game).into_iter().find(|(_, k)| *k == kind) == Some((side, kind));
        if let Some((_, Some(d))) = found.iter().find(|(k, _)| *k == kind).filter(|_| first) {
            ui.horizontal(|ui| {
                ui.add_space(86.0);
                diagram(ui, game, d, 200.0);
            });
        }
    }
}

/// The rules reference shown in the game.
pub fn rules_text(game: &str) -> &'static str {
    match family(game) {
        "tafl" => include_str!("../../../assets/rules/tafl.txt"),
        "jetan" => include_str!("../../../assets/rules/jetan.txt"),
        "witches" => include_str!("../../../assets/rules/witches.txt"),
        "jikaida" => {
            include_str!("../../../assets/rules/jikaida.txt")
        }
        _ => "",
    }
}

/// The rules text as paragraphs the window wraps to its width: the file's hard line breaks
/// inside a paragraph become spaces; headings (lines in capitals), list items (`- `, also
/// two written side by side) and blank lines keep their own lines.
pub fn reflowed(text: &str) -> String {
    let heading =
        |l: &str| l.chars().any(char::is_alphabetic) && !l.chars().any(char::is_lowercase);
    let mut out = String::new();
    let mut joinable = false;
    for line in text.lines() {
        // Two items written side by side are two lines.
        let mut parts = vec![line];
        if let Some(at) = line.find("  - ").filter(|_| line.starts_with("- ")) {
            parts = vec![line[..at].trim_end(), line[at..].trim_start()];
        }
        for part in parts {
            let trimmed = part.trim();
            if trimmed.is_empty() {
                out.push_str("\n\n");
                joinable = false;
            } else if joinable && !part.starts_with("- ") && !heading(trimmed) {
                out.push(' ');
                out.push_str(trimmed);
            } else {
                if !out.is_empty() && !out.ends_with('\n') {
                    out.push('\n');
                }
                out.push_str(trimmed);
                joinable = !heading(trimmed);
            }
        }
    }
    out.trim_end().to_string()
}
