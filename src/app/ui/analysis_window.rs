//! The Analysis window: for the position shown, a bar from the side named first's view, the
//! three best moves with their scores and the best line; below, the graph over the game,
//! with marks where a move lost ground (`rules::MISTAKE`, `rules::BLUNDER`).

use super::{DialogArea, escape_pressed, spinner};
use crate::ai::WON;
use crate::app::analysis::{Analysis, GRAPH_NODES, offered};
use crate::app::seats::Seats;
use crate::app::session::{ActiveMatch, GameStatus, Review};
use crate::app::style::side_color;
use crate::app::tutorial::Lesson;
use crate::rules::{AnyMatch, BLUNDER, GRAPH_CAP, MISTAKE, Side, family, score_words};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The graph's size, in points.
const GRAPH_SIZE: egui::Vec2 = egui::vec2(300.0, 90.0);

#[allow(clippy::too_many_arguments)]
pub(super) fn analysis_window(
    mut contexts: EguiContexts,
    active: Option<Res<ActiveMatch>>,
    (status, seats, lesson): (Res<GameStatus>, Res<Seats>, Option<Res<Lesson>>),
    mut review: ResMut<Review>,
    mut analysis: ResMut<Analysis>,
    area: Res<DialogArea>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(active) = active else { return Ok(()) };
    if !analysis.open {
        return Ok(());
    }
    let m = active.0.as_ref();
    let mut open = !escape_pressed(ctx);
    let shown = *review;
    area.dialog("Analysis")
        .default_pos(area.0.min + egui::vec2(12.0, 12.0))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.set_width(GRAPH_SIZE.x);
            if !offered(&seats, &status, shown, lesson.is_some()) {
                ui.label(
                    "Analysis is for a review, a finished game, or a game without the \
                     computer.",
                );
                return;
            }
            position_part(ui, m, shown, &mut analysis);
            ui.separator();
            if let Some(ply) = graph_part(ui, m, shown, &mut analysis) {
                review.0 = (ply < m.history().len()).then_some(ply);
            }
        });
    analysis.open = open;
    Ok(())
}

/// The analysis of the position shown: bar, best moves, line, and Stop or Go on.
fn position_part(ui: &mut egui::Ui, m: &dyn AnyMatch, shown: Review, analysis: &mut Analysis) {
    let ply = shown.0.unwrap_or(m.history().len());
    let key = (ply, m.hashes()[ply]);
    let names = [m.side_name(Side::South), m.side_name(Side::North)];
    let found = analysis.found.clone().filter(|(k, _)| *k == key);
    let ended = shown.0.is_none() && m.outcome().is_some();
    ui.horizontal(|ui| {
        if analysis.analysing() {
            spinner(ui);
            if ui.button("Stop").clicked() {
                analysis.halt();
            }
        } else if !ended && ui.button("Go on").clicked() {
            analysis.resume();
        }
        if let Some((_, a)) = &found {
            ui.weak(format!("depth {}, {} nodes", a.depth, thousands(a.nodes)));
        }
    });
    if ended {
        ui.label("The game is over: nothing to analyse here.");
        return;
    }
    let Some((_, a)) = found else {
        ui.label("Analysing...");
        return;
    };
    bar(ui, m, a.score);
    ui.label(if a.score.abs() > WON {
        score_words(a.score, names)
    } else {
        format!(
            "{} for {} ({})",
            score_words(a.score, names),
            names[0],
            unit_name(m.game_id())
        )
    });
    egui::Grid::new("best-moves").num_columns(3).show(ui, |ui| {
        for (i, (text, score)) in a.best.iter().enumerate() {
            ui.label(format!("{}.", i + 1));
            ui.strong(text);
            ui.label(score_words(*score, names));
            ui.end_row();
        }
    });
    ui.add(egui::Label::new(format!("Line: {}", a.line.join(" "))).wrap());
}

