//! The pieces' looks (`jikai::look`): issue "Pieces a player recognises at a glance": a
//! silhouette of its own per kind, one emblem per kind never shared within a game, drawn
//! within its top, within a triangle budget.

use jikai::look::{
    Look, TRIANGLE_BUDGET, emblem_strokes, has_glyph, kinds, lathe, look, stroke_mesh,
};
use jikai::rules::{GAMES, Side, open_match};

fn looks(game: &str) -> Vec<Look> {
    kinds(game)
        .into_iter()
        .map(|(side, kind)| look(game, side, kind))
        .collect()
}

#[test]
fn every_piece_of_every_start_position_has_a_listed_kind() {
    for &(game, _) in GAMES {
        let m = open_match(game, &[], None).unwrap();
        let listed = kinds(game);
        let mut pieces: Vec<_> = m.board_after(0).into_iter().map(|(_, v)| v).collect();
        pieces.extend(m.rule_state_after(0).hand.into_iter().flatten());
        for v in pieces {
            let known = listed
                .iter()
                .any(|&(side, kind)| kind == v.kind && (game != "tafl" || side == v.side));
            assert!(known, "{game}: {v:?} has no entry in the legend");
        }
    }
}

#[test]
fn emblems_are_never_shared_within_a_game() {
    for &(game, _) in GAMES {
        let all = looks(game);
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a.emblem, b.emblem, "{game}");
            }
        }
    }
}

#[test]
fn every_emblem_is_drawn_by_the_stroke_font() {
    for &(game, _) in GAMES {
        for l in looks(game) {
            assert!(l.emblem.chars().all(has_glyph), "{game}: {}", l.emblem);
        }
    }
}

#[test]
fn an_unknown_character_has_no_glyph() {
    assert!(!has_glyph('Q'));
    assert!(has_glyph('K'));
}

/// The radius of a profile at a share `t` of its height, by straight lines between points.
fn radius_at(profile: &[[f32; 2]], t: f32) -> f32 {
    let h = profile.last().unwrap()[1];
    let y = t * h;
    for w in profile.windows(2) {
        let ([r0, y0], [r1, y1]) = (w[0], w[1]);
        if y >= y0 && y <= y1 && y1 > y0 {
            return r0 + (r1 - r0) * (y - y0) / (y1 - y0);
        }
    }
    profile.last().unwrap()[0]
}

#[test]
fn silhouettes_differ_in_outline_not_only_in_height() {
    // The Can(n)on's two modes are one piece flipped: the emblem tells them apart.
    let same_piece = |a: &Look, b: &Look| a.emblem.starts_with('C') && b.emblem.starts_with('C');
    for &(game, _) in GAMES {
        let all = looks(game);
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                if game == "witches" && same_piece(a, b) {
                    continue;
                }
                // Scaled to the same height, the outlines differ somewhere by a clear amount.
                let most = (1..40)
                    .map(|k| k as f32 / 40.0)
                    .map(|t| (radius_at(&a.profile, t) - radius_at(&b.profile, t)).abs())
                    .fold(0.0, f32::max);
                assert!(
                    most > 0.06,
                    "{game}: {} and {} look alike",
                    a.emblem,
                    b.emblem
                );
            }
        }
    }
}

#[test]
fn emblems_fit_on_the_flat_top() {
    for &(game, _) in GAMES {
        for l in looks(game) {
            let (strokes, width) = l.emblem_strokes();
            let reach = strokes
                .iter()
                .flatten()
                .map(|[x, y]| (x * x + y * y).sqrt())
                .fold(0.0, f32::max);
            assert!(
                reach + width / 2.0 <= l.top_radius(),
                "{game}: {}",
                l.emblem
            );
            assert!(l.top_radius() >= 0.2, "{game}: {} has no room", l.emblem);
        }
    }
}

#[test]
fn two_letters_are_drawn_smaller_than_one() {
    let (_, one) = emblem_strokes("K", 0.2);
    let (_, two) = emblem_strokes("Pk", 0.2);
    assert!(two < one);
}

#[test]
fn every_piece_stays_within_the_triangle_budget() {
    for &(game, _) in GAMES {
        for l in looks(game) {
            let (strokes, width) = l.emblem_strokes();
            let n = lathe(&l.profile).triangles() + stroke_mesh(&strokes, width).triangles();
            assert!(
                n <= TRIANGLE_BUDGET,
                "{game}: {} has {n} triangles",
                l.emblem
            );
        }
    }
}

#[test]
fn the_turned_body_faces_outwards_and_its_top_up() {
    let l = look("jikaida", Side::South, 'S');
    let m = lathe(&l.profile);
    for t in m.indices.chunks(3) {
        let [a, b, c] = [0, 1, 2].map(|i| m.positions[t[i] as usize]);
        let e1 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
        let e2 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
        let n = [
            e1[1] * e2[2] - e1[2] * e2[1],
            e1[2] * e2[0] - e1[0] * e2[2],
            e1[0] * e2[1] - e1[1] * e2[0],
        ];
        let centre = [(a[0] + b[0] + c[0]) / 3.0, (a[2] + b[2] + c[2]) / 3.0];
        // Counter-clockwise seen from outside: the face normal points away from the axis,
        // or up on the flat top.
        let outward = n[0] * centre[0] + n[2] * centre[1];
        assert!(outward > -1e-6 || n[1] > 0.0, "a face turned inwards");
    }
}
