//! The level format (RON, serde): what a level file holds, and reading one.

use crate::rules::{POSITION_VERSION, one_line, upgrade_position};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// One tutorial level: a game with its options, a start position and ordered steps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// The version of `position`'s string (`rules::POSITION_VERSION`); absent in levels
    /// written before tafl's board was turned rank 1 first, which `parse` reads as meant.
    #[serde(default)]
    pub version: u32,
    pub title: String,
    /// A game id, as on the command line (`tafl`, `jikaida`, `pastang`...).
    pub game: String,
    /// Options as `key=value`, over the game's defaults.
    #[serde(default)]
    pub options: Vec<String>,
    /// A position string of the game; the start position when left out.
    #[serde(default)]
    pub position: Option<String>,
    pub steps: Vec<Step>,
    /// Shown when the last step is done.
    pub complete: String,
}

/// One step: narration, what to show on the board, and what the player is asked to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub text: String,
    /// Squares to highlight, in the game's square notation.
    #[serde(default)]
    pub highlight: Vec<String>,
    /// Arrows from one square to another.
    #[serde(default)]
    pub arrows: Vec<(String, String)>,
    #[serde(default)]
    pub task: Task,
    /// Moves the level plays for the other side once the player's move is accepted (for a
    /// `Play` task; a `Goal` carries its replies in its line).
    #[serde(default)]
    pub replies: Vec<String>,
    /// Hints, shown one at a time when the player asks.
    #[serde(default)]
    pub hints: Vec<String>,
    /// Why a legal move other than the asked ones misses this step's aim.
    #[serde(default)]
    pub wrong: Option<String>,
}

/// What the player does in a step.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub enum Task {
    /// Only narration: the player reads and goes on.
    #[default]
    Read,
    /// Make any one of these moves (in the game's notation).
    Play(Vec<String>),
    /// Reach an aim in free play within a number of moves.
    Goal(Goal),
}

/// A free-play goal. The player may choose any moves; the level answers with the replies of
/// its expected `line` while the player follows it, and takes back a move that neither
/// follows the line nor reaches the aim.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goal {
    pub aim: Aim,
    /// The most moves the player may make: 1 to 255.
    #[serde(deserialize_with = "within")]
    pub within: u8,
    /// The expected line: the player's move, the level's reply, the player's move... ending
    /// with the player's move that reaches the aim.
    pub line: Vec<String>,
}

/// Reads `within`, naming the value and the range when it is out of it.
fn within<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    let n = i64::deserialize(d)?;
    u8::try_from(n)
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| serde::de::Error::custom(format!("within: {n} is out of range: 1 to 255")))
}

/// What a goal asks for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Aim {
    /// Win the game.
    Win,
    /// Capture an enemy piece of this kind (its position-string letter, upper case).
    Capture(char),
    /// Bring one of the player's pieces to this square.
    Reach(String),
}

/// A level that cannot be used: the file and the problem, one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError {
    pub file: PathBuf,
    pub problem: String,
}

impl fmt::Display for LevelError {
    /// One line: control characters of the file name or of the problem (which may quote
    /// the level's text) are escaped.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.file.to_string_lossy();
        write!(f, "{}: {}", one_line(&file), one_line(&self.problem))
    }
}

impl std::error::Error for LevelError {}

impl LevelError {
    pub fn new(file: &Path, problem: impl Into<String>) -> LevelError {
        LevelError {
            file: file.to_path_buf(),
            problem: problem.into(),
        }
    }
}

/// The limits of a level (docs/levels.md, "Limits"): a level beyond them is refused before
/// anything else is done with it, so reading and checking one takes bounded time and memory.
pub mod limits {
    /// The size of a level file, in bytes.
    pub const BYTES: usize = 1 << 20;
    pub const STEPS: usize = 1000;
    /// Moves a `Play` step offers, replies a step plays, moves of a goal's line.
    pub const MOVES: usize = 64;
    /// Squares highlighted, arrows, hints and options of one step or level.
    pub const ITEMS: usize = 64;
    /// Characters of a narration, hint, title or completion text.
    pub const TEXT: usize = 2000;
    /// Characters of a move, square, option, game id or position string.
    pub const WORD: usize = 300;
    /// Distinct positions the alternatives of the `Play` steps may lead to at one step.
    pub const POSITIONS: usize = 256;
    /// Moves the checker may read or play in all: each distinct alternative and its
    /// replies, along each distinct position (under a second for Poron Jikaida's moves,
    /// the slowest to read: about 64 us each).
    pub const TRIES: usize = 12_000;
}

