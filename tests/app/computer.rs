//! Computer players in the app: the search runs off the main thread (frames keep coming
//! while it thinks), its move arrives as a request like a player's, two computers play each
//! other, undo against the computer goes back to the person's own move; captions tell moves
//! in words.

use super::ecs::{app, play_by_keys, settle};
use crate::support::{tafl, tafl_position};
use jikai::ai::Level;
use jikai::app::computer::{GameSeed, Hint, Thinking};
use jikai::app::marks::{ArrowKind, BoardArrow, BoardArrows};
use jikai::app::seats::{Seat, Seats};
use jikai::app::session::{ActiveMatch, HistoryRequest, start_match};
use jikai::rules::Game;
use jikai::rules::{Side, open_match};
use std::time::{Duration, Instant};

fn plies(app: &bevy::prelude::App) -> usize {
    app.world().resource::<ActiveMatch>().0.history().len()
}

/// Issue 7: "a test that the window keeps drawing frames while the AI thinks". Master with
/// a one-second budget plays the first move; every frame meanwhile returns at once.
#[test]
fn frames_keep_coming_while_the_computer_thinks() {
    let mut app = app("witches", None);
    app.world_mut().insert_resource(Seats {
        seats: [Seat::Computer(Level::Master), Seat::Human],
        master_time: Duration::from_secs(1),
    });
    let started = Instant::now();
    let mut frames = 0;
    let mut slowest = Duration::ZERO;
    while plies(&app) == 0 {
        let frame = Instant::now();
        app.update();
        slowest = slowest.max(frame.elapsed());
        frames += 1;
        assert!(started.elapsed() < Duration::from_secs(30), "no move came");
    }
    let thought = started.elapsed();
    assert!(
        thought >= Duration::from_millis(900),
        "Master used its second: {thought:?}"
    );
    assert!(frames >= 20, "{frames} frames in {thought:?}");
    assert!(
        slowest < Duration::from_millis(250),
        "a frame took {slowest:?}"
    );
    // Now it is the person's turn: nothing thinks.
    settle(&mut app);
    assert_eq!(app.world().resource::<Thinking>().side(), None);
}

