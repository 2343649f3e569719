//! The menu bar and the side panel: whose turn, the rule state, captured pieces, the move
//! list with review, the computer's controls.

use super::{
    ClipboardRequest, DialogArea, FreeArea, NewGameForm, UiState, game_name, root_ui, spinner,
};
use crate::app::analysis::{Analysis, offered};
use crate::app::animation::AnimationSettings;
use crate::app::caption::capitalised;
use crate::app::clocks::GameClock;
use crate::app::computer::{Hint, Thinking};
use crate::app::gallery::Gallery;
use crate::app::input::{Selection, SquareClicked};
use crate::app::legend::chip;
use crate::app::persistence::{DataDir, Notice, game_record, save_game};
use crate::app::pieces::{InTray, Piece};
use crate::app::seats::{Demo, PlayerNames, Seats};
use crate::app::session::{
    ActiveMatch, GameStatus, HistoryRequest, Review, ShownRuleState, shown_match,
};
use crate::app::style::check_name;
use crate::rules::{
    AnyMatch, GameRecord, PieceView, RuleState, Side, TimeControl, describe_piece, format_clock,
    game_to, result_token,
};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

#[allow(clippy::too_many_arguments, clippy::type_complexity)]
pub(super) fn panels(
    mut contexts: EguiContexts,
    active: Option<Res<ActiveMatch>>,
    status: Res<GameStatus>,
    mut review: ResMut<Review>,
    mut ui_state: ResMut<UiState>,
    mut history: MessageWriter<HistoryRequest>,
    dir: Res<DataDir>,
    mut notice: ResMut<Notice>,
    legal: Res<crate::app::session::LegalMoves>,
    (
        thinking,
        (seats, names, mut analysis),
        mut demo,
        mut animation,
        mut hint,
        mut clock,
        mut clipboard,
    ): (
        Res<Thinking>,
        (Res<Seats>, Res<PlayerNames>, ResMut<Analysis>),
        ResMut<Demo>,
        ResMut<AnimationSettings>,
        ResMut<Hint>,
        ResMut<GameClock>,
        MessageWriter<ClipboardRequest>,
    ),
    (selection, mut clicked, shown, lesson, mut free_area, gallery, tray, mut dialog_area): (
        Res<Selection>,
        MessageWriter<SquareClicked>,
        Res<ShownRuleState>,
        Option<Res<crate::app::tutorial::Lesson>>,
        ResMut<FreeArea>,
        Option<Res<Gallery>>,
        Query<&Piece, With<InTray>>,
        ResMut<DialogArea>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(active) = active else { return Ok(()) };
    let m = active.0.as_ref();
    let mut root = root_ui(ctx);
    if gallery.is_some() {
        free_area.0 = egui::Rect::EVERYTHING;
        return Ok(());
    }
    let menu = egui::Panel::top("menu").show(&mut root, |ui| {
        ui.horizontal_wrapped(|ui| {
            if ui.button("New game").clicked() {
                // The clocks of this game are offered again.
                let mut form = NewGameForm::for_game(m.game_id());
                form.clock = clock.control();
                form.names = names.0.clone();
                ui_state.new_game = Some(form);
            }
            // One rule for what is off, shown greyed: in a lesson the history is the level's
            // (Restart goes back), and there is nothing to undo or redo at either end.
            let own_game = lesson.is_none();
            if ui
                .add_enabled(
                    own_game && !m.history().is_empty(),
                    egui::Button::new("Undo"),
                )
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                history.write(HistoryRequest::Undo);
            }
            if ui
                .add_enabled(own_game && m.can_redo(), egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y")
                .clicked()
            {
                history.write(HistoryRequest::Redo);
            }
            ui.separator();
            if ui.button("Save").clicked() {
                let ended = status.ended.as_ref().map(|e| e.outcome);
                notice.0 = Some(
                    match save_game(&dir, &game_record(m, ended, (&seats, &names), &clock)) {
                        Ok(path) => format!("Saved to {}.", path.display()),
                        Err(e) => format!("The game could not be saved: {e}."),
                    },
                );
            }
            if ui.button("Load").clicked() {
                ui_state.load = Some(dir.saved_games());
            }

            if ui.button("Position").clicked() {
                // The board shown: a past position while one is reviewed.
                ui_state.position = Some(shown_match(m, *review).position_string());
            }
            ui.menu_button("Clipboard", |ui| {
                let items = [
                    ("Copy position", "Ctrl+C", ClipboardRequest::CopyPosition),
                    ("Copy game", "Ctrl+Shift+C", ClipboardRequest::CopyGame),
                    ("Paste game or position", "Ctrl+V", ClipboardRequest::Paste),
                ];
                for (label, keys, request) in items {
                    if ui.button(label).on_hover_text(keys).clicked() {
                        clipboard.write(request);
                        ui.close();
                    }
                }
            });
            ui.separator();
            // A lesson is not a game to resign or draw.
            let playing = status.ended.is_none() && own_game;
            if ui
                .add_enabled(playing, egui::Button::new("Resign"))
                .clicked()
            {
                ui_state.resign = true;
            }
            if ui
                .add_enabled(playing, egui::Button::new("Offer draw"))
                .clicked()
            {
                ui_state.draw_offer = true;
            }
            ui.separator();
            if ui.button("Tutorials").clicked() {
                ui_state.tutorials = !ui_state.tutorials;
            }
            if ui.button("Rules").clicked() {
                ui_state.rules = !ui_state.rules;
            }
            if ui.button("Settings").clicked() {
                ui_state.settings = !ui_state.settings;
            }
        });
    });
    let window = ctx.viewport_rect();
    dialog_area.0 = egui::Rect::from_min_max(
        egui::pos2(window.min.x, menu.response.rect.bottom()),
        window.max,
    );
    // A level shows its narration in this panel's place (`tutorials::narration`).
    if lesson.is_some() {
        free_area.0 = root.available_rect_before_wrap();
        return Ok(());
    }
    // One width all game long: the board beside it never shifts; long lines wrap.
    egui::Panel::right("moves")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut root, |ui| {
            ui.heading(game_name(m.game_id()));
            for line in seat_lines(m, &seats, &names) {
                ui.label(line);
            }
            let to_move = status.to_move.unwrap_or(m.side_to_move());
            let playing = status.ended.is_none();
            clock_rows(ui, m, &mut clock, &seats, playing);
            match (&status.ended, review.0) {
                (_, Some(ply)) => ui.strong(format!(
                    "A past position, after {}: {} to move there.",
                    move_words(m, ply, to_move),
                    m.side_name(to_move)
                )),
                (Some(end), None) => ui.strong(&end.text),
                (None, None) => ui.label(format!("{} to move.", m.side_name(to_move))),
            };
            if let Some(text) = &status.caption {
                ui.label(egui::RichText::new(text).italics());
            }
            if let Some(side) = thinking.side() {
                ui.horizontal(|ui| {
                    spinner(ui);
                    ui.add(
                        egui::Label::new(format!(
                            "{} to move: the computer is thinking.",
                            m.side_name(side)
                        ))
                        .wrap(),
                    );
                });
            }
            if Side::BOTH.iter().all(|&s| seats.computer(s).is_some()) {
                demo_controls(ui, &mut demo, &mut animation);
            }
            let person_to_move = seats.computer(m.side_to_move()).is_none();
            // A lesson has its own hints.
            let playing = status.ended.is_none() && review.0.is_none() && lesson.is_none();
            // Against the computer, a running clock is a game on time: no help.
            let against_computer = Side::BOTH.iter().any(|&s| seats.computer(s).is_some());
            let timed = clock.control().is_some() && against_computer;
            if person_to_move && playing && !timed {
                hint_line(ui, m, &thinking, &mut hint);
            }
            for line in rule_state_lines(m, &shown.0) {
                ui.label(line);
            }
            captured_rows(ui, m, &tray);
            let drops = legal.from(crate::rules::Square::NONE).count();
            if drops > 0 && review.0.is_none() {
                let label = format!("Drop from the hand ({drops} squares) [H]");
                if ui
                    .selectable_label(selection.from == Some(crate::rules::Square::NONE), label)
                    .clicked()
                {
                    clicked.write(SquareClicked(crate::rules::Square::NONE));
                }
            }
            if let Some(text) = &status.rejected {
                ui.colored_label(egui::Color32::LIGHT_RED, text);
            }
            if let Some(text) = &notice.0 {
                ui.label(text);
            }
            ui.separator();
            let moves = m.history();
            ui.horizontal(|ui| {
                let last = moves.len();
                let at = review.0.unwrap_or(last);
                if ui.button("|<").clicked() {
                    review.0 = Some(0);
                }
                if ui.button("<").clicked() && at > 0 {
                    review.0 = Some(at - 1);
                }
                if ui.button(">").clicked() && at < last {
                    review.0 = (at + 1 < last).then_some(at + 1);
                }
                if ui.button(">|").clicked() {
                    review.0 = None;
                }
                // Offered where it helps no one at the board (`analysis::offered`).
                let offered = offered(&seats, &status, *review, lesson.is_some());
                if (offered || analysis.open)
                    && ui
                        .selectable_label(analysis.open, "Analysis")
                        .on_hover_text("The computer's view of the position shown")
                        .clicked()
                {
                    analysis.open = !analysis.open;
                }
            });
            if let Some(ply) = review.0 {
                ui.horizontal_wrapped(|ui| {
                    ui.label("Reviewing: >| returns to the game.");
                    // A new game from here, its moves so far kept (a repetition counts them).
                    let wanted = lesson.is_none() && ui.button("Play from here").clicked();
                    if let Some(record) = wanted
                        .then(|| game_to(m, ply).ok())
                        .flatten()
                        .map(|g| GameRecord::of(g.as_ref()))
                    {
                        let mut form = NewGameForm::for_game(m.game_id());
                        form.seats = seats.seats;
                        form.clock = clock.control();
                        form.names = names.0.clone();
                        form.from = Some((ply, record));
                        ui_state.new_game = Some(form);
                    }
                });
            }
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    egui::Grid::new("move-list").striped(true).show(ui, |ui| {
                        let skip = north_opened(m, moves.len());
                        let cells: Vec<Option<&String>> = std::iter::repeat_n(None, skip)
                            .chain(moves.iter().map(Some))
                            .collect();
                        for (i, pair) in cells.chunks(2).enumerate() {
                            ui.label(format!("{}.", i + 1));
                            for (j, cell) in pair.iter().enumerate() {
                                let Some(text) = cell else {
                                    ui.label("...");
                                    continue;
                                };
                                let ply = 2 * i + j + 1 - skip;
                                let current = review.0 == Some(ply);
                                if ui.selectable_label(current, *text).clicked() {
                                    review.0 = (ply < moves.len()).then_some(ply);
                                }
                            }
                            ui.end_row();
                        }
                    });
                    // The result closes the list, as a game text ends with its token.
                    if let Some(end) = &status.ended {
                        ui.strong(format!("{} {}", result_token(m, end.outcome), end.text));
                    }
                });
        });
    free_area.0 = root.available_rect_before_wrap();
    Ok(())
}

