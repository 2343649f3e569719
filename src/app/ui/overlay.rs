//! Drawn over the 3D view: the board's coordinates and the tooltip of the piece under the
//! pointer.

use super::UiState;
use crate::app::board::{FRAME, world_of};
use crate::app::camera::{MainCamera, ViewArea, ViewSettings};
use crate::app::caption::capitalised;
use crate::app::gallery::{GalleryPiece, piece_label};
use crate::app::pieces::{HasRight, Immobilized, InCheck, InHand, OnSquare, Piece};
use crate::app::session::ActiveMatch;
use crate::app::style::check_name;
use crate::look::TALL;
use crate::rules::{PieceView, SideName, Square, describe_piece};
use bevy::picking::hover::HoverMap;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The piece under the pointer (by what and where it is) and since when.
type Resting = (Option<(PieceView, Option<Square>)>, f64);

/// Seconds the pointer rests on a piece before its tooltip shows.
const TOOLTIP_DELAY: f64 = 0.5;

/// A piece with what the tooltip says of it.
type PieceTags = (
    &'static Piece,
    Option<&'static OnSquare>,
    Has<InHand>,
    Has<InCheck>,
    Has<Immobilized>,
    Option<&'static HasRight>,
);

/// The pieces standing on squares, where they are drawn.
type BoardPieces<'w, 's> =
    Query<'w, 's, (&'static Piece, &'static GlobalTransform), With<OnSquare>>;

