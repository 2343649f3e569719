//! How each piece kind of each game looks: a turned profile (its silhouette, as Staunton
//! pieces are turned on a lathe) and an emblem drawn in strokes on its flat top, readable from
//! above as a xiangqi or shogi piece's character is. Names and moves in words are the rules'
//! (`crate::rules::describe_piece`). Pure data with no Bevy, so the 3D view,
//! the diagram view, the legend and the Rules window read one table and tests can check it.

use crate::rules::jikaida::JikaidaOptions;
use crate::rules::{Side, family};

/// A point of a profile or a stroke: `[x, y]` (for a profile, `[radius, height]`).
pub type Point = [f32; 2];

/// What a piece kind looks like.
#[derive(Clone, Debug, PartialEq)]
pub struct Look {
    /// The emblem's text: letters from the game's own name of the piece, or a symbol
    /// (`♔` crown, `✚` cross, `○` ring, `◇` diamond; `+` and `×` for a Can(n)on's mode).
    pub emblem: &'static str,
    /// The outline from the foot's rim (`[radius, 0]`) up to the rim of the flat top, where
    /// the emblem sits; revolved around the vertical axis.
    pub profile: Vec<Point>,
}

impl Look {
    /// Height of the flat top.
    pub fn height(&self) -> f32 {
        self.profile.last().map_or(0.0, |p| p[1])
    }

    /// Radius of the flat top, the room for the emblem.
    pub fn top_radius(&self) -> f32 {
        self.profile.last().map_or(0.0, |p| p[0])
    }

    /// The emblem's strokes, centred on the top and scaled to fit inside it, and the width
    /// to draw them (in the same units).
    pub fn emblem_strokes(&self) -> (Vec<Vec<Point>>, f32) {
        let (strokes, scale) = emblem_strokes(self.emblem, self.top_radius() * 0.8);
        (strokes, STROKE * scale)
    }
}

/// The piece kinds of a game, as (side, kind letter) pairs in the order a legend lists them:
/// strongest first, each kind once (tafl's soldiers once per side, as attackers and defenders
/// are kinds of their own).
pub fn kinds(game: &str) -> Vec<(Side, char)> {
    let south = |letters: &str| letters.chars().map(|c| (Side::South, c)).collect();
    match family(game) {
        "tafl" => vec![(Side::North, 'K'), (Side::North, 'T'), (Side::South, 'T')],
        "jetan" => south("CPFDWATN"),
        "witches" => south("KWLCVRNBJP"),
        _ if larger_jikaida(game) => south("KPACJHFYTRXDS"),
        _ => south("KPACJHTDS"),
    }
}

/// Hyrshiv or Jikshiv: Jikaida on the larger boards, with their four new pieces.
fn larger_jikaida(game: &str) -> bool {
    JikaidaOptions::for_id(game).is_some_and(|o| o.mode.is_larger())
}

