//! The settings kept between launches: read from the file at start into the resources that
//! hold them (the camera's, the marks', the animation's, the seats' and names', the panels'), and written
//! again when one of them changes. A damaged file gives a notice and the defaults.

use super::analysis::Analysis;
use super::animation::AnimationSettings;
use super::camera::{Orbit, ViewSettings};
use super::marks::MarkSettings;
use super::persistence::{DataDir, Notice};
use super::screenshot::Scripted;
use super::seats::{PlayerNames, Seats};
use super::ui::UiState;
use crate::storage::Settings;
use bevy::prelude::*;
use std::time::Duration;

/// The settings as last read or written, to write the file again only when one changes.
#[derive(Resource, Default, Debug)]
struct SavedSettings(Settings);

/// Needs a `DataDir` (the persistence plugin's).
pub struct SettingsPlugin;

impl Plugin for SettingsPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Notice>()
            .init_resource::<SavedSettings>()
            .add_systems(Startup, load_settings)
            .add_systems(Update, save_settings);
    }
}

/// The settings the player sees, read from the resources that hold them (those of the
/// window are absent in a headless app and keep their defaults).
#[derive(bevy::ecs::system::SystemParam)]
struct SettingsNow<'w> {
    animation: Option<Res<'w, AnimationSettings>>,
    orbit: Option<Res<'w, Orbit>>,
    ui: Option<Res<'w, UiState>>,
    marks: Option<Res<'w, MarkSettings>>,
    seats: Option<Res<'w, Seats>>,
    names: Option<Res<'w, PlayerNames>>,
    view: Option<Res<'w, ViewSettings>>,
    analysis: Option<Res<'w, Analysis>>,
    #[cfg(feature = "audio")]
    mute: Option<Res<'w, super::audio::Mute>>,
}

impl SettingsNow<'_> {
    fn read(&self, saved: &Settings) -> Settings {
        let d = Settings::default();
        Settings {
            animation_speed: self
                .animation
                .as_ref()
                .map_or(d.animation_speed, |a| a.speed),
            top_down: self.orbit.as_ref().map_or(d.top_down, |o| o.top_down),
            coordinates: self
                .ui
                .as_ref()
                .map_or(d.coordinates, |u| !u.coordinates_hidden),
            threatened_squares: self
                .marks
                .as_ref()
                .map_or(d.threatened_squares, |m| m.threatened),
            diagram: self.orbit.as_ref().map_or(d.diagram, |o| o.diagram),
            turn_to_mover: self
                .view
                .as_ref()
                .map_or(d.turn_to_mover, |v| v.turn_to_mover),
            piece_names: self.view.as_ref().map_or(d.piece_names, |v| v.piece_names),
            master_seconds: self
                .seats
                .as_ref()
                .map_or(d.master_seconds, |s| s.master_time.as_secs_f32()),
            #[cfg(feature = "audio")]
            mute: self.mute.as_ref().map_or(d.mute, |m| m.0),
            #[cfg(not(feature = "audio"))]
            mute: d.mute,
            welcomed: saved.welcomed || self.ui.as_ref().is_some_and(|u| u.welcomed),
            names: self.names.as_ref().map_or(d.names, |n| n.0.clone()),
            analysis_threads: self
                .analysis
                .as_ref()
                .map_or(d.analysis_threads, |a| a.threads),
        }
    }
}

/// Reads the settings file at start and applies it; a damaged file gives a notice and the
/// defaults, and stays untouched until a setting is changed.
#[allow(clippy::too_many_arguments)]
fn load_settings(
    dir: Res<DataDir>,
    mut notice: ResMut<Notice>,
    mut saved: ResMut<SavedSettings>,
    animation: Option<ResMut<AnimationSettings>>,
    orbit: Option<ResMut<Orbit>>,
    ui: Option<ResMut<UiState>>,
    marks: Option<ResMut<MarkSettings>>,
    (seats, names): (Option<ResMut<Seats>>, Option<ResMut<PlayerNames>>),
    (view, analysis): (Option<ResMut<ViewSettings>>, Option<ResMut<Analysis>>),
    scripted: Option<Res<Scripted>>,
    #[cfg(feature = "audio")] mute: Option<ResMut<super::audio::Mute>>,
) {
    let settings = Settings::load(&dir.settings()).unwrap_or_else(|e| {
        notice.0 = Some(format!(
            "The settings file cannot be read ({e}); using the defaults."
        ));
        Settings::default()
    });
    if let Some(mut a) = animation {
        a.speed = settings.animation_speed;
    }
    if let Some(mut o) = orbit {
        o.top_down = settings.top_down;
        o.diagram = settings.diagram;
    }
    if let Some(mut v) = view {
        v.turn_to_mover = settings.turn_to_mover;
        v.piece_names = settings.piece_names;
    }
    if let Some(mut u) = ui {
        u.coordinates_hidden = !settings.coordinates;
        // Once, at the first start; a screenshot script shows it only when asked.
        u.welcome = !settings.welcomed && scripted.is_none();
    }
    if let Some(mut m) = marks {
        m.threatened = settings.threatened_squares;
    }
    if let Some(mut a) = analysis {
        a.threads = settings.analysis_threads;
    }
    if let Some(mut s) = seats {
        s.master_time = Duration::from_secs_f32(settings.master_seconds);
    }
    // Names given on the command line stand.
    if let Some(mut n) = names.filter(|n| n.0.iter().all(String::is_empty)) {
        n.0 = settings.names.clone();
    }
    #[cfg(feature = "audio")]
    if let Some(mut m) = mute {
        m.0 = settings.mute;
    }
    saved.0 = settings;
}

/// Writes the settings file when a setting has changed.
fn save_settings(
    now: SettingsNow,
    dir: Res<DataDir>,
    mut saved: ResMut<SavedSettings>,
    mut notice: ResMut<Notice>,
) {
    let settings = now.read(&saved.0);
    if settings == saved.0 {
        return;
    }
    if let Err(e) = settings.save(&dir.settings()) {
        notice.0 = Some(format!("The settings could not be saved: {e}."));
    }
    saved.0 = settings;
}
