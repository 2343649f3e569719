//! `jikai screenshot`: plays a script of view steps in one window and saves a picture at each
//! `shot`, once the scene has settled (board and pieces drawn, nothing moving), then exits.
//! Many pictures cost one start.

use super::analysis::Analysis;
use super::animation::Tweens;
use super::camera::Orbit;
use super::gallery::GalleryPiece;
use super::pacing::FrameDemand;
use super::persistence::{DataDir, Notice, ResumeOffer, ResumeWanted, offered_autosave};
use super::phase::AppState;
use super::pieces::Piece;
use super::seats::Demo;
use super::session::ActiveMatch;
use super::ui::{ClipboardRequest, UiState};
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent, WindowResolution};
use std::collections::VecDeque;
use std::path::PathBuf;

/// One step of a screenshot script.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// Resize the window (logical pixels).
    Size(u32, u32),
    /// The 3D view from the default angle.
    ThreeD,
    /// The flat diagram view.
    Diagram,
    /// Save a picture here.
    Shot(PathBuf),
    /// Measure this many frames and print their median time.
    Frames(u32),
    /// Move the pointer to (x, y) in logical pixels and click the left button there.
    Click(f32, f32),
    /// Move the pointer to (x, y) in logical pixels and leave it there.
    Point(f32, f32),
    /// Press and release a key (Bevy's `KeyCode` name: `KeyR`, `Escape`, `F1`...).
    Key(KeyCode),
    /// Open the first-run welcome, as a first start shows it.
    Welcome,
    /// Offer to resume the autosaved game, as a start finds it (the game played so far in
    /// this window is autosaved in the screenshot's own data folder).
    Resume,
    /// Let the computers play this many frames (a demonstration, otherwise paused).
    Play(u32),
    /// Print the window's resident memory and the frames drawn so far.
    Memory,
    /// Ask the system clipboard for something, as the Clipboard menu does.
    Clipboard(ClipboardRequest),
    /// Open the analysis, this many nodes a position, wait for the position shown's and
    /// print it (`analysis depth ... pv ...`).
    Analyse(u64),
    /// Graph the game (the analysis's graph) and wait for it.
    Graph,
}

/// The default window size, also the first picture's unless a `size` step says otherwise.
pub const DEFAULT_SIZE: (u32, u32) = (1280, 800);

impl Step {
    /// Reads a script: steps separated by `;`, each `size WxH`, `3d`, `diagram`,
    /// `frames N`, `click X Y`, `key <KeyCode>`, `welcome`, `resume`, `copy-position`,
    /// `copy-game`, `paste`, `analyse NODES`, `graph` or `shot <file.png>`.
    pub fn parse_script(text: &str) -> Result<Vec<Step>, String> {
        text.split(';')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(Step::parse)
            .collect()
    }

    fn parse(text: &str) -> Result<Step, String> {
        let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
        let rest = rest.trim();
        match (word, rest) {
            ("size", size) => {
                let (w, h) = parse_size(size)?;
                Ok(Step::Size(w, h))
            }
            ("3d", "") => Ok(Step::ThreeD),
            ("frames", n) => count("frames", n).map(Step::Frames),
            ("play", n) => count("play", n).map(Step::Play),
            ("memory", "") => Ok(Step::Memory),
            ("diagram", "") => Ok(Step::Diagram),
            ("welcome", "") => Ok(Step::Welcome),
            ("resume", "") => Ok(Step::Resume),
            ("copy-position", "") => Ok(Step::Clipboard(ClipboardRequest::CopyPosition)),
            ("copy-game", "") => Ok(Step::Clipboard(ClipboardRequest::CopyGame)),
            ("paste", "") => Ok(Step::Clipboard(ClipboardRequest::Paste)),
            ("graph", "") => Ok(Step::Graph),
            ("analyse", n) => n
                .parse::<u64>()
                .ok()
                .filter(|n| (1..=1_000_000_000).contains(n))
                .map(Step::Analyse)
                .ok_or_else(|| {
                    format!(
                        "analyse takes nodes from 1 to 1000000000, like 'analyse 20000', not '{}'",
                        n.escape_debug()
                    )
                }),
            ("click", at) => point("click", at).map(|(x, y)| Step::Click(x, y)),
            ("point", at) => point("point", at).map(|(x, y)| Step::Point(x, y)),
            ("key", name) => key_code(name).map(Step::Key).ok_or_else(|| {
                format!(
                    "unknown key '{}' (letters KeyA..KeyZ, digits Digit0..Digit9, F1..F12, Escape, Enter, Space, Tab, arrows ArrowUp...)",
                    name.escape_debug()
                )
            }),
            ("shot", file) if file.ends_with(".png") => Ok(Step::Shot(file.into())),
            ("shot", file) => Err(format!(
                "a shot's file must end in .png, not '{}'",
                file.escape_debug()
            )),
            _ => Err(format!(
                "unknown screenshot step '{}' (steps: size WxH, 3d, diagram, frames N, click X Y, point X Y, key K, welcome, resume, play N, memory, copy-position, copy-game, paste, analyse NODES, graph, shot <file.png>)",
                text.escape_debug()
            )),
        }
    }
}