/// Both clocks, the side to move's in bold, and what is added: "Yellow 4:58.", Pause and
/// Resume. Pause is for hot seat (a computer's clock does not wait on a person; a
/// demonstration pauses with its own Pause); a resumed game starts paused.
fn clock_rows(
    ui: &mut egui::Ui,
    m: &dyn AnyMatch,
    clock: &mut GameClock,
    seats: &Seats,
    playing: bool,
) {
    let Some(control) = clock.control() else {
        return;
    };
    let to_move = m.side_to_move();
    egui::Grid::new("clocks").num_columns(2).show(ui, |ui| {
        for side in Side::BOTH {
            let Some((left, periods)) = clock.showing(side, to_move) else {
                continue;
            };
            let mut time = format_clock(left);
            // The overtime periods left, but for a time a move (one period, no main time).
            let per_move = control.main.is_zero() && control.periods == 1;
            if control.periods > 0 && !per_move {
                time = format!("{time} ({periods} x {})", format_clock(control.period));
            }
            let text = egui::RichText::new(time).monospace().size(18.0);
            ui.label(m.side_name(side));
            let text = if side == to_move && playing {
                text.strong()
            } else {
                text.weak()
            };
            // Never wrapped: the grid's column is as wide as the last frame's text.
            ui.add(egui::Label::new(text).extend());
            ui.end_row();
        }
    });
    ui.horizontal(|ui| {
        ui.weak(control_words(control));
        let hot_seat = Side::BOTH.iter().all(|&s| seats.computer(s).is_none());
        if clock.paused && playing {
            if ui.button("Resume clock").clicked() {
                clock.paused = false;
            }
        } else if hot_seat && playing && ui.button("Pause clock").clicked() {
            clock.paused = true;
        }
    });
}

