//! The camera: frames the whole board in the part of the window the panels leave free, at any
//! window size, and keeps it framed as the player orbits (right-drag or Q/E to rotate, R/F to
//! tilt), zooms (wheel or +/-), looks from above (T) or switches to the flat diagram (D);
//! V resets the view, N writes the pieces' names on the board.

use super::board::{FRAME, SHELF_REACH};
use super::input::{ScreenTurn, keyboard_free, pointer_free};
use super::pacing::{FrameDemand, SMOOTH};
use super::paint::{AMBIENT, LIGHT_FROM, Renderer, SUN};
use super::seats::Seats;
use super::session::Review;
use super::session::{ActiveMatch, BoardReset, SessionSystems};
use super::tutorial::Lesson;
use crate::rules::Side;
use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, ScalingMode, Viewport};
use bevy::core_pipeline::tonemapping::{DebandDither, Tonemapping};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy::render::view::Msaa;
use bevy::window::{PrimaryWindow, WindowResized};
use bevy_egui::{EguiGlobalSettings, PrimaryEguiContext};
use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// Where the camera looks from. The distance and the point looked at are not kept: they follow
/// from the framing, so every view starts framed and a zoom is a factor of it.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Orbit {
    pub yaw: f32,
    /// Elevation above the board plane, radians.
    pub pitch: f32,
    /// 1 is framed; smaller is closer.
    pub zoom: f32,
    pub top_down: bool,
    /// The flat diagram: an orthographic view from straight above.
    pub diagram: bool,
}

/// The default elevation: steep enough that far pieces do not hide each other.
pub const DEFAULT_PITCH: f32 = 1.08;
/// The elevation for a long narrow board (Stikitche, Drak's City): nearly from above, so its
/// far end is not foreshortened away.
pub const LONG_BOARD_PITCH: f32 = 1.4;

impl Default for Orbit {
    fn default() -> Self {
        Orbit {
            yaw: 0.0,
            pitch: DEFAULT_PITCH,
            zoom: 1.0,
            top_down: false,
            diagram: false,
        }
    }
}

impl Orbit {
    /// The view reset to its framing at the framing's elevation, keeping the side it looks
    /// from and the diagram choice.
    pub fn reset(self, framing: &Framing) -> Orbit {
        Orbit {
            yaw: self.yaw,
            pitch: framing.pitch,
            diagram: self.diagram,
            ..Orbit::default()
        }
    }

    fn pitch(&self) -> f32 {
        if self.top_down || self.diagram {
            FRAC_PI_2 - 0.001
        } else {
            self.pitch
        }
    }

    /// Unit vector from the point looked at towards the camera.
    fn back(&self) -> Vec3 {
        let p = self.pitch();
        Vec3::new(p.cos() * self.yaw.sin(), p.sin(), p.cos() * self.yaw.cos())
    }

    /// Screen up: straight up, or from above the far side of the board.
    fn up(&self) -> Vec3 {
        if self.top_down || self.diagram {
            Vec3::new(-self.yaw.sin(), 0.0, -self.yaw.cos())
        } else {
            Vec3::Y
        }
    }
}

/// The world box the camera must show whole: the board with its coordinates.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Framing {
    pub min: Vec3,
    pub max: Vec3,
    /// The elevation the view starts from and resets to.
    pub pitch: f32,
}

impl Framing {
    /// The box's eight corners.
    pub fn corners(&self) -> [Vec3; 8] {
        std::array::from_fn(|i| {
            let pick = |bit: usize, lo: f32, hi: f32| if i & bit == 0 { lo } else { hi };
            Vec3::new(
                pick(1, self.min.x, self.max.x),
                pick(2, self.min.y, self.max.y),
                pick(4, self.min.z, self.max.z),
            )
        })
    }
}

impl Default for Framing {
    fn default() -> Self {
        board_framing(11, 11, false)
    }
}

/// The part of the window the panels leave to the 3D view, in logical pixels.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Default)]
pub struct ViewArea(pub Rect);

/// Vertical field of view of the perspective camera, in radians: narrow, so the far side of
/// the board is drawn nearly as large as the near side and the board fills the view.
pub const FOV: f32 = 0.4;
/// Share of the view left free on each side of the framed box.
pub const MARGIN: f32 = 0.03;

/// A camera placement: where it stands, what it looks at, and for the diagram the world
/// height the view shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    pub transform: Transform,
    pub ortho_height: Option<f32>,
}

