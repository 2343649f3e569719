//! Each game's look: square and side colours, and a distinct shape for every piece kind,
//! with the name and moves its tooltip gives.

use crate::rules::Side;
use bevy::prelude::*;

pub struct GameStyle {
    pub light: Color,
    pub dark: Color,
    pub refuge: Color,
    pub throne: Color,
    pub teleporter: Color,
    pub frame: Color,
    pub sides: [Color; 2],
}

pub fn style(game: &str) -> GameStyle {
    let base = GameStyle {
        light: Color::srgb(0.84, 0.74, 0.56),
        dark: Color::srgb(0.76, 0.65, 0.47),
        refuge: Color::srgb(0.72, 0.12, 0.10),
        throne: Color::srgb(0.55, 0.08, 0.08),
        teleporter: Color::srgb(0.2, 0.85, 1.0),
        frame: Color::srgb(0.30, 0.18, 0.10),
        sides: [Color::srgb(0.13, 0.11, 0.10), Color::srgb(0.93, 0.90, 0.80)],
    };
    match game {
        "jetan" => GameStyle {
            light: Color::srgb(0.92, 0.48, 0.12),
            dark: Color::srgb(0.08, 0.08, 0.08),
            sides: [Color::srgb(0.18, 0.18, 0.2), Color::srgb(1.0, 0.62, 0.18)],
            ..base
        },
        "witches" => GameStyle {
            light: Color::srgb(0.93, 0.86, 0.72),
            dark: Color::srgb(0.55, 0.40, 0.27),
            sides: [Color::srgb(0.95, 0.94, 0.90), Color::srgb(0.12, 0.12, 0.14)],
            ..base
        },
        "jikaida" | "pastang" | "stikitche" | "draks-city" => GameStyle {
            light: Color::srgb(0.93, 0.80, 0.30),
            dark: Color::srgb(0.45, 0.22, 0.16),
            sides: [Color::srgb(0.95, 0.62, 0.05), Color::srgb(0.20, 0.35, 0.90)],
            ..base
        },
        _ => base,
    }
}

/// Whether the square at (file, rank) takes the light colour.
pub fn is_light(game: &str, file: u8, rank: u8) -> bool {
    match game {
        // Jetan: "the board is placed with the black square to the left".
        "jetan" => (file + rank) % 2 == 1,
        // Jikaida: yellow when file index + rank (both from 1) is odd.
        "jikaida" | "pastang" | "stikitche" | "draks-city" => (file + 1 + rank + 1) % 2 == 1,
        // Chess colours: a1 dark (y = file 1).
        "witches" => (file + 1 + rank + 1) % 2 == 1,
        _ => (file + rank) % 2 == 1,
    }
}

/// A primitive of a piece's shape, centred on the y axis at height `y`.
#[derive(Clone, Copy, Debug)]
pub enum Part {
    Drum { radius: f32, height: f32, y: f32 },
    Spire { radius: f32, height: f32, y: f32 },
    Ball { radius: f32, y: f32 },
    Block { size: Vec3, y: f32, tilt: f32 },
    Band { radius: f32, thickness: f32, y: f32 },
}

use Part::*;

const BASE: Part = Drum {
    radius: 0.34,
    height: 0.12,
    y: 0.06,
};

