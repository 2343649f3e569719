//! Issue 48, Analysis: the position shown analysed by the engine's own search (compared
//! with `jikai engine` over UCI), a past position's line legal there, the analysis giving way
//! to a hint and to the computer's move, and the graph scoring every position as a search
//! of that position alone does.

use super::ecs::{app, settle};
use jikai::ai::Level;
use jikai::app::analysis::{Analysis, GRAPH_NODES};
use jikai::app::computer::{Hint, Thinking};
use jikai::app::seats::{Seat, Seats};
use jikai::app::session::{ActiveMatch, Review, start_match};
use jikai::rules::{self, AnyMatch, Side, game_to, open_match};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Jetan after four moves: no lean in Jetan, no weariness this early (docs/ai.md), so the
/// analysis and the engine's Master search alike.
/// (In UCI's coordinate form.)
const OPENING: [&str; 4] = ["d1a4", "d10a7", "c2d3", "j9i7"];

fn jetan_after(moves: &[&str]) -> Box<dyn AnyMatch> {
    let mut m = open_match("jetan", &[], None).expect("jetan opens");
    for text in moves {
        let mv = m.read_protocol_move(text).expect("a legal opening");
        m.play(mv).expect("a legal opening");
    }
    m
}

fn open_analysis(app: &mut bevy::prelude::App, nodes: Option<u64>) {
    let mut analysis = app.world_mut().resource_mut::<Analysis>();
    analysis.open = true;
    analysis.nodes = nodes;
}

