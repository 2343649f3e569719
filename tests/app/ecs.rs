//! The ECS layer headless (`MinimalPlugins`, manual time): legal moves into resources,
//! requested moves moving and capturing entities, illegal requests refused, undo, game end,
//! animations finishing, and a whole game played through the keyboard input path.

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use jikai::app::LogicPlugin;
use jikai::app::animation::Tweens;
use jikai::app::input::cursor_step;
use jikai::app::pieces::{InTray, OnSquare, Piece};
use jikai::app::session::{
    ActiveMatch, GameEnded, GameStatus, HistoryRequest, LegalMoves, MovePlayed, MoveRequested,
    start_match,
};
use jikai::rules::{Dir, EndReason, Outcome, Side, Square, open_match};
use std::time::Duration;

/// A headless app with the game's logic, 50 ms a frame.
pub fn app(game: &str, position: Option<&str>) -> App {
    app_with(game, &[], position)
}

/// The same, with the game's rules options set.
pub fn app_with(game: &str, options: &[(String, String)], position: Option<&str>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, LogicPlugin))
        .init_resource::<ButtonInput<KeyCode>>()
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )));
    let m = open_match(game, options, position).expect("game opens");
    start_match(&mut app.world_mut().commands(), m);
    app.world_mut().flush();
    app.update();
    app.update();
    app
}

pub fn sq(app: &App, name: &str) -> Square {
    let active = app.world().resource::<ActiveMatch>();
    active.0.geometry().parse_square(name).expect("square")
}

/// Runs frames until no animation is left (at most 200).
pub fn settle(app: &mut App) {
    for _ in 0..200 {
        app.update();
        let mut q = app.world_mut().query_filtered::<(), With<Tweens>>();
        if q.iter(app.world()).next().is_none() {
            return;
        }
    }
    panic!("animations never finished");
}

/// The piece entities on the board, by square.
pub fn board(app: &mut App) -> Vec<(Square, Piece)> {
    let mut q = app
        .world_mut()
        .query_filtered::<(&OnSquare, &Piece), Without<InTray>>();
    let mut v: Vec<(Square, Piece)> = q.iter(app.world()).map(|(o, p)| (o.0, *p)).collect();
    v.sort_by_key(|(s, _)| *s);
    v
}

/// The board the rules hold.
pub fn rules_board(app: &App) -> Vec<(Square, Piece)> {
    let m = &app.world().resource::<ActiveMatch>().0;
    m.geometry()
        .squares()
        .filter_map(|s| Some((s, Piece(m.piece_at(s)?))))
        .collect()
}

pub fn request(app: &mut App, notation: &str) {
    let mv = app
        .world()
        .resource::<ActiveMatch>()
        .0
        .parse_move(notation)
        .expect("legal");
    app.world_mut().write_message(MoveRequested(mv));
    app.update();
}

/// design.md: "a system computes legal moves into a `LegalMoves` resource" when the match
/// changes; entities mirror the position.
#[test]
fn legal_moves_and_entities_follow_the_match() {
    let mut app = app("tafl", None);
    assert_eq!(app.world().resource::<LegalMoves>().0.len(), 116);
    assert_eq!(board(&mut app).len(), 37);
    assert_eq!(board(&mut app), rules_board(&app));
    request(&mut app, "f2-f3");
    settle(&mut app);
    // Defenders to move now: their move count from the reference position.
    let count = app.world().resource::<ActiveMatch>().0.legal_moves().len();
    assert_eq!(app.world().resource::<LegalMoves>().0.len(), count);
    assert_eq!(board(&mut app), rules_board(&app));
}

/// A requested move moves the piece entity and sends the captured one to the tray.
#[test]
fn requested_move_moves_and_captures_entities() {
    let mut app = app("tafl", Some("/4t6/3T7/1Tt8/11/11/11/5K5/11/11/11/11/ d"));
    let mover = board(&mut app)
        .iter()
        .find(|(s, _)| *s == sq(&app, "d2"))
        .copied();
    assert!(mover.is_some());
    request(&mut app, "d2-d3");
    let events: Vec<MovePlayed> = app
        .world_mut()
        .resource_mut::<Messages<MovePlayed>>()
        .drain()
        .collect();
    assert!(
        events.iter().any(|e| e.notation == "d2-d3xc3"),
        "{events:?}"
    );
    settle(&mut app);
    assert_eq!(board(&mut app), rules_board(&app));
    let mut tray = app.world_mut().query_filtered::<&Piece, With<InTray>>();
    let in_tray: Vec<Piece> = tray.iter(app.world()).copied().collect();
    assert_eq!(in_tray.len(), 1);
    assert_eq!(in_tray[0].0.side, Side::South);
    // The captured piece rests beside the board, not on it.
    let mut q = app.world_mut().query_filtered::<&Transform, With<InTray>>();
    let t = q.single(app.world()).unwrap();
    assert!(t.translation.x.abs() > 5.5);
}

