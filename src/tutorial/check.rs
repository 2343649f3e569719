//! Checking levels: the game and options exist, the position parses, every square named is
//! on the board, and the level plays through to completion with every asked move, every
//! scripted reply and every goal's line legal where it is played.

use super::level::{Aim, Level, LevelError, Task};
use super::walk::{Reply, Walk};
use std::path::{Path, PathBuf};

/// What checking one level file found: its title and size, or the problem.
#[derive(Clone, Debug)]
pub struct LevelReport {
    pub file: PathBuf,
    pub result: Result<Level, LevelError>,
}

/// Checks every `<game>/<nn>-<slug>.ron` under `dir`, in order; one broken level does not
/// stop the others.
pub fn check_dir(dir: &Path) -> Result<Vec<LevelReport>, LevelError> {
    let read = |d: &Path| {
        let mut paths = std::fs::read_dir(d)
            .map_err(|e| LevelError::new(d, format!("cannot read the folder: {e}")))?
            .map(|e| e.map(|e| e.path()))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| LevelError::new(d, e.to_string()))?;
        paths.sort();
        Ok::<_, LevelError>(paths)
    };
    let mut reports = Vec::new();
    for game_dir in read(dir)?.into_iter().filter(|p| p.is_dir()) {
        for file in read(&game_dir)? {
            if file.extension().is_some_and(|e| e == "ron") {
                reports.push(LevelReport {
                    result: check_file(&file),
                    file,
                });
            }
        }
    }
    Ok(reports)
}

/// Loads and checks one level file; its folder must be named for its game and its name must
/// be `<nn>-<slug>.ron`.
pub fn check_file(file: &Path) -> Result<Level, LevelError> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| LevelError::new(file, format!("cannot read: {e}")))?;
    check_text(file, &text)
}

/// Reads and checks a level from the text of `file` (the app's asset loader has the text
/// already; `file` names the level in errors and its folder must be the game's).
pub fn check_text(file: &Path, text: &str) -> Result<Level, LevelError> {
    let level = Level::parse(file, text)?;
    let folder = file.parent().and_then(Path::file_name);
    if folder.is_some_and(|f| f != level.game.as_str()) {
        return Err(LevelError::new(
            file,
            format!(
                "a '{}' level must be in the folder levels/{}/",
                level.game, level.game
            ),
        ));
    }
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    let numbered = name.len() > 3 && name.as_bytes()[..2].iter().all(u8::is_ascii_digit);
    if !numbered || name.as_bytes()[2] != b'-' {
        return Err(LevelError::new(
            file,
            "the file name must be <nn>-<slug>.ron",
        ));
    }
    check_level(&level).map_err(|problem| LevelError::new(file, problem))?;
    Ok(level)
}

/// Checks a level and plays it through to completion along every branch: each asked move
/// of a `Play` step is followed to the end of the level, so no choice can leave the player
/// stuck.
pub fn check_level(level: &Level) -> Result<(), String> {
    if level.title.trim().is_empty() || level.complete.trim().is_empty() {
        return Err("the title and the completion text must not be empty".into());
    }
    if level.steps.is_empty() {
        return Err("a level needs at least one step".into());
    }
    check_from(level, &mut Vec::new())
}

/// What the checker did at a step: went on from a `Read` step, or offered a move.
type Action = Option<String>;

/// Checks the level from where `actions` lead, then every branch after it.
fn check_from(level: &Level, actions: &mut Vec<Action>) -> Result<(), String> {
    let mark = actions.len();
    let mut walk = replay(level, actions)?;
    let Some(step) = walk.step().cloned() else {
        return Ok(());
    };
    let played: Vec<&str> = actions.iter().flatten().map(String::as_str).collect();
    let after = match played.is_empty() {
        true => String::new(),
        false => format!(" (after {})", played.join(" ")),
    };
    let number = walk.step_index() + 1;
    let at = |problem: String| format!("step {number}: {problem}{after}");
    check_squares(&walk, &step).map_err(at)?;
    match &step.task {
        Task::Read => {
            if !step.replies.is_empty() {
                return Err(at("a step without a move cannot have replies".into()));
            }
            actions.push(None);
        }
        Task::Play(asked) => {
            if asked.is_empty() {
                return Err(at("Play needs at least one move".into()));
            }
            for text in asked {
                let mut fork = replay(level, actions)?;
                expect_done(fork.offer_text(text), text).map_err(at)?;
                actions.push(Some(text.clone()));
                check_from(level, actions)?;
                actions.pop();
            }
            return Ok(());
        }
        Task::Goal(goal) => {
            if !step.replies.is_empty() {
                return Err(at("a goal's replies belong in its line".into()));
            }
            let moves = goal.line.len().div_ceil(2);
            if goal.line.len() % 2 == 0 || moves > goal.within as usize {
                return Err(at(format!(
                    "the line must be the player's moves and replies, ending with the \
                     player's move, at most {} moves of the player's",
                    goal.within
                )));
            }
            for (k, text) in goal.line.iter().enumerate().step_by(2) {
                let last = k + 1 == goal.line.len();
                match walk.offer_text(text).map_err(at)? {
                    Reply::Accepted { step_done, .. } if step_done == last => {}
                    Reply::Accepted { .. } => {
                        return Err(at(format!(
                            "the aim is reached before the line's end, by '{text}'"
                        )));
                    }
                    Reply::Rejected(why) => {
                        return Err(at(format!("'{text}' does not go on: {why}")));
                    }
                }
                actions.push(Some(text.clone()));
            }
        }
    }
    let result = check_from(level, actions);
    actions.truncate(mark);
    result
}

/// A fresh walk of `level` brought on by `actions`.
fn replay(level: &Level, actions: &[Action]) -> Result<Walk, String> {
    let mut walk = Walk::new(level)?;
    for action in actions {
        match action {
            None => {
                walk.read_on();
            }
            Some(text) => {
                walk.offer_text(text)?;
            }
        }
    }
    Ok(walk)
}

fn expect_done(reply: Result<Reply, String>, text: &str) -> Result<(), String> {
    match reply? {
        Reply::Accepted { .. } => Ok(()),
        Reply::Rejected(why) => Err(format!("'{text}' was refused: {why}")),
    }
}

/// Every highlighted square, arrow end and goal square must be a square of the board.
fn check_squares(walk: &Walk, step: &super::Step) -> Result<(), String> {
    let g = walk.game().geometry();
    let reach = match &step.task {
        Task::Goal(goal) => match &goal.aim {
            Aim::Reach(s) => Some(s),
            _ => None,
        },
        _ => None,
    };
    let named = step
        .highlight
        .iter()
        .chain(step.arrows.iter().flat_map(|(a, b)| [a, b]))
        .chain(reach);
    for name in named {
        if g.parse_square(name).is_none() {
            return Err(format!("'{name}' is not a square of this board"));
        }
    }
    Ok(())
}
