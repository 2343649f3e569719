//! Pieces as entities: rebuilt from the match on a reset or a review, and moved by the
//! effects of each played move, with a tween per effect. Pieces in hand stand on a shelf
//! beside the board; the rule state's tags (check, frozen, rights) follow the pieces.

use super::animation::{Motion, Tween, Tweens};
use super::board::{hand_slot, world_of};
use super::session::{ActiveMatch, BoardReset, MovePlayed, Review, SessionSystems, ShownRuleState};
use crate::rules::{AnyMatch, Effect, Geometry, PieceView, Right, RuleState, Side, Square};
use bevy::prelude::*;
use std::collections::HashMap;

/// A piece: its side and kind (its position-string letter in upper case).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece(pub PieceView);

/// The square a piece stands on.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnSquare(pub Square);

/// A captured piece resting in the tray beside the board.
#[derive(Component, Clone, Copy, Debug)]
pub struct InTray;

/// A piece in its owner's hand, on the shelf beside the board until it is dropped.
#[derive(Component, Clone, Copy, Debug)]
pub struct InHand;

/// A King in check (Witches) or in Kaida (Jikaida).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct InCheck;

/// A piece that may not move: an enemy Witch stands next to it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Immobilized;

/// A piece still holding a once-per-game right (the Princess's escape, the Fluttember).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HasRight(pub Right);

/// Seconds per kind of effect at speed 1.
const MOVE_TIME: f32 = 0.45;
const HOP_TIME: f32 = 0.22;
const SQUEEZE_TIME: f32 = 0.25;
const TRAY_TIME: f32 = 0.45;
const PULSE_TIME: f32 = 0.45;

pub struct PiecesPlugin;

impl Plugin for PiecesPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            (animate_played, rebuild_pieces, tag_pieces)
                .chain()
                .after(SessionSystems),
        );
    }
}

/// Where the `index`th piece captured from `side` rests: captured attackers of South stack on
/// the right of the board, North's on the left.
pub fn tray_slot(g: &Geometry, side: Side, index: usize) -> Vec3 {
    let (w, h) = (g.files() as f32, g.ranks() as f32);
    let column = (index / g.ranks() as usize) as f32;
    let row = (index % g.ranks() as usize) as f32;
    let x = w / 2.0 + 1.0 + column * 0.8;
    let z = h / 2.0 - 0.5 - row;
    match side {
        Side::South => Vec3::new(x, 0.0, z),
        Side::North => Vec3::new(-x, 0.0, -z),
    }
}

/// The pieces the board should show: the live position, or a past one under review.
fn board_pieces(m: &dyn AnyMatch, review: Review) -> Vec<(Square, PieceView)> {
    match review.0 {
        Some(ply) => m.board_after(ply),
        None => {
            let g = m.geometry();
            g.squares()
                .filter_map(|s| Some((s, m.piece_at(s)?)))
                .collect()
        }
    }
}

/// Pieces missing from `now` compared with the start (hands included), per side: what the
/// trays hold.
fn taken(
    start: (&[(Square, PieceView)], &RuleState),
    now: (&[(Square, PieceView)], &RuleState),
) -> Vec<PieceView> {
    fn all((board, state): (&[(Square, PieceView)], &RuleState)) -> Vec<PieceView> {
        let hands = state.hand.iter().flatten().copied();
        board.iter().map(|(_, v)| *v).chain(hands).collect()
    }
    let mut count: HashMap<PieceView, i32> = HashMap::new();
    for v in all(start) {
        *count.entry(v).or_default() += 1;
    }
    for v in all(now) {
        *count.entry(v).or_default() -= 1;
    }
    let mut out: Vec<PieceView> = count
        .into_iter()
        .flat_map(|(v, n)| std::iter::repeat_n(v, n.max(0) as usize))
        .collect();
    out.sort_by_key(|v| (v.side.index(), v.kind));
    out
}

/// Despawns every piece and spawns the board's pieces again, without animation.
fn rebuild_pieces(
    mut commands: Commands,
    mut resets: MessageReader<BoardReset>,
    active: Option<Res<ActiveMatch>>,
    review: Res<Review>,
    shown: Res<ShownRuleState>,
    pieces: Query<Entity, With<Piece>>,
) {
    if resets.is_empty() && !review.is_changed() {
        return;
    }
    resets.clear();
    let Some(active) = active else { return };
    for e in &pieces {
        commands.entity(e).despawn();
    }
    let m = active.0.as_ref();
    let g = m.geometry();
    let now = board_pieces(m, *review);
    for (sq, view) in &now {
        commands.spawn((
            Piece(*view),
            OnSquare(*sq),
            Transform::from_translation(world_of(g, *sq)),
        ));
    }
    for (side, hand) in Side::BOTH.iter().zip(&shown.0.hand) {
        for (i, view) in hand.iter().enumerate() {
            commands.spawn((
                Piece(*view),
                InHand,
                Transform::from_translation(hand_slot(g, *side, i)),
            ));
        }
    }
    let start = (&m.board_after(0)[..], &m.rule_state_after(0));
    let mut per_side = [0, 0];
    for view in taken(start, (&now, &shown.0)) {
        let i = &mut per_side[view.side.index()];
        let at = tray_slot(g, view.side, *i);
        *i += 1;
        commands.spawn((
            Piece(view),
            InTray,
            Transform::from_translation(at).with_scale(Vec3::splat(super::animation::TRAY_SCALE)),
        ));
    }
}

