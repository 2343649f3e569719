//! The Bevy game: boards, squares and pieces as entities over the rules core, animated
//! effects, egui menus, saves. `LogicPlugin` holds everything that runs without a window
//! (tested headless); `run` adds rendering, input devices and the UI.

pub mod analysis;
pub mod animation;
pub mod arrows;
#[cfg(feature = "audio")]
pub mod audio;
pub mod board;
pub mod board_dress;
pub mod camera;
pub mod caption;
pub mod clocks;
pub mod computer;
pub mod gallery;
pub mod input;
pub mod legend;
pub mod marks;
pub mod marks_dress;
pub mod pacing;
pub mod paint;
pub mod persistence;
pub mod phase;
pub mod pieces;
pub mod pieces_dress;
pub mod screenshot;
pub mod seats;
pub mod session;
pub mod settings;
pub mod style;
pub mod tutorial;
pub mod ui;
pub mod view;
pub mod view_assets;

use crate::rules::{AnyMatch, Error, open_match, play_line};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};
use iyes_progress::{ProgressPlugin, ProgressTracker};
pub use phase::AppState;

/// What the window opens with.
#[derive(Clone, Debug, Default)]
pub struct AppConfig {
    pub game: Option<String>,
    pub options: Vec<(String, String)>,
    pub position: Option<String>,
    /// Moves (in notation) played from the start position before the window opens.
    pub moves: Vec<String>,
    /// Sides the computer plays: the side's name in the game and a level name.
    pub computer: Vec<(String, String)>,
    /// Both sides' clocks, or none.
    pub clock: Option<crate::rules::TimeControl>,
    /// People's names: the side's name in the game and the person's.
    pub names: Vec<(String, String)>,
    /// Play this screenshot script (pictures of settled frames), then exit.
    pub screenshot: Option<Vec<screenshot::Step>>,
    /// Show every piece kind of the game instead of the board.
    pub gallery: bool,
    /// A tutorial level to open at start (its id, `jikaida/05-vaulting`), at a step.
    pub level: Option<tutorial::OpenLevel>,
}

impl AppConfig {
    /// The game the config describes, with its moves played.
    pub fn open(&self) -> Result<Box<dyn AnyMatch>, Error> {
        let game = self.game.as_deref().unwrap_or("tafl");
        let mut m = open_match(game, &self.options, self.position.as_deref())?;
        play_line(m.as_mut(), &self.moves).map_err(Error::Move)?;
        Ok(m)
    }
}

/// The side of `m` called `name` (`attackers`, `Yellow`).
fn side_named(m: &dyn AnyMatch, name: &str) -> Result<crate::rules::Side, Error> {
    crate::rules::Side::BOTH
        .into_iter()
        .find(|&s| m.side_name(s).eq_ignore_ascii_case(name))
        .ok_or_else(|| {
            let names = crate::rules::Side::BOTH.map(|s| m.side_name(s).to_lowercase());
            let names = names.each_ref().map(String::as_str);
            let hint = crate::suggest::hint(name, "sides", &names);
            Error::Option(format!("no side '{name}' in this game {hint}"))
        })
}

impl AppConfig {
    /// The people's names `names` gives the sides of `m`.
    pub fn player_names(&self, m: &dyn AnyMatch) -> Result<seats::PlayerNames, Error> {
        let mut names = seats::PlayerNames::default();
        for (side_name, name) in &self.names {
            names.0[side_named(m, side_name)?.index()] = name.clone();
        }
        Ok(names)
    }

    /// The autosave to offer at start: only one of the game asked for, and none when a
    /// position, moves or a level were asked for (issue 18, item 2).
    pub fn resume_wanted(&self) -> persistence::ResumeWanted {
        use persistence::ResumeWanted;
        if self.position.is_some() || !self.moves.is_empty() || self.level.is_some() {
            return ResumeWanted::Nothing;
        }
        match &self.game {
            Some(game) => ResumeWanted::Game(game.clone()),
            None => ResumeWanted::Any,
        }
    }

    /// Who plays each side of `m`: the computer where `computer` names the side.
    pub fn seats(&self, m: &dyn AnyMatch) -> Result<seats::Seats, Error> {
        let mut seats = seats::Seats::default();
        for (side_name, level_name) in &self.computer {
            let side = side_named(m, side_name)?;
            let level = crate::ai::Level::parse(level_name)
                .filter(|&l| l != crate::ai::Level::Random)
                .ok_or_else(|| {
                    let names = crate::ai::Level::ALL.map(crate::ai::Level::name);
                    let names = &names[1..];
                    let hint = crate::suggest::hint(level_name, "levels", names);
                    Error::Option(format!("unknown level '{level_name}' {hint}"))
                })?;
            seats.seats[side.index()] = seats::Seat::Computer(level);
        }
        Ok(seats)
    }
}

