//! Tutorial levels in the app (issue 8, docs/levels.md), headless: a level opens as the game
//! in play, the player's moves go through the real input path and are refereed by the level,
//! its replies follow on the board, refused moves are explained and change nothing, progress
//! is kept in the data dir, and the level files load as assets with a broken one named.

use super::ecs::{board, play_by_keys, settle};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_asset_loader::prelude::LoadingStateAppExt;
use jikai::app::marks::Highlights;
use jikai::app::marks::{ArrowKind, BoardArrow, BoardArrows};
use jikai::app::persistence::{DataDir, Notice, ResumeOffer};
use jikai::app::pieces::{InTray, Piece};
use jikai::app::seats::{Seat, Seats};
use jikai::app::session::{ActiveMatch, GameStatus, MovePlayed, MoveRequested, start_match};
use jikai::app::tutorial::{
    Lesson, LevelAssetsPlugin, LevelEntry, Levels, OpenLevel, Progress, TutorialPlugin,
    register_levels_source,
};
use jikai::app::{AppState, LogicPlugin};
use jikai::rules::{GameRecord, Side, Square, open_match};
use jikai::tutorial::{Task, check_file, explain_illegal};
use std::path::{Path, PathBuf};
use std::time::Duration;

fn level_file(id: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("levels")
        .join(format!("{id}.ron"))
}

/// The shipped tafl levels, as the catalogue would list them.
fn tafl_levels() -> Levels {
    let ids = [
        "tafl/01-moving",
        "tafl/02-hammer-and-anvil",
        "tafl/04-the-king",
    ];
    Levels::new(
        ids.iter()
            .map(|id| LevelEntry::new(id, check_file(&level_file(id))))
            .collect(),
    )
}

/// A fresh data dir for one test.
fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jikai-tutor-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A headless app with the game's logic and the tutorial, its progress in `data`, showing a
/// tafl game until a level is opened.
fn tutorial_app(data: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, LogicPlugin, TutorialPlugin))
        .init_resource::<ButtonInput<KeyCode>>()
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .insert_resource(DataDir(data.to_path_buf()))
        .insert_resource(tafl_levels());
    let m = open_match("tafl", &[], None).unwrap();
    start_match(&mut app.world_mut().commands(), m);
    app.world_mut().flush();
    app.update();
    app
}

fn open(app: &mut App, id: &str, step: usize) {
    app.world_mut().write_message(OpenLevel {
        id: id.to_string(),
        step,
    });
    app.update();
    app.update();
    let lesson = app.world().resource::<Lesson>();
    assert_eq!((lesson.id.as_str(), lesson.walk.step_index()), (id, step));
}

fn lesson(app: &App) -> &Lesson {
    app.world().resource::<Lesson>()
}

fn history(app: &App) -> Vec<String> {
    app.world().resource::<ActiveMatch>().0.history()
}

fn square(app: &App, name: &str) -> Square {
    let m = &app.world().resource::<ActiveMatch>().0;
    m.geometry().parse_square(name).unwrap()
}

/// Runs frames until the board is still and the level has played its own moves.
pub(super) fn finish_moves(app: &mut App) {
    for _ in 0..20 {
        settle(app);
        if !lesson(app).busy() {
            return;
        }
        app.update();
    }
    panic!("the level's moves never finished");
}

/// Goes through the current step as the player would: "Next" on a step to read, else the
/// expected move at the keyboard.
pub(super) fn do_step(app: &mut App) {
    let expected = lesson(app).walk.expected().map(String::from);
    match expected {
        None => app.world_mut().resource_mut::<Lesson>().read_on(),
        Some(text) => play_by_keys(app, &text),
    }
    app.update();
    finish_moves(app);
}

/// docs/levels.md, "the app side": opening a level makes its game, options and position the
/// game in play, with both sides at the board (no computer), and shows the step's
/// highlighted squares and arrows.
#[test]
fn opening_a_level_sets_its_position_and_marks() {
    let mut app = tutorial_app(&data_dir("open"));
    app.world_mut().resource_mut::<Seats>().seats[1] = Seat::Computer(jikai::ai::Level::Beginner);
    open(&mut app, "tafl/02-hammer-and-anvil", 0);
    let m = &app.world().resource::<ActiveMatch>().0;
    assert_eq!(
        m.start_string(),
        "/7t3/11/11/1tT5Tt1/7T3/5K1t3/11/2t1t6/3t7/3T7/11/ a"
    );
    assert!(m.history().is_empty());
    assert_eq!(app.world().resource::<Seats>().seats, [Seat::Human; 2]);
    let marked = app.world().resource::<Highlights>().0.clone();
    assert_eq!(marked, [square(&app, "c4"), square(&app, "b4")]);
    assert!(app.world().resource::<BoardArrows>().0.is_empty());
    do_step(&mut app);
    let arrows = app.world().resource::<BoardArrows>().0.clone();
    let arrow = BoardArrow {
        from: square(&app, "d9"),
        to: square(&app, "d4"),
        kind: ArrowKind::Lesson,
    };
    assert_eq!(arrows, [arrow]);
}

