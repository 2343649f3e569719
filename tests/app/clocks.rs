//! Issue 48, the clocks in the window, headless with manual time (50 ms a frame unless a test
//! says otherwise): a flag ends the game with its result and token, no clock runs during a
//! move's animation, Undo and Redo put both clocks back exactly, and a saved game resumes
//! with both clocks, paused.

use super::ecs::{app, request, settle};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use jikai::app::animation::Tweens;
use jikai::app::clocks::GameClock;
use jikai::app::persistence::{DataDir, load_game, save_game};
use jikai::app::session::{ActiveMatch, GameEnded, GameStatus, HistoryRequest};
use jikai::rules::{ClockTimes, EndReason, GameRecord, Outcome, Side, TimeControl, result_token};
use std::time::Duration;

fn s(n: u64) -> Duration {
    Duration::from_secs(n)
}

/// A tafl game in hot seat on `control`'s clocks.
fn clocked(control: &str) -> App {
    let mut app = app("tafl", None);
    let control = TimeControl::parse(control).unwrap();
    app.world_mut().insert_resource(GameClock::new(control));
    app
}

fn clock(app: &App) -> &GameClock {
    app.world().resource::<GameClock>()
}

fn times(app: &App) -> ClockTimes {
    clock(app).clock().expect("a clock").times
}

/// Runs `n` frames.
fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// Plays `mv` after `thinking` frames of the mover's own time, then lets it animate.
fn play_after(app: &mut App, thinking: usize, mv: &str) {
    frames(app, thinking);
    request(app, mv);
    settle(app);
}

/// "a 5+3 clock falls to 0 and the game ends with the right result and token". The first
/// move of each side is free (the clock starts with it); then the attackers think until
/// their five minutes are gone, a second a frame: the defenders win on time, 0-1.
#[test]
fn a_five_plus_three_clock_falls_and_the_game_ends_on_time() {
    let mut app = clocked("300+3");
    play_after(&mut app, 20, "d1-d3");
    play_after(&mut app, 20, "f4-d4");
    assert_eq!(times(&app).left, [s(300), s(300)], "first moves are free");
    play_after(&mut app, 40, "a4-c4");
    // Two seconds (40 frames, and the frame the move came in), three back.
    assert_eq!(times(&app).left, [Duration::from_millis(300_950), s(300)]);
    play_after(&mut app, 0, "d4-d5");
    app.insert_resource(TimeUpdateStrategy::ManualDuration(s(1)));
    let mut ended = None;
    for _ in 0..400 {
        app.update();
        let mut messages = app.world_mut().resource_mut::<Messages<GameEnded>>();
        if let Some(end) = messages.drain().last() {
            ended = Some(end);
            break;
        }
    }
    let end = ended.expect("the attackers' flag fell");
    let flagged = Outcome::Win {
        winner: Side::North,
        reason: EndReason::Time,
    };
    assert_eq!(end.outcome, flagged);
    assert_eq!(
        end.text,
        "The Defenders win: the other player ran out of time"
    );
    let m = app.world().resource::<ActiveMatch>().0.as_ref();
    assert_eq!(result_token(m, end.outcome), "0-1");
    assert_eq!(
        app.world()
            .resource::<GameStatus>()
            .ended
            .as_ref()
            .unwrap()
            .outcome,
        flagged
    );
    // The fallen clock shows nothing; the other stopped where it was.
    let c = clock(&app);
    assert_eq!(
        c.showing(Side::South, Side::South),
        Some((Duration::ZERO, 0))
    );
    assert_eq!(
        c.showing(Side::North, Side::South),
        Some((Duration::from_millis(302_950), 0))
    );
    // Nothing runs after the end.
    let spent = c.thinking;
    frames(&mut app, 5);
    assert_eq!(clock(&app).thinking, spent);
}

/// "no clock runs during an animation": the mover's time stops with its move, and the next
/// side's starts only when the move has been animated.
#[test]
fn no_clock_runs_during_an_animation() {
    let mut app = clocked("300+3");
    play_after(&mut app, 0, "d1-d3");
    play_after(&mut app, 0, "f4-d4");
    frames(&mut app, 10);
    request(&mut app, "a4-c4");
    let mut animated = 0;
    loop {
        let mut tweens = app.world_mut().query_filtered::<(), With<Tweens>>();
        if tweens.iter(app.world()).next().is_none() {
            break;
        }
        assert_eq!(clock(&app).thinking, Duration::ZERO, "a clock ran mid-move");
        app.update();
        animated += 1;
    }
    assert!(animated >= 3, "the move was animated ({animated} frames)");
    frames(&mut app, 4);
    assert_eq!(clock(&app).thinking, Duration::from_millis(200));
}