/// A time control in words: "5 min + 3 s a move", "10 s a move", "10 min, then 3 x 30 s".
pub(super) fn control_words(control: TimeControl) -> String {
    let span = |d: std::time::Duration| {
        let s = d.as_secs_f64();
        if s >= 60.0 && s % 60.0 == 0.0 {
            format!("{} min", s / 60.0)
        } else {
            format!("{s} s")
        }
    };
    let mut words = span(control.main);
    if control.main.is_zero() && control.periods == 1 {
        return format!("{} a move", span(control.period));
    }
    if !control.increment.is_zero() {
        words = format!("{words} + {} a move", span(control.increment));
    }
    if control.periods > 0 {
        words = format!(
            "{words}, then {} x {}",
            control.periods,
            span(control.period)
        );
    }
    words
}

/// The side panel's width, in points.
pub(super) const PANEL_WIDTH: f32 = 240.0;

/// Who plays each side, when the computer plays one or a person has a name: "Yellow: Ann",
/// "Yellow: you", "Blue: Computer (Club)".
fn seat_lines(m: &dyn AnyMatch, seats: &Seats, names: &PlayerNames) -> Vec<String> {
    let computers = Side::BOTH.iter().filter(|&&s| seats.computer(s).is_some());
    let named = Side::BOTH
        .iter()
        .any(|&s| !names.recorded(seats, s).is_empty());
    if !named {
        return Vec::new();
    }
    let someone = if computers.count() == 1 {
        "you"
    } else {
        "a player"
    };
    Side::BOTH
        .map(|side| {
            let who = match (seats.computer(side), names.recorded(seats, side)) {
                (Some(level), _) => format!("Computer ({})", capitalised(level.name())),
                (None, name) if name.is_empty() => someone.to_string(),
                (None, name) => name,
            };
            format!("{}: {who}", m.side_name(side))
        })
        .to_vec()
}