/// The look of a piece of `game`: `kind` is its position-string letter in upper case.
pub fn look(game: &str, side: Side, kind: char) -> Look {
    use Shape::*;
    let (emblem, shape, height) = match (family(game), kind) {
        ("tafl", 'K') => ("✚", Tiers, 0.9),
        // Tafl's attackers are South (they move first).
        ("tafl", _) if side == Side::South => ("◇", Drum, 0.42),
        ("tafl", _) => ("○", Bulb, 0.5),
        ("jetan", 'C') => ("♔", Tiers, 1.0),
        ("jetan", 'P') => ("Pr", Queen, 0.9),
        ("jetan", 'F') => ("F", Mushroom, 0.72),
        ("jetan", 'D') => ("D", Drum, 0.72),
        ("jetan", 'W') => ("W", Spindle, 0.66),
        ("jetan", 'A') => ("Pd", Vase, 0.62),
        ("jetan", 'T') => ("T", Hourglass, 0.6),
        ("jetan", _) => ("Pn", Bulb, 0.42),
        ("witches", 'K') => ("♔", Tiers, 1.0),
        ("witches", 'W') => ("W", Queen, 0.95),
        ("witches", 'L') => ("L", Hourglass, 0.72),
        ("witches", 'C') => ("C+", Vase, 0.66),
        ("witches", 'V') => ("C×", Vase, 0.66),
        ("witches", 'R') => ("R", Drum, 0.68),
        ("witches", 'N') => ("N", Spindle, 0.68),
        ("witches", 'B') => ("B", Cone, 0.78),
        ("witches", 'J') => ("J", Mushroom, 0.58),
        ("witches", _) => ("P", Bulb, 0.42),
        (_, 'K') => ("♔", Tiers, 1.0),
        // Seed 000's abbreviations: P Pallan, Ka Kapt (its K is the King, drawn as a crown).
        (_, 'P') => ("P", Queen, 0.95),
        (_, 'A') => ("Ka", Hourglass, 0.86),
        (_, 'C') => ("C", Drum, 0.78),
        (_, 'J') => ("J", Vase, 0.72),
        (_, 'H') => ("H", Cone, 0.72),
        (_, 'T') => ("Pk", Mushroom, 0.62),
        // The larger games' pieces, which no seed abbreviates, each one letter (the largest
        // on the small pieces of a 36-file board): the initial where no other piece has it
        // (`F` Flutsman, winged; `A` Archer, a turret: the Kapt is `Ka`), else the position
        // string's (`Y` Hyrpaktun, the Paktun's cap doubled as its leap is lengthened; `X`
        // Crossbowman, the crossed bow, a goblet).
        (_, 'Y') => ("Y", TwoCaps, 0.68),
        (_, 'F') => ("F", Winged, 0.76),
        (_, 'R') => ("A", Turret, 0.66),
        (_, 'X') => ("X", Goblet, 0.64),
        (_, 'D') => ("D", Spindle, 0.52),
        (_, _) => ("S", Bulb, 0.42),
    };
    Look {
        emblem,
        profile: shape.profile(height * TALL),
    }
}

/// How much taller than the table's heights pieces stand: tall enough for their outlines to
/// read from the default camera, short enough not to hide the squares behind them.
pub const TALL: f32 = 1.3;

/// The silhouettes: each differs from the others in outline, not only in height.
#[derive(Clone, Copy, Debug)]
enum Shape {
    /// Stepped rings narrowing upwards, with a wide flat crown: the royal pieces.
    Tiers,
    /// A slender column flaring into a wide head above a collar.
    Queen,
    /// A straight tower with a flared rim.
    Drum,
    /// A thin stem under a wide cap.
    Mushroom,
    /// Narrow at the foot, widening to the top.
    Vase,
    /// Wide at foot and top, pinched in the middle.
    Hourglass,
    /// A bulging body, a thin neck and a small head.
    Spindle,
    /// A tapering cone with a collar and a small head.
    Cone,
    /// Short: a neck and a round head cut flat.
    Bulb,
    /// A thin stem under two wide caps, one above the other.
    TwoCaps,
    /// A wide disc (wings) halfway up a thin column, a small head.
    Winged,
    /// A wide base, a slim column and a wide flat crown.
    Turret,
    /// A thin stem under a round bowl.
    Goblet,
}

/// The foot every piece stands on, up to `y`.
fn foot(r: f32) -> Vec<Point> {
    vec![[r, 0.0], [r, 0.05], [r - 0.04, 0.09]]
}

