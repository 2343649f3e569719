//! The piece gallery (`jikai screenshot <game> <file> --gallery`): every piece kind of the game,
//! both sides, in rows with its name beneath, drawn by the same code as the board's pieces, so
//! a player, a document and a test see the whole set at once. The board is hidden meanwhile.

use super::board::BoardRoot;
use super::camera::{Framing, Orbit};
use super::marks_dress::RuleMark;
use super::paint::Paint;
use super::pieces::Piece;
use super::pieces_dress::spawn_look;
use super::session::ActiveMatch;
use super::view_assets::ViewAssets;
use crate::look::kinds;
use crate::rules::{AnyMatch, PieceView, Side, describe_piece};
use bevy::prelude::*;

/// Show the gallery instead of the board.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Gallery;

/// A piece standing in the gallery, with the name written beneath it.
#[derive(Component, Clone, Debug)]
pub struct GalleryPiece {
    pub name: String,
}

/// Distance between pieces in a row, and between the rows.
const STEP: f32 = 1.25;
const ROW: f32 = 3.6;
/// The gallery's elevation: low, so each silhouette shows beside its emblem.
const GALLERY_PITCH: f32 = 0.55;

pub struct GalleryPlugin;

impl Plugin for GalleryPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            PostUpdate,
            (hide_board, stand_pieces)
                .run_if(resource_exists::<Gallery>)
                .before(TransformSystems::Propagate),
        );
    }
}

/// Where each piece of the gallery stands: one row per side (tafl's kinds belong to one side
/// each, so one row), the strongest piece on the left.
pub fn layout(game: &str) -> Vec<(PieceView, Vec3)> {
    let per_side = kinds(game);
    let one_row = per_side.iter().any(|&(side, _)| side == Side::North);
    let rows: Vec<Vec<PieceView>> = if one_row {
        vec![
            per_side
                .iter()
                .map(|&(side, kind)| PieceView { side, kind })
                .collect(),
        ]
    } else {
        Side::BOTH
            .iter()
            .map(|&side| {
                per_side
                    .iter()
                    .map(|&(_, kind)| PieceView { side, kind })
                    .collect()
            })
            .collect()
    };
    let mut out = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        // South's row nearest the camera, as on the board.
        let z = ((rows.len() as f32 - 1.0) / 2.0 - r as f32) * ROW;
        for (i, &view) in row.iter().enumerate() {
            let x = (i as f32 - (row.len() as f32 - 1.0) / 2.0) * STEP;
            out.push((view, Vec3::new(x, 0.0, z)));
        }
    }
    out
}

/// A piece kind's name as the rules give it, with its side where the two sides' pieces of one
/// letter are kinds of their own (tafl's soldiers).
pub fn piece_label(m: &dyn AnyMatch, view: PieceView) -> String {
    let (name, _) = describe_piece(m.game_id(), view.kind);
    let side_kinds = kinds(m.game_id())
        .iter()
        .any(|&(side, _)| side == Side::North);
    if side_kinds && view.kind != 'K' {
        format!("{name} ({})", m.side_name(view.side).to_lowercase())
    } else {
        name.to_string()
    }
}

/// What the gallery hides: the board, its pieces and the marks on its squares.
type OnTheBoard = Or<(With<BoardRoot>, With<Piece>, With<RuleMark>)>;

fn hide_board(mut shown: Query<&mut Visibility, OnTheBoard>) {
    for mut v in &mut shown {
        if *v != Visibility::Hidden {
            *v = Visibility::Hidden;
        }
    }
}

/// Stands the gallery's pieces once the game is known, and frames them.
#[allow(clippy::too_many_arguments)]
fn stand_pieces(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    mut orbit: ResMut<Orbit>,
    framing: Res<Framing>,
    standing: Query<(), With<GalleryPiece>>,
) {
    let Some(active) = active else { return };
    let game = active.0.game_id();
    let placed = layout(game);
    let (mut min, mut max) = (Vec3::splat(f32::MAX), Vec3::splat(f32::MIN));
    for &(_, at) in &placed {
        min = min.min(at - Vec3::new(0.6, 0.0, 0.6));
        max = max.max(at + Vec3::new(0.6, 1.0, 0.9));
    }
    let wanted = Framing {
        min,
        max,
        pitch: GALLERY_PITCH,
    };
    if *framing != wanted {
        commands.insert_resource(wanted);
    }
    if !standing.is_empty() {
        return;
    }
    // Seen from lower than the board, so the outlines show.
    orbit.pitch = wanted.pitch;
    for (view, at) in placed {
        commands
            .spawn((
                GalleryPiece {
                    name: piece_label(active.0.as_ref(), view),
                },
                Transform::from_translation(at),
                Visibility::default(),
            ))
            .with_children(|p| {
                let parts = (&mut *assets, &mut *meshes, &mut *materials);
                spawn_look(p, parts, game, view, orbit.yaw);
            });
    }
}