/// A step's point of the window, two positions in pixels.
fn point(step: &str, at: &str) -> Result<(f32, f32), String> {
    let xy: Vec<f32> = at
        .split_whitespace()
        .filter_map(|n| n.parse().ok())
        .filter(|n: &f32| (0.0..=7680.0).contains(n))
        .collect();
    match xy[..] {
        [x, y] if at.split_whitespace().count() == 2 => Ok((x, y)),
        _ => Err(format!(
            "{step} takes two positions in pixels, like '{step} 640 400', not '{}'",
            at.escape_debug()
        )),
    }
}

/// A step's count of frames, from 1 to 100,000.
fn count(step: &str, n: &str) -> Result<u32, String> {
    n.parse::<u32>()
        .ok()
        .filter(|n| (1..=100_000).contains(n))
        .ok_or_else(|| {
            format!(
                "{step} takes a count from 1 to 100000, not '{}'",
                n.escape_debug()
            )
        })
}

/// The keys a script may press, by `KeyCode`'s name.
fn key_code(name: &str) -> Option<KeyCode> {
    use KeyCode::*;
    const LETTERS: [KeyCode; 26] = [
        KeyA, KeyB, KeyC, KeyD, KeyE, KeyF, KeyG, KeyH, KeyI, KeyJ, KeyK, KeyL, KeyM, KeyN, KeyO,
        KeyP, KeyQ, KeyR, KeyS, KeyT, KeyU, KeyV, KeyW, KeyX, KeyY, KeyZ,
    ];
    const DIGITS: [KeyCode; 10] = [
        Digit0, Digit1, Digit2, Digit3, Digit4, Digit5, Digit6, Digit7, Digit8, Digit9,
    ];
    const F: [KeyCode; 12] = [F1, F2, F3, F4, F5, F6, F7, F8, F9, F10, F11, F12];
    const OTHERS: [KeyCode; 12] = [
        Escape, Enter, Space, Tab, Backspace, ArrowUp, ArrowDown, ArrowLeft, ArrowRight, Equal,
        Minus, Delete,
    ];
    LETTERS
        .into_iter()
        .chain(DIGITS)
        .chain(F)
        .chain(OTHERS)
        .find(|k| format!("{k:?}") == name)
}

/// Reads `WxH`, each from 320 to 7680.
pub fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let bad = || {
        format!(
            "a size is WxH with each from 320 to 7680, like 1280x800, not '{}'",
            text.escape_debug()
        )
    };
    let (w, h) = text.split_once('x').ok_or_else(bad)?;
    let read = |s: &str| {
        s.parse::<u32>()
            .ok()
            .filter(|n| (320..=7680).contains(n))
            .ok_or_else(bad)
    };
    Ok((read(w)?, read(h)?))
}

/// A screenshot script is running: what a player would see only once (the first-run
/// welcome) stays away unless the script asks for it.
#[derive(Resource)]
pub struct Scripted;

pub struct ScreenshotPlugin {
    pub steps: Vec<Step>,
    pub started: std::time::Instant,
}

