//! The egui interface: the menu bar, the move list with review, and the windows (new game,
//! chooser, result, settings, rules, positions, load, resume), plus the board's coordinates
//! and piece tooltips drawn over the 3D view.

use super::animation::AnimationSettings;
use super::board::{FRAME, world_of};
use super::camera::{Framing, MainCamera, Orbit, ViewArea, ViewSettings};
use super::computer::{Demo, Hint, Seat, Seats, Thinking};
use super::gallery::{Gallery, GalleryPiece, piece_label};
use super::input::{Selection, SquareClicked};
use super::legend::{chip, picture};
use super::persistence::{DataDir, Notice, ResumeOffer, SavedGame, load_game, save_game};
use super::pieces::{HasRight, Immobilized, InCheck, InHand, InTray, OnSquare, Piece};
use super::session::{
    ActiveMatch, GameEnded, GameStatus, HistoryRequest, MoveRequested, Review, ShownRuleState,
    start_match,
};
use super::style::check_name;
use super::view::MarkSettings;
use crate::look::kinds;
use crate::rules::{
    AnyMatch, EndReason, GAMES, Outcome, PieceView, RuleState, Side, describe_piece, open_match,
    option_table,
};
use bevy::picking::hover::HoverMap;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Which windows are open, and the forms' contents.
#[derive(Resource, Default)]
pub struct UiState {
    pub new_game: Option<NewGameForm>,
    pub settings: bool,
    pub rules: bool,
    pub position: Option<String>,
    /// The Load window's list, read when it opens (reading replays every save).
    pub load: Option<Vec<SavedGame>>,
    pub draw_offer: bool,
    pub coordinates_hidden: bool,
    /// The tutorial level select.
    pub tutorials: bool,
}

/// The new-game form: a game and a value for each of its options.
#[derive(Clone, Debug)]
pub struct NewGameForm {
    pub game: String,
    pub options: Vec<(String, String)>,
    /// Who plays each side (by `Side::index`), and the sides' names in this game.
    pub seats: [Seat; 2],
    pub side_names: [&'static str; 2],
    pub error: Option<String>,
}

impl NewGameForm {
    pub fn for_game(game: &str) -> NewGameForm {
        let options = option_table(game)
            .map(|t| {
                t.iter()
                    .map(|o| (o.key.to_string(), o.current.to_string()))
                    .collect()
            })
            .unwrap_or_default();
        NewGameForm {
            game: game.to_string(),
            options,
            seats: [Seat::Human; 2],
            side_names: open_match(game, &[], None)
                .map(|m| Side::BOTH.map(|side| m.side_name(side)))
                .unwrap_or(["South", "North"]),
            error: None,
        }
    }
}

pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<UiState>().add_systems(
            EguiPrimaryContextPass,
            (
                panels,
                windows,
                super::tutorial::narration,
                super::tutorial::level_select,
                overlay,
            )
                .chain(),
        );
    }
}

