//! The AI: a search generic over the rules (`search`), one evaluation per game, and players
//! of graded strength built on them (`player`).

mod jetan;
mod jikaida;
pub mod player;
pub mod search;
pub mod selfplay;
mod split;
mod table;
mod tafl;
mod time_share;
pub mod tune;
pub mod weights;
mod witches;

use jikai_rules::{Game, Move};

pub use player::{Level, Player};
pub use search::{Limits, MATE, Pruning, SearchResult, Searcher, Variety, WON, spare_cores};
pub use time_share::{clock_share, overtime_share, share_of};
pub use weights::WeightSet;

/// What the search needs of a game's moves beyond its rules: how it generates and orders
/// them (captures by value, candidates a guard confirms, stages for a game whose generation is
/// costly), which it extends (checks) and whether it may pass. Nothing here reads the weights:
/// a capture's value orders moves and picks what quiescence follows, it does not score.
pub trait SearchMoves: Game {
    /// What `confirm` needs to know about the position the moves were generated in.
    type Guard: Default;
    /// The first ply at which a check (`in_check`) is extended. Where checks are common (a
    /// tafl king with an open line), extending them at the root and its replies deepens
    /// nearly the whole tree, and a node budget then buys a shallower search; from ply 2 the
    /// extensions fall only on the lines that reach a check.
    const CHECKS_FROM: usize = 0;
    /// Roughly what `mv` captures (0 for a quiet move): orders captures first, most valuable
    /// victim first, and decides what the quiescence search follows.
    fn capture_value(&self, pos: &Self::Position, mv: Move) -> i32;
    /// `capture_value` of each of `moves` into `out` (cleared first): a game may work out
    /// once what a position's moves share (tafl: the squares beside an enemy).
    fn capture_values(&self, pos: &Self::Position, moves: &[Move], out: &mut Vec<i32>) {
        out.clear();
        out.extend(moves.iter().map(|&m| self.capture_value(pos, m)));
    }
    /// The legal moves with a capture value, in `legal_moves`' order, into `out`, and their
    /// values (`capture_value`) into `values`: what quiescence follows, most valuable first.
    /// Games whose legality test is costly generate them directly.
    fn captures(&self, pos: &Self::Position, out: &mut Vec<Move>, values: &mut Vec<i32>) {
        self.legal_moves(pos, out);
        self.capture_values(pos, out, values);
        keep_captures(out, values);
    }
    /// The moves the main search tries: the legal moves, or, for a game whose legality test
    /// is costly, candidates that `confirm` checks once played (most nodes cut off after a
    /// few moves, so most candidates are never tested).
    fn search_moves(&self, pos: &Self::Position, out: &mut Vec<Move>) -> Self::Guard {
        self.legal_moves(pos, out);
        Self::Guard::default()
    }
    /// For a game whose generation is costly: the candidates of `search_moves` that capture
    /// (those with a capture value, in their order), their values into `values`, and the
    /// guard that confirms them. The main search then tries them and the killers
    /// (`is_candidate`) before it generates the other moves, which most nodes never need.
    /// `None` (the default): every move is generated at once.
    fn capture_candidates(
        &self,
        _pos: &Self::Position,
        _out: &mut Vec<Move>,
        _values: &mut Vec<i32>,
    ) -> Option<Self::Guard> {
        None
    }
    /// For a game whose legality test is costly: the captures of `captures` before that
    /// test, in its order, their values into `values`, and the guard that confirms them once
    /// played (any guard when there are none). The capture search then tests only the
    /// captures it picks, where most stop after the first. `None` (the default): it uses
    /// `captures`.
    fn unconfirmed_captures(
        &self,
        _pos: &Self::Position,
        _out: &mut Vec<Move>,
        _values: &mut Vec<i32>,
    ) -> Option<Self::Guard> {
        None
    }
    /// For a game with `capture_candidates`: the guard of `search_moves(pos)` if `mv` (the
    /// table's move) is one of them, found without generating them. The main search tries
    /// that move first and generates the others only if it does not cut the node off.
    /// `None` (the default): the moves are generated first.
    fn candidate_guard(&self, _pos: &Self::Position, _mv: Move) -> Option<Self::Guard> {
        None
    }
    /// For a game with `capture_candidates` whose captures cost a generation over many
    /// pieces: the guard of `search_moves(pos)` if `killer` is one of them and takes
    /// nothing. A frontier node without a table's move then tries it before generating its
    /// captures (`Searcher::killer_guard`). `None` (the default): the captures come first.
    fn killer_guard(&self, _pos: &Self::Position, _killer: Move) -> Option<Self::Guard> {
        None
    }
    /// The moves of `search_moves`, for a node that holds their guard already (from
    /// `capture_candidates`, `candidate_guard` or `killer_guard`).
    fn guarded_moves(&self, pos: &Self::Position, _guard: &Self::Guard, out: &mut Vec<Move>) {
        self.search_moves(pos, out);
    }
    /// Whether `mv` is one of `search_moves(pos)`: a killer checked before the moves are
    /// generated (games with `capture_candidates`).
    fn is_candidate(&self, pos: &Self::Position, mv: Move) -> bool {
        let mut moves = Vec::new();
        self.search_moves(pos, &mut moves);
        moves.contains(&mv)
    }
    /// `Move::PASS`, which `play` takes as handing the turn over, where the side to move
    /// could not be harmed by passing (not in check, no zugzwang to fear): for the search's
    /// null-move pruning. `None` by default: no null moves.
    fn null_move(&self, _pos: &Self::Position) -> Option<Move> {
        None
    }
    /// How far the capture search goes where captures abound: at most this many plies past
    /// the horizon, trying at most this many captures a node (the most valuable victims
    /// first). `None` (the default): eight plies, every capture.
    fn capture_search_limits(&self) -> Option<(usize, usize)> {
        None
    }
    /// Whether the side to move is in check (Poron Jikaida's Kaida): the search looks a ply
    /// further there, where the replies are few and forced, so that a mate a few checks away
    /// is not hidden behind its horizon. False by default.
    fn in_check(&self, _pos: &Self::Position) -> bool {
        false
    }
    /// Whether the candidate `mv` is legal, if `guard` tells before it is played (`None`
    /// when only `confirm` can): the search asks first, and plays only what it must.
    fn settled_unplayed(&self, _guard: &Self::Guard, _mv: Move) -> Option<bool> {
        None
    }
    /// Whether `mv`, a candidate from `search_moves` just played into `after`, is legal: an
    /// answer about `after` alone, whatever move reached it (the search skips the test for
    /// a position its table holds).
    fn confirm(&self, _guard: &Self::Guard, _after: &Self::Position, _mv: Move) -> bool {
        true
    }
}

