//! Computer players: who plays each side and how strongly, the search run on Bevy's async
//! compute pool so no frame waits for it, and its move sent as a `MoveRequested` like a
//! player's. A search whose position has gone (undo, a new game, a review) is stopped.
//! Games between two computers are demonstrations: pause, step, a length limit and play-on.
//! A person to move may ask for a hint: the same search at Expert, shown as an arrow.

use super::animation::Tweens;
use super::clocks::GameClock;
use super::marks::{ArrowKind, BoardArrows};
use super::pacing::{FrameDemand, SLOW};
use super::persistence::Notice;
use super::seats::{Demo, PlayerNames, Seats};
use super::session::{
    ActiveMatch, GameEnded, GameStatus, MatchStarted, MoveRequested, Review, SessionSystems,
    end_game, start_match,
};
use crate::ai::{Level, mix, share_of};
use crate::rules::{Move, Side, Square, open_match};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Seconds between a demonstration's result and the next game.
const PLAY_ON_DELAY: f32 = 4.0;

/// A hint for the person to move: asked for, then the move the computer suggests, until
/// the position changes.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub wanted: bool,
    pub shown: Option<Move>,
}

/// The level whose move a hint suggests: strong, and quick (32,000 nodes).
const HINT_LEVEL: Level = Level::Expert;

/// The seed of the computer players' choices (their slips and their variety among
/// nearly-best moves) in the current game. Each new game takes the next one, so two
/// demonstrations of the same pairing play different games; within a game a position's
/// choice depends only on the seed and the ply, so a move taken back is chosen again.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSeed(pub u64);

impl Default for GameSeed {
    /// The clock's nanoseconds: a different series of games every run.
    fn default() -> GameSeed {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        GameSeed(now.map_or(0, |d| d.as_nanos() as u64))
    }
}

impl GameSeed {
    /// The seed after this one (splitmix64's step): well mixed even from nearby clocks.
    fn next(self) -> GameSeed {
        GameSeed(mix(self.0.wrapping_add(0x9E37_79B9_7F4A_7C15)))
    }

    /// The seed of the choice at `ply`.
    fn at(self, ply: usize) -> u64 {
        mix(self.0 ^ ply as u64)
    }
}

fn next_game_seed(_: On<MatchStarted>, mut seed: ResMut<GameSeed>) {
    *seed = seed.next();
}

/// The search under way, if any, and the ply at which one failed: the computer does not
/// search that position again (it would fail again) until the game, the review or the
/// seats change.
#[derive(Resource, Default)]
pub struct Thinking(Option<Job>, Option<usize>);

struct Job {
    task: Task<Result<Option<Move>, String>>,
    stop: Arc<AtomicBool>,
    side: Side,
    /// Moves played when it started: its answer is for that position only.
    ply: usize,
    /// A hint for a person rather than a computer player's move.
    hint: bool,
}

impl Thinking {
    /// The side whose computer player is thinking (not a hint being worked out).
    pub fn side(&self) -> Option<Side> {
        self.0.as_ref().filter(|job| !job.hint).map(|job| job.side)
    }

    /// Whether a search is under way, a computer player's or a hint's.
    pub fn busy(&self) -> bool {
        self.0.is_some()
    }

    /// Whether a hint is being worked out.
    pub fn hinting(&self) -> bool {
        self.0.as_ref().is_some_and(|job| job.hint)
    }

    /// Stops the search under way and forgets a failed one: the game, the review or the
    /// seats have changed.
    fn cancel(&mut self) {
        if let Some(job) = self.0.take() {
            job.stop.store(true, Ordering::Relaxed);
        }
        self.1 = None;
    }
}

pub struct ComputerPlugin;

impl Plugin for ComputerPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Seats>()
            .init_resource::<PlayerNames>()
            .init_resource::<Thinking>()
            .init_resource::<Demo>()
            .init_resource::<Hint>()
            .init_resource::<GameSeed>()
            // Where a failed search is told (the persistence plugin's too, where it runs).
            .init_resource::<Notice>()
            .add_observer(next_game_seed)
            .add_systems(
                Update,
                collect_move
                    .run_if(|t: Res<Thinking>| t.0.is_some())
                    .before(SessionSystems),
            )
            .add_systems(
                Update,
                (
                    cancel_stale.run_if(
                        resource_exists_and_changed::<ActiveMatch>
                            .or_eager(resource_changed::<Review>)
                            .or_eager(resource_changed::<Seats>),
                    ),
                    start_thinking.run_if(resource_exists::<ActiveMatch>),
                    (adjudicate_long_games, play_on).run_if(resource_exists::<ActiveMatch>),
                    show_hint.run_if(resource_changed::<Hint>),
                    keep_waiting,
                )
                    .chain()
                    .after(SessionSystems),
            );
    }
}

