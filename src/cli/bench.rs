//! `jikai bench`: move generation speed per game, as perft nodes per second from fixed
//! positions, then search speed and the depth a one-second search reaches from each on one
//! and two threads, and the time to a fixed depth on one and two threads, over a line of
//! play from each position.
//! Meaningful only in a release build.

use super::CliError;
use crate::ai::{Evaluate, Level, Searcher};
use crate::rules::jikaida::Jikaida;
use crate::rules::{Error, Game, Side, WithGame, perft, with_game};
use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Searches to a fixed depth are timed over a line of play: the bench position and the
/// positions after each of one thread's next moves, this many in all, each searched with
/// the table the searches before it left, as a player meets them move after move. One
/// search's tree turns on the table it starts from: one thread's search to depth 7 from
/// Jetan's start is 1.12 to 2.65 million nodes after a shallower search of the same
/// position and 1.34 million from an empty table, and two threads, which race for the
/// table, grow another tree each time; over a line the times are those of play.
const LINE: usize = 4;

/// A line whose one-thread searches took less than this many seconds is searched again,
/// from fresh tables, until they reach it, `REPEATS` times at most, and the times and nodes
/// are summed: two threads' trees vary from run to run, and over a line of two seconds
/// Stikitche's two-thread time read from 0.31 to 0.87 of one thread's
/// (docs/benchmarks.md, fourteenth session).
const SHORT_LINE: f64 = 5.0;
const REPEATS: usize = 3;

/// Per game: a label, a position (`None` for the start), a perft depth, options and the
/// depth the threads are timed to.
type BenchCase = (
    &'static str,
    &'static str,
    Option<&'static str>,
    u32,
    &'static [(&'static str, &'static str)],
    u32,
);

const CASES: &[BenchCase] = &[
    ("tafl", "start", None, 4, &[], 7),
    (
        "tafl",
        "midgame",
        Some(
            "/3ttt1t3/1T3t5/2t4t3/t5T3t/t4T4t/tt1T1K1Tt1t/t1TT1T2t1t/t3T5t/2t2T1T3/1t3t5/3t1t1t3/ d",
        ),
        4,
        &[],
        7,
    ),
    ("jetan", "start", None, 4, &[], 7),
    (
        "jetan",
        "midgame",
        Some("wa1fp1fdaw/tn1nnn1nnt/2n2c4/3d2n3/10/2N2F4/4NN4/1N8/T2N3NNT/WADFCP1DAW b BO -"),
        4,
        &[],
        7,
    ),
    ("jetan", "burroughs", None, 4, &[("preset", "burroughs")], 7),
    ("jetan", "gremlin", None, 4, &[("preset", "gremlin")], 6),
    ("witches", "start", None, 4, &[], 6),
    (
        "witches",
        "midgame",
        Some(
            "lc1nb1kb1rvl/pprp2n1p2p/W2w1**2pp1/2p1****4/1P2****4/L4**4L/P1PP1NJ1PPPP/V1R1B1KBNRC1 b Jjj - T 0 8",
        ),
        4,
        &[],
        7,
    ),
    ("jikaida", "start", None, 3, &[], 6),
    ("jikaida", "midgame", Some(JIKAIDA_MIDGAME), 3, &[], 6),
    ("pastang", "start", None, 5, &[], 7),
    ("stikitche", "start", None, 4, &[], 14),
    // To depth 6 its line took a third of a second, where starting two threads weighed on
    // their time (docs/benchmarks.md, twelfth session).
    ("draks-city", "start", None, 4, &[], 7),
    // The larger boards, whose nodes cost several times Poron's: Hyrshiv's 268 moves at
    // the start, Jikshiv's 558 (its line to depth 4 took a minute).
    ("hyrshiv", "start", None, 2, &[], 4),
    ("hyrshiv", "vallia", None, 2, &[("setup", "vallia")], 4),
    ("jikshiv", "start", None, 2, &[], 3),
];

/// A Poron position after 70 random quiet moves (186 legal moves).
const JIKAIDA_MIDGAME: &str = "cjh3at1hjc/ddd1pd'1d'1d'd1/2as1ss1s3/2s'2k1d'1s'2/s's'd't'3s'1s'd's'/9d'2/7s'4/3d'8/12/12/12/3D'8/1S'D'6S'S'1/2S'2T'1S'4/D'1S'S'1T'1D'AD'D'S'/H2S1D'SSS1P1/4D2D3D/CJ1JD'A1K1HD'C y YB";

