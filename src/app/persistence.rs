//! Saving and loading game records: an autosave of each game after every move (one file per
//! game, so opening another game loses none), named saves, and the offer to resume an
//! autosaved game at start. Files are written atomically (`storage::write_atomically`), so a good file is
//! never truncated; a file that cannot be read is named with the reason, changes nothing,
//! and the app goes on.

use super::clocks::{ClockSystems, GameClock};
use super::seats::{PlayerNames, Seats};
use super::session::{ActiveMatch, GameEnded, GameStatus, MovePlayed, SessionSystems, start_match};
use crate::rules::{AnyMatch, GAMES, GameRecord, Outcome, describe_outcome};
use crate::storage::Settings;
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// Where Jikai keeps its files (`storage::data_dir`).
#[derive(Resource, Clone, Debug)]
pub struct DataDir(pub PathBuf);

impl DataDir {
    pub fn from_env() -> DataDir {
        DataDir(crate::storage::data_dir())
    }

    /// The autosave of `game`'s last game.
    pub fn autosave(&self, game: &str) -> PathBuf {
        self.0.join("autosaves").join(format!("{game}.ron"))
    }

    /// The one autosave of every game that versions before 0.2 wrote.
    fn old_autosave(&self) -> PathBuf {
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
            .filter(|p| {
                p.extension()
                    .is_some_and(|x| x == "ron" || x == "txt" || x == "otg")
            })
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
    /// The game, its length and when it was saved ("Fetlar Hnefatafl, 12 moves, saved
    /// 2026-11-25 03:50:12 UTC"), or why the file cannot be loaded.
    pub summary: Result<String, String>,
}

impl SavedGame {
    pub fn read(path: PathBuf) -> SavedGame {
        let saved = path
            .metadata()
            .and_then(|m| m.modified())
            .map(|t| format!(", saved {} UTC", crate::storage::utc_stamp(t)))
            .unwrap_or_default();
        let summary = GameRecord::load(&path)
            .map(|(record, _)| {
                let name = GAMES
                    .iter()
                    .find(|g| g.0 == record.game)
                    .map_or(record.game.as_str(), |g| g.1);
                let n = record.moves.len();
                let moves = if n == 1 { "move" } else { "moves" };
                format!("{name}, {n} {moves}{saved}")
            })
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

/// A message for the player: about saving or loading, or a computer search that failed.
#[derive(Resource, Default, Debug)]
pub struct Notice(pub Option<String>);

/// The autosaved game found at start, offered for resuming.
#[derive(Resource, Default)]
pub struct ResumeOffer(pub Option<GameRecord>);

/// Which autosave the start may offer: any (the window opened on no game in particular),
/// only one of the game asked for, or none (a position, moves or a level were asked for).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub enum ResumeWanted {
    #[default]
    Any,
    Game(String),
    Nothing,
}

/// The autosave after a change of the match; a game that is not the player's own (a
/// tutorial level's) adds its condition to this set.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Autosave;

pub struct PersistencePlugin;

impl Plugin for PersistencePlugin {
    fn build(&self, app: &mut App) {
        if !app.world().contains_resource::<DataDir>() {
            app.insert_resource(DataDir::from_env());
        }
        app.init_resource::<Notice>()
            .init_resource::<ResumeOffer>()
            .init_resource::<ResumeWanted>()
            .add_systems(Startup, find_autosave)
            .add_systems(Update, clear_notice.after(SessionSystems))
            .add_systems(
                Update,
                autosave
                    .in_set(Autosave)
                    .after(SessionSystems)
                    .after(ClockSystems)
                    .run_if(resource_exists_and_changed::<ActiveMatch>),
            );
    }
}

fn find_autosave(
    dir: Res<DataDir>,
    wanted: Res<ResumeWanted>,
    mut offer: ResMut<ResumeOffer>,
    mut notice: ResMut<Notice>,
) {
    move_old_autosave(&dir);
    match offered_autosave(&dir, &wanted) {
        Ok(record) => offer.0 = record,
        Err(e) => notice.0 = Some(e),
    }
}

/// The one autosave older versions kept becomes its game's own, unless that game has one.
fn move_old_autosave(dir: &DataDir) {
    let old = dir.old_autosave();
    if let Ok((record, _)) = GameRecord::load(&old) {
        let new = dir.autosave(&record.game);
        let moved = new.parent().map(std::fs::create_dir_all);
        if !new.exists() && moved.is_some_and(|m| m.is_ok()) && std::fs::rename(&old, &new).is_ok()
        {
            info!("autosave moved to {}", new.display());
        }
    }
}

/// The autosaved game to offer for resuming, as the start finds it: the wanted game's, or
/// the newest of any game's; none that has ended or has no move. One that cannot be read or
/// no longer replays is not offered; the error tells the player why, and that game's next
/// move replaces it.
pub fn offered_autosave(
    dir: &DataDir,
    wanted: &ResumeWanted,
) -> Result<Option<GameRecord>, String> {
    let paths: Vec<PathBuf> = match wanted {
        ResumeWanted::Nothing => return Ok(None),
        ResumeWanted::Game(game) => vec![dir.autosave(game)],
        ResumeWanted::Any => GAMES.iter().map(|(game, _)| dir.autosave(game)).collect(),
    };
    let mut newest: Option<(std::time::SystemTime, GameRecord)> = None;
    for path in paths.into_iter().filter(|p| p.exists()) {
        let (record, m) = GameRecord::load(&path).map_err(|e| {
            format!(
                "The autosave {} cannot be read ({e}); that game's next move replaces it.",
                path.display()
            )
        })?;
        let when = path.metadata().and_then(|m| m.modified());
        let when = when.unwrap_or(std::time::UNIX_EPOCH);
        let unfinished = m.outcome().is_none() && !record.moves.is_empty();
        if unfinished && newest.as_ref().is_none_or(|(t, _)| when > *t) {
            newest = Some((when, record));
        }
    }
    Ok(newest.map(|(_, record)| record))
}

/// A notice stays until the next move: "Saved to ..." is not news after it.
fn clear_notice(mut played: MessageReader<MovePlayed>, mut notice: ResMut<Notice>) {
    if played.read().count() > 0 && notice.0.is_some() {
        notice.0 = None;
    }
}

/// Autosaves the game in its game's file once a move is played: a new game at its start
/// replaces nothing, so opening another game, or starting one and leaving it, loses none.
fn autosave(
    active: Res<ActiveMatch>,
    (seats, names, clock): (Res<Seats>, Res<PlayerNames>, Res<GameClock>),
    dir: Res<DataDir>,
    mut notice: ResMut<Notice>,
) {
    let m = active.0.as_ref();
    if m.history().is_empty() {
        return;
    }
    let record = game_record(m, None, (&seats, &names), &clock);
    if let Err(e) = record.save(&dir.autosave(m.game_id())) {
        notice.0 = Some(format!("The game could not be autosaved: {e}."));
    }
}

/// The record of the game in progress as the window keeps it: the moves, a result the rules
/// did not make (`ended`: a resignation, an agreement, a flag), who played each side, their
/// names and the clocks.
pub fn game_record(
    m: &dyn AnyMatch,
    ended: Option<Outcome>,
    (seats, names): (&Seats, &PlayerNames),
    clock: &GameClock,
) -> GameRecord {
    GameRecord {
        players: names.record(seats),
        seats: Some(seats.seats),
        clock: clock.record(),
        ..GameRecord::ended(m, ended)
    }
}

/// Saves a game under a new name in the saves folder and returns the path: a Jetan game as
/// the game text, seed 002's header in it (`.txt`), a tafl game as OpenTafl's record
/// (`.otg`), any other as a RON record.
pub fn save_game(dir: &DataDir, record: &GameRecord) -> std::io::Result<PathBuf> {
    let kind = match record.game.as_str() {
        "jetan" => "txt",
        "tafl" => "otg",
        _ => "ron",
    };
    // "jetan 2026-11-25 03-50-12.txt": the game and when, readable in a file manager.
    let stamp = crate::storage::utc_stamp(std::time::SystemTime::now()).replace(':', "-");
    let mut path = dir.saves().join(format!("{} {stamp}.{kind}", record.game));
    // Two saves in one second keep both.
    let mut n = 1;
    while path.exists() {
        n += 1;
        path = dir
            .saves()
            .join(format!("{} {stamp} ({n}).{kind}", record.game));
    }
    record.save(&path)?;
    Ok(path)
}

/// Loads a record and makes it the game in progress; on failure nothing changes.
pub fn load_game(commands: &mut Commands, path: &Path) -> Result<(), String> {
    let (record, m) = GameRecord::load(path).map_err(|e| format!("{}: {e}", path.display()))?;
    start_recorded(commands, &record, m).map_err(|e| format!("{}: {e}", path.display()))
}

/// Reads a record's text (pasted into the Load window) and makes it the game in progress;
/// on failure nothing changes.
pub fn load_text(commands: &mut Commands, text: &str) -> Result<(), String> {
    GameRecord::from_text(text)
        .and_then(|record| {
            let m = record.replay()?;
            start_recorded(commands, &record, m)
        })
        .map_err(|e| format!("The pasted text: {e}"))
}

/// Makes `m`, replayed from `record`, the game in progress with the seats, names, result and
/// clocks the record kept, the clocks paused; a record whose clocks do not fit its moves
/// changes nothing.
pub fn start_recorded(
    commands: &mut Commands,
    record: &GameRecord,
    m: Box<dyn AnyMatch>,
) -> Result<(), crate::rules::Error> {
    let clock = GameClock::from_record(record, m.as_ref())?;
    // A result the rules did not make (a resignation, an agreement, a flag) stands.
    let ended = record.ended.map(|outcome| GameEnded {
        outcome,
        text: describe_outcome(m.as_ref(), outcome),
    });
    start_match(commands, m);
    commands.insert_resource(clock);
    commands.insert_resource(PlayerNames::from_record(&record.players, &record.seats));
    // Who played each side plays it again (a game against Club goes on against Club).
    let kept = record.seats;
    commands.queue(move |world: &mut World| {
        if let (Some(kept), Some(mut seats)) = (kept, world.get_resource_mut::<Seats>()) {
            seats.seats = kept;
        }
        if let (Some(end), Some(mut status)) = (ended, world.get_resource_mut::<GameStatus>()) {
            status.ended = Some(end);
        }
    });
    Ok(())
}
