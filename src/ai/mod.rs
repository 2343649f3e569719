//! The AI: a search generic over the rules (`search`), one evaluation per game, and players
//! of graded strength built on them (`player`).

mod jetan;
mod jikaida;
pub mod player;
pub mod search;
pub mod selfplay;
mod table;
mod tafl;
mod witches;

use crate::rules::{Game, Move};

pub use player::{Level, Player};
pub use search::{Limits, MATE, SearchResult, Searcher, WON};

/// What the search needs to know about a game beyond its rules.
pub trait Evaluate: Game {
    /// What `confirm` needs to know about the position the moves were generated in.
    type Guard: Default;
    /// How good the position is for the side to move, in hundredths of the game's smallest
    /// piece value (a Panthan, a Pawn, a Swod, an attacker).
    fn evaluate(&self, pos: &Self::Position) -> i32;
    /// Roughly what `mv` captures (0 for a quiet move): orders captures first, most valuable
    /// victim first, and decides what the quiescence search follows.
    fn capture_value(&self, pos: &Self::Position, mv: Move) -> i32;
    /// The legal moves with a capture value, in `legal_moves`' order: what quiescence
    /// follows. Games whose legality test is costly generate them directly.
    fn captures(&self, pos: &Self::Position, out: &mut Vec<Move>) {
        self.legal_moves(pos, out);
        out.retain(|&m| self.capture_value(pos, m) > 0);
    }
    /// The moves the main search tries: the legal moves, or, for a game whose legality test
    /// is costly, candidates that `confirm` checks once played (most nodes cut off after a
    /// few moves, so most candidates are never tested).
    fn search_moves(&self, pos: &Self::Position, out: &mut Vec<Move>) -> Self::Guard {
        self.legal_moves(pos, out);
        Self::Guard::default()
    }
    /// `Move::PASS`, which `play` takes as handing the turn over, where the side to move
    /// could not be harmed by passing (not in check, no zugzwang to fear): for the search's
    /// null-move pruning. `None` by default: no null moves.
    fn null_move(&self, _pos: &Self::Position) -> Option<Move> {
        None
    }
    /// Whether `mv`, a candidate from `search_moves` just played into `after`, is legal.
    fn confirm(&self, _guard: &Self::Guard, _after: &Self::Position, _mv: Move) -> bool {
        true
    }
}

/// A small deterministic generator (splitmix64), so a seed fixes every choice.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}
