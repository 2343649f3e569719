//! Saving and loading game records: an autosave after every change, named saves, and the
//! offer to resume the autosaved game at start. Files are written through a rename, so a
//! good file is never truncated; a bad file changes nothing and says why.

use super::session::{ActiveMatch, SessionSystems, start_match};
use crate::rules::{AnyMatch, GameRecord};
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// Where Jikai keeps its files: `$JIKAI_HOME`, else `$XDG_DATA_HOME/jikai`, else
/// `~/.local/share/jikai`.
#[derive(Resource, Clone, Debug)]
pub struct DataDir(pub PathBuf);

impl DataDir {
    pub fn from_env() -> DataDir {
        let var = |k| {
            std::env::var_os(k)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let dir = var("JIKAI_HOME")
            .or_else(|| var("XDG_DATA_HOME").map(|d| d.join("jikai")))
            .or_else(|| var("HOME").map(|h| h.join(".local/share/jikai")))
            .unwrap_or_else(|| PathBuf::from("jikai-data"));
        DataDir(dir)
    }

    pub fn autosave(&self) -> PathBuf {
        self.0.join("autosave.ron")
    }

    pub fn saves(&self) -> PathBuf {
        self.0.join("saves")
    }

    /// Saved games, newest first.
    pub fn saved_games(&self) -> Vec<PathBuf> {
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
        files.into_iter().map(|(_, p)| p).collect()
    }
}

/// A message for the player about saving or loading.
#[derive(Resource, Default, Debug)]
pub struct Notice(pub Option<String>);

/// The autosaved game found at start, offered for resuming.
#[derive(Resource, Default)]
pub struct ResumeOffer(pub Option<GameRecord>);

pub struct PersistencePlugin;

impl Plugin for PersistencePlugin {
    fn build(&self, app: &mut App) {
        if !app.world().contains_resource::<DataDir>() {
            app.insert_resource(DataDir::from_env());
        }
        app.init_resource::<Notice>()
            .init_resource::<ResumeOffer>()
            .add_systems(Startup, find_autosave)
            .add_systems(
                Update,
                autosave.after(SessionSystems).run_if(
                    resource_exists_and_changed::<ActiveMatch>
                        // A tutorial level's game is not the player's own.
                        .and_then(not(resource_exists::<super::tutorial::Lesson>)),
                ),
            );
    }
}

fn find_autosave(dir: Res<DataDir>, mut offer: ResMut<ResumeOffer>) {
    let path = dir.autosave();
    if !path.exists() {
        return;
    }
    // An autosave that no longer replays is not offered; it is left on disk untouched.
    if let Ok((record, m)) = GameRecord::load(&path)
        && m.outcome().is_none()
        && !record.moves.is_empty()
    {
        offer.0 = Some(record);
    }
}

fn autosave(active: Res<ActiveMatch>, dir: Res<DataDir>, mut notice: ResMut<Notice>) {
    if let Err(e) = GameRecord::of(active.0.as_ref()).save(&dir.autosave()) {
        notice.0 = Some(format!("autosave failed: {e}"));
    }
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
