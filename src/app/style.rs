//! Each game's colours: squares, special squares, the frame and the two sides. Piece shapes
//! and emblems are `crate::look`'s.

use crate::rules::{Side, family};
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
    match family(game) {
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
        "jikaida" => GameStyle {
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
    match family(game) {
        // Jetan: "the board is placed with the black square to the left".
        "jetan" => (file + rank) % 2 == 1,
        // Jikaida: yellow when file index + rank (both from 1) is odd.
        "jikaida" => (file + 1 + rank + 1) % 2 == 1,
        // Chess colours: a1 dark (y = file 1).
        "witches" => (file + 1 + rank + 1) % 2 == 1,
        _ => (file + rank) % 2 == 1,
    }
}

/// What a King under attack is said to be in: Jikaida's Kaida, or check.
pub fn check_name(game: &str) -> &'static str {
    match family(game) {
        "jikaida" => "Kaida",
        _ => "check",
    }
}

/// A side's colour in `game`.
pub fn side_color(game: &str, side: Side) -> Color {
    style(game).sides[side.index()]
}

/// The emblem's colour on a piece of `color`: dark on light pieces, light on dark ones.
pub fn emblem_color(color: Color) -> Color {
    // Perceived brightness of the sRGB colour (the eye's weights).
    let c = color.to_srgba();
    if 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue > 0.5 {
        Color::srgb(0.07, 0.06, 0.05)
    } else {
        Color::srgb(0.97, 0.95, 0.9)
    }
}

/// The colour of what a lesson points at (highlighted squares, arrows): teal, clear on every
/// board's squares.
pub const LESSON_COLOR: Color = Color::srgb(0.0, 0.75, 0.62);

/// The marks' colours, shared by the board's marks and the Rules window's key to them.
pub mod marks {
    use bevy::prelude::Color;
    /// A King in check or Kaida: a red ring at its foot.
    pub const CHECK: Color = Color::srgb(1.0, 0.08, 0.05);
    /// A piece a Witch holds: frost around it.
    pub const FROST: Color = Color::srgba(0.65, 0.85, 1.0, 0.45);
    /// A right still held (the Fluttember, the Princess's escape): a gold coin beside it.
    pub const BADGE: Color = Color::srgb(1.0, 0.78, 0.15);
    /// A square the selected Princess may not enter: a red cross.
    pub const THREAT: Color = Color::srgb(0.9, 0.05, 0.1);
    /// A destination: a green dot; a capture: a red ring.
    pub const MOVE: Color = Color::srgba(0.1, 0.7, 0.2, 0.9);
    pub const CAPTURE: Color = Color::srgba(0.9, 0.1, 0.1, 0.9);
    /// The last move's two squares.
    pub const LAST_MOVE: Color = Color::srgba(0.25, 0.55, 1.0, 0.5);
}
