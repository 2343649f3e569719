//! Pieces drawn in egui from the same look as the board's: a chip (the piece seen from above:
//! its side's colour and its emblem) for the side panel's captured pieces, and a picture (its
//! turned silhouette under its chip) and a diagram of where it goes (found by the rules,
//! `rules::destinations`) for the Rules window's legend.

use super::style::{LESSON_COLOR, check_name, emblem_color, is_light, marks, side_color, style};
use crate::look::{Look, look};
use crate::rules::{Destinations, PieceView, Special, describe_piece, family};
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

/// The part of the board the move covers (the piece, its destinations and a square around
/// them, at least five squares a side), at most `size` tall or wide, rank 1 at the bottom:
/// the piece (its chip), the pieces a legal position needs beside it (small discs) and a dot
/// on every square it can reach.
pub fn diagram(ui: &mut egui::Ui, game: &str, d: &Destinations, size: f32) {
    let g = &d.geometry;
    let span = |coord: &dyn Fn(crate::rules::Square) -> u8, last: u8| {
        let seen = d.to.iter().chain([&d.at]).map(|&sq| coord(sq));
        let (mut lo, mut hi) = (seen.clone().min().unwrap_or(0), seen.max().unwrap_or(0));
        lo = lo.saturating_sub(1);
        hi = (hi + 1).min(last);
        while hi - lo < 4 && (lo > 0 || hi < last) {
            lo = lo.saturating_sub(u8::from(lo > 0));
            hi = (hi + 1).min(last);
        }
        (lo, hi)
    };
    let (f0, f1) = span(&|sq| g.file(sq), g.files() - 1);
    let (r0, r1) = span(&|sq| g.rank(sq), g.ranks() - 1);
    let (files, ranks) = ((f1 - f0 + 1) as f32, (r1 - r0 + 1) as f32);
    let cell = (size / files.max(ranks)).floor().min(14.0);
    let (rect, _) =
        ui.allocate_exact_size(egui::vec2(cell * files, cell * ranks), egui::Sense::hover());
    let painter = ui.painter();
    let colours = style(game);
    let shown = |sq| (f0..=f1).contains(&g.file(sq)) && (r0..=r1).contains(&g.rank(sq));
    let centre = |sq| {
        let (f, r) = ((g.file(sq) - f0) as f32, (g.rank(sq) - r0) as f32);
        rect.left_bottom() + egui::vec2((f + 0.5) * cell, -(r + 0.5) * cell)
    };
    for sq in g.squares().filter(|&sq| shown(sq)) {
        let fill = match g.special(sq) {
            Special::Hole => continue,
            Special::Refuge => colours.refuge,
            Special::Throne => colours.throne,
            Special::Teleporter => colours.teleporter,
            Special::Plain if is_light(game, g.file(sq), g.rank(sq)) => colours.light,
            Special::Plain => colours.dark,
        };
        let square = egui::Rect::from_center_size(centre(sq), egui::vec2(cell, cell));
        painter.rect_filled(square, 0.0, color32(fill));
    }
    for &(sq, piece) in d.others.iter().filter(|(sq, _)| shown(*sq)) {
        let colour = side_color(game, piece.side);
        painter.circle(
            centre(sq),
            cell * 0.3,
            color32(colour),
            egui::Stroke::new(1.0, egui::Color32::from_gray(20)),
        );
    }
    let mark = color32(LESSON_COLOR);
    for &sq in &d.to {
        painter.circle(
            centre(sq),
            cell * 0.24,
            mark,
            egui::Stroke::new(1.0, egui::Color32::BLACK),
        );
    }
    let colour = side_color(game, d.piece.side);
    let radius = cell * 0.48;
    painter.circle(
        centre(d.at),
        radius,
        color32(colour),
        egui::Stroke::new(1.0, egui::Color32::from_gray(20)),
    );
    let look = look(game, d.piece.side, d.piece.kind);
    emblem(painter, centre(d.at), radius, &look, emblem_color(colour));
}

/// The key to the marks the board puts beside the pieces in this game, each drawn as on the
/// board (seen from above) with what it means, so no mark is taken for part of a piece.
pub fn marks_key(ui: &mut egui::Ui, game: &str) {
    // The piece a check threatens: Jetan's Chief, the others' King.
    let royal = describe_piece(game, if game == "jetan" { 'C' } else { 'K' }).0;
    let jikaida = family(game) == "jikaida";
    let mut rows: Vec<(Mark, String)> = vec![
        (
            Mark::Dot(marks::MOVE),
            "a square the selected piece can move to".into(),
        ),
        (Mark::Ring(marks::CAPTURE), "a capture".into()),
        (
            Mark::Square(marks::LAST_MOVE),
            "the last move's two squares".into(),
        ),
    ];
    if game != "tafl" {
        rows.push((
            Mark::Ring(marks::CHECK),
            format!("a {royal} in {}", check_name(game)),
        ));
    }
    if game == "witches" {
        rows.push((
            Mark::Ring(marks::MOVE),
            "around the selected piece: staying is a move (a Can(n)on's change of mode, a \
             Jack on the d- or e-file); click the piece again to choose it or deselect"
                .into(),
        ));
        rows.push((
            Mark::Disc(marks::FROST),
            "a piece a Witch immobilizes".into(),
        ));
    }
    if jikaida {
        rows.push((
            Mark::Coin,
            "a gold coin beside a King: it may still make the Fluttember".into(),
        ));
    }
    if game == "jetan" {
        rows.push((
            Mark::Coin,
            "a gold coin beside a Princess: she still has her escape".into(),
        ));
        rows.push((
            Mark::Cross,
            "a square the selected Princess may not enter (threatened)".into(),
        ));
    }
    for (mark, text) in rows {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
            let painter = ui.painter();
            let c = rect.center();
            painter.rect_filled(rect, 2.0, color32(style(game).light));
            match mark {
                Mark::Dot(colour) => {
                    painter.circle_filled(c, 4.0, color32(colour));
                }
                Mark::Ring(colour) => {
                    painter.circle_stroke(c, 8.0, egui::Stroke::new(2.5, color32(colour)));
                }
                Mark::Square(colour) => {
                    painter.rect_filled(rect.shrink(1.0), 1.0, color32(colour));
                }
                Mark::Disc(colour) => {
                    painter.circle_filled(c, 9.0, color32(colour));
                }
                Mark::Coin => {
                    let at = rect.right_bottom() - egui::vec2(5.0, 5.0);
                    painter.circle_filled(
                        c,
                        7.0,
                        color32(side_color(game, crate::rules::Side::South)),
                    );
                    painter.circle(
                        at,
                        3.5,
                        color32(marks::BADGE),
                        egui::Stroke::new(1.0, egui::Color32::from_gray(40)),
                    );
                }
                Mark::Cross => {
                    let stroke = egui::Stroke::new(2.5, color32(marks::THREAT));
                    let d = egui::vec2(6.0, 6.0);
                    painter.line_segment([c - d, c + d], stroke);
                    painter.line_segment(
                        [c + egui::vec2(-6.0, 6.0), c + egui::vec2(6.0, -6.0)],
                        stroke,
                    );
                }
            }
            ui.label(text);
        });
    }
}

/// How a mark looks from above.
enum Mark {
    Dot(Color),
    Ring(Color),
    Square(Color),
    Disc(Color),
    Coin,
    Cross,
}
