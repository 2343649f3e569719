//! The system clipboard (X11 or Wayland, through bevy_egui's): Copy position, Copy game and
//! Paste, from the menu, from Ctrl+C, Ctrl+Shift+C and Ctrl+V outside text fields, or from a
//! screenshot script. Paste takes a game (the game text, a RON record, OpenTafl's record, a
//! Jetan record as seed 002 writes it) or a position of the game in play (for tafl also an
//! OpenTafl rules string); a game in progress it replaces is saved first. Text that is neither
//! changes nothing and is named in one line.

use crate::app::clocks::GameClock;
use crate::app::persistence::{DataDir, Notice, game_record, save_game, start_recorded};
use crate::app::seats::{PlayerNames, Seats};
use crate::app::session::{ActiveMatch, GameStatus, Review, shown_match, start_match};
use crate::app::tutorial::Lesson;
use crate::rules::{AnyMatch, GameRecord, open_match};
use bevy::prelude::*;
use bevy_egui::{EguiClipboard, EguiContexts};

/// What the clipboard is asked for.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum ClipboardRequest {
    /// The position string of the board shown (a past one in review).
    CopyPosition,
    /// The game text of the game, with its players, seats, result and clocks.
    CopyGame,
    /// The clipboard's text, as a game or a position.
    Paste,
}

/// Turns the shortcuts into requests, outside text fields (where they are the field's own).
pub(super) fn shortcuts(
    mut contexts: EguiContexts,
    keys: Res<ButtonInput<KeyCode>>,
    mut requests: MessageWriter<ClipboardRequest>,
) -> Result {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if !ctrl || contexts.ctx_mut()?.egui_wants_keyboard_input() {
        return Ok(());
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::KeyC) {
        requests.write(if shift {
            ClipboardRequest::CopyGame
        } else {
            ClipboardRequest::CopyPosition
        });
    }
    if keys.just_pressed(KeyCode::KeyV) {
        requests.write(ClipboardRequest::Paste);
    }
    Ok(())
}

/// Carries out the requests; each says what it did, or why not, in the panel's notice.
#[allow(clippy::too_many_arguments)]
pub(super) fn clipboard(
    mut commands: Commands,
    mut requests: MessageReader<ClipboardRequest>,
    mut clipboard: Option<ResMut<EguiClipboard>>,
    active: Option<Res<ActiveMatch>>,
    (review, status, clock): (Res<Review>, Res<GameStatus>, Res<GameClock>),
    (seats, names): (Res<Seats>, Res<PlayerNames>),
    lesson: Option<Res<Lesson>>,
    dir: Res<DataDir>,
    mut notice: ResMut<Notice>,
) {
    let Some(active) = active else {
        requests.clear();
        return;
    };
    let m = active.0.as_ref();
    for request in requests.read() {
        let Some(clipboard) = clipboard.as_deref_mut() else {
            notice.0 = Some("There is no clipboard here.".into());
            continue;
        };
        notice.0 = Some(match request {
            ClipboardRequest::CopyPosition => {
                clipboard.set_text(&shown_match(m, *review).position_string());
                "The position is on the clipboard.".into()
            }
            ClipboardRequest::CopyGame => {
                let ended = status.ended.as_ref().map(|e| e.outcome);
                let record = game_record(m, ended, (&seats, &names), &clock);
                clipboard.set_text(&record.shared_text());
                "The game is on the clipboard.".into()
            }
            // A tutorial level's board is the level's.
            ClipboardRequest::Paste if lesson.is_some() => {
                "Paste is for games: leave the level first.".into()
            }
            ClipboardRequest::Paste => {
                let text = clipboard.get_text().unwrap_or_default();
                let ended = status.ended.as_ref().map(|e| e.outcome);
                let before = game_record(m, ended, (&seats, &names), &clock);
                paste(&mut commands, &text, m, &before, &dir).unwrap_or_else(|e| e)
            }
        });
    }
}

/// Starts the game or position `text` holds and says so; a game in progress is saved first.
fn paste(
    commands: &mut Commands,
    text: &str,
    m: &dyn AnyMatch,
    before: &GameRecord,
    dir: &DataDir,
) -> Result<String, String> {
    let text = text.trim();
    let nothing = |why: String| format!("Nothing pasted: {} {why}.", quote(text));
    // A game (its own formats, told apart by `from_text`), else a position of this game.
    let pasted = match GameRecord::from_text(text).and_then(|r| Ok((r.replay()?, r))) {
        Ok((game, record)) => Pasted::Game(game, Box::new(record)),
        Err(as_game) => match open_match(m.game_id(), &m.options(), Some(text)) {
            Ok(position) => Pasted::Position(position),
            Err(as_position) => {
                let record_like = text.starts_with('[') || text.contains("GameRecord(");
                let why = if record_like {
                    format!("is no game: {as_game}")
                } else {
                    format!("is neither a game nor a position of this game: {as_position}")
                };
                return Err(nothing(why));
            }
        },
    };
    let kept = if before.moves.is_empty() {
        String::new()
    } else {
        let path = save_game(dir, before).map_err(|e| {
            nothing(format!(
                "was not pasted: the game in progress could not be saved first ({e})"
            ))
        })?;
        format!(" The game before is saved as {}.", path.display())
    };
    let what = match pasted {
        Pasted::Game(game, record) => {
            let what = format!("a game of {} moves", game.history().len());
            start_recorded(commands, &record, game).map_err(|e| nothing(e.to_string()))?;
            what
        }
        Pasted::Position(position) => {
            start_match(commands, position);
            "a position".to_string()
        }
    };
    Ok(format!("Pasted {what}.{kept}"))
}

enum Pasted {
    Game(Box<dyn AnyMatch>, Box<GameRecord>),
    Position(Box<dyn AnyMatch>),
}

/// The start of a pasted text as a notice quotes it: its first 40 characters of one line,
/// control characters escaped.
fn quote(text: &str) -> String {
    let line: String = text.chars().take(40).flat_map(char::escape_debug).collect();
    if text.chars().count() > 40 {
        format!("'{line}...'")
    } else {
        format!("'{line}'")
    }
}
