//! Saving and loading game records and the settings: an autosave after every change, named
//! saves, the offer to resume the autosaved game at start, and the settings kept between
//! launches. Files are written atomically (`storage::write_atomically`), so a good file is
//! never truncated; a file that cannot be read is named with the reason, changes nothing,
//! and the app goes on.

use super::animation::AnimationSettings;
use super::camera::{Orbit, ViewSettings};
use super::computer::Seats;
use super::session::{ActiveMatch, SessionSystems, start_match};
use super::ui::UiState;
use super::view::MarkSettings;
use crate::rules::{AnyMatch, GameRecord};
use crate::storage::Settings;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where Jikai keeps its files (`storage::data_dir`).
#[derive(Resource, Clone, Debug)]
pub struct DataDir(pub PathBuf);

impl DataDir {
    pub fn from_env() -> DataDir {
        DataDir(crate::storage::data_dir())
    }

    pub fn autosave(&self) -> PathBuf {
        self.0.join("autosave.ron")
    }

    pub fn saves(&self) -> PathBuf {
        self.0.join("saves")
    }

    pub fn settings(&self) -> PathBuf {
        Settings::file(&self.0)
    }

    /// The 30 newest saved games, newest first, each read: what it holds, or why it cannot
    /// be loaded.
    pub fn saved_games(&self) -> Vec<SavedGame> {
        let Ok(entries) = std::fs::read_dir(self.saves()) else {
            return Vec::new();
        };
        let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .map(|p| {
                (
                    p.metadata()
                        .and_then(|m| m.modified())
                        .unwrap_or(std::time::UNIX_EPOCH),
                    p,
                )
            })
            .collect();
        files.sort_by_key(|f| std::cmp::Reverse(f.0));
        files
            .into_iter()
            .take(30)
            .map(|(_, p)| SavedGame::read(p))
            .collect()
    }
}

/// A saved game as the Load window lists it.
#[derive(Clone, Debug)]
pub struct SavedGame {
    pub path: PathBuf,
    /// The game and its length ("tafl, 12 moves"), or why the file cannot be loaded.
    pub summary: Result<String, String>,
}

impl SavedGame {
    pub fn read(path: PathBuf) -> SavedGame {
        let summary = GameRecord::load(&path)
            .map(|(record, _)| format!("{}, {} moves", record.game, record.moves.len()))
            .map_err(|e| e.to_string());
        SavedGame { path, summary }
    }

    /// The file's name.
    pub fn name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default()
    }
}

/// A message for the player about saving or loading.
#[derive(Resource, Default, Debug)]
pub struct Notice(pub Option<String>);

/// The autosaved game found at start, offered for resuming.
#[derive(Resource, Default)]
pub struct ResumeOffer(pub Option<GameRecord>);

/// The settings as last read or written, to write the file again only when one changes.
#[derive(Resource, Default, Debug)]
struct SavedSettings(Settings);

pub struct PersistencePlugin;

impl Plugin for PersistencePlugin {
    fn build(&self, app: &mut App) {
        if !app.world().contains_resource::<DataDir>() {
            app.insert_resource(DataDir::from_env());
        }
        app.init_resource::<Notice>()
            .init_resource::<ResumeOffer>()
            .init_resource::<SavedSettings>()
            .add_systems(Startup, (find_autosave, load_settings))
            .add_systems(
                Update,
                (
                    autosave.after(SessionSystems).run_if(
                        resource_exists_and_changed::<ActiveMatch>
                            // A tutorial level's game is not the player's own.
                            .and_then(not(resource_exists::<super::tutorial::Lesson>)),
                    ),
                    save_settings,
                ),
            );
    }
}

fn find_autosave(dir: Res<DataDir>, mut offer: ResMut<ResumeOffer>, mut notice: ResMut<Notice>) {
    let path = dir.autosave();
    if !path.exists() {
        return;
    }
    // An autosave that cannot be read or no longer replays is not offered; the player is
    // told why, and the next autosave replaces it.
    match GameRecord::load(&path) {
        Ok((record, m)) if m.outcome().is_none() && !record.moves.is_empty() => {
            offer.0 = Some(record);
        }
        Ok(_) => {}
        Err(e) => {
            notice.0 = Some(format!(
                "the autosave {} cannot be read ({e}); the next move replaces it",
                path.display()
            ));
        }
    }
}

fn autosave(active: Res<ActiveMatch>, dir: Res<DataDir>, mut notice: ResMut<Notice>) {
    if let Err(e) = GameRecord::of(active.0.as_ref()).save(&dir.autosave()) {
        notice.0 = Some(format!("autosave failed: {e}"));
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
    view: Option<Res<'w, ViewSettings>>,
    #[cfg(feature = "audio")]
    mute: Option<Res<'w, super::audio::Mute>>,
}

impl SettingsNow<'_> {
    fn read(&self) -> Settings {
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
    seats: Option<ResMut<Seats>>,
    view: Option<ResMut<ViewSettings>>,
    #[cfg(feature = "audio")] mute: Option<ResMut<super::audio::Mute>>,
) {
    let settings = Settings::load(&dir.settings()).unwrap_or_else(|e| {
        notice.0 = Some(format!(
            "the settings file cannot be read ({e}); using the defaults"
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
    }
    if let Some(mut m) = marks {
        m.threatened = settings.threatened_squares;
    }
    if let Some(mut s) = seats {
        s.master_time = Duration::from_secs_f32(settings.master_seconds);
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
    let settings = now.read();
    if settings == saved.0 {
        return;
    }
    if let Err(e) = settings.save(&dir.settings()) {
        notice.0 = Some(format!("the settings could not be saved: {e}"));
    }
    saved.0 = settings;
}

/// Saves the game under a new name in the saves folder and returns the path.
pub fn save_game(dir: &DataDir, m: &dyn AnyMatch) -> std::io::Result<PathBuf> {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let path = dir.saves().join(format!("{}-{stamp}.ron", m.game_id()));
    GameRecord::of(m).save(&path)?;
    Ok(path)
}

/// Loads a record and makes it the game in progress; on failure nothing changes.
pub fn load_game(commands: &mut Commands, path: &Path) -> Result<(), String> {
    let (_, m) = GameRecord::load(path).map_err(|e| format!("{}: {e}", path.display()))?;
    start_match(commands, m);
    Ok(())
}
