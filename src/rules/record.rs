//! Game records: the game, its options, the start position and the moves in notation, as a
//! readable RON file. Replaying a record rebuilds the game exactly; a damaged or foreign file
//! is refused with a message that says what is wrong.

use super::{AnyMatch, Error, Outcome, open_match, play_line};
use crate::storage::write_atomically;
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub game: String,
    /// `key=value` options in force.
    pub options: Vec<(String, String)>,
    /// The start position string.
    pub start: String,
    /// The moves in the game's notation.
    pub moves: Vec<String>,
    /// The result in words, for people reading the file; replaying recomputes it.
    pub result: Option<String>,
}

/// The result in words: "The Attackers win: the king was captured", "Black wins: ...".
pub fn describe_outcome(m: &dyn AnyMatch, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            let side = super::SideName(m.side_name(winner));
            format!("{}: {}", side.with_verb("wins", "win"), reason.describe())
        }
        Outcome::Draw { reason } => format!("Draw: {}", reason.describe()),
    }
}

impl GameRecord {
    pub fn of(m: &dyn AnyMatch) -> GameRecord {
        GameRecord {
            game: m.game_id().to_string(),
            options: m.options(),
            start: m.start_string(),
            moves: m.history(),
            result: m.outcome().map(|o| describe_outcome(m, o)),
        }
    }

    pub fn to_text(&self) -> String {
        let config = ron::ser::PrettyConfig::new().struct_names(true);
        let body = ron::ser::to_string_pretty(self, config).expect("records serialize");
        format!("// Jikai game record\n{body}\n")
    }

    /// Reads a record (docs/records.md); text beyond [`RECORD_BYTES`] is refused unread.
    pub fn from_text(text: &str) -> Result<GameRecord, Error> {
        if text.len() > RECORD_BYTES {
            return Err(too_big());
        }
        ron::from_str(text).map_err(|e| Error::Record(format!("not a Jikai game record ({e})")))
    }

    /// Rebuilds the game by playing every move; names the first move that fails.
    pub fn replay(&self) -> Result<Box<dyn AnyMatch>, Error> {
        let mut m = open_match(&self.game, &self.options, Some(&self.start))?;
        play_line(m.as_mut(), &self.moves).map_err(Error::Record)?;
        Ok(m)
    }

    /// Reads and replays a record file.
    pub fn load(path: &Path) -> Result<(GameRecord, Box<dyn AnyMatch>), Error> {
        use std::io::Read;
        let mut bytes = Vec::new();
        std::fs::File::open(path)
            .and_then(|f| f.take(RECORD_BYTES as u64 + 1).read_to_end(&mut bytes))
            .map_err(|e| Error::Record(format!("cannot read {}: {e}", path.display())))?;
        if bytes.len() > RECORD_BYTES {
            return Err(too_big());
        }
        let text = String::from_utf8(bytes)
            .map_err(|_| Error::Record(format!("{} is not UTF-8 text", path.display())))?;
        let record = GameRecord::from_text(&text)?;
        let m = record.replay()?;
        Ok((record, m))
    }

    /// Writes the record to `path` without ever truncating a good file: the text goes to a
    /// temporary file beside it, which then replaces `path` in one rename.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        write_atomically(path, self.to_text().as_bytes())
    }
}

/// The largest record file read: 4 MiB, some 400,000 moves.
pub const RECORD_BYTES: usize = 4 << 20;

fn too_big() -> Error {
    Error::Record(format!(
        "not a Jikai game record: more than {RECORD_BYTES} bytes"
    ))
}
