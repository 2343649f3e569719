//! The random-game property checker every game's `properties` tests share: play/undo,
//! hashing, position strings, notation and effects agree with each other at every ply of many
//! random games (rules README: moves, position strings, notation).
//!
//! A game adds its own invariants through two optional hooks, one per position and one per
//! checked move, and reads what the games went through from the returned [`Seen`].

use jikai_rules::{Effect, Game, Move, Square};
use rand::{RngExt, SeedableRng, rngs::SmallRng};
use std::collections::BTreeMap;

/// What the random games went through, so a run that never captures or never ends shows.
#[derive(Default, Debug)]
pub struct Seen {
    pub games: usize,
    pub plies: usize,
    pub moves_checked: usize,
    /// Capture effects of the checked moves.
    pub captures: usize,
    /// How the games that ended did, by outcome.
    pub ended: BTreeMap<String, usize>,
    /// The game's own counts (escapes, drags, vaults...), kept by its hooks.
    pub counts: BTreeMap<&'static str, usize>,
}

impl Seen {
    /// Adds `n` to the game's own count `name`.
    pub fn count(&mut self, name: &'static str, n: usize) {
        *self.counts.entry(name).or_default() += n;
    }

    /// The game's own count `name` (0 if never counted).
    pub fn get(&self, name: &str) -> usize {
        self.counts.get(name).copied().unwrap_or(0)
    }
}

/// One legal move as the per-move hook sees it, with what the checker already worked out.
pub struct Checked<'a, G: Game> {
    pub game: &'a G,
    pub pos: &'a G::Position,
    /// The position string of `pos`, for messages.
    pub text: &'a str,
    pub mv: Move,
    /// The move's notation.
    pub name: &'a str,
    pub effects: &'a [Effect],
}

type PositionHook<'h, G> = Box<dyn Fn(&G, &<G as Game>::Position, &[Move]) + 'h>;
type MoveHook<'h, G> = Box<dyn Fn(&Checked<'_, G>, &mut Seen) + 'h>;

/// Random games of one game under one set of options.
pub struct RandomGames<'h, G: Game> {
    game: G,
    label: String,
    max_plies: usize,
    full_every: usize,
    on_position: Option<PositionHook<'h, G>>,
    on_move: Option<MoveHook<'h, G>>,
}

impl<'h, G: Game> RandomGames<'h, G> {
    /// Games of `game`, named `label` in the printed summary; at most 200 plies each, every
    /// move checked every 16th ply.
    pub fn new(game: G, label: impl Into<String>) -> Self {
        RandomGames {
            game,
            label: label.into(),
            max_plies: 200,
            full_every: 16,
            on_position: None,
            on_move: None,
        }
    }

    /// Stops each game after `n` plies.
    pub fn max_plies(mut self, n: usize) -> Self {
        self.max_plies = n;
        self
    }

    /// Every `n` plies (staggered by game) every legal move's notation and effects are
    /// checked; on the other plies only the move played. Checking all of them at every ply
    /// would take minutes in a dev build: `parse_move` generates the moves again.
    pub fn full_every(mut self, n: usize) -> Self {
        self.full_every = n;
        self
    }

    /// A game-specific check of each position and its legal moves, after the shared ones.
    pub fn on_position(mut self, hook: impl Fn(&G, &G::Position, &[Move]) + 'h) -> Self {
        self.on_position = Some(Box::new(hook));
        self
    }