/// Frames until the analysis of the position shown has ended (its node limit), then what it
/// found.
fn analysed(app: &mut bevy::prelude::App) -> rules::Analysis {
    let started = Instant::now();
    loop {
        app.update();
        let analysis = app.world().resource::<Analysis>();
        if let (Some(halted), Some((key, found))) = (analysis.halted, &analysis.found)
            && halted == *key
        {
            return found.clone();
        }
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "no analysis came"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The `info` lines `jikai engine --game jetan --search-threads 1` writes for `commands`,
/// up to its `bestmove`.
fn engine_info(commands: &[String]) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jikai"))
        .args(["engine", "--game", "jetan", "--search-threads", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the jikai binary runs");
    let mut input = child.stdin.take().expect("piped stdin");
    for line in commands {
        writeln!(input, "{line}").expect("the engine reads");
    }
    let output = BufReader::new(child.stdout.take().expect("piped stdout"));
    let mut info = Vec::new();
    for line in output.lines().map_while(Result::ok) {
        if line.starts_with("bestmove") {
            break;
        }
        if line.starts_with("info depth") {
            info.push(line);
        }
    }
    let _ = writeln!(input, "quit");
    let _ = child.wait();
    info
}

/// A word's value in an `info` line: `value(line, "depth")`.
fn value<'a>(line: &'a str, word: &str) -> &'a str {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == word).expect(word);
    words[at + 1]
}

/// Issue 48: "the analysis shown after N nodes on one thread equals the last info line
/// (score, pv) of jikai engine --game jetan --search-threads 1 after position fen P and
/// go nodes N". The analysis scores three moves exactly, which UCI asks with MultiPV 3.
#[test]
fn the_analysis_is_the_engines_search() {
    const NODES: u64 = 30_000;
    let m = jetan_after(&OPENING);
    let position = m.position_string();
    let mut app = app("jetan", Some(&position));
    open_analysis(&mut app, Some(NODES));
    let found = analysed(&mut app);
    let info = engine_info(&[
        "uci".into(),
        "setoption name MultiPV value 3".into(),
        format!("position fen {position}"),
        format!("go nodes {NODES}"),
    ]);
    let last: Vec<&String> = info.iter().rev().take(3).rev().collect();
    assert!(last[0].contains(" multipv 1 "), "{info:?}");
    // The side named first (Black) is to move: the engine's scores are the analysis's.
    assert_eq!(m.side_to_move(), Side::South);
    let cp = |line: &str| value(line, "cp").parse::<i32>().expect("a centipawn score");
    assert_eq!(found.depth.to_string(), value(last[0], "depth"));
    assert_eq!(found.nodes.to_string(), value(last[0], "nodes"));
    assert_eq!(found.score, cp(last[0]));
    let pv = last[0].split(" pv ").nth(1).expect("a pv");
    assert_eq!(found.protocol_line.join(" "), pv);
    let scores: Vec<i32> = found.best.iter().map(|&(_, s)| s).collect();
    assert_eq!(scores, last.iter().map(|l| cp(l)).collect::<Vec<_>>());
    assert_eq!(found.line.len(), found.protocol_line.len());
}

/// Issue 48: "stepping back three moves in review, the line shown begins with a move legal
/// there".
#[test]
fn a_past_positions_line_starts_with_a_move_legal_there() {
    let mut app = app("jetan", None);
    start_match(&mut app.world_mut().commands(), jetan_after(&OPENING));
    app.world_mut().flush();
    settle(&mut app);
    app.world_mut().resource_mut::<Review>().0 = Some(1);
    open_analysis(&mut app, Some(5_000));
    let found = analysed(&mut app);
    let key = app.world().resource::<Analysis>().found.as_ref().unwrap().0;
    assert_eq!(key.0, 1, "the position reviewed, three moves back");
    let past = game_to(app.world().resource::<ActiveMatch>().0.as_ref(), 1).unwrap();
    let first = past.parse_move(&found.line[0]);
    assert!(
        first.is_ok(),
        "{} in the past position: {first:?}",
        found.line[0]
    );
    assert!(past.legal_moves().contains(&first.unwrap()));
}

/// Issue 48: "with analysis running, frames keep coming, a hint asked in a hot-seat game
/// arrives". The analysis stops while the hint searches and goes on after it.
#[test]
fn a_hint_arrives_while_the_analysis_runs() {
    let mut app = app("jetan", None);
    open_analysis(&mut app, None);
    let started = Instant::now();
    while !app.world().resource::<Analysis>().analysing() {
        app.update();
        assert!(started.elapsed() < Duration::from_secs(10), "no analysis");
    }
    app.world_mut().resource_mut::<Hint>().wanted = true;
    let mut slowest = Duration::ZERO;
    let mut gave_way = false;
    while app.world().resource::<Hint>().shown.is_none() {
        let frame = Instant::now();
        app.update();
        slowest = slowest.max(frame.elapsed());
        let world = app.world();
        if world.resource::<Thinking>().hinting() {
            gave_way |= !world.resource::<Analysis>().analysing();
        }
        assert!(started.elapsed() < Duration::from_secs(60), "no hint came");
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(gave_way, "the analysis stops while the hint searches");
    assert!(
        slowest < Duration::from_millis(250),
        "a frame took {slowest:?}"
    );
    for _ in 0..3 {
        app.update();
    }
    assert!(
        app.world().resource::<Analysis>().analysing(),
        "and goes on"
    );
    app.world_mut().resource_mut::<Analysis>().open = false;
    app.update();
    assert!(!app.world().resource::<Analysis>().analysing());
}

/// Issue 48: "leaving review in a game against Club lets Club's move arrive". In review the
/// analysis runs and Club waits; back at the game the analysis is not offered, and Club
/// moves.
#[test]
fn leaving_review_against_club_lets_club_move() {
    let mut app = app("jetan", None);
    start_match(&mut app.world_mut().commands(), jetan_after(&OPENING[..1]));
    app.world_mut().flush();
    settle(&mut app);
    app.world_mut().insert_resource(Review(Some(0)));
    app.world_mut().insert_resource(Seats {
        seats: [Seat::Human, Seat::Computer(Level::Club)],
        ..Seats::default()
    });
    open_analysis(&mut app, None);
    for _ in 0..20 {
        app.update();
    }
    let plies = |app: &bevy::prelude::App| app.world().resource::<ActiveMatch>().0.history().len();
    assert!(app.world().resource::<Analysis>().analysing());
    assert_eq!(plies(&app), 1, "Club waits while the game is reviewed");
    app.world_mut().resource_mut::<Review>().0 = None;
    let started = Instant::now();
    while plies(&app) < 2 {
        app.update();
        assert!(!app.world().resource::<Analysis>().analysing());
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "Club never moved"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The app on Jetan after `OPENING`, the Analysis window open and its graph asked for, on
/// `threads` threads, as Graph the game asks.
fn graphing(threads: usize) -> bevy::prelude::App {
    let mut app = app("jetan", None);
    start_match(&mut app.world_mut().commands(), jetan_after(&OPENING));
    app.world_mut().flush();
    settle(&mut app);
    let world = app.world_mut();
    let m = world.resource::<ActiveMatch>().0.boxed_clone();
    let mut analysis = world.resource_mut::<Analysis>();
    analysis.open = true;
    analysis.threads = threads;
    analysis.start_graph(m.as_ref());
    app
}

/// The graph scores each position and the move played there as an analysis of that
/// position alone does (one thread a position, `GRAPH_NODES` each), the threads sharing the
/// positions out.
#[test]
fn the_graph_scores_every_position() {
    let mut app = graphing(2);
    let started = Instant::now();
    while app.world().resource::<Analysis>().graph.running() {
        app.update();
        assert!(started.elapsed() < Duration::from_secs(120), "no graph");
        std::thread::sleep(Duration::from_millis(5));
    }
    let scores = app.world().resource::<Analysis>().graph.scores.clone();
    assert_eq!(scores.len(), OPENING.len() + 1);
    for (ply, scored) in scores.iter().enumerate() {
        let past = jetan_after(&OPENING[..ply]);
        let next = OPENING
            .get(ply)
            .map(|text| past.read_protocol_move(text).unwrap());
        let alone = past.graph_point(next, GRAPH_NODES, &AtomicBool::new(false));
        assert_eq!(*scored, alone.unwrap(), "ply {ply}");
        let point = scored.unwrap();
        assert_eq!(point.played.is_some(), ply < OPENING.len());
        assert!(
            point.loss() >= 0,
            "the best move scores no less than the one played"
        );
    }
}

/// Closing the Analysis window stops a graph under way, as it stops the position's search
/// (issue 48: "Stop"; nothing left running that the player cannot see): its threads are
/// told to stop and what it had scored stays.
#[test]
fn closing_the_window_stops_the_graph() {
    let mut app = graphing(1);
    app.update();
    assert!(app.world().resource::<Analysis>().graph.running());
    app.world_mut().resource_mut::<Analysis>().open = false;
    app.update();
    let analysis = app.world().resource::<Analysis>();
    assert!(!analysis.graph.running(), "the graph runs on, closed");
    assert!(!analysis.analysing());
    assert_eq!(analysis.graph.scores.len(), OPENING.len() + 1, "kept");
}

/// The graph's marks: what the move played lost its mover against the best, in the same
/// search, on scores capped at ten smallest pieces, whichever side moved.
#[test]
fn marks_count_what_the_mover_lost() {
    use jikai::rules::{BLUNDER, GraphPoint, MISTAKE};
    let point = |score, played, to_move| GraphPoint {
        score,
        played: Some(played),
        to_move,
    };
    // Black (named first) to move, best +0.50, played -1.20: Black lost 1.70, a mistake.
    let loss = point(50, -120, Side::South).loss();
    assert_eq!(loss, 170);
    assert!((MISTAKE..BLUNDER).contains(&loss));
    // Orange to move, best 0 for Black, played +5 for Black: Orange lost 5, a blunder.
    assert_eq!(point(0, 500, Side::North).loss(), 500);
    // A win found (beyond ten pieces) that stays a win loses nothing.
    assert_eq!(point(29_990, 1_500, Side::South).loss(), 0);
    // The game's last position has no move played.
    let end = GraphPoint {
        played: None,
        ..point(0, 0, Side::South)
    };
    assert_eq!(end.loss(), 0);
}
