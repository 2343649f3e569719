//! Every dialog fits the window (issue 18, "Every dialog checked, every time"), headless: the
//! interface's own systems draw each dialog in an egui pass of 1280x800 and of 1024x700, and
//! egui's widget rectangles say where every widget lies. A widget passes when each part of it
//! is seen inside the window and below the menu bar, in the first frame or while the dialog is
//! scrolled down with the wheel: a widget cut off by a window that does not scroll, or placed
//! under the menu bar or past the window's edge, is never seen whole.

use super::tutorial::do_step;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::{EguiContext, EguiPrimaryContextPass, EguiUserTextures, PrimaryEguiContext, egui};
use jikai::app::LogicPlugin;
use jikai::app::analysis::Analysis;
use jikai::app::camera::{Framing, Orbit, ViewArea, ViewSettings};
use jikai::app::input::Selection;
use jikai::app::marks::MarkSettings;
use jikai::app::persistence::{DataDir, Notice, ResumeOffer};
use jikai::app::session::{ActiveMatch, GameEnded, GameStatus, LegalMoves, start_match};
use jikai::app::tutorial::{Lesson, LevelEntry, Levels, OpenLevel, TutorialPlugin};
use jikai::app::ui::{NewGameForm, UiPlugin, UiState, game_name};
use jikai::rules::{EndReason, GAMES, GameRecord, Outcome, Side, describe_outcome, open_match};
use jikai::tutorial::check_file;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

const SIZES: [(f32, f32); 2] = [(1280.0, 800.0), (1024.0, 700.0)];

/// A headless app with the game's logic, the tutorial and the interface, showing `game`, with
/// an egui context of its own that `frame` drives.
fn ui_app(game: &str, data: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, LogicPlugin, TutorialPlugin, UiPlugin))
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<EguiUserTextures>()
        .init_resource::<Orbit>()
        .init_resource::<Framing>()
        .init_resource::<ViewArea>()
        .init_resource::<ViewSettings>()
        .init_resource::<MarkSettings>()
        .init_resource::<Notice>()
        .init_resource::<ResumeOffer>()
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .insert_resource(DataDir(data.to_path_buf()))
        .insert_resource(all_levels());
    app.world_mut().spawn(PrimaryEguiContext);
    show(&mut app, game);
    app
}

/// Starts a new match of `game`.
fn show(app: &mut App, game: &str) {
    let m = open_match(game, &[], None).expect("game opens");
    start_match(&mut app.world_mut().commands(), m);
    app.world_mut().flush();
    app.update();
}

/// Every shipped level, as the catalogue would list them.
fn all_levels() -> Levels {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    let mut entries = vec![];
    for game in std::fs::read_dir(&root).unwrap() {
        let game = game.unwrap().path();
        if !game.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&game).unwrap() {
            let file = file.unwrap().path();
            let id = format!(
                "{}/{}",
                game.file_name().unwrap().to_string_lossy(),
                file.file_stem().unwrap().to_string_lossy()
            );
            entries.push(LevelEntry::new(&id, check_file(&file)));
        }
    }
    Levels::new(entries)
}

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jikai-dialogs-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// One frame of the interface at `size` with these input events, then the app's own frame.
/// Returns the widgets of the frame: (id, layer order, rect, visible part).
fn frame(app: &mut App, size: (f32, f32), events: Vec<egui::Event>) -> Vec<Widget> {
    let ctx = ctx_of(app);
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(size.0, size.1),
        )),
        events,
        // egui scrolls smoothly over time: the clock goes on 50 ms a frame.
        time: Some(ctx.input(|i| i.time) + 0.05),
        predicted_dt: 0.05,
        ..default()
    };
    ctx.begin_pass(input);
    app.world_mut().run_schedule(EguiPrimaryContextPass);
    let widgets = ctx.viewport(|v| {
        v.this_pass
            .widgets
            .layers()
            .flat_map(|(layer, ws)| {
                ws.iter().map(|w| Widget {
                    id: w.id,
                    window: layer.order == egui::Order::Middle,
                    rect: w.rect,
                    seen: w.interact_rect,
                })
            })
            .collect::<Vec<_>>()
    });
    // Nothing draws the pass's textures here.
    ctx.end_pass().textures_delta.clear();
    app.update();
    widgets
}

#[derive(Clone, Copy, Debug)]
struct Widget {
    id: egui::Id,
    /// In a window (egui's middle layer), not a panel or a tooltip.
    window: bool,
    rect: egui::Rect,
    /// The part of it drawn: its rectangle clipped to what holds it.
    seen: egui::Rect,
}