/// Moves the piece entities as the effects of a played move say, with their tweens.
fn animate_played(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    active: Option<Res<ActiveMatch>>,
    mut pieces: Query<(Entity, &mut Piece, Option<&mut OnSquare>, &Transform), Without<InTray>>,
    hands: Query<(), With<InHand>>,
    tray: Query<&Piece, With<InTray>>,
    mut reset: MessageWriter<BoardReset>,
) {
    let Some(active) = active else {
        played.clear();
        return;
    };
    let m = active.0.as_ref();
    let g = m.geometry();
    for move_played in played.read() {
        let before: HashMap<Square, Entity> = pieces
            .iter()
            .filter_map(|(e, _, on, _)| Some((on?.0, e)))
            .collect();
        let mut after = before.clone();
        let mut tray_count = [0usize, 0];
        for p in &tray {
            tray_count[p.0.side.index()] += 1;
        }
        let mut plan: HashMap<Entity, Tweens> = HashMap::new();
        // Queues a tween on a piece; the seconds until its last tween ends.
        let mut add = |e: Entity, delay: f32, tween: Tween| {
            let tweens = plan.entry(e).or_insert_with(|| Tweens::after(delay, []));
            tweens.queue.push_back(tween);
            tweens.total()
        };
        // Stage 0: the mover and whatever travels with it; stage 1: captures; stage 2:
        // transformations. Each stage starts when the one before ends.
        let mut moved: Vec<Entity> = Vec::new();
        let mut stage1: f32 = 0.0;
        for effect in &move_played.effects {
            let (from, to, motion, points, time) = match effect {
                Effect::Step { path } => {
                    let pts: Vec<Vec3> = path.iter().map(|s| world_of(g, *s)).collect();
                    (path[0], path[path.len() - 1], Motion::Glide, pts, MOVE_TIME)
                }
                Effect::Leap { from, to } => {
                    let pts = vec![world_of(g, *from), world_of(g, *to)];
                    (*from, *to, Motion::Arc, pts, MOVE_TIME)
                }
                Effect::Vault { from, over, to } => {
                    let mut pts = vec![world_of(g, *from)];
                    pts.extend(over.iter().map(|s| world_of(g, *s)));
                    pts.push(world_of(g, *to));
                    let time = HOP_TIME * (pts.len() - 1) as f32;
                    (*from, *to, Motion::Hop, pts, time)
                }
                Effect::Teleport { from, to } => {
                    let pts = vec![world_of(g, *from), world_of(g, *to)];
                    (*from, *to, Motion::Vanish, pts, MOVE_TIME)
                }
                Effect::Drag { from, to } => {
                    let pts = vec![world_of(g, *from), world_of(g, *to)];
                    (*from, *to, Motion::Glide, pts, MOVE_TIME)
                }
                _ => continue,
            };
            // The piece standing there before the move, unless it has left already: then
            // the one that arrived in this move goes on (a Flutsman's step after its flight,
            // queued after it), while each Swod of a group move is its own.
            let mover = before.get(&from).filter(|e| !moved.contains(*e));
            let Some(e) = mover.or_else(|| after.get(&from)).copied() else {
                continue;
            };
            after.retain(|_, v| *v != e);
            after.insert(to, e);
            moved.push(e);
            let ends = add(
                e,
                0.0,
                Tween {
                    motion,
                    points,
                    duration: time,
                },
            );
            stage1 = stage1.max(ends);
        }
        let mut stage2 = stage1;
        for effect in &move_played.effects {
            match effect {
                Effect::Capture { at, .. } => {
                    let victim = before.get(at).copied().filter(|e| !moved.contains(e));
                    let Some(e) = victim else { continue };
                    if after.get(at) == Some(&e) {
                        after.remove(at);
                    }
                    let Ok((_, piece, _, _)) = pieces.get(e) else {
                        continue;
                    };
                    let side = piece.0.side;
                    let slot = tray_slot(g, side, tray_count[side.index()]);
                    tray_count[side.index()] += 1;
                    let here = world_of(g, *at);
                    commands.entity(e).remove::<OnSquare>().insert(InTray);
                    add(
                        e,
                        stage1,
                        Tween {
                            motion: Motion::Squeeze,
                            points: vec![here],
                            duration: SQUEEZE_TIME,
                        },
                    );
                    add(
                        e,
                        stage1,
                        Tween {
                            motion: Motion::ToTray,
                            points: vec![here, slot],
                            duration: TRAY_TIME,
                        },
                    );
                    stage2 = stage2.max(stage1 + SQUEEZE_TIME + TRAY_TIME);
                }
                Effect::Drop { side, to } => {
                    // The last piece on the dropping side's shelf comes down onto the board.
                    let in_hand: Vec<(Entity, Vec3)> = pieces
                        .iter()
                        .filter(|(e, p, _, _)| hands.contains(*e) && p.0.side == *side)
                        .map(|(e, _, _, t)| (e, t.translation))
                        .collect();
                    let last = hand_slot(g, *side, in_hand.len().saturating_sub(1));
                    let Some(&(e, from)) = in_hand
                        .iter()
                        .min_by(|a, b| a.1.distance(last).total_cmp(&b.1.distance(last)))
                    else {
                        continue;
                    };
                    let here = world_of(g, *to);
                    commands.entity(e).remove::<InHand>().insert(OnSquare(*to));
                    after.insert(*to, e);
                    add(
                        e,
                        0.0,
                        Tween {
                            motion: Motion::Arc,
                            points: vec![from, here],
                            duration: MOVE_TIME,
                        },
                    );
                }
                _ => {}
            }
        }
        for effect in &move_played.effects {
            let at = match effect {
                Effect::Promote { at, .. } | Effect::Flip { at, .. } | Effect::Escape { at } => *at,
                _ => continue,
            };
            let Some(&e) = after.get(&at) else { continue };
            if let Some(view) = m.piece_at(at)
                && let Ok((_, mut piece, _, _)) = pieces.get_mut(e)
                && piece.0 != view
            {
                piece.0 = view;
            }
            add(
                e,
                stage2,
                Tween {
                    motion: Motion::Pulse,
                    points: vec![world_of(g, at)],
                    duration: PULSE_TIME,
                },
            );
        }
        for (sq, e) in &after {
            if let Ok((_, _, Some(mut on), _)) = pieces.get_mut(*e) {
                on.0 = *sq;
            }
        }
        // The views must now show exactly the position; if an effect list missed something,
        // rebuild rather than show a wrong board.
        let expected: HashMap<Square, PieceView> =
            board_pieces(m, Review(None)).into_iter().collect();
        let shown: HashMap<Square, PieceView> = after
            .iter()
            .filter_map(|(s, e)| Some((*s, pieces.get(*e).ok()?.1.0)))
            .collect();
        if shown != expected {
            reset.write(BoardReset);
        }
        for (e, tweens) in plan {
            commands.entity(e).insert(tweens);
        }
    }
}