/// Issue 8: the move asked for, made through the real input path (the keyboard), is accepted;
/// the level's scripted reply then follows on the board, in the match and in the entities.
#[test]
fn expected_move_is_accepted_and_the_reply_follows() {
    let mut app = tutorial_app(&data_dir("accept"));
    open(&mut app, "tafl/02-hammer-and-anvil", 1);
    play_by_keys(&mut app, "d9-d4");
    finish_moves(&mut app);
    assert_eq!(history(&app), ["d9-d4xc4", "d10-d8"]);
    assert_eq!(lesson(&app).walk.step_index(), 2);
    assert!(lesson(&app).refusal.is_none());
    let m = &app.world().resource::<ActiveMatch>().0;
    assert_eq!(
        m.position_string(),
        lesson(&app).walk.game().position_string()
    );
    let rules: Vec<(Square, Piece)> = m
        .geometry()
        .squares()
        .filter_map(|s| Some((s, Piece(m.piece_at(s)?))))
        .collect();
    assert_eq!(board(&mut app), rules);
    let mut tray = app.world_mut().query_filtered::<(), With<InTray>>();
    assert_eq!(tray.iter(app.world()).count(), 1, "c4 went to the tray");
}

/// Issue 8: "feedback on a wrong move that explains it (illegal, and why ...)": an illegal move
/// is refused with `explain_illegal`'s reason, and nothing changes.
#[test]
fn illegal_move_is_refused_with_the_reason() {
    let mut app = tutorial_app(&data_dir("illegal"));
    open(&mut app, "tafl/02-hammer-and-anvil", 1);
    let before = board(&mut app);
    // The defender on c4, while the attackers are to move.
    let mv = jikai::rules::Move::new(square(&app, "c4"), square(&app, "c6"));
    app.world_mut().write_message(MoveRequested(mv));
    app.update();
    settle(&mut app);
    let why = lesson(&app).refusal.clone().expect("a reason");
    let m = &app.world().resource::<ActiveMatch>().0;
    assert_eq!(why, explain_illegal(m.as_ref(), mv.from, mv.to));
    assert!(why.contains("c4 belongs to"), "{why}");
    assert!(history(&app).is_empty());
    assert_eq!(board(&mut app), before);
    assert_eq!(lesson(&app).walk.step_index(), 1);
}

/// Issue 8: "... or legal but not this lesson's aim": a legal move the step does not ask for,
/// made at the keyboard, is refused with the step's `wrong` text, and nothing changes.
#[test]
fn legal_move_off_the_aim_gets_the_steps_wrong_text() {
    let mut app = tutorial_app(&data_dir("wrong"));
    open(&mut app, "tafl/02-hammer-and-anvil", 1);
    let before = board(&mut app);
    let (mv, wrong) = {
        let l = lesson(&app);
        let step = l.walk.step().unwrap();
        (
            l.walk.game().parse_move("h1-h3").unwrap(),
            step.wrong.clone(),
        )
    };
    assert!(
        app.world()
            .resource::<ActiveMatch>()
            .0
            .legal_moves()
            .contains(&mv)
    );
    app.world_mut().write_message(MoveRequested(mv));
    app.update();
    settle(&mut app);
    assert_eq!(lesson(&app).refusal, wrong);
    assert!(wrong.is_some());
    assert!(history(&app).is_empty());
    assert_eq!(board(&mut app), before);
}

/// docs/levels.md: in a goal step "a move that leaves the line without reaching the aim is
/// taken back and explained": it is played (and animated), then undone, with the `wrong`
/// text.
#[test]
fn goal_move_off_the_line_is_taken_back() {
    let mut app = tutorial_app(&data_dir("goal"));
    open(&mut app, "tafl/04-the-king", 2);
    assert!(matches!(
        lesson(&app).walk.step().unwrap().task,
        Task::Goal(_)
    ));
    let played_before = history(&app);
    let before = board(&mut app);
    let mv = lesson(&app).walk.game().parse_move("d9-d10").unwrap();
    app.world_mut().write_message(MoveRequested(mv));
    app.update();
    let shown: Vec<String> = app
        .world_mut()
        .resource_mut::<Messages<MovePlayed>>()
        .drain()
        .map(|p| p.notation)
        .collect();
    assert_eq!(shown, ["d9-d10"], "the move is shown on the board");
    assert!(lesson(&app).busy());
    finish_moves(&mut app);
    app.update();
    app.update();
    assert_eq!(history(&app), played_before, "and taken back");
    assert_eq!(board(&mut app), before);
    let wrong = lesson(&app).walk.step().unwrap().wrong.clone();
    assert_eq!(lesson(&app).refusal, wrong);
}