impl Shape {
    fn profile(self, h: f32) -> Vec<Point> {
        let mut p = foot(if h > 0.6 { 0.38 } else { 0.34 });
        let at = |f: f32| h * f;
        let rest: Vec<Point> = match self {
            Shape::Tiers => vec![
                [0.3, at(0.3)],
                [0.26, at(0.32)],
                [0.26, at(0.55)],
                [0.22, at(0.57)],
                [0.17, at(0.75)],
                [0.3, at(0.86)],
                [0.3, at(0.94)],
                [0.27, h],
            ],
            Shape::Queen => vec![
                [0.2, at(0.2)],
                [0.13, at(0.6)],
                [0.2, at(0.64)],
                [0.2, at(0.68)],
                [0.13, at(0.7)],
                [0.29, at(0.96)],
                [0.26, h],
            ],
            Shape::Drum => vec![
                [0.26, at(0.22)],
                [0.25, at(0.82)],
                [0.32, at(0.86)],
                [0.32, at(0.97)],
                [0.29, h],
            ],
            Shape::Mushroom => vec![
                [0.12, at(0.3)],
                [0.1, at(0.62)],
                [0.34, at(0.78)],
                [0.35, at(0.92)],
                [0.32, h],
            ],
            Shape::Vase => vec![
                [0.16, at(0.22)],
                [0.14, at(0.3)],
                [0.3, at(0.92)],
                [0.27, h],
            ],
            Shape::Hourglass => vec![
                [0.3, at(0.2)],
                [0.12, at(0.5)],
                [0.3, at(0.82)],
                [0.3, at(0.95)],
                [0.27, h],
            ],
            Shape::Spindle => vec![
                [0.3, at(0.35)],
                [0.3, at(0.45)],
                [0.12, at(0.72)],
                [0.23, at(0.82)],
                [0.23, at(0.96)],
                [0.21, h],
            ],
            Shape::Cone => vec![
                [0.3, at(0.18)],
                [0.14, at(0.7)],
                [0.21, at(0.74)],
                [0.13, at(0.78)],
                [0.24, at(0.9)],
                [0.24, at(0.97)],
                [0.21, h],
            ],
            Shape::Bulb => vec![
                [0.15, at(0.35)],
                [0.25, at(0.52)],
                [0.27, at(0.7)],
                [0.24, at(0.9)],
                [0.22, h],
            ],
            Shape::TwoCaps => vec![
                [0.1, at(0.25)],
                [0.1, at(0.45)],
                [0.32, at(0.58)],
                [0.16, at(0.66)],
                [0.16, at(0.7)],
                [0.34, at(0.82)],
                [0.35, at(0.93)],
                [0.32, h],
            ],
            Shape::Winged => vec![
                [0.14, at(0.2)],
                [0.12, at(0.4)],
                [0.38, at(0.5)],
                [0.38, at(0.54)],
                [0.12, at(0.62)],
                [0.12, at(0.82)],
                [0.26, at(0.9)],
                [0.26, at(0.97)],
                [0.24, h],
            ],
            Shape::Turret => vec![
                [0.34, at(0.2)],
                [0.34, at(0.36)],
                [0.17, at(0.4)],
                [0.17, at(0.8)],
                [0.3, at(0.84)],
                [0.3, at(0.96)],
                [0.28, h],
            ],
            Shape::Goblet => vec![
                [0.1, at(0.2)],
                [0.1, at(0.35)],
                [0.2, at(0.45)],
                [0.3, at(0.6)],
                [0.33, at(0.78)],
                [0.31, at(0.95)],
                [0.28, h],
            ],
        };
        // The body between foot and top is slimmer than the table: the outline reads, and
        // the top keeps the room its emblem needs.
        let last = rest.len() - 1;
        p.extend(
            rest.iter()
                .enumerate()
                .map(|(i, &[r, y])| if i == last { [r, y] } else { [r * 0.85, y] }),
        );
        p
    }
}

/// Cap height of the stroke font; strokes are drawn in units of it.
const CAP: f32 = 1.0;
/// Stroke width as a share of the cap height.
pub const STROKE: f32 = 0.16;

