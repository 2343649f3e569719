//! The data folder in the app (issues 20 and 22), headless: the settings survive a restart
//! through the app's own systems, and a broken autosave, save or settings file is named
//! with its reason while the app goes on.

use bevy::prelude::*;
use jikai::app::AppConfig;
use jikai::app::LogicPlugin;
use jikai::app::animation::AnimationSettings;
use jikai::app::marks::MarkSettings;
use jikai::app::persistence::{
    DataDir, Notice, PersistencePlugin, ResumeOffer, ResumeWanted, offered_autosave,
};
use jikai::app::seats::Seats;
use jikai::app::session::{LegalMoves, MoveRequested, start_match};
use jikai::app::settings::SettingsPlugin;
use jikai::rules::{GameRecord, open_match};
use jikai::storage::Settings;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jikai-data-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A headless app keeping its files in `data`, as the window's app does.
fn app(data: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, LogicPlugin))
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<MarkSettings>()
        .insert_resource(DataDir(data.to_path_buf()))
        .add_plugins((PersistencePlugin, SettingsPlugin));
    let m = open_match("tafl", &[], None).unwrap();
    start_match(&mut app.world_mut().commands(), m);
    app.world_mut().flush();
    app.update();
    app
}

fn notice(app: &App) -> String {
    app.world()
        .resource::<Notice>()
        .0
        .clone()
        .unwrap_or_default()
}

/// Issue 22: settings changed in one run are there at the next launch.
#[test]
fn settings_survive_a_restart() {
    let data = data_dir("settings");
    let mut first = app(&data);
    assert_eq!(first.world().resource::<AnimationSettings>().speed, 1.0);
    first.world_mut().resource_mut::<AnimationSettings>().speed = 2.5;
    first.world_mut().resource_mut::<MarkSettings>().threatened = true;
    first.world_mut().resource_mut::<Seats>().master_time = Duration::from_secs(8);
    first.update();
    drop(first);
    let saved = Settings::load(&Settings::file(&data)).unwrap();
    assert_eq!(
        (
            saved.animation_speed,
            saved.threatened_squares,
            saved.master_seconds
        ),
        (2.5, true, 8.0)
    );
    let again = app(&data);
    assert_eq!(again.world().resource::<AnimationSettings>().speed, 2.5);
    assert!(again.world().resource::<MarkSettings>().threatened);
    assert_eq!(
        again.world().resource::<Seats>().master_time,
        Duration::from_secs(8)
    );
    assert_eq!(notice(&again), "");
}

/// Issue 20: a damaged settings file gives a notice and the defaults, and is left as it is
/// until a setting changes.
#[test]
fn damaged_settings_file_gives_the_defaults() {
    let data = data_dir("bad-settings");
    let file = Settings::file(&data);
    std::fs::write(&file, "(animation_speed: fast)").unwrap();
    let mut app = app(&data);
    app.update();
    assert_eq!(app.world().resource::<AnimationSettings>().speed, 1.0);
    assert!(
        notice(&app).contains("settings file cannot be read"),
        "{}",
        notice(&app)
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "(animation_speed: fast)"
    );
}

/// Issue 20: a broken autosave is not offered, the player is told why, and the app goes on
/// and autosaves over it at that game's next move.
#[test]
fn broken_autosave_is_named_and_replaced() {
    let data = data_dir("bad-autosave");
    let autosave = DataDir(data.clone()).autosave("tafl");
    std::fs::create_dir_all(autosave.parent().unwrap()).unwrap();
    std::fs::write(&autosave, "// Jikai game record\nGameRecord(game: \"tafl\"").unwrap();
    let mut app = app(&data);
    assert!(app.world().resource::<ResumeOffer>().0.is_none());
    let told = notice(&app);
    assert!(
        told.contains("autosave") && told.contains("cannot be read"),
        "{told}"
    );
    play_first_move(&mut app);
    let (record, _) = GameRecord::load(&autosave).expect("a good autosave again");
    assert_eq!((record.game.as_str(), record.moves.len()), ("tafl", 1));
}

/// Plays the first legal move of the game in play.
fn play_first_move(app: &mut App) {
    let mv = app.world().resource::<LegalMoves>().0[0].mv;
    app.world_mut().write_message(MoveRequested(mv));
    app.update();
}