/// The textures the board uses, loaded behind the progress bar.
#[derive(AssetCollection, Resource)]
pub struct BoardTextures {
    #[asset(path = "textures/wood.png")]
    pub wood: Handle<Image>,
}

/// Everything that runs without a window: the rules systems, board and piece entities,
/// player input handling and animation.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            session::SessionPlugin,
            board::BoardPlugin,
            pieces::PiecesPlugin,
            input::PlayerInputPlugin,
            animation::AnimationPlugin,
            computer::ComputerPlugin,
            clocks::ClockPlugin,
            analysis::AnalysisPlugin,
        ))
        .init_resource::<pacing::FrameDemand>()
        .init_resource::<marks::BoardArrows>()
        .init_resource::<marks::Highlights>();
    }
}

/// The colour around the board, where the 3D view shows no board.
pub const BACKGROUND: Color = Color::srgb(0.16, 0.17, 0.2);

/// Opens the game window on `first`, played by `seats` (as `AppConfig::open` and `seats`
/// resolved them); returns when it closes, or says why it cannot open (no graphics adapter).
pub fn run(
    config: AppConfig,
    first: Box<dyn AnyMatch>,
    seats: seats::Seats,
    started: std::time::Instant,
) -> Result<AppExit, String> {
    let shipped = crate::shipped::dir()?;
    let names = config
        .player_names(first.as_ref())
        .map_err(|e| e.to_string())?;
    // A script that starts with a size opens the window at that size.
    let initial_size = match config.screenshot.as_deref() {
        Some([screenshot::Step::Size(w, h), ..]) => (*w, *h),
        _ => screenshot::DEFAULT_SIZE,
    };
    let mut app = App::new();
    tutorial::register_levels_source(&mut app, &shipped.join("levels"));
    let window_plugins = DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "Jikai".into(),
                resolution: initial_size.into(),
                ..default()
            }),
            ..default()
        })
        .set(AssetPlugin {
            file_path: shipped.join("assets").to_string_lossy().into_owned(),
            ..default()
        })
        .set(bevy::log::LogPlugin {
            fmt_layer: quiet_log_errors,
            // winit's warnings are about the display server and wgpu-hal's messages are the
            // Vulkan loader's (a debug build asks for them): nothing a player acts on.
            filter: format!("{},winit=error,wgpu_hal=off", bevy::log::DEFAULT_FILTER),
            ..default()
        })
        // Mesh instances built on the CPU: see `paint::cpu_preprocessing`.
        .set(bevy::pbr::PbrPlugin {
            use_gpu_instance_buffer_builder: false,
            ..default()
        })
        // A screenshot waits for the scene to settle, counted in frames; a piece whose
        // shaders were still compiling was not drawn in them (a software renderer with
        // other windows open took longer than the frames allowed), so a scripted run
        // compiles them before the frame that needs them.
        .set(bevy::render::RenderPlugin {
            synchronous_pipeline_compilation: config.screenshot.is_some(),
            ..default()
        });
    with_renderer(|| {
        app.add_plugins(window_plugins);
    })?;
    app.add_plugins((
        MeshPickingPlugin,
        EguiPlugin::default(),
        ProgressPlugin::<AppState>::new().with_state_transition(AppState::Loading, AppState::Play),
    ))
    .init_state::<AppState>()
    .add_loading_state(LoadingState::new(AppState::Loading).load_collection::<BoardTextures>())
    .add_plugins(tutorial::LevelAssetsPlugin)
    .insert_resource(ClearColor(BACKGROUND));
    if let Some(steps) = &config.screenshot {
        // A screenshot must not touch the player's autosave.
        let dir = std::env::temp_dir().join(format!("jikai-screenshot-{}", std::process::id()));
        // A still picture: computer players wait (the demonstration starts paused).
        app.insert_resource(seats::Demo {
            paused: true,
            ..default()
        })
        .insert_resource(persistence::DataDir(dir))
        .add_plugins(screenshot::ScreenshotPlugin {
            steps: steps.clone(),
            started,
        });
    }
    app.add_plugins((
        LogicPlugin,
        pacing::PacingPlugin,
        paint::PaintPlugin,
        view::ViewPlugin,
        arrows::ArrowsPlugin,
        camera::CameraPlugin,
        persistence::PersistencePlugin,
        tutorial::TutorialPlugin,
        ui::UiPlugin,
        settings::SettingsPlugin,
    ))
    .add_plugins(gallery::GalleryPlugin)
    .insert_resource(FirstMatch(Some((first, config.clock))))
    .insert_resource(names)
    .insert_resource(config.resume_wanted())
    .insert_resource(seats)
    .add_plugins(sound_plugin())
    .add_systems(
        EguiPrimaryContextPass,
        loading_screen.run_if(in_state(AppState::Loading)),
    )
    .add_systems(OnEnter(AppState::Play), begin);
    if config.gallery {
        app.insert_resource(gallery::Gallery);
    }
    if let Some(level) = config.level {
        app.add_systems(
            OnEnter(AppState::Play),
            move |mut open: MessageWriter<tutorial::OpenLevel>| {
                open.write(level.clone());
            },
        );
    }
    Ok(app.run())
}

