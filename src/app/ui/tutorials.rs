//! The tutorial's egui windows: the level select (a "Tutorials" menu button), the narration
//! panel of the level in play (step text, Next, hints, Show me, the reason a move was
//! refused) and the completion message.

use super::{DialogArea, FreeArea, UiState, area_ui, escape_pressed, game_name};
use crate::app::animation::Tweens;
use crate::app::session::{ActiveMatch, GameStatus, MoveRequested, start_match};
use crate::app::tutorial::{Lesson, Levels, OpenLevel, Progress};
use crate::rules::open_match;
use crate::tutorial::Task;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Width of the narration panel, which takes the side panel's place during a level.
const PANEL_WIDTH: f32 = 320.0;

/// The level select window, opened from the menu.
pub fn level_select(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<UiState>,
    levels: Option<Res<Levels>>,
    progress: Option<Res<Progress>>,
    mut open_level: MessageWriter<OpenLevel>,
    dialog_area: Res<DialogArea>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (Some(levels), true) = (levels, ui_state.tutorials) else {
        return Ok(());
    };
    let mut open = !escape_pressed(ctx);
    dialog_area
        .dialog("Tutorials")
        .open(&mut open)
        .default_pos([40.0, 60.0])
        .default_width(420.0)
        .default_height(560.0)
        .max_width(420.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                let mut game = "";
                for entry in &levels.0 {
                    if entry.game != game {
                        game = &entry.game;
                        ui.add_space(6.0);
                        ui.heading(game_name(game));
                    }
                    let done = progress
                        .as_ref()
                        .is_some_and(|p| p.completed.contains(&entry.id));
                    ui.horizontal(|ui| {
                        // A first column of its own: the tick, or room for one.
                        let tick = egui::Label::new(if done { "✔" } else { "" });
                        ui.add_sized([16.0, 16.0], tick);
                        match &entry.level {
                            Ok(level) => {
                                if ui.button(&level.title).clicked() {
                                    open_level.write(OpenLevel {
                                        id: entry.id.clone(),
                                        step: 0,
                                    });
                                    ui_state.tutorials = false;
                                }
                            }
                            Err(_) => {
                                ui.add_enabled(false, egui::Button::new(&entry.id));
                            }
                        }
                    });
                    // A broken level: greyed, with the file and the problem under it.
                    if let Err(e) = &entry.level {
                        ui.label(
                            egui::RichText::new(e.to_string())
                                .small()
                                .color(egui::Color32::GRAY),
                        );
                    }
                }
                if levels.0.is_empty() {
                    ui.label("No tutorial levels were found.");
                }
            });
        });
    ui_state.tutorials &= open;
    Ok(())
}

/// The narration panel of the level in play, and its completion message.
#[allow(clippy::too_many_arguments)]
pub fn narration(
    mut contexts: EguiContexts,
    mut commands: Commands,
    lesson: Option<ResMut<Lesson>>,
    mut ui_state: ResMut<UiState>,
    levels: Option<Res<Levels>>,
    mut open_level: MessageWriter<OpenLevel>,
    mut requests: MessageWriter<MoveRequested>,
    tweens: Query<(), With<Tweens>>,
    (mut free_area, dialog_area): (ResMut<FreeArea>, Res<DialogArea>),
    (active, status): (Option<Res<ActiveMatch>>, Res<GameStatus>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(mut lesson) = lesson else {
        return Ok(());
    };
    let level = lesson.walk.level().clone();
    let steps = level.steps.len();
    // In the side panel's place (a level has no move list to show), so the board is
    // framed beside it, as large as the window allows.
    let mut area = area_ui(ctx, "lesson-area", free_area.0);
    let (id, finished) = (lesson.id.clone(), lesson.finished());
    egui::Panel::right("lesson")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut area, |ui| {
            // Restart and Leave at the panel's foot, whatever the step.
            egui::Panel::bottom("lesson-controls")
                .show_separator_line(false)
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        if ui.button("Restart level").clicked() {
                            open_level.write(OpenLevel {
                                id: id.clone(),
                                step: 0,
                            });
                        }
                        // Back to the game open before the level, as it was; else a new game.
                        if ui.button("Leave level").clicked() {
                            match lesson.left.take() {
                                Some((game, seats)) => {
                                    start_match(&mut commands, game);
                                    commands.insert_resource(seats);
                                }
                                None => {
                                    if let Ok(m) = open_match(&level.game, &[], None) {
                                        start_match(&mut commands, m);
                                    }
                                }
                            }
                        }
                    });
                });
            ui.heading(&level.title);
            if let Some(m) = active.as_ref().map(|a| a.0.as_ref()) {
                let to_move = status.to_move.unwrap_or(m.side_to_move());
                ui.label(format!("{} to move.", m.side_name(to_move)));
            }
            if let Some(text) = &status.caption {
                ui.label(egui::RichText::new(text).italics());
            }
            ui.separator();
            let Some(step) = lesson.walk.step().cloned() else {
                ui.label(egui::RichText::new(&level.complete).size(16.0));
                return;
            };
            ui.label(
                egui::RichText::new(format!("Step {} of {steps}", lesson.walk.step_index() + 1))
                    .small(),
            );
            ui.label(egui::RichText::new(&step.text).size(16.0));
            if let Some(why) = &lesson.refusal {
                ui.add_space(4.0);
                ui.colored_label(egui::Color32::from_rgb(255, 140, 120), why);
            }
            for hint in step.hints.iter().take(lesson.hints) {
                ui.colored_label(
                    egui::Color32::from_rgb(250, 215, 120),
                    format!("Hint: {hint}"),
                );
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if matches!(step.task, Task::Read) {
                    if ui.button("Next").clicked() {
                        lesson.read_on();
                    }
                } else {
                    let more = lesson.hints < step.hints.len();
                    if ui.add_enabled(more, egui::Button::new("Hint")).clicked() {
                        lesson.hints += 1;
                    }
                    let expected = lesson
                        .walk
                        .expected()
                        .and_then(|text| lesson.walk.game().parse_move(text).ok());
                    let ready = expected.is_some() && !lesson.busy() && tweens.is_empty();
                    if ui
                        .add_enabled(ready, egui::Button::new("Show me"))
                        .clicked()
                        && let Some(mv) = expected
                    {
                        requests.write(MoveRequested(mv));
                    }
                }
            });
        });
    free_area.0 = area.available_rect_before_wrap();
    if finished && !ui_state.tutorials {
        let next = levels.as_ref().and_then(|l| l.next_after(&id));
        // Over the lesson panel's top, so the level's last position stays in view.
        let corner = egui::pos2(dialog_area.0.max.x - 8.0, dialog_area.0.min.y + 8.0);
        dialog_area
            .dialog("Level complete")
            .collapsible(false)
            .pivot(egui::Align2::RIGHT_TOP)
            .default_pos(corner)
            .default_width(PANEL_WIDTH - 16.0)
            .show(ctx, |ui| {
                ui.heading(&level.title);
                ui.label(&level.complete);
                ui.horizontal(|ui| {
                    if let Some(next) = next
                        && ui.button("Next level").clicked()
                    {
                        open_level.write(OpenLevel {
                            id: next.id.clone(),
                            step: 0,
                        });
                    }
                    if ui.button("Back to levels").clicked() {
                        ui_state.tutorials = true;
                    }
                });
            });
    }
    Ok(())
}
