//! Which tutorial levels the player has completed, kept between runs in
//! `<data dir>/tutorial.ron`: `(completed: ["jikaida/01-the-pieces", ...])`. A damaged file
//! counts as no progress, with a notice; it is replaced at the next completed level.

use crate::app::persistence::{DataDir, Notice};
use crate::storage::write_atomically;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The completed levels, by id.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    pub completed: BTreeSet<String>,
}

impl Progress {
    pub fn file(dir: &DataDir) -> PathBuf {
        dir.0.join("tutorial.ron")
    }

    /// Reads the progress file; no file is no progress.
    pub fn load(path: &Path) -> Result<Progress, String> {
        match std::fs::read_to_string(path) {
            Ok(text) => ron::from_str(&text).map_err(|e| format!("{}: {e}", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Progress::default()),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    pub fn save(&self, path: &Path) -> Result<(), String> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(|e| e.to_string())?;
        write_atomically(path, format!("{text}\n").as_bytes())
            .map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// Reads the progress at start; a damaged file gives a notice and no progress.
pub fn load_progress(mut commands: Commands, dir: Res<DataDir>, mut notice: ResMut<Notice>) {
    let progress = Progress::load(&Progress::file(&dir)).unwrap_or_else(|e| {
        notice.0 = Some(format!(
            "The tutorial progress file is damaged ({e}); starting with no levels completed."
        ));
        Progress::default()
    });
    commands.insert_resource(progress);
}