/// Issue 44, finding 9: each game keeps its own autosave, written from its first move, so
/// opening another game (or a new game, left at its start) loses none; the one autosave of
/// older versions becomes its game's.
#[test]
fn opening_another_game_keeps_each_games_autosave() {
    let data = data_dir("autosave-per-game");
    let dir = DataDir(data.clone());
    let mut old = open_match("jetan", &[], None).unwrap();
    old.play(old.legal_moves()[0]).unwrap();
    GameRecord::of(old.as_ref())
        .save(&data.join("autosave.ron"))
        .unwrap();
    let mut app = app(&data);
    assert!(dir.autosave("jetan").exists() && !data.join("autosave.ron").exists());
    assert!(
        !dir.autosave("tafl").exists(),
        "a game at its start is not autosaved"
    );
    play_first_move(&mut app);
    for game in ["jikaida", "witches"] {
        let m = open_match(game, &[], None).unwrap();
        start_match(&mut app.world_mut().commands(), m);
        app.update();
    }
    play_first_move(&mut app);
    for (game, moves) in [("tafl", 1), ("jetan", 1), ("witches", 1)] {
        let (record, _) = GameRecord::load(&dir.autosave(game)).expect(game);
        assert_eq!(record.moves.len(), moves, "{game}");
    }
    assert!(!dir.autosave("jikaida").exists());
    // The newest unfinished game is offered to `jikai` alone, each game's to its own window.
    let offered = |wanted| offered_autosave(&dir, &wanted).unwrap().map(|r| r.game);
    assert_eq!(offered(ResumeWanted::Any).as_deref(), Some("witches"));
    assert_eq!(
        offered(ResumeWanted::Game("tafl".into())).as_deref(),
        Some("tafl")
    );
}

/// Issue 20: the Load list shows every save, an unreadable one with the reason.
#[test]
fn load_lists_unreadable_saves_with_the_reason() {
    let data = data_dir("bad-save");
    let dir = DataDir(data.clone());
    std::fs::create_dir_all(dir.saves()).unwrap();
    let m = open_match("tafl", &[], None).unwrap();
    GameRecord::of(m.as_ref())
        .save(&dir.saves().join("good.ron"))
        .unwrap();
    std::fs::write(dir.saves().join("broken.ron"), "GameRecord(").unwrap();
    let mut listed: Vec<_> = dir
        .saved_games()
        .into_iter()
        .map(|g| (g.name(), g.summary))
        .collect();
    listed.sort_by(|a, b| a.0.cmp(&b.0));
    // Issue 18, item 10: the game's name, its length and when it was saved.
    assert_eq!(listed[1].0, "good.ron");
    let summary = listed[1].1.clone().unwrap();
    assert!(
        summary.starts_with("Fetlar Hnefatafl, 0 moves, saved 20") && summary.ends_with(" UTC"),
        "{summary}"
    );
    assert_eq!(listed[0].0, "broken.ron");
    let why = listed[0].1.clone().unwrap_err();
    assert!(why.contains("not a Jikai game record"), "{why}");
}

/// Issue 18, item 2: `jikai play jikaida` shows the Jikaida board, so it offers only a
/// Jikaida autosave, never the tafl game saved last; `jikai` alone offers any, and a window
/// opened on a position, moves or a level offers none.
#[test]
fn the_resume_offer_is_of_the_game_asked_for() {
    let data = data_dir("resume-game");
    let mut tafl = open_match("tafl", &[], None).unwrap();
    let mv = tafl.legal_moves()[0];
    tafl.play(mv).unwrap();
    GameRecord::of(tafl.as_ref())
        .save(&DataDir(data.clone()).autosave("tafl"))
        .unwrap();
    let offered = |wanted: ResumeWanted| {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, LogicPlugin))
            .init_resource::<ButtonInput<KeyCode>>()
            .insert_resource(DataDir(data.clone()))
            .insert_resource(wanted)
            .add_plugins(PersistencePlugin);
        app.update();
        app.world()
            .resource::<ResumeOffer>()
            .0
            .as_ref()
            .map(|r| r.game.clone())
    };
    let config = |game: Option<&str>, position: Option<&str>| AppConfig {
        game: game.map(String::from),
        position: position.map(String::from),
        ..Default::default()
    };
    assert_eq!(offered(config(Some("jikaida"), None).resume_wanted()), None);
    assert_eq!(
        offered(config(Some("tafl"), None).resume_wanted()),
        Some("tafl".to_string())
    );
    assert_eq!(
        offered(config(None, None).resume_wanted()),
        Some("tafl".to_string())
    );
    let position = tafl.start_string();
    assert_eq!(
        offered(config(Some("tafl"), Some(&position)).resume_wanted()),
        None
    );
}

