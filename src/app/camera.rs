//! The camera: orbits the board (right-drag or Q/E to rotate, R/F to tilt, wheel or +/- to
//! zoom) and switches to a top-down view with T.

use super::input::{keyboard_free, pointer_free};
use super::session::{ActiveMatch, BoardReset, SessionSystems};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use std::f32::consts::FRAC_PI_2;

/// Where the camera looks from, around the board's centre.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Orbit {
    pub yaw: f32,
    /// Elevation above the board plane, radians.
    pub pitch: f32,
    pub distance: f32,
    pub top_down: bool,
}

impl Default for Orbit {
    fn default() -> Self {
        Orbit {
            yaw: 0.0,
            pitch: 0.95,
            distance: 17.0,
            top_down: false,
        }
    }
}

impl Orbit {
    fn transform(&self) -> Transform {
        let pitch = if self.top_down {
            FRAC_PI_2 - 0.001
        } else {
            self.pitch
        };
        let offset = Vec3::new(
            self.distance * pitch.cos() * self.yaw.sin(),
            self.distance * pitch.sin(),
            self.distance * pitch.cos() * self.yaw.cos(),
        );
        // Seen from above, "up" on the screen is the far side of the board.
        let up = if self.top_down {
            Vec3::new(-self.yaw.sin(), 0.0, -self.yaw.cos())
        } else {
            Vec3::Y
        };
        Transform::from_translation(offset).looking_at(Vec3::ZERO, up)
    }
}

#[derive(Component)]
pub struct MainCamera;

pub struct CameraPlugin;

impl Plugin for CameraPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Orbit>()
            .add_systems(Startup, spawn_camera)
            .add_systems(
                Update,
                (
                    fit_board.after(SessionSystems),
                    mouse_orbit.run_if(pointer_free),
                    key_orbit.run_if(keyboard_free),
                    apply_orbit.run_if(resource_changed::<Orbit>),
                )
                    .chain(),
            );
    }
}

/// Backs the camera off so a new board fits the window.
fn fit_board(
    mut resets: MessageReader<BoardReset>,
    active: Option<Res<ActiveMatch>>,
    mut orbit: ResMut<Orbit>,
) {
    if resets.is_empty() {
        return;
    }
    resets.clear();
    let Some(active) = active else { return };
    let g = active.0.geometry();
    let size = g.files().max(g.ranks()) as f32;
    let distance = (size * 1.55).max(9.0);
    if (orbit.distance - distance).abs() > 0.01 {
        orbit.distance = distance;
    }
}

fn spawn_camera(mut commands: Commands, orbit: Res<Orbit>) {
    commands.spawn((Camera3d::default(), MainCamera, orbit.transform()));
    commands.spawn((
        DirectionalLight {
            illuminance: 9000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(6.0, 14.0, 8.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        brightness: 500.0,
        ..default()
    });
}

fn mouse_orbit(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    mut orbit: ResMut<Orbit>,
) {
    if buttons.pressed(MouseButton::Right) && motion.delta != Vec2::ZERO {
        orbit.yaw -= motion.delta.x * 0.008;
        orbit.pitch = (orbit.pitch + motion.delta.y * 0.006).clamp(0.25, 1.5);
    }
    if scroll.delta.y != 0.0 {
        orbit.distance = (orbit.distance * (1.0 - scroll.delta.y * 0.08)).clamp(5.0, 60.0);
    }
}

fn key_orbit(keys: Res<ButtonInput<KeyCode>>, time: Res<Time>, mut orbit: ResMut<Orbit>) {
    let dt = time.delta_secs();
    let mut o = *orbit;
    if keys.pressed(KeyCode::KeyQ) {
        o.yaw += 1.5 * dt;
    }
    if keys.pressed(KeyCode::KeyE) {
        o.yaw -= 1.5 * dt;
    }
    if keys.pressed(KeyCode::KeyR) {
        o.pitch = (o.pitch + dt).min(1.5);
    }
    if keys.pressed(KeyCode::KeyF) {
        o.pitch = (o.pitch - dt).max(0.25);
    }
    if keys.pressed(KeyCode::Equal) || keys.pressed(KeyCode::NumpadAdd) {
        o.distance = (o.distance * (1.0 - dt)).max(5.0);
    }
    if keys.pressed(KeyCode::Minus) || keys.pressed(KeyCode::NumpadSubtract) {
        o.distance = (o.distance * (1.0 + dt)).min(60.0);
    }
    if keys.just_pressed(KeyCode::KeyT) {
        o.top_down = !o.top_down;
    }
    if o != *orbit {
        *orbit = o;
    }
}

fn apply_orbit(orbit: Res<Orbit>, mut cameras: Query<&mut Transform, With<MainCamera>>) {
    for mut t in &mut cameras {
        *t = orbit.transform();
    }
}
