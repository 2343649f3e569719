//! Arrows drawn flat on the board from one square to another: a tutorial step's arrows, and
//! whatever else wants to point at a move (the AI's hint). Their owners write the list in
//! `BoardArrows`; one view system turns it into meshes, only when it changes.

use super::board::world_of;
use super::marks::{ArrowKind, BoardArrows};
use super::paint::Paint;
use super::session::ActiveMatch;
use super::style::LESSON_COLOR;
use super::view_assets::ViewAssets;
use bevy::prelude::*;

/// Gold, apart from the lesson's teal and the destination marks.
const HINT_COLOR: Color = Color::srgb(1.0, 0.72, 0.05);

/// A mesh entity of an arrow.
#[derive(Component)]
pub struct ArrowMesh;

/// Height of the arrows above the board: over the square marks, under the pieces' tops.
const ARROW_Y: f32 = 0.11;
const SHAFT_WIDTH: f32 = 0.14;
const HEAD_LENGTH: f32 = 0.42;
const HEAD_RADIUS: f32 = 0.26;

/// Redraws the arrows when the list (or the match, hence the board) changes: a shaft from the
/// first square's centre and a flattened cone pointing at the second's.
pub struct ArrowsPlugin;

impl Plugin for ArrowsPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(PostUpdate, draw_arrows.before(TransformSystems::Propagate));
    }
}

fn draw_arrows(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    arrows: Res<BoardArrows>,
    drawn: Query<Entity, With<ArrowMesh>>,
) {
    let Some(active) = active else { return };
    if !(arrows.is_changed() || active.is_changed()) {
        return;
    }
    for e in &drawn {
        commands.entity(e).despawn();
    }
    let g = active.0.geometry();
    let shaft = assets.mesh(&mut meshes, "arrow-shaft".into(), || {
        Cuboid::new(1.0, 0.02, SHAFT_WIDTH).into()
    });
    let head = assets.mesh(&mut meshes, "arrow-head".into(), || {
        Cone {
            radius: HEAD_RADIUS,
            height: HEAD_LENGTH,
        }
        .into()
    });
    for arrow in &arrows.0 {
        let color = match arrow.kind {
            ArrowKind::Lesson => LESSON_COLOR,
            ArrowKind::Hint => HINT_COLOR,
        };
        let mat = assets.color(&mut materials, color, true, false);
        let (a, b) = (world_of(g, arrow.from), world_of(g, arrow.to));
        let along = (b - a).normalize_or_zero();
        let length = a.distance(b) - HEAD_LENGTH;
        if along == Vec3::ZERO || length <= 0.0 {
            continue;
        }
        // Turns +x onto the arrow's direction on the board plane.
        let turn = Quat::from_rotation_y(-along.z.atan2(along.x));
        let lift = Vec3::Y * ARROW_Y;
        commands.spawn((
            ArrowMesh,
            Mesh3d(shaft.clone()),
            MeshMaterial3d(mat.clone()),
            Transform::from_translation(a + along * length / 2.0 + lift)
                .with_rotation(turn)
                .with_scale(Vec3::new(length, 1.0, 1.0)),
            Pickable::IGNORE,
        ));
        // The cone's tip is its +y: laid along +x, then flattened across the board's height
        // (its local x after the turn).
        let lay = Quat::from_rotation_z(-std::f32::consts::FRAC_PI_2);
        commands.spawn((
            ArrowMesh,
            Mesh3d(head.clone()),
            MeshMaterial3d(mat),
            Transform::from_translation(b - along * HEAD_LENGTH / 2.0 + lift)
                .with_rotation(turn * lay)
                .with_scale(Vec3::new(0.12, 1.0, 1.0)),
            Pickable::IGNORE,
        ));
    }
}