/// "Undo restores both clocks exactly": back one move and two, each clock is what it was at
/// that position; Redo puts the undone move's time back; a new move after an undo is charged
/// what it took.
#[test]
fn undo_and_redo_restore_both_clocks_exactly() {
    let mut app = clocked("300+3");
    play_after(&mut app, 5, "d1-d3");
    play_after(&mut app, 5, "f4-d4");
    let at_two = times(&app);
    play_after(&mut app, 59, "a4-c4");
    let at_three = times(&app);
    assert_eq!(at_three.left[0], s(300)); // 3 s spent, 3 s added
    play_after(&mut app, 99, "d4-d5");
    let at_four = times(&app);
    assert_eq!(at_four.left[1], s(298));
    frames(&mut app, 30);
    // Undo and Redo rebuild the board at once: one frame.
    let undo = |app: &mut App, request| {
        app.world_mut().write_message(request);
        app.update();
    };
    undo(&mut app, HistoryRequest::Undo);
    assert_eq!(times(&app), at_three);
    assert_eq!(clock(&app).thinking, Duration::ZERO);
    undo(&mut app, HistoryRequest::Undo);
    assert_eq!(times(&app), at_two);
    undo(&mut app, HistoryRequest::Redo);
    assert_eq!(times(&app), at_three);
    // Redo animates the move again: no clock runs meanwhile.
    settle(&mut app);
    assert_eq!(clock(&app).thinking, Duration::ZERO);
    // The undone move played again rather than redone: charged its own time now (19 frames
    // and its own), not the time it took before.
    play_after(&mut app, 19, "d4-d5");
    assert_eq!(times(&app).left[1], Duration::from_millis(302_000));
    assert_eq!(times(&app).left[0], at_three.left[0]);
}

/// "save and resume restore both clocks, paused": a game saved mid-move loads with both
/// clocks and the time spent on the move under way, paused until Resume; a move goes on.
#[test]
fn a_saved_game_resumes_with_both_clocks_paused() {
    let mut app = clocked("600 30/3");
    play_after(&mut app, 0, "d1-d3");
    play_after(&mut app, 0, "f4-d4");
    play_after(&mut app, 200, "a4-c4");
    frames(&mut app, 40);
    let before = clock(&app).clone();
    let data = std::env::temp_dir().join(format!("jikai-clocks-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).unwrap();
    let dir = DataDir(data.clone());
    let m = app.world().resource::<ActiveMatch>().0.boxed_clone();
    let record = GameRecord {
        clock: before.record(),
        ..GameRecord::of(m.as_ref())
    };
    // Jikai's record keeps the time spent on the move under way; the game text each move's.
    for (kind, thinking) in [("ron", before.thinking), ("txt", Duration::ZERO)] {
        let path = data.join(format!("game.{kind}"));
        record.save(&path).unwrap();
        let mut resumed = super::ecs::app("tafl", None);
        load_game(&mut resumed.world_mut().commands(), &path).unwrap();
        resumed.world_mut().flush();
        resumed.update();
        let after = clock(&resumed);
        assert_eq!(after.clock(), before.clock(), "{kind}");
        assert_eq!(after.thinking, thinking, "{kind}");
        assert!(after.paused, "{kind}: a resumed game starts paused");
        frames(&mut resumed, 10);
        assert_eq!(clock(&resumed).thinking, thinking, "{kind}: paused");
        resumed.world_mut().resource_mut::<GameClock>().paused = false;
        frames(&mut resumed, 10);
        assert_eq!(
            clock(&resumed).thinking,
            thinking + Duration::from_millis(500),
            "{kind}"
        );
    }
    // The Save of the menu keeps them too (a tafl game as OpenTafl's record).
    let saved = save_game(&dir, &record).unwrap();
    let (kept, _) = GameRecord::load(&saved).unwrap();
    assert_eq!(
        kept.clock.map(|c| c.move_ms),
        before.record().map(|c| c.move_ms)
    );
    let _ = std::fs::remove_dir_all(&data);
}
