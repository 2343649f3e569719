//! Analysis on request: the position shown analysed, deepening until stopped, and a graph
//! of the game's positions (`GRAPH_NODES` each). Both run on threads of their own, never on
//! Bevy's task pools where the computer and the hint search, at most `Analysis::threads` of
//! them; both stop at once when a computer move or a hint is due. Offered where it helps no
//! one at the board: in review, after the game, and in a game without a computer seat.

use super::computer::{Hint, Thinking};
use super::pacing::{FrameDemand, SLOW};
use super::persistence::Notice;
use super::seats::Seats;
use super::session::{ActiveMatch, GameStatus, Review, SessionSystems, shown_match};
use super::tutorial::Lesson;
use crate::rules::{self, AnyMatch, GraphPoint, Side, game_to};
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::sync::{Arc, Mutex};

/// The nodes a position of the graph is searched.
pub const GRAPH_NODES: u64 = 30_000;

/// A position analysed: its ply in the game and its hash.
pub type Key = (usize, u64);

/// The analysis the player asked for, and what it has found.
#[derive(Resource)]
pub struct Analysis {
    /// Asked for: the window shows, and the position shown is analysed.
    pub open: bool,
    /// Whether it is offered where the game is now (`offered`).
    pub offered: bool,
    /// A node limit for each position's analysis (a script's, a test's); `None` deepens
    /// until stopped.
    pub nodes: Option<u64>,
    /// The threads it may use (Settings): the graph spreads positions over them; the
    /// position shown takes one, since its three best moves are scored exactly
    /// (`rules::analysis_limits`), which one thread does.
    pub threads: usize,
    /// The latest iteration for the position shown, and that position.
    pub found: Option<(Key, rules::Analysis)>,
    /// The position the player stopped, or whose search ended (a win found, a node limit):
    /// not analysed again until another is shown.
    pub halted: Option<Key>,
    live: Option<Live>,
    pub graph: Graph,
    /// What failed, said once in the notice.
    failed: Arc<Mutex<Option<String>>>,
}

impl Default for Analysis {
    fn default() -> Analysis {
        Analysis {
            open: false,
            offered: false,
            nodes: None,
            threads: jikai_ai::spare_cores(),
            found: None,
            halted: None,
            live: None,
            graph: Graph::default(),
            failed: Arc::default(),
        }
    }
}

/// The search of the position shown; stopped when dropped (a new position, the app's end).
struct Live {
    key: Key,
    stop: Arc<AtomicBool>,
    found: Mutex<Receiver<rules::Analysis>>,
}

impl Drop for Live {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The graph's threads: their stop, and the points they send with their plies; stopped
/// when dropped.
struct GraphJob {
    stop: Arc<AtomicBool>,
    found: Mutex<Receiver<(usize, GraphPoint)>>,
}

impl Drop for GraphJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The graph over the game: a score for each position (0: the start).
#[derive(Default)]
pub struct Graph {
    /// Each position's point (0: the start); `None` until scored.
    pub scores: Vec<Option<GraphPoint>>,
    /// The game graphed, by the hashes of its positions.
    game: Vec<u64>,
    job: Option<GraphJob>,
}

impl Graph {
    /// Whether it is being worked out.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    /// The share of the positions scored.
    pub fn progress(&self) -> f32 {
        let done = self.scores.iter().flatten().count();
        done as f32 / self.scores.len().max(1) as f32
    }

    fn cancel(&mut self) {
        self.job = None;
    }
}

impl Analysis {
    /// Asks for the graph of the game `m`, its unscored positions spread over the threads.
    pub fn start_graph(&mut self, m: &dyn AnyMatch) {
        self.graph.cancel();
        if self.graph.game != m.hashes() {
            self.graph.game = m.hashes().to_vec();
            self.graph.scores = vec![None; m.hashes().len()];
        }
        let todo: Vec<usize> = (0..self.graph.scores.len())
            .filter(|&ply| self.graph.scores[ply].is_none())
            .collect();
        let (stop, next) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicUsize::new(0)),
        );
        let (send, found) = channel();
        let game: Arc<dyn AnyMatch> = Arc::from(m.boxed_clone());
        let (todo, moves) = (Arc::new(todo), Arc::new(m.history()));
        for _ in 0..self.threads.max(1) {
            let (stop, next, send) = (stop.clone(), next.clone(), send.clone());
            let (game, todo, failed) = (game.clone(), todo.clone(), self.failed.clone());
            let moves = moves.clone();
            std::thread::spawn(move || {
                while let Some(&ply) = todo.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let point = game_to(game.as_ref(), ply)
                        .map_err(|e| e.to_string())
                        .and_then(|p| {
                            let next = moves.get(ply).and_then(|text| p.parse_move(text).ok());
                            p.graph_point(next, GRAPH_NODES, &stop)
                        });
                    match point {
                        Ok(Some(point)) => {
                            let _ = send.send((ply, point));
                        }
                        Ok(None) => return,
                        Err(why) => {
                            *failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                            return;
                        }
                    }
                }
            });
        }
        self.graph.job = Some(GraphJob {
            stop,
            found: Mutex::new(found),
        });
    }

    /// Stops the graph; what it has scored stays.
    pub fn stop_graph(&mut self) {
        self.graph.cancel();
    }

    /// Stops the analysis of the position shown, until another is shown.
    pub fn halt(&mut self) {
        if let Some(live) = self.live.take() {
            self.halted = Some(live.key);
        }
    }

    /// Analyses the position again after a halt.
    pub fn resume(&mut self) {
        self.halted = None;
    }

    /// Analyses each position `nodes` nodes (`None`: until stopped), starting the position
    /// shown's afresh.
    pub fn limit(&mut self, nodes: Option<u64>) {
        self.nodes = nodes;
        self.live = None;
        self.halted = None;
    }

    /// Whether the position shown is being analysed.
    pub fn analysing(&self) -> bool {
        self.live.is_some()
    }

    fn stop_live(&mut self) {
        self.live = None;
    }
}

