//! `jikai play` and `jikai screenshot`: open the game window. Their arguments are declared
//! in every build; the window itself only with the `app` feature.

use super::start::StartArgs;
use super::{CliError, values};
use std::path::PathBuf;
use std::time::Instant;

/// Open the game window, on a game, position or tutorial level (the default command).
#[derive(clap::Args, Debug, Default)]
#[command(after_help = "Example:\n  jikai play jetan --computer orange=club")]
pub struct PlayArgs {
    /// The game or drill (default: tafl)
    #[arg(value_name = "game", value_parser = values::game())]
    game: Option<String>,
    #[command(flatten)]
    window: WindowArgs,
}

/// Save a picture of the board once the window has drawn it and nothing moves, then exit.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Example:\n  jikai screenshot jikaida board.png --moves \"h1<>i1\"\n  \
    jikai screenshot jetan pieces.png --gallery --diagram\n  \
    jikai screenshot tafl big.png --script \"shot small.png; size 1920x1080\""
)]
pub struct ScreenshotArgs {
    /// The game or drill
    #[arg(value_name = "game", value_parser = values::game())]
    game: String,
    /// The picture to write (.png), the last of the script's
    #[arg(value_name = "file.png")]
    file: PathBuf,
    /// The window's size in pixels (default 1280x800)
    #[arg(long, value_name = "WxH")]
    size: Option<String>,
    /// The flat diagram view instead of the 3D view
    #[arg(long)]
    diagram: bool,
    /// Every piece kind of the game, both sides, with its name, instead of the board
    #[arg(long)]
    gallery: bool,
    /// Steps before the last picture, separated by `;`: size WxH, 3d, diagram, frames N,
    /// click X Y, point X Y, key <KeyCode>, welcome, resume, play N, memory, copy-position,
    /// copy-game, paste, analyse NODES (open the analysis and print it), graph, shot <file.png>
    #[arg(long, value_name = "steps")]
    script: Option<String>,
    #[command(flatten)]
    window: WindowArgs,
}

/// What the window opens with.
#[derive(clap::Args, Debug, Default)]
pub struct WindowArgs {
    #[command(flatten)]
    start: StartArgs,
    /// A side the computer plays, by the side's name in the game; repeat for both sides
    #[arg(long, value_name = "side=level", value_parser = values::pair("side=level"))]
    computer: Vec<(String, String)>,
    /// A person's name for a side, by the side's name in the game; repeat for both sides
    #[arg(long, value_name = "side=name", value_parser = values::pair("side=name"))]
    name: Vec<(String, String)>,
    /// Both sides' clocks, in seconds: 300+3 (Fischer: five minutes, three seconds added a
    /// move), 10/move, or OpenTafl's 600 30/3 (main time, then 3 periods of 30 s)
    #[arg(long, value_name = "time", value_parser = values::time_control())]
    clock: Option<crate::rules::TimeControl>,
    /// A tutorial level to open, by its id
    #[arg(long, value_name = "game/level")]
    level: Option<String>,
    /// The step of the level to open at, from 1
    #[arg(long, value_name = "N", requires = "level", value_parser = values::number(1usize, 10_000))]
    step: Option<usize>,
}

#[cfg(not(feature = "app"))]
pub fn play(_: PlayArgs, _: Instant) -> Result<(), CliError> {
    Err(no_window())
}

#[cfg(not(feature = "app"))]
pub fn screenshot(_: ScreenshotArgs, _: Instant) -> Result<(), CliError> {
    Err(no_window())
}

#[cfg(not(feature = "app"))]
fn no_window() -> CliError {
    CliError::new("this jikai was built without its window (the `app` feature)")
}

#[cfg(feature = "app")]
pub use open::{play, screenshot};

#[cfg(feature = "app")]
mod open {
    use super::{CliError, Instant, PlayArgs, ScreenshotArgs, WindowArgs};
    use crate::app::screenshot::{Step, parse_size};
    use crate::app::tutorial::{Lesson, OpenLevel};
    use crate::app::{AppConfig, run};
    use crate::shipped::levels_dir;
    use crate::tutorial::check_file;

    /// The window's configuration and what it opens with, resolved once, here: a bad game,
    /// position, option, move, seat or level is a one-line error before any window opens.
    fn config(game: Option<String>, args: WindowArgs) -> Result<Window, CliError> {
        let mut config = AppConfig {
            game,
            moves: args.start.move_list(),
            position: args.start.position,
            options: args.start.options,
            computer: args.computer,
            clock: args.clock,
            names: args.name,
            ..AppConfig::default()
        };
        if let Some(id) = &args.level {
            config.level = Some(level_at(id, args.step.unwrap_or(1), &config)?);
        }
        let first = config.open()?;
        let seats = config.seats(first.as_ref())?;
        // A side the names do not have is refused here, in one line.
        config.player_names(first.as_ref())?;
        has_display()?;
        Ok(Window {
            config,
            first,
            seats,
        })
    }