/// The bar: the side named first's share in its colour, the other's in theirs.
fn bar(ui: &mut egui::Ui, m: &dyn AnyMatch, score: i32) {
    let share = if score.abs() > WON {
        if score > 0 { 1.0 } else { 0.0 }
    } else {
        0.5 + 0.5 * (score as f32 / 400.0).tanh()
    };
    let (rect, _) = ui.allocate_exact_size(egui::vec2(GRAPH_SIZE.x, 16.0), egui::Sense::hover());
    let colour = |side| {
        let c = side_color(m.game_id(), side).to_srgba();
        egui::Color32::from_rgb(
            (c.red * 255.0) as u8,
            (c.green * 255.0) as u8,
            (c.blue * 255.0) as u8,
        )
    };
    let split = rect.left() + rect.width() * share;
    let painter = ui.painter();
    painter.rect_filled(rect, 2.0, colour(Side::North));
    let first = egui::Rect::from_min_max(rect.min, egui::pos2(split, rect.bottom()));
    painter.rect_filled(first, 2.0, colour(Side::South));
    painter.rect_stroke(
        rect,
        2.0,
        egui::Stroke::new(1.0, egui::Color32::GRAY),
        egui::StrokeKind::Inside,
    );
}

/// The graph, its button and progress; the ply clicked, if any.
fn graph_part(
    ui: &mut egui::Ui,
    m: &dyn AnyMatch,
    shown: Review,
    analysis: &mut Analysis,
) -> Option<usize> {
    let scores = &analysis.graph.scores;
    let complete = !scores.is_empty() && scores.iter().all(Option::is_some);
    let (running, progress) = (analysis.graph.running(), analysis.graph.progress());
    ui.horizontal(|ui| {
        if running {
            if ui.button("Cancel").clicked() {
                analysis.stop_graph();
            }
            ui.add(egui::ProgressBar::new(progress).show_percentage());
        } else if !complete
            && ui
                .button("Graph the game")
                .on_hover_text(format!(
                    "Scores every position ({} nodes each)",
                    thousands(GRAPH_NODES)
                ))
                .clicked()
        {
            analysis.start_graph(m);
        }
    });
    let scores = &analysis.graph.scores;
    if scores.is_empty() {
        return None;
    }
    let (rect, response) = ui.allocate_exact_size(GRAPH_SIZE, egui::Sense::click());
    let painter = ui.painter();
    painter.rect_filled(rect, 2.0, egui::Color32::from_gray(30));
    let x = |ply: usize| rect.left() + rect.width() * ply as f32 / (scores.len() - 1).max(1) as f32;
    let y = |score: i32| {
        let s = score.clamp(-GRAPH_CAP, GRAPH_CAP) as f32 / GRAPH_CAP as f32;
        rect.center().y - s * rect.height() / 2.0
    };
    painter.hline(
        rect.x_range(),
        rect.center().y,
        egui::Stroke::new(1.0, egui::Color32::from_gray(90)),
    );
    let points: Vec<egui::Pos2> = scores
        .iter()
        .enumerate()
        .filter_map(|(ply, p)| p.map(|p| egui::pos2(x(ply), y(p.score))))
        .collect();
    painter.add(egui::Shape::line(
        points,
        egui::Stroke::new(1.5, egui::Color32::LIGHT_GRAY),
    ));
    // A mark on the position a move reached, for what the move lost.
    for ply in 1..scores.len() {
        let (Some(before), Some(after)) = (scores[ply - 1], scores[ply]) else {
            continue;
        };
        let loss = before.loss();
        let colour = if loss >= BLUNDER {
            egui::Color32::from_rgb(230, 60, 50)
        } else if loss >= MISTAKE {
            egui::Color32::from_rgb(240, 160, 40)
        } else {
            continue;
        };
        painter.circle_filled(egui::pos2(x(ply), y(after.score)), 3.5, colour);
    }
    let now = shown.0.unwrap_or(m.history().len());
    painter.vline(
        x(now),
        rect.y_range(),
        egui::Stroke::new(1.0, egui::Color32::from_rgb(120, 170, 255)),
    );
    ui.weak(format!(
        "Marks: a move that loses {} (orange) or {} (red) {} against the best. Click to review.",
        MISTAKE as f32 / 100.0,
        BLUNDER as f32 / 100.0,
        unit_name(m.game_id())
    ));
    let at = response
        .interact_pointer_pos()
        .filter(|_| response.clicked())?;
    let share = ((at.x - rect.left()) / rect.width()).clamp(0.0, 1.0);
    Some((share * (scores.len() - 1) as f32).round() as usize)
}

/// The game's smallest piece, the unit of its scores (docs/ai.md, Evaluations).
fn unit_name(game: &str) -> &'static str {
    match family(game) {
        "jetan" => "Panthans",
        "witches" => "Pawns",
        "tafl" => "attackers",
        _ => "Swods",
    }
}

/// 1234567 as "1,234,567".
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
