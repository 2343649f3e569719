//! `jikai screenshot`: once the scene has settled (board and pieces drawn, nothing moving),
//! save a picture of the window and exit.

use super::AppState;
use super::animation::Tweens;
use super::pieces::Piece;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::path::PathBuf;

pub struct ScreenshotPlugin {
    pub path: PathBuf,
    pub started: std::time::Instant,
}

#[derive(Resource)]
struct Job {
    path: PathBuf,
    started: std::time::Instant,
    settled_frames: u32,
    requested: bool,
    waited: u32,
}

/// Frames the scene must stay settled before the picture, so meshes and egui are drawn.
const SETTLE_FRAMES: u32 = 20;
/// Frames to wait for the file before giving up.
const TIMEOUT_FRAMES: u32 = 600;

impl Plugin for ScreenshotPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Job {
            path: self.path.clone(),
            started: self.started,
            settled_frames: 0,
            requested: false,
            waited: 0,
        })
        .add_systems(Update, take.run_if(in_state(AppState::Play)));
    }
}

fn take(
    mut commands: Commands,
    mut job: ResMut<Job>,
    pieces: Query<(), With<Piece>>,
    moving: Query<(), With<Tweens>>,
    mut exit: MessageWriter<AppExit>,
) {
    if job.requested {
        job.waited += 1;
        let written = std::fs::metadata(&job.path).is_ok_and(|m| m.len() > 0);
        if written {
            say(&format!("screenshot saved to {}", job.path.display()));
            exit.write(AppExit::Success);
        } else if job.waited > TIMEOUT_FRAMES {
            say("jikai: the screenshot was not written");
            exit.write(AppExit::from_code(1));
        }
        return;
    }
    if pieces.is_empty() || !moving.is_empty() {
        job.settled_frames = 0;
        return;
    }
    job.settled_frames += 1;
    if job.settled_frames == 1 {
        say(&format!(
            "first frame of the game after {} ms",
            job.started.elapsed().as_millis()
        ));
    }
    if job.settled_frames >= SETTLE_FRAMES {
        let _ = std::fs::remove_file(&job.path);
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(job.path.clone()));
        job.requested = true;
    }
}

/// A line on stderr, for people; a stderr that cannot be written must not stop the picture.
fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
}