    /// A window to open: its configuration, its first game and who plays it.
    struct Window {
        config: AppConfig,
        first: Box<dyn crate::rules::AnyMatch>,
        seats: crate::app::seats::Seats,
    }

    /// Opens the window and waits for it to close.
    fn open(window: Window, started: Instant) -> Result<(), CliError> {
        let Window {
            config,
            first,
            seats,
        } = window;
        finish(run(config, first, seats, started).map_err(CliError::new)?)
    }

    /// On Linux the window needs an X or Wayland display; without one, say so rather than
    /// let the windowing library panic.
    fn has_display() -> Result<(), CliError> {
        let unix = cfg!(all(unix, not(target_os = "macos")));
        let set = |name| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if unix
            && !["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
                .into_iter()
                .any(set)
        {
            return Err(CliError::new(
                "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); \
                 the headless commands (perft, bench, selfplay, levels) need none",
            ));
        }
        Ok(())
    }

    /// The level `id` opened at `step` (from 1), checked here: the file, its game against
    /// the one asked for, and the expected moves up to that step.
    fn level_at(id: &str, step: usize, config: &AppConfig) -> Result<OpenLevel, CliError> {
        let levels = levels_dir().map_err(CliError::new)?;
        let file = levels.join(format!("{id}.ron"));
        if !file.is_file() {
            let ids = level_ids(&levels);
            let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
            let hint = crate::suggest::hint(id, "levels", &ids);
            return Err(CliError::new(format!("no tutorial level '{id}' {hint}")));
        }
        let level = check_file(&file)?;
        if config.game.as_deref().is_some_and(|g| g != level.game) {
            return Err(CliError::new(format!("{id} is a {} level", level.game)));
        }
        Lesson::open(id, &level, step - 1).map_err(CliError::new)?;
        Ok(OpenLevel {
            id: id.to_string(),
            step: step - 1,
        })
    }

    /// The ids of the levels in `levels`, `<game>/<file>` without `.ron`, in order.
    fn level_ids(levels: &std::path::Path) -> Vec<String> {
        let read = |dir: &std::path::Path| {
            std::fs::read_dir(dir)
                .into_iter()
                .flatten()
                .filter_map(|e| Some(e.ok()?.path()))
                .collect::<Vec<_>>()
        };
        let mut ids: Vec<String> = read(levels)
            .iter()
            .flat_map(|game| read(game))
            .filter(|f| f.extension().is_some_and(|e| e == "ron"))
            .filter_map(|f| {
                let game = f.parent()?.file_name()?.to_str()?;
                Some(format!("{game}/{}", f.file_stem()?.to_str()?))
            })
            .collect();
        ids.sort();
        ids
    }

    fn finish(exit: bevy::app::AppExit) -> Result<(), CliError> {
        match exit {
            bevy::app::AppExit::Success => Ok(()),
            bevy::app::AppExit::Error(code) => Err(CliError::new(format!(
                "the window closed with error {code}"
            ))),
        }
    }

    /// `jikai` with no arguments, or `jikai play [<game>] [...]`.
    pub fn play(args: PlayArgs, started: Instant) -> Result<(), CliError> {
        open(config(args.game, args.window)?, started)
    }

    /// `jikai screenshot <game> <file.png> [...]`.
    pub fn screenshot(args: ScreenshotArgs, started: Instant) -> Result<(), CliError> {
        if args.file.extension().is_none_or(|e| e != "png") {
            return Err(CliError::new(format!(
                "{}: the picture must be a .png file",
                args.file.display()
            )));
        }
        let mut steps = Vec::new();
        if let Some(size) = &args.size {
            let (w, h) = parse_size(size).map_err(CliError::new)?;
            steps.push(Step::Size(w, h));
        }
        if args.diagram {
            steps.push(Step::Diagram);
        }
        if let Some(script) = &args.script {
            steps.extend(Step::parse_script(script).map_err(CliError::new)?);
        }
        steps.push(Step::Shot(args.file));
        grows_only(&steps).map_err(CliError::new)?;
        let mut window = config(Some(args.game), args.window)?;
        window.config.screenshot = Some(steps);
        window.config.gallery = args.gallery;
        open(window, started)
    }

    /// A script may make the window larger, never smaller: the renderer cannot shrink a
    /// window's surface within a frame, so a smaller picture is a start of its own
    /// (`--size`, which opens the window at that size).
    fn grows_only(steps: &[Step]) -> Result<(), String> {
        let mut now = crate::app::screenshot::DEFAULT_SIZE;
        for (i, step) in steps.iter().enumerate() {
            if let Step::Size(w, h) = *step {
                if i > 0 && (w < now.0 || h < now.1) {
                    return Err(format!(
                        "a script cannot make the window smaller ({}x{} after {}x{}); take \
                         the smaller picture in a start of its own with --size {w}x{h}",
                        w, h, now.0, now.1
                    ));
                }
                now = (w, h);
            }
        }
        Ok(())
    }
}
