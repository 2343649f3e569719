//! `jikai engine`: UCI and the OpenTafl Engine Protocol driven through the built binary, a
//! full game each and bad input; the coordinate form of moves for every game.

use jikai::ai::Evaluate;
use jikai::rules::tafl::{Tafl, TaflOptions};
use jikai::rules::{
    Error, GAMES, Game, GameOptions, Match, WithGame, coordinate, parse_coordinate, with_game,
};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// A running `jikai engine`: lines in, lines out.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_jikai"))
            .arg("engine")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the jikai binary runs");
        let input = child.stdin.take().expect("piped stdin");
        let output = BufReader::new(child.stdout.take().expect("piped stdout"));
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in output.lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        self.send_bytes(line.as_bytes());
    }

    fn send_bytes(&mut self, line: &[u8]) {
        self.input
            .write_all(line)
            .expect("the engine reads its input");
        writeln!(self.input).expect("the engine reads its input");
    }

    /// The lines the engine writes up to the first that starts with `prefix`, that one
    /// last; fails if none comes within a minute.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no '{prefix}' line; got {seen:?}"));
            assert!(!line.contains("panicked"), "{line}");
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// Ends the engine with `last` and expects it to exit with status 0.
    fn finish(mut self, last: &str) {
        self.send(last);
        let status = self.child.wait().expect("the engine exits");
        assert!(status.success(), "{status}");
    }
}

/// Every legal move of every game has its own coordinate text, which reads back as that
/// move, along random games of every game and of the variants that add kinds of move (a
/// pass, an escape, drops, drags, promotions, Can(n)on flips, the Fluttember).
#[test]
fn coordinates_name_every_move_once() {
    struct Walk(u64);
    impl WithGame for Walk {
        type Output = usize;
        fn run<G: Game + Evaluate>(self, game: G) -> Result<usize, Error> {
            let mut rng = jikai::ai::chance(self.0);
            let mut pos = game.start();
            let mut moves = Vec::new();
            let mut checked = 0;
            // Each move's text is read back against the whole list: on the larger Jikaida
            // boards (600 moves a ply) a few plies cover every kind of move.
            let plies = if game.geometry().cells() > 300 {
                6
            } else {
                120
            };
            for _ in 0..plies {
                game.legal_moves(&pos, &mut moves);
                if moves.is_empty() {
                    break;
                }
                let texts: Vec<String> =
                    moves.iter().map(|&m| coordinate(&game, &pos, m)).collect();
                for (mv, text) in moves.iter().zip(&texts) {
                    assert_eq!(texts.iter().filter(|t| *t == text).count(), 1, "{text}");
                    assert_eq!(parse_coordinate(&game, &pos, text).as_ref(), Ok(mv));
                    assert_eq!(
                        parse_coordinate(&game, &pos, &text.to_uppercase()).as_ref(),
                        Ok(mv)
                    );
                }
                checked += moves.len();
                let mv = moves[jikai::ai::below(&mut rng, moves.len())];
                game.play(&mut pos, mv);
            }
            Ok(checked)
        }
    }
    let variants: Vec<(&str, Vec<(String, String)>)> = GAMES
        .iter()
        .map(|g| (g.0, vec![]))
        .chain([
            ("jetan", vec![("preset".into(), "gremlin".into())]),
            ("jetan", vec![("wager".into(), "pay-to-move".into())]),
            ("draks-city", vec![("no-moves".into(), "passes".into())]),
        ])
        .collect();
    for (id, options) in &variants {
        let checked: usize = (0..6)
            .map(|seed| with_game(id, options, Walk(seed)).unwrap())
            .sum();
        assert!(checked > 300, "{id}: {checked} moves");
    }
}

