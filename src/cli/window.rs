//! `jikai play` and `jikai screenshot`: open the game window.

use super::{Args, CliError};
use crate::app::screenshot::{Step, parse_size};
use crate::app::tutorial::{Lesson, OpenLevel, levels_dir};
use crate::app::{AppConfig, run};
use crate::tutorial::check_file;
use std::path::PathBuf;
use std::time::Instant;

/// Reads `[--position "<string>"] [--moves "<m1> <m2> ..."] [--option key=value ...]
/// [--computer side=level ...] [--level <game>/<level> [--step N]]`.
fn read_config(mut args: Args, game: Option<String>) -> Result<AppConfig, CliError> {
    let mut config = AppConfig {
        game,
        ..AppConfig::default()
    };
    let (mut level, mut step) = (None, None);
    let (mut views, mut script) = (Vec::new(), Vec::new());
    while let Some(arg) = args.word() {
        match arg.as_str() {
            "--position" => config.position = Some(args.value_of("--position")?),
            "--moves" => {
                config.moves = args
                    .value_of("--moves")?
                    .split_whitespace()
                    .map(String::from)
                    .collect();
            }
            "--option" => config
                .options
                .push(Args::pair(&args.value_of("--option")?)?),
            "--computer" => {
                let text = args.value_of("--computer")?;
                let (side, level) = text
                    .split_once('=')
                    .filter(|(s, l)| !s.is_empty() && !l.is_empty())
                    .ok_or_else(|| {
                        CliError(format!("--computer takes side=level, not '{text}'"))
                    })?;
                config.computer.push((side.to_string(), level.to_string()));
            }
            "--level" => level = Some(args.value_of("--level")?),
            "--gallery" => config.gallery = true,
            "--diagram" => views.push(Step::Diagram),
            "--size" => {
                let (w, h) = parse_size(&args.value_of("--size")?).map_err(CliError)?;
                views.insert(0, Step::Size(w, h));
            }
            "--script" => {
                script = Step::parse_script(&args.value_of("--script")?).map_err(CliError)?;
            }
            "--step" => {
                let text = args.value_of("--step")?;
                step = Some(
                    text.parse::<usize>()
                        .ok()
                        .filter(|&n| n >= 1)
                        .ok_or_else(|| {
                            CliError(format!("--step takes a step number from 1, not '{text}'"))
                        })?,
                );
            }
            other => return Err(CliError(format!("unknown argument '{other}'"))),
        }
    }
    views.extend(script);
    config.screenshot = Some(views);
    match (level, step) {
        (Some(id), step) => config.level = Some(level_at(&id, step.unwrap_or(1), &config)?),
        (None, Some(_)) => return Err(CliError("--step goes with --level".into())),
        (None, None) => {}
    }
    // Refuse a bad game, position, option, move or seat here, with a one-line error, before
    // any window opens.
    config.seats(config.open()?.as_ref())?;
    has_display()?;
    Ok(config)
}

/// On Linux the window needs an X or Wayland display; without one, say so rather than let
/// the windowing library panic.
fn has_display() -> Result<(), CliError> {
    let unix = cfg!(all(unix, not(target_os = "macos")));
    let set = |name| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    if unix
        && !["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
            .into_iter()
            .any(set)
    {
        return Err(CliError(
            "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); \
             the headless commands (perft, bench, selfplay, levels) need none"
                .into(),
        ));
    }
    Ok(())
}

/// The level `id` opened at `step` (from 1), checked here: the file, its game against the one
/// asked for, and the expected moves up to that step.
fn level_at(id: &str, step: usize, config: &AppConfig) -> Result<OpenLevel, CliError> {
    let level = check_file(&levels_dir().join(format!("{id}.ron")))?;
    if config.game.as_deref().is_some_and(|g| g != level.game) {
        return Err(CliError(format!("{id} is a {} level", level.game)));
    }
    Lesson::open(id, &level, step - 1).map_err(CliError)?;
    Ok(OpenLevel {
        id: id.to_string(),
        step: step - 1,
    })
}

fn finish(exit: bevy::app::AppExit) -> Result<(), CliError> {
    match exit {
        bevy::app::AppExit::Success => Ok(()),
        bevy::app::AppExit::Error(code) => {
            Err(CliError(format!("the window closed with error {code}")))
        }
    }
}

/// `jikai` with no arguments, or `jikai play [<game>] [...]`.
pub fn play(mut args: Args, started: Instant) -> Result<(), CliError> {
    let game = args.word();
    let (game, rest) = match game {
        Some(g) if g.starts_with("--") => (
            None,
            Args::new(std::iter::once(g).chain(args.rest()).collect()),
        ),
        other => (other, args),
    };
    let mut config = read_config(rest, game)?;
    config.screenshot = None;
    finish(run(config, started))
}

/// `jikai screenshot <game> <file.png> [...]`.
pub fn screenshot(mut args: Args, started: Instant) -> Result<(), CliError> {
    let game = args.required("game")?;
    let file = PathBuf::from(args.required("file.png")?);
    if file.extension().is_none_or(|e| e != "png") {
        return Err(CliError(format!(
            "{}: the picture must be a .png file",
            file.display()
        )));
    }
    let mut config = read_config(args, Some(game))?;
    if let Some(steps) = &mut config.screenshot {
        steps.push(Step::Shot(file));
    }
    finish(run(config, started))
}
