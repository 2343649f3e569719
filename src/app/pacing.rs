//! When the window draws: only when something changes. A board at rest is not drawn again
//! until an input, a resize or a timer asks for it; whatever moves asks for the next frame
//! (`FrameDemand::within`) for as long as it moves: tweens and the turning camera at 60
//! frames a second, a search being waited for or a countdown ten times a second. Frames
//! are paced from the start of one to the next, so the renderer is never handed more than
//! 60 a second, and a few frames follow every input and every end of motion so that what
//! the input set going (a message read the next frame) is seen through. A resize is followed
//! by a moment of frames without waiting.

use super::phase::AppState;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::{WindowEvent, WindowResized};
use bevy::winit::{UpdateMode, WinitSettings};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The pace of motion: 60 frames a second.
pub const SMOOTH: Duration = Duration::from_micros(16_667);
/// The pace of waiting (a search, a countdown, a spinner): 10 frames a second.
pub const SLOW: Duration = Duration::from_millis(100);
/// At rest, one frame a minute (a wait without end would leave winit's last deadline).
const REST: Duration = Duration::from_secs(60);
/// Frames drawn after each input and after motion ends.
const SETTLE: u8 = 3;
/// How long frames follow one another without waiting after a resize: winit on X11 does not
/// deliver the redraw a waiting window asks for right after one, and the panels and camera
/// take a few frames to learn the new size.
const AFTER_RESIZE: Duration = Duration::from_millis(300);
/// The longest step of time one frame may take, so motion that starts after a rest does not
/// jump by the length of the rest.
const MAX_STEP: Duration = Duration::from_millis(100);

/// The soonest frame asked for this frame, by whatever moves or waits.
#[derive(Resource, Default, Debug)]
pub struct FrameDemand(Option<Duration>);

impl FrameDemand {
    /// Asks for another frame within `wait`.
    pub fn within(&mut self, wait: Duration) {
        self.0 = Some(self.0.map_or(wait, |w| w.min(wait)));
    }
}

/// Whether the render world still compiles pipelines (a piece not drawn yet): set there,
/// read here.
#[derive(Resource, Clone, Default)]
struct Compiling(Arc<AtomicBool>);

pub struct PacingPlugin;

impl Plugin for PacingPlugin {
    fn build(&self, app: &mut App) {
        let compiling = Compiling::default();
        app.init_resource::<FrameDemand>()
            .insert_resource(compiling.clone())
            .add_systems(Last, pace);
        if let Some(mut time) = app.world_mut().get_resource_mut::<Time<Virtual>>() {
            time.set_max_delta(MAX_STEP);
        }
        if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
            render_app
                .insert_resource(compiling)
                .add_systems(Render, watch_pipelines.in_set(RenderSystems::Cleanup));
        }
    }
}

fn watch_pipelines(cache: Res<PipelineCache>, compiling: Res<Compiling>) {
    let waiting = cache.waiting_pipelines().next().is_some();
    compiling.0.store(waiting, Ordering::Relaxed);
}

/// What pacing remembers from frame to frame: frames still to follow the last input or
/// motion, and until when frames follow a resize without waiting.
#[derive(Default)]
struct Settling {
    frames: u8,
    resized_until: Option<Instant>,
}

/// Turns this frame's demand into winit's wait before the next frame.
fn pace(
    mut demand: ResMut<FrameDemand>,
    (mut inputs, mut resized): (MessageReader<WindowEvent>, MessageReader<WindowResized>),
    state: Option<Res<State<AppState>>>,
    compiling: Res<Compiling>,
    winit: Option<ResMut<WinitSettings>>,
    mut settling: Local<Settling>,
) {
    let loading = state.is_some_and(|s| *s.get() == AppState::Loading);
    if loading || compiling.0.load(Ordering::Relaxed) {
        demand.within(SMOOTH);
    }
    let mut wait = demand.0.take();
    if !inputs.is_empty() || wait.is_some() {
        inputs.clear();
        settling.frames = SETTLE;
    } else if settling.frames > 0 {
        settling.frames -= 1;
        wait = Some(SMOOTH);
    }
    let now = Instant::now();
    if !resized.is_empty() {
        resized.clear();
        settling.resized_until = Some(now + AFTER_RESIZE);
    }
    let mode = if settling.resized_until.is_some_and(|t| t > now) {
        UpdateMode::Continuous
    } else {
        UpdateMode::Reactive {
            wait: wait.unwrap_or(REST),
            react_to_device_events: false,
            react_to_user_events: true,
            react_to_window_events: true,
        }
    };
    if let Some(mut winit) = winit
        && winit.focused_mode != mode
    {
        winit.focused_mode = mode;
        winit.unfocused_mode = mode;
    }
}