/// An illegal request changes nothing and says why.
#[test]
fn illegal_request_is_refused() {
    let mut app = app("tafl", None);
    let before = app.world().resource::<ActiveMatch>().0.position_string();
    let m = &app.world().resource::<ActiveMatch>().0;
    let bogus = jikai::rules::Move::new(sq(&app, "f6"), sq(&app, "f9"));
    assert!(!m.legal_moves().contains(&bogus));
    app.world_mut().write_message(MoveRequested(bogus));
    app.update();
    assert_eq!(
        app.world().resource::<ActiveMatch>().0.position_string(),
        before
    );
    assert!(app.world().resource::<GameStatus>().rejected.is_some());
}

/// Undo restores the entities of the earlier position, tray included; redo replays.
#[test]
fn undo_restores_entities() {
    let mut app = app("tafl", Some("/4t6/3T7/1Tt8/11/11/11/5K5/11/11/11/11/ d"));
    let start = board(&mut app);
    request(&mut app, "d2-d3");
    settle(&mut app);
    assert_ne!(board(&mut app), start);
    app.world_mut().write_message(HistoryRequest::Undo);
    app.update();
    app.update();
    assert_eq!(board(&mut app), start);
    let mut tray = app.world_mut().query_filtered::<(), With<InTray>>();
    assert_eq!(tray.iter(app.world()).count(), 0);
    app.world_mut().write_message(HistoryRequest::Redo);
    app.update();
    settle(&mut app);
    assert_eq!(board(&mut app), rules_board(&app));
    assert_eq!(
        app.world().resource::<ActiveMatch>().0.history(),
        ["d2-d3xc3"]
    );
}

/// The game-end system raises `GameEnded` with the reason.
#[test]
fn game_end_is_raised() {
    let mut app = app("tafl", Some("/11/K10/11/11/11/11/11/11/11/11/11/ d"));
    request(&mut app, "a2-a1");
    app.update();
    let ended: Vec<GameEnded> = app
        .world_mut()
        .resource_mut::<Messages<GameEnded>>()
        .drain()
        .collect();
    assert_eq!(ended.len(), 1);
    let win = Outcome::Win {
        winner: Side::North,
        reason: EndReason::KingEscaped,
    };
    assert_eq!(ended[0].outcome, win);
    assert!(ended[0].text.contains("escaped"), "{}", ended[0].text);
    assert!(app.world().resource::<LegalMoves>().0.is_empty());
}

/// Animations run on game time and finish; the piece ends exactly on its square.
#[test]
fn animations_finish_under_manual_time() {
    let mut app = app("tafl", None);
    request(&mut app, "f2-f3");
    let mut q = app.world_mut().query_filtered::<(), With<Tweens>>();
    assert_eq!(q.iter(app.world()).count(), 1, "the mover is animated");
    settle(&mut app);
    let target = {
        let m = &app.world().resource::<ActiveMatch>().0;
        jikai::app::board::world_of(m.geometry(), sq(&app, "f3"))
    };
    let mut pieces = app.world_mut().query::<(&OnSquare, &Transform)>();
    let (_, t) = pieces
        .iter(app.world())
        .find(|(o, _)| o.0 == sq(&app, "f3"))
        .expect("a piece on f3");
    assert!(t.translation.distance(target) < 1e-4, "{:?}", t.translation);
}

pub fn tap(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
}

/// Plays `text` as a player would with the keyboard: arrows to the piece (or H for a drop
/// from the hand), Enter, arrows to the destination, Enter; then the chooser's entry when
/// several moves share the destination.
pub fn play_by_keys(app: &mut App, text: &str) {
    let mv = {
        let m = &app.world().resource::<ActiveMatch>().0;
        m.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    };
    let targets = if mv.from == Square::NONE {
        tap(app, KeyCode::KeyH);
        vec![mv.to]
    } else {
        vec![mv.from, mv.to]
    };
    // The cursor shows at the first arrow key a player presses.
    if app
        .world()
        .resource::<jikai::app::input::Selection>()
        .cursor
        .is_none()
    {
        tap(app, KeyCode::ArrowUp);
    }
    for target in targets {
        for key in arrow_keys_to(app, target) {
            tap(app, key);
        }
        tap(app, KeyCode::Enter);
    }
    // Several moves share this destination: the chooser lists them, and the player picks
    // this one (the UI's chooser buttons send exactly this request).
    let choices = app
        .world()
        .resource::<jikai::app::input::Selection>()
        .choices
        .clone();
    if !choices.is_empty() {
        let choice = choices
            .iter()
            .find(|c| c.mv == mv)
            .expect("the move is offered");
        app.world_mut().write_message(MoveRequested(choice.mv));
        app.world_mut()
            .resource_mut::<jikai::app::input::Selection>()
            .choices
            .clear();
        app.update();
    }
    settle(app);
    let played = app.world().resource::<ActiveMatch>().0.history();
    assert!(!played.is_empty(), "{text} was not played");
}