#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn panels(
    mut contexts: EguiContexts,
    mut commands: Commands,
    active: Option<Res<ActiveMatch>>,
    status: Res<GameStatus>,
    mut review: ResMut<Review>,
    mut ui_state: ResMut<UiState>,
    mut history: MessageWriter<HistoryRequest>,
    dir: Res<DataDir>,
    mut notice: ResMut<Notice>,
    legal: Res<super::session::LegalMoves>,
    (thinking, seats, mut demo, mut animation, mut hint): (
        Res<Thinking>,
        Res<Seats>,
        ResMut<Demo>,
        ResMut<AnimationSettings>,
        ResMut<Hint>,
    ),
    (selection, mut clicked, shown, lesson, mut view_area, gallery, tray): (
        Res<Selection>,
        MessageWriter<SquareClicked>,
        Res<ShownRuleState>,
        Option<Res<super::tutorial::Lesson>>,
        ResMut<ViewArea>,
        Option<Res<Gallery>>,
        Query<&Piece, With<InTray>>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(active) = active else { return Ok(()) };
    let m = active.0.as_ref();
    let mut root = root_ui(ctx);
    if gallery.is_some() {
        let full = ViewArea(Rect::new(0.0, 0.0, f32::MAX, f32::MAX));
        if *view_area != full {
            *view_area = full;
        }
        return Ok(());
    }
    egui::Panel::top("menu").show(&mut root, |ui| {
        ui.horizontal_wrapped(|ui| {
            if ui.button("New game").clicked() {
                ui_state.new_game = Some(NewGameForm::for_game(m.game_id()));
            }
            if ui.button("Undo").on_hover_text("Ctrl+Z").clicked() {
                history.write(HistoryRequest::Undo);
            }
            if ui
                .add_enabled(m.can_redo(), egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y")
                .clicked()
            {
                history.write(HistoryRequest::Redo);
            }
            ui.separator();
            if ui.button("Save").clicked() {
                notice.0 = Some(match save_game(&dir, m) {
                    Ok(path) => format!("saved to {}", path.display()),
                    Err(e) => format!("could not save: {e}"),
                });
            }
            if ui.button("Load").clicked() {
                ui_state.load = Some(dir.saved_games());
            }
            if ui.button("Position").clicked() {
                ui_state.position = Some(m.position_string());
            }
            ui.separator();
            // A lesson is not a game to resign or draw.
            let playing = status.ended.is_none() && lesson.is_none();
            if ui
                .add_enabled(playing, egui::Button::new("Resign"))
                .clicked()
            {
                let loser = m.side_to_move();
                let outcome = Outcome::Win {
                    winner: loser.opponent(),
                    reason: EndReason::Resignation,
                };
                commands.insert_resource(end_by_agreement(m, outcome, &status));
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
    egui::Panel::right("moves")
        .default_size(200.0)
        .show(&mut root, |ui| {
            ui.heading(game_name(m.game_id()));
            match &status.ended {
                Some(end) => ui.strong(&end.text),
                None => ui.label(format!("{} to move", m.side_name(m.side_to_move()))),
            };
            if let Some(text) = &status.caption {
                ui.label(egui::RichText::new(text).italics());
            }
            if let Some(side) = thinking.side() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(format!("{} is thinking", m.side_name(side)));
                });
            }
            if Side::BOTH.iter().all(|&s| seats.computer(s).is_some()) {
                demo_controls(ui, &mut demo, &mut animation);
            }
            let person_to_move = seats.computer(m.side_to_move()).is_none();
            // A lesson has its own hints.
            let playing = status.ended.is_none() && review.0.is_none() && lesson.is_none();
            if person_to_move && playing {
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
            });
            if let Some(ply) = review.0 {
                ui.label(format!(
                    "Reviewing after move {ply}; >| returns to the game"
                ));
            }
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    egui::Grid::new("move-list").striped(true).show(ui, |ui| {
                        for (i, pair) in moves.chunks(2).enumerate() {
                            ui.label(format!("{}.", i + 1));
                            for (j, text) in pair.iter().enumerate() {
                                let ply = 2 * i + j + 1;
                                let current = review.0 == Some(ply);
                                if ui.selectable_label(current, text).clicked() {
                                    review.0 = (ply < moves.len()).then_some(ply);
                                }
                            }
                            ui.end_row();
                        }
                    });
                });
        });
    let free = root.available_rect_before_wrap();
    let free = ViewArea(Rect::new(free.min.x, free.min.y, free.max.x, free.max.y));
    if *view_area != free {
        *view_area = free;
    }
    Ok(())
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
            ui.spinner();
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

/// Ends the game by resignation or agreement: the result screen shows it and the record
/// keeps it, though the rules position goes on unchanged.
pub fn end_by_agreement(
    m: &dyn crate::rules::AnyMatch,
    outcome: Outcome,
    status: &GameStatus,
) -> GameStatus {
    GameStatus {
        ended: Some(GameEnded {
            outcome,
            text: crate::rules::describe_outcome(m, outcome),
        }),
        last_move: status.last_move,
        caption: status.caption.clone(),
        rejected: None,
    }
}

/// A Ui covering the whole window, for panels (egui 0.36 shows panels inside a Ui).
pub fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

pub fn game_name(id: &str) -> &'static str {
    GAMES.iter().find(|g| g.0 == id).map_or("Jikai", |g| g.1)
}

