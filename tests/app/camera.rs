//! The camera frames the whole board in the free part of the window (issue "Pieces a player
//! recognises at a glance", Build: "The board fills the window"): every corner of the framed
//! box inside the view with its margin, and the box as large as the margin allows, from every
//! angle, at any shape of window; the view faces the player to move.

use bevy::prelude::*;
use jikai::ai::Level;
use jikai::app::camera::{FOV, Framing, MARGIN, Orbit, board_framing, facing_side, place, yaw_of};
use jikai::app::seats::{Seat, Seats};
use jikai::rules::Side;

/// Points seen from `orbit` in a view of `aspect` framing `framing`, in normalised device
/// coordinates (x and y from -1 to 1).
fn projected(orbit: &Orbit, framing: &Framing, aspect: f32, points: &[Vec3]) -> Vec<Vec2> {
    let placed = place(orbit, framing, aspect);
    let view = placed.transform.compute_affine().inverse();
    points
        .iter()
        .map(|&c| {
            let v = view.transform_point3(c);
            match placed.ortho_height {
                Some(h) => Vec2::new(v.x / (h / 2.0 * aspect), v.y / (h / 2.0)),
                None => {
                    let t = (FOV / 2.0).tan();
                    Vec2::new(v.x / (-v.z * t * aspect), v.y / (-v.z * t))
                }
            }
        })
        .collect()
}

/// The corners of `framing` in normalised device coordinates.
fn on_screen(orbit: &Orbit, framing: &Framing, aspect: f32) -> Vec<Vec2> {
    projected(orbit, framing, aspect, &framing.corners())
}

#[test]
fn the_framed_board_fills_the_view_up_to_its_margin_from_every_angle() {
    let edge = 1.0 - 2.0 * MARGIN;
    let boards = [
        board_framing(11, 11, false),
        board_framing(12, 18, false),
        board_framing(12, 8, true),
        // Hyrshiv and Jikshiv (issue 45).
        board_framing(18, 24, false),
        board_framing(36, 24, false),
    ];
    let orbits = [
        Orbit::default(),
        Orbit {
            yaw: 0.7,
            pitch: 0.4,
            ..default()
        },
        Orbit {
            yaw: std::f32::consts::PI,
            ..default()
        },
        Orbit {
            top_down: true,
            ..default()
        },
        Orbit {
            diagram: true,
            yaw: 1.0,
            ..default()
        },
    ];
    for framing in &boards {
        for orbit in &orbits {
            for aspect in [1.37, 0.8, 2.2] {
                let points = on_screen(orbit, framing, aspect);
                let reach = points
                    .iter()
                    .map(|p| p.x.abs().max(p.y.abs()))
                    .fold(0.0, f32::max);
                assert!(reach <= edge + 1e-3, "{orbit:?} {aspect}: out at {reach}");
                assert!(reach >= edge - 1e-3, "{orbit:?} {aspect}: only {reach}");
                // Centred: the box reaches as far left as right, or as far up as down.
                let (lo, hi) = points.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| {
                    (lo.min(*p), hi.max(*p))
                });
                let off = (lo + hi).abs();
                assert!(
                    off.x < 1e-3 || off.y < 1e-3,
                    "{orbit:?} {aspect}: off centre {off}"
                );
            }
        }
    }
}

/// Issue 44, finding 11: a board twice as long as wide is seen upright like any other (not
/// across, on its side), from nearly above; reset returns to the framing's elevation.
#[test]
fn a_long_board_is_seen_upright_from_nearly_above() {
    let long = board_framing(6, 12, false);
    assert!(long.pitch > board_framing(12, 18, false).pitch);
    let turned = Orbit {
        pitch: 0.3,
        zoom: 0.5,
        ..default()
    }
    .reset(&long);
    assert_eq!((turned.pitch, turned.zoom), (long.pitch, 1.0));
}

/// Issue 45: the larger boards in the view the panels leave at 1280x800 and at 1024x768
/// (the side panel 240 points wide, the menu bar 23 high), in 3D and in the diagram: every
/// square, the smallest being the far rank's in 3D, is wider than a two-letter file label
/// (`aa`..`aj`, some 15 pixels at the labels' 14-point font), so the labels read apart and
/// each piece keeps room for its emblem.
#[test]
fn the_larger_boards_keep_their_squares_wider_than_a_file_label() {
    for (files, ranks) in [(18u8, 24u8), (36, 24)] {
        let framing = board_framing(files, ranks, false);
        let (w, h) = (files as f32, ranks as f32);
        for (width, height) in [(1040.0, 777.0), (784.0, 745.0)] {
            let aspect = width / height;
            for orbit in [
                Orbit::default(),
                Orbit {
                    diagram: true,
                    ..default()
                },
            ] {
                // The far rank's corner squares and the near rank's, edge to edge.
                let far_z = -h / 2.0;
                let near_z = h / 2.0;
                let edges = [
                    Vec3::new(-w / 2.0, 0.0, far_z),
                    Vec3::new(1.0 - w / 2.0, 0.0, far_z),
                    Vec3::new(-w / 2.0, 0.0, near_z),
                    Vec3::new(1.0 - w / 2.0, 0.0, near_z),
                ];
                let p = projected(&orbit, &framing, aspect, &edges);
                let pixels = |a: Vec2, b: Vec2| (a.x - b.x).abs() * width / 2.0;
                let smallest = pixels(p[0], p[1]).min(pixels(p[2], p[3]));
                assert!(
                    smallest >= 16.0,
                    "{files}x{ranks} in {width}x{height}, diagram {}: squares of {smallest:.1} px",
                    orbit.diagram
                );
            }
        }
    }
}

#[test]
fn zooming_is_a_factor_of_the_framing() {
    let framing = board_framing(11, 11, false);
    let near = Orbit {
        zoom: 0.5,
        ..default()
    };
    let a = place(&Orbit::default(), &framing, 1.4)
        .transform
        .translation;
    let b = place(&near, &framing, 1.4).transform.translation;
    assert!(b.length() < a.length());
}

#[test]
fn the_view_faces_the_person_to_move() {
    let hot_seat = Seats::default();
    assert_eq!(facing_side(&hot_seat, Side::North), Some(Side::North));
    let mut against = Seats::default();
    against.seats[Side::North.index()] = Seat::Computer(Level::Club);
    assert_eq!(facing_side(&against, Side::North), Some(Side::South));
    let demo = Seats {
        seats: [Seat::Computer(Level::Club); 2],
        ..default()
    };
    assert_eq!(facing_side(&demo, Side::South), None);
    assert_ne!(yaw_of(Side::South), yaw_of(Side::North));
}