/// An emblem's strokes, laid out left to right, centred on the origin, scaled so that its
/// bounding box fits a circle of `radius`, and the scale (a capital's height). `y` points up,
/// away from the viewer's edge.
pub fn emblem_strokes(text: &str, radius: f32) -> (Vec<Vec<Point>>, f32) {
    let mut strokes = Vec::new();
    let mut x = 0.0;
    for c in text.chars() {
        let (width, glyph) = glyph(c);
        strokes.extend(
            glyph
                .into_iter()
                .map(|s| s.into_iter().map(|[a, b]| [a + x, b]).collect::<Vec<_>>()),
        );
        x += width + 0.22;
    }
    let points = strokes.iter().flatten();
    let (mut lo, mut hi) = ([f32::MAX; 2], [f32::MIN; 2]);
    for p in points {
        for i in 0..2 {
            lo[i] = lo[i].min(p[i]);
            hi[i] = hi[i].max(p[i]);
        }
    }
    let (w, h) = (hi[0] - lo[0], hi[1] - lo[1]);
    let scale = 2.0 * radius / (w * w + h * h).sqrt().max(CAP);
    let centre = [(lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0];
    let strokes = strokes
        .into_iter()
        .map(|s| {
            s.into_iter()
                .map(|[a, b]| [(a - centre[0]) * scale, (b - centre[1]) * scale])
                .collect()
        })
        .collect();
    (strokes, scale)
}

/// Points along an ellipse arc around `c` with radii `r`, from `a0` to `a1` degrees.
fn arc(c: Point, r: Point, a0: f32, a1: f32) -> Vec<Point> {
    let n = (((a1 - a0).abs() / 20.0).ceil() as usize).max(2);
    (0..=n)
        .map(|i| {
            let a = (a0 + (a1 - a0) * i as f32 / n as f32).to_radians();
            [c[0] + r[0] * a.cos(), c[1] + r[1] * a.sin()]
        })
        .collect()
}

fn chain(parts: &[&[Point]]) -> Vec<Point> {
    parts.iter().flat_map(|p| p.iter().copied()).collect()
}

/// A glyph of the stroke font: its advance width and its strokes (polylines), with the
/// baseline at 0 and capitals `CAP` high.
fn glyph(c: char) -> (f32, Vec<Vec<Point>>) {
    let x = 0.62; // lower-case x-height
    match c {
        'A' => (
            0.62,
            vec![
                vec![[0.0, 0.0], [0.31, 1.0], [0.62, 0.0]],
                vec![[0.11, 0.34], [0.51, 0.34]],
            ],
        ),
        'B' => (
            0.6,
            vec![chain(&[
                &[[0.0, 0.52], [0.0, 1.0], [0.3, 1.0]],
                &arc([0.3, 0.76], [0.24, 0.24], 90.0, -90.0),
                &[[0.0, 0.52], [0.32, 0.52]],
                &arc([0.32, 0.26], [0.28, 0.26], 90.0, -90.0),
                &[[0.0, 0.0], [0.0, 0.52]],
            ])],
        ),
        'C' => (0.66, vec![arc([0.4, 0.5], [0.4, 0.5], 50.0, 310.0)]),
        'D' => (
            0.66,
            vec![chain(&[
                &[[0.0, 0.0], [0.0, 1.0], [0.2, 1.0]],
                &arc([0.2, 0.5], [0.46, 0.5], 90.0, -90.0),
                &[[0.0, 0.0]],
            ])],
        ),
        'F' => (
            0.5,
            vec![
                vec![[0.52, 1.0], [0.0, 1.0], [0.0, 0.0]],
                vec![[0.0, 0.52], [0.4, 0.52]],
            ],
        ),
        'H' => (
            0.62,
            vec![
                vec![[0.0, 0.0], [0.0, 1.0]],
                vec![[0.62, 0.0], [0.62, 1.0]],
                vec![[0.0, 0.52], [0.62, 0.52]],
            ],
        ),
        'J' => (
            0.5,
            vec![chain(&[
                &[[0.5, 1.0], [0.5, 0.26]],
                &arc([0.26, 0.26], [0.24, 0.26], 0.0, -180.0),
            ])],
        ),
        'K' => (
            0.58,
            vec![
                vec![[0.0, 0.0], [0.0, 1.0]],
                vec![[0.58, 1.0], [0.0, 0.38]],
                vec![[0.2, 0.58], [0.6, 0.0]],
            ],
        ),
        'L' => (0.5, vec![vec![[0.0, 1.0], [0.0, 0.0], [0.5, 0.0]]]),
        'N' => (
            0.64,
            vec![vec![[0.0, 0.0], [0.0, 1.0], [0.64, 0.0], [0.64, 1.0]]],
        ),
        'P' => (
            0.56,
            vec![chain(&[
                &[[0.0, 0.0], [0.0, 1.0], [0.3, 1.0]],
                &arc([0.3, 0.74], [0.26, 0.26], 90.0, -90.0),
                &[[0.0, 0.48]],
            ])],
        ),
        'R' => (
            0.6,
            vec![
                chain(&[
                    &[[0.0, 0.0], [0.0, 1.0], [0.3, 1.0]],
                    &arc([0.3, 0.74], [0.26, 0.26], 90.0, -90.0),
                    &[[0.0, 0.48]],
                ]),
                vec![[0.26, 0.48], [0.6, 0.0]],
            ],
        ),
        'S' => (
            0.58,
            vec![chain(&[
                &arc([0.29, 0.75], [0.27, 0.25], 15.0, 270.0),
                &arc([0.29, 0.25], [0.29, 0.25], 90.0, -165.0),
            ])],
        ),
        'T' => (
            0.64,
            vec![
                vec![[0.0, 1.0], [0.64, 1.0]],
                vec![[0.32, 1.0], [0.32, 0.0]],
            ],
        ),
        'W' => (
            0.84,
            vec![vec![
                [0.0, 1.0],
                [0.2, 0.0],
                [0.42, 0.72],
                [0.64, 0.0],
                [0.84, 1.0],
            ]],
        ),
        'X' => (
            0.6,
            vec![vec![[0.0, 0.0], [0.6, 1.0]], vec![[0.0, 1.0], [0.6, 0.0]]],
        ),
        'Y' => (
            0.62,
            vec![
                vec![[0.0, 1.0], [0.31, 0.5], [0.62, 1.0]],
                vec![[0.31, 0.5], [0.31, 0.0]],
            ],
        ),
        'a' => (
            0.5,
            vec![
                arc([0.24, 0.3], [0.24, 0.3], 0.0, 360.0),
                vec![[0.5, x], [0.5, 0.0]],
            ],
        ),
        'd' => (
            0.5,
            vec![
                arc([0.24, 0.3], [0.24, 0.3], 0.0, 360.0),
                vec![[0.5, CAP], [0.5, 0.0]],
            ],
        ),
        'k' => (
            0.44,
            vec![
                vec![[0.0, 0.0], [0.0, CAP]],
                vec![[0.42, x], [0.0, 0.24]],
                vec![[0.14, 0.36], [0.46, 0.0]],
            ],
        ),
        'n' => (
            0.48,
            vec![
                vec![[0.0, 0.0], [0.0, x]],
                chain(&[&arc([0.24, 0.38], [0.24, 0.24], 180.0, 0.0), &[[0.48, 0.0]]]),
            ],
        ),
        'r' => (
            0.38,
            vec![
                vec![[0.0, 0.0], [0.0, x]],
                arc([0.34, 0.3], [0.34, 0.32], 180.0, 85.0),
            ],
        ),
        '♔' => (
            0.96,
            vec![vec![
                [0.0, 0.08],
                [0.0, 0.9],
                [0.26, 0.48],
                [0.48, 1.0],
                [0.7, 0.48],
                [0.96, 0.9],
                [0.96, 0.08],
                [0.0, 0.08],
            ]],
        ),
        '✚' => (
            1.0,
            vec![vec![[0.5, 0.0], [0.5, 1.0]], vec![[0.0, 0.5], [1.0, 0.5]]],
        ),
        '○' => (1.0, vec![arc([0.5, 0.5], [0.48, 0.48], 0.0, 360.0)]),
        '◇' => (
            1.0,
            vec![vec![
                [0.5, 0.0],
                [1.0, 0.5],
                [0.5, 1.0],
                [0.0, 0.5],
                [0.5, 0.0],
            ]],
        ),
        '+' => (
            0.44,
            vec![
                vec![[0.0, 0.3], [0.44, 0.3]],
                vec![[0.22, 0.08], [0.22, 0.52]],
            ],
        ),
        '×' => (
            0.44,
            vec![
                vec![[0.0, 0.08], [0.44, 0.52]],
                vec![[0.0, 0.52], [0.44, 0.08]],
            ],
        ),
        // Every emblem of `look` is drawn above; a test checks no emblem falls here.
        _ => (0.5, Vec::new()),
    }
}

/// Whether the stroke font draws `c`.
pub fn has_glyph(c: char) -> bool {
    !glyph(c).1.is_empty()
}

/// Triangles as plain vectors, ready for any renderer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MeshData {
    pub positions: Vec<[f32; 3]>,
    pub normals: Vec<[f32; 3]>,
    pub indices: Vec<u32>,
}