#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn windows(
    mut contexts: EguiContexts,
    mut commands: Commands,
    active: Option<Res<ActiveMatch>>,
    status: Res<GameStatus>,
    mut ui_state: ResMut<UiState>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<MoveRequested>,
    mut settings: ResMut<AnimationSettings>,
    (mut orbit, mut marks, lesson, mut view, framing): (
        ResMut<Orbit>,
        ResMut<MarkSettings>,
        Option<Res<super::tutorial::Lesson>>,
        ResMut<ViewSettings>,
        Res<Framing>,
    ),
    dir: Res<DataDir>,
    mut notice: ResMut<Notice>,
    mut resume: ResMut<ResumeOffer>,
    mut seats: ResMut<Seats>,
    #[cfg(feature = "audio")] mut mute: Option<ResMut<super::audio::Mute>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(active) = active else { return Ok(()) };
    let m = active.0.as_ref();

    if let Some(record) = resume.0.clone() {
        let mut close = false;
        egui::Window::new("Resume?")
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label(format!(
                    "Continue your {} game ({} moves played)?",
                    game_name(&record.game),
                    record.moves.len()
                ));
                ui.horizontal(|ui| {
                    if ui.button("Resume").clicked() {
                        match record.replay() {
                            Ok(m) => start_match(&mut commands, m),
                            Err(e) => notice.0 = Some(e.to_string()),
                        }
                        close = true;
                    }
                    if ui.button("New game").clicked() {
                        close = true;
                    }
                });
            });
        if close {
            resume.0 = None;
        }
    }

    if !selection.choices.is_empty() {
        let mut chosen = None;
        let mut cancel = false;
        egui::Window::new("Choose the move")
            .collapsible(false)
            .show(ctx, |ui| {
                for choice in &selection.choices {
                    if ui.button(&choice.notation).clicked() {
                        chosen = Some(choice.mv);
                    }
                }
                cancel = ui.button("Cancel").clicked();
            });
        if let Some(mv) = chosen {
            requests.write(MoveRequested(mv));
            selection.choices.clear();
            selection.from = None;
        } else if cancel {
            selection.choices.clear();
        }
    }

    // A tutorial level has its own completion message.
    if let Some(end) = status.ended.as_ref().filter(|_| lesson.is_none()) {
        egui::Window::new("Game over")
            .collapsible(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
            .show(ctx, |ui| {
                ui.heading(&end.text);
                if ui.button("New game").clicked() {
                    ui_state.new_game = Some(NewGameForm::for_game(m.game_id()));
                }
            });
    }

    if ui_state.draw_offer {
        let mut answer = None;
        egui::Window::new("Draw offered")
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label(format!(
                    "{}: accept a draw?",
                    m.side_name(m.side_to_move().opponent())
                ));
                ui.horizontal(|ui| {
                    if ui.button("Accept").clicked() {
                        answer = Some(true);
                    }
                    if ui.button("Decline").clicked() {
                        answer = Some(false);
                    }
                });
            });
        if let Some(accepted) = answer {
            ui_state.draw_offer = false;
            if accepted {
                let outcome = Outcome::Draw {
                    reason: EndReason::Agreement,
                };
                commands.insert_resource(end_by_agreement(m, outcome, &status));
            }
        }
    }

    if let Some(mut form) = ui_state.new_game.clone() {
        let mut open = true;
        let mut start = false;
        egui::Window::new("New game")
            .open(&mut open)
            .show(ctx, |ui| {
                egui::ComboBox::from_label("Game")
                    .selected_text(game_name(&form.game))
                    .show_ui(ui, |ui| {
                        for (id, name) in GAMES {
                            if ui.selectable_label(form.game == *id, *name).clicked()
                                && form.game != *id
                            {
                                let seats = form.seats;
                                form = NewGameForm::for_game(id);
                                form.seats = seats;
                            }
                        }
                    });
                if let Ok(table) = option_table(&form.game) {
                    egui::Grid::new("options").show(ui, |ui| {
                        for info in table {
                            let Some(entry) = form.options.iter_mut().find(|(k, _)| k == info.key)
                            else {
                                continue;
                            };
                            ui.label(info.key).on_hover_text(info.help);
                            egui::ComboBox::from_id_salt(info.key)
                                .selected_text(entry.1.clone())
                                .show_ui(ui, |ui| {
                                    for value in &info.values {
                                        ui.selectable_value(
                                            &mut entry.1,
                                            value.to_string(),
                                            *value,
                                        );
                                    }
                                });
                            ui.label(egui::RichText::new(info.help).small());
                            ui.end_row();
                        }
                    });
                }
                {
                    egui::Grid::new("seats").show(ui, |ui| {
                        for side in Side::BOTH {
                            let seat = &mut form.seats[side.index()];
                            ui.label(form.side_names[side.index()]);
                            egui::ComboBox::from_id_salt(("seat", side.index()))
                                .selected_text(seat.name())
                                .show_ui(ui, |ui| {
                                    for choice in Seat::CHOICES {
                                        ui.selectable_value(seat, choice, choice.name());
                                    }
                                });
                            ui.end_row();
                        }
                    });
                }
                if let Some(e) = &form.error {
                    ui.colored_label(egui::Color32::LIGHT_RED, e);
                }
                start = ui.button("Start").clicked();
            });
        if start {
            match open_match(&form.game, &form.options, None) {
                Ok(m) => {
                    start_match(&mut commands, m);
                    commands.insert_resource(Seats {
                        seats: form.seats,
                        ..*seats
                    });
                    ui_state.new_game = None;
                }
                Err(e) => {
                    form.error = Some(e.to_string());
                    ui_state.new_game = Some(form);
                }
            }
        } else {
            ui_state.new_game = open.then_some(form);
        }
    }

    if let Some(mut text) = ui_state.position.clone() {
        let mut open = true;
        let mut apply = false;
        egui::Window::new("Position")
            .open(&mut open)
            .show(ctx, |ui| {
                ui.label(
                    "The position string of the board; edit it or type another and press Set.",
                );
                ui.add(
                    egui::TextEdit::multiline(&mut text)
                        .desired_width(420.0)
                        .desired_rows(2),
                );
                apply = ui.button("Set").clicked();
            });
        if apply {
            let options = m.options();
            match open_match(m.game_id(), &options, Some(text.trim())) {
                Ok(m) => {
                    start_match(&mut commands, m);
                    notice.0 = None;
                    open = false;
                }
                Err(e) => notice.0 = Some(e.to_string()),
            }
        }
        ui_state.position = open.then_some(text);
    }

    if let Some(saved) = ui_state.load.take() {
        let mut open = true;
        let mut loaded = false;
        egui::Window::new("Load a game")
            .open(&mut open)
            .show(ctx, |ui| {
                if saved.is_empty() {
                    ui.label(format!("No saved games in {}", dir.saves().display()));
                }
                egui::ScrollArea::vertical().show(ui, |ui| {
                    for game in &saved {
                        match &game.summary {
                            Ok(summary) => {
                                let button = ui.button(format!("{}  ({summary})", game.name()));
                                if button.clicked() {
                                    notice.0 = load_game(&mut commands, &game.path).err();
                                    loaded = true;
                                }
                            }
                            // Listed so the player knows it is there and why it will not load.
                            Err(why) => {
                                ui.colored_label(
                                    egui::Color32::LIGHT_RED,
                                    format!("{}: unreadable: {why}", game.name()),
                                );
                            }
                        }
                    }
                });
            });
        ui_state.load = (open && !loaded).then_some(saved);
    }

    if ui_state.settings {
        let mut open = true;
        egui::Window::new("Settings").open(&mut open).show(ctx, |ui| {
            ui.add(egui::Slider::new(&mut settings.speed, 0.0..=3.0).text("animation speed (0: instant)"));
            let mut top = orbit.top_down;
            if ui.checkbox(&mut top, "top-down view (T)").changed() {
                orbit.top_down = top;
            }
            let mut diagram = orbit.diagram;
            if ui.checkbox(&mut diagram, "flat diagram view (D)").changed() {
                orbit.diagram = diagram;
            }
            let mut turn = view.turn_to_mover;
            if ui
                .checkbox(&mut turn, "turn the board to the player to move")
                .changed()
            {
                view.turn_to_mover = turn;
            }
            let mut names = view.piece_names;
            if ui
                .checkbox(&mut names, "write each piece's name on the board (N)")
                .changed()
            {
                view.piece_names = names;
            }
            if ui.button("Reset the view (V)").clicked() {
                *orbit = orbit.reset(&framing);
            }
            let mut shown = !ui_state.coordinates_hidden;
            if ui.checkbox(&mut shown, "coordinates").changed() {
                ui_state.coordinates_hidden = !shown;
            }
            // A copy, so an untouched slider does not mark the seats changed (which stops
            // the computer's search).
            let mut secs = seats.master_time.as_secs_f32();
            let slider = egui::Slider::new(&mut secs, 0.5..=30.0).text("Master's seconds a move");
            if ui.add(slider).changed() {
                seats.master_time = std::time::Duration::from_secs_f32(secs);
            }
            let mut threatened = marks.threatened;
            if ui
                .checkbox(
                    &mut threatened,
                    "threatened squares at every move (Jetan: where the Princess may not go; \
                     else shown while she is selected)",
                )
                .changed()
            {
                marks.threatened = threatened;
            }
            #[cfg(feature = "audio")]
            if let Some(mute) = mute.as_mut() {
                ui.checkbox(&mut mute.0, "mute");
            }
            ui.label("Camera: right-drag or Q/E rotate, R/F tilt, wheel or +/- zoom, T from above, D diagram, V reset.");
            ui.label("Keyboard: arrows move the cursor, Enter selects and moves, Esc cancels, Space skips animations.");
        });
        ui_state.settings = open;
    }

    if ui_state.rules {
        let mut open = true;
        egui::Window::new(format!("Rules: {}", game_name(m.game_id())))
            .open(&mut open)
            .default_width(460.0)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    legend(ui, m);
                    ui.separator();
                    ui.label(rules_text(m.game_id()));
                });
            });
        ui_state.rules = open;
    }
    Ok(())
}

