//! The marks drawn on the board: on squares (destinations, the cursor, the selected piece,
//! the last move, a lesson's highlights, threatened squares) and on pieces (check, frost, a
//! right's badge); redrawn only when what they show changes.

use super::board::world_of;
use super::board_dress::TILE_TOP;
use super::input::Selection;
use super::marks::{Highlights, MarkSettings, shown_threats};
use super::paint::Paint;
use super::pieces::{HasRight, Immobilized, InCheck, Piece};
use super::session::{ActiveMatch, GameStatus, LegalMoves, MarkKind, ShownRuleState};
use super::style::{LESSON_COLOR, marks};
use super::view_assets::ViewAssets;
use crate::rules::Square;
use bevy::prelude::*;

/// A mark on a square: a destination, the cursor, the selected piece, the last move, or a
/// square something asks the player to look at.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mark {
    Destination(MarkKind),
    Cursor,
    Selected,
    LastMove,
    Highlight,
}

/// A mark of the rule state: on a piece (check ring, frost, right badge; children of the
/// piece, so they travel with it) or on a square (threatened).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RuleMark {
    Check,
    Frozen,
    Right,
    Threatened,
}

/// Redraws the rule marks of the pieces whose tags changed (or that were dressed anew):
/// a red glowing ring under a King in check, pale blue frost around a frozen piece, a gold
/// badge over a piece holding a right.
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
pub(super) fn dress_piece_marks(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    changed: Query<
        Entity,
        Or<(
            Changed<Piece>,
            Changed<InCheck>,
            Changed<Immobilized>,
            Changed<HasRight>,
        )>,
    >,
    mut removed_check: RemovedComponents<InCheck>,
    mut removed_frozen: RemovedComponents<Immobilized>,
    mut removed_right: RemovedComponents<HasRight>,
    pieces: Query<(
        Has<InCheck>,
        Has<Immobilized>,
        Has<HasRight>,
        Option<&Children>,
    )>,
    marks: Query<(), With<RuleMark>>,
) {
    let mut redress: Vec<Entity> = changed.iter().collect();
    redress.extend(removed_check.read());
    redress.extend(removed_frozen.read());
    redress.extend(removed_right.read());
    if redress.is_empty() {
        return;
    }
    redress.sort();
    redress.dedup();
    for e in redress {
        let Ok((check, frozen, right, children)) = pieces.get(e) else {
            continue;
        };
        for child in children.into_iter().flatten() {
            if marks.contains(*child) {
                commands.entity(*child).despawn();
            }
        }
        let wanted = [
            (check, RuleMark::Check),
            (frozen, RuleMark::Frozen),
            (right, RuleMark::Right),
        ];
        for (_, mark) in wanted.into_iter().filter(|(on, _)| *on) {
            let (key, mesh, color, glow, y): (&str, Mesh, Color, bool, f32) = match mark {
                RuleMark::Check => (
                    "check",
                    Torus::new(0.38, 0.47).into(),
                    marks::CHECK,
                    true,
                    TILE_TOP + 0.03,
                ),
                RuleMark::Frozen => (
                    "frost",
                    Cylinder::new(0.42, 0.3).into(),
                    marks::FROST,
                    false,
                    TILE_TOP + 0.15,
                ),
                // A gold coin lying at the square's corner, apart from the piece, so it reads
                // as a token the piece holds (its tooltip and the legend say which right),
                // never as part of the piece's own shape.
                _ => (
                    "badge",
                    Cylinder::new(0.12, 0.05).into(),
                    marks::BADGE,
                    true,
                    TILE_TOP + 0.03,
                ),
            };
            let beside = match mark {
                RuleMark::Right => Vec3::new(0.33, 0.0, 0.33),
                _ => Vec3::ZERO,
            };
            let handle = assets.mesh(&mut meshes, format!("rule-{key}"), || mesh);
            let mat = assets.color(&mut materials, color, glow, !glow);
            commands.entity(e).with_child((
                mark,
                Mesh3d(handle),
                MeshMaterial3d(mat),
                Transform::from_translation(beside + Vec3::Y * y),
                Pickable::IGNORE,
            ));
        }
    }
}

