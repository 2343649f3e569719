//! The egui interface, drawn over the board views: the menu bar and side panel (`panel`),
//! the windows (`windows` draws them in order, each from a file of its own: `welcome_window`,
//! `resume_window`, `chooser_window`, `result_window`, `resign_window`, `draw_offer_window`,
//! `new_game`, `position_window`, `load_window`, `settings_window`, `rules_window`; the
//! analysis's window, `analysis_window`, is a system of its own after them), the
//! tutorial's windows (`tutorials`), the coordinates and piece tooltips over the 3D view
//! (`overlay`), and the system clipboard (`clipboard`). The helpers the windows share are here. It reads every layer below and none
//! reads it.

mod analysis_window;
mod chooser_window;
mod clipboard;
mod draw_offer_window;
mod load_window;
mod new_game;
mod overlay;
mod panel;
mod position_window;
mod resign_window;
mod result_window;
mod resume_window;
mod rules_window;
mod settings_window;
mod tutorials;
mod welcome_window;
mod windows;

pub use clipboard::ClipboardRequest;
pub use new_game::NewGameForm;
pub use rules_window::{reflowed, rules_text};

use crate::app::camera::ViewArea;
use crate::app::pacing::{FrameDemand, SLOW};
use crate::app::persistence::SavedGame;
use crate::app::session::{GameEnded, GameStatus};
use crate::rules::{GAMES, Outcome};
use bevy::prelude::*;
use bevy_egui::{
    EguiFullOutput, EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, EguiPrimaryContextPass, egui,
};
use std::time::Duration;

/// Which windows are open, and the forms' contents.
#[derive(Resource, Default)]
pub struct UiState {
    pub new_game: Option<NewGameForm>,
    pub settings: bool,
    pub rules: bool,
    pub position: Option<String>,
    /// The Load window's list, read when it opens (reading replays every save).
    pub load: Option<Vec<SavedGame>>,
    /// The text pasted into the Load window, a record to load.
    pub pasted: String,
    pub draw_offer: bool,
    /// The side to move asked to resign: confirmed in a dialog.
    pub resign: bool,
    pub coordinates_hidden: bool,
    /// The tutorial level select.
    pub tutorials: bool,
    /// The first-run welcome is shown; `welcomed` once the player has closed it.
    pub welcome: bool,
    pub welcomed: bool,
    /// The player closed the result's window (it opens again at the next result).
    pub result_closed: bool,
}

/// The window below the menu bar, where every dialog stays: set as the menu bar is drawn.
#[derive(Resource, Clone, Copy)]
struct DialogArea(egui::Rect);

impl Default for DialogArea {
    fn default() -> DialogArea {
        DialogArea(egui::Rect::EVERYTHING)
    }
}

impl DialogArea {
    /// A dialog that stays below the menu bar and inside the window, never taller than the
    /// room there (a long one scrolls: `.vscroll(true)`, or a scroll area of its own).
    fn dialog(&self, title: &str) -> egui::Window<'static> {
        let room = (self.0.height() - 80.0).max(120.0);
        egui::Window::new(title.to_string())
            .constrain_to(self.0)
            .max_height(room)
            .collapsible(false)
    }

    /// A question with two answers: `Some(true)` for `yes`, `Some(false)` for `no` or
    /// Escape, `None` until one is given.
    fn ask(
        &self,
        ctx: &egui::Context,
        title: &str,
        question: &str,
        (yes, no): (&str, &str),
    ) -> Option<bool> {
        let mut answer = None;
        self.dialog(title).show(ctx, |ui| {
            ui.label(question);
            ui.horizontal(|ui| {
                if ui.button(yes).clicked() {
                    answer = Some(true);
                }
                if ui.button(no).clicked() || escape_pressed(ctx) {
                    answer = Some(false);
                }
            });
        });
        answer
    }
}

/// Whether Escape was pressed this frame: it closes the dialog it reaches.
fn escape_pressed(ctx: &egui::Context) -> bool {
    ctx.input(|i| i.key_pressed(egui::Key::Escape))
}

pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<UiState>()
            .add_message::<ClipboardRequest>()
            .init_resource::<FreeArea>()
            .init_resource::<DialogArea>()
            .add_systems(
                EguiPrimaryContextPass,
                (
                    panel::panels,
                    tutorials::narration,
                    publish_view_area,
                    windows::windows,
                    analysis_window::analysis_window,
                    tutorials::level_select,
                    overlay::overlay,
                    clipboard::shortcuts,
                    clipboard::clipboard,
                )
                    .chain(),
            )
            .add_systems(Update, reopen_result)
            .add_systems(
                PreUpdate,
                modifiers_when_changed
                    .after(EguiPreUpdateSet::ProcessInput)
                    .before(EguiPreUpdateSet::BeginPass),
            )
            .add_systems(
                PostUpdate,
                later_frames
                    .after(EguiPostUpdateSet::EndPass)
                    .before(EguiPostUpdateSet::ProcessOutput),
            );
    }
}

/// Each new result opens its window, even after the last one was closed.
fn reopen_result(status: Res<GameStatus>, mut ui: ResMut<UiState>, mut ended: Local<bool>) {
    if status.ended.is_some() != *ended {
        *ended = status.ended.is_some();
        if *ended {
            ui.result_closed = false;
        }
    }
}

/// bevy_egui tells egui the modifier keys every frame, and egui takes each telling as news
/// that wants the next frame at once: the window would never rest. They are told when they
/// change.
fn modifiers_when_changed(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| match event {
            egui::Event::ModifiersChanged(now) => last.replace(*now) != Some(*now),
            _ => true,
        });
    }
}

/// Egui's wish for a later frame (a caret's blink, a tooltip's delay, the spinner) becomes
/// the window's: bevy_egui itself wakes the window only for a frame wanted at once.
fn later_frames(outputs: Query<&EguiFullOutput>, mut demand: ResMut<FrameDemand>) {
    for output in &outputs {
        let root = output.0.as_ref().and_then(|full| {
            full.viewport_output
                .get(&egui::ViewportId::ROOT)
                .map(|v| v.repaint_delay)
        });
        if let Some(delay) = root.filter(|&d| d < Duration::MAX) {
            demand.within(delay);
        }
    }
}

/// A spinner turning ten times a second, not at the window's full rate as egui's does:
/// beside a search it would take the search's processor.
fn spinner(ui: &mut egui::Ui) {
    let size = ui.spacing().interact_size.y;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let turn = ui.input(|i| i.time) as f32 * std::f32::consts::TAU;
    let radius = rect.height() / 2.0 - 2.0;
    let points: Vec<egui::Pos2> = (0..=24)
        .map(|i| {
            let a = turn + i as f32 / 24.0 * 4.5;
            rect.center() + radius * egui::vec2(a.cos(), a.sin())
        })
        .collect();
    let stroke = ui.visuals().widgets.active.fg_stroke;
    ui.painter().add(egui::Shape::line(points, stroke));
    ui.ctx().request_repaint_after(SLOW);
}

/// Ends the game by resignation or agreement: the result screen shows it and the record
/// keeps it, though the rules position goes on unchanged.
pub fn end_by_agreement(
    m: &dyn crate::rules::AnyMatch,
    outcome: Outcome,
    status: &GameStatus,
) -> GameStatus {
    GameStatus {
        ended: Some(GameEnded {
            outcome,
            text: crate::rules::describe_outcome(m, outcome),
        }),
        last_move: status.last_move,
        caption: status.caption.clone(),
        to_move: status.to_move,
        rejected: None,
    }
}

/// A Ui covering the whole window, for panels (egui 0.36 shows panels inside a Ui).
pub fn root_ui(ctx: &egui::Context) -> egui::Ui {
    area_ui(ctx, "viewport", ctx.viewport_rect())
}

/// A Ui covering `rect` of the window, for panels inside what earlier panels left.
fn area_ui(ctx: &egui::Context, id: &'static str, rect: egui::Rect) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(rect),
    )
}

/// What the panels leave of the window this frame, narrowed by each panel in turn (the menu
/// bar and side panel, then a lesson's narration); published as the camera's `ViewArea` once
/// all are drawn, and only when it differs, so the camera is placed again only on a change.
#[derive(Resource)]
struct FreeArea(egui::Rect);

impl Default for FreeArea {
    fn default() -> FreeArea {
        FreeArea(egui::Rect::EVERYTHING)
    }
}

fn publish_view_area(free: Res<FreeArea>, mut area: ResMut<ViewArea>) {
    let r = free.0;
    let free = ViewArea(Rect::new(r.min.x, r.min.y, r.max.x, r.max.y));
    if *area != free {
        *area = free;
    }
}

pub fn game_name(id: &str) -> &'static str {
    GAMES.iter().find(|g| g.0 == id).map_or("Jikai", |g| g.1)
}