/// Jikaida's Kaida test (every kind of capture, vaults included) on both Kings in every
/// position two plies from the midgame: calls and seconds.
fn kaida_checks() -> Result<(u64, f64), Error> {
    let game = Jikaida::for_id("jikaida", &[])?;
    let mut pos = game.parse_position(JIKAIDA_MIDGAME)?;
    let (mut first, mut second) = (Vec::new(), Vec::new());
    let started = Instant::now();
    let mut calls = 0u64;
    game.legal_moves(&pos, &mut first);
    for &a in &first {
        let ua = game.play(&mut pos, a);
        game.legal_moves(&pos, &mut second);
        for &b in &second {
            let ub = game.play(&mut pos, b);
            for side in Side::BOTH {
                std::hint::black_box(game.in_kaida(&pos, side));
                calls += 1;
            }
            game.undo(&mut pos, b, ub);
        }
        game.undo(&mut pos, a, ua);
    }
    Ok((calls, started.elapsed().as_secs_f64()))
}

struct Case {
    position: Option<&'static str>,
    depth: u32,
}

impl WithGame for Case {
    type Output = (u64, f64);

    fn run<G: Game + Evaluate>(self, game: G) -> Result<(u64, f64), Error> {
        let mut pos = match self.position {
            Some(text) => game.parse_position(text)?,
            None => game.start(),
        };
        let started = Instant::now();
        let nodes = perft(&game, &mut pos, self.depth);
        Ok((nodes, started.elapsed().as_secs_f64()))
    }
}

/// A one-second search from a bench position with Master's settings on `threads` threads:
/// depth reached, nodes (every thread's) and seconds.
struct SearchCase {
    position: Option<&'static str>,
    threads: usize,
}

impl WithGame for SearchCase {
    type Output = (u32, u64, f64);

    fn run<G: Game + Evaluate>(self, game: G) -> Result<(u32, u64, f64), Error> {
        let pos = match self.position {
            Some(text) => game.parse_position(text)?,
            None => game.start(),
        };
        let limits = Level::Master.limits(Some(Duration::from_secs(1)));
        let limits = limits.parallel(self.threads);
        // The table of Expert and Master (`Player::new`): 24 MB of entries, which the
        // processor's 32 MB cache holds; at 48 MB two threads sharing it ran a sixth slower
        // each and took 0.9 of one thread's time to a depth where they now take 0.5-0.7.
        let mut searcher = Searcher::new(game, 32);
        let result = searcher.search(&pos, &[], &limits, &AtomicBool::new(false));
        Ok((result.depth, result.nodes, result.elapsed.as_secs_f64()))
    }
}

/// The searches to a fixed depth along a bench position's line (`LINE`), one thread's and
/// two threads' in turn at each position, so that a slower spell of the machine (its speed
/// drifts by half over minutes) falls on both; the line follows one thread's moves.
struct LineCase {
    position: Option<&'static str>,
    depth: u32,
}

/// Nodes and seconds of a line's searches, and the seconds of its first.
#[derive(Clone, Copy, Default)]
struct LineTimes {
    nodes: u64,
    seconds: f64,
    first_seconds: f64,
}

impl LineTimes {
    fn add(&mut self, other: LineTimes) {
        self.nodes += other.nodes;
        self.seconds += other.seconds;
        self.first_seconds += other.first_seconds;
    }
}

impl WithGame for LineCase {
    type Output = [LineTimes; 2];

    fn run<G: Game + Evaluate>(self, game: G) -> Result<[LineTimes; 2], Error> {
        let mut pos = match self.position {
            Some(text) => game.parse_position(text)?,
            None => game.start(),
        };
        // Master's settings by time, without the time (by nodes it stops at 256,000).
        let mut limits = Level::Master.limits(Some(Duration::from_secs(1)));
        (limits.time, limits.depth) = (None, Some(self.depth));
        let mut searchers = [1, 2].map(|threads| {
            let limits = limits.clone().parallel(threads);
            // The players' table, as in `SearchCase`.
            (Searcher::new(game.clone(), 32), limits)
        });
        let mut times = [LineTimes::default(); 2];
        let mut before = Vec::new();
        for ply in 0..LINE {
            let mut best = None;
            for ((searcher, limits), times) in searchers.iter_mut().zip(&mut times) {
                let result = searcher.search(&pos, &before, limits, &AtomicBool::new(false));
                let seconds = result.elapsed.as_secs_f64();
                times.nodes += result.nodes;
                times.seconds += seconds;
                if ply == 0 {
                    times.first_seconds = seconds;
                }
                best = best.or(result.best);
            }
            let Some(mv) = best.filter(|_| game.decided(&pos).is_none()) else {
                break;
            };
            before.push(game.hash(&pos));
            game.play(&mut pos, mv);
        }
        Ok(times)
    }
}

