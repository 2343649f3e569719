//! The board's dressing: the squares' tiles (coloured by kind, a glowing disc on a
//! teleporter), the frame's bars, the fronts between zones, holes and hand shelves, added
//! once when `board` spawns their entities.

use super::board::{
    BoardRoot, FRAME, Front, HandShelf, Hole, Refuge, SquareCell, Teleporter, Throne,
};
use super::paint::Paint;
use super::session::ActiveMatch;
use super::style::{is_light, style};
use super::view_assets::ViewAssets;
use bevy::prelude::*;

/// A square just spawned, with what kind of special square it is.
type NewSquare = (
    Entity,
    &'static SquareCell,
    Has<Refuge>,
    Has<Throne>,
    Has<Teleporter>,
);

pub(super) fn dress_board(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    boards: Query<(Entity, &BoardRoot), Added<BoardRoot>>,
    squares: Query<NewSquare, Added<SquareCell>>,
) {
    let Some(active) = active else { return };
    let g = active.0.geometry();
    let game = active.0.game_id();
    let st = style(game);
    for (e, _) in &boards {
        let mat = assets.color(&mut materials, st.frame, false, false);
        for (size, at) in frame_bars(g.files() as f32, g.ranks() as f32) {
            let mesh = assets.mesh(&mut meshes, format!("frame{size}"), || {
                Cuboid::from_size(size).into()
            });
            commands.entity(e).with_child((
                Mesh3d(mesh),
                MeshMaterial3d(mat.clone()),
                Transform::from_translation(at),
            ));
        }
    }
    // Flat squares: nothing lies under them to be drawn and hidden again, which a software
    // renderer pays for by the pixel.
    let tile = assets.mesh(&mut meshes, "tile".into(), || {
        Plane3d::new(Vec3::Y, Vec2::splat(0.5))
            .mesh()
            .build()
            .translated_by(Vec3::Y * TILE_TOP)
    });
    let disc = assets.mesh(&mut meshes, "special".into(), || {
        Cylinder::new(0.42, 0.02).into()
    });
    for (e, cell, refuge, throne, teleporter) in &squares {
        let light = is_light(game, g.file(cell.0), g.rank(cell.0));
        let color = if refuge {
            st.refuge
        } else if throne {
            st.throne
        } else if light {
            st.light
        } else {
            st.dark
        };
        let mat = assets.color(&mut materials, color, false, false);
        commands.entity(e).insert((
            Mesh3d(tile.clone()),
            MeshMaterial3d(mat),
            Visibility::default(),
        ));
        if teleporter {
            let glow = assets.color(&mut materials, st.teleporter, true, false);
            commands.entity(e).with_child((
                Mesh3d(disc.clone()),
                MeshMaterial3d(glow),
                Transform::from_xyz(0.0, 0.06, 0.0),
            ));
        }
    }
}

pub(super) fn dress_fronts(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    fronts: Query<(Entity, &Front), Added<Front>>,
) {
    for (e, front) in &fronts {
        let len = front.a.distance(front.b);
        let along_x = (front.a.y - front.b.y).abs() < 0.01;
        let size = if along_x {
            Vec3::new(len, 0.08, 0.1)
        } else {
            Vec3::new(0.1, 0.08, len)
        };
        let mesh = assets.mesh(&mut meshes, format!("front{size}"), || {
            Cuboid::from_size(size).into()
        });
        let mat = assets.color(&mut materials, Color::srgb(0.05, 0.03, 0.02), false, false);
        let mid = (front.a + front.b) / 2.0;
        commands.entity(e).insert((
            Mesh3d(mesh),
            MeshMaterial3d(mat),
            Transform::from_xyz(mid.x, 0.07, mid.y),
            Visibility::default(),
        ));
    }
}

pub(super) fn dress_holes(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    holes: Query<Entity, Added<Hole>>,
) {
    for e in &holes {
        let mesh = assets.mesh(&mut meshes, "hole".into(), || {
            Cuboid::new(1.0, 0.02, 1.0).into()
        });
        let mat = assets.color(&mut materials, Color::srgb(0.02, 0.02, 0.03), false, false);
        commands
            .entity(e)
            .insert((Mesh3d(mesh), MeshMaterial3d(mat), Visibility::default()));
    }
}

pub(super) fn dress_shelves(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    shelves: Query<(Entity, &HandShelf), Added<HandShelf>>,
) {
    let Some(active) = active else { return };
    let st = style(active.0.game_id());
    for (e, shelf) in &shelves {
        let size = Vec3::new(shelf.length, 0.12, 0.9);
        let mesh = assets.mesh(&mut meshes, format!("shelf{size}"), || {
            Cuboid::from_size(size).into()
        });
        let mat = assets.color(&mut materials, st.frame, false, false);
        commands
            .entity(e)
            .insert((Mesh3d(mesh), MeshMaterial3d(mat), Visibility::default()));
    }
}

/// Height of the squares' top face, where pieces stand.
pub(super) const TILE_TOP: f32 = 0.05;

/// The frame around a board of `files` x `ranks`: four bars (sizes and centres) whose tops lie
/// just under the squares' and reach a little under them, so no gap shows at the board's edge.
fn frame_bars(files: f32, ranks: f32) -> [(Vec3, Vec3); 4] {
    const DEPTH: f32 = 0.3;
    const UNDER: f32 = 0.05;
    let y = TILE_TOP - 0.005 - DEPTH / 2.0;
    let w = files + 2.0 * FRAME;
    let across = Vec3::new(w, DEPTH, FRAME + UNDER);
    let along = Vec3::new(FRAME + UNDER, DEPTH, ranks);
    let (x, z) = ((files + FRAME - UNDER) / 2.0, (ranks + FRAME - UNDER) / 2.0);
    [
        (across, Vec3::new(0.0, y, z)),
        (across, Vec3::new(0.0, y, -z)),
        (along, Vec3::new(x, y, 0.0)),
        (along, Vec3::new(-x, y, 0.0)),
    ]
}
