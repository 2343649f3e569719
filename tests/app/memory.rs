//! Issue 44, "a window that runs for hours": nothing of the app piles up as games go on.
//! Headless, with the views that spawn meshes and paints (`ViewPlugin`, `ArrowsPlugin`) on
//! the game's logic: entities and assets are counted over many frames and moves.

use super::ecs::settle;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use jikai::app::LogicPlugin;
use jikai::app::arrows::ArrowsPlugin;
use jikai::app::camera::Orbit;
use jikai::app::paint::{Paint, Renderer};
use jikai::app::session::{ActiveMatch, HistoryRequest, LegalMoves, MoveRequested, start_match};
use jikai::app::view::ViewPlugin;
use jikai::rules::open_match;
use std::time::Duration;

/// The logic and the views headless, 50 ms a frame, on a new game of `game`.
fn viewed_app(game: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default(), LogicPlugin))
        .init_asset::<Mesh>()
        .init_asset::<Paint>()
        .init_resource::<Renderer>()
        .init_resource::<Orbit>()
        .init_resource::<ButtonInput<KeyCode>>()
        .add_plugins((ViewPlugin, ArrowsPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )));
    new_game(&mut app, game);
    app
}

fn new_game(app: &mut App, game: &str) {
    let m = open_match(game, &[], None).expect("game opens");
    start_match(&mut app.world_mut().commands(), m);
    app.world_mut().flush();
    settle(app);
}

/// Entities, meshes and paints the app holds.
fn held(app: &mut App) -> (usize, usize, usize) {
    let entities = app.world_mut().query::<Entity>().iter(app.world()).count();
    let meshes = app.world().resource::<Assets<Mesh>>().len();
    let paints = app.world().resource::<Assets<Paint>>().len();
    (entities, meshes, paints)
}

/// Plays `plies` moves, each a legal move picked by the ply (the same game every time),
/// animated to the end; stops early at the end of the game.
fn play(app: &mut App, plies: usize) {
    for ply in 0..plies {
        let legal = &app.world().resource::<LegalMoves>().0;
        if legal.is_empty() || app.world().resource::<ActiveMatch>().0.outcome().is_some() {
            return;
        }
        let mv = legal[(ply * 7919 + 13) % legal.len()].mv;
        app.world_mut().write_message(MoveRequested(mv));
        app.update();
        settle(app);
    }
}

fn history(app: &mut App, request: HistoryRequest, times: usize) {
    for _ in 0..times {
        app.world_mut().write_message(request);
        app.update();
        settle(app);
    }
}

#[test]
fn entities_and_assets_stay_bounded_over_games_and_frames() {
    for game in ["jikaida", "witches", "jetan", "tafl"] {
        let mut app = viewed_app(game);
        let start = held(&mut app);
        play(&mut app, 120);
        let played = app.world().resource::<ActiveMatch>().0.history().len();
        assert!(played >= 40, "{game}: only {played} plies played");
        let after_game = held(&mut app);
        // A thousand frames at rest: nothing is made frame by frame.
        for _ in 0..1000 {
            app.update();
        }
        assert_eq!(held(&mut app), after_game, "{game}: frames at rest");
        // Back to the start and forward again, a board rebuilt at each step.
        history(&mut app, HistoryRequest::Undo, played);
        history(&mut app, HistoryRequest::Redo, played);
        assert_eq!(held(&mut app), after_game, "{game}: undo and redo");
        // The same game again from a new start: as many entities as the first time, and no
        // mesh or paint the first game did not already make.
        new_game(&mut app, game);
        assert_eq!(held(&mut app).0, start.0, "{game}: entities of a new start");
        play(&mut app, 120);
        assert_eq!(held(&mut app), after_game, "{game}: the same game again");
    }
}