/// Places the camera so the box fills a view of `aspect` (width / height) as much as it can
/// with a small margin, seen from `orbit`. In perspective the nearest distance that keeps every
/// corner inside is solved directly: each corner bounds the camera's sideways and upward shift
/// linearly in the distance, so the smallest distance where the bounds meet is exact.
pub fn place(orbit: &Orbit, framing: &Framing, aspect: f32) -> Placement {
    let back = orbit.back();
    let right = orbit.up().cross(back).normalize();
    let up = back.cross(right);
    let centre = (framing.min + framing.max) / 2.0;
    let corners = framing.corners().map(|c| c - centre);
    // Per corner: sideways, upward and depth (towards the camera) coordinates.
    let local: Vec<Vec3> = corners
        .iter()
        .map(|c| Vec3::new(c.dot(right), c.dot(up), c.dot(back)))
        .collect();
    let shrink = 1.0 - 2.0 * MARGIN;
    if orbit.diagram {
        let span = |f: fn(&Vec3) -> f32| {
            let (lo, hi) = local
                .iter()
                .map(f)
                .fold((f32::MAX, f32::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
            (lo, hi)
        };
        let (x0, x1) = span(|v| v.x);
        let (y0, y1) = span(|v| v.y);
        let height = ((y1 - y0).max((x1 - x0) / aspect) / shrink) * orbit.zoom;
        let target = centre + right * (x0 + x1) / 2.0 + up * (y0 + y1) / 2.0;
        return Placement {
            transform: Transform::from_translation(target + back * 50.0)
                .looking_at(target, orbit.up()),
            ortho_height: Some(height),
        };
    }
    let ky = (FOV / 2.0).tan() * shrink;
    let kx = ky * aspect;
    // A point at depth z (towards the camera) seen from distance d is inside when
    // |x - a| <= k (d - z), a the camera's shift: a has room when d is at least this.
    let solve = |coord: fn(&Vec3) -> f32, k: f32| {
        let lo = local
            .iter()
            .map(|v| coord(v) + k * v.z)
            .fold(f32::MIN, f32::max);
        let hi = local
            .iter()
            .map(|v| coord(v) - k * v.z)
            .fold(f32::MAX, f32::min);
        ((lo - hi) / (2.0 * k), lo, hi)
    };
    let (dx, x_lo, x_hi) = solve(|v| v.x, kx);
    let (dy, y_lo, y_hi) = solve(|v| v.y, ky);
    let d = dx.max(dy);
    let shift_x = (x_lo + x_hi) / 2.0;
    let shift_y = (y_lo + y_hi) / 2.0;
    let target = centre + right * shift_x + up * shift_y;
    Placement {
        transform: Transform::from_translation(target + back * d * orbit.zoom)
            .looking_at(target, orbit.up()),
        ortho_height: None,
    }
}

/// Whether the view turns to face the player to move: in hot seat each player sees the board
/// from their own side; against the computer the person's side stays in front.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewSettings {
    pub turn_to_mover: bool,
    /// Each piece's name written beneath it (N), to learn the pieces without hovering.
    pub piece_names: bool,
}

impl Default for ViewSettings {
    fn default() -> Self {
        ViewSettings {
            turn_to_mover: true,
            piece_names: false,
        }
    }
}

/// The yaw the view is turning to, a little each frame.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
struct Turning(Option<f32>);

/// The yaw that shows the board from `side`'s edge.
pub fn yaw_of(side: Side) -> f32 {
    match side {
        Side::South => 0.0,
        Side::North => PI,
    }
}

/// The side whose edge the view should face: the person to move in hot seat, the one person
/// against the computer, none in a demonstration.
pub fn facing_side(seats: &Seats, to_move: Side) -> Option<Side> {
    let people: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|&s| seats.computer(s).is_none())
        .collect();
    match people[..] {
        [only] => Some(only),
        [_, _] => Some(to_move),
        _ => None,
    }
}

/// Starts turning the view when the side to face changes. A tutorial level keeps the side
/// it opened facing: its learner plays both sides' moves, or watches the level's replies.
fn face_mover(
    settings: Res<ViewSettings>,
    active: Option<Res<ActiveMatch>>,
    seats: Res<Seats>,
    review: Res<Review>,
    lesson: Option<Res<Lesson>>,
    mut turning: ResMut<Turning>,
    mut facing: Local<Option<Side>>,
) {
    let Some(active) = active else { return };
    if !settings.turn_to_mover || review.0.is_some() || lesson.is_some() {
        *facing = None;
        return;
    }
    let side = facing_side(&seats, active.0.side_to_move());
    if side != *facing {
        *facing = side;
        if let Some(side) = side {
            turning.0 = Some(yaw_of(side));
        }
    }
}

