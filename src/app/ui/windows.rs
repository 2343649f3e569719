//! The windows: new game, the move chooser, the result, settings, rules, positions, load and
//! the resume offer.

use super::new_game::new_game_window;
use super::panel::PANEL_WIDTH;
use super::{DialogArea, NewGameForm, UiState, end_by_agreement, escape_pressed, game_name};
use crate::app::animation::AnimationSettings;
use crate::app::camera::{Framing, Orbit, ViewSettings};
use crate::app::caption::caption;
use crate::app::gallery::piece_label;
use crate::app::input::Selection;
use crate::app::legend::{diagram, marks_key, picture};
use crate::app::marks::MarkSettings;
use crate::app::persistence::{DataDir, Notice, ResumeOffer, load_game};
use crate::app::seats::Seats;
use crate::app::session::{ActiveMatch, GameStatus, MoveRequested, start_match};
use crate::look::kinds;
use crate::rules::{
    AnyMatch, Destinations, EndReason, Outcome, PieceView, describe_piece, destinations, open_match,
};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

#[allow(clippy::too_many_arguments, clippy::type_complexity)]
pub(super) fn windows(
    mut contexts: EguiContexts,
    mut commands: Commands,
    active: Option<Res<ActiveMatch>>,
    status: Res<GameStatus>,
    mut ui_state: ResMut<UiState>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<MoveRequested>,
    mut settings: ResMut<AnimationSettings>,
    (mut orbit, mut marks, lesson, mut view, framing): (
        ResMut<Orbit>,
        ResMut<MarkSettings>,
        Option<Res<crate::app::tutorial::Lesson>>,
        ResMut<ViewSettings>,
        Res<Framing>,
    ),
    dir: Res<DataDir>,
    mut notice: ResMut<Notice>,
    mut resume: ResMut<ResumeOffer>,
    mut seats: ResMut<Seats>,
    dialog_area: Res<DialogArea>,
    #[cfg(feature = "audio")] mut mute: Option<ResMut<crate::app::audio::Mute>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(active) = active else { return Ok(()) };
    let m = active.0.as_ref();

    if ui_state.welcome {
        let mut close = escape_pressed(ctx);
        dialog_area.dialog("Welcome to Jikai").show(ctx, |ui| {
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

    if let Some(record) = resume.0.clone() {
        let mut close = false;
        dialog_area
            .dialog("Resume?")
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label(format!(
                    "Continue your {} game ({})?",
                    game_name(&record.game),
                    moves_played(record.moves.len())
                ));
                ui.horizontal(|ui| {
                    if ui.button("Resume").clicked() {
                        match record.replay() {
                            Ok(m) => {
                                start_match(&mut commands, m);
                                notice.0 = None;
                            }
                            Err(e) => notice.0 = Some(e.to_string()),
                        }
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

    if !selection.choices.is_empty() {
        let mut chosen = None;
        // Offered by a second click on the piece: a move that leaves it where it stands.
        let stays = selection.choices.iter().all(|c| c.mv.from == c.mv.to);
        let mut cancel = escape_pressed(ctx);
        dialog_area
            .dialog("Choose the move")
            .collapsible(false)
            .default_width(360.0)
            .show(ctx, |ui| {
                if stays {
                    ui.label("This piece may stay where it stands; that uses your turn.");
                }
                for choice in &selection.choices {
                    let words = caption(m, choice.mv, &m.effects(choice.mv));
                    ui.horizontal(|ui| {
                        if ui.button(&choice.notation).clicked() {
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

    // A tutorial level has its own completion message. Over the side panel's top, which
    // says the result too, so the final position stays in view; moved or closed at will.
    let result = status.ended.as_ref().filter(|_| lesson.is_none());
    if let Some(end) = result.filter(|_| !ui_state.result_closed) {
        let mut open = !escape_pressed(ctx);
        let mut new_game = false;
        let corner = egui::pos2(dialog_area.0.max.x - 8.0, dialog_area.0.min.y + 8.0);
        dialog_area
            .dialog("Game over")
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

    if ui_state.resign {
        let loser = m.side_to_move();
        let mut answer = None;
        dialog_area.dialog("Resign?").show(ctx, |ui| {
            ui.label(format!(
                "{}: resign this game? {} then wins.",
                m.side_name(loser),
                m.side_name(loser.opponent())
            ));
            ui.horizontal(|ui| {
                if ui.button("Resign").clicked() {
                    answer = Some(true);
                }
                if ui.button("Play on").clicked() || escape_pressed(ctx) {
                    answer = Some(false);
                }
            });
        });
        if let Some(resigned) = answer {
            ui_state.resign = false;
            if resigned && status.ended.is_none() {
                let outcome = Outcome::Win {
                    winner: loser.opponent(),
                    reason: EndReason::Resignation,
                };
                commands.insert_resource(end_by_agreement(m, outcome, &status));
            }
        }
    }

    if ui_state.draw_offer {
        let mut answer = None;
        dialog_area
            .dialog("Draw offered")
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label(format!(
                    "{}: accept a draw?",
                    m.side_name(m.side_to_move().opponent())
                ));
                ui.horizontal(|ui| {
                    if ui.button("Accept").clicked() {
                        answer = Some(true);
                    }
                    if ui.button("Decline").clicked() || escape_pressed(ctx) {
                        answer = Some(false);
                    }
                });
            });
        if let Some(accepted) = answer {
            ui_state.draw_offer = false;
            if accepted {
                let outcome = Outcome::Draw {
                    reason: EndReason::Agreement,
                };
                commands.insert_resource(end_by_agreement(m, outcome, &status));
            }
        }
    }

    // A notice ("Saved to ...") is of the game it came with.
    if new_game_window(ctx, &mut commands, &mut ui_state, &dialog_area, &seats) {
        notice.0 = None;
    }

    if let Some(mut text) = ui_state.position.clone() {
        let mut open = !escape_pressed(ctx);
        let mut apply = false;
        dialog_area
            .dialog("Position")
            .open(&mut open)
            .show(ctx, |ui| {
                ui.label(
                    "The position string of the board; edit it or type another and press Set.",
                );
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
                    start_match(&mut commands, m);
                    notice.0 = None;
                    open = false;
                }
                Err(e) => notice.0 = Some(e.to_string()),
            }
        }
        ui_state.position = open.then_some(text);
    }

    if let Some(saved) = ui_state.load.take() {
        let mut open = !escape_pressed(ctx);
        let mut loaded = false;
        dialog_area
            .dialog("Load a game")
            .open(&mut open)
            .show(ctx, |ui| {
                if saved.is_empty() {
                    ui.label(format!("No saved games in {}", dir.saves().display()));
                }
                egui::ScrollArea::vertical().show(ui, |ui| {
                    for game in &saved {
                        match &game.summary {
                            Ok(summary) => {
                                let button = ui.button(summary).on_hover_text(game.name());
                                if button.clicked() {
                                    notice.0 = load_game(&mut commands, &game.path).err();
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

    if ui_state.settings {
        let mut open = !escape_pressed(ctx);
        dialog_area.dialog("Settings").open(&mut open).show(ctx, |ui| {
            ui.add(egui::Slider::new(&mut settings.speed, 0.0..=3.0).text("animation speed (0: instant)"));
            let mut top = orbit.top_down;
            if ui.checkbox(&mut top, "top-down view (T)").changed() {
                orbit.top_down = top;
            }
            let mut diagram = orbit.diagram;
            if ui.checkbox(&mut diagram, "flat diagram view (D)").changed() {
                orbit.diagram = diagram;
            }
            let mut turn = view.turn_to_mover;
            if ui
                .checkbox(&mut turn, "turn the board to the player to move")
                .changed()
            {
                view.turn_to_mover = turn;
            }
            let mut names = view.piece_names;
            if ui
                .checkbox(&mut names, "write each piece's name on the board (N)")
                .changed()
            {
                view.piece_names = names;
            }
            if ui.button("Reset the view (V)").clicked() {
                *orbit = orbit.reset(&framing);
            }
            let mut shown = !ui_state.coordinates_hidden;
            if ui.checkbox(&mut shown, "coordinates").changed() {
                ui_state.coordinates_hidden = !shown;
            }
            // A copy, so an untouched slider does not mark the seats changed (which stops
            // the computer's search).
            let mut secs = seats.master_time.as_secs_f32();
            let slider = egui::Slider::new(&mut secs, 0.5..=30.0).text("Master's seconds a move");
            if ui.add(slider).changed() {
                seats.master_time = std::time::Duration::from_secs_f32(secs);
            }
            let mut threatened = marks.threatened;
            if ui
                .checkbox(
                    &mut threatened,
                    "threatened squares at every move (Jetan: where the Princess may not go; \
                     else shown while she is selected)",
                )
                .changed()
            {
                marks.threatened = threatened;
            }
            #[cfg(feature = "audio")]
            if let Some(mute) = mute.as_mut() {
                ui.checkbox(&mut mute.0, "mute");
            }
            ui.label("Camera: right-drag or Q/E rotate, R/F tilt, wheel or +/- zoom, T from above, D diagram, V reset.");
            ui.label("Keyboard: arrows move the cursor, Enter selects and moves, Esc cancels, Space skips animations.");
        });
        ui_state.settings = open;
    }

    if ui_state.rules {
        let mut open = !escape_pressed(ctx);
        dialog_area
            .dialog(&format!("Rules: {}", game_name(m.game_id())))
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
    Ok(())
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
    match game {
        "tafl" => include_str!("../../../assets/rules/tafl.txt"),
        "jetan" => include_str!("../../../assets/rules/jetan.txt"),
        "witches" => include_str!("../../../assets/rules/witches.txt"),
        "jikaida" | "pastang" | "stikitche" | "draks-city" => {
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

/// "1 move played", "12 moves played".
pub(super) fn moves_played(n: usize) -> String {
    match n {
        1 => "1 move played".to_string(),
        n => format!("{n} moves played"),
    }
}
