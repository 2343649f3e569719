//! A level being played: the game, the current step, and the answer to each move the player
//! offers. The app drives a level through this; `jikai levels --check` plays every level's
//! expected moves through the same code.

use super::explain::explain_illegal;
use super::level::{Aim, Level, Step, Task};
use crate::rules::{AnyMatch, Move, Outcome, Side, open_match};
use std::sync::Arc;

pub struct Walk {
    /// Shared by the walks the checker forks from one another.
    level: Arc<Level>,
    game: Box<dyn AnyMatch>,
    step: usize,
    /// Moves of the current goal's line played so far (the player's and the replies).
    on_line: usize,
}

/// The answer to a move the player offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The move was played; the level then played `replies` (in order, each read in the
    /// position the one before it left). `step_done`: the walk has gone on to the next step.
    Accepted { replies: Vec<Move>, step_done: bool },
    /// The move was not played: why, in words for the player.
    Rejected(String),
}

impl Clone for Walk {
    fn clone(&self) -> Walk {
        Walk {
            level: Arc::clone(&self.level),
            game: self.game.boxed_clone(),
            step: self.step,
            on_line: self.on_line,
        }
    }
}

impl Walk {
    /// Opens the level's game at its start position, on its first step.
    pub fn new(level: &Level) -> Result<Walk, String> {
        let options = level.option_pairs()?;
        let game = open_match(&level.game, &options, level.position.as_deref())
            .map_err(|e| e.to_string())?;
        Ok(Walk {
            level: Arc::new(level.clone()),
            game,
            step: 0,
            on_line: 0,
        })
    }

    pub fn level(&self) -> &Level {
        &self.level
    }

    /// The game as the level has played it so far.
    pub fn game(&self) -> &dyn AnyMatch {
        self.game.as_ref()
    }

    /// The index of the current step; the number of steps once the level is complete.
    pub fn step_index(&self) -> usize {
        self.step
    }

    /// The current step, or `None` once the level is complete.
    pub fn step(&self) -> Option<&Step> {
        self.level.steps.get(self.step)
    }

    pub fn is_complete(&self) -> bool {
        self.step >= self.level.steps.len()
    }

    /// Goes on from a step with nothing to play; false if the step asks for a move.
    pub fn read_on(&mut self) -> bool {
        let read = matches!(self.step().map(|s| &s.task), Some(Task::Read));
        if read {
            self.step += 1;
        }
        read
    }

    /// The move the level expects next, in notation: the first asked move of a `Play` step,
    /// or the next move of a goal's line. A "show me" button and the checker use it.
    pub fn expected(&self) -> Option<&str> {
        match &self.step()?.task {
            Task::Read => None,
            Task::Play(moves) => moves.first().map(String::as_str),
            Task::Goal(goal) => goal.line.get(self.on_line).map(String::as_str),
        }
    }