#[derive(Resource)]
struct Job {
    steps: VecDeque<Step>,
    started: std::time::Instant,
    settled_frames: u32,
    /// The picture being written, and the frames waited for it.
    writing: Option<(PathBuf, u32)>,
    first_frame_told: bool,
    /// The last picture came back blank (one colour: the window was not drawn yet, as
    /// happens under a loaded software renderer); it is taken again.
    blank: bool,
    /// Pictures taken again so far.
    retakes: u32,
    /// Frame times measured so far for a `frames` step, in seconds.
    frame_times: Vec<f32>,
    /// How far the click under way has gone: the pointer moved (1), the button pressed (2).
    click_phase: u8,
    /// Frames drawn since the game's first.
    frames: u64,
    /// Frames the computers have played in a `play` step.
    played: u32,
}

/// Frames the scene must stay settled before a picture, so meshes and egui are drawn.
const SETTLE_FRAMES: u32 = 20;
/// Blank pictures taken again before giving up.
const MAX_RETAKES: u32 = 5;
/// Frames to wait for a file before giving up.
const TIMEOUT_FRAMES: u32 = 600;

impl Plugin for ScreenshotPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Scripted)
            .insert_resource(Job {
                steps: self.steps.iter().cloned().collect(),
                started: self.started,
                settled_frames: 0,
                writing: None,
                first_frame_told: false,
                blank: false,
                retakes: 0,
                frame_times: Vec::new(),
                click_phase: 0,
                frames: 0,
                played: 0,
            })
            .add_systems(Update, (take.run_if(in_state(AppState::Play)), draw_on));
    }
}

/// A script counts frames: they follow one another without waiting.
fn draw_on(mut demand: ResMut<FrameDemand>) {
    demand.within(std::time::Duration::ZERO);
}

/// Pieces on the board or in the gallery: the scene has something to picture.
type Drawn = Or<(With<Piece>, With<GalleryPiece>)>;