/// Turns the view towards the wanted yaw the short way round, in about half a second.
fn turn_view(
    time: Res<Time>,
    mut turning: ResMut<Turning>,
    mut orbit: ResMut<Orbit>,
    mut demand: ResMut<FrameDemand>,
) {
    let Some(target) = turning.0 else { return };
    demand.within(SMOOTH);
    let gap = (target - orbit.yaw + PI).rem_euclid(TAU) - PI;
    let step = 6.0 * time.delta_secs();
    if gap.abs() <= step {
        orbit.yaw = target;
        turning.0 = None;
    } else {
        orbit.yaw += step * gap.signum();
    }
}

#[derive(Component)]
pub struct MainCamera;

pub struct CameraPlugin;

impl Plugin for CameraPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(EguiGlobalSettings {
            auto_create_primary_context: false,
            ..default()
        })
        .init_resource::<Orbit>()
        .init_resource::<ViewSettings>()
        .init_resource::<Turning>()
        .init_resource::<ViewArea>()
        .init_resource::<Framing>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                frame_board.after(SessionSystems),
                face_mover.after(SessionSystems),
                turn_view,
                mouse_orbit.run_if(pointer_free),
                key_orbit.run_if(keyboard_free),
                // A resize changes the panels' free area, but not where no panels are
                // drawn (the gallery): it places the camera again too.
                apply_orbit.run_if(
                    resource_changed::<Orbit>
                        .or_eager(resource_changed::<ViewArea>)
                        .or_eager(resource_changed::<Framing>)
                        .or_eager(on_message::<WindowResized>),
                ),
            )
                .chain(),
        );
    }
}

/// The framing of a board `files` by `ranks`: the board with its frame, where the coordinates
/// are written, and the shelves of pieces in hand if there are any; as high as the pieces.
pub fn board_framing(files: u8, ranks: u8, shelves: bool) -> Framing {
    let w = files as f32 / 2.0 + FRAME;
    let h = ranks as f32 / 2.0 + if shelves { SHELF_REACH } else { FRAME };
    let pitch = if ranks >= 2 * files {
        LONG_BOARD_PITCH
    } else {
        DEFAULT_PITCH
    };
    Framing {
        min: Vec3::new(-w, 0.0, -h),
        max: Vec3::new(w, 0.6, h),
        pitch,
    }
}

/// Frames a new board.
fn frame_board(
    mut commands: Commands,
    mut resets: MessageReader<BoardReset>,
    active: Option<Res<ActiveMatch>>,
    framing: Res<Framing>,
    seats: Res<Seats>,
    mut orbit: ResMut<Orbit>,
) {
    if resets.is_empty() {
        return;
    }
    resets.clear();
    let Some(active) = active else { return };
    let g = active.0.geometry();
    let shelves = active
        .0
        .rule_state_after(0)
        .hand
        .iter()
        .any(|h| !h.is_empty());
    let wanted = board_framing(g.files(), g.ranks(), shelves);
    if *framing != wanted {
        commands.insert_resource(wanted);
        // A new board: seen from the side that faces, its own edge nearest, as players sit
        // at every board (a long one too, not turned on its side).
        let side = facing_side(&seats, active.0.side_to_move()).unwrap_or(Side::South);
        orbit.yaw = yaw_of(side);
        orbit.pitch = wanted.pitch;
    }
}

/// Spawns the 3D camera, which draws into the free part of the window only, and above it the
/// camera egui draws the panels with over the whole window. They share one picture: the 3D
/// camera leaves it to egui's (`Skip`), which draws over it without clearing and alone copies
/// it to the window; a copy and a clear of the whole window fewer cost a software renderer
/// some 3 ms a frame.
///
/// A software renderer (lavapipe on a machine without a GPU) cannot afford shadows,
/// multisampling or tonemapping: the paints shade plainly there (`paint`), and the view keeps
/// its frame rate on two cores. Decided here, at the start, so no pipeline is built twice.
fn spawn_camera(mut commands: Commands, renderer: Res<Renderer>) {
    let software = renderer.software;
    let msaa = if software { Msaa::Off } else { Msaa::Sample4 };
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        // The panels' colours are meant as they are; and a tonemapping pass over the whole
        // window costs a software renderer several milliseconds a frame.
        Tonemapping::None,
        DebandDither::Disabled,
        // Cameras drawing into one window must agree on multisampling.
        msaa,
        RenderLayers::none(),
        Camera {
            order: 1,
            clear_color: ClearColorConfig::None,
            ..default()
        },
    ));
    let mut camera = commands.spawn((
        Camera3d::default(),
        MainCamera,
        Camera {
            output_mode: CameraOutputMode::Skip,
            ..default()
        },
        msaa,
        Projection::Perspective(PerspectiveProjection {
            fov: FOV,
            ..default()
        }),
    ));
    if software {
        camera.insert((Tonemapping::None, DebandDither::Disabled));
    }
    commands.spawn((
        DirectionalLight {
            illuminance: SUN,
            shadow_maps_enabled: !software,
            ..default()
        },
        Transform::from_translation(LIGHT_FROM).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        brightness: AMBIENT,
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
        orbit.zoom = (orbit.zoom * (1.0 - scroll.delta.y * 0.08)).clamp(0.3, 2.0);
    }
}

