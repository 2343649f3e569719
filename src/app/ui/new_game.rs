//! The New game window: the game, its options in words (labels and explanations from the
//! rules' one table, `option_table_with`, which `jikai options` prints too), who plays each
//! side, and Start. Options a preset sets (Jetan's readings per piece and side) sit in a
//! section of their own under the preset, showing the preset's values.

use super::panel::control_words;
use super::{DialogArea, UiState, escape_pressed, game_name};
use crate::app::caption::capitalised;
use crate::app::clocks::GameClock;
use crate::app::seats::{PlayerNames, Seat, Seats};
use crate::app::session::start_match;
use crate::rules::{
    GAMES, GameRecord, OptionInfo, Side, TimeControl, open_match, option_table_with,
};
use bevy::prelude::*;
use bevy_egui::egui;

/// The key whose value sets others (Jetan's preset sets every reading).
const PRESET: &str = "preset";

/// The new-game form: a game, the options the player has set, and who plays each side.
#[derive(Clone, Debug)]
pub struct NewGameForm {
    pub game: String,
    /// The options the player has set; every other takes its default, or what the preset
    /// gives it.
    pub chosen: Vec<(String, String)>,
    /// The table under `chosen`, read again when a choice changes.
    table: Vec<OptionInfo>,
    /// The keys whose value follows the preset.
    follow_preset: Vec<&'static str>,
    /// Who plays each side (by `Side::index`), and the sides' names in this game.
    pub seats: [Seat; 2],
    pub side_names: [&'static str; 2],
    /// The clocks, or none.
    pub clock: Option<TimeControl>,
    /// The people's names (empty: none), kept for the next game.
    pub names: [String; 2],
    /// Play from here: the game up to the position reviewed, which the new game goes on from
    /// (its game and options are that game's).
    pub from: Option<(usize, GameRecord)>,
    pub error: Option<String>,
}

/// The clocks offered, as `TimeControl::parse` reads them: Fischer's three of lichess's
/// rapid and classical, a time a move, and OpenTafl's overtime periods.
const CLOCKS: [&str; 5] = ["300+3", "600+5", "1800+20", "10/move", "600 30/3"];

impl NewGameForm {
    pub fn for_game(game: &str) -> NewGameForm {
        let table = option_table_with(game, &[]).unwrap_or_default();
        // The keys that differ between the preset's values follow it.
        let follow_preset = table
            .iter()
            .find(|o| o.key == PRESET)
            .map(|preset| {
                let tables: Vec<Vec<OptionInfo>> = preset
                    .values
                    .iter()
                    .filter_map(|v| option_table_with(game, &[(PRESET.into(), v.to_string())]).ok())
                    .collect();
                table
                    .iter()
                    .filter(|o| o.key != PRESET)
                    .filter(|o| {
                        let values = tables
                            .iter()
                            .filter_map(|t| t.iter().find(|r| r.key == o.key).map(|r| &r.current));
                        values.clone().any(|v| *v != o.current)
                    })
                    .map(|o| o.key)
                    .collect()
            })
            .unwrap_or_default();
        NewGameForm {
            game: game.to_string(),
            chosen: Vec::new(),
            table,
            follow_preset,
            seats: [Seat::Human; 2],
            side_names: open_match(game, &[], None)
                .map(|m| Side::BOTH.map(|side| m.side_name(side)))
                .unwrap_or(["South", "North"]),
            clock: None,
            names: Default::default(),
            from: None,
            error: None,
        }
    }