/// How a game's positions are scored: the evaluation, its tunable weights, the sums the
/// search keeps along its line, and the terms a player's search adds (the lean, the
/// weariness). A supertrait of `SearchMoves`, so one bound gives the search all it needs.
pub trait Evaluate: SearchMoves {
    /// What the evaluation reads of its weights, built once from their values (`weights`)
    /// and carried by the search: a small struct, so that reading a weight costs what
    /// reading a constant did.
    type Weights: Clone + Send + Sync;
    /// The evaluation's tunable numbers: each weight's name and hand value (`ai::weights`,
    /// `jikai tune`).
    const TUNABLE: &'static [(&'static str, i32)];
    /// The ply from which a long game wearies the players (`Limits::weary`): over the
    /// next hundred plies a draw by the rules grows worth more to them than any position
    /// short of a winning lead, so that a game neither side can win ends in a draw the rules
    /// give instead of running on. Never by default: a game whose only end is a win (Poron
    /// Jikaida) has no draw to take.
    const WEARY: usize = usize::MAX;
    /// What a draw is worth to the side searching below an even position (a weight, so two
    /// players can differ): a player goes for a draw only when behind by more (Jetan's Chief
    /// taken by a lesser piece is an instant draw, which players of equal strength would
    /// otherwise grab at the first small deficit).
    fn contempt(_w: &Self::Weights) -> i32 {
        100
    }
    /// How much more than null moves Master's search prunes (weights, so two players can
    /// differ): nothing by default.
    fn pruning(_w: &Self::Weights) -> Pruning {
        Pruning::default()
    }
    /// The weights with `values` (one per `TUNABLE`, in order).
    fn weights(&self, values: &[i32]) -> Self::Weights;
    /// How good the position is for the side to move with weights `w`, in hundredths of
    /// the game's smallest piece value (a Panthan, a Pawn, a Swod, an attacker).
    fn evaluate(&self, w: &Self::Weights, pos: &Self::Position) -> i32 {
        self.evaluate_with(w, pos, &self.sums(w, pos))
    }
    /// What the evaluation sums over the pieces, each piece's share read from its kind and
    /// square: the search keeps it along its line of play, a move changing a piece or two
    /// (`sums_after`), instead of summing over the board at every leaf. `()` for a game
    /// that keeps nothing.
    type Sums: Copy + Default + PartialEq + std::fmt::Debug + Send;
    /// The sums of `pos`, made afresh.
    fn sums(&self, _w: &Self::Weights, _pos: &Self::Position) -> Self::Sums {
        Self::Sums::default()
    }
    /// The sums of `after`, the position `mv` led to (`undo` takes it back), from `sums`,
    /// those before it; `None` where the move changes more than its pieces' shares (then
    /// they are made afresh, if they are needed).
    fn sums_after(
        &self,
        _w: &Self::Weights,
        _after: &Self::Position,
        _mv: Move,
        _undo: &Self::Undo,
        sums: &Self::Sums,
    ) -> Option<Self::Sums> {
        Some(*sums)
    }
    /// `evaluate` with the sums of `pos` at hand.
    fn evaluate_with(&self, w: &Self::Weights, pos: &Self::Position, sums: &Self::Sums) -> i32;
    /// What the pieces on the board are worth to the side a search is for, whichever side
    /// they belong to (`Limits::lean`): negative where each piece gone counts in that side's
    /// favour, so that both players take even trades, as players out for a result do, and a
    /// game between equals reaches its ending instead of the length cap with half its pieces
    /// still standing. Unlike the evaluation it is the same for both sides, so it cannot
    /// be fitted to outcomes (`jikai tune`). 0 by default: no lean.
    fn lean(&self, _pos: &Self::Position) -> i32 {
        0
    }
    /// Plies after which a game between computers that has not ended is adjudicated
    /// (`selfplay::adjudicate`): long enough for the game's levels to end most games by the
    /// rules. `selfplay::ADJUDICATION_PLIES` by default.
    fn adjudication_plies(&self) -> usize {
        selfplay::ADJUDICATION_PLIES
    }
}

