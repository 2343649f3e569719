//! The game's clocks in the window. The rules core does the arithmetic (`rules::Clock`); this
//! measures: the side to move's time runs in real time while the board is still (not during
//! a move's animation, not while paused, not while the computer to move waits for a review
//! to end), each move is charged what it took, and a flag ends the game. The clocks at any
//! ply are charged again from the moves' times, so Undo, Redo, a save and a resume all put
//! both clocks back exactly.

use super::animation::Tweens;
use super::pacing::FrameDemand;
use super::seats::{Demo, Seats};
use super::session::{
    ActiveMatch, GameEnded, GameStatus, HistoryRequest, MatchStarted, Review, SessionSystems,
    end_game,
};
use crate::rules::{AnyMatch, Clock, Error, GameRecord, RecordedClock, Side, TimeControl};
use bevy::prelude::*;
use std::time::Duration;

/// A move on the clock: its notation (a redo is known by it), who made it and what it took.
#[derive(Clone, Debug, PartialEq, Eq)]
struct TimedPly {
    notation: String,
    side: Side,
    spent: Duration,
}

/// The clocks of the game in progress; without a time control, none.
#[derive(Resource, Clone, Debug, Default)]
pub struct GameClock {
    control: Option<TimeControl>,
    /// Every move timed, those undone included while they may be redone.
    plies: Vec<TimedPly>,
    /// How many of `plies` are on the board.
    played: usize,
    /// Both clocks after the moves on the board.
    clock: Option<Clock>,
    /// What the side to move has spent on its move so far.
    pub thinking: Duration,
    /// Stopped by a player (hot seat, demonstrations) or by a resume: no time runs and the
    /// computer does not start thinking. A move played goes on.
    pub paused: bool,
}

impl GameClock {
    /// Fresh clocks at `control` for a game at its start.
    pub fn new(control: TimeControl) -> GameClock {
        GameClock {
            control: Some(control),
            clock: Some(Clock::new(control)),
            ..GameClock::default()
        }
    }

    /// The clocks a record kept for its game `m`, paused: a resumed game waits for its player.
    pub fn from_record(record: &GameRecord, m: &dyn AnyMatch) -> Result<GameClock, Error> {
        let Some(kept) = &record.clock else {
            return Ok(GameClock::default());
        };
        let control = kept.control()?;
        let history = m.history();
        if kept.move_ms.len() != history.len() {
            return Err(Error::Record(format!(
                "the clock has {} move times for {} moves",
                kept.move_ms.len(),
                history.len()
            )));
        }
        let plies = history
            .into_iter()
            .zip(movers(m))
            .zip(&kept.move_ms)
            .map(|((notation, side), &ms)| TimedPly {
                notation,
                side,
                spent: Duration::from_millis(ms),
            })
            .collect();
        let mut clock = GameClock {
            control: Some(control),
            plies,
            thinking: Duration::from_millis(kept.thinking_ms),
            paused: true,
            ..GameClock::default()
        };
        clock.played = clock.plies.len();
        clock.recharge();
        Ok(clock)
    }

    /// What a record keeps of the clocks.
    pub fn record(&self) -> Option<RecordedClock> {
        let control = self.control?;
        Some(RecordedClock {
            control: control.text(),
            move_ms: self.plies[..self.played]
                .iter()
                .map(|p| p.spent.as_millis() as u64)
                .collect(),
            thinking_ms: self.thinking.as_millis() as u64,
        })
    }

    pub fn control(&self) -> Option<TimeControl> {
        self.control
    }

    /// Both clocks after the moves on the board.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// What `side`'s clock shows now: its main time or current period, and periods left.
    pub fn showing(&self, side: Side, to_move: Side) -> Option<(Duration, u32)> {
        let spent = if side == to_move {
            self.thinking
        } else {
            Duration::ZERO
        };
        Some(self.clock.as_ref()?.showing(side, spent))
    }

    /// Charges both clocks again from the moves on the board; a flag on the way leaves the
    /// clock as it fell.
    fn recharge(&mut self) {
        let Some(control) = self.control else { return };
        let plies = self.plies[..self.played].iter().map(|p| (p.side, p.spent));
        let mut clock = Clock::new(control);
        for (side, spent) in plies {
            if clock.charge(side, spent).is_err() {
                break;
            }
        }
        self.clock = Some(clock);
    }