#[allow(clippy::too_many_arguments)]
fn take(
    mut commands: Commands,
    mut job: ResMut<Job>,
    pieces: Query<(), Drawn>,
    moving: Query<(), With<Tweens>>,
    mut orbit: ResMut<Orbit>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut exit: MessageWriter<AppExit>,
    time: Res<Time<Real>>,
    mut input: Player,
    mut ui: ResMut<UiState>,
    (dir, mut offer, mut notice): (Res<DataDir>, ResMut<ResumeOffer>, ResMut<Notice>),
    (mut demo, mut clipboard): (ResMut<Demo>, MessageWriter<ClipboardRequest>),
    (mut analysis, active): (ResMut<Analysis>, Option<Res<ActiveMatch>>),
) {
    if job.blank {
        job.blank = false;
        job.retakes += 1;
        if let Some((path, _)) = job.writing.take() {
            if job.retakes > MAX_RETAKES {
                say(&format!(
                    "jikai: the screenshot {} stayed blank",
                    path.display()
                ));
                exit.write(AppExit::from_code(1));
                return;
            }
            job.steps.push_front(Step::Shot(path));
        }
        job.settled_frames = 0;
        return;
    }
    if let Some((path, waited)) = &mut job.writing {
        *waited += 1;
        if std::fs::metadata(&*path).is_ok_and(|m| m.len() > 0) {
            say(&format!("screenshot saved to {}", path.display()));
            job.writing = None;
            job.settled_frames = 0;
        } else if *waited > TIMEOUT_FRAMES {
            say(&format!(
                "jikai: the screenshot {} was not written",
                path.display()
            ));
            exit.write(AppExit::from_code(1));
        }
        return;
    }
    if !pieces.is_empty() {
        job.frames += 1;
    }
    // The computers play on whether or not pieces move.
    if let Some(&Step::Play(n)) = job.steps.front() {
        job.played += 1;
        demo.paused = job.played > n;
        if demo.paused {
            job.played = 0;
            job.steps.pop_front();
        }
        return;
    }
    if pieces.is_empty() || !moving.is_empty() {
        job.settled_frames = 0;
        return;
    }
    job.settled_frames += 1;
    if !job.first_frame_told {
        job.first_frame_told = true;
        say(&format!(
            "first frame of the game after {} ms",
            job.started.elapsed().as_millis()
        ));
    }
    // Steps that change the view run one a frame; a shot waits for the scene to settle.
    if let Some(step) = job.steps.front().cloned() {
        match step {
            Step::Size(w, h) => {
                if let Ok(mut window) = windows.single_mut() {
                    window.resolution = WindowResolution::new(w, h);
                }
            }
            Step::Click(x, y) => {
                if job.settled_frames < SETTLE_FRAMES {
                    return;
                }
                // As a player clicks: the pointer arrives, then the button goes down and up,
                // a frame apart, so the board's picking sees the piece under the pointer.
                match job.click_phase {
                    0 => input.point(Vec2::new(x, y)),
                    1 => input.button(ButtonState::Pressed),
                    _ => input.button(ButtonState::Released),
                }
                if job.click_phase < 2 {
                    job.click_phase += 1;
                    return;
                }
                job.click_phase = 0;
            }
            Step::Point(x, y) => {
                if job.settled_frames < SETTLE_FRAMES {
                    return;
                }
                input.point(Vec2::new(x, y));
            }
            Step::Key(key) => {
                if job.settled_frames < SETTLE_FRAMES {
                    return;
                }
                input.key(key);
            }
            Step::Welcome => ui.welcome = true,
            Step::Resume => {
                if job.settled_frames < SETTLE_FRAMES {
                    return;
                }
                match offered_autosave(&dir, &ResumeWanted::Any) {
                    Ok(record) => offer.0 = record,
                    Err(e) => notice.0 = Some(e),
                }
            }
            Step::Clipboard(request) => {
                if job.settled_frames < SETTLE_FRAMES {
                    return;
                }
                clipboard.write(request);
            }
            Step::Analyse(nodes) => {
                if job.settled_frames < SETTLE_FRAMES {
                    return;
                }
                if !analysis.open || analysis.nodes != Some(nodes) {
                    analysis.open = true;
                    analysis.limit(Some(nodes));
                    return;
                }
                if !analysis.offered {
                    say("jikai: analysis is not offered here (a game against the computer)");
                    exit.write(AppExit::from_code(1));
                    return;
                }
                // Settled, but waiting for the search to end.
                if analysis.analysing() || analysis.halted.is_none() {
                    return;
                }
                if let Some((_, a)) = &analysis.found {
                    say(&format!(
                        "analysis depth {} nodes {} score {} best {} line {} pv {}",
                        a.depth,
                        a.nodes,
                        a.score,
                        a.best
                            .iter()
                            .map(|(m, s)| format!("{m} {s}"))
                            .collect::<Vec<_>>()
                            .join(", "),
                        a.line.join(" "),
                        a.protocol_line.join(" ")
                    ));
                }
            }
            Step::Graph => {
                if job.settled_frames < SETTLE_FRAMES {
                    return;
                }
                let graph = &analysis.graph;
                let complete = !graph.scores.is_empty() && graph.scores.iter().all(Option::is_some);
                if graph.running() {
                    return;
                }
                if !complete {
                    if !analysis.offered {
                        say("jikai: analysis is not offered here (a game against the computer)");
                        exit.write(AppExit::from_code(1));
                    } else if let Some(active) = &active {
                        analysis.open = true;
                        analysis.start_graph(active.0.as_ref());
                    }
                    return;
                }
                // Each marked move: the position it reached and what it lost.
                let marks: Vec<String> = graph
                    .scores
                    .iter()
                    .enumerate()
                    .filter_map(|(ply, p)| p.map(|p| (ply + 1, p.loss())))
                    .filter(|&(_, loss)| loss >= crate::rules::MISTAKE)
                    .map(|(ply, loss)| format!("{ply} ({:.2})", f64::from(loss) / 100.0))
                    .collect();
                say(&format!(
                    "graph of {} positions; marks after plies {}",
                    graph.scores.len(),
                    marks.join(", ")
                ));
            }
            Step::Memory => say(&format!(
                "resident memory {} at frame {}",
                resident_memory().map_or("unknown".into(), |kb| format!(
                    "{:.1} MB",
                    kb as f64 / 1024.0
                )),
                job.frames
            )),
            Step::Play(_) => {}
            Step::ThreeD => orbit.diagram = false,
            Step::Diagram => orbit.diagram = true,
            Step::Frames(n) => {
                if job.settled_frames < SETTLE_FRAMES {
                    return;
                }
                if job.frame_times.len() < n as usize {
                    job.frame_times.push(time.delta_secs());
                    return;
                }
                let mut times = std::mem::take(&mut job.frame_times);
                times.sort_by(f32::total_cmp);
                let at = |share: f32| times[((times.len() - 1) as f32 * share) as usize] * 1000.0;
                say(&format!(
                    "frame time over {n} frames: median {:.1} ms, 90th percentile {:.1} ms",
                    at(0.5),
                    at(0.9)
                ));
            }
            Step::Shot(path) => {
                if job.settled_frames < SETTLE_FRAMES {
                    return;
                }
                let _ = std::fs::remove_file(&path);
                let mut save = save_to_disk(path.clone());
                commands.spawn(Screenshot::primary_window()).observe(
                    move |captured: On<ScreenshotCaptured>, mut job: ResMut<Job>| {
                        if is_blank(&captured.image) {
                            job.blank = true;
                        } else {
                            save(captured);
                        }
                    },
                );
                job.steps.pop_front();
                job.writing = Some((path, 0));
                return;
            }
        }
        job.steps.pop_front();
        job.settled_frames = 0;
        // One change a frame: the renderer cannot take a new projection and a new window
        // size in one frame.
        return;
    }
    exit.write(AppExit::Success);
}