/// Hyrshiv's Vallia set-up adds Brumbyte group moves (three Swods at once), whose coordinate
/// form names the leader's squares and the second Swod's, not the third's: along random games
/// from its start, two legal moves share a coordinate text only if both are group moves, and
/// such a move reads back from its notation, which UCI speaks for it (`uci_plays_the_larger_games`).
#[test]
fn vallia_coordinates_are_shared_only_by_group_moves() {
    let options = [("setup".to_string(), "vallia".to_string())];
    let game = jikai::rules::jikaida::JikaidaLarge::for_id("hyrshiv", &options).unwrap();
    let mut shared = 0;
    for seed in 0..2 {
        let mut rng = jikai::ai::chance(seed);
        let mut pos = game.start();
        let mut moves = Vec::new();
        for _ in 0..24 {
            game.legal_moves(&pos, &mut moves);
            let texts: Vec<String> = moves.iter().map(|&m| coordinate(&game, &pos, m)).collect();
            for (mv, text) in moves.iter().zip(&texts) {
                if texts.iter().filter(|t| *t == text).count() > 1 {
                    assert!(mv.tag & 0x40 != 0, "{text}");
                    let notation = game.notation(&pos, *mv);
                    assert_eq!(game.parse_move(&pos, &notation).as_ref(), Ok(mv));
                    shared += 1;
                }
            }
            let mv = moves[jikai::ai::below(&mut rng, moves.len())];
            game.play(&mut pos, mv);
        }
    }
    assert!(
        shared > 20,
        "{shared} group moves share their coordinate text"
    );
}

#[test]
fn coordinate_forms() {
    let game = Tafl::new(TaflOptions::default());
    let pos = game.start();
    let mv = game.parse_move(&pos, "d1-d3").unwrap();
    assert_eq!(coordinate(&game, &pos, mv), "d1d3");
    assert!(
        parse_coordinate(&game, &pos, "d1e2")
            .unwrap_err()
            .to_string()
            .contains("'d1e2' is not a legal move")
    );
    let witches = jikai::rules::witches::Witches::new(Default::default());
    let pos = witches
        .parse_position("k11/4P7/5**5/4****4/4****4/5**5/12/K11 w J - T 0 1")
        .unwrap();
    let texts: Vec<String> = {
        let mut moves = Vec::new();
        witches.legal_moves(&pos, &mut moves);
        moves
            .iter()
            .map(|&m| coordinate(&witches, &pos, m))
            .collect()
    };
    for text in ["J@c2", "c7c8r", "c7c8w"] {
        assert!(texts.contains(&text.to_string()), "{text} in {texts:?}");
    }
}