/// 1 where the game's other side made its first move (`plies` played so far), else 0: the
/// move list's first column is the side that moves first from each game's own start
/// (South), so a game the other side opened (Jetan's `first=orange`, a set position) begins
/// `1. ...`, as seed 002 writes it.
fn north_opened(m: &dyn AnyMatch, plies: usize) -> usize {
    let now = m.side_to_move();
    let opened = if plies.is_multiple_of(2) {
        now
    } else {
        now.opponent()
    };
    usize::from(opened == Side::North)
}

/// A ply told as the move list numbers it, with `to_move` the side to move after it:
/// "Yellow's move 20 of 40" (a row of the list is a move of each side).
fn move_words(m: &dyn AnyMatch, ply: usize, to_move: Side) -> String {
    let plies = m.history().len();
    let skip = north_opened(m, plies);
    let total = (plies + skip).div_ceil(2);
    if ply == 0 {
        return format!("the start, before move 1 of {total}");
    }
    let mover = m.side_name(to_move.opponent());
    format!("{mover}'s move {} of {total}", (ply + skip).div_ceil(2))
}

/// The pieces each side has lost, as chips (the pieces seen from above), a row per side: the
/// pieces module keeps them as tray entities, for the position shown.
fn captured_rows(ui: &mut egui::Ui, m: &dyn AnyMatch, tray: &Query<&Piece, With<InTray>>) {
    let mut lost: Vec<PieceView> = tray.iter().map(|p| p.0).collect();
    lost.sort_by_key(|v| (v.side.index(), v.kind));
    for side in Side::BOTH {
        let mine: Vec<_> = lost.iter().filter(|v| v.side == side).collect();
        if mine.is_empty() {
            continue;
        }
        ui.label(format!("{} lost:", m.side_name(side)));
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing = egui::vec2(1.0, 1.0);
            for &&view in &mine {
                chip(ui, m.game_id(), view, 22.0);
            }
        });
    }
}

