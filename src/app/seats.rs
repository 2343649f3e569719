//! Who plays each side of the match: a person or the computer at a level, and Master's
//! thinking time. The session, the computer players, input and the panels all read it.

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
