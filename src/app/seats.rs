//! Who plays each side of the match: a person or the computer at a level, Master's thinking
//! time, the people's names, and the controls of a game between computers. The session, the computer players, input and the panels all
//! read it.

use super::caption::capitalised;
use crate::ai::Level;
pub use crate::rules::Seat;
use crate::rules::Side;
use bevy::prelude::*;
use std::time::Duration;

impl Seat {
    /// The choices offered in the new-game window (Random is only a yardstick).
    pub const CHOICES: [Seat; 6] = [
        Seat::Human,
        Seat::Computer(Level::Beginner),
        Seat::Computer(Level::Casual),
        Seat::Computer(Level::Club),
        Seat::Computer(Level::Expert),
        Seat::Computer(Level::Master),
    ];

    pub fn name(self) -> &'static str {
        match self {
            Seat::Human => "Human",
            Seat::Computer(level) => match level {
                Level::Random => "Computer: random",
                Level::Beginner => "Computer: Beginner",
                Level::Casual => "Computer: Casual",
                Level::Club => "Computer: Club",
                Level::Expert => "Computer: Expert",
                Level::Master => "Computer: Master",
            },
        }
    }
}

/// Each side's seat (by `Side::index`) and Master's thinking time.
#[derive(Resource, Copy, Clone, Debug)]
pub struct Seats {
    pub seats: [Seat; 2],
    pub master_time: Duration,
}

impl Default for Seats {
    fn default() -> Seats {
        Seats {
            seats: [Seat::Human; 2],
            master_time: Duration::from_secs(3),
        }
    }
}

impl Seats {
    /// The computer's level when it plays `side`.
    pub fn computer(&self, side: Side) -> Option<Level> {
        match self.seats[side.index()] {
            Seat::Computer(level) => Some(level),
            Seat::Human => None,
        }
    }
}

/// The people's names, by `Side::index` (empty: none given): from New game, kept in the
/// settings for the next hot-seat game, and in each game's record.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerNames(pub [String; 2]);

impl PlayerNames {
    /// Who plays `side` as a record names them: the person's name, or the computer's
    /// ("Jikai (Club)"); empty for a person without one.
    pub fn recorded(&self, seats: &Seats, side: Side) -> String {
        match seats.computer(side) {
            Some(level) => format!("Jikai ({})", capitalised(level.name())),
            None => self.0[side.index()].trim().to_string(),
        }
    }

    /// Both sides as a record names them, or none where neither has a name.
    pub fn record(&self, seats: &Seats) -> Option<[String; 2]> {
        let names = Side::BOTH.map(|side| self.recorded(seats, side));
        names.iter().any(|n| !n.is_empty()).then_some(names)
    }

    /// The names a record gives its people (its computers' are not people's names).
    pub fn from_record(players: &Option<[String; 2]>, seats: &Option<[Seat; 2]>) -> PlayerNames {
        let mut names = players.clone().unwrap_or_default();
        for side in Side::BOTH {
            if seats.is_some_and(|s| s[side.index()] != Seat::Human) {
                names[side.index()].clear();
            }
        }
        PlayerNames(names)
    }
}

/// Controls of games between computers (demonstrations): pause, one move at a time, a
/// length limit with adjudication, and playing on with a new game after each result.
#[derive(Resource, Clone, Debug, Default)]
pub struct Demo {
    pub paused: bool,
    /// One move wanted while paused.
    pub step: bool,
    /// Start the same game again a few seconds after a result.
    pub play_on: bool,
    /// Plies after which a game between computers is adjudicated (`None`: the game's
    /// `AnyMatch::adjudication_plies`).
    pub max_plies: Option<usize>,
}