fn key_orbit(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    mut orbit: ResMut<Orbit>,
    mut settings: ResMut<ViewSettings>,
    framing: Res<Framing>,
    mut demand: ResMut<FrameDemand>,
) {
    // A held key turns, tilts or zooms a little each frame.
    use KeyCode::*;
    let held = [
        KeyQ,
        KeyE,
        KeyR,
        KeyF,
        Equal,
        NumpadAdd,
        Minus,
        NumpadSubtract,
    ];
    if keys.any_pressed(held) {
        demand.within(SMOOTH);
    }
    if keys.just_pressed(KeyCode::KeyN) {
        settings.piece_names = !settings.piece_names;
    }
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
        o.zoom = (o.zoom * (1.0 - dt)).max(0.3);
    }
    if keys.pressed(KeyCode::Minus) || keys.pressed(KeyCode::NumpadSubtract) {
        o.zoom = (o.zoom * (1.0 + dt)).min(2.0);
    }
    if keys.just_pressed(KeyCode::KeyT) {
        o.top_down = !o.top_down;
    }
    if keys.just_pressed(KeyCode::KeyD) {
        o.diagram = !o.diagram;
    }
    if keys.just_pressed(KeyCode::KeyV) {
        o = o.reset(&framing);
    }
    if o != *orbit {
        *orbit = o;
    }
}

/// Puts the camera where the orbit and the framing say, drawing into the free part of the
/// window only.
fn apply_orbit(
    orbit: Res<Orbit>,
    framing: Res<Framing>,
    area: Res<ViewArea>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<(&mut Camera, &mut Transform, &mut Projection), With<MainCamera>>,
    mut turn: ResMut<ScreenTurn>,
) {
    let Ok(window) = windows.single() else { return };
    let scale = window.scale_factor();
    let full = Rect::new(0.0, 0.0, window.width(), window.height());
    let rect = if area.0.width() >= 1.0 && area.0.height() >= 1.0 {
        area.0.intersect(full)
    } else {
        full
    };
    let aspect = rect.width() / rect.height().max(1.0);
    let placement = place(&orbit, &framing, aspect);
    let quarter = (orbit.yaw / FRAC_PI_2).round().rem_euclid(4.0) as u8;
    if turn.0 != quarter {
        turn.0 = quarter;
    }
    for (mut camera, mut transform, mut projection) in &mut cameras {
        let physical_size = (rect.size() * scale).as_uvec2().max(UVec2::ONE);
        let physical_position = (rect.min * scale).as_uvec2();
        let same = camera.viewport.as_ref().is_some_and(|v| {
            v.physical_position == physical_position && v.physical_size == physical_size
        });
        if !same {
            camera.viewport = Some(Viewport {
                physical_position,
                physical_size,
                ..default()
            });
        }
        *transform = placement.transform;
        let wanted = match placement.ortho_height {
            Some(height) => Projection::Orthographic(OrthographicProjection {
                scaling_mode: ScalingMode::FixedVertical {
                    viewport_height: height,
                },
                ..OrthographicProjection::default_3d()
            }),
            None => Projection::Perspective(PerspectiveProjection {
                fov: FOV,
                aspect_ratio: aspect,
                ..default()
            }),
        };
        if !same_kind(&projection, &wanted) || placement.ortho_height.is_some() {
            *projection = wanted;
        }
    }
}

/// Whether two projections are of the same kind (a perspective keeps its own aspect, which
/// Bevy updates from the viewport).
fn same_kind(a: &Projection, b: &Projection) -> bool {
    matches!(
        (a, b),
        (Projection::Perspective(_), Projection::Perspective(_))
            | (Projection::Orthographic(_), Projection::Orthographic(_))
    )
}
