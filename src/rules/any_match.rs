//! A game in progress of any game behind one object-safe interface, so the app and the save
//! files need not be generic over the game.

use super::analysis::{Analysis, GraphPoint, analysis_limits, ended_score};
use super::{
    Effect, Error, Game, GameOptions, Geometry, Match, Move, Outcome, PieceView, RuleState, Side,
    Square, WithGame, with_game,
};
use jikai_ai::{Evaluate, Level, Player};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

pub trait AnyMatch: Send + Sync {
    fn game_id(&self) -> &'static str;
    fn geometry(&self) -> &Geometry;
    fn side_name(&self, side: Side) -> &'static str;
    fn side_to_move(&self) -> Side;
    fn piece_at(&self, sq: Square) -> Option<PieceView>;
    /// Legal moves now; none once the game is over (repetition included).
    fn legal_moves(&self) -> Vec<Move>;
    /// A legal move in the game's notation, read in the current position.
    fn notation(&self, mv: Move) -> String;
    fn parse_move(&self, text: &str) -> Result<Move, Error>;
    /// A legal move as the engine protocols write it (`rules::protocol_move`: UCI's
    /// coordinate form).
    fn protocol_move(&self, mv: Move) -> String;
    /// Reads a move as the engine protocols write it (`rules::read_protocol_move`).
    fn read_protocol_move(&self, text: &str) -> Result<Move, Error>;
    /// The effects a legal move would have, for marking destinations.
    fn effects(&self, mv: Move) -> Vec<Effect>;
    fn play(&mut self, mv: Move) -> Result<Vec<Effect>, Error>;
    fn undo(&mut self) -> Option<Move>;
    fn redo(&mut self) -> Option<Vec<Effect>>;
    fn can_redo(&self) -> bool;
    fn outcome(&self) -> Option<Outcome>;
    /// The result when `flagged`'s clock runs out here (`rules::flag_outcome`).
    fn flag_outcome(&self, flagged: Side) -> Outcome;
    /// The points each side earns for `outcome`, South's first (`Game::points`).
    fn points(&self, outcome: Outcome) -> (f32, f32);
    /// The game's own head of a record (`Game::record_header`: Jetan's readings).
    fn record_header(&self) -> Option<String>;
    fn position_string(&self) -> String;
    fn start_string(&self) -> String;
    /// The options in force as `key=value` pairs, enough to rebuild the game.
    fn options(&self) -> Vec<(String, String)>;
    /// The moves played, in notation.
    fn history(&self) -> Vec<String>;
    /// The pieces on the board after `ply` moves (0: the start), for reviewing the game.
    fn board_after(&self, ply: usize) -> Vec<(Square, PieceView)>;
    /// The result of stopping the game here at a length limit (see `ai::selfplay`).
    fn adjudicate(&self) -> Outcome;
    /// The length limit of a game between computers (`Evaluate::adjudication_plies`).
    fn adjudication_plies(&self) -> usize;
    /// A search for the side to move at `level`, owning copies of the game, the position and
    /// its history, to run on another thread; it gives up when `stop` is set. Master by
    /// time searches on every core but one (`ai::spare_cores`), leaving one to the window.
    /// On a clock, `budget` is the share of it the move may take (`ai::share_of`).
    fn think(
        &self,
        level: Level,
        movetime: Option<Duration>,
        budget: Option<Duration>,
        seed: u64,
        stop: Arc<AtomicBool>,
    ) -> Thought;
    /// Analyses the position now (`rules::analysis_limits`: deepening until `stop`, or
    /// `nodes` if given), handing `report` each completed iteration: a job owning copies of
    /// the game to run on a thread of its own. An ended game has nothing to analyse.
    fn analyse(
        &self,
        nodes: Option<u64>,
        stop: Arc<AtomicBool>,
        report: Box<dyn FnMut(Analysis) + Send>,
    ) -> Box<dyn FnOnce() -> Result<(), String> + Send>;
    /// The position's point on the graph over the game after an analysis of `nodes` nodes,
    /// which scores `next`, the move played here, exactly beside the best; the result where
    /// the game has ended; `None` if stopped first.
    fn graph_point(
        &self,
        next: Option<Move>,
        nodes: u64,
        stop: &AtomicBool,
    ) -> Result<Option<GraphPoint>, String>;
    /// The rule state to show now (check, threatened squares, rights, hands...).
    fn rule_state(&self) -> RuleState;
    /// The rule state after `ply` moves, for reviewing the game.
    fn rule_state_after(&self, ply: usize) -> RuleState;
    /// A copy of the game in progress, history included (the level checker forks a walk
    /// at each alternative).
    fn boxed_clone(&self) -> Box<dyn AnyMatch>;
    /// Hashes of the start and of each position since, the current one last: with the
    /// current position they decide everything the game's future depends on (repetition).
    fn hashes(&self) -> &[u64];
}