/// Two computer players play on their own.
#[test]
fn computers_play_each_other() {
    let mut app = app("tafl", None);
    app.world_mut().insert_resource(Seats {
        seats: [Seat::Computer(Level::Beginner); 2],
        ..Seats::default()
    });
    for _ in 0..400 {
        app.update();
        if plies(&app) >= 6 {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(
        plies(&app) >= 6,
        "the computers played {} plies",
        plies(&app)
    );
}

/// Issue 19: "in the app, two demonstrations of the same pairing differ". Each new game
/// takes the next seed (`GameSeed`), so Club against Club opens differently the second time;
/// a seed fixed here makes the test repeat.
#[test]
fn demonstrations_of_a_pairing_differ() {
    let mut app = app("tafl", None);
    app.world_mut().insert_resource(GameSeed(7));
    app.world_mut().insert_resource(Seats {
        seats: [Seat::Computer(Level::Club); 2],
        ..Seats::default()
    });
    let mut games = Vec::new();
    for _ in 0..2 {
        let m = open_match("tafl", &[], None).expect("tafl opens");
        start_match(&mut app.world_mut().commands(), m);
        app.update();
        let started = Instant::now();
        while plies(&app) < 6 {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "the computers stalled"
            );
            app.update();
            std::thread::sleep(Duration::from_millis(2));
        }
        let history = app.world().resource::<ActiveMatch>().0.history();
        games.push(history[..6].to_vec());
    }
    assert_ne!(
        games[0], games[1],
        "both demonstrations opened {:?}",
        games[0]
    );
}

/// Against the computer, undo takes back the computer's reply and the person's move.
#[test]
fn undo_against_the_computer_returns_to_the_persons_move() {
    let mut app = app("tafl", None);
    app.world_mut().insert_resource(Seats {
        seats: [Seat::Human, Seat::Computer(Level::Beginner)],
        ..Seats::default()
    });
    play_by_keys(&mut app, "d1-d3");
    for _ in 0..400 {
        app.update();
        if plies(&app) == 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(plies(&app), 2, "the computer answered");
    settle(&mut app);
    app.world_mut().write_message(HistoryRequest::Undo);
    settle(&mut app);
    assert_eq!(plies(&app), 0);
    let m = &app.world().resource::<ActiveMatch>().0;
    assert_eq!(m.side_to_move(), Side::South, "the person's turn again");
}

/// Captions tell the last move in words from its effects: a tafl capture between hammer and
/// anvil (tafl.md "Capture").
#[test]
fn caption_tells_a_custodial_capture() {
    let game = crate::support::tafl(&[]);
    let pos = crate::support::tafl_position(&game, &["d5", "h5"], &["e5"], Some("b10"), 'a');
    let text = jikai::rules::Game::format_position(&game, &pos);
    let mut app = app("tafl", Some(&text));
    let mv = {
        let m = &app.world().resource::<ActiveMatch>().0;
        m.parse_move("h5-f5").expect("legal")
    };
    app.world_mut()
        .write_message(jikai::app::session::MoveRequested(mv));
    settle(&mut app);
    let status = app.world().resource::<jikai::app::session::GameStatus>();
    assert_eq!(
        status.caption.as_deref(),
        Some(
            "The Attackers' Soldier moves to f5 and takes the Defenders' Soldier between \
             hammer and anvil."
        )
    );
}

/// Runs frames (sleeping a little for the search threads) until `done` or 600 frames.
fn run_until(app: &mut bevy::prelude::App, done: impl Fn(&bevy::prelude::App) -> bool) {
    for _ in 0..600 {
        if done(app) {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(done(app), "never happened");
}

/// Demonstrations: paused, the computers wait; Step plays exactly one move; the length limit
/// ends the game with an adjudication; play-on starts the game again.
#[test]
fn demonstration_pause_step_limit_and_play_on() {
    use jikai::app::seats::Demo;
    use jikai::app::session::GameStatus;
    let mut app = app("jetan", None);
    app.world_mut().insert_resource(Seats {
        seats: [Seat::Computer(Level::Beginner); 2],
        ..Seats::default()
    });
    app.world_mut().insert_resource(Demo {
        paused: true,
        step: false,
        play_on: true,
        max_plies: Some(3),
    });
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(plies(&app), 0, "paused");
    app.world_mut().resource_mut::<Demo>().step = true;
    run_until(&mut app, |a| plies(a) == 1);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(plies(&app), 1, "one step, one move");
    app.world_mut().resource_mut::<Demo>().paused = false;
    run_until(&mut app, |a| {
        a.world().resource::<GameStatus>().ended.is_some()
    });
    let end = app.world().resource::<GameStatus>().ended.clone().unwrap();
    assert_eq!(plies(&app), 3);
    assert!(
        matches!(
            end.outcome,
            jikai::rules::Outcome::Draw {
                reason: jikai::rules::EndReason::Adjudicated
            } | jikai::rules::Outcome::Win {
                reason: jikai::rules::EndReason::Adjudicated,
                ..
            }
        ),
        "{end:?}"
    );
    // Play on: a new game after the pause (frames are 50 ms of game time).
    run_until(&mut app, |a| {
        a.world().resource::<GameStatus>().ended.is_none()
    });
    assert!(plies(&app) < 3);
}

/// Issue 7: "a hint for a human player shown as an arrow". The person to move asks for a hint; the computer's
/// suggestion is the king's run to an open corner (tafl.md "End of the game": the defenders
/// win when the king reaches a corner); nothing is played for them, and the hint goes once
/// the position changes.
#[test]
fn hint_suggests_the_winning_move_until_a_move_is_played() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["h6", "j9", "c7"], &["f8"], Some("d1"), 'd');
    let mut app = app("tafl", Some(&game.format_position(&pos)));
    app.world_mut().resource_mut::<Hint>().wanted = true;
    let started = Instant::now();
    while app.world().resource::<Hint>().shown.is_none() {
        app.update();
        assert!(started.elapsed() < Duration::from_secs(30), "no hint came");
        std::thread::sleep(Duration::from_millis(5));
    }
    let shown = app.world().resource::<Hint>().shown.unwrap();
    let m = &app.world().resource::<ActiveMatch>().0;
    let text = m.notation(shown);
    assert!(
        text == "d1-a1#" || text == "d1-k1#",
        "the king runs to a corner: {text}"
    );
    assert_eq!(plies(&app), 0, "a hint plays nothing");
    app.update();
    let arrow = BoardArrow {
        from: shown.from,
        to: shown.to,
        kind: ArrowKind::Hint,
    };
    assert_eq!(app.world().resource::<BoardArrows>().0, vec![arrow]);
    play_by_keys(&mut app, "f8-f9");
    settle(&mut app);
    assert_eq!(*app.world().resource::<Hint>(), Hint::default());
    assert!(app.world().resource::<BoardArrows>().0.is_empty());
}
