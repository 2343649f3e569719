//! The authoritative game in a resource, and the systems that run the rules on it: legal
//! moves computed when the match changes, requested moves validated and played, the end of
//! the game announced. Entities are only views of this.

use super::seats::Seat;
use crate::rules::{AnyMatch, Effect, Move, Outcome, RuleState, Side, Square, describe_outcome};
use bevy::prelude::*;

/// The game in progress.
#[derive(Resource)]
pub struct ActiveMatch(pub Box<dyn AnyMatch>);

/// How a destination is marked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MarkKind {
    Move,
    Capture,
    Vault,
    Teleport,
    Drop,
    /// The piece stays on its square (a Can(n)on's change of mode, a Jack that stays).
    Stay,
}

/// A legal move with the mark its destination shows. Its notation is written where it is
/// shown (the move chooser): in Poron Jikaida a move's notation plays it and asks whether
/// the game is over, a search of every reply, too much for each of 150 moves at every move.
#[derive(Clone, Debug)]
pub struct LegalMove {
    pub mv: Move,
    pub mark: MarkKind,
}

/// The legal moves of the position on the board, recomputed when the match changes.
#[derive(Resource, Default)]
pub struct LegalMoves(pub Vec<LegalMove>);

impl LegalMoves {
    /// The moves of the piece on `from` (or dropped when `from` is `Square::NONE`).
    pub fn from(&self, from: Square) -> impl Iterator<Item = &LegalMove> {
        self.0.iter().filter(move |m| m.mv.from == from)
    }
}

/// The rule state of the position on the board (the live one, or the one under review):
/// check, threatened squares, frozen pieces, rights, hands. Recomputed when the match or
/// the review changes; the marks and the hand pieces follow it.
#[derive(Resource, Default, PartialEq)]
pub struct ShownRuleState(pub RuleState);

/// A move asked for by a player, the AI, a tutorial or a replay; checked before it is played.
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveRequested(pub Move);

/// A move that was played, with what it did.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed {
    pub notation: String,
    pub effects: Vec<Effect>,
}

/// Undo, redo, or a new match: the board is rebuilt rather than animated.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct BoardReset;

/// The game is over.
#[derive(Message, Clone, Debug)]
pub struct GameEnded {
    pub outcome: Outcome,
    pub text: String,
}

/// History navigation asked for by a player.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryRequest {
    Undo,
    Redo,
}

/// A past position being looked at (`Some(ply)`), or the live game.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq)]
pub struct Review(pub Option<usize>);

/// The result, once announced, and what the position shown says of itself: the move that
/// led to it (for its highlight) and who moves in it.
#[derive(Resource, Default)]
pub struct GameStatus {
    pub ended: Option<GameEnded>,
    /// The last move of the position shown (the live one, or the one under review), found
    /// from the match itself, so a move, undo, redo, a load or a review all keep it true.
    pub last_move: Option<Move>,
    /// That move told in words.
    pub caption: Option<String>,
    /// Who is to move in the position shown.
    pub to_move: Option<Side>,
    pub rejected: Option<String>,
}

pub struct SessionPlugin;

impl Plugin for SessionPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<LegalMoves>()
            .init_resource::<ShownRuleState>()
            .init_resource::<Review>()
            .init_resource::<GameStatus>()
            .add_message::<MoveRequested>()
            .add_message::<MovePlayed>()
            .add_message::<BoardReset>()
            .add_message::<GameEnded>()
            .add_message::<HistoryRequest>()
            .add_systems(
                Update,
                (
                    apply_history,
                    apply_requests,
                    (refresh_legal_moves, announce_end)
                        .run_if(resource_exists_and_changed::<ActiveMatch>),
                    (refresh_rule_state, describe_shown_position).run_if(
                        resource_exists_and_changed::<ActiveMatch>
                            .or_else(resource_changed::<Review>),
                    ),
                )
                    .chain()
                    .in_set(SessionSystems),
            );
    }
}

/// The systems that change the match; views run after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SessionSystems;

/// Triggered as a new match is installed, before anything queued after `start_match`:
/// whatever belonged to the match before ends here (a tutorial level's lesson, which a level
/// installs after its match).
#[derive(Event, Debug)]
pub struct MatchStarted;

/// Installs a new match and asks views to rebuild.
pub fn start_match(commands: &mut Commands, m: Box<dyn AnyMatch>) {
    commands.trigger(MatchStarted);
    commands.insert_resource(ActiveMatch(m));
    commands.insert_resource(GameStatus::default());
    commands.insert_resource(Review(None));
    commands.write_message(BoardReset);
}

fn mark_of(effects: &[Effect]) -> MarkKind {
    let has = |f: fn(&Effect) -> bool| effects.iter().any(f);
    if has(|e| matches!(e, Effect::Drop { .. })) {
        MarkKind::Drop
    } else if has(|e| matches!(e, Effect::Teleport { .. })) {
        MarkKind::Teleport
    } else if has(|e| matches!(e, Effect::Vault { .. })) {
        MarkKind::Vault
    } else if has(|e| matches!(e, Effect::Capture { .. })) {
        MarkKind::Capture
    } else {
        MarkKind::Move
    }
}

fn refresh_legal_moves(active: Res<ActiveMatch>, mut legal: ResMut<LegalMoves>) {
    let m = &active.0;
    legal.0 = m
        .legal_moves()
        .into_iter()
        .map(|mv| LegalMove {
            mv,
            mark: if mv.from == mv.to {
                MarkKind::Stay
            } else {
                mark_of(&m.effects(mv))
            },
        })
        .collect();
}