/// The shape of a piece kind in a game: a base and what stands on it.
pub fn shape(game: &str, kind: char) -> Vec<Part> {
    let body = |h: f32| Drum {
        radius: 0.2,
        height: h,
        y: 0.12 + h / 2.0,
    };
    let cross = |y: f32| {
        [
            Block {
                size: Vec3::new(0.08, 0.3, 0.08),
                y: y + 0.15,
                tilt: 0.0,
            },
            Block {
                size: Vec3::new(0.24, 0.08, 0.08),
                y: y + 0.18,
                tilt: 0.0,
            },
        ]
    };
    let mut parts = vec![BASE];
    let family = match game {
        "jikaida" | "pastang" | "stikitche" | "draks-city" => "jikaida",
        g => g,
    };
    match (family, kind) {
        // Tafl
        ("tafl", 'K') => {
            parts.extend([
                body(0.5),
                Ball {
                    radius: 0.2,
                    y: 0.7,
                },
            ]);
            parts.extend(cross(0.82));
        }
        ("tafl", _) => parts.extend([
            body(0.22),
            Ball {
                radius: 0.19,
                y: 0.46,
            },
        ]),
        // Kings of the other games
        (_, 'K') => {
            parts.extend([
                body(0.6),
                Drum {
                    radius: 0.26,
                    height: 0.08,
                    y: 0.76,
                },
            ]);
            parts.extend(cross(0.8));
        }
        // Jetan
        ("jetan", 'C') => parts.extend([
            body(0.55),
            Band {
                radius: 0.2,
                thickness: 0.06,
                y: 0.72,
            },
            Ball {
                radius: 0.12,
                y: 0.86,
            },
        ]),
        ("jetan", 'P') => parts.extend([
            Spire {
                radius: 0.26,
                height: 0.6,
                y: 0.42,
            },
            Ball {
                radius: 0.13,
                y: 0.8,
            },
        ]),
        ("jetan", 'F') => parts.extend([
            body(0.35),
            Block {
                size: Vec3::new(0.7, 0.05, 0.22),
                y: 0.55,
                tilt: 0.0,
            },
        ]),
        ("jetan", 'D') => parts.extend([
            body(0.4),
            Block {
                size: Vec3::splat(0.3),
                y: 0.67,
                tilt: 0.0,
            },
        ]),
        ("jetan", 'W') => parts.extend([
            body(0.35),
            Spire {
                radius: 0.14,
                height: 0.4,
                y: 0.67,
            },
        ]),
        ("jetan", 'A') => parts.extend([
            body(0.35),
            Drum {
                radius: 0.3,
                height: 0.05,
                y: 0.5,
            },
        ]),
        ("jetan", 'T') => parts.extend([
            body(0.25),
            Block {
                size: Vec3::new(0.16, 0.45, 0.3),
                y: 0.55,
                tilt: 0.5,
            },
        ]),
        ("jetan", _) => parts.extend([
            body(0.18),
            Ball {
                radius: 0.16,
                y: 0.42,
            },
        ]),
        // Jacks and Witches
        ("witches", 'W') => parts.extend([
            Drum {
                radius: 0.3,
                height: 0.04,
                y: 0.45,
            },
            Spire {
                radius: 0.2,
                height: 0.55,
                y: 0.75,
            },
            body(0.32),
        ]),
        ("witches", 'L') => parts.extend([
            body(0.25),
            Band {
                radius: 0.2,
                thickness: 0.09,
                y: 0.5,
            },
            Ball {
                radius: 0.15,
                y: 0.55,
            },
        ]),
        ("witches", 'C') => parts.extend([
            body(0.2),
            Block {
                size: Vec3::new(0.14, 0.14, 0.6),
                y: 0.42,
                tilt: 0.0,
            },
        ]),
        ("witches", 'V') => parts.extend([
            body(0.2),
            Block {
                size: Vec3::new(0.14, 0.14, 0.6),
                y: 0.42,
                tilt: 0.0,
            },
            Block {
                size: Vec3::new(0.6, 0.14, 0.14),
                y: 0.42,
                tilt: 0.0,
            },
        ]),
        ("witches", 'R') => parts.extend([
            body(0.4),
            Block {
                size: Vec3::new(0.42, 0.18, 0.42),
                y: 0.61,
                tilt: 0.0,
            },
        ]),
        ("witches", 'N') => parts.extend([
            body(0.25),
            Block {
                size: Vec3::new(0.16, 0.42, 0.32),
                y: 0.55,
                tilt: 0.5,
            },
        ]),
        ("witches", 'B') => parts.extend([
            Spire {
                radius: 0.22,
                height: 0.6,
                y: 0.42,
            },
            Ball {
                radius: 0.1,
                y: 0.78,
            },
        ]),
        ("witches", 'J') => parts.extend([
            body(0.4),
            Ball {
                radius: 0.17,
                y: 0.62,
            },
            Ball {
                radius: 0.07,
                y: 0.66,
            },
        ]),
        ("witches", _) => parts.extend([
            body(0.15),
            Ball {
                radius: 0.17,
                y: 0.4,
            },
        ]),
        // Poron Jikaida
        ("jikaida", 'P') => parts.extend([
            Spire {
                radius: 0.25,
                height: 0.75,
                y: 0.5,
            },
            Band {
                radius: 0.18,
                thickness: 0.06,
                y: 0.55,
            },
            Ball {
                radius: 0.1,
                y: 0.9,
            },
        ]),
        ("jikaida", 'A') => parts.extend([
            body(0.5),
            Block {
                size: Vec3::new(0.36, 0.16, 0.36),
                y: 0.7,
                tilt: 0.785,
            },
        ]),
        ("jikaida", 'C') => parts.extend([
            body(0.45),
            Ball {
                radius: 0.18,
                y: 0.68,
            },
            Spire {
                radius: 0.1,
                height: 0.2,
                y: 0.88,
            },
        ]),
        ("jikaida", 'J') => parts.extend([
            body(0.42),
            Block {
                size: Vec3::new(0.4, 0.16, 0.4),
                y: 0.62,
                tilt: 0.0,
            },
        ]),
        ("jikaida", 'H') => parts.extend([
            Spire {
                radius: 0.24,
                height: 0.65,
                y: 0.45,
            },
            Ball {
                radius: 0.08,
                y: 0.8,
            },
        ]),
        ("jikaida", 'T') => parts.extend([
            body(0.25),
            Block {
                size: Vec3::new(0.16, 0.45, 0.3),
                y: 0.55,
                tilt: 0.5,
            },
        ]),
        ("jikaida", 'D') => parts.extend([
            body(0.3),
            Block {
                size: Vec3::splat(0.26),
                y: 0.55,
                tilt: 0.0,
            },
        ]),
        (_, _) => parts.extend([
            body(0.15),
            Ball {
                radius: 0.16,
                y: 0.4,
            },
        ]),
    }
    parts
}

/// What a King under attack is said to be in: Jikaida's Kaida, or check.
pub fn check_name(game: &str) -> &'static str {
    match game {
        "jikaida" | "pastang" | "stikitche" | "draks-city" => "Kaida",
        _ => "check",
    }
}

/// A side's colour in `game`.
pub fn side_color(game: &str, side: Side) -> Color {
    style(game).sides[side.index()]
}
