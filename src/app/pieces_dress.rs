//! The pieces' look on the board: each piece's turned body, the rim of its foot and its
//! emblem (from `look`), given when it appears or changes kind; emblems turned to the
//! camera; captured pieces hidden once they reach the tray.

use super::animation::Tweens;
use super::board_dress::TILE_TOP;
use super::camera::Orbit;
use super::paint::Paint;
use super::pieces::{InTray, Piece};
use super::session::ActiveMatch;
use super::style::{emblem_color, side_color};
use super::view_assets::ViewAssets;
use crate::look::{lathe, look, stroke_mesh};
use crate::rules::PieceView;
use bevy::prelude::*;

/// A Bevy mesh of `look`'s triangles.
fn to_mesh(data: crate::look::MeshData) -> Mesh {
    use bevy::asset::RenderAssetUsages;
    use bevy::mesh::{Indices, PrimitiveTopology};
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, data.positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, data.normals)
    .with_inserted_indices(Indices::U32(data.indices))
}

/// The emblem on a piece's top; turned to face the camera (`turn_emblems`).
#[derive(Component)]
pub(super) struct Emblem;

/// Spawns a piece's visible parts under `parent`: the turned body and, on its flat top, the
/// emblem facing a camera at `yaw`. Pieces on the board and the gallery share it.
pub(super) fn spawn_look(
    parent: &mut ChildSpawnerCommands,
    (assets, meshes, materials): (&mut ViewAssets, &mut Assets<Mesh>, &mut Assets<Paint>),
    game: &str,
    piece: PieceView,
    yaw: f32,
) {
    let PieceView { side, kind } = piece;
    let color = side_color(game, side);
    let mat = assets.color(materials, color, false, false);
    let ink = assets.unlit(materials, emblem_color(color));
    let look = look(game, side, kind);
    let key = format!("{game}/{}/{kind}", side.index());
    let body = assets.mesh(meshes, format!("body/{key}"), || {
        to_mesh(lathe(&look.profile))
    });
    let emblem = assets.mesh(meshes, format!("emblem/{key}"), || {
        let (strokes, width) = look.emblem_strokes();
        to_mesh(stroke_mesh(&strokes, width))
    });
    // The foot's rim in the emblem's colour outlines the piece on squares of its own colour.
    let rim = assets.mesh(meshes, format!("rim/{key}"), || {
        let [r, _] = look.profile[0];
        to_mesh(lathe(&[[r + 0.006, 0.0], [r + 0.006, 0.045]]))
    });
    parent.spawn((
        Mesh3d(body),
        MeshMaterial3d(mat),
        Transform::from_xyz(0.0, TILE_TOP, 0.0),
    ));
    parent.spawn((
        Mesh3d(rim),
        MeshMaterial3d(ink.clone()),
        Transform::from_xyz(0.0, TILE_TOP, 0.0),
        Pickable::IGNORE,
    ));
    parent.spawn((
        Emblem,
        Mesh3d(emblem),
        MeshMaterial3d(ink),
        Transform::from_xyz(0.0, TILE_TOP + look.height() + 0.004, 0.0)
            .with_rotation(Quat::from_rotation_y(yaw)),
        Pickable::IGNORE,
    ));
}

/// Gives pieces their shape when they appear or change kind (promotion, flip).
pub(super) fn dress_pieces(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    orbit: Res<Orbit>,
    pieces: Query<(Entity, &Piece), Changed<Piece>>,
) {
    let Some(active) = active else { return };
    let game = active.0.game_id();
    for (e, piece) in &pieces {
        commands
            .entity(e)
            .despawn_related::<Children>()
            .insert(Visibility::default())
            .with_children(|p| {
                let parts = (&mut *assets, &mut *meshes, &mut *materials);
                spawn_look(p, parts, game, piece.0, orbit.yaw);
            });
    }
}

/// Captured pieces leave the view once their flight towards the tray ends: the side panel
/// lists them, and the board's surroundings stay clear for the coordinates.
pub(super) fn hide_captured(mut captured: Query<&mut Visibility, (With<InTray>, Without<Tweens>)>) {
    for mut v in &mut captured {
        if *v != Visibility::Hidden {
            *v = Visibility::Hidden;
        }
    }
}

/// Turns every emblem to be read upright from where the camera stands.
pub(super) fn turn_emblems(orbit: Res<Orbit>, mut emblems: Query<&mut Transform, With<Emblem>>) {
    for mut t in &mut emblems {
        t.rotation = Quat::from_rotation_y(orbit.yaw);
    }
}