/// Starts a search when a computer player is to move in the live game (already while the
/// last move is still being animated), or when the person to move asked for a hint.
fn start_thinking(
    (active, seed, clock): (Res<ActiveMatch>, Res<GameSeed>, Res<GameClock>),
    seats: Res<Seats>,
    status: Res<GameStatus>,
    review: Res<Review>,
    mut demo: ResMut<Demo>,
    mut hint: ResMut<Hint>,
    mut thinking: ResMut<Thinking>,
) {
    let m = &active.0;
    let failed_here = thinking.1 == Some(m.history().len());
    if thinking.0.is_some() || failed_here || status.ended.is_some() || review.0.is_some() {
        return;
    }
    let side = m.side_to_move();
    let (level, for_hint) = match seats.computer(side) {
        Some(level) => (level, false),
        None if hint.wanted && hint.shown.is_none() => (HINT_LEVEL, true),
        None => return,
    };
    if for_hint {
        hint.wanted = false;
    } else if clock.paused {
        // A paused clock waits for the player's Resume.
        return;
    } else if demo.paused {
        if !demo.step {
            return;
        }
        demo.step = false;
    }
    let ply = m.history().len();
    let stop = Arc::new(AtomicBool::new(false));
    let movetime = (level == Level::Master).then_some(seats.master_time);
    // On a clock, the computer spends its share of it as an engine would.
    let budget = (!for_hint)
        .then(|| clock.clock().map(|c| share_of(c, side)))
        .flatten();
    let job = m.think(level, movetime, budget, seed.at(ply), stop.clone());
    let task = AsyncComputeTaskPool::get().spawn(async move { job() });
    thinking.0 = Some(Job {
        task,
        stop,
        side,
        ply,
        hint: for_hint,
    });
}

/// Sends the finished search's move once the board is still, if the game is still where the
/// search began and not over; a hint's move is shown instead.
fn collect_move(
    mut thinking: ResMut<Thinking>,
    active: Option<Res<ActiveMatch>>,
    status: Res<GameStatus>,
    tweens: Query<(), With<Tweens>>,
    mut requests: MessageWriter<MoveRequested>,
    mut hint: ResMut<Hint>,
    mut notice: ResMut<Notice>,
) {
    if !tweens.is_empty() {
        return;
    }
    let Some(job) = thinking.0.as_mut() else {
        return;
    };
    let Some(answer) = check_ready(&mut job.task) else {
        return;
    };
    let (ply, for_hint) = (job.ply, job.hint);
    let answer = answer.unwrap_or_else(|failed| {
        error!("{failed}");
        notice.0 = Some(format!(
            "The computer's {}: take over its seat, or undo a move.",
            failed.trim_start_matches("the ")
        ));
        thinking.1 = Some(ply);
        None
    });
    let current = active.is_some_and(|a| a.0.history().len() == ply);
    if let (true, None, Some(mv)) = (current, &status.ended, answer) {
        if for_hint {
            hint.shown = Some(mv);
        } else {
            requests.write(MoveRequested(mv));
        }
    }
    thinking.0 = None;
}

/// Stops the search when the game, the review or the seats change under it (its own move
/// was collected before the game changed, so nothing else is lost); a hint shown is for a
/// position that has gone.
fn cancel_stale(mut thinking: ResMut<Thinking>, mut hint: ResMut<Hint>) {
    thinking.cancel();
    hint.set_if_neq(Hint::default());
}

/// Draws the hint's arrow, or takes it away (a drop from the hand is only named in the
/// panel: it has no square to start from).
fn show_hint(hint: Res<Hint>, mut arrows: ResMut<BoardArrows>) {
    let shown = hint.shown.filter(|mv| mv.from != Square::NONE);
    let wanted = arrows.with(ArrowKind::Hint, shown.map(|mv| (mv.from, mv.to)));
    arrows.set_if_neq(wanted);
}

/// Ends a game between computers that reaches the length limit, judged on the position.
fn adjudicate_long_games(
    active: Res<ActiveMatch>,
    seats: Res<Seats>,
    demo: Res<Demo>,
    mut status: ResMut<GameStatus>,
    mut ended: MessageWriter<GameEnded>,
) {
    let computers = Side::BOTH.iter().all(|&s| seats.computer(s).is_some());
    if !computers || status.ended.is_some() || !active.is_changed() {
        return;
    }
    let m = active.0.as_ref();
    let max_plies = demo.max_plies.unwrap_or_else(|| m.adjudication_plies());
    if m.history().len() >= max_plies {
        end_game(m, m.adjudicate(), &mut status, &mut ended);
    }
}

/// Frames while a search runs (its answer is looked for each frame) and while a finished
/// demonstration waits to play on.
fn keep_waiting(
    thinking: Res<Thinking>,
    seats: Res<Seats>,
    demo: Res<Demo>,
    status: Res<GameStatus>,
    mut demand: ResMut<FrameDemand>,
) {
    let computers = Side::BOTH.iter().all(|&s| seats.computer(s).is_some());
    if thinking.0.is_some() || (computers && demo.play_on && status.ended.is_some()) {
        demand.within(SLOW);
    }
}

/// After a demonstration's result, starts the same game again.
fn play_on(
    mut commands: Commands,
    (active, clock): (Res<ActiveMatch>, Res<GameClock>),
    seats: Res<Seats>,
    demo: Res<Demo>,
    status: Res<GameStatus>,
    time: Res<Time>,
    mut waited: Local<f32>,
) {
    let computers = Side::BOTH.iter().all(|&s| seats.computer(s).is_some());
    if !(computers && demo.play_on && status.ended.is_some()) {
        *waited = 0.0;
        return;
    }
    *waited += time.delta_secs();
    if *waited >= PLAY_ON_DELAY {
        *waited = 0.0;
        let m = active.0.as_ref();
        if let Ok(next) = open_match(m.game_id(), &m.options(), Some(&m.start_string())) {
            start_match(&mut commands, next);
            if let Some(control) = clock.control() {
                commands.insert_resource(GameClock::new(control));
            }
        }
    }
}