    /// Offers the player's move. An `Err` means the level itself is broken (a scripted reply
    /// that is not legal where it is played); the checker finds those before shipping.
    pub fn offer(&mut self, mv: Move) -> Result<Reply, String> {
        let Some(step) = self.level.steps.get(self.step).cloned() else {
            return Ok(Reply::Rejected("This level is complete.".into()));
        };
        if !self.game.legal_moves().contains(&mv) {
            return Ok(Reply::Rejected(explain_illegal(
                self.game.as_ref(),
                mv.from,
                mv.to,
            )));
        }
        let off_aim = || {
            step.wrong
                .clone()
                .unwrap_or_else(|| "That is a legal move, but not what this step asks.".into())
        };
        match &step.task {
            Task::Read => Ok(Reply::Rejected("Read this step first, then go on.".into())),
            Task::Play(asked) => {
                // A text that names no move here matches nothing (the checker reports it).
                let asked = asked
                    .iter()
                    .any(|text| self.game.parse_move(text) == Ok(mv));
                if !asked {
                    return Ok(Reply::Rejected(off_aim()));
                }
                self.play_asked(mv)
            }
            Task::Goal(goal) => {
                let goal = goal.clone();
                let player = self.game.side_to_move();
                let before = self.count(player.opponent(), &goal.aim);
                let follows = goal
                    .line
                    .get(self.on_line)
                    .is_some_and(|text| self.game.parse_move(text) == Ok(mv));
                self.play(mv)?;
                if self.reached(player, &goal.aim, before) {
                    self.step += 1;
                    self.on_line = 0;
                    return Ok(Reply::Accepted {
                        replies: Vec::new(),
                        step_done: true,
                    });
                }
                let reply = goal.line.get(self.on_line + 1);
                let moves_made = self.on_line / 2 + 1;
                match reply {
                    Some(reply) if follows && moves_made < goal.within as usize => {
                        let replies = self.play_all(std::slice::from_ref(reply))?;
                        self.on_line += 2;
                        Ok(Reply::Accepted {
                            replies,
                            step_done: false,
                        })
                    }
                    _ => {
                        self.game.undo();
                        Ok(Reply::Rejected(off_aim()))
                    }
                }
            }
        }
    }

    /// Plays `mv`, a move the current `Play` step asks for, and the step's replies, and goes
    /// on to the next step (the checker, which has read the asked moves, comes in here).
    pub(super) fn play_asked(&mut self, mv: Move) -> Result<Reply, String> {
        let level = Arc::clone(&self.level);
        self.play(mv)?;
        let replies = self.play_all(&level.steps[self.step].replies)?;
        self.step += 1;
        Ok(Reply::Accepted {
            replies,
            step_done: true,
        })
    }

    /// What the rest of the level can do from here depends on nothing else: the step, the
    /// place in a goal's line, the position, and how often each earlier position occurred
    /// (repetition). Two walks with the same key are one for the checker.
    pub(super) fn key(&self) -> (usize, usize, String, Vec<u64>) {
        let hashes = self.game.hashes();
        let mut earlier = hashes[..hashes.len() - 1].to_vec();
        earlier.sort_unstable();
        (
            self.step,
            self.on_line,
            self.game.position_string(),
            earlier,
        )
    }

    /// Offers a move written in the game's notation (the checker's way in).
    pub fn offer_text(&mut self, text: &str) -> Result<Reply, String> {
        let mv = self
            .game
            .parse_move(text)
            .map_err(|e| format!("'{text}' is not legal here ({e})"))?;
        self.offer(mv)
    }

    fn play(&mut self, mv: Move) -> Result<(), String> {
        self.game.play(mv).map(drop).map_err(|e| e.to_string())
    }

    fn play_all(&mut self, texts: &[String]) -> Result<Vec<Move>, String> {
        texts
            .iter()
            .map(|text| {
                let mv = self
                    .game
                    .parse_move(text)
                    .map_err(|e| format!("reply '{text}' is not legal here ({e})"))?;
                self.play(mv)?;
                Ok(mv)
            })
            .collect()
    }

    /// How many pieces of the aim's kind `side` has on the board (0 for other aims).
    fn count(&self, side: Side, aim: &Aim) -> usize {
        let Aim::Capture(kind) = aim else { return 0 };
        let g = self.game.geometry();
        g.squares()
            .filter_map(|s| self.game.piece_at(s))
            .filter(|p| p.side == side && p.kind == *kind)
            .count()
    }

    fn reached(&self, player: Side, aim: &Aim, before: usize) -> bool {
        match aim {
            Aim::Win => matches!(
                self.game.outcome(),
                Some(Outcome::Win { winner, .. }) if winner == player
            ),
            Aim::Capture(_) => self.count(player.opponent(), aim) < before,
            Aim::Reach(square) => self
                .game
                .geometry()
                .parse_square(square)
                .and_then(|s| self.game.piece_at(s))
                .is_some_and(|p| p.side == player),
        }
    }
}