/// UCI, a whole game of Stikitche with repetitions drawn, one `go` a move with the clock
/// running, each `bestmove` played by the test as well; then bad input, each answered by
/// one `info string error` line while the engine stays ready.
#[test]
fn uci_plays_a_full_game_and_answers_bad_input() {
    let mut engine = Engine::start(&["--game", "tafl"]);
    engine.send("uci");
    let hello = engine.until("uciok");
    assert!(hello.iter().any(|l| {
        l.starts_with("option name UCI_Variant type combo default tafl var tafl var jetan")
    }));
    assert!(hello.contains(
        &"option name tafl:throne type combo default hostile var hostile var strict".to_string()
    ));
    assert!(hello.contains(&"option name jetan:black.purse type string default 48".to_string()));
    engine.send("setoption name UCI_Variant value stikitche");
    engine.send("setoption name stikitche:repetition value draw");
    engine.send("ucinewgame");
    engine.send("isready");
    engine.until("readyok");
    let game = jikai::rules::jikaida::Jikaida::for_id(
        "stikitche",
        &[("repetition".into(), "draw".into())],
    )
    .unwrap();
    let mut played = Match::new(game.clone(), game.start());
    let mut moves: Vec<String> = Vec::new();
    loop {
        engine.send(&format!("position startpos moves {}", moves.join(" ")));
        engine.send("go wtime 2000 btime 2000 winc 20 binc 20");
        let lines = engine.until("bestmove");
        let best = lines
            .last()
            .unwrap()
            .strip_prefix("bestmove ")
            .unwrap()
            .to_string();
        if played.outcome().is_some() {
            assert_eq!(best, "(none)");
            break;
        }
        // A search reports each iteration; with one legal move there is none to search.
        if played.legal_moves().len() > 1 {
            let info = lines.iter().rev().find(|l| l.starts_with("info depth"));
            let info = info.expect("an info line");
            for field in ["seldepth", "score", "nodes", "nps", "time", "pv"] {
                assert!(info.contains(&format!(" {field} ")), "{info}");
            }
        }
        let mv = parse_coordinate(&game, played.position(), &best).expect("a legal move");
        played.play(mv).unwrap();
        moves.push(best);
        assert!(moves.len() < 400, "the game should end: {moves:?}");
    }
    // Bad input: one line each, nothing changes, the engine stays ready; a byte that is
    // not UTF-8 too.
    engine.send_bytes(b"fr\xffb");
    let lines = engine.until("info string");
    assert_eq!(lines, ["info string error: unknown command 'fr\u{fffd}b'"]);
    for (line, answer) in [
        ("frobnicate", "unknown command 'frobnicate'"),
        ("position startpos moves a1a1", "'a1a1' is not a legal move"),
        ("position fen 7/7 y", "bad position"),
        ("position sideways", "position takes 'startpos'"),
        (
            "setoption name UCI_Variant value chess",
            "unknown variant 'chess'",
        ),
        (
            "setoption name stikitche:first value green",
            "first takes yellow, blue",
        ),
        ("setoption name Hash value 16", "unknown option 'Hash'"),
        ("go depth deep", "go depth takes a number"),
        ("go sideways", "unknown go argument 'sideways'"),
    ] {
        engine.send(line);
        let lines = engine.until("info string");
        assert_eq!(lines.len(), 1, "{line}: {lines:?}");
        assert!(
            lines[0].starts_with("info string error: ") && lines[0].contains(answer),
            "{line}: {lines:?}"
        );
    }
    engine.send("position startpos");
    engine.send("go depth 2");
    let lines = engine.until("bestmove");
    assert!(lines[0].starts_with("info depth 1"), "{lines:?}");
    // `stop` ends an infinite search with its move.
    engine.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    engine.send("stop");
    engine.until("bestmove");
    engine.finish("quit");
}

/// A move as UCI writes it (`src/engine/uci.rs`): a coordinate form naming one legal move,
/// or the game's notation.
fn read_uci<G: Game>(game: &G, pos: &G::Position, text: &str) -> Option<jikai::rules::Move> {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let named: Vec<_> = moves
        .iter()
        .filter(|&&m| coordinate(game, pos, m) == text)
        .collect();
    match named[..] {
        [mv] => Some(*mv),
        [] => moves.into_iter().find(|&m| game.notation(pos, m) == text),
        _ => None,
    }
}