/// Marks the threatened squares (small red crosses of two bars) when they, the selection, the
/// game's status or the setting change.
#[allow(clippy::too_many_arguments)]
pub(super) fn refresh_threatened(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    shown: Res<ShownRuleState>,
    settings: Res<MarkSettings>,
    (selection, status): (Res<Selection>, Res<GameStatus>),
    marks: Query<(Entity, &RuleMark), Without<Piece>>,
) {
    let Some(active) = active else { return };
    let changed = shown.is_changed()
        || settings.is_changed()
        || selection.is_changed()
        || status.is_changed();
    if !changed {
        return;
    }
    for (e, mark) in &marks {
        if *mark == RuleMark::Threatened {
            commands.entity(e).despawn();
        }
    }
    let squares = shown_threats(&shown.0, selection.from, settings.threatened, &status);
    let g = active.0.geometry();
    let bar = assets.mesh(&mut meshes, "rule-threat".into(), || {
        Cuboid::new(0.34, 0.012, 0.07).into()
    });
    // Glowing red reads on Jetan's orange squares and its black ones alike.
    let mat = assets.color(&mut materials, marks::THREAT, true, false);
    for sq in squares {
        let at = world_of(g, sq) + Vec3::Y * 0.062;
        for turn in [std::f32::consts::FRAC_PI_4, -std::f32::consts::FRAC_PI_4] {
            commands.spawn((
                RuleMark::Threatened,
                Mesh3d(bar.clone()),
                MeshMaterial3d(mat.clone()),
                Transform::from_translation(at).with_rotation(Quat::from_rotation_y(turn)),
                Pickable::IGNORE,
            ));
        }
    }
}

/// Redraws the marks when the selection, the legal moves, the last move or the highlights
/// change.
#[allow(clippy::too_many_arguments)]
pub(super) fn refresh_marks(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    selection: Res<Selection>,
    legal: Res<LegalMoves>,
    status: Res<GameStatus>,
    highlights: Res<Highlights>,
    marks: Query<Entity, With<Mark>>,
) {
    let Some(active) = active else { return };
    let changed = selection.is_changed()
        || legal.is_changed()
        || status.is_changed()
        || active.is_changed()
        || highlights.is_changed();
    if !changed {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    let g = active.0.geometry();
    let mut wanted: Vec<(Square, Mark)> = highlights
        .0
        .iter()
        .map(|&sq| (sq, Mark::Highlight))
        .collect();
    if let Some(mv) = status.last_move {
        if mv.from != Square::NONE {
            wanted.push((mv.from, Mark::LastMove));
        }
        wanted.push((mv.to, Mark::LastMove));
    }
    if let Some(from) = selection.from {
        if from != Square::NONE {
            wanted.push((from, Mark::Selected));
        }
        for m in legal.from(from) {
            wanted.push((m.mv.to, Mark::Destination(m.mark)));
        }
    }
    if let Some(cursor) = selection.cursor {
        wanted.push((cursor, Mark::Cursor));
    }
    for (sq, mark) in wanted {
        let (key, mesh, color, y): (&str, Mesh, Color, f32) = match mark {
            Mark::Destination(MarkKind::Move) => {
                ("dot", Cylinder::new(0.14, 0.02).into(), marks::MOVE, 0.07)
            }
            // Around the selected piece's foot: staying is a move.
            Mark::Destination(MarkKind::Stay) => {
                ("stay", Torus::new(0.41, 0.49).into(), marks::MOVE, 0.08)
            }
            Mark::Destination(kind) => {
                let color = match kind {
                    MarkKind::Capture => marks::CAPTURE,
                    MarkKind::Vault => Color::srgba(0.6, 0.2, 0.9, 0.9),
                    MarkKind::Teleport => Color::srgba(0.1, 0.8, 1.0, 0.9),
                    _ => Color::srgba(0.2, 0.3, 1.0, 0.9),
                };
                ("ring", Torus::new(0.34, 0.44).into(), color, 0.08)
            }
            Mark::Cursor => (
                "cursor",
                Torus::new(0.44, 0.49).into(),
                Color::srgba(1.0, 0.9, 0.1, 0.9),
                0.09,
            ),
            Mark::Selected => (
                "selected",
                Cylinder::new(0.46, 0.02).into(),
                Color::srgba(1.0, 0.8, 0.2, 0.55),
                0.065,
            ),
            Mark::LastMove => (
                "last",
                Cuboid::new(0.96, 0.01, 0.96).into(),
                marks::LAST_MOVE,
                0.058,
            ),
            Mark::Highlight => (
                "highlight",
                Cuboid::new(0.92, 0.012, 0.92).into(),
                LESSON_COLOR.with_alpha(0.75),
                0.06,
            ),
        };
        let handle = assets.mesh(&mut meshes, format!("mark-{key}"), || mesh);
        let mat = assets.color(&mut materials, color, false, true);
        commands.spawn((
            mark,
            Mesh3d(handle),
            MeshMaterial3d(mat),
            Transform::from_translation(world_of(g, sq) + Vec3::Y * y),
            Pickable::IGNORE,
        ));
    }
}
