//! The level format (RON, serde): what a level file holds, and reading one.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// One tutorial level: a game with its options, a start position and ordered steps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
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
    /// The most moves the player may make.
    pub within: u8,
    /// The expected line: the player's move, the level's reply, the player's move... ending
    /// with the player's move that reaches the aim.
    pub line: Vec<String>,
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file.display(), self.problem)
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

impl Level {
    /// Reads a level from RON text; `file` names it in errors, which give RON's line:column.
    pub fn parse(file: &Path, text: &str) -> Result<Level, LevelError> {
        ron::from_str(text).map_err(|e| LevelError::new(file, format!("bad RON at {e}")))
    }

    /// Reads a level file.
    pub fn load(file: &Path) -> Result<Level, LevelError> {
        let text = std::fs::read_to_string(file)
            .map_err(|e| LevelError::new(file, format!("cannot read: {e}")))?;
        Level::parse(file, &text)
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