/// UCI on the larger boards (issue 45): Hyrshiv's Vallia set-up, whose first move is a
/// Brumbyte group move given in notation (its coordinate form, shared with another group
/// move, is refused), and Jikshiv with two-letter files (`aa3aa4`); each then searched to
/// depth 3: the best move and the principal variation read back as legal moves.
#[test]
fn uci_plays_the_larger_games() {
    let mut engine = Engine::start(&["--search-threads", "1"]);
    engine.send("uci");
    engine.until("uciok");
    for (variant, options, first, second) in [
        ("hyrshiv", vec![("setup", "vallia")], None, "h20h19"),
        ("jikshiv", vec![], Some("aa3aa4"), "ab22ab21"),
    ] {
        let owned: Vec<(String, String)> = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let game = jikai::rules::jikaida::JikaidaLarge::for_id(variant, &owned).unwrap();
        engine.send(&format!("setoption name UCI_Variant value {variant}"));
        for (key, value) in &options {
            engine.send(&format!("setoption name {variant}:{key} value {value}"));
        }
        engine.send("ucinewgame");
        let mut played = Match::new(game.clone(), game.start());
        // Yellow's first move: the given one, else a group move whose coordinate form
        // another group move shares, which the engine refuses, naming a notation.
        let text = first.map(str::to_string).unwrap_or_else(|| {
            let pos = played.position();
            let moves = played.legal_moves();
            let text = |m| coordinate(&game, pos, m);
            let group = moves
                .iter()
                .copied()
                .find(|&m| m.tag & 0x40 != 0 && moves.iter().any(|&o| o != m && text(o) == text(m)))
                .expect("group moves sharing a coordinate form at Vallia's start");
            engine.send(&format!("position startpos moves {}", text(group)));
            let refused = engine.until("info string");
            assert!(
                refused[0].contains("names 2 moves here; give one in the game's notation"),
                "{refused:?}"
            );
            game.notation(pos, group)
        });
        let mut moves: Vec<String> = Vec::new();
        for text in [text, second.to_string()] {
            let mv = read_uci(&game, played.position(), &text).expect("a legal move");
            played.play(mv).unwrap();
            moves.push(text);
        }
        engine.send(&format!("position startpos moves {}", moves.join(" ")));
        engine.send("go depth 3");
        let lines = engine.until("bestmove");
        let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
        assert!(read_uci(&game, played.position(), best).is_some(), "{best}");
        let info = lines.iter().rev().find(|l| l.starts_with("info depth 3"));
        let pv = info
            .expect("depth 3 completed")
            .split(" pv ")
            .nth(1)
            .unwrap();
        let mut pos = played.position().clone();
        for text in pv.split(' ') {
            let mv = read_uci(&game, &pos, text).unwrap_or_else(|| panic!("{text} in {pv}"));
            game.play(&mut pos, mv);
        }
    }
    engine.finish("quit");
}

/// A board as OpenTafl writes it: Jikai's string's board field (both rank 1 first).
fn record(game: &Tafl, pos: &<Tafl as Game>::Position) -> String {
    let text = game.format_position(pos);
    text.split(' ').next().unwrap().to_string()
}

/// The OpenTafl Engine Protocol: the test hosts a game of Fetlar between two engines as
/// OpenTafl would (rules, clock, play, move, opponent-move, finish, goodbye) and referees
/// every move with the rules; then bad input, each answered by one `error` line.
#[test]
fn otep_plays_a_full_game_and_answers_bad_input() {
    let rules = "dim:11 name:Fetlar atkf:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
    let mut engines = [
        Engine::start(&["--protocol", "otep", "--level", "club"]),
        Engine::start(&["--protocol", "otep", "--level", "expert"]),
    ];
    for engine in &mut engines {
        engine.until("hello");
        engine.send(&format!("rules {rules}"));
    }
    let game = Tafl::new(
        TaflOptions::default()
            .with(&[
                ("no-moves".into(), "loses".into()),
                ("surround".into(), "win".into()),
            ])
            .unwrap(),
    );
    let mut played = Match::new(game.clone(), game.start());
    let mut last = String::new();
    while played.outcome().is_none() {
        let side = played.len() % 2;
        let engine = &mut engines[side];
        if !last.is_empty() {
            engine.send(&format!(
                "opponent-move {last} {}",
                record(&game, played.position())
            ));
        }
        engine.send(&format!("play {}", ["attackers", "defenders"][side]));
        engine.send("clock 60000 60000 10 3 3");
        let lines = engine.until("move ");
        let text = lines
            .last()
            .unwrap()
            .strip_prefix("move ")
            .unwrap()
            .to_string();
        assert!(
            text.len() >= 5 && !text.contains('x'),
            "simple notation: {text}"
        );
        let mv = game
            .parse_move(played.position(), &text)
            .expect("a legal move");
        played.play(mv).unwrap();
        engine.send(&format!("move {}", record(&game, played.position())));
        last = text;
        assert!(played.len() < 600, "the game should end");
    }
    let code = match played.outcome() {
        Some(jikai::rules::Outcome::Win { winner, .. })
            if winner == jikai::rules::tafl::ATTACKERS =>
        {
            2
        }
        Some(jikai::rules::Outcome::Win { .. }) => 3,
        _ => 1,
    };
    let [mut first, mut second] = engines;
    second.send(&format!("finish {code}"));
    second.finish("goodbye");
    // Bad input to the first: one `error` line each, and it still plays afterwards.
    first.send(&format!("finish {code}"));
    let start = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
    for (line, answer) in [
        ("frobnicate", "error 0 unknown command 'frobnicate'"),
        (
            "rules dim:11 esc:e start:/11/",
            "error -1 Jikai cannot play esc:e",
        ),
        ("rules dim:9 start:/9/", "error -1 Jikai cannot play dim:9"),
        (
            "rules dim:11 tfr:l start:/11/",
            "error -1 Jikai cannot play tfr:l",
        ),
        ("rules dim:11 start:/3ttttt3/", "error -1 bad position"),
        ("position /11/11/", "error -1 bad position"),
        ("clock soon", "error 0 clock takes"),
        ("play sideways", "error 0 play takes attackers or defenders"),
        ("analyze some", "error 0 analyze takes"),
        (
            &format!("opponent-move a1-a2 {start}"),
            "error 0 'a1-a2' is not a legal move here",
        ),
    ] {
        first.send(line);
        let lines = first.until("error");
        assert_eq!(lines.len(), 1, "{line}: {lines:?}");
        assert!(lines[0].starts_with(answer), "{line}: {lines:?}");
    }
    // Issue 47: Copenhagen's rules (OpenTafl's spec example, attackers first) are played.
    first.send(&format!(
        "rules dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:{start}"
    ));
    first.send("play attackers");
    let lines = first.until("move ");
    assert!(!lines.iter().any(|l| l.starts_with("error")), "{lines:?}");
    first.send(&format!("rules {rules}"));
    first.send("play attackers");
    let lines = first.until("move ");
    assert!(
        lines.iter().any(|l| l.starts_with("status depth")),
        "{lines:?}"
    );
    first.send("analyze 3 1");
    let analysis = first.until("analysis").pop().unwrap();
    assert!(analysis.starts_with("analysis 3 "), "{analysis}");
    assert_eq!(analysis.split(' ').count(), 8, "{analysis}");
    first.finish("goodbye");
}