/// A player's pointer and keyboard, as the window system reports them: the same messages
/// winit writes (each as its own message and as a `WindowEvent`, which egui reads), so the
/// interface, picking and the game's keys take a script's clicks and keys as a person's.
#[derive(bevy::ecs::system::SystemParam)]
struct Player<'w, 's> {
    window: Query<'w, 's, Entity, With<PrimaryWindow>>,
    events: MessageWriter<'w, WindowEvent>,
    cursor: MessageWriter<'w, CursorMoved>,
    buttons: MessageWriter<'w, MouseButtonInput>,
    keys: MessageWriter<'w, KeyboardInput>,
}

impl Player<'_, '_> {
    fn point(&mut self, position: Vec2) {
        let Ok(window) = self.window.single() else {
            return;
        };
        let moved = CursorMoved {
            window,
            position,
            delta: None,
        };
        self.cursor.write(moved.clone());
        self.events.write(WindowEvent::CursorMoved(moved));
    }

    fn button(&mut self, state: ButtonState) {
        let Ok(window) = self.window.single() else {
            return;
        };
        let button = MouseButtonInput {
            button: MouseButton::Left,
            state,
            window,
        };
        self.buttons.write(button);
        self.events.write(WindowEvent::MouseButtonInput(button));
    }

    fn key(&mut self, key_code: KeyCode) {
        let Ok(window) = self.window.single() else {
            return;
        };
        let logical_key = match format!("{key_code:?}").strip_prefix("Key") {
            Some(letter) => Key::Character(letter.to_lowercase().into()),
            None => Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        };
        for state in [ButtonState::Pressed, ButtonState::Released] {
            let input = KeyboardInput {
                key_code,
                logical_key: logical_key.clone(),
                state,
                text: None,
                repeat: false,
                window,
            };
            self.keys.write(input.clone());
            self.events.write(WindowEvent::KeyboardInput(input));
        }
    }
}

/// The process's resident memory in kB (Linux's `VmRSS`).
fn resident_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Whether every pixel of a picture has one colour.
fn is_blank(image: &Image) -> bool {
    let Some(data) = image.data.as_deref() else {
        return true;
    };
    // A window's picture has four bytes a pixel (RGBA or BGRA).
    data.chunks(4).all(|p| p == &data[..4.min(data.len())])
}

/// A line on stderr, for people; a stderr that cannot be written must not stop the picture.
fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
}
