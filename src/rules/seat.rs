//! Who plays a side: a person or the computer at a level. The app seats its players with it;
//! records and the game text keep it as one word or two (`human`, `computer club`).

use jikai_ai::Level;
use serde::{Deserialize, Serialize};

/// Who plays one side.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Seat {
    #[default]
    Human,
    Computer(Level),
}

impl Seat {
    /// `human`, or `computer` and the level's name (`computer club`).
    pub fn word(self) -> String {
        match self {
            Seat::Human => "human".into(),
            Seat::Computer(level) => format!("computer {}", level.name()),
        }
    }

    /// Reads what `word` writes.
    pub fn from_word(text: &str) -> Result<Seat, String> {
        if text == "human" {
            return Ok(Seat::Human);
        }
        text.strip_prefix("computer ")
            .and_then(Level::parse)
            .map(Seat::Computer)
            .ok_or_else(|| {
                format!("'{text}' is no seat (human, or computer and a level: computer club)")
            })
    }
}

impl From<Seat> for String {
    fn from(seat: Seat) -> String {
        seat.word()
    }
}

impl TryFrom<String> for Seat {
    type Error = String;
    fn try_from(text: String) -> Result<Seat, String> {
        Seat::from_word(&text)
    }
}
