//! Pieces drawn in egui from the same look as the board's: a chip (the piece seen from above:
//! its side's colour and its emblem) for the side panel's captured pieces, and a picture (its
//! turned silhouette under its chip) for the Rules window's legend.

use super::style::{emblem_color, side_color};
use crate::look::{Look, look};
use crate::rules::{PieceView, describe_piece};
use bevy::prelude::{Color, ColorToPacked};
use bevy_egui::egui;

fn color32(c: Color) -> egui::Color32 {
    let [r, g, b, a] = c.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// Draws the emblem of `look` centred on `centre`, its top radius drawn `radius` wide.
fn emblem(painter: &egui::Painter, centre: egui::Pos2, radius: f32, look: &Look, ink: Color) {
    let scale = radius / look.top_radius();
    let (lines, width) = look.emblem_strokes();
    let stroke = egui::Stroke::new((width * scale).max(1.0), color32(ink));
    for line in lines {
        let points = line
            .iter()
            .map(|[x, y]| centre + egui::vec2(x * scale, -y * scale))
            .collect();
        painter.add(egui::Shape::line(points, stroke));
    }
}

/// The piece seen from above, `size` across: what the diagram view shows of it.
pub fn chip(ui: &mut egui::Ui, game: &str, piece: PieceView, size: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let look = look(game, piece.side, piece.kind);
    let color = side_color(game, piece.side);
    let painter = ui.painter();
    let radius = size * 0.46;
    painter.circle(
        rect.center(),
        radius,
        color32(color),
        egui::Stroke::new(1.0, egui::Color32::from_gray(20)),
    );
    emblem(painter, rect.center(), radius, &look, emblem_color(color));
    response.on_hover_text(describe_piece(game, piece.kind).0)
}

/// The piece from the side (its turned silhouette) with its emblem above, `height` tall.
pub fn picture(ui: &mut egui::Ui, game: &str, piece: PieceView, height: f32) {
    let look = look(game, piece.side, piece.kind);
    let color = side_color(game, piece.side);
    let width = height * 0.62;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let painter = ui.painter();
    let top = rect.top() + width * 0.5;
    // One unit of the piece's height, so the tallest (1.0) fills what the chip leaves.
    let unit = rect.bottom() - top - 4.0;
    let base = egui::pos2(rect.center().x, rect.bottom() - 2.0);
    let fill = color32(color);
    let outline = egui::Stroke::new(1.0, egui::Color32::from_gray(20));
    // Each band of the profile as a quadrilateral, so concave outlines draw right.
    for pair in look.profile.windows(2) {
        let ([r0, y0], [r1, y1]) = (pair[0], pair[1]);
        let at = |r: f32, y: f32| base + egui::vec2(r * unit, -y * unit);
        let band = vec![at(-r0, y0), at(r0, y0), at(r1, y1), at(-r1, y1)];
        painter.add(egui::Shape::convex_polygon(band, fill, egui::Stroke::NONE));
        painter.line_segment([at(-r0, y0), at(-r1, y1)], outline);
        painter.line_segment([at(r0, y0), at(r1, y1)], outline);
    }
    let radius = width * 0.42;
    let centre = egui::pos2(rect.center().x, rect.top() + radius + 1.0);
    painter.circle(centre, radius, fill, outline);
    emblem(painter, centre, radius, &look, emblem_color(color));
}