pub struct AnalysisPlugin;

impl Plugin for AnalysisPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Analysis>().add_systems(
            Update,
            drive_analysis
                .run_if(resource_exists::<ActiveMatch>)
                .after(SessionSystems),
        );
    }
}

/// Whether analysis is offered: in review, after the game, in a game without a computer
/// seat; never in a lesson.
pub fn offered(seats: &Seats, status: &GameStatus, review: Review, lesson: bool) -> bool {
    let computer = Side::BOTH.iter().any(|&s| seats.computer(s).is_some());
    !lesson && (review.0.is_some() || status.ended.is_some() || !computer)
}

/// Starts, stops and collects the analysis: the position shown while it is asked for and
/// offered, no computer move or hint is due and no graph is being worked out (which takes
/// the threads); the graph while the window is open, offered and nothing is due (closing the
/// window stops it, as it stops the position's search: what it has scored stays).
#[allow(clippy::too_many_arguments)]
fn drive_analysis(
    active: Res<ActiveMatch>,
    (review, status, seats): (Res<Review>, Res<GameStatus>, Res<Seats>),
    (thinking, hint): (Res<Thinking>, Res<Hint>),
    lesson: Option<Res<Lesson>>,
    mut analysis: ResMut<Analysis>,
    mut demand: ResMut<FrameDemand>,
    mut notice: ResMut<Notice>,
) {
    let m = active.0.as_ref();
    let offered = offered(&seats, &status, *review, lesson.is_some());
    analysis.offered = offered;
    let due = thinking.busy() || hint.wanted;
    if analysis.graph.game != m.hashes() || !analysis.open || !offered || due {
        analysis.graph.cancel();
    }
    if analysis.graph.game != m.hashes() {
        analysis.graph.scores.clear();
    }
    let ply = review.0.unwrap_or(m.history().len());
    let key = (ply, m.hashes()[ply]);
    let wanted = analysis.open && offered && !due && !analysis.graph.running();
    if analysis
        .live
        .as_ref()
        .is_some_and(|l| !wanted || l.key != key)
    {
        analysis.stop_live();
    }
    if analysis.halted.is_some_and(|h| h != key) {
        analysis.halted = None;
    }
    if wanted && analysis.live.is_none() && analysis.halted.is_none() {
        let (stop, (send, found)) = (Arc::new(AtomicBool::new(false)), channel());
        let job = shown_match(m, *review).analyse(
            analysis.nodes,
            stop.clone(),
            Box::new(move |a| {
                let _ = send.send(a);
            }),
        );
        let failed = analysis.failed.clone();
        std::thread::spawn(move || {
            if let Err(why) = job() {
                *failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
            }
        });
        analysis.live = Some(Live {
            key,
            stop,
            found: Mutex::new(found),
        });
    }
    collect(&mut analysis);
    if let Some(why) = analysis.failed.lock().map_or(None, |mut f| f.take()) {
        error!("{why}");
        notice.0 = Some(format!("The analysis failed: {}", rules::one_line(&why)));
    }
    if analysis.live.is_some() || analysis.graph.running() {
        demand.within(SLOW);
    }
}

/// Takes what the searches have found; a search that has ended halts its position.
fn collect(analysis: &mut Analysis) {
    if let Some(live) = &mut analysis.live {
        let key = live.key;
        let found = live.found.get_mut().unwrap_or_else(|e| e.into_inner());
        loop {
            match found.try_recv() {
                Ok(found) => analysis.found = Some((key, found)),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    analysis.live = None;
                    analysis.halted = Some(key);
                    break;
                }
            }
        }
    }
    if let Some(job) = &mut analysis.graph.job {
        let found = job.found.get_mut().unwrap_or_else(|e| e.into_inner());
        let mut scored = Vec::new();
        let ended = loop {
            match found.try_recv() {
                Ok(one) => scored.push(one),
                Err(TryRecvError::Empty) => break false,
                Err(TryRecvError::Disconnected) => break true,
            }
        };
        for (ply, point) in scored {
            analysis.graph.scores[ply] = Some(point);
        }
        if ended {
            analysis.graph.job = None;
        }
    }
}
