//! The tutorial levels as Bevy assets: the `levels` asset source (the shipped `levels/`
//! folder, `shipped::levels_dir`), a loader that reads and checks each file, and the catalogue the level select
//! lists. A broken file loads as its error, so it never stops the others (a failed asset would
//! fail the whole folder).

use crate::app::phase::AppState;
use crate::rules::GAMES;
use crate::tutorial::{Level, LevelError, check_text, limits, text_of};
use bevy::asset::io::{AssetSourceBuilder, Reader};
use bevy::asset::{AssetLoader, AsyncReadExt, LoadContext};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use std::path::{Path, PathBuf};

/// One level file, read and checked: the level, or why it cannot be played.
#[derive(Asset, TypePath, Debug)]
pub struct LevelAsset(pub Result<Level, LevelError>);

/// Reads a level file with the tutorial's own reader and checker (`jikai levels --check`).
#[derive(Default, TypePath)]
pub struct LevelLoader;

impl AssetLoader for LevelLoader {
    type Asset = LevelAsset;
    type Settings = ();
    type Error = std::convert::Infallible;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<LevelAsset, Self::Error> {
        let file = Path::new("levels").join(load_context.path().path());
        // No more than one byte beyond the limit is read: an oversized file is refused unread.
        let mut bytes = Vec::new();
        let bounded = AsyncReadExt::take(reader, limits::BYTES as u64 + 1);
        let level = match AsyncReadExt::read_to_end(&mut { bounded }, &mut bytes).await {
            Err(e) => Err(LevelError::new(&file, format!("cannot read: {e}"))),
            Ok(_) => text_of(&file, bytes).and_then(|text| check_text(&file, &text)),
        };
        Ok(LevelAsset(level))
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// Every level file, loaded behind the progress bar.
#[derive(AssetCollection, Resource)]
pub struct LevelFiles {
    #[asset(path = "levels://", collection(typed))]
    pub files: Vec<Handle<LevelAsset>>,
}

/// A level in the catalogue: its id (`jikaida/05-vaulting`, its path without `.ron`), its
/// game, and the level or its error.
#[derive(Clone, Debug)]
pub struct LevelEntry {
    pub id: String,
    pub game: String,
    pub level: Result<Level, LevelError>,
}

impl LevelEntry {
    pub fn new(id: &str, level: Result<Level, LevelError>) -> LevelEntry {
        LevelEntry {
            id: id.to_string(),
            game: id.split('/').next().unwrap_or_default().to_string(),
            level,
        }
    }
}

/// Every level: games in the order of the game list, each game's levels in file order.
#[derive(Resource, Default, Debug)]
pub struct Levels(pub Vec<LevelEntry>);

impl Levels {
    pub fn new(mut entries: Vec<LevelEntry>) -> Levels {
        let rank = |game: &str| {
            GAMES
                .iter()
                .position(|g| g.0 == game)
                .unwrap_or(GAMES.len())
        };
        entries.sort_by(|a, b| (rank(&a.game), &a.id).cmp(&(rank(&b.game), &b.id)));
        Levels(entries)
    }

    pub fn get(&self, id: &str) -> Option<&LevelEntry> {
        self.0.iter().find(|e| e.id == id)
    }

    /// The playable level after `id`, in the catalogue's order.
    pub fn next_after(&self, id: &str) -> Option<&LevelEntry> {
        let at = self.0.iter().position(|e| e.id == id)?;
        self.0[at + 1..].iter().find(|e| e.level.is_ok())
    }
}

/// The folder of the `levels://` asset source.
#[derive(Resource)]
struct LevelsFolder(PathBuf);

/// Registers the `levels://` asset source on `dir`; it must come before `AssetPlugin`.
pub fn register_levels_source(app: &mut App, dir: &Path) {
    app.register_asset_source(
        "levels",
        AssetSourceBuilder::platform_default(&dir.to_string_lossy(), None),
    )
    .insert_resource(LevelsFolder(dir.to_path_buf()));
}

/// The level assets, loaded during `AppState::Loading` and catalogued on entering play.
pub struct LevelAssetsPlugin;

impl Plugin for LevelAssetsPlugin {
    fn build(&self, app: &mut App) {
        app.init_asset::<LevelAsset>()
            .register_asset_loader(LevelLoader);
        let folder = app
            .world()
            .get_resource::<LevelsFolder>()
            .map(|f| f.0.clone());
        match folder.filter(|dir| dir.is_dir()) {
            Some(_) => {
                app.configure_loading_state(
                    LoadingStateConfig::new(AppState::Loading).load_collection::<LevelFiles>(),
                )
                .add_systems(OnEnter(AppState::Play), catalogue);
            }
            // A missing folder would hold the loading screen for ever: play without levels.
            None => {
                warn!("no levels folder: the tutorials are empty");
                app.init_resource::<Levels>();
            }
        }
    }
}

fn catalogue(mut commands: Commands, files: Res<LevelFiles>, assets: Res<Assets<LevelAsset>>) {
    let entries = files
        .files
        .iter()
        .filter_map(|handle| {
            let path = handle.path()?.path().with_extension("");
            let id = path.to_string_lossy().replace('\\', "/");
            Some(LevelEntry::new(&id, assets.get(handle)?.0.clone()))
        })
        .collect();
    commands.insert_resource(Levels::new(entries));
}
