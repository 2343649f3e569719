//! The board as entities: a board root, one entity per square with markers for special
//! squares, hole entities, and the fronts between zones. Built when a match starts.

use super::session::{ActiveMatch, BoardReset, SessionSystems};
use crate::rules::{Geometry, Side, Special, Square};
use bevy::prelude::*;

/// The board root; squares and pieces are placed relative to the world origin at its centre.
#[derive(Component)]
pub struct BoardRoot {
    pub game: &'static str,
}

/// A square of the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareCell(pub Square);

#[derive(Component)]
pub struct Refuge;

#[derive(Component)]
pub struct Throne;

#[derive(Component)]
pub struct Teleporter;

/// A cell of the rectangle that is not a square (Jacks and Witches' hole).
#[derive(Component)]
pub struct Hole;

/// The shelf beside the board where a side's pieces in hand stand (Jacks and Witches).
#[derive(Component)]
pub struct HandShelf {
    pub length: f32,
}

/// A front between zones: a heavy line from `a` to `b` on the board plane.
#[derive(Component)]
pub struct Front {
    pub a: Vec2,
    pub b: Vec2,
}

/// Width of the board's frame beyond the squares, where the coordinates are written.
pub const FRAME: f32 = 0.7;
/// How far beyond the squares the hand shelves reach (Jacks and Witches).
pub const SHELF_REACH: f32 = 1.7;

/// Where a square's centre is in the world: files along +x from South's left, rank 1 nearest
/// the default camera (+z), one unit a square.
pub fn world_of(geometry: &Geometry, sq: Square) -> Vec3 {
    let (w, h) = (geometry.files() as f32, geometry.ranks() as f32);
    Vec3::new(
        geometry.file(sq) as f32 - (w - 1.0) / 2.0,
        0.0,
        (h - 1.0) / 2.0 - geometry.rank(sq) as f32,
    )
}

pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, rebuild_board.after(SessionSystems));
    }
}

/// Rebuilds the board when a match of another game (or geometry) starts.
fn rebuild_board(
    mut commands: Commands,
    mut resets: MessageReader<BoardReset>,
    active: Option<Res<ActiveMatch>>,
    boards: Query<(Entity, &BoardRoot)>,
) {
    if resets.is_empty() {
        return;
    }
    resets.clear();
    let Some(active) = active else { return };
    let game = active.0.game_id();
    if boards.iter().any(|(_, b)| b.game == game) {
        return;
    }
    for (e, _) in &boards {
        commands.entity(e).despawn();
    }
    let g = active.0.geometry();
    commands
        .spawn((
            BoardRoot { game },
            Transform::default(),
            Visibility::default(),
        ))
        .with_children(|board| {
            for i in 0..g.cells() {
                let sq = Square(i as u16);
                let at = Transform::from_translation(world_of(g, sq));
                match g.special(sq) {
                    Special::Hole => {
                        board.spawn((Hole, at));
                    }
                    Special::Refuge => {
                        board.spawn((SquareCell(sq), Refuge, at));
                    }
                    Special::Throne => {
                        board.spawn((SquareCell(sq), Throne, at));
                    }
                    Special::Teleporter => {
                        board.spawn((SquareCell(sq), Teleporter, at));
                    }
                    Special::Plain => {
                        board.spawn((SquareCell(sq), at));
                    }
                }
            }
            for front in fronts(g) {
                board.spawn((front, Transform::default()));
            }
            // A game that starts with pieces in hand gets a shelf for each side.
            let start = active.0.rule_state_after(0);
            let longest = start.hand.iter().map(Vec::len).max().unwrap_or(0);
            if longest > 0 {
                for side in Side::BOTH {
                    let first = hand_slot(g, side, 0);
                    let last = hand_slot(g, side, longest - 1);
                    let length = first.distance(last) + 1.0;
                    board.spawn((
                        HandShelf { length },
                        Transform::from_translation((first + last) / 2.0 - Vec3::Y * 0.01),
                    ));
                }
            }
        });
}

/// The fronts between zones, as segments on the board plane (x, z).
fn fronts(g: &Geometry) -> Vec<Front> {
    let Some((zw, zh)) = g.zone_size() else {
        return Vec::new();
    };
    let (w, h) = (g.files() as f32, g.ranks() as f32);
    let mut out = Vec::new();
    for f in (zw..g.files()).step_by(zw as usize) {
        let x = f as f32 - w / 2.0;
        out.push(Front {
            a: Vec2::new(x, -h / 2.0),
            b: Vec2::new(x, h / 2.0),
        });
    }
    for r in (zh..g.ranks()).step_by(zh as usize) {
        let z = h / 2.0 - r as f32;
        out.push(Front {
            a: Vec2::new(-w / 2.0, z),
            b: Vec2::new(w / 2.0, z),
        });
    }
    out
}

/// Where the `index`th piece in `side`'s hand stands: on a shelf before the owner's edge of
/// the board, from the owner's left.
pub fn hand_slot(g: &Geometry, side: Side, index: usize) -> Vec3 {
    let (w, h) = (g.files() as f32, g.ranks() as f32);
    let at = Vec3::new(
        -w / 2.0 + 0.5 + index as f32 * HAND_STEP,
        0.0,
        h / 2.0 + SHELF_GAP,
    );
    match side {
        Side::South => at,
        Side::North => -at,
    }
}

/// Distance between pieces on the hand shelf, and from the board's edge to the shelf.
const HAND_STEP: f32 = 0.9;
const SHELF_GAP: f32 = 1.2;