/// Runs `build` (the window's plugins), or says what the window lacks when no graphics
/// adapter is found: Bevy panics there, with a backtrace, where Jikai's failures are one line.
fn with_renderer(build: impl FnOnce()) -> Result<(), String> {
    use std::panic::{self, AssertUnwindSafe};
    let no_adapter = |payload: &(dyn std::any::Any + Send)| {
        let text = payload.downcast_ref::<&str>().copied();
        let text = text.or_else(|| payload.downcast_ref::<String>().map(String::as_str));
        text.is_some_and(|t| t.contains("Unable to find a GPU"))
    };
    let previous = std::sync::Arc::new(panic::take_hook());
    let other = previous.clone();
    panic::set_hook(Box::new(move |info| {
        if !no_adapter(info.payload()) {
            other(info);
        }
    }));
    let built = panic::catch_unwind(AssertUnwindSafe(build));
    panic::set_hook(Box::new(move |info| previous(info)));
    match built {
        Ok(()) => return Ok(()),
        Err(payload) if !no_adapter(payload.as_ref()) => panic::resume_unwind(payload),
        Err(_) => {}
    }
    let backend =
        std::env::var("WGPU_BACKEND").map_or(String::new(), |b| format!(" (WGPU_BACKEND={b})"));
    Err(format!(
        "no graphics adapter for the window{backend}: install a Vulkan driver (on Debian or \
         Ubuntu: apt-get install mesa-vulkan-drivers) or your graphics card's; the headless \
         commands (perft, bench, selfplay, engine, levels) need none"
    ))
}

/// The log on stderr as Bevy writes it, except that a stderr that cannot be written (a full
/// disk, a closed pipe) loses the lines quietly: by default the logger would report the
/// failure with `eprintln!`, which panics when stderr fails.
fn quiet_log_errors(_: &mut App) -> Option<bevy::log::BoxedFmtLayer> {
    let layer = bevy::log::tracing_subscriber::fmt::Layer::default()
        .with_writer(std::io::stderr)
        .log_internal_errors(false);
    Some(Box::new(layer))
}

#[cfg(feature = "audio")]
fn sound_plugin() -> audio::AudioPlugin {
    audio::AudioPlugin
}

/// Without the `audio` feature there is no sound.
#[cfg(not(feature = "audio"))]
fn sound_plugin() -> impl Plugin {
    |_: &mut App| {}
}

/// The match to show once loading is done, and its clocks.
#[derive(Resource)]
struct FirstMatch(Option<(Box<dyn AnyMatch>, Option<crate::rules::TimeControl>)>);

fn begin(mut commands: Commands, mut first: ResMut<FirstMatch>) {
    if let Some((m, clock)) = first.0.take() {
        session::start_match(&mut commands, m);
        if let Some(control) = clock {
            commands.insert_resource(clocks::GameClock::new(control));
        }
    }
}

fn loading_screen(
    mut contexts: EguiContexts,
    progress: Option<Res<ProgressTracker<AppState>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let done = progress
        .map(|p| p.get_global_progress())
        .unwrap_or_default();
    let fraction = if done.total == 0 {
        0.0
    } else {
        done.done as f32 / done.total as f32
    };
    egui::CentralPanel::default().show(&mut ui::root_ui(ctx), |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(300.0);
            ui.heading("Jikai");
            ui.add(
                egui::ProgressBar::new(fraction)
                    .show_percentage()
                    .desired_width(400.0),
            );
        });
    });
    Ok(())
}