/// Issue 8: "Level select with progress saved between runs": a level played to its end (a
/// goal won, with the level's reply in between) is recorded in the data dir's progress
/// file, and a new run reading that dir knows it.
#[test]
fn completing_a_level_records_progress_that_survives_a_restart() {
    let data = data_dir("progress");
    let mut app = tutorial_app(&data);
    open(&mut app, "tafl/04-the-king", 0);
    while !lesson(&app).walk.is_complete() {
        do_step(&mut app);
    }
    assert!(lesson(&app).finished());
    assert_eq!(
        history(&app),
        ["i7-i3xh3", "a2-a3", "g3-g1", "c5-c1", "g1-k1#"]
    );
    assert!(app.world().resource::<GameStatus>().ended.is_some());
    let id = "tafl/04-the-king".to_string();
    assert!(app.world().resource::<Progress>().completed.contains(&id));
    let text = std::fs::read_to_string(data.join("tutorial.ron")).unwrap();
    assert!(text.contains("\"tafl/04-the-king\""), "{text}");
    drop(app);
    let again = tutorial_app(&data);
    assert!(again.world().resource::<Progress>().completed.contains(&id));
}

/// Progress file (docs/levels.md): a damaged file gives a notice and counts as no progress,
/// never a crash; the next completed level writes a good file again.
#[test]
fn damaged_progress_file_counts_as_no_progress() {
    let data = data_dir("damaged");
    std::fs::write(data.join("tutorial.ron"), "(completed: [\"tafl/01").unwrap();
    let mut app = tutorial_app(&data);
    assert!(app.world().resource::<Progress>().completed.is_empty());
    let notice = app
        .world()
        .resource::<Notice>()
        .0
        .clone()
        .unwrap_or_default();
    assert!(notice.contains("damaged"), "{notice}");
    open(&mut app, "tafl/01-moving", 0);
    while !lesson(&app).walk.is_complete() {
        do_step(&mut app);
    }
    app.update();
    let saved = Progress::load(&data.join("tutorial.ron")).expect("a good file again");
    assert!(saved.completed.contains("tafl/01-moving"));
}

/// Issue 8, "Must show": a broken level file gives a clear error naming the file and the
/// problem while the other levels still load, here through the app's own loading: the
/// `levels://` asset source, the level loader and the loading state.
#[test]
fn broken_level_file_is_listed_with_its_error_and_the_others_load() {
    let dir = data_dir("assets");
    std::fs::create_dir_all(dir.join("tafl")).unwrap();
    std::fs::copy(level_file("tafl/01-moving"), dir.join("tafl/01-moving.ron")).unwrap();
    std::fs::write(dir.join("tafl/02-broken.ron"), "Level(\n  title: 7,\n)").unwrap();
    let app = load_levels(&dir);
    let levels = app.world().resource::<Levels>();
    let ids: Vec<&str> = levels.0.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["tafl/01-moving", "tafl/02-broken"]);
    assert_eq!(
        levels.0[0].level.as_ref().unwrap().title,
        "Moving like a rook"
    );
    let error = levels.0[1].level.as_ref().unwrap_err().to_string();
    assert!(
        error.starts_with("levels/tafl/02-broken.ron: bad RON at 2:"),
        "{error}"
    );
}