    /// A game-specific check of each checked move, after the shared ones; it may count what
    /// it sees into `Seen::counts`.
    pub fn on_move(mut self, hook: impl Fn(&Checked<'_, G>, &mut Seen) + 'h) -> Self {
        self.on_move = Some(Box::new(hook));
        self
    }

    /// Plays `games` random games from the start position, game `g` seeded with `seed + g`,
    /// checking every ply; prints and returns what they went through.
    pub fn run(&self, games: usize, seed: u64) -> Seen {
        let game = &self.game;
        let mut seen = Seen::default();
        let mut moves = Vec::new();
        for g in 0..games {
            let mut rng = SmallRng::seed_from_u64(seed + g as u64);
            let mut pos = game.start();
            for ply in 0..self.max_plies {
                let text = self.check_position(&mut pos, &mut moves);
                if moves.is_empty() {
                    let outcome = game.outcome(&pos).expect("no moves, so an outcome");
                    *seen.ended.entry(format!("{outcome:?}")).or_default() += 1;
                    break;
                }
                assert_eq!(game.decided(&pos), None, "moves in a decided game: {text}");
                let mv = moves[rng.random_range(0..moves.len())];
                if (ply + g) % self.full_every == 0 {
                    for &m in &moves {
                        self.check_move(&pos, &text, m, &mut seen);
                    }
                } else {
                    self.check_move(&pos, &text, mv, &mut seen);
                }
                game.play(&mut pos, mv);
                seen.plies += 1;
            }
            seen.games += 1;
        }
        println!("{}: {seen:?}", self.label);
        seen
    }

    /// Checks one position's string and hash, its moves for duplicates, and play/undo of
    /// every legal move; fills `moves` and returns the position string.
    fn check_position(&self, pos: &mut G::Position, moves: &mut Vec<Move>) -> String {
        let game = &self.game;
        let text = game.format_position(pos);
        let parsed = game
            .parse_position(&text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(&parsed, pos, "format/parse round-trip: {text}");
        let hash = game.hash(pos);
        assert_eq!(game.hash(&parsed), hash, "incremental hash: {text}");
        assert_eq!(game.format_position(&parsed), text);

        game.legal_moves(pos, moves);
        let mut keys: Vec<_> = moves.iter().map(|m| (m.from, m.to, m.via, m.tag)).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), moves.len(), "duplicate moves in {text}");

        for &mv in moves.iter() {
            let undo = game.play(pos, mv);
            assert_ne!(game.hash(pos), hash, "{mv:?} changes the hash in {text}");
            game.undo(pos, mv, undo);
            assert_eq!(*pos, parsed, "play/undo of {mv:?} in {text}");
            assert_eq!(
                game.hash(pos),
                hash,
                "hash after play/undo of {mv:?} in {text}"
            );
        }
        if let Some(hook) = &self.on_position {
            hook(game, pos, moves);
        }
        text
    }

    /// Checks a legal move's notation (it reads back as the same move) and effects (they
    /// don't panic; a move from a square starts there; one Capture per `x` in the notation).
    fn check_move(&self, pos: &G::Position, text: &str, mv: Move, seen: &mut Seen) {
        let game = &self.game;
        let name = game.notation(pos, mv);
        assert_eq!(game.parse_move(pos, &name), Ok(mv), "{name} in {text}");
        let effects = game.effects(pos, mv);
        if mv.from != Square::NONE {
            let start = match effects.first() {
                Some(Effect::Step { path }) => path.first().copied(),
                Some(
                    Effect::Leap { from, .. }
                    | Effect::Vault { from, .. }
                    | Effect::Teleport { from, .. }
                    | Effect::Drag { from, .. },
                ) => Some(*from),
                Some(Effect::Flip { at, .. }) => Some(*at),
                _ => None,
            };
            assert_eq!(
                start,
                Some(mv.from),
                "{name} in {text}: first effect {:?}",
                effects.first()
            );
        }
        let captures = effects
            .iter()
            .filter(|e| matches!(e, Effect::Capture { .. }))
            .count();
        // A capture's `x` follows a square's rank; Jikshiv's files `ax`, `x` hold one too.
        let marks = name
            .match_indices('x')
            .filter(|&(i, _)| name[..i].ends_with(|c: char| c.is_ascii_digit()))
            .count();
        assert_eq!(marks, captures, "{name}: {effects:?}");
        seen.captures += captures;
        seen.moves_checked += 1;
        if let Some(hook) = &self.on_move {
            let checked = Checked {
                game,
                pos,
                text,
                mv,
                name: &name,
                effects: &effects,
            };
            hook(&checked, seen);
        }
    }
}