/// Puts the rule state's tags on the piece entities on the board (check, frozen, rights), and
/// takes them off pieces that no longer have them; only when the state or the pieces changed.
#[allow(clippy::type_complexity)]
fn tag_pieces(
    mut commands: Commands,
    shown: Res<ShownRuleState>,
    moved: Query<(), Or<(Changed<OnSquare>, Added<Piece>)>>,
    pieces: Query<
        (
            Entity,
            Option<&OnSquare>,
            Option<&InCheck>,
            Option<&Immobilized>,
            Option<&HasRight>,
        ),
        With<Piece>,
    >,
) {
    if !shown.is_changed() && moved.is_empty() {
        return;
    }
    let state = &shown.0;
    for (e, on, check, frozen, right) in &pieces {
        let at = on.map(|o| o.0);
        let on_one = |squares: &[Square]| at.is_some_and(|sq| squares.contains(&sq));
        let mut entity = commands.entity(e);
        sync_tag(
            &mut entity,
            check,
            on_one(&state.in_check).then_some(InCheck),
        );
        sync_tag(
            &mut entity,
            frozen,
            on_one(&state.immobilized).then_some(Immobilized),
        );
        let held = state.rights.iter().find(|r| Some(r.0) == at);
        sync_tag(&mut entity, right, held.map(|r| HasRight(r.1)));
    }
}

/// Inserts or removes a tag component only when it differs, so views see real changes only.
fn sync_tag<T: Component + PartialEq + Copy>(
    entity: &mut EntityCommands,
    now: Option<&T>,
    wanted: Option<T>,
) {
    if now.copied() != wanted {
        match wanted {
            Some(tag) => entity.insert(tag),
            None => entity.remove::<T>(),
        };
    }
}