impl MeshData {
    pub fn triangles(&self) -> usize {
        self.indices.len() / 3
    }

    fn quad(&mut self, corners: [[f32; 3]; 4], normals: [[f32; 3]; 4]) {
        let base = self.positions.len() as u32;
        self.positions.extend(corners);
        self.normals.extend(normals);
        self.indices
            .extend([base, base + 1, base + 2, base, base + 2, base + 3]);
    }
}

/// Segments around the axis of a turned piece: round enough at the sizes pieces are seen,
/// within the triangle budget (`TRIANGLE_BUDGET`).
pub const SEGMENTS: usize = 20;
/// Most triangles a piece may have (body and emblem), so Poron Jikaida's 72 pieces stay cheap
/// under software rendering.
pub const TRIANGLE_BUDGET: usize = 900;

/// The turned body of a piece: each profile segment revolved into a band (edges kept sharp
/// between bands, smooth around the axis), closed by the flat top.
pub fn lathe(profile: &[Point]) -> MeshData {
    let mut mesh = MeshData::default();
    let around = |a: usize| {
        let t = std::f32::consts::TAU * a as f32 / SEGMENTS as f32;
        (t.cos(), t.sin())
    };
    for pair in profile.windows(2) {
        let ([r0, y0], [r1, y1]) = (pair[0], pair[1]);
        let (dr, dy) = (r1 - r0, y1 - y0);
        let len = (dr * dr + dy * dy).sqrt().max(1e-6);
        let (nr, ny) = (dy / len, -dr / len);
        for a in 0..SEGMENTS {
            let ((c0, s0), (c1, s1)) = (around(a), around(a + 1));
            let n = |c: f32, s: f32| [nr * c, ny, nr * s];
            mesh.quad(
                [
                    [r0 * c0, y0, r0 * s0],
                    [r1 * c0, y1, r1 * s0],
                    [r1 * c1, y1, r1 * s1],
                    [r0 * c1, y0, r0 * s1],
                ],
                [n(c0, s0), n(c0, s0), n(c1, s1), n(c1, s1)],
            );
        }
    }
    if let Some(&[r, y]) = profile.last() {
        let centre = mesh.positions.len() as u32;
        mesh.positions.push([0.0, y, 0.0]);
        mesh.normals.push([0.0, 1.0, 0.0]);
        for a in 0..SEGMENTS {
            let (c, s) = around(a);
            mesh.positions.push([r * c, y, r * s]);
            mesh.normals.push([0.0, 1.0, 0.0]);
            let next = centre + 1 + ((a + 1) % SEGMENTS) as u32;
            mesh.indices.extend([centre, next, centre + 1 + a as u32]);
        }
    }
    mesh
}