/// Runs `search`, a panic in it turned into an error naming the fault: the engine and the
/// app report a search that failed instead of going down with it or waiting for ever.
pub fn guarded<T>(search: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(search)).map_err(|panic| {
        let why = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown fault".into());
        format!("the search failed ({why})")
    })
}

/// A material lead (`ours - theirs`) counted again, in part, as material leaves the board:
/// `scale` over the material left, at most once again. The side ahead then likes trades,
/// which bring the end nearer (Poron Jikaida's Nikaida, Jetan's lone Princess), and the
/// side behind avoids them.
fn trade_down(ours: i32, theirs: i32, scale: i32) -> i32 {
    let left = (ours + theirs).max(1);
    (ours - theirs) * scale.min(left) / left
}

/// How near `distance` is within `reach`: `reach - distance`, at least 0; pieces weighted by
/// it gather round the enemy's royal piece, the attack that ends a game.
fn nearness(distance: u8, reach: i32) -> i32 {
    (reach - i32::from(distance)).max(0)
}

/// Keeps the moves of `moves` whose value in `values` (one each) is above 0, in order.
fn keep_captures(moves: &mut Vec<Move>, values: &mut Vec<i32>) {
    retain_scored(moves, values, |_, value| value > 0);
}

/// Keeps the moves of `moves` (each scored in `values`) that `keep` accepts, in order.
fn retain_scored(moves: &mut Vec<Move>, values: &mut Vec<i32>, keep: impl Fn(Move, i32) -> bool) {
    let mut kept = 0;
    for i in 0..moves.len() {
        if keep(moves[i], values[i]) {
            moves[kept] = moves[i];
            values[kept] = values[i];
            kept += 1;
        }
    }
    moves.truncate(kept);
    values.truncate(kept);
}

/// The generator of every random choice the program makes outside the rules (the levels'
/// slips, Random's moves, selfplay's openings): ChaCha8, whose stream a seed fixes on every
/// platform. Jetan's dice have their own generator, part of the position.
pub type Chance = rand::rngs::ChaCha8Rng;

/// The generator for `seed`: its 8 bytes, little-endian, are the start of the key (the rest
/// is zeros), so a seed means the same stream whatever `rand` does with `seed_from_u64`.
pub fn chance(seed: u64) -> Chance {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    rand::SeedableRng::from_seed(key)
}

/// splitmix64's finalizer: every bit of the result depends on every bit of `x`, so seeds
/// derived from a seed and a small number (a game's index, a move) share nothing.
pub fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// A number in `0..n` (`n > 0`) from one raw 64-bit draw, scaled by multiplication: a fixed
/// rule, so a seed repeats the same choices whatever `rand`'s ranges do in later versions.
pub fn below(rng: &mut Chance, n: usize) -> usize {
    ((u128::from(rand::Rng::next_u64(rng)) * n as u128) >> 64) as usize
}

/// A number in `[0, 1)` from the top 53 bits of one raw draw.
pub fn unit(rng: &mut Chance) -> f64 {
    (rand::Rng::next_u64(rng) >> 11) as f64 / (1u64 << 53) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stream is ChaCha8's: the first words for seed 0 are those of ChaCha8 with an
    /// all-zero key and nonce (its published keystream, 3e00ef2f895f40d6...), little-endian.
    #[test]
    fn chance_is_chacha8_with_the_seed_as_key() {
        let mut rng = chance(0);
        assert_eq!(rand::Rng::next_u64(&mut rng), 0xd6405f892fef003e);
    }

    #[test]
    fn below_and_unit_stay_in_range() {
        let mut rng = chance(7);
        let mut seen = [false; 5];
        for _ in 0..200 {
            seen[below(&mut rng, 5)] = true;
            assert!((0.0..1.0).contains(&unit(&mut rng)));
        }
        assert_eq!(seen, [true; 5]);
    }

    /// A search that panics comes back as an error naming the fault (the app shows it and
    /// stops asking; the engine answers with it), whether it panicked with a text or a
    /// formatted message; one that does not comes back as it is.
    #[test]
    fn a_panicking_search_is_an_error_naming_the_fault() {
        assert_eq!(guarded(|| 7), Ok(7));
        let failed = guarded(|| -> i32 { panic!("no moves") });
        assert_eq!(failed, Err("the search failed (no moves)".to_string()));
        let failed = guarded(|| -> i32 { panic!("ply {}", 3) });
        assert_eq!(failed, Err("the search failed (ply 3)".to_string()));
    }
}