/// Opens the dialog `title` by `open`, then draws it at each size, scrolling each window down
/// until it moves no more; fails when the dialog is not there, or naming the widgets never
/// seen whole. `what` says which case it is. Returns how many widgets it checked.
fn check(app: &mut App, title: &str, what: &str, open: &mut dyn FnMut(&mut App)) -> usize {
    let what = format!("{title} ({what})");
    let mut checked = 0;
    for size in SIZES {
        // Each size starts as a new window would: nothing scrolled, nowhere dragged.
        ctx_of(app).memory_mut(|m| *m = Default::default());
        open(app);
        let first = frame(app, size, vec![]);
        let mut widgets = frame(app, size, vec![]);
        // The menu bar: the buttons of the background layer at the window's top.
        let menu_bottom = first
            .iter()
            .filter(|w| !w.window && w.rect.min.y < 8.0 && w.rect.height() < 40.0)
            .map(|w| w.rect.max.y)
            .fold(0.0, f32::max);
        assert!(menu_bottom > 10.0, "{what}: no menu bar found");
        let room =
            egui::Rect::from_min_max(egui::pos2(0.0, menu_bottom), egui::pos2(size.0, size.1));
        let mut seen: HashMap<egui::Id, (egui::Rect, egui::Rect)> = HashMap::new();
        let note = |ws: &[Widget], seen: &mut HashMap<egui::Id, (egui::Rect, egui::Rect)>| {
            // egui's grips for resizing a window reach past its edge by design.
            let grip = |w: &Widget| format!("{:?}", w.id).contains("edge_drag");
            for w in ws
                .iter()
                .filter(|w| w.window && w.rect.is_positive() && !grip(w))
            {
                let visible = w.seen.intersect(room);
                let entry = seen.entry(w.id).or_insert((w.rect, egui::Rect::NOTHING));
                // The widget's own rectangle moves as the window scrolls: keep what was seen
                // of it in its own coordinates.
                let offset = entry.0.min - w.rect.min;
                if visible.is_positive() {
                    entry.1 = entry.1.union(visible.translate(offset));
                }
            }
        };
        note(&widgets, &mut seen);
        let windows: Vec<egui::Rect> = {
            let ctx = ctx_of(app);
            ctx.memory(|m| {
                m.layer_ids()
                    .filter(|l| l.order == egui::Order::Middle)
                    .filter_map(|l| m.area_rect(l.id))
                    .collect()
            })
        };
        // egui 0.36 names a window's area by its title, as `Some(title)`.
        let shown = ctx_of(app).memory(|m| m.area_rect(egui::Id::new(Some(title))));
        assert!(
            shown.is_some(),
            "{what} at {size:?}: the dialog is not shown"
        );
        for window in &windows {
            assert!(
                room.contains_rect(*window),
                "{what} at {size:?}: the window {window:?} is not inside {room:?}"
            );
            // Scrolled until three frames move nothing (egui scrolls smoothly, over frames).
            let mut still = 0;
            for _ in 0..200 {
                let before: Vec<egui::Rect> = widgets.iter().map(|w| w.rect).collect();
                let centre = window.center();
                widgets = frame(
                    app,
                    size,
                    vec![
                        egui::Event::PointerMoved(centre),
                        egui::Event::MouseWheel {
                            unit: egui::MouseWheelUnit::Point,
                            delta: egui::vec2(0.0, -120.0),
                            phase: egui::TouchPhase::Move,
                            modifiers: egui::Modifiers::NONE,
                        },
                    ],
                );
                note(&widgets, &mut seen);
                still = if widgets.iter().map(|w| w.rect).eq(before) {
                    still + 1
                } else {
                    0
                };
                if still == 3 {
                    break;
                }
            }
        }
        let unseen: Vec<String> = seen
            .iter()
            .filter(|(_, (rect, visible))| !visible.expand(1.0).contains_rect(*rect))
            .map(|(id, (rect, visible))| format!("{id:?} at {rect:?}, seen {visible:?}"))
            .collect();
        assert!(
            unseen.is_empty(),
            "{what} at {size:?}: widgets never seen whole: {unseen:#?}"
        );
        checked += seen.len();
        close_all(app);
    }
    checked
}

fn ctx_of(app: &mut App) -> egui::Context {
    let world = app.world_mut();
    let mut q = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    q.single_mut(world).unwrap().get_mut().clone()
}

/// Closes every dialog the interface keeps open, and ends a level in play.
fn close_all(app: &mut App) {
    *app.world_mut().resource_mut::<UiState>() = UiState {
        welcomed: true,
        ..default()
    };
    app.world_mut().resource_mut::<ResumeOffer>().0 = None;
    app.world_mut().resource_mut::<Selection>().choices.clear();
    app.world_mut().remove_resource::<Lesson>();
    app.world_mut().resource_mut::<GameStatus>().ended = None;
    app.world_mut().resource_mut::<Analysis>().open = false;
}

fn ui(app: &mut App) -> Mut<'_, UiState> {
    app.world_mut().resource_mut::<UiState>()
}