impl Level {
    /// Reads a level from RON text; `file` names it in errors, which give RON's line:column.
    /// Text beyond [`limits::BYTES`] is refused unread, and a level beyond the other limits
    /// as soon as it is read.
    pub fn parse(file: &Path, text: &str) -> Result<Level, LevelError> {
        if text.len() > limits::BYTES {
            return Err(too_big(file));
        }
        let mut level: Level =
            ron::from_str(text).map_err(|e| LevelError::new(file, format!("bad RON at {e}")))?;
        level.position =
            (level.position.take()).map(|p| upgrade_position(&level.game, level.version, &p));
        level.version = POSITION_VERSION;
        level
            .within_limits()
            .map_err(|problem| LevelError::new(file, problem))?;
        Ok(level)
    }

    /// Checks every size limit of [`limits`], naming the field, its size and the limit.
    pub fn within_limits(&self) -> Result<(), String> {
        use limits::*;
        let count = |field: String, n: usize, max: usize| match n <= max {
            true => Ok(()),
            false => Err(format!(
                "{field} has {n} entries; at most {max} are allowed"
            )),
        };
        let chars = |field: &str, text: &str, max: usize| {
            let n = text.chars().count();
            match n <= max {
                true => Ok(()),
                false => Err(format!(
                    "{field} has {n} characters; at most {max} are allowed"
                )),
            }
        };
        count("steps".into(), self.steps.len(), STEPS)?;
        count("options".into(), self.options.len(), ITEMS)?;
        chars("title", &self.title, TEXT)?;
        chars("complete", &self.complete, TEXT)?;
        chars("game", &self.game, WORD)?;
        for o in &self.options {
            chars("an option", o, WORD)?;
        }
        if let Some(p) = &self.position {
            chars("position", p, WORD)?;
        }
        for (i, step) in self.steps.iter().enumerate() {
            let field = |name: &str| format!("step {}: {name}", i + 1);
            chars(&field("text"), &step.text, TEXT)?;
            count(field("highlight"), step.highlight.len(), ITEMS)?;
            count(field("arrows"), step.arrows.len(), ITEMS)?;
            count(field("hints"), step.hints.len(), ITEMS)?;
            count(field("replies"), step.replies.len(), MOVES)?;
            let moves: &[String] = match &step.task {
                Task::Read => &[],
                Task::Play(moves) => moves,
                Task::Goal(goal) => &goal.line,
            };
            count(field("the task's moves"), moves.len(), MOVES)?;
            for hint in step.hints.iter().chain(&step.wrong) {
                chars(&field("a hint or wrong text"), hint, TEXT)?;
            }
            let words = step
                .highlight
                .iter()
                .chain(step.arrows.iter().flat_map(|(a, b)| [a, b]));
            for word in words.chain(&step.replies).chain(moves) {
                chars(&field("a square or move"), word, WORD)?;
            }
            if let Task::Goal(Goal {
                aim: Aim::Reach(square),
                ..
            }) = &step.task
            {
                chars(&field("the aim's square"), square, WORD)?;
            }
        }
        Ok(())
    }

    /// Reads a level file.
    pub fn load(file: &Path) -> Result<Level, LevelError> {
        Level::parse(file, &read_text(file)?)
    }

    /// The options as pairs, as `open_match` takes them.
    pub fn option_pairs(&self) -> Result<Vec<(String, String)>, String> {
        self.options
            .iter()
            .map(|o| {
                o.split_once('=')
                    .filter(|(k, v)| !k.is_empty() && !v.is_empty())
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .ok_or_else(|| format!("option '{o}' is not key=value"))
            })
            .collect()
    }
}

/// The text of a level file, reading no more than one byte beyond [`limits::BYTES`]: an
/// oversized file is refused without ever being held whole.
pub fn read_text(file: &Path) -> Result<String, LevelError> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(file)
        .and_then(|f| f.take(limits::BYTES as u64 + 1).read_to_end(&mut bytes))
        .map_err(|e| LevelError::new(file, format!("cannot read: {e}")))?;
    text_of(file, bytes)
}

/// The bytes of a level file as text: refused beyond [`limits::BYTES`] or if not UTF-8 (the
/// app's loader reads the bytes itself).
pub fn text_of(file: &Path, bytes: Vec<u8>) -> Result<String, LevelError> {
    if bytes.len() > limits::BYTES {
        return Err(too_big(file));
    }
    String::from_utf8(bytes).map_err(|_| LevelError::new(file, "the file is not UTF-8 text"))
}

fn too_big(file: &Path) -> LevelError {
    let max = limits::BYTES;
    LevelError::new(
        file,
        format!("the file has more than {max} bytes, a level's limit"),
    )
}
