//! A tutorial level being played on the board. The level's `Walk` is the referee: every move
//! the player asks for (clicks, keys, the chooser, "Show me") is offered to it before it
//! reaches the game. An accepted move is played and animated as usual and the level's
//! replies follow once the board is still; a refused move changes nothing and its reason is
//! shown, except a goal's move off the line, which is played and then taken back.

use super::library::Levels;
use super::progress::Progress;
use crate::app::animation::Tweens;
use crate::app::marks::{ArrowKind, BoardArrows, Highlights};
use crate::app::pacing::{FrameDemand, SMOOTH};
use crate::app::persistence::{DataDir, Notice, ResumeOffer};
use crate::app::seats::{Seat, Seats};
use crate::app::session::{
    ActiveMatch, BoardReset, GameStatus, HistoryRequest, MatchStarted, MovePlayed, MoveRequested,
    Review, play_move, start_match,
};
use crate::rules::{AnyMatch, GameRecord, Move};
use crate::tutorial::{Level, Reply, Task, Walk};
use bevy::prelude::*;
use std::collections::VecDeque;

/// The level in play. Removed when a match starts (`end_lesson`), so any other game ends it.
#[derive(Resource)]
pub struct Lesson {
    pub id: String,
    pub walk: Walk,
    /// The level's replies still to play, each once the board is still.
    replies: VecDeque<Move>,
    /// A goal move off the line, taken back once it has been seen.
    take_back: bool,
    /// How many of the step's hints are shown.
    pub hints: usize,
    /// Why the last move was refused.
    pub refusal: Option<String>,
    /// The game that was open before the first level, and who played it: Leave level goes
    /// back to it as it was.
    pub left: Option<(Box<dyn AnyMatch>, Seats)>,
}

impl Lesson {
    /// The level opened at step `step` (counted from 0), the steps before it played through
    /// with their expected moves; with the game as it then stands.
    pub fn open(
        id: &str,
        level: &Level,
        step: usize,
    ) -> Result<(Lesson, Box<dyn AnyMatch>), String> {
        if step >= level.steps.len() {
            return Err(format!("{id} has {} steps", level.steps.len()));
        }
        let mut walk = Walk::new(level)?;
        while walk.step_index() < step {
            if !walk.read_on() {
                let expected = walk.expected().unwrap_or_default().to_string();
                if let Reply::Rejected(why) = walk.offer_text(&expected)? {
                    return Err(format!("{id}: {expected} is refused: {why}"));
                }
            }
        }
        let game = GameRecord::of(walk.game())
            .replay()
            .map_err(|e| e.to_string())?;
        let lesson = Lesson {
            id: id.to_string(),
            walk,
            replies: VecDeque::new(),
            take_back: false,
            hints: 0,
            refusal: None,
            left: None,
        };
        Ok((lesson, game))
    }

    /// Whether the level's own moves (replies, a take-back) are still to come: the player's
    /// requests wait for them.
    pub fn busy(&self) -> bool {
        !self.replies.is_empty() || self.take_back
    }

    /// Done with every step, and the level's last replies played.
    pub fn finished(&self) -> bool {
        self.walk.is_complete() && !self.busy()
    }

    /// Goes on from a step with nothing to play.
    pub fn read_on(&mut self) {
        if self.walk.read_on() {
            self.hints = 0;
            self.refusal = None;
        }
    }
}

/// Open a level (by id) at a step (from 0): from the level select, "Next level", "Restart",
/// or `jikai screenshot --level`.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct OpenLevel {
    pub id: String,
    pub step: usize,
}

/// Opens the asked level as the game in play: its game, options and position, both sides
/// played by the person at the board.
#[allow(clippy::too_many_arguments)]
pub fn open_levels(
    mut commands: Commands,
    mut open: MessageReader<OpenLevel>,
    levels: Option<Res<Levels>>,
    mut seats: ResMut<Seats>,
    mut notice: ResMut<Notice>,
    resume: Option<ResMut<ResumeOffer>>,
    active: Option<Res<ActiveMatch>>,
    mut before: Option<ResMut<Lesson>>,
) {
    let Some(OpenLevel { id, step }) = open.read().last().cloned() else {
        return;
    };
    let opened = match levels.as_ref().and_then(|l| l.get(&id)) {
        None => Err(format!("no tutorial level {id}")),
        Some(entry) => match &entry.level {
            Err(e) => Err(e.to_string()),
            Ok(level) => Lesson::open(&id, level, step),
        },
    };
    match opened {
        Ok((mut lesson, game)) => {
            // The game open before the first of these levels is kept for Leave level.
            lesson.left = match before.as_mut() {
                Some(previous) => previous.left.take(),
                None => active.map(|a| (a.0.boxed_clone(), *seats)),
            };
            start_match(&mut commands, game);
            commands.insert_resource(lesson);
            seats.seats = [Seat::Human; 2];
            notice.0 = None;
            // Resuming would leave the level just chosen; the autosave stays for next time.
            if let Some(mut resume) = resume {
                resume.0 = None;
            }
        }
        Err(e) => notice.0 = Some(e),
    }
}

