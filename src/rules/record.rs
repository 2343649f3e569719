//! Game records: the game, its options, the start position and the moves in notation, as a
//! readable RON file. Replaying a record rebuilds the game exactly; a damaged or foreign file
//! is refused with a message that says what is wrong.

use super::jetan::{self, Jetan};
use super::{
    AnyMatch, Error, Game, GameOptions, Outcome, POSITION_VERSION, Seat, TimeControl, game_text,
    open_match, otg, play_line, upgrade_position,
};
use crate::storage::write_atomically;
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// The version of the position string in `start` ([`POSITION_VERSION`]); absent in
    /// records written before tafl's board was turned rank 1 first, which `from_text` reads
    /// as they were meant.
    #[serde(default)]
    pub version: u32,
    pub game: String,
    /// `key=value` options in force.
    pub options: Vec<(String, String)>,
    /// The start position string.
    pub start: String,
    /// The moves in the game's notation.
    pub moves: Vec<String>,
    /// The result in words, for people reading the file; replaying recomputes it.
    pub result: Option<String>,
    /// A result the rules had not reached when the game stopped: a resignation, an
    /// agreement, a time loss.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Outcome>,
    /// The players' names, South's (tafl's attackers) first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<[String; 2]>,
    /// Who played each side, South's first: a person or the computer at a level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<[Seat; 2]>,
    /// The clocks, when the game was played on them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<RecordedClock>,
}

/// A game's clocks as its record keeps them: the time control and what each move took, from
/// which the clocks at every move are charged again (`Clock::replayed`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedClock {
    /// The time control as `TimeControl::text` writes it: `300+3`, `5/move`, `600 30/3`.
    pub control: String,
    /// Each move's time in milliseconds, in the order of `moves`.
    pub move_ms: Vec<u64>,
    /// What the side to move had spent on its move when the game was saved.
    #[serde(default)]
    pub thinking_ms: u64,
}

impl RecordedClock {
    /// The time control, read back.
    pub fn control(&self) -> Result<TimeControl, Error> {
        TimeControl::parse(&self.control)
    }
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
            version: POSITION_VERSION,
            game: m.game_id().to_string(),
            options: m.options(),
            start: m.start_string(),
            moves: m.history(),
            result: m.outcome().map(|o| describe_outcome(m, o)),
            ended: None,
            players: None,
            seats: None,
            clock: None,
        }
    }

    /// The record of a game that ended without the rules ending it (a resignation, an
    /// agreement), or with a result the rules reached.
    pub fn ended(m: &dyn AnyMatch, ended: Option<Outcome>) -> GameRecord {
        let mut record = GameRecord::of(m);
        if record.result.is_none() && ended.is_some() {
            record.ended = ended;
            record.result = ended.map(|o| describe_outcome(m, o));
        }
        record
    }

    pub fn to_text(&self) -> String {
        let config = ron::ser::PrettyConfig::new().struct_names(true);
        let body = ron::ser::to_string_pretty(self, config).expect("records serialize");
        format!("// Jikai game record\n{body}\n")
    }

    /// Reads a record (docs/records.md): Jikai's RON record, the game text (a tag `[Game
    /// "..."]` first; its moves are replayed), a Jetan record as seed 002 lays it out (its
    /// first line `Black | Orange`) or OpenTafl's (tags in brackets, a rules tag); text
    /// beyond [`RECORD_BYTES`] is refused unread.
    pub fn from_text(text: &str) -> Result<GameRecord, Error> {
        if text.len() > RECORD_BYTES {
            return Err(too_big());
        }
        let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        if first.trim_start().starts_with("Black") && first.contains('|') {
            return GameRecord::from_jetan_text(text);
        }
        if game_text::is_game_text(text) {
            return game_text::read(text);
        }
        if otg::is_otg(text) {
            return Ok(otg::read(text)?.0);
        }
        let record: GameRecord = ron::from_str(text)
            .map_err(|e| Error::Record(format!("not a Jikai game record ({e})")))?;
        Ok(GameRecord {
            start: upgrade_position(&record.game, record.version, &record.start),
            version: POSITION_VERSION,
            ..record
        })
    }

    /// Rebuilds the game by playing every move; names the first move that fails.
    pub fn replay(&self) -> Result<Box<dyn AnyMatch>, Error> {
        let mut m = open_match(&self.game, &self.options, Some(&self.start))?;
        play_line(m.as_mut(), &self.moves).map_err(Error::Record)?;
        Ok(m)
    }

    /// Reads and replays a record file.
    pub fn load(path: &Path) -> Result<(GameRecord, Box<dyn AnyMatch>), Error> {
        let record = GameRecord::from_text(&GameRecord::read_file(path)?)?;
        let m = record.replay()?;
        Ok((record, m))
    }

    /// The text of a record file, refused beyond [`RECORD_BYTES`] without being held whole.
    pub fn read_file(path: &Path) -> Result<String, Error> {
        use std::io::Read;
        let mut bytes = Vec::new();
        std::fs::File::open(path)
            .and_then(|f| f.take(RECORD_BYTES as u64 + 1).read_to_end(&mut bytes))
            .map_err(|e| Error::Record(format!("cannot read {}: {e}", path.display())))?;
        if bytes.len() > RECORD_BYTES {
            return Err(too_big());
        }
        String::from_utf8(bytes)
            .map_err(|_| Error::Record(format!("{} is not UTF-8 text", path.display())))
    }

    /// Writes the record to `path` without ever truncating a good file: the text goes to a
    /// temporary file beside it, which then replaces `path` in one rename. A `.txt` file
    /// gets the game text (`game_text::write`), an `.otg` file of a tafl game OpenTafl's
    /// record (`otg::write`), any other file the RON record.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = match path.extension().and_then(|e| e.to_str()) {
            Some("txt") => game_text::write(self).map_err(std::io::Error::other)?,
            Some("otg") => otg::write(self).map_err(std::io::Error::other)?,
            _ => self.to_text(),
        };
        write_atomically(path, text.as_bytes())
    }

    /// The record as a player copies it (the app's Copy): the game text, which `from_text`
    /// reads; the RON record of one whose moves do not replay.
    pub fn shared_text(&self) -> String {
        game_text::write(self).unwrap_or_else(|_| self.to_text())
    }

    /// Reads seed 002's Jetan record: the options from its header, the start of its setup.
    fn from_jetan_text(text: &str) -> Result<GameRecord, Error> {
        let (options, moves) = jetan::read_record_text(text)?;
        let game = Jetan::new(options.clone());
        Ok(GameRecord {
            version: POSITION_VERSION,
            game: "jetan".into(),
            options: options
                .table()
                .into_iter()
                .map(|o| (o.key.to_string(), o.current))
                .collect(),
            start: game.format_position(&game.start()),
            moves,
            result: None,
            ended: None,
            players: None,
            seats: None,
            clock: None,
        })
    }
}

/// The largest record file read: 4 MiB, some 400,000 moves.
pub const RECORD_BYTES: usize = 4 << 20;

fn too_big() -> Error {
    Error::Record(format!(
        "not a Jikai game record: more than {RECORD_BYTES} bytes"
    ))
}
