//! Choosing moves: click a piece or square (picking), or move a cursor with the arrow keys
//! and press Enter. Destinations of the selected piece are offered; when several moves share
//! a destination the UI shows a chooser. Input waits while animations run.

use super::animation::{SkipAnimations, animating};
use super::board::SquareCell;
use super::pieces::{InHand, OnSquare, Piece};
use super::seats::Seats;
use super::session::{
    ActiveMatch, GameStatus, HistoryRequest, LegalMove, LegalMoves, MatchStarted, MoveRequested,
    Review, SessionSystems,
};
use crate::rules::{Dir, Geometry, Square};
use bevy::picking::events::{Click, Pointer};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

/// The player's selection: a piece whose moves are shown, the keyboard cursor, and the
/// moves to choose among when one destination has several.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    pub from: Option<Square>,
    pub cursor: Option<Square>,
    pub choices: Vec<LegalMove>,
}

/// A square was clicked, by pointer or by Enter on the cursor.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareClicked(pub Square);

/// Whether the player may act on the board now.
pub fn board_accepts_input(
    review: Res<Review>,
    status: Res<GameStatus>,
    tweens: Query<(), With<super::animation::Tweens>>,
    active: Option<Res<ActiveMatch>>,
    seats: Res<Seats>,
) -> bool {
    review.0.is_none() && status.ended.is_none() && tweens.is_empty() && human_turn(&active, &seats)
}

/// Whether a person is to move (not a computer player).
fn human_turn(active: &Option<Res<ActiveMatch>>, seats: &Seats) -> bool {
    active
        .as_ref()
        .is_none_or(|a| seats.computer(a.0.side_to_move()).is_none())
}

/// Whether the keyboard is free for the board (no text field of the UI has it).
pub fn keyboard_free(wants: Option<Res<EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_keyboard_input())
}

/// Whether the pointer is free for the board (not over a panel or window of the UI).
pub fn pointer_free(wants: Option<Res<EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_pointer_input())
}

/// Quarter turns of the board on the screen (the camera sets it): 1 when the screen's up is
/// the board's west, 2 when it is south. The arrow keys move the cursor the way they point.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScreenTurn(pub u8);

/// The systems turning the player's input into requested moves; a tutorial level checks
/// those requests after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlayerInputSystems;

pub struct PlayerInputPlugin;

impl Plugin for PlayerInputPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Selection>()
            .init_resource::<ScreenTurn>()
            .add_observer(forget_selection)
            .add_message::<SquareClicked>()
            .add_systems(
                Update,
                (
                    keyboard.run_if(keyboard_free),
                    handle_clicks.run_if(board_accepts_input),
                    clear_stale_selection,
                )
                    .chain()
                    .in_set(PlayerInputSystems)
                    .before(SessionSystems),
            );
    }
}

/// What a click can land on: a square, a piece on one, a piece in hand.
type Clickable<'w, 's> = (
    Query<'w, 's, &'static SquareCell>,
    Query<'w, 's, &'static OnSquare, With<Piece>>,
    Query<'w, 's, &'static Piece, With<InHand>>,
);