/// Offers the player's requested moves to the level before they are played (it takes them
/// all, so the session's own handling never sees them): one accepted move is played and its
/// replies queued; a refused one is explained.
pub fn referee_requests(
    mut requests: ResMut<Messages<MoveRequested>>,
    mut lesson: ResMut<Lesson>,
    mut active: ResMut<ActiveMatch>,
    mut review: ResMut<Review>,
    mut status: ResMut<GameStatus>,
    mut played: MessageWriter<MovePlayed>,
) {
    let asked: Vec<Move> = requests.drain().map(|r| r.0).collect();
    let Some(&mv) = asked.first() else { return };
    if lesson.busy() {
        return;
    }
    let lesson = &mut *lesson;
    let in_goal = matches!(lesson.walk.step().map(|s| &s.task), Some(Task::Goal(_)));
    let legal = active.0.legal_moves().contains(&mv);
    match lesson.walk.offer(mv) {
        Ok(Reply::Accepted { replies, step_done }) => {
            play_move(&mut active, mv, &mut review, &mut status, &mut played);
            lesson.replies = replies.into();
            lesson.refusal = None;
            if step_done {
                lesson.hints = 0;
            }
        }
        Ok(Reply::Rejected(why)) => {
            // Off a goal's line: the move is shown, then taken back.
            if in_goal && legal {
                play_move(&mut active, mv, &mut review, &mut status, &mut played);
                lesson.take_back = true;
            }
            lesson.refusal = Some(why);
        }
        Err(broken) => lesson.refusal = Some(format!("This level is broken: {broken}")),
    }
}

/// Plays the level's next reply, or takes back a move off a goal's line, once the board is
/// still.
pub fn level_moves(
    mut lesson: ResMut<Lesson>,
    mut active: ResMut<ActiveMatch>,
    mut review: ResMut<Review>,
    mut status: ResMut<GameStatus>,
    mut played: MessageWriter<MovePlayed>,
    mut reset: MessageWriter<BoardReset>,
    tweens: Query<(), With<Tweens>>,
) {
    if !lesson.busy() || !tweens.is_empty() {
        return;
    }
    if lesson.take_back {
        lesson.take_back = false;
        active.0.undo();
        reset.write(BoardReset);
    } else if let Some(reply) = lesson.replies.pop_front() {
        play_move(&mut active, reply, &mut review, &mut status, &mut played);
    }
}

/// Frames while the level's own moves are still to come (each waits for the board to be
/// still).
pub fn keep_drawing(lesson: Res<Lesson>, mut demand: ResMut<FrameDemand>) {
    if lesson.busy() {
        demand.within(SMOOTH);
    }
}

/// Undo and redo would leave the level's walk behind the board: in a level they are refused
/// (Restart goes back to the start).
pub fn refuse_history(mut history: ResMut<Messages<HistoryRequest>>, mut lesson: ResMut<Lesson>) {
    if history.drain().next().is_some() {
        lesson.refusal = Some("Undo is off in a lesson: use Restart to begin again.".into());
    }
}

/// Records a finished level in the progress file.
pub fn record_completion(
    lesson: Res<Lesson>,
    mut progress: ResMut<Progress>,
    dir: Res<DataDir>,
    mut notice: ResMut<Notice>,
) {
    if !lesson.finished() || progress.completed.contains(&lesson.id) {
        return;
    }
    progress.completed.insert(lesson.id.clone());
    if let Err(e) = progress.save(&Progress::file(&dir)) {
        notice.0 = Some(format!("The tutorial progress could not be saved: {e}."));
    }
}

/// Shows the current step's highlighted squares and arrows (none without a level).
pub fn show_step(
    lesson: Option<Res<Lesson>>,
    active: Option<Res<ActiveMatch>>,
    mut highlights: ResMut<Highlights>,
    mut arrows: ResMut<BoardArrows>,
) {
    let step = lesson.as_ref().and_then(|l| l.walk.step());
    let (squares, pairs) = match (step, &active) {
        (Some(step), Some(active)) => {
            let g = active.0.geometry();
            let squares = step
                .highlight
                .iter()
                .filter_map(|s| g.parse_square(s))
                .collect();
            let pairs: Vec<_> = step
                .arrows
                .iter()
                .filter_map(|(a, b)| Some((g.parse_square(a)?, g.parse_square(b)?)))
                .collect();
            (squares, pairs)
        }
        _ => (Vec::new(), Vec::new()),
    };
    highlights.set_if_neq(Highlights(squares));
    let wanted = arrows.with(ArrowKind::Lesson, pairs);
    arrows.set_if_neq(wanted);
}

/// A new match ends the level in play; a level's own match is installed before its lesson.
pub fn end_lesson(_: On<MatchStarted>, mut commands: Commands) {
    commands.remove_resource::<Lesson>();
}