/// The shortest run of arrow keys taking the keyboard cursor to `target`, found over the
/// input's own cursor moves (which skip holes, so a straight walk may overshoot).
fn arrow_keys_to(app: &App, target: Square) -> Vec<KeyCode> {
    let g = app.world().resource::<ActiveMatch>().0.geometry().clone();
    let start = app
        .world()
        .resource::<jikai::app::input::Selection>()
        .cursor
        .unwrap_or_else(|| g.square(g.files() / 2, 0));
    let keys = [
        (KeyCode::ArrowUp, Dir::N),
        (KeyCode::ArrowDown, Dir::S),
        (KeyCode::ArrowLeft, Dir::W),
        (KeyCode::ArrowRight, Dir::E),
    ];
    let mut came_from = std::collections::HashMap::from([(start, None)]);
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(sq) = queue.pop_front() {
        if sq == target {
            let mut path = Vec::new();
            let mut at = sq;
            while let Some(&Some((prev, key))) = came_from.get(&at) {
                path.push(key);
                at = prev;
            }
            path.reverse();
            return path;
        }
        for (key, dir) in keys {
            let next = cursor_step(&g, sq, dir);
            came_from.entry(next).or_insert_with(|| {
                queue.push_back(next);
                Some((sq, key))
            });
        }
    }
    panic!("the cursor cannot reach {target:?}");
}

/// A whole hot-seat game, both sides at the keyboard, from the start to the king's escape.
#[test]
fn hot_seat_tafl_game_through_the_keyboard() {
    let mut app = app("tafl", None);
    for text in TAFL_GAME {
        play_by_keys(&mut app, text);
    }
    let m = &app.world().resource::<ActiveMatch>().0;
    assert_eq!(m.history().len(), TAFL_GAME.len());
    let status = app.world().resource::<GameStatus>();
    let end = status.ended.as_ref().expect("the game is over");
    assert_eq!(
        end.outcome,
        Outcome::Win {
            winner: Side::North,
            reason: EndReason::KingEscaped
        }
    );
}

/// A short game in which the defenders open a path and the king escapes through a1 while
/// the attackers shuffle a piece (checked with `crates/rules/tests/reference/tafl_perft.py`).
const TAFL_GAME: [&str; 12] = [
    "h11-i11", "e5-e2", "i11-h11", "f5-b5", "h11-i11", "f6-f5", "i11-h11", "f5-c5", "h11-i11",
    "c5-c1", "i11-h11", "c1-a1",
];

/// A click on `square`, as picking reports it.
pub fn click(app: &mut App, square: &str) {
    let at = sq(app, square);
    app.world_mut()
        .write_message(jikai::app::input::SquareClicked(at));
    app.update();
}

/// Issue 44, finding 1: a second click on a selected Can(n)on plays nothing: the chooser
/// offers its change of mode beside Deselect, and the turn stays; any other piece is
/// deselected by a second click, as README says. (The walk in CI clicks it in the window.)
#[test]
fn a_second_click_on_a_cannon_offers_its_change_of_mode() {
    use jikai::app::input::Selection;
    use jikai::app::session::MarkKind;
    let mut app = app("witches", None);
    let z1 = sq(&app, "z1");
    click(&mut app, "z1");
    let stay = |app: &App| {
        let legal = app.world().resource::<LegalMoves>();
        legal.from(z1).filter(|m| m.mv.to == z1).count()
    };
    assert_eq!(stay(&app), 1, "the Can(n)on may change mode");
    let marked = app
        .world()
        .resource::<LegalMoves>()
        .from(z1)
        .any(|m| m.mark == MarkKind::Stay);
    assert!(marked, "its change of mode is marked");
    click(&mut app, "z1");
    let selection = app.world().resource::<Selection>();
    assert_eq!(selection.from, Some(z1));
    assert_eq!(selection.choices.len(), 1);
    let m = &app.world().resource::<ActiveMatch>().0;
    assert_eq!(m.notation(selection.choices[0].mv), "z1=V");
    assert!(m.history().is_empty(), "nothing played");
    // A Knight has no move to its own square: a second click deselects it.
    click(&mut app, "b1");
    assert_eq!(
        app.world().resource::<Selection>().from,
        Some(sq(&app, "b1"))
    );
    click(&mut app, "b1");
    let selection = app.world().resource::<Selection>();
    assert_eq!((selection.from, selection.choices.len()), (None, 0));
}