/// Strokes as flat bands `width` wide lying on the plane y = 0 (x right, z towards the
/// viewer, so a stroke's `y` goes to -z), each segment lengthened by half the width at both
/// ends so the joints close.
pub fn stroke_mesh(strokes: &[Vec<Point>], width: f32) -> MeshData {
    let mut mesh = MeshData::default();
    let up = [0.0, 1.0, 0.0];
    for stroke in strokes {
        for pair in stroke.windows(2) {
            let ([x0, y0], [x1, y1]) = (pair[0], pair[1]);
            let (dx, dy) = (x1 - x0, y1 - y0);
            let len = (dx * dx + dy * dy).sqrt();
            if len < 1e-6 {
                continue;
            }
            let (ux, uy) = (dx / len * width / 2.0, dy / len * width / 2.0);
            let (a, b) = ([x0 - ux, y0 - uy], [x1 + ux, y1 + uy]);
            // The side offset (-uy, ux) is the direction turned a quarter.
            let corner = |p: Point, s: f32| [p[0] - uy * s, 0.0, -(p[1] + ux * s)];
            mesh.quad(
                [
                    corner(a, 1.0),
                    corner(a, -1.0),
                    corner(b, -1.0),
                    corner(b, 1.0),
                ],
                [up; 4],
            );
        }
    }
    mesh
}