    /// Sets `key` to `value` as the player chose it; a new preset replaces the readings
    /// chosen before it.
    fn choose(&mut self, key: &str, value: String) {
        if key == PRESET {
            self.chosen
                .retain(|(k, _)| !self.follow_preset.contains(&k.as_str()));
        }
        self.chosen.retain(|(k, _)| k != key);
        self.chosen.push((key.to_string(), value));
        match option_table_with(&self.game, &self.chosen) {
            Ok(table) => {
                self.table = table;
                self.error = None;
            }
            // A value written freely may not read yet; the table keeps its last reading.
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// The value shown for `row`: as written by the player, or as the table has it.
    fn shown(&self, row: &OptionInfo) -> String {
        self.chosen
            .iter()
            .find(|(k, _)| k == row.key)
            .map_or_else(|| row.current.to_string(), |(_, v)| v.clone())
    }
}

/// The window, while the form is open; whether a game was started from it.
pub(super) fn new_game_window(
    ctx: &egui::Context,
    commands: &mut Commands,
    ui_state: &mut UiState,
    area: &DialogArea,
    seats: &Seats,
) -> bool {
    let Some(mut form) = ui_state.new_game.clone() else {
        return false;
    };
    let mut open = !escape_pressed(ctx);
    let mut start = false;
    area.dialog("New game")
        .open(&mut open)
        .vscroll(true)
        .default_width(520.0)
        .default_height(area.0.height())
        .show(ctx, |ui| {
            if let Some((ply, _)) = &form.from {
                ui.label(format!(
                    "{}, going on from the position reviewed ({ply} moves played).",
                    game_name(&form.game)
                ));
            } else {
                egui::ComboBox::from_label("Game")
                    .selected_text(game_name(&form.game))
                    .show_ui(ui, |ui| {
                        for (id, name) in GAMES {
                            if ui.selectable_label(form.game == *id, *name).clicked()
                                && form.game != *id
                            {
                                let next = NewGameForm::for_game(id);
                                let (seats, clock) = (form.seats, form.clock);
                                let names = std::mem::take(&mut form.names);
                                form = NewGameForm {
                                    seats,
                                    clock,
                                    names,
                                    ..next
                                };
                            }
                        }
                    });
            }
            ui.separator();
            egui::Grid::new("seats").num_columns(3).show(ui, |ui| {
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
                    // A person's name, for the panel and the game's record.
                    if *seat == Seat::Human {
                        ui.add(
                            egui::TextEdit::singleline(&mut form.names[side.index()])
                                .hint_text("name")
                                .desired_width(120.0),
                        );
                    }
                    ui.end_row();
                }
                ui.label("Clock");
                let words = |c: Option<TimeControl>| c.map_or("No clock".into(), control_words);
                egui::ComboBox::from_id_salt("clock")
                    .selected_text(words(form.clock))
                    .show_ui(ui, |ui| {
                        let choices = CLOCKS.iter().map(|t| TimeControl::parse(t).ok());
                        for choice in std::iter::once(None).chain(choices) {
                            ui.selectable_value(&mut form.clock, choice, words(choice));
                        }
                    });
                ui.end_row();
            });
            ui.horizontal(|ui| {
                start = ui.button("Start").clicked();
                if let Some(e) = &form.error {
                    ui.colored_label(egui::Color32::LIGHT_RED, e);
                }
            });
            ui.separator();
            // Played from a position, the rules are the game's.
            if form.from.is_some() {
                return;
            }
            // A row with a single value (the Jikaida game's mode) leaves nothing to choose.
            let rows: Vec<OptionInfo> = form
                .table
                .iter()
                .filter(|o| o.free || o.values.len() > 1)
                .cloned()
                .collect();
            let (following, own): (Vec<_>, Vec<_>) = rows
                .into_iter()
                .partition(|o| form.follow_preset.contains(&o.key));
            for row in &own {
                option_row(ui, &mut form, row);
                if row.key == PRESET && !following.is_empty() {
                    egui::CollapsingHeader::new("Set by the preset (change any of them)")
                        .id_salt("readings")
                        .show(ui, |ui| {
                            for row in &following {
                                option_row(ui, &mut form, row);
                            }
                        });
                }
            }
        });
    if start {
        let opened = match &form.from {
            Some((_, record)) => record.replay(),
            None => open_match(&form.game, &form.chosen, None),
        };
        match opened {
            Ok(m) => {
                start_match(commands, m);
                commands.insert_resource(Seats {
                    seats: form.seats,
                    ..*seats
                });
                if let Some(control) = form.clock {
                    commands.insert_resource(GameClock::new(control));
                }
                commands.insert_resource(PlayerNames(form.names.clone()));
                ui_state.new_game = None;
                return true;
            }
            Err(e) => {
                form.error = Some(e.to_string());
                ui_state.new_game = Some(form);
            }
        }
    } else {
        ui_state.new_game = open.then_some(form);
    }
    false
}

/// One option: its label and value (a choice, or text for a number or a list of squares),
/// and beneath them what it does, at the size of the rest of the text.
fn option_row(ui: &mut egui::Ui, form: &mut NewGameForm, row: &OptionInfo) {
    let shown = form.shown(row);
    ui.horizontal(|ui| {
        ui.strong(&row.label);
        if row.free {
            let mut text = shown.clone();
            let edit = ui.add(egui::TextEdit::singleline(&mut text).desired_width(120.0));
            if edit.changed() {
                form.choose(row.key, text);
            }
            ui.weak(format!("({})", row.values.get(1).copied().unwrap_or("")));
        } else {
            let mut value = shown.clone();
            // Each value in words; its name, as `--option` and records write it, on hover.
            let words = |v: &str| {
                let at = row.values.iter().position(|w| w.eq_ignore_ascii_case(v));
                at.and_then(|i| row.words.get(i))
                    .cloned()
                    .unwrap_or_else(|| v.to_string())
            };
            egui::ComboBox::from_id_salt(row.key)
                .selected_text(words(&value))
                .show_ui(ui, |ui| {
                    for v in &row.values {
                        let label = if *v == row.default {
                            format!("{} (default)", words(v))
                        } else {
                            words(v)
                        };
                        ui.selectable_value(&mut value, v.to_string(), label)
                            .on_hover_text(format!("{}={v}", row.key));
                    }
                })
                .response
                .on_hover_text(format!("{}={value}", row.key));
            if value != shown {
                form.choose(row.key, value);
            }
        }
    });
    ui.label(capitalised(row.help));
    ui.add_space(4.0);
}
