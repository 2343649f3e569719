//! A game in progress: the position, the moves that led to it, undo and redo, and the
//! history-dependent rules (repetition) that a bare position cannot know.

use super::{Effect, Error, Game, Move, Outcome};

/// A game in progress, from its start position through the moves played so far.
#[derive(Clone)]
pub struct Match<G: Game> {
    game: G,
    start: G::Position,
    position: G::Position,
    played: Vec<(Move, G::Undo)>,
    /// Moves taken back, most recent last, for redo.
    redo: Vec<Move>,
    /// Hash of the start and of the position after each played move.
    hashes: Vec<u64>,
}

impl<G: Game> Match<G> {
    /// A match of `game` from `start`, with no moves played yet.
    pub fn new(game: G, start: G::Position) -> Match<G> {
        let hashes = vec![game.hash(&start)];
        Match {
            position: start.clone(),
            start,
            game,
            played: Vec::new(),
            redo: Vec::new(),
            hashes,
        }
    }

    /// The rules the match is played under.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The position the match began from.
    pub fn start(&self) -> &G::Position {
        &self.start
    }

    /// The position now, after every move played.
    pub fn position(&self) -> &G::Position {
        &self.position
    }

    /// The moves played from the start, in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.played.iter().map(|(m, _)| *m)
    }

    /// How many moves have been played.
    pub fn len(&self) -> usize {
        self.played.len()
    }

    /// Whether no move has been played yet.
    pub fn is_empty(&self) -> bool {
        self.played.is_empty()
    }

    /// Hashes of the start and of each position since, the current one last: what a search
    /// needs to see repetitions.
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// How many times the current position (with the same side to move) has occurred.
    pub fn occurrences(&self) -> usize {
        let now = self.hashes[self.hashes.len() - 1];
        self.hashes.iter().filter(|&&h| h == now).count()
    }

    /// The result: decided by the position, by a third repetition, or by a lack of moves.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.game.decided(&self.position) {
            return Some(o);
        }
        if self.occurrences() >= 3
            && let Some(o) = self.game.repetition(&self.position)
        {
            return Some(o);
        }
        self.game.outcome(&self.position)
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.outcome().is_none() {
            self.game.legal_moves(&self.position, &mut moves);
        }
        moves
    }

    /// Plays `mv` if it is legal and returns its effects; clears the redo list.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Effect>, Error> {
        let effects = self.play_keeping_redo(mv)?;
        self.redo.clear();
        Ok(effects)
    }

    fn play_keeping_redo(&mut self, mv: Move) -> Result<Vec<Effect>, Error> {
        if let Some(o) = self.outcome() {
            return Err(Error::Move(format!("the game is over ({o:?})")));
        }
        if !self.legal_moves().contains(&mv) {
            return Err(Error::Move("not a legal move here".into()));
        }
        let effects = self.game.effects(&self.position, mv);
        let undo = self.game.play(&mut self.position, mv);
        self.played.push((mv, undo));
        self.hashes.push(self.game.hash(&self.position));
        Ok(effects)
    }

    /// Takes back the last move; it can be redone until another move is played.
    pub fn undo(&mut self) -> Option<Move> {
        let (mv, undo) = self.played.pop()?;
        self.game.undo(&mut self.position, mv, undo);
        self.hashes.pop();
        self.redo.push(mv);
        Some(mv)
    }

    /// Whether a move taken back can be played again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Plays again the last move taken back, with its effects.
    pub fn redo(&mut self) -> Option<Vec<Effect>> {
        let mv = self.redo.pop()?;
        Some(
            self.play_keeping_redo(mv)
                .expect("a move taken back is legal again"),
        )
    }
}

impl<G: Game> Match<G> {
    /// Walks the game from the start, calling `f` with each position and the move played from
    /// it (`None` after the last move), and collects what it returns.
    pub fn replay<T>(
        &self,
        mut f: impl FnMut(&G, &G::Position, Option<Move>) -> Option<T>,
    ) -> Vec<T> {
        let game = self.game();
        let mut pos = self.start().clone();
        let mut out = Vec::new();
        for mv in self.moves() {
            out.extend(f(game, &pos, Some(mv)));
            game.play(&mut pos, mv);
        }
        out.extend(f(game, &pos, None));
        out
    }

    /// The moves played, in the game's notation (`Game::line_notation`).
    pub fn notation_line(&self) -> Vec<String> {
        let moves: Vec<Move> = self.moves().collect();
        self.game.line_notation(&self.start, &moves)
    }

    /// `mv` as the next move, in the game's notation.
    pub fn notation(&self, mv: Move) -> String {
        let mut moves: Vec<Move> = self.moves().collect();
        moves.push(mv);
        let mut line = self.game.line_notation(&self.start, &moves);
        line.pop().unwrap_or_default()
    }

    /// Reads the next move in the game's notation (`Game::parse_in_line`).
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let moves: Vec<Move> = self.moves().collect();
        self.game
            .parse_in_line(&self.start, &moves, &self.position, text)
    }

    /// The position after the first `ply` moves (the current one if fewer were played).
    pub fn position_after(&self, ply: usize) -> G::Position {
        let mut pos = self.start().clone();
        for mv in self.moves().take(ply) {
            self.game().play(&mut pos, mv);
        }
        pos
    }
}