/// Coordinates along the board's edges and the tooltip of the piece under the pointer.
#[allow(clippy::too_many_arguments)]
pub(super) fn overlay(
    mut contexts: EguiContexts,
    active: Option<Res<ActiveMatch>>,
    ui_state: Res<UiState>,
    cameras: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    hover: Option<Res<HoverMap>>,
    parents: Query<&ChildOf>,
    pieces: Query<PieceTags>,
    gallery: Query<(&GalleryPiece, &GlobalTransform)>,
    (view, on_board, standing, area): (
        Res<ViewSettings>,
        BoardPieces,
        Query<&OnSquare>,
        Res<ViewArea>,
    ),
    mut rest: Local<Resting>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(active) = active else { return Ok(()) };
    let Ok((camera, at)) = cameras.single() else {
        return Ok(());
    };
    let m = active.0.as_ref();
    let g = m.geometry();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("coords"),
    ));
    let project = |p: Vec3| {
        camera
            .world_to_viewport(at, p)
            .ok()
            .map(|v| egui::pos2(v.x, v.y))
    };
    if view.piece_names {
        // Under each piece's foot on the screen, from whichever side the board is seen: on
        // its own square, never on the rank behind it.
        for (piece, at) in &on_board {
            if let Some(p) = project(at.translation()) {
                let name = piece_label(m, piece.0);
                let font = egui::FontId::proportional(11.0);
                let text = egui::Color32::WHITE;
                let galley = painter.layout_no_wrap(name, font, text);
                let rect = egui::Align2::CENTER_TOP
                    .anchor_size(p, galley.size())
                    .expand(1.0);
                painter.rect_filled(rect, 2.0, egui::Color32::from_black_alpha(170));
                painter.galley(rect.min + egui::vec2(1.0, 1.0), galley, text);
            }
        }
    }
    // Names from left to right; one that would touch its neighbour's (a row of thirteen
    // kinds) goes a line lower.
    let mut names: Vec<(egui::Pos2, &str)> = gallery
        .iter()
        .filter_map(|(piece, at)| {
            let p = project(at.translation() + Vec3::new(0.0, 0.0, 0.62))?;
            Some((p, piece.name.as_str()))
        })
        .collect();
    names.sort_by(|a, b| a.0.x.total_cmp(&b.0.x));
    let mut written: Vec<egui::Rect> = Vec::new();
    for (p, name) in names {
        let color = egui::Color32::from_gray(235);
        let galley =
            painter.layout_no_wrap(name.to_string(), egui::FontId::proportional(16.0), color);
        let mut rect = egui::Align2::CENTER_TOP.anchor_size(p, galley.size());
        while written.iter().any(|w| w.expand(4.0).intersects(rect)) {
            rect = rect.translate(egui::vec2(0.0, galley.size().y));
        }
        written.push(rect);
        painter.galley(rect.min, galley, color);
    }
    if !ui_state.coordinates_hidden && gallery.is_empty() {
        let color = egui::Color32::from_gray(230);
        // On all four edges of the frame, as printed boards are, so either player reads them.
        let beyond = 0.5 + FRAME / 2.0;
        let occupied: Vec<_> = standing.iter().map(|s| s.0).collect();
        // Where the piece on the square beside a label rises over it on the screen (the far
        // edge seen at a slant), the label goes above the piece rather than across it.
        let clear_of = |label: egui::Pos2, sq| {
            if !occupied.contains(&sq) {
                return label;
            }
            let base = world_of(g, sq);
            let (Some(foot), Some(top), Some(side)) = (
                project(base),
                project(base + Vec3::Y * TALL),
                project(base + Vec3::X * 0.5),
            ) else {
                return label;
            };
            let half = (side - foot).length().max(4.0) + 4.0;
            let (low, high) = (foot.y.min(top.y) - 8.0, foot.y.max(top.y));
            let covered = (low..=high).contains(&label.y) && (label.x - foot.x).abs() < half;
            if covered {
                egui::pos2(label.x, low - 6.0)
            } else {
                label
            }
        };
        // A label at `at` beside square `sq`, `along` being one square along its edge: at
        // most 14 points, smaller where the squares are (Jikshiv's 36 files in a small
        // window) so that neighbours' labels (`ab`, `ac`) never run together.
        let write = |at: Vec3, along: Vec3, sq, text: &str| {
            let (Some(p), Some(next)) = (project(at), project(at + along)) else {
                return;
            };
            let size = ((next - p).length() * 0.7).clamp(8.0, 14.0);
            let font = egui::FontId::proportional(size);
            painter.text(
                clear_of(p, sq),
                egui::Align2::CENTER_CENTER,
                text,
                font,
                color,
            );
        };
        for f in 0..g.files() {
            let sq = g.square(f, 0);
            let letter = g.file_name(f);
            let far = g.square(f, g.ranks() - 1);
            for (edge, at) in [
                (sq, world_of(g, sq) + Vec3::new(0.0, 0.0, beyond)),
                (far, world_of(g, far) - Vec3::new(0.0, 0.0, beyond)),
            ] {
                write(at, Vec3::X, edge, letter);
            }
        }
        // Drin names at the centre of each zone (Jikaida), as the board is printed, where
        // the four middle squares are empty: never under a piece.
        if let Some((zw, zh)) = g.zone_size() {
            for zr in 0..g.ranks() / zh {
                for zc in 0..g.files() / zw {
                    let (mf, mr) = (zc * zw + zw / 2, zr * zh + zh / 2);
                    let middle = [(mf - 1, mr - 1), (mf, mr - 1), (mf - 1, mr), (mf, mr)];
                    if middle
                        .iter()
                        .any(|&(f, r)| occupied.contains(&g.square(f, r)))
                    {
                        continue;
                    }
                    let name = crate::rules::jikaida::DRIN_NAMES
                        .get(zr as usize)
                        .and_then(|row| row.get(zc as usize));
                    let corner = g.square(zc * zw, zr * zh);
                    let centre = world_of(g, corner)
                        + Vec3::new(zw as f32 / 2.0 - 0.5, 0.1, 0.5 - zh as f32 / 2.0);
                    let half = Vec3::X * zw as f32 / 2.0;
                    let ends = (project(centre - half), project(centre + half));
                    if let (Some(name), Some(p), (Some(a), Some(b))) = (name, project(centre), ends)
                    {
                        // At most 22 points, within 85% of the drin's width on the screen.
                        let faint = egui::Color32::from_rgba_unmultiplied(40, 20, 10, 150);
                        let layout = |size: f32| {
                            let font = egui::FontId::proportional(size);
                            painter.layout_no_wrap(name.to_string(), font, faint)
                        };
                        let mut galley = layout(22.0);
                        let room = (b - a).length() * 0.85;
                        if galley.size().x > room {
                            galley = layout(22.0 * room / galley.size().x);
                        }
                        let rect = egui::Align2::CENTER_CENTER.anchor_size(p, galley.size());
                        painter.galley(rect.min, galley, faint);
                    }
                }
            }
        }
        for r in 0..g.ranks() {
            let (left, right) = (g.square(0, r), g.square(g.files() - 1, r));
            for (edge, at) in [
                (left, world_of(g, left) - Vec3::new(beyond, 0.0, 0.0)),
                (right, world_of(g, right) + Vec3::new(beyond, 0.0, 0.0)),
            ] {
                write(at, Vec3::Z, edge, &(r + 1).to_string());
            }
        }
    }
    // The nearest piece under the pointer (the hits of a pointer are in no order).
    let hovered = hover
        .iter()
        .flat_map(|h| h.values())
        .flat_map(|hits| hits.iter())
        .filter_map(|(&e, hit)| {
            let mut e = e;
            loop {
                if let Ok(p) = pieces.get(e) {
                    return Some((hit.depth, p));
                }
                e = parents.get(e).ok()?.parent();
            }
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, p)| p);
    // The tooltip waits until the pointer rests on one piece, and stands beside the pointer,
    // on the side of it where the view has room.
    let now = ctx.input(|i| i.time);
    let id = hovered.as_ref().map(|h| (h.0.0, h.1.map(|o| o.0)));
    if rest.0 != id {
        *rest = (id, now);
    }
    let rested = now - rest.1 >= TOOLTIP_DELAY;
    if id.is_some() && !rested {
        ctx.request_repaint_after_secs((TOOLTIP_DELAY - (now - rest.1)) as f32);
    }
    if let Some((piece, on, in_hand, check, frozen, right)) = hovered.filter(|_| rested) {
        let (name, moves) = describe_piece(m.game_id(), piece.0.kind);
        let square = match on {
            Some(o) => format!(" on {}", g.square_name(o.0)),
            None if in_hand => " in hand (click to drop)".to_string(),
            None => String::new(),
        };
        let her = match (m.game_id(), piece.0.kind) {
            ("jetan", 'P') | ("witches", 'W') => "She",
            _ => "It",
        };
        let mut states = Vec::new();
        if check {
            states.push(format!("In {}!", check_name(m.game_id())));
        }
        if frozen {
            states.push("Immobilized by an enemy Witch".to_string());
        }
        if let Some(HasRight(right)) = right {
            states.push(format!("{her} {}", right.describe()));
        }
        let Some(pointer) = ctx.pointer_hover_pos() else {
            return Ok(());
        };
        let view = egui::Rect::from_min_max(
            egui::pos2(area.0.min.x, area.0.min.y),
            egui::pos2(area.0.max.x, area.0.max.y.min(ctx.viewport_rect().max.y)),
        );
        // Below and right of the pointer, or above and left where the view ends.
        let (x, dx) = match pointer.x > view.center().x + view.width() / 4.0 {
            true => (egui::Align::Max, -16.0),
            false => (egui::Align::Min, 16.0),
        };
        let (y, dy) = match pointer.y > view.center().y {
            true => (egui::Align::Max, -20.0),
            false => (egui::Align::Min, 24.0),
        };
        egui::Area::new(egui::Id::new("piece-tip"))
            .pivot(egui::Align2([x, y]))
            .fixed_pos(pointer + egui::vec2(dx, dy))
            .constrain_to(view)
            .order(egui::Order::Tooltip)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    let owner = SideName(m.side_name(piece.0.side)).possessive();
                    ui.strong(capitalised(&format!("{owner} {name}{square}")));
                    for state in &states {
                        ui.colored_label(egui::Color32::from_rgb(255, 200, 80), state);
                    }
                    ui.label(format!("{her} {moves}."));
                });
            });
    }
    Ok(())
}