/// Issue 18, item 10: a save is named by its game and the time, readable in a file manager,
/// and two saves in one second are both kept. Issue 48: a Jetan game is saved as the game
/// text (`.txt`), from a set position too, which Load lists and reads; any other game but
/// tafl as RON. Issue 47: a tafl game as OpenTafl's record (`.otg`), a resignation kept in
/// it.
#[test]
fn saves_are_named_by_game_and_time() {
    let data = data_dir("save-names");
    let dir = DataDir(data.clone());
    let save = |m: &dyn jikai::rules::AnyMatch| {
        let path = jikai::app::persistence::save_game(&dir, &GameRecord::of(m)).unwrap();
        path.file_name().unwrap().to_string_lossy().to_string()
    };
    let mut m = open_match("jetan", &[], None).unwrap();
    let mv = m.parse_move("CF-CD4").unwrap();
    m.play(mv).unwrap();
    let first = save(m.as_ref());
    let second = save(m.as_ref());
    assert!(
        first.starts_with("jetan 20") && first.ends_with(".txt"),
        "{first}"
    );
    assert_ne!(first, second);
    let position = "wadfpcfdaw/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/WAD1CPFDAW b BO -";
    let set = open_match("jetan", &[], Some(position)).unwrap();
    let set_name = save(set.as_ref());
    assert!(set_name.ends_with(".txt"), "{set_name}");
    let (_, loaded) = GameRecord::load(&dir.saves().join(&set_name)).unwrap();
    assert_eq!(loaded.start_string(), set.start_string());
    let mut tafl = open_match("tafl", &[], None).unwrap();
    tafl.play(tafl.parse_move("d1-d3").unwrap()).unwrap();
    let resigned = jikai::rules::Outcome::Win {
        winner: jikai::rules::Side::North,
        reason: jikai::rules::EndReason::Resignation,
    };
    let record = GameRecord::ended(tafl.as_ref(), Some(resigned));
    let otg = jikai::app::persistence::save_game(&dir, &record).unwrap();
    let name = otg.file_name().unwrap().to_string_lossy().to_string();
    assert!(
        name.starts_with("tafl 20") && name.ends_with(".otg"),
        "{name}"
    );
    assert_eq!(dir.saved_games().len(), 4);
    let (_, loaded) = GameRecord::load(&dir.saves().join(&first)).unwrap();
    assert_eq!(loaded.history(), ["D1-C4"]);
    let (record, loaded) = GameRecord::load(&otg).unwrap();
    assert_eq!(loaded.history(), ["d1-d3"]);
    assert_eq!(record.ended, Some(resigned));
}

/// Issue 18, item 12: the welcome shows at the first start only; closed, it stays away at
/// the next; a screenshot script never shows it unasked.
#[test]
fn the_welcome_shows_once() {
    use jikai::app::screenshot::Scripted;
    use jikai::app::ui::UiState;
    let data = data_dir("welcome");
    let start = |scripted: bool| {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, LogicPlugin))
            .init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<UiState>()
            .insert_resource(DataDir(data.clone()))
            .add_plugins((PersistencePlugin, SettingsPlugin));
        if scripted {
            app.insert_resource(Scripted);
        }
        app.update();
        app
    };
    assert!(!start(true).world().resource::<UiState>().welcome);
    let mut first = start(false);
    assert!(
        first.world().resource::<UiState>().welcome,
        "the first start"
    );
    first.update();
    assert!(
        start(false).world().resource::<UiState>().welcome,
        "not closed yet: shown again"
    );
    {
        let mut ui = first.world_mut().resource_mut::<UiState>();
        (ui.welcome, ui.welcomed) = (false, true);
    }
    first.update();
    drop(first);
    assert!(
        !start(false).world().resource::<UiState>().welcome,
        "closed: seen"
    );
}