/// A search job made by `AnyMatch::think`: its move, `None` when there is none, or what
/// went wrong if the search failed.
pub type Thought = Box<dyn FnOnce() -> Result<Option<Move>, String> + Send>;

impl<G: Game + Evaluate> AnyMatch for Match<G> {
    fn game_id(&self) -> &'static str {
        self.game().id()
    }

    fn geometry(&self) -> &Geometry {
        self.game().geometry()
    }

    fn side_name(&self, side: Side) -> &'static str {
        self.game().side_name(side)
    }

    fn side_to_move(&self) -> Side {
        self.game().side_to_move(self.position())
    }

    fn piece_at(&self, sq: Square) -> Option<PieceView> {
        self.game().piece_at(self.position(), sq)
    }

    fn legal_moves(&self) -> Vec<Move> {
        Match::legal_moves(self)
    }

    fn notation(&self, mv: Move) -> String {
        Match::notation(self, mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, Error> {
        Match::parse_move(self, text)
    }

    fn protocol_move(&self, mv: Move) -> String {
        super::protocol_move(self.game(), self.position(), mv)
    }

    fn read_protocol_move(&self, text: &str) -> Result<Move, Error> {
        super::read_protocol_move(self.game(), self.position(), text)
    }

    fn effects(&self, mv: Move) -> Vec<Effect> {
        self.game().effects(self.position(), mv)
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Effect>, Error> {
        Match::play(self, mv)
    }

    fn undo(&mut self) -> Option<Move> {
        Match::undo(self)
    }

    fn redo(&mut self) -> Option<Vec<Effect>> {
        Match::redo(self)
    }

    fn can_redo(&self) -> bool {
        Match::can_redo(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Match::outcome(self)
    }

    fn flag_outcome(&self, flagged: Side) -> Outcome {
        super::flag_outcome(self.game(), self.position(), flagged)
    }

    fn points(&self, outcome: Outcome) -> (f32, f32) {
        self.game().points(outcome)
    }

    fn record_header(&self) -> Option<String> {
        self.game().record_header()
    }

    fn position_string(&self) -> String {
        self.game().format_position(self.position())
    }

    fn start_string(&self) -> String {
        self.game().format_position(self.start())
    }

    fn options(&self) -> Vec<(String, String)> {
        self.game()
            .options()
            .table()
            .iter()
            .map(|o| (o.key.to_string(), o.current.to_string()))
            .collect()
    }

    fn history(&self) -> Vec<String> {
        self.notation_line()
    }

    fn board_after(&self, ply: usize) -> Vec<(Square, PieceView)> {
        let game = self.game();
        let pos = self.position_after(ply);
        game.geometry()
            .squares()
            .filter_map(|s| Some((s, game.piece_at(&pos, s)?)))
            .collect()
    }

    fn rule_state(&self) -> RuleState {
        self.game().rule_state(self.position())
    }

    fn rule_state_after(&self, ply: usize) -> RuleState {
        self.game().rule_state(&self.position_after(ply))
    }

    fn boxed_clone(&self) -> Box<dyn AnyMatch> {
        Box::new(self.clone())
    }

    fn hashes(&self) -> &[u64] {
        Match::hashes(self)
    }

    fn adjudicate(&self) -> Outcome {
        jikai_ai::selfplay::adjudicate(self.game(), self.position())
    }

    fn adjudication_plies(&self) -> usize {
        self.game().adjudication_plies()
    }

    fn analyse(
        &self,
        nodes: Option<u64>,
        stop: Arc<AtomicBool>,
        mut report: Box<dyn FnMut(Analysis) + Send>,
    ) -> Box<dyn FnOnce() -> Result<(), String> + Send> {
        let m = self.clone();
        Box::new(move || {
            if m.outcome().is_some() {
                return Ok(());
            }
            let before = &m.hashes()[..m.hashes().len() - 1];
            let limits = analysis_limits(nodes, true);
            let mut player = Player::new(m.game().clone(), Level::Master, None, 0);
            jikai_ai::guarded(|| {
                player.choose_within(m.position(), before, &limits, &stop, &mut |r| {
                    report(Analysis::of(&m, r))
                });
            })
        })
    }

    fn graph_point(
        &self,
        next: Option<Move>,
        nodes: u64,
        stop: &AtomicBool,
    ) -> Result<Option<GraphPoint>, String> {
        if let Some(outcome) = self.outcome() {
            return Ok(Some(GraphPoint {
                score: ended_score(outcome),
                played: None,
                to_move: self.game().side_to_move(self.position()),
            }));
        }
        let before = &self.hashes()[..self.hashes().len() - 1];
        let limits = analysis_limits(Some(nodes), next.is_some());
        let mut player = Player::new(self.game().clone(), Level::Master, None, 0);
        let searched = jikai_ai::guarded(|| {
            player.choose_within(self.position(), before, &limits, stop, &mut |_| {})
        })?;
        let stopped = stop.load(std::sync::atomic::Ordering::Relaxed);
        Ok(searched
            .filter(|_| !stopped)
            .map(|(_, r)| GraphPoint::of(self, &r, next)))
    }

    fn think(
        &self,
        level: Level,
        movetime: Option<Duration>,
        budget: Option<Duration>,
        seed: u64,
        stop: Arc<AtomicBool>,
    ) -> Thought {
        let game = self.game().clone();
        let pos = self.position().clone();
        let hashes = self.hashes();
        let before = hashes[..hashes.len() - 1].to_vec();
        Box::new(move || {
            // Master by time on every core but the one that keeps the window drawing.
            let mut player =
                Player::new(game, level, movetime, seed).with_threads(jikai_ai::spare_cores());
            jikai_ai::guarded(|| {
                player
                    .choose_on_clock(&pos, &before, &stop, budget)
                    .map(|(mv, _)| mv)
            })
        })
    }
}

/// Plays `moves`, each in the game's notation, on `m`; the error names the first that fails:
/// `move 3 (C4xB6): bad move: ...`.
pub fn play_line(m: &mut dyn AnyMatch, moves: &[String]) -> Result<(), String> {
    for (i, text) in moves.iter().enumerate() {
        m.parse_move(text)
            .and_then(|mv| m.play(mv))
            .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
    }
    Ok(())
}

/// The game `m` as it stood after its first `ply` moves, its history kept (a repetition
/// counts the positions before) and nothing to redo: where "Play from here" goes on.
pub fn game_to(m: &dyn AnyMatch, ply: usize) -> Result<Box<dyn AnyMatch>, Error> {
    let mut line = m.history();
    line.truncate(ply);
    let mut game = open_match(m.game_id(), &m.options(), Some(&m.start_string()))?;
    play_line(game.as_mut(), &line).map_err(Error::Move)?;
    Ok(game)
}

/// Opens a new game of `id` with `key=value` options, from `position` or the start.
pub fn open_match(
    id: &str,
    options: &[(String, String)],
    position: Option<&str>,
) -> Result<Box<dyn AnyMatch>, Error> {
    struct Open<'a>(Option<&'a str>);
    impl WithGame for Open<'_> {
        type Output = Box<dyn AnyMatch>;
        fn run<G: Game + jikai_ai::Evaluate>(self, game: G) -> Result<Self::Output, Error> {
            let start = match self.0 {
                Some(text) => game.parse_position(text)?,
                None => game.start(),
            };
            game.check_start(&start)?;
            Ok(Box::new(Match::new(game, start)))
        }
    }
    with_game(id, options, Open(position))
}