/// UCI's `MultiPV` (issue 48's analysis asks the engine for its three best moves): each
/// iteration reports the best `k` moves, `multipv 1` with the line and the best score, the
/// others no better; a value out of range is one error line and changes nothing.
#[test]
fn uci_multipv_reports_the_best_moves_of_each_iteration() {
    let mut engine = Engine::start(&["--game", "jetan", "--search-threads", "1"]);
    engine.send("uci");
    let options = engine.until("uciok");
    assert!(
        options
            .iter()
            .any(|l| l.starts_with("option name MultiPV type spin default 1"))
    );
    engine.send("setoption name MultiPV value 0");
    engine.send("isready");
    let answer = engine.until("readyok");
    assert!(answer[0].starts_with("info string error: MultiPV takes a number from 1 to"));
    engine.send("setoption name MultiPV value 3");
    engine.send("position startpos");
    engine.send("go depth 3");
    let lines = engine.until("bestmove");
    let info: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(
        info.len(),
        9,
        "three lines for each of three depths: {info:?}"
    );
    let cp = |l: &str| {
        let words: Vec<&str> = l.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "cp").expect("cp");
        words[at + 1].parse::<i32>().expect("a score")
    };
    for depth in info.chunks(3) {
        for (k, line) in depth.iter().enumerate() {
            assert!(line.contains(&format!(" multipv {} ", k + 1)), "{line}");
        }
        assert!(cp(depth[0]) >= cp(depth[1]) && cp(depth[1]) >= cp(depth[2]));
        assert_eq!(depth[1].split(" pv ").nth(1).unwrap().split(' ').count(), 1);
    }
    let best = lines.last().unwrap().trim_start_matches("bestmove ");
    let first = info[6].split(" pv ").nth(1).unwrap().split(' ').next();
    assert_eq!(first, Some(best), "the best move opens the line");
    engine.finish("quit");
}