/// New game for every game and drill, Rules for every game, Settings, Position, Load,
/// Tutorials, the welcome, Resign and draw, and Analysis with its graph: each fits.
#[test]
fn every_dialog_of_the_menu_fits() {
    let mut app = ui_app("jikaida", &data_dir("menu"));
    for &(game, ..) in GAMES {
        show(&mut app, game);
        let n = check(&mut app, "New game", game, &mut |app| {
            ui(app).new_game = Some(NewGameForm::for_game(game))
        });
        assert!(n > 5, "New game ({game}) has only {n} widgets");
        let rules = format!("Rules: {}", game_name(game));
        check(&mut app, &rules, game, &mut |app| ui(app).rules = true);
    }
    type Opens = fn(&mut UiState);
    let dialogs: [(&str, Opens); 7] = [
        ("Settings", |u| u.settings = true),
        ("Position", |u| u.position = Some(String::new())),
        ("Load a game", |u| u.load = Some(vec![])),
        ("Tutorials", |u| u.tutorials = true),
        ("Welcome to Jikai", |u| u.welcome = true),
        ("Resign?", |u| u.resign = true),
        ("Draw offered", |u| u.draw_offer = true),
    ];
    for (title, open) in dialogs {
        check(&mut app, title, "jikaida", &mut |app| open(&mut ui(app)));
    }
    // Its longest words: Poron Jikaida's notation, a line of twelve moves, a graph.
    check(&mut app, "Analysis", "jikaida", &mut |app| {
        let m = app.world().resource::<ActiveMatch>().0.boxed_clone();
        let key = (m.history().len(), *m.hashes().last().unwrap());
        let mut analysis = app.world_mut().resource_mut::<Analysis>();
        analysis.start_graph(m.as_ref());
        let long = "Chuktar k12-l13xm14".to_string();
        analysis.open = true;
        analysis.halted = Some(key);
        analysis.found = Some((
            key,
            jikai::rules::Analysis {
                depth: 12,
                nodes: 123_456_789,
                score: -1234,
                best: vec![(long.clone(), -1234); 3],
                line: vec![long; 12],
                protocol_line: Vec::new(),
            },
        ));
        while app.world().resource::<Analysis>().graph.running() {
            app.update();
        }
    });
}

/// The resume offer, the move chooser, and the result of every way a game can end.
#[test]
fn the_offer_the_chooser_and_every_result_fit() {
    let mut app = ui_app("tafl", &data_dir("play"));
    check(&mut app, "Resume?", "tafl", &mut |app| {
        let record = GameRecord::of(app.world().resource::<ActiveMatch>().0.as_ref());
        app.world_mut().resource_mut::<ResumeOffer>().0 = Some(record);
    });
    // The move chooser: the piece with the most moves to one square, in each game that has
    // one at the start (a Can(n)on's modes in Jacks and Witches).
    let mut chooser_seen = 0;
    for &(game, ..) in GAMES {
        show(&mut app, game);
        let legal = app.world().resource::<LegalMoves>().0.clone();
        let most = legal
            .iter()
            .map(|a| {
                legal
                    .iter()
                    .filter(|b| (b.mv.from, b.mv.to) == (a.mv.from, a.mv.to))
                    .cloned()
                    .collect::<Vec<_>>()
            })
            .max_by_key(Vec::len)
            .unwrap_or_default();
        if most.len() > 1 {
            chooser_seen += 1;
            check(&mut app, "Choose the move", game, &mut |app| {
                app.world_mut().resource_mut::<Selection>().choices = most.clone()
            });
        }
    }
    assert!(chooser_seen > 0, "no game offers a choice at the start");
    // Game over: every reason, as a win and as a draw, in Poron Jikaida (the longest names);
    // and a win in every game.
    let mut results: Vec<(&str, Outcome)> = EndReason::ALL
        .iter()
        .flat_map(|&reason| {
            [
                Outcome::Win {
                    winner: Side::North,
                    reason,
                },
                Outcome::Draw { reason },
            ]
        })
        .map(|outcome| ("jikaida", outcome))
        .collect();
    for &(game, ..) in GAMES {
        let reason = EndReason::Resignation;
        results.push((
            game,
            Outcome::Win {
                winner: Side::South,
                reason,
            },
        ));
    }
    for (game, outcome) in results {
        show(&mut app, game);
        check(
            &mut app,
            "Game over",
            &format!("{game}, {outcome:?}"),
            &mut |app| {
                let m = app.world().resource::<ActiveMatch>().0.as_ref();
                let text = describe_outcome(m, outcome);
                app.world_mut().resource_mut::<GameStatus>().ended =
                    Some(GameEnded { outcome, text });
            },
        );
    }
}

/// Level complete, at the end of a level played through.
#[test]
fn level_complete_fits() {
    let mut app = ui_app("tafl", &data_dir("level"));
    check(&mut app, "Level complete", "tafl/01-moving", &mut |app| {
        app.world_mut().write_message(OpenLevel {
            id: "tafl/01-moving".into(),
            step: 0,
        });
        app.update();
        app.update();
        for _ in 0..50 {
            if app.world().resource::<Lesson>().finished() {
                break;
            }
            do_step(app);
        }
        assert!(app.world().resource::<Lesson>().finished());
    });
}