fn refresh_rule_state(
    active: Option<Res<ActiveMatch>>,
    review: Res<Review>,
    mut shown: ResMut<ShownRuleState>,
) {
    let Some(active) = active else { return };
    let state = match review.0 {
        Some(ply) => active.0.rule_state_after(ply),
        None => active.0.rule_state(),
    };
    // Views react to a change of the state, not to its recomputation.
    shown.set_if_neq(ShownRuleState(state));
}

/// The match as the board shows it: the live game, or a copy taken back to the ply under
/// review.
pub fn shown_match(m: &dyn AnyMatch, review: Review) -> Box<dyn AnyMatch> {
    let mut shown = m.boxed_clone();
    if let Some(ply) = review.0 {
        while shown.history().len() > ply && shown.undo().is_some() {}
    }
    shown
}

fn describe_shown_position(
    active: Option<Res<ActiveMatch>>,
    review: Res<Review>,
    mut status: ResMut<GameStatus>,
) {
    let Some(active) = active else { return };
    let mut shown = shown_match(active.0.as_ref(), *review);
    let to_move = Some(shown.side_to_move());
    let last = shown.undo();
    let caption = last.map(|mv| super::caption::caption(shown.as_ref(), mv, &shown.effects(mv)));
    if status.last_move != last || status.caption != caption || status.to_move != to_move {
        status.last_move = last;
        status.caption = caption;
        status.to_move = to_move;
    }
}

fn apply_requests(
    mut requests: MessageReader<MoveRequested>,
    active: Option<ResMut<ActiveMatch>>,
    legal: Res<LegalMoves>,
    mut review: ResMut<Review>,
    mut status: ResMut<GameStatus>,
    mut played: MessageWriter<MovePlayed>,
) {
    let Some(mut active) = active else {
        requests.clear();
        return;
    };
    for MoveRequested(mv) in requests.read() {
        if legal.0.iter().any(|m| m.mv == *mv) {
            play_move(&mut active, *mv, &mut review, &mut status, &mut played);
        } else {
            status.rejected = Some("that move is not legal here".into());
            continue;
        }
        // One move per frame: the legal moves are stale after it.
        break;
    }
    requests.clear();
}

/// Plays a legal move on the live game and tells the views, which animate it: requested moves
/// and a tutorial level's own moves come to the board this way.
pub fn play_move(
    active: &mut ActiveMatch,
    mv: Move,
    review: &mut ResMut<Review>,
    status: &mut GameStatus,
    played: &mut MessageWriter<MovePlayed>,
) {
    let notation = active.0.notation(mv);
    match active.0.play(mv) {
        Ok(effects) => {
            // Only a real change of review may rebuild the pieces (it would cut the
            // animation short).
            if review.0.is_some() {
                review.0 = None;
            }
            status.rejected = None;
            played.write(MovePlayed { notation, effects });
        }
        Err(e) => status.rejected = Some(e.to_string()),
    }
}

fn apply_history(
    mut requests: MessageReader<HistoryRequest>,
    active: Option<ResMut<ActiveMatch>>,
    seats: Res<super::seats::Seats>,
    mut status: ResMut<GameStatus>,
    mut reset: MessageWriter<BoardReset>,
    mut played: MessageWriter<MovePlayed>,
) {
    let Some(mut active) = active else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        match request {
            HistoryRequest::Undo => {
                // Against the computer, undo goes back to the person's own last move.
                let computer_to_move =
                    |m: &dyn AnyMatch| seats.computer(m.side_to_move()).is_some();
                let undone = active.0.undo().is_some();
                while undone
                    && seats.seats.contains(&Seat::Human)
                    && computer_to_move(active.0.as_ref())
                    && active.0.undo().is_some()
                {}
                if undone {
                    status.ended = None;
                    reset.write(BoardReset);
                }
            }
            HistoryRequest::Redo => {
                if active.0.can_redo() {
                    let before = active.0.history().len();
                    if let Some(effects) = active.0.redo() {
                        let notation = active.0.history().get(before).cloned().unwrap_or_default();
                        played.write(MovePlayed { notation, effects });
                    }
                }
            }
        }
    }
}

/// Ends the game on `outcome`, by the rules, a flag or a length limit alike: the status
/// holds it and `GameEnded` tells it, in words.
pub fn end_game(
    m: &dyn AnyMatch,
    outcome: Outcome,
    status: &mut GameStatus,
    ended: &mut MessageWriter<GameEnded>,
) {
    let end = GameEnded {
        outcome,
        text: describe_outcome(m, outcome),
    };
    status.ended = Some(end.clone());
    ended.write(end);
}

fn announce_end(
    active: Res<ActiveMatch>,
    mut status: ResMut<GameStatus>,
    mut ended: MessageWriter<GameEnded>,
) {
    let outcome = active.0.outcome();
    match (outcome, &status.ended) {
        (Some(outcome), None) => end_game(active.0.as_ref(), outcome, &mut status, &mut ended),
        // A result the rules made and no longer make (a move taken back); one the players
        // made (a resignation, a flag) stands with the board.
        (None, Some(end)) if !end.outcome.reason().beside_the_rules() => status.ended = None,
        _ => {}
    }
}
