//! Jikai as an engine for other programs: UCI for every game (`uci`) and the OpenTafl Engine
//! Protocol for tafl (`otep`), each a loop over a line reader and a writer, so that the
//! binary runs them on stdin and stdout and the tests on memory (docs/engine.md).
//!
//! What the two share is here: the settings, the output both the loop and the thinking
//! thread write to, how a request becomes search limits, and the game being played with
//! the player whose table persists from move to move.

pub mod otep;
pub mod uci;

use crate::ai::{Evaluate, Level, Limits, Player, SearchResult};
use crate::rules::{Match, Move};
use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// What `jikai engine` was started with.
#[derive(Clone, Debug)]
pub struct Settings {
    pub level: Level,
    /// The time for every move, unless a clock leaves less.
    pub movetime: Option<Duration>,
    /// The seed of the lower levels' slips.
    pub seed: u64,
    /// Threads for the searches that may use them (`Limits::parallel`).
    pub threads: usize,
}

/// Where the engine writes, shared by the protocol loop and the thinking thread: each line
/// is written whole and flushed at once, since the other side waits for it.
#[derive(Clone)]
pub struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl Output {
    pub fn new(writer: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(Box::new(writer))))
    }

    pub fn line(&self, text: &str) -> io::Result<()> {
        let mut w = self.0.lock().unwrap_or_else(|e| e.into_inner());
        writeln!(w, "{text}")?;
        w.flush()
    }
}

/// The lines of `input`, bytes that are not UTF-8 replaced (so they read as an unknown
/// command or a bad argument, answered like any other, rather than ending the engine).
pub fn lines(input: impl BufRead) -> impl Iterator<Item = io::Result<String>> {
    input.split(b'\n').map(|line| {
        let line = line?;
        let line = line.strip_suffix(b"\r").unwrap_or(&line);
        Ok(String::from_utf8_lossy(line).into_owned())
    })
}

/// What the other side asked a search for: UCI's `go`, OpenTafl's `play` and `analyze`.
#[derive(Clone, Debug, Default)]
pub struct Request {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// Search until stopped.
    pub infinite: bool,
    /// The share of the mover's clock this move may use (`clock_share`).
    pub budget: Option<Duration>,
    /// The best moves to report (UCI's `MultiPV`): above 1, every root move is scored
    /// exactly (`Limits::exact_root`), on one thread.
    pub multipv: usize,
}

impl Request {
    /// The search limits for `settings`. Explicit limits (depth, nodes, a move time) replace
    /// the level's budget; with a clock alone, Master thinks for the clock's share (or
    /// `--movetime` if less) and the lower levels keep their node budgets, the clock only
    /// capping their time. Without either, the level searches as it does in the game.
    pub fn limits(&self, settings: &Settings) -> Limits {
        let mut limits = settings.level.limits(settings.movetime);
        if self.infinite {
            limits.depth = None;
            limits.nodes = None;
            limits.time = None;
            limits.exact_root |= self.multipv > 1;
            return limits.parallel(settings.threads);
        }
        if self.depth.is_some() || self.nodes.is_some() || self.movetime.is_some() {
            limits.depth = self.depth;
            limits.nodes = self.nodes;
            limits.time = self.movetime;
            if let Some(budget) = self.budget {
                limits.time = Some(limits.time.map_or(budget, |t| t.min(budget)));
            }
        } else if let Some(budget) = self.budget {
            limits = settings.level.clocked_limits(settings.movetime, budget);
        }
        limits.exact_root |= self.multipv > 1;
        limits.parallel(settings.threads)
    }
}

/// A game the engine plays: the game so far (repetitions need its history) and the player,
/// whose table and statistics persist from move to move.
pub struct Board<G: Evaluate> {
    pub game: Match<G>,
    player: Arc<Mutex<Player<G>>>,
    settings: Settings,
}

/// What a search ended with: the move chosen and its search (`None` when there is no legal
/// move), or, when the search failed, why (a fault in Jikai, written to the other side as
/// an error line rather than left as a silent wait for a move that never comes).
pub type Searched<'a> = Result<Option<&'a (Move, SearchResult)>, String>;

impl<G: Evaluate> Board<G> {
    pub fn new(game: G, start: G::Position, settings: &Settings) -> Board<G> {
        Board {
            player: Arc::new(Mutex::new(fresh_player(&game, settings))),
            game: Match::new(game, start),
            settings: settings.clone(),
        }
    }

    /// Starts a new game from `start`, keeping the player and its table.
    pub fn restart(&mut self, start: G::Position) {
        self.game = Match::new(self.game.game().clone(), start);
    }