/// Pause, step, play-on and speed for a game between computers.
fn demo_controls(ui: &mut egui::Ui, demo: &mut Demo, animation: &mut AnimationSettings) {
    ui.horizontal(|ui| {
        let label = if demo.paused { "Resume" } else { "Pause" };
        if ui.button(label).clicked() {
            demo.paused = !demo.paused;
        }
        if ui
            .add_enabled(demo.paused, egui::Button::new("Step"))
            .clicked()
        {
            demo.step = true;
        }
        ui.checkbox(&mut demo.play_on, "play on");
    });
    let mut speed = animation.speed;
    if ui
        .add(egui::Slider::new(&mut speed, 0.0..=3.0).text("speed"))
        .changed()
    {
        animation.speed = speed;
    }
}

/// The hint button, or the suggested move while the arrow shows it.
fn hint_line(
    ui: &mut egui::Ui,
    m: &dyn crate::rules::AnyMatch,
    thinking: &Thinking,
    hint: &mut Hint,
) {
    if let Some(mv) = hint.shown {
        ui.label(format!("Hint: {}", m.notation(mv)));
    } else if thinking.hinting() || hint.wanted {
        ui.horizontal(|ui| {
            spinner(ui);
            ui.label("Looking for a good move");
        });
    } else if ui
        .button("Hint")
        .on_hover_text("The computer suggests a move")
        .clicked()
    {
        hint.wanted = true;
    }
}

/// The rule state in words for the status panel: check, hands, frozen pieces, rights.
fn rule_state_lines(m: &dyn crate::rules::AnyMatch, state: &RuleState) -> Vec<String> {
    let g = m.geometry();
    let owner = |sq| m.piece_at(sq).map_or("", |p| m.side_name(p.side));
    let mut lines: Vec<String> = state
        .in_check
        .iter()
        .map(|&k| format!("{} is in {}", owner(k), check_name(m.game_id())))
        .collect();
    for side in Side::BOTH {
        let hand = &state.hand[side.index()];
        if let Some(first) = hand.first() {
            let (name, _) = describe_piece(m.game_id(), first.kind);
            lines.push(format!(
                "{} in hand: {} x {name}",
                m.side_name(side),
                hand.len()
            ));
        }
    }
    if !state.immobilized.is_empty() {
        let names: Vec<String> = state
            .immobilized
            .iter()
            .map(|&s| g.square_name(s))
            .collect();
        lines.push(format!("Immobilized: {}", names.join(" ")));
    }
    for &(sq, right) in &state.rights {
        lines.push(format!(
            "{} {} on {} {}",
            owner(sq),
            piece_name(m, sq),
            g.square_name(sq),
            right.describe()
        ));
    }
    lines
}

/// The name of the piece on `sq`.
fn piece_name(m: &dyn crate::rules::AnyMatch, sq: crate::rules::Square) -> &'static str {
    m.piece_at(sq)
        .map_or("", |p| describe_piece(m.game_id(), p.kind).0)
}