/// The loading of levels, as in the app: the `levels://` source on `dir`, the loading state,
/// run until play begins.
fn load_levels(dir: &Path) -> App {
    let mut app = App::new();
    register_levels_source(&mut app, dir);
    app.add_plugins((
        MinimalPlugins,
        bevy::asset::AssetPlugin::default(),
        bevy::state::app::StatesPlugin,
        iyes_progress::ProgressPlugin::<AppState>::new()
            .with_state_transition(AppState::Loading, AppState::Play),
    ))
    .init_state::<AppState>()
    .add_loading_state(bevy_asset_loader::prelude::LoadingState::new(
        AppState::Loading,
    ))
    .add_plugins(LevelAssetsPlugin);
    for _ in 0..500 {
        app.update();
        if *app.world().resource::<State<AppState>>() == AppState::Play {
            app.update();
            return app;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the loading never ended");
}

/// Without a levels folder (one gone after the start found it: `shipped::dir` refuses to open
/// the window without one) the game still loads, with no levels to list.
#[test]
fn missing_levels_folder_does_not_hold_the_loading() {
    let app = load_levels(&data_dir("none").join("levels"));
    assert!(app.world().resource::<Levels>().0.is_empty());
}

/// Leaving a level (here New game's `start_match`; Load, Position and another level go the
/// same way) returns to normal play: no lesson, no marks or arrows left, moves played
/// without a referee, and undo working again.
#[test]
fn leaving_a_level_returns_to_normal_play() {
    let mut app = tutorial_app(&data_dir("leave"));
    open(&mut app, "tafl/02-hammer-and-anvil", 1);
    assert!(!app.world().resource::<BoardArrows>().0.is_empty());
    let m = open_match("tafl", &[], None).unwrap();
    start_match(&mut app.world_mut().commands(), m);
    app.world_mut().flush();
    app.update();
    assert!(!app.world().contains_resource::<Lesson>());
    assert!(app.world().resource::<BoardArrows>().0.is_empty());
    assert!(app.world().resource::<Highlights>().0.is_empty());
    play_by_keys(&mut app, "f2-f3");
    assert_eq!(history(&app), ["f2-f3"]);
    app.world_mut()
        .write_message(jikai::app::session::HistoryRequest::Undo);
    app.update();
    assert!(history(&app).is_empty());
}

/// Opening a level withdraws the offer to resume the autosaved game (resuming would leave
/// the level just chosen); the autosave itself stays for the next start.
#[test]
fn opening_a_level_withdraws_the_resume_offer() {
    let mut app = tutorial_app(&data_dir("resume"));
    let record = GameRecord::of(app.world().resource::<ActiveMatch>().0.as_ref());
    app.world_mut().insert_resource(ResumeOffer(Some(record)));
    open(&mut app, "tafl/01-moving", 0);
    assert!(app.world().resource::<ResumeOffer>().0.is_none());
}

/// `jikai screenshot --level ... --step N` (issue 8's screenshots of levels in progress)
/// refuses a step the level does not have, or a level of another game, before any window
/// opens.
#[test]
fn level_option_is_checked_before_the_window_opens() {
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_jikai"))
            .args(args)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    let (code, err) = run(&[
        "screenshot",
        "tafl",
        "x.png",
        "--level",
        "tafl/01-moving",
        "--step",
        "9",
    ]);
    assert_eq!(
        (code, err.trim()),
        (Some(2), "jikai: tafl/01-moving has 5 steps")
    );
    let (code, err) = run(&["screenshot", "jetan", "x.png", "--level", "tafl/01-moving"]);
    assert_eq!(
        (code, err.trim()),
        (Some(2), "jikai: tafl/01-moving is a tafl level")
    );
}

/// Issue 18, item 11: after leaving a Jacks and Witches level for a new game, the Jacks are
/// on their shelves again (two entities in hand per side at the start).
#[test]
fn jacks_in_hand_are_back_after_leaving_a_level() {
    let mut app = tutorial_app(&data_dir("jacks"));
    let id = "witches/03-jacks-and-the-eye";
    app.insert_resource(Levels::new(vec![LevelEntry::new(
        id,
        check_file(&level_file(id)),
    )]));
    open(&mut app, id, 0);
    let m = open_match("witches", &[], None).unwrap();
    let in_hand = m.rule_state().hand;
    start_match(&mut app.world_mut().commands(), m);
    app.world_mut().flush();
    settle(&mut app);
    let mut shelves = app
        .world_mut()
        .query_filtered::<&Piece, With<jikai::app::pieces::InHand>>();
    let shown: Vec<_> = shelves.iter(app.world()).map(|p| p.0).collect();
    for side in Side::BOTH {
        let want = in_hand[side.index()].len();
        assert!(want > 0, "witches starts with Jacks in hand");
        let got = shown.iter().filter(|p| p.side == side).count();
        assert_eq!(got, want, "{side:?}'s Jacks on the shelf");
    }
}

/// Issue 44, finding 9: the game open before a level (here a game against the computer, two
/// moves in) is kept, through the next levels, for Leave level to go back to as it was.
#[test]
fn the_game_before_a_level_is_kept_for_leave_level() {
    use jikai::ai::Level;
    use jikai::app::seats::{Seat, Seats};
    let mut app = tutorial_app(&data_dir("left"));
    for _ in 0..2 {
        let mv = app.world().resource::<ActiveMatch>().0.legal_moves()[0];
        app.world_mut()
            .resource_mut::<ActiveMatch>()
            .0
            .play(mv)
            .unwrap();
    }
    let played = history(&app);
    app.world_mut().resource_mut::<Seats>().seats[1] = Seat::Computer(Level::Club);
    open(&mut app, "tafl/01-moving", 0);
    open(&mut app, "tafl/02-hammer-and-anvil", 0);
    let (game, seats) = lesson(&app).left.as_ref().expect("the game before is kept");
    assert_eq!(game.history(), played);
    assert_eq!(seats.seats[1], Seat::Computer(Level::Club));
    assert_eq!(app.world().resource::<Seats>().seats, [Seat::Human; 2]);
}
