//! The settings: animation speed, the camera's views, coordinates and names on the board,
//! the Master's time, threatened squares, sound; with the camera's and keyboard's keys.

use super::{DialogArea, UiState, escape_pressed};
use crate::app::analysis::Analysis;
use crate::app::animation::AnimationSettings;
use crate::app::camera::{Framing, Orbit, ViewSettings};
use crate::app::marks::MarkSettings;
use crate::app::seats::Seats;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// The resources only this window sets, gathered so the windows' system stays short.
#[derive(SystemParam)]
pub(super) struct Preferences<'w> {
    animation: ResMut<'w, AnimationSettings>,
    orbit: ResMut<'w, Orbit>,
    marks: ResMut<'w, MarkSettings>,
    view: ResMut<'w, ViewSettings>,
    framing: Res<'w, Framing>,
    #[cfg(feature = "audio")]
    mute: Option<ResMut<'w, crate::app::audio::Mute>>,
}

/// The window, while it is open. The view and the seats are written only when the player
/// changes them: a changed `Orbit` places the camera again, changed `Seats` stop the
/// computer's search.
pub(super) fn settings_window(
    ctx: &egui::Context,
    area: &DialogArea,
    ui_state: &mut UiState,
    mut seats: Mut<Seats>,
    preferences: Preferences,
    analysis: &mut Analysis,
) {
    if !ui_state.settings {
        return;
    }
    let Preferences {
        animation: mut settings,
        mut orbit,
        mut marks,
        mut view,
        framing,
        #[cfg(feature = "audio")]
        mut mute,
    } = preferences;
    let mut open = !escape_pressed(ctx);
    area.dialog("Settings").open(&mut open).show(ctx, |ui| {
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
        let mut threads = analysis.threads;
        let cores = crate::storage::Settings::cores();
        let slider = egui::Slider::new(&mut threads, 1..=cores).text("analysis threads");
        if ui.add_enabled(cores > 1, slider).changed() {
            analysis.threads = threads;
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