/// Turns a pointer click on a square or a piece (or any part of one) into `SquareClicked`;
/// a click on a piece in the hand of the side to move is a click on the hand
/// (`Square::NONE`), which selects its drops.
pub fn on_pointer_click(
    mut click: On<Pointer<Click>>,
    active: Option<Res<ActiveMatch>>,
    parents: Query<&ChildOf>,
    (squares, pieces, hand): Clickable,
    mut clicked: MessageWriter<SquareClicked>,
    mut selection: ResMut<Selection>,
) {
    click.propagate(false);
    // The keyboard's cursor shows only while the keyboard is used.
    selection.cursor = None;
    let mut entity = click.entity;
    loop {
        if let Ok(on) = pieces.get(entity) {
            clicked.write(SquareClicked(on.0));
            return;
        }
        if let Ok(piece) = hand.get(entity) {
            if active.is_some_and(|m| m.0.side_to_move() == piece.0.side) {
                clicked.write(SquareClicked(Square::NONE));
            }
            return;
        }
        if let Ok(cell) = squares.get(entity) {
            clicked.write(SquareClicked(cell.0));
            return;
        }
        match parents.get(entity) {
            Ok(parent) => entity = parent.parent(),
            Err(_) => return,
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    active: Option<Res<ActiveMatch>>,
    mut selection: ResMut<Selection>,
    mut clicked: MessageWriter<SquareClicked>,
    mut history: MessageWriter<HistoryRequest>,
    mut skip: MessageWriter<SkipAnimations>,
    tweens: Query<(), With<super::animation::Tweens>>,
    turn: Res<ScreenTurn>,
) {
    let Some(active) = active else { return };
    let g = active.0.geometry();
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        history.write(HistoryRequest::Undo);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        history.write(HistoryRequest::Redo);
    }
    if animating(tweens) {
        if keys.any_just_pressed([KeyCode::Space, KeyCode::Escape]) {
            skip.write(SkipAnimations);
        }
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        selection.from = None;
        selection.choices.clear();
    }
    // H takes a piece from the hand, as a click on it does.
    if keys.just_pressed(KeyCode::KeyH) {
        clicked.write(SquareClicked(Square::NONE));
    }
    // The arrows in the order of `Dir::ORTHOGONAL` (N, E, S, W), turned as the board is.
    let arrows = [
        KeyCode::ArrowUp,
        KeyCode::ArrowRight,
        KeyCode::ArrowDown,
        KeyCode::ArrowLeft,
    ];
    for (i, key) in arrows.into_iter().enumerate() {
        let dir = Dir::ORTHOGONAL[(i + 4 - turn.0 as usize % 4) % 4];
        if keys.just_pressed(key) {
            let start = selection
                .cursor
                .or(selection.from.filter(|&sq| sq != Square::NONE))
                .unwrap_or_else(|| g.square(g.files() / 2, 0));
            selection.cursor = Some(cursor_step(g, start, dir));
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(cursor) = selection.cursor
    {
        clicked.write(SquareClicked(cursor));
    }
}

/// Selects, moves, or opens the chooser, from clicked squares; the hand (`Square::NONE`) is
/// selected like a piece, its drops shown as its moves.
fn handle_clicks(
    mut clicks: MessageReader<SquareClicked>,
    legal: Res<LegalMoves>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<MoveRequested>,
) {
    for SquareClicked(sq) in clicks.read() {
        selection.choices.clear();
        // A second click on the selected piece deselects it. A move that leaves it where it
        // stands (a Can(n)on's change of mode, a Jack that stays) is never played by that
        // click: the chooser offers it, in words, beside Deselect.
        if selection.from == Some(*sq) {
            let stays: Vec<LegalMove> = legal
                .from(*sq)
                .filter(|m| m.mv.to == *sq)
                .cloned()
                .collect();
            if stays.is_empty() {
                selection.from = None;
            }
            selection.choices = stays;
            continue;
        }
        if let Some(from) = selection.from {
            let moves: Vec<LegalMove> = legal
                .from(from)
                .filter(|m| m.mv.to == *sq)
                .cloned()
                .collect();
            match moves.len() {
                0 => {}
                1 => {
                    requests.write(MoveRequested(moves[0].mv));
                    selection.from = None;
                    continue;
                }
                _ => {
                    selection.choices = moves;
                    continue;
                }
            }
        }
        selection.from = legal.from(*sq).next().is_some().then_some(*sq);
    }
}

/// A new match starts with nothing selected and no cursor (the last game's square may not
/// be on this board).
fn forget_selection(_: On<MatchStarted>, mut selection: ResMut<Selection>) {
    *selection = Selection::default();
}

/// A selection of a piece that can no longer move (after a move, undo or load) is dropped.
fn clear_stale_selection(legal: Res<LegalMoves>, mut selection: ResMut<Selection>) {
    if !legal.is_changed() {
        return;
    }
    if let Some(from) = selection.from
        && legal.from(from).next().is_none()
    {
        selection.from = None;
        selection.choices.clear();
    }
}

/// Where an arrow key moves the keyboard cursor from `start`: the next square in `dir`,
/// skipping over holes; `start` itself at the board's edge.
pub fn cursor_step(g: &Geometry, start: Square, dir: Dir) -> Square {
    let (df, dr) = dir.delta();
    (1..)
        .map_while(|k| {
            let (f, r) = (g.file(start) as i32 + df * k, g.rank(start) as i32 + dr * k);
            let inside = f >= 0 && r >= 0 && f < g.files() as i32 && r < g.ranks() as i32;
            inside.then(|| g.offset(start, df * k, dr * k))
        })
        .flatten()
        .next()
        .unwrap_or(start)
}