/// Measure move generation and search speed per game (meaningful in a release build).
#[derive(clap::Args, Debug)]
#[command(after_help = "Example:\n  cargo run --release -- bench")]
pub struct BenchArgs {}

/// The options of a bench case, as the rules take them.
fn owned(options: &[(&str, &str)]) -> Vec<(String, String)> {
    options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

pub fn run(_: BenchArgs, out: &mut impl Write) -> Result<(), CliError> {
    if cfg!(debug_assertions) {
        let _ = writeln!(
            std::io::stderr(),
            "jikai: warning: a debug build; run `cargo run --release -- bench`"
        );
    }
    let rate = |count: u64, seconds: f64| count as f64 / seconds.max(1e-9);
    writeln!(
        out,
        "{:<10} {:<10} {:>5} {:>12} {:>8} {:>14}",
        "game", "position", "depth", "nodes", "seconds", "nodes/s"
    )?;
    for &(game, label, position, depth, options, _) in CASES {
        let (nodes, seconds) = with_game(game, &owned(options), Case { position, depth })?;
        writeln!(
            out,
            "{game:<10} {label:<10} {depth:>5} {nodes:>12} {seconds:>8.3} {:>14.0}",
            rate(nodes, seconds)
        )?;
    }
    let (calls, seconds) = kaida_checks()?;
    writeln!(
        out,
        "{:<10} {:<10} {:>5} {calls:>12} {seconds:>8.3} {:>14.0}",
        "jikaida",
        "kaida",
        "-",
        rate(calls, seconds)
    )?;
    for threads in [1, 2] {
        writeln!(
            out,
            "\n{:<10} {:<10} {:>5} {:>12} {:>8} {:>14}  (1 s, {threads} thread{})",
            "search",
            "position",
            "depth",
            "nodes",
            "seconds",
            "nodes/s",
            if threads > 1 { "s" } else { "" }
        )?;
        for &(game, label, position, _, options, _) in CASES {
            let case = SearchCase { position, threads };
            let (depth, nodes, seconds) = with_game(game, &owned(options), case)?;
            writeln!(
                out,
                "{game:<10} {label:<10} {depth:>5} {nodes:>12} {seconds:>8.3} {:>14.0}",
                rate(nodes, seconds)
            )?;
        }
    }
    writeln!(
        out,
        "\n{:<10} {:<10} {:>5} {:>4} {:>10} {:>10} {:>12} {:>12} {:>6} {:>6} {:>6}  (a line of {LINE} searches, summed over the runs; first: its first alone)",
        "to depth",
        "position",
        "depth",
        "runs",
        "1 thread",
        "2 threads",
        "nodes 1",
        "nodes 2",
        "time",
        "work",
        "first"
    )?;
    // Per game: each position's time, work and first-search time ratios.
    let mut ratios: Vec<(&str, [Vec<f64>; 3])> = Vec::new();
    for &(game, label, position, _, options, depth) in CASES {
        let (mut one, mut two, mut runs) = (LineTimes::default(), LineTimes::default(), 0);
        while runs < REPEATS && (runs == 0 || one.seconds < SHORT_LINE) {
            let [a, b] = with_game(game, &owned(options), LineCase { position, depth })?;
            one.add(a);
            two.add(b);
            runs += 1;
        }
        // Time: the ratio of the two thread counts' wall-clock times. Work: each thread's
        // share of the nodes of two threads against the nodes of one, what the time ratio
        // would be if two threads searched as fast as one each (only with both cores free).
        let time = two.seconds / one.seconds.max(1e-9);
        let work = two.nodes as f64 / 2.0 / one.nodes.max(1) as f64;
        let first = two.first_seconds / one.first_seconds.max(1e-9);
        if ratios.last().is_none_or(|r| r.0 != game) {
            ratios.push((game, Default::default()));
        }
        let last = &mut ratios.last_mut().expect("pushed").1;
        for (list, ratio) in last.iter_mut().zip([time, work, first]) {
            list.push(ratio);
        }
        writeln!(
            out,
            "{game:<10} {label:<10} {depth:>5} {runs:>4} {:>10.3} {:>10.3} {:>12} {:>12} {time:>6.2} {work:>6.2} {first:>6.2}",
            one.seconds, two.seconds, one.nodes, two.nodes,
        )?;
    }
    let median = |v: &[f64]| {
        let mut v = v.to_vec();
        v.sort_by(f64::total_cmp);
        (v[(v.len() - 1) / 2] + v[v.len() / 2]) / 2.0
    };
    for (game, [times, works, firsts]) in &ratios {
        writeln!(
            out,
            "median ratio, 2 threads to 1, {game:<10}: time {:.2}, work {:.2}, first {:.2}",
            median(times),
            median(works),
            median(firsts)
        )?;
    }
    Ok(())
}
