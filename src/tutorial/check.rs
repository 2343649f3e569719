//! Checking levels: the game and options exist, the position parses, every square named is
//! on the board, and the level plays through to completion with every asked move, every
//! scripted reply and every goal's line legal where it is played.

use super::level::{Aim, Level, LevelError, Step, Task, limits, read_text};
use super::walk::{Reply, Walk};
use crate::rules::GAMES;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::rc::Rc;

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
    check_text(file, &read_text(file)?)
}

/// Reads and checks a level from the text of `file` (the app's asset loader has the text
/// already; `file` names the level in errors and its folder must be the game's).
pub fn check_text(file: &Path, text: &str) -> Result<Level, LevelError> {
    let level = Level::parse(file, text)?;
    if !GAMES.iter().any(|(id, _)| *id == level.game) {
        let games: Vec<&str> = GAMES.iter().map(|g| g.0).collect();
        return Err(LevelError::new(
            file,
            format!(
                "game: unknown game '{}' (games: {})",
                level.game,
                games.join(", ")
            ),
        ));
    }
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
/// stuck. Branches that reach the same position (with the same history of positions) are
/// followed once, so the work grows with the steps times the distinct positions at each
/// step, both bounded (`limits`).
pub fn check_level(level: &Level) -> Result<(), String> {
    level.within_limits()?;
    if level.title.trim().is_empty() || level.complete.trim().is_empty() {
        return Err("the title and the completion text must not be empty".into());
    }
    if level.steps.is_empty() {
        return Err("a level needs at least one step".into());
    }
    let mut branches = vec![Branch {
        walk: Walk::new(level)?,
        trail: None,
    }];
    let mut tries = 0;
    while let Some(step) = branches[0].walk.step().cloned() {
        let number = branches[0].walk.step_index() + 1;
        check_squares(&branches[0].walk, &step).map_err(|p| format!("step {number}: {p}"))?;
        let mut next = Vec::new();
        let mut seen = HashSet::new();
        for branch in branches {
            let past = branch.trail.clone();
            let at = |problem: String| format!("step {number}: {problem}{}", after(&past));
            for branch in branch.follow(&step, &mut tries).map_err(at)? {
                if seen.insert(branch.walk.key()) {
                    next.push(branch);
                }
            }
            if next.len() > limits::POSITIONS {
                return Err(format!(
                    "step {number}: the alternatives lead to more than {} different positions",
                    limits::POSITIONS
                ));
            }
        }
        branches = next;
    }
    Ok(())
}

/// The moves played to reach a branch, most recent first; branches share their common past,
/// so the checker's memory grows with the moves it tries, never with the square of the steps.
struct Trail {
    text: String,
    before: Option<Rc<Trail>>,
}

/// One way through the level so far.
struct Branch {
    walk: Walk,
    trail: Option<Rc<Trail>>,
}

impl Branch {
    /// Does the current step in every way the level allows: the walks it leads to, each with
    /// its trail. `tries` counts the moves tried, against `limits::TRIES`.
    fn follow(self, step: &Step, tries: &mut usize) -> Result<Vec<Branch>, String> {
        let Branch { mut walk, trail } = self;
        let push = |walk: Walk, trail: &Option<Rc<Trail>>, text: &str| Branch {
            walk,
            trail: Some(Rc::new(Trail {
                text: text.to_string(),
                before: trail.clone(),
            })),
        };
        let mut count = |n: usize| {
            *tries += n;
            match *tries <= limits::TRIES {
                true => Ok(()),
                false => Err(format!(
                    "checking the level needs more than {} moves tried",
                    limits::TRIES
                )),
            }
        };
        match &step.task {
            Task::Read => {
                if !step.replies.is_empty() {
                    return Err("a step without a move cannot have replies".into());
                }
                walk.read_on();
                Ok(vec![Branch { walk, trail }])
            }
            Task::Play(asked) => {
                if asked.is_empty() {
                    return Err("Play needs at least one move".into());
                }
                // Alternatives written or naming the same move are one.
                let mut texts: Vec<&String> = Vec::with_capacity(asked.len());
                for text in asked {
                    if !texts.contains(&text) {
                        texts.push(text);
                    }
                }
                count(texts.len() * (1 + step.replies.len()))?;
                let mut moves = Vec::new();
                for text in texts {
                    let mv = walk
                        .game()
                        .parse_move(text)
                        .map_err(|e| format!("'{text}' is not legal here ({e})"))?;
                    if !moves.iter().any(|(m, _)| *m == mv) {
                        moves.push((mv, text));
                    }
                }
                let (last, others) = moves.split_last().expect("one move at least");
                let mut out = Vec::with_capacity(moves.len());
                for &(mv, text) in others {
                    let mut fork = walk.clone();
                    fork.play_asked(mv)?;
                    out.push(push(fork, &trail, text));
                }
                walk.play_asked(last.0)?;
                out.push(push(walk, &trail, last.1));
                Ok(out)
            }
            Task::Goal(goal) => {
                if !step.replies.is_empty() {
                    return Err("a goal's replies belong in its line".into());
                }
                let moves = goal.line.len().div_ceil(2);
                if goal.line.len() % 2 == 0 || moves > goal.within as usize {
                    return Err(format!(
                        "the line must be the player's moves and replies, ending with the \
                         player's move, at most {} moves of the player's",
                        goal.within
                    ));
                }
                count(goal.line.len())?;
                let mut branch = Branch { walk, trail };
                for (k, text) in goal.line.iter().enumerate().step_by(2) {
                    let last = k + 1 == goal.line.len();
                    match branch.walk.offer_text(text)? {
                        Reply::Accepted { step_done, .. } if step_done == last => {}
                        Reply::Accepted { .. } => {
                            return Err(format!(
                                "the aim is reached before the line's end, by '{text}'"
                            ));
                        }
                        Reply::Rejected(why) => {
                            return Err(format!("'{text}' does not go on: {why}"));
                        }
                    }
                    branch = push(branch.walk, &branch.trail, text);
                }
                Ok(vec![branch])
            }
        }
    }
}

/// " (after <moves>)" for an error: the moves that led there, the last ones only when there
/// are many.
fn after(trail: &Option<Rc<Trail>>) -> String {
    const SHOWN: usize = 12;
    let mut texts = Vec::new();
    let mut count = 0;
    let mut at = trail.as_deref();
    while let Some(t) = at {
        if texts.len() < SHOWN {
            texts.push(t.text.as_str());
        }
        count += 1;
        at = t.before.as_deref();
    }
    texts.reverse();
    match count {
        0 => String::new(),
        n if n <= SHOWN => format!(" (after {})", texts.join(" ")),
        n => format!(" (after {n} moves, the last: {})", texts.join(" ")),
    }
}

/// Every highlighted square, arrow end and goal square must be a square of the board.
fn check_squares(walk: &Walk, step: &Step) -> Result<(), String> {
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