    /// Follows the match's moves: a new move is charged what the mover spent; an undo or a
    /// redo (`redone`: the move undone played again by Redo, not by hand) puts the clocks
    /// where they stood at that move.
    fn follow(&mut self, m: &dyn AnyMatch, redone: bool) {
        let history = m.history();
        let same = self
            .plies
            .iter()
            .zip(&history)
            .take_while(|(p, n)| p.notation == **n)
            .count();
        if history.len() == self.played + 1 && same >= self.played && !redone {
            // A new move, played on the board as it is.
            let mover = *movers(m).last().expect("a move was played");
            self.plies.truncate(self.played);
            self.plies.push(TimedPly {
                notation: history[self.played].clone(),
                side: mover,
                spent: self.thinking,
            });
            self.played += 1;
            self.thinking = Duration::ZERO;
            self.paused = false;
            if let (Some(clock), Some(p)) = (self.clock.as_mut(), self.plies.last()) {
                // A move made as the flag fell: the flag is told by `run_clock`.
                let _ = clock.charge(p.side, p.spent);
            }
        } else if history.len() != self.played {
            // Undo, redo, or a game replaced: the moves that still match keep their times.
            if same < history.len() {
                self.plies.truncate(same);
                let new = movers(m).into_iter().zip(&history).skip(same);
                self.plies.extend(new.map(|(side, notation)| TimedPly {
                    notation: notation.clone(),
                    side,
                    spent: Duration::ZERO,
                }));
            }
            self.played = history.len();
            self.thinking = Duration::ZERO;
            self.recharge();
        }
    }
}

/// The side that made each move of `m`'s history.
fn movers(m: &dyn AnyMatch) -> Vec<Side> {
    let mut back = m.boxed_clone();
    let mut sides = Vec::new();
    while back.undo().is_some() {
        sides.push(back.side_to_move());
    }
    sides.reverse();
    sides
}

pub struct ClockPlugin;

impl Plugin for ClockPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<GameClock>()
            .add_systems(
                Update,
                run_clock
                    .before(SessionSystems)
                    .run_if(resource_exists::<ActiveMatch>),
            )
            .add_systems(
                Update,
                follow_match
                    .in_set(ClockSystems)
                    .after(SessionSystems)
                    .run_if(resource_exists_and_changed::<ActiveMatch>),
            )
            .add_observer(no_clock_for_a_new_match);
    }
}

/// The systems that charge the clocks for the moves played; a save comes after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ClockSystems;

/// A new match has no clock until its starter gives it one (New game, a load, a
/// demonstration playing on), after `start_match`.
fn no_clock_for_a_new_match(_: On<MatchStarted>, mut clock: ResMut<GameClock>) {
    *clock = GameClock::default();
}

/// How often the window redraws while a clock runs: its tenths show under 10 s.
const TICK: Duration = Duration::from_millis(100);

/// Runs the side to move's clock, in real time (a slow frame is not lost), and ends the game
/// when its flag falls.
#[allow(clippy::too_many_arguments)]
fn run_clock(
    active: Res<ActiveMatch>,
    time: Res<Time<Real>>,
    mut clock: ResMut<GameClock>,
    (seats, demo, review): (Res<Seats>, Res<Demo>, Res<Review>),
    tweens: Query<(), With<Tweens>>,
    mut status: ResMut<GameStatus>,
    mut ended: MessageWriter<GameEnded>,
    mut demand: ResMut<FrameDemand>,
) {
    let m = active.0.as_ref();
    let side = m.side_to_move();
    let stopped = clock.control.is_none()
        || clock.paused
        || status.ended.is_some()
        // A paused demonstration (or a still picture) holds the computers' clocks.
        || (demo.paused && seats.computer(side).is_some())
        || !tweens.is_empty()
        // The computer does not think while a past position is shown.
        || (review.0.is_some() && seats.computer(side).is_some());
    if stopped {
        return;
    }
    clock.thinking += time.delta();
    demand.within(TICK);
    let until_flag = clock
        .clock
        .as_ref()
        .and_then(|c| c.until_flag(side, clock.thinking));
    if until_flag.is_some_and(|left| left.is_zero()) {
        let spent = clock.thinking;
        if let Some(c) = clock.clock.as_mut() {
            let _ = c.charge(side, spent);
        }
        end_game(m, m.flag_outcome(side), &mut status, &mut ended);
    }
}

fn follow_match(
    active: Res<ActiveMatch>,
    mut history: MessageReader<HistoryRequest>,
    mut clock: ResMut<GameClock>,
) {
    let redone = history.read().any(|r| *r == HistoryRequest::Redo);
    if clock.control.is_some() {
        clock.follow(active.0.as_ref(), redone);
    }
}