/// Every piece kind of the game: its picture (silhouette and emblem, as on the board), its
/// name and its moves.
fn legend(ui: &mut egui::Ui, m: &dyn AnyMatch) {
    for (side, kind) in kinds(m.game_id()) {
        let view = PieceView { side, kind };
        ui.horizontal(|ui| {
            picture(ui, m.game_id(), view, 64.0);
            ui.vertical(|ui| {
                ui.strong(piece_label(m, view));
                let (_, moves) = describe_piece(m.game_id(), kind);
                ui.label(format!("It {moves}."));
            });
        });
    }
}

/// The rules reference shown in the game.
pub fn rules_text(game: &str) -> &'static str {
    match game {
        "tafl" => include_str!("../../assets/rules/tafl.txt"),
        "jetan" => include_str!("../../assets/rules/jetan.txt"),
        "witches" => include_str!("../../assets/rules/witches.txt"),
        "jikaida" | "pastang" | "stikitche" | "draks-city" => {
            include_str!("../../assets/rules/jikaida.txt")
        }
        _ => "",
    }
}

/// A piece with what the tooltip says of it.
type PieceTags = (
    &'static Piece,
    Option<&'static OnSquare>,
    Has<InHand>,
    Has<InCheck>,
    Has<Immobilized>,
    Option<&'static HasRight>,
);