    /// Searches the current position on a thread of its own until `limits` or `stop`:
    /// `report` sees each completed iteration, `finish` what the search ended with, and the
    /// thread returns the move chosen. A search that panics (in any of its threads) is
    /// caught here: `finish` hears why, and the player is rebuilt, since a search cut short
    /// may leave it half-updated.
    pub fn think(
        &self,
        limits: Limits,
        stop: Arc<AtomicBool>,
        mut report: impl FnMut(&SearchResult) + Send + 'static,
        finish: impl FnOnce(Searched) + Send + 'static,
    ) -> JoinHandle<Option<Move>> {
        let player = Arc::clone(&self.player);
        let pos = self.game.position().clone();
        let hashes = self.game.hashes();
        let before = hashes[..hashes.len() - 1].to_vec();
        let over = self.game.outcome().is_some();
        let (game, settings) = (self.game.game().clone(), self.settings.clone());
        std::thread::spawn(move || {
            let mut player = player.lock().unwrap_or_else(|e| e.into_inner());
            let searched = crate::ai::guarded(|| {
                (!over)
                    .then(|| player.choose_within(&pos, &before, &limits, &stop, &mut report))
                    .flatten()
            });
            match searched {
                Ok(chosen) => {
                    finish(Ok(chosen.as_ref()));
                    chosen.map(|(mv, _)| mv)
                }
                Err(failed) => {
                    *player = fresh_player(&game, &settings);
                    finish(Err(failed));
                    None
                }
            }
        })
    }
}

/// A new player for the engine's settings, its table empty.
fn fresh_player<G: Evaluate>(game: &G, settings: &Settings) -> Player<G> {
    Player::new(
        game.clone(),
        settings.level,
        settings.movetime,
        settings.seed,
    )
}

/// A score as the protocols write it: `cp N`, or `mate N` in moves (negative when the side
/// to move is the one mated).
pub fn uci_score(score: i32) -> String {
    use crate::ai::{MATE, WON};
    if score.abs() > WON {
        let plies = MATE - score.abs();
        let moves = (plies + 1) / 2;
        format!("mate {}", if score > 0 { moves } else { -moves })
    } else {
        format!("cp {score}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(level: Level, movetime: Option<u64>) -> Settings {
        Settings {
            level,
            movetime: movetime.map(Duration::from_millis),
            seed: 1,
            threads: 2,
        }
    }

    #[test]
    fn requests_become_limits() {
        let ms = Duration::from_millis;
        let master = settings(Level::Master, None);
        // Nothing asked: the level's own budget, on one thread.
        let l = Request::default().limits(&master);
        assert_eq!((l.nodes, l.threads), (Some(256_000), 1));
        // A clock alone: Master thinks by time, capped by --movetime.
        let clock = Request {
            budget: Some(ms(900)),
            ..Request::default()
        };
        let l = clock.limits(&master);
        assert_eq!((l.nodes, l.time, l.threads), (None, Some(ms(900)), 2));
        let l = clock.limits(&settings(Level::Master, Some(300)));
        assert_eq!(l.time, Some(ms(300)));
        // A lower level keeps its nodes; the clock caps its time.
        let l = clock.limits(&settings(Level::Club, None));
        assert_eq!(
            (l.nodes, l.time, l.threads),
            (Some(8_000), Some(ms(900)), 1)
        );
        // Beginner scores every root move exactly: one thread, even by depth.
        let l = clock.limits(&settings(Level::Beginner, None));
        assert_eq!((l.depth, l.threads), (Some(1), 1));
        // Explicit limits replace the budget.
        let depth = Request {
            depth: Some(3),
            ..Request::default()
        };
        let l = depth.limits(&master);
        assert_eq!(
            (l.depth, l.nodes, l.time, l.threads),
            (Some(3), None, None, 2)
        );
        let l = Request {
            infinite: true,
            ..clock
        }
        .limits(&master);
        assert_eq!((l.depth, l.nodes, l.time), (None, None, None));
    }

    /// A fault in a search (here, in the callback that writes its `info` lines) reaches the
    /// other side as a reason, the two threads' search stops, and the next search works.
    #[test]
    fn a_failed_search_is_reported_and_the_next_one_works() {
        use crate::rules::Game;
        use crate::rules::tafl::{Tafl, TaflOptions};
        use std::sync::mpsc;
        let game = Tafl::new(TaflOptions::default());
        let board = Board::new(game.clone(), game.start(), &settings(Level::Master, None));
        let limits = Request {
            infinite: true,
            ..Request::default()
        }
        .limits(&board.settings);
        assert_eq!(limits.threads, 2);
        let (tx, rx) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let finish = move |t: Searched| tx.send(t.map(|c| c.is_some())).unwrap();
        let failing = |_: &SearchResult| panic!("a fault");
        let handle = board.think(limits.clone(), Arc::clone(&stop), failing, finish.clone());
        assert_eq!(handle.join().unwrap(), None);
        assert_eq!(
            rx.recv().unwrap(),
            Err("the search failed (a fault)".to_string())
        );
        let depth = Request {
            depth: Some(2),
            ..Request::default()
        };
        let handle = board.think(depth.limits(&board.settings), stop, |_| {}, finish);
        assert!(handle.join().unwrap().is_some());
        assert_eq!(rx.recv().unwrap(), Ok(true));
    }

    #[test]
    fn scores() {
        assert_eq!(uci_score(-35), "cp -35");
        assert_eq!(uci_score(crate::ai::MATE - 1), "mate 1");
        assert_eq!(uci_score(crate::ai::MATE - 3), "mate 2");
        assert_eq!(uci_score(-crate::ai::MATE + 2), "mate -1");
    }
}
