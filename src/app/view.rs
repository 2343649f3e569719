//! What makes the entities visible: meshes and materials for squares, pieces, fronts and
//! marks, added when the logical entities appear or change. Nothing here runs per frame
//! unless something changed.

use super::animation::Tweens;
use super::board::{
    BoardRoot, FRAME, Front, HandShelf, Hole, Refuge, SquareCell, Teleporter, Throne, world_of,
};
use super::camera::Orbit;
use super::input::{Selection, on_pointer_click};
use super::marks::Highlights;
use super::paint::{Paint, Renderer};
use super::pieces::{HasRight, Immobilized, InCheck, InTray, Piece};
use super::session::{ActiveMatch, GameStatus, LegalMoves, MarkKind, ShownRuleState};
use super::style::{LESSON_COLOR, emblem_color, is_light, marks, side_color, style};
use crate::look::{lathe, look, stroke_mesh};
use crate::rules::{PieceView, RuleState, Square};
use bevy::prelude::*;
use std::collections::HashMap;

/// Mesh and paint handles made once and shared.
#[derive(Resource, Default)]
pub struct ViewAssets {
    meshes: HashMap<String, Handle<Mesh>>,
    colors: HashMap<[u8; 4], Handle<Paint>>,
    unlit: HashMap<[u8; 4], Handle<Paint>>,
    renderer: Renderer,
}

impl ViewAssets {
    pub(super) fn mesh(
        &mut self,
        meshes: &mut Assets<Mesh>,
        key: String,
        make: impl FnOnce() -> Mesh,
    ) -> Handle<Mesh> {
        self.meshes
            .entry(key)
            .or_insert_with(|| meshes.add(make()))
            .clone()
    }

    /// A flat colour that lighting does not change (emblems stay legible in shade).
    fn unlit(&mut self, paints: &mut Assets<Paint>, color: Color) -> Handle<Paint> {
        let c = color.to_srgba().to_u8_array();
        let renderer = self.renderer;
        self.unlit
            .entry(c)
            .or_insert_with(|| paints.add(Paint::unlit(color, renderer)))
            .clone()
    }

    pub(super) fn color(
        &mut self,
        paints: &mut Assets<Paint>,
        color: Color,
        glow: bool,
        alpha: bool,
    ) -> Handle<Paint> {
        let c = color.to_srgba().to_u8_array();
        let key = [
            c[0],
            c[1],
            c[2],
            c[3] / 4 * 4 + glow as u8 + 2 * alpha as u8,
        ];
        let renderer = self.renderer;
        self.colors
            .entry(key)
            .or_insert_with(|| paints.add(Paint::lit(color, glow, alpha, renderer)))
            .clone()
    }
}

/// The shared handles start empty, for the renderer found at the start.
fn make_assets(mut commands: Commands, renderer: Res<Renderer>) {
    commands.insert_resource(ViewAssets {
        renderer: *renderer,
        ..default()
    });
}

/// A mark on a square: a destination, the cursor, the selected piece, the last move, or a
/// square something asks the player to look at.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Destination(MarkKind),
    Cursor,
    Selected,
    LastMove,
    Highlight,
}

/// A mark of the rule state: on a piece (check ring, frost, right badge; children of the
/// piece, so they travel with it) or on a square (threatened).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleMark {
    Check,
    Frozen,
    Right,
    Threatened,
}

/// Which rule marks the player wants to see.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MarkSettings {
    /// Marks on the squares the Princess to move may not enter (Jetan) at every move, not
    /// only while she is selected.
    pub threatened: bool,
}

/// The threatened squares to mark: only while the game goes on, while the piece they bind is
/// selected (or the player asks for them always), and never over the last move's squares.
pub fn shown_threats(
    state: &RuleState,
    selected: Option<Square>,
    always: bool,
    status: &GameStatus,
) -> Vec<Square> {
    let wanted = always || (selected.is_some() && selected == state.threatened_for);
    if !wanted || status.ended.is_some() {
        return Vec::new();
    }
    let last = status.last_move.map(|m| [m.from, m.to]);
    state
        .threatened
        .iter()
        .copied()
        .filter(|sq| last.is_none_or(|l| !l.contains(sq)))
        .collect()
}

pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ViewAssets>()
            .add_systems(Startup, make_assets)
            .init_resource::<MarkSettings>()
            .add_observer(on_pointer_click)
            .add_systems(
                PostUpdate,
                (
                    dress_board,
                    dress_fronts,
                    dress_holes,
                    dress_shelves,
                    (dress_pieces, dress_piece_marks, hide_captured).chain(),
                    refresh_marks,
                    refresh_threatened,
                    turn_emblems.run_if(resource_changed::<Orbit>),
                )
                    .before(TransformSystems::Propagate),
            );
    }
}

/// A square just spawned, with what kind of special square it is.
type NewSquare = (
    Entity,
    &'static SquareCell,
    Has<Refuge>,
    Has<Throne>,
    Has<Teleporter>,
);

fn dress_board(
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

fn dress_fronts(
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

fn dress_holes(
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

fn dress_shelves(
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
pub const TILE_TOP: f32 = 0.05;

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

/// A Bevy mesh of `look`'s triangles.
fn to_mesh(data: crate::look::MeshData) -> Mesh {
    use bevy::asset::RenderAssetUsages;
    use bevy::mesh::{Indices, PrimitiveTopology};
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, data.positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, data.normals)
    .with_inserted_indices(Indices::U32(data.indices))
}

/// The emblem on a piece's top; turned to face the camera (`turn_emblems`).
#[derive(Component)]
pub struct Emblem;

/// Spawns a piece's visible parts under `parent`: the turned body and, on its flat top, the
/// emblem facing a camera at `yaw`. Pieces on the board and the gallery share it.
pub fn spawn_look(
    parent: &mut ChildSpawnerCommands,
    (assets, meshes, materials): (&mut ViewAssets, &mut Assets<Mesh>, &mut Assets<Paint>),
    game: &str,
    piece: PieceView,
    yaw: f32,
) {
    let PieceView { side, kind } = piece;
    let color = side_color(game, side);
    let mat = assets.color(materials, color, false, false);
    let ink = assets.unlit(materials, emblem_color(color));
    let look = look(game, side, kind);
    let key = format!("{game}/{}/{kind}", side.index());
    let body = assets.mesh(meshes, format!("body/{key}"), || {
        to_mesh(lathe(&look.profile))
    });
    let emblem = assets.mesh(meshes, format!("emblem/{key}"), || {
        let (strokes, width) = look.emblem_strokes();
        to_mesh(stroke_mesh(&strokes, width))
    });
    // The foot's rim in the emblem's colour outlines the piece on squares of its own colour.
    let rim = assets.mesh(meshes, format!("rim/{key}"), || {
        let [r, _] = look.profile[0];
        to_mesh(lathe(&[[r + 0.006, 0.0], [r + 0.006, 0.045]]))
    });
    parent.spawn((
        Mesh3d(body),
        MeshMaterial3d(mat),
        Transform::from_xyz(0.0, TILE_TOP, 0.0),
    ));
    parent.spawn((
        Mesh3d(rim),
        MeshMaterial3d(ink.clone()),
        Transform::from_xyz(0.0, TILE_TOP, 0.0),
        Pickable::IGNORE,
    ));
    parent.spawn((
        Emblem,
        Mesh3d(emblem),
        MeshMaterial3d(ink),
        Transform::from_xyz(0.0, TILE_TOP + look.height() + 0.004, 0.0)
            .with_rotation(Quat::from_rotation_y(yaw)),
        Pickable::IGNORE,
    ));
}

/// Gives pieces their shape when they appear or change kind (promotion, flip).
fn dress_pieces(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    orbit: Res<Orbit>,
    pieces: Query<(Entity, &Piece), Changed<Piece>>,
) {
    let Some(active) = active else { return };
    let game = active.0.game_id();
    for (e, piece) in &pieces {
        commands
            .entity(e)
            .despawn_related::<Children>()
            .insert(Visibility::default())
            .with_children(|p| {
                let parts = (&mut *assets, &mut *meshes, &mut *materials);
                spawn_look(p, parts, game, piece.0, orbit.yaw);
            });
    }
}

/// Captured pieces leave the view once their flight towards the tray ends: the side panel
/// lists them, and the board's surroundings stay clear for the coordinates.
fn hide_captured(mut captured: Query<&mut Visibility, (With<InTray>, Without<Tweens>)>) {
    for mut v in &mut captured {
        if *v != Visibility::Hidden {
            *v = Visibility::Hidden;
        }
    }
}

/// Turns every emblem to be read upright from where the camera stands.
pub fn turn_emblems(orbit: Res<Orbit>, mut emblems: Query<&mut Transform, With<Emblem>>) {
    for mut t in &mut emblems {
        t.rotation = Quat::from_rotation_y(orbit.yaw);
    }
}

/// Redraws the rule marks of the pieces whose tags changed (or that were dressed anew):
/// a red glowing ring under a King in check, pale blue frost around a frozen piece, a gold
/// badge over a piece holding a right.
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn dress_piece_marks(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    changed: Query<
        Entity,
        Or<(
            Changed<Piece>,
            Changed<InCheck>,
            Changed<Immobilized>,
            Changed<HasRight>,
        )>,
    >,
    mut removed_check: RemovedComponents<InCheck>,
    mut removed_frozen: RemovedComponents<Immobilized>,
    mut removed_right: RemovedComponents<HasRight>,
    pieces: Query<(
        Has<InCheck>,
        Has<Immobilized>,
        Has<HasRight>,
        Option<&Children>,
    )>,
    marks: Query<(), With<RuleMark>>,
) {
    let mut redress: Vec<Entity> = changed.iter().collect();
    redress.extend(removed_check.read());
    redress.extend(removed_frozen.read());
    redress.extend(removed_right.read());
    if redress.is_empty() {
        return;
    }
    redress.sort();
    redress.dedup();
    for e in redress {
        let Ok((check, frozen, right, children)) = pieces.get(e) else {
            continue;
        };
        for child in children.into_iter().flatten() {
            if marks.contains(*child) {
                commands.entity(*child).despawn();
            }
        }
        let wanted = [
            (check, RuleMark::Check),
            (frozen, RuleMark::Frozen),
            (right, RuleMark::Right),
        ];
        for (_, mark) in wanted.into_iter().filter(|(on, _)| *on) {
            let (key, mesh, color, glow, y): (&str, Mesh, Color, bool, f32) = match mark {
                RuleMark::Check => (
                    "check",
                    Torus::new(0.38, 0.47).into(),
                    marks::CHECK,
                    true,
                    TILE_TOP + 0.03,
                ),
                RuleMark::Frozen => (
                    "frost",
                    Cylinder::new(0.42, 0.3).into(),
                    marks::FROST,
                    false,
                    TILE_TOP + 0.15,
                ),
                // A gold coin lying at the square's corner, apart from the piece, so it reads
                // as a token the piece holds (its tooltip and the legend say which right),
                // never as part of the piece's own shape.
                _ => (
                    "badge",
                    Cylinder::new(0.12, 0.05).into(),
                    marks::BADGE,
                    true,
                    TILE_TOP + 0.03,
                ),
            };
            let beside = match mark {
                RuleMark::Right => Vec3::new(0.33, 0.0, 0.33),
                _ => Vec3::ZERO,
            };
            let handle = assets.mesh(&mut meshes, format!("rule-{key}"), || mesh);
            let mat = assets.color(&mut materials, color, glow, !glow);
            commands.entity(e).with_child((
                mark,
                Mesh3d(handle),
                MeshMaterial3d(mat),
                Transform::from_translation(beside + Vec3::Y * y),
                Pickable::IGNORE,
            ));
        }
    }
}

/// Marks the threatened squares (small red crosses of two bars) when they, the selection, the
/// game's status or the setting change.
#[allow(clippy::too_many_arguments)]
fn refresh_threatened(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    shown: Res<ShownRuleState>,
    settings: Res<MarkSettings>,
    (selection, status): (Res<Selection>, Res<GameStatus>),
    marks: Query<(Entity, &RuleMark), Without<Piece>>,
) {
    let Some(active) = active else { return };
    let changed = shown.is_changed()
        || settings.is_changed()
        || selection.is_changed()
        || status.is_changed();
    if !changed {
        return;
    }
    for (e, mark) in &marks {
        if *mark == RuleMark::Threatened {
            commands.entity(e).despawn();
        }
    }
    let squares = shown_threats(&shown.0, selection.from, settings.threatened, &status);
    let g = active.0.geometry();
    let bar = assets.mesh(&mut meshes, "rule-threat".into(), || {
        Cuboid::new(0.34, 0.012, 0.07).into()
    });
    // Glowing red reads on Jetan's orange squares and its black ones alike.
    let mat = assets.color(&mut materials, marks::THREAT, true, false);
    for sq in squares {
        let at = world_of(g, sq) + Vec3::Y * 0.062;
        for turn in [std::f32::consts::FRAC_PI_4, -std::f32::consts::FRAC_PI_4] {
            commands.spawn((
                RuleMark::Threatened,
                Mesh3d(bar.clone()),
                MeshMaterial3d(mat.clone()),
                Transform::from_translation(at).with_rotation(Quat::from_rotation_y(turn)),
                Pickable::IGNORE,
            ));
        }
    }
}

/// Redraws the marks when the selection, the legal moves, the last move or the highlights
/// change.
#[allow(clippy::too_many_arguments)]
fn refresh_marks(
    mut commands: Commands,
    mut assets: ResMut<ViewAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Paint>>,
    active: Option<Res<ActiveMatch>>,
    selection: Res<Selection>,
    legal: Res<LegalMoves>,
    status: Res<GameStatus>,
    highlights: Res<Highlights>,
    marks: Query<Entity, With<Mark>>,
) {
    let Some(active) = active else { return };
    let changed = selection.is_changed()
        || legal.is_changed()
        || status.is_changed()
        || active.is_changed()
        || highlights.is_changed();
    if !changed {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    let g = active.0.geometry();
    let mut wanted: Vec<(Square, Mark)> = highlights
        .0
        .iter()
        .map(|&sq| (sq, Mark::Highlight))
        .collect();
    if let Some(mv) = status.last_move {
        if mv.from != Square::NONE {
            wanted.push((mv.from, Mark::LastMove));
        }
        wanted.push((mv.to, Mark::LastMove));
    }
    if let Some(from) = selection.from {
        if from != Square::NONE {
            wanted.push((from, Mark::Selected));
        }
        for m in legal.from(from) {
            wanted.push((m.mv.to, Mark::Destination(m.mark)));
        }
    }
    if let Some(cursor) = selection.cursor {
        wanted.push((cursor, Mark::Cursor));
    }
    for (sq, mark) in wanted {
        let (key, mesh, color, y): (&str, Mesh, Color, f32) = match mark {
            Mark::Destination(MarkKind::Move) => {
                ("dot", Cylinder::new(0.14, 0.02).into(), marks::MOVE, 0.07)
            }
            // Around the selected piece's foot: staying is a move.
            Mark::Destination(MarkKind::Stay) => {
                ("stay", Torus::new(0.41, 0.49).into(), marks::MOVE, 0.08)
            }
            Mark::Destination(kind) => {
                let color = match kind {
                    MarkKind::Capture => marks::CAPTURE,
                    MarkKind::Vault => Color::srgba(0.6, 0.2, 0.9, 0.9),
                    MarkKind::Teleport => Color::srgba(0.1, 0.8, 1.0, 0.9),
                    _ => Color::srgba(0.2, 0.3, 1.0, 0.9),
                };
                ("ring", Torus::new(0.34, 0.44).into(), color, 0.08)
            }
            Mark::Cursor => (
                "cursor",
                Torus::new(0.44, 0.49).into(),
                Color::srgba(1.0, 0.9, 0.1, 0.9),
                0.09,
            ),
            Mark::Selected => (
                "selected",
                Cylinder::new(0.46, 0.02).into(),
                Color::srgba(1.0, 0.8, 0.2, 0.55),
                0.065,
            ),
            Mark::LastMove => (
                "last",
                Cuboid::new(0.96, 0.01, 0.96).into(),
                marks::LAST_MOVE,
                0.058,
            ),
            Mark::Highlight => (
                "highlight",
                Cuboid::new(0.92, 0.012, 0.92).into(),
                LESSON_COLOR.with_alpha(0.75),
                0.06,
            ),
        };
        let handle = assets.mesh(&mut meshes, format!("mark-{key}"), || mesh);
        let mat = assets.color(&mut materials, color, false, true);
        commands.spawn((
            mark,
            Mesh3d(handle),
            MeshMaterial3d(mat),
            Transform::from_translation(world_of(g, sq) + Vec3::Y * y),
            Pickable::IGNORE,
        ));
    }
}