/// The pieces standing on squares, where they are drawn.
type BoardPieces<'w, 's> =
    Query<'w, 's, (&'static Piece, &'static GlobalTransform), With<OnSquare>>;

/// Coordinates along the board's edges and the tooltip of the piece under the pointer.
#[allow(clippy::too_many_arguments)]
fn overlay(
    mut contexts: EguiContexts,
    active: Option<Res<ActiveMatch>>,
    ui_state: Res<UiState>,
    cameras: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    hover: Option<Res<HoverMap>>,
    parents: Query<&ChildOf>,
    pieces: Query<PieceTags>,
    gallery: Query<(&GalleryPiece, &GlobalTransform)>,
    (view, on_board, standing): (Res<ViewSettings>, BoardPieces, Query<&OnSquare>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(active) = active else { return Ok(()) };
    let Ok((camera, at)) = cameras.single() else {
        return Ok(());
    };
    let m = active.0.as_ref();
    let g = m.geometry();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("coords"),
    ));
    let project = |p: Vec3| {
        camera
            .world_to_viewport(at, p)
            .ok()
            .map(|v| egui::pos2(v.x, v.y))
    };
    if view.piece_names {
        for (piece, at) in &on_board {
            if let Some(p) = project(at.translation() + Vec3::new(0.0, 0.0, 0.42)) {
                let name = piece_label(m, piece.0);
                let font = egui::FontId::proportional(11.0);
                let text = egui::Color32::WHITE;
                let galley = painter.layout_no_wrap(name, font, text);
                let rect = egui::Align2::CENTER_CENTER
                    .anchor_size(p, galley.size())
                    .expand(1.0);
                painter.rect_filled(rect, 2.0, egui::Color32::from_black_alpha(170));
                painter.galley(rect.min + egui::vec2(1.0, 1.0), galley, text);
            }
        }
    }
    for (piece, at) in &gallery {
        if let Some(p) = project(at.translation() + Vec3::new(0.0, 0.0, 0.62)) {
            let font = egui::FontId::proportional(16.0);
            let color = egui::Color32::from_gray(235);
            painter.text(p, egui::Align2::CENTER_TOP, &piece.name, font, color);
        }
    }
    if !ui_state.coordinates_hidden && gallery.is_empty() {
        let color = egui::Color32::from_gray(230);
        let font = egui::FontId::proportional(14.0);
        // On all four edges of the frame, as printed boards are, so either player reads them.
        let beyond = 0.5 + FRAME / 2.0;
        for f in 0..g.files() {
            let sq = g.square(f, 0);
            let name = g.square_name(sq);
            let letter = &name[..1];
            let far = g.square(f, g.ranks() - 1);
            for at in [
                world_of(g, sq) + Vec3::new(0.0, 0.0, beyond),
                world_of(g, far) - Vec3::new(0.0, 0.0, beyond),
            ] {
                if let Some(p) = project(at) {
                    painter.text(p, egui::Align2::CENTER_CENTER, letter, font.clone(), color);
                }
            }
        }
        let occupied: Vec<_> = standing.iter().map(|s| s.0).collect();
        // Drin names at the centre of each zone (Jikaida), as the board is printed, where
        // the four middle squares are empty: never under a piece.
        if let Some((zw, zh)) = g.zone_size() {
            for zr in 0..g.ranks() / zh {
                for zc in 0..g.files() / zw {
                    let (mf, mr) = (zc * zw + zw / 2, zr * zh + zh / 2);
                    let middle = [(mf - 1, mr - 1), (mf, mr - 1), (mf - 1, mr), (mf, mr)];
                    if middle
                        .iter()
                        .any(|&(f, r)| occupied.contains(&g.square(f, r)))
                    {
                        continue;
                    }
                    let name = crate::rules::jikaida::DRIN_NAMES
                        .get(zr as usize)
                        .and_then(|row| row.get(zc as usize));
                    let corner = g.square(zc * zw, zr * zh);
                    let centre = world_of(g, corner)
                        + Vec3::new(zw as f32 / 2.0 - 0.5, 0.1, 0.5 - zh as f32 / 2.0);
                    if let (Some(name), Some(p)) = (name, project(centre)) {
                        let faint = egui::Color32::from_rgba_unmultiplied(40, 20, 10, 150);
                        painter.text(
                            p,
                            egui::Align2::CENTER_CENTER,
                            *name,
                            egui::FontId::proportional(22.0),
                            faint,
                        );
                    }
                }
            }
        }
        for r in 0..g.ranks() {
            let (left, right) = (g.square(0, r), g.square(g.files() - 1, r));
            for at in [
                world_of(g, left) - Vec3::new(beyond, 0.0, 0.0),
                world_of(g, right) + Vec3::new(beyond, 0.0, 0.0),
            ] {
                if let Some(p) = project(at) {
                    let number = (r + 1).to_string();
                    painter.text(p, egui::Align2::CENTER_CENTER, number, font.clone(), color);
                }
            }
        }
    }
    let hovered = hover
        .iter()
        .flat_map(|h| h.values())
        .flat_map(|hits| hits.keys())
        .find_map(|&e| {
            let mut e = e;
            loop {
                if let Ok(p) = pieces.get(e) {
                    return Some(p);
                }
                e = parents.get(e).ok()?.parent();
            }
        });
    if let Some((piece, on, in_hand, check, frozen, right)) = hovered
        && let Some(pos) = ctx.pointer_hover_pos()
    {
        let (name, moves) = describe_piece(m.game_id(), piece.0.kind);
        let square = match on {
            Some(o) => format!(" on {}", g.square_name(o.0)),
            None if in_hand => " in hand (click to drop)".to_string(),
            None => String::new(),
        };
        let her = match (m.game_id(), piece.0.kind) {
            ("jetan", 'P') | ("witches", 'W') => "She",
            _ => "It",
        };
        let mut states = Vec::new();
        if check {
            states.push(format!("In {}!", check_name(m.game_id())));
        }
        if frozen {
            states.push("Immobilized by an enemy Witch".to_string());
        }
        if let Some(HasRight(right)) = right {
            states.push(format!("{her} {}", right.describe()));
        }
        egui::Area::new(egui::Id::new("piece-tip"))
            .fixed_pos(pos + egui::vec2(16.0, 16.0))
            .order(egui::Order::Tooltip)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.strong(format!("{} {name}{square}", m.side_name(piece.0.side)));
                    for state in &states {
                        ui.colored_label(egui::Color32::from_rgb(255, 200, 80), state);
                    }
                    ui.label(format!("{her} {moves}."));
                });
            });
    }
    Ok(())
}
