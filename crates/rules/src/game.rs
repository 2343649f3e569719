use super::{Effect, Error, GameOptions, Geometry, Move, Outcome, RuleState, Side, Square};
use serde::{Deserialize, Serialize};

/// A piece as a display sees it: its side and its position-string letter in upper case
/// (`K`, `T`...), with the letter's mark where the game writes one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PieceView {
    /// Whose piece it is.
    pub side: Side,
    /// Its position-string letter, in upper case.
    pub kind: char,
}
use std::fmt::Debug;

/// One game's rules. Both the app and the AI use only this trait.
///
/// A position is a small value holding every piece of state the rules need; `play` changes
/// it in place and returns what `undo` needs to restore it exactly, so search never copies
/// positions.
pub trait Game: Sized + Clone + Send + Sync + 'static {
    /// Everything the rules need to know about a moment of the game.
    type Position: Clone + PartialEq + Eq + Debug + Send + Sync;
    /// What `play` hands back so `undo` can restore the position exactly.
    type Undo: Copy + Debug + Send + Sync;
    /// The rule options the game is built with.
    type Options: GameOptions;

    /// The game id used on the command line and in records (one type may serve several ids,
    /// as Jikaida serves its drills).
    fn id(&self) -> &'static str;

    /// The game played under `options`.
    fn new(options: Self::Options) -> Self;
    /// The options the game was built with.
    fn options(&self) -> &Self::Options;
    /// The board: its size, holes and special squares.
    fn geometry(&self) -> &Geometry;
    /// The side's name in this game ("Attackers", "Yellow"...).
    fn side_name(&self, side: Side) -> &'static str;

    /// The start position for these options.
    fn start(&self) -> Self::Position;
    /// Whose turn it is in `pos`.
    fn side_to_move(&self, pos: &Self::Position) -> Side;
    /// What stands on `sq`, for display and for tests that read a board generically.
    fn piece_at(&self, pos: &Self::Position, sq: Square) -> Option<PieceView>;

    /// Fills `out` (cleared first) with every legal move; none once the game is decided.
    fn legal_moves(&self, pos: &Self::Position, out: &mut Vec<Move>);
    /// Plays a legal move.
    fn play(&self, pos: &mut Self::Position, mv: Move) -> Self::Undo;
    /// Takes back the move `play` just played.
    fn undo(&self, pos: &mut Self::Position, mv: Move, undo: Self::Undo);
    /// Zobrist hash of the whole position, side to move included.
    fn hash(&self, pos: &Self::Position) -> u64;

    /// The result the position itself decides (escape, capture...), cheap to ask.
    fn decided(&self, pos: &Self::Position) -> Option<Outcome>;
    /// The result when the side to move has no legal move.
    fn no_legal_move(&self, pos: &Self::Position) -> Outcome;
    /// What the third occurrence of this position means, if anything.
    fn repetition(&self, pos: &Self::Position) -> Option<Outcome>;
    /// Whether `side` could still win by some series of legal moves: when the other side's
    /// clock runs out, a side that could not draws instead of winning. True unless the game
    /// knows better (docs/rules.md, "Clocks").
    fn could_win(&self, _pos: &Self::Position, _side: Side) -> bool {
        true
    }

    /// The effects of a legal move in order, for the animation.
    fn effects(&self, pos: &Self::Position, mv: Move) -> Vec<Effect>;
    /// The move in the game's notation, read in the position before it.
    fn notation(&self, pos: &Self::Position, mv: Move) -> String;
    /// Reads a move in the game's notation; only legal moves are found.
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<Move, Error>;

    /// The moves `moves` from `start` in the game's notation, each as written in the position
    /// before it. Most notations read a move from its position alone; Jetan's descriptive one
    /// names a piece by the square it started on, which only the moves from the start tell.
    fn line_notation(&self, start: &Self::Position, moves: &[Move]) -> Vec<String> {
        let mut pos = start.clone();
        moves
            .iter()
            .map(|&mv| {
                let text = self.notation(&pos, mv);
                self.play(&mut pos, mv);
                text
            })
            .collect()
    }
    /// Reads the move that follows `moves` from `start` (`pos`, where they lead): what
    /// `parse_move` reads, and the notations that need the moves before (Jetan's descriptive).
    fn parse_in_line(
        &self,
        _start: &Self::Position,
        _moves: &[Move],
        pos: &Self::Position,
        text: &str,
    ) -> Result<Move, Error> {
        self.parse_move(pos, text)
    }
    /// Refuses a start the game's options cannot be played from, on one line (Jetan's
    /// descriptive notation needs the setup's own start).
    fn check_start(&self, _start: &Self::Position) -> Result<(), Error> {
        Ok(())
    }

    /// A letter the coordinate form (`rules::coordinate`, the engine protocols) adds to a move
    /// that only the rule it is played under tells apart from another with the same squares
    /// and the same piece on arrival (Jetan's escape). None for most games.
    fn coordinate_mark(&self, _mv: Move) -> Option<char> {
        None
    }

    /// Reads a position string; the error says what is wrong with it.
    fn parse_position(&self, text: &str) -> Result<Self::Position, Error>;
    /// Writes the position string that `parse_position` reads back.
    fn format_position(&self, pos: &Self::Position) -> String;

    /// What a display shows of the position besides its pieces (check, threatened squares,
    /// frozen pieces, rights, hands); nothing for a game without such state.
    fn rule_state(&self, _pos: &Self::Position) -> RuleState {
        RuleState::default()
    }

    /// The points each side earns for `outcome`, South's first: 1 to the winner, 1/2 each
    /// for a draw, unless the game scores otherwise (Poron Jikaida's half-point wins). The
    /// game text's result token (`1-0`, `1/2-0`) is written from them.
    fn points(&self, outcome: Outcome) -> (f32, f32) {
        match outcome {
            Outcome::Win {
                winner: Side::South,
                ..
            } => (1.0, 0.0),
            Outcome::Win { .. } => (0.0, 1.0),
            Outcome::Draw { .. } => (0.5, 0.5),
        }
    }

    /// The game's own head of a record, which the game text carries as a comment after its
    /// tags (Jetan's readings as seed 002 lists them); none for most games.
    fn record_header(&self) -> Option<String> {
        None
    }

    /// The result of the position, ignoring history: decided, or no legal move.
    fn outcome(&self, pos: &Self::Position) -> Option<Outcome> {
        if let Some(o) = self.decided(pos) {
            return Some(o);
        }
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        moves.is_empty().then(|| self.no_legal_move(pos))
    }
}
