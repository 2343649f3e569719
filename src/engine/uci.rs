//! UCI for every game, in the style of Fairy-Stockfish: the game is the `UCI_Variant`
//! option, each rule option of the one table is an option `<game>:<key>`, positions are
//! the game's own position strings and moves are in coordinate form (`rules::coordinate`), or
//! in the game's notation where that form names two moves (`uci_move`).
//! Every line that cannot be obeyed is answered by one `info string error: ...` line and
//! changes nothing.

use super::{Board, Output, Request, Searched, Settings, uci_score};
use crate::ai::clock_share;
use crate::ai::{Evaluate, SearchResult};
use crate::rules::{
    Error, GAMES, Game, Move, Side, WithGame, option_table, protocol_move, read_protocol_move,
    with_game,
};
use std::collections::BTreeMap;
use std::io::{self, BufRead};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// The most threads `setoption name Threads` takes.
const MAX_THREADS: usize = 256;
/// The most lines `setoption name MultiPV` takes.
const MAX_MULTIPV: usize = 256;

/// A game being played over UCI, whatever its type.
trait UciGame: Send {
    /// The side that moves first in the game's start position: `wtime` is its clock.
    fn first_mover(&self) -> Side;
    fn side_to_move(&self) -> Side;
    /// Sets the position: the start or a position string, then moves in coordinate form;
    /// on an error nothing changes.
    fn set(&mut self, position: Option<&str>, moves: &[&str]) -> Result<(), Error>;
    /// Searches on a thread of its own, writing `info` lines and the `bestmove`; `done` is
    /// set just before the `bestmove`, after which the other side may send anything.
    fn go(
        &self,
        request: &Request,
        settings: &Settings,
        search: &Search,
        out: Output,
    ) -> JoinHandle<Option<Move>>;
}

impl<G: Evaluate> UciGame for Board<G> {
    fn first_mover(&self) -> Side {
        let game = self.game.game();
        game.side_to_move(&game.start())
    }

    fn side_to_move(&self) -> Side {
        self.game.game().side_to_move(self.game.position())
    }

    fn set(&mut self, position: Option<&str>, moves: &[&str]) -> Result<(), Error> {
        let game = self.game.game();
        let start = match position {
            Some(text) => game.parse_position(text)?,
            None => game.start(),
        };
        let mut played = crate::rules::Match::new(game.clone(), start);
        for text in moves {
            let mv = read_protocol_move(game, played.position(), text)?;
            played.play(mv).map_err(|e| match e {
                Error::Move(m) => Error::Move(format!("'{text}': {m}")),
                e => e,
            })?;
        }
        self.game = played;
        Ok(())
    }

    fn go(
        &self,
        request: &Request,
        settings: &Settings,
        search: &Search,
        out: Output,
    ) -> JoinHandle<Option<Move>> {
        let limits = request.limits(settings);
        let game = self.game.game().clone();
        let pos = self.game.position().clone();
        let (g, p, o) = (game.clone(), pos.clone(), out.clone());
        let lines = request.multipv.max(1);
        let report = move |r: &SearchResult| {
            for line in info(&g, &p, r, lines) {
                let _ = o.line(&line);
            }
        };
        let done = Arc::clone(&search.done);
        let finish = move |searched: Searched| {
            let chosen = searched.unwrap_or_else(|why| {
                let _ = out.line(&format!(
                    "info string error: {}",
                    crate::rules::one_line(&why)
                ));
                None
            });
            let text = chosen.map_or("(none)".into(), |(mv, _)| protocol_move(&game, &pos, *mv));
            done.store(true, Ordering::Release);
            let _ = out.line(&format!("bestmove {text}"));
        };
        self.think(limits, Arc::clone(&search.stop), report, finish)
    }
}

/// The `info` lines of a completed iteration: one, or with `multipv` above 1 one for each
/// of the best `multipv` root moves (`multipv k`), the first with the line, the others with
/// their move.
fn info<G: Game>(game: &G, pos: &G::Position, r: &SearchResult, multipv: usize) -> Vec<String> {
    let millis = r.elapsed.as_millis().max(1);
    let head = |k: usize, score: i32| {
        let k = if multipv > 1 {
            format!(" multipv {k}")
        } else {
            String::new()
        };
        format!(
            "info depth {} seldepth {}{k} score {} nodes {} nps {} time {} pv",
            r.depth,
            r.seldepth.max(r.depth),
            uci_score(score),
            r.nodes,
            r.nodes as u128 * 1000 / millis,
            r.elapsed.as_millis()
        )
    };
    let mut first = head(1, r.score);
    let mut on = pos.clone();
    for &mv in &r.pv {
        first.push(' ');
        first.push_str(&protocol_move(game, &on, mv));
        game.play(&mut on, mv);
    }
    let others = r.root.iter().enumerate().skip(1).take(multipv - 1);
    std::iter::once(first)
        .chain(others.map(|(i, &(mv, score))| {
            format!("{} {}", head(i + 1, score), protocol_move(game, pos, mv))
        }))
        .collect()
}

/// The flags of a search under way: `stop` asks it to end, `done` says it has.
#[derive(Default)]
struct Search {
    stop: Arc<AtomicBool>,
    done: Arc<AtomicBool>,
}

/// Builds the seat of a game id with its options.
struct Open<'a>(&'a Settings);

impl WithGame for Open<'_> {
    type Output = Box<dyn UciGame>;
    fn run<G: Game + Evaluate>(self, game: G) -> Result<Box<dyn UciGame>, Error> {
        let start = game.start();
        Ok(Box::new(Board::new(game, start, self.0)))
    }
}

/// The engine's state between commands.
struct Uci {
    settings: Settings,
    out: Output,
    variant: String,
    /// Rule options set per game id, in the order they were set.
    options: BTreeMap<String, Vec<(String, String)>>,
    /// The game being played, built when first needed after the variant or options change.
    seat: Option<Box<dyn UciGame>>,
    search: Option<(Search, JoinHandle<Option<Move>>)>,
    /// The best moves each iteration reports (`MultiPV`), scored exactly when more than one.
    multipv: usize,
}

/// Speaks UCI on `input` and `output` until `quit` or the end of the input. `variant` is
/// the game played until `UCI_Variant` names another.
pub fn run(
    input: impl BufRead,
    output: Output,
    settings: Settings,
    variant: &str,
) -> io::Result<()> {
    let mut uci = Uci {
        settings,
        out: output,
        variant: variant.to_string(),
        options: BTreeMap::new(),
        seat: None,
        search: None,
        multipv: 1,
    };
    for line in super::lines(input) {
        let line = line?;
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            continue;
        };
        let answer = match command {
            "quit" => break,
            "uci" => uci.identify(),
            "isready" => uci.out.line("readyok"),
            "ucinewgame" => {
                uci.halt();
                uci.seat = None;
                Ok(())
            }
            "setoption" => uci.set_option(args),
            "position" => uci.position(args),
            "go" => uci.go(args),
            "stop" => {
                uci.halt();
                Ok(())
            }
            "ponderhit" | "debug" | "register" => Ok(()),
            _ => uci.error(&format!(
                "unknown command '{}'",
                crate::rules::one_line(command)
            )),
        };
        answer?;
    }
    uci.halt();
    Ok(())
}

impl Uci {
    fn error(&self, message: &str) -> io::Result<()> {
        self.out.line(&format!(
            "info string error: {}",
            crate::rules::one_line(message)
        ))
    }

    fn identify(&self) -> io::Result<()> {
        self.out
            .line(concat!("id name Jikai ", env!("CARGO_PKG_VERSION")))?;
        self.out.line("id author the Jikai developers")?;
        let games: Vec<&str> = GAMES.iter().map(|g| g.0).collect();
        self.out.line(&format!(
            "option name UCI_Variant type combo default {} var {}",
            self.variant,
            games.join(" var ")
        ))?;
        self.out.line(&format!(
            "option name Threads type spin default {} min 1 max {MAX_THREADS}",
            self.settings.threads
        ))?;
        self.out.line(&format!(
            "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
        ))?;
        for id in games {
            let table = option_table(id).map_err(io::Error::other)?;
            for row in table.iter().filter(|r| r.values.len() > 1) {
                let kind = if row.free {
                    format!("string default {}", row.default)
                } else {
                    format!(
                        "combo default {} var {}",
                        row.default,
                        row.values.join(" var ")
                    )
                };
                self.out
                    .line(&format!("option name {id}:{} type {kind}", row.key))?;
            }
        }
        self.out.line("uciok")
    }

    /// Stops the search under way, if any, once it has written its `bestmove`.
    fn halt(&mut self) {
        if let Some((search, handle)) = self.search.take() {
            search.stop.store(true, Ordering::Relaxed);
            let _ = handle.join();
        }
    }

    /// Whether a search is under way; one that has given its `bestmove` is collected.
    fn searching(&mut self) -> bool {
        if self
            .search
            .as_ref()
            .is_some_and(|(s, _)| s.done.load(Ordering::Acquire))
        {
            self.halt();
        }
        self.search.is_some()
    }

    fn set_option(&mut self, args: &[&str]) -> io::Result<()> {
        let text = args.join(" ");
        let Some((name, value)) = text
            .strip_prefix("name ")
            .and_then(|rest| rest.split_once(" value "))
            .map(|(n, v)| (n.trim(), v.trim()))
        else {
            return self.error("setoption takes 'name <option> value <value>'");
        };
        if self.searching() {
            return self.error("options cannot change while searching");
        }
        if name.eq_ignore_ascii_case("Threads") {
            match value.parse::<usize>() {
                Ok(n) if (1..=MAX_THREADS).contains(&n) => self.settings.threads = n,
                _ => {
                    return self.error(&format!(
                        "Threads takes a number from 1 to {MAX_THREADS}, not '{value}'"
                    ));
                }
            }
            return Ok(());
        }
        if name.eq_ignore_ascii_case("MultiPV") {
            match value.parse::<usize>() {
                Ok(n) if (1..=MAX_MULTIPV).contains(&n) => self.multipv = n,
                _ => {
                    return self.error(&format!(
                        "MultiPV takes a number from 1 to {MAX_MULTIPV}, not '{value}'"
                    ));
                }
            }
            return Ok(());
        }
        if name.eq_ignore_ascii_case("UCI_Variant") {
            if !GAMES.iter().any(|g| g.0 == value) {
                let ids: Vec<&str> = GAMES.iter().map(|g| g.0).collect();
                return self.error(&format!(
                    "unknown variant '{value}' {}",
                    crate::suggest::hint(value, "variants", &ids)
                ));
            }
            self.variant = value.to_string();
            self.seat = None;
            return Ok(());
        }
        let Some((id, key)) = name
            .split_once(':')
            .filter(|(id, _)| GAMES.iter().any(|g| g.0 == *id))
        else {
            return self.error(&format!(
                "unknown option '{name}' (options: UCI_Variant, Threads, MultiPV, <game>:<key> as 'uci' lists)"
            ));
        };
        let mut pairs = self.options.get(id).cloned().unwrap_or_default();
        pairs.push((key.to_string(), value.to_string()));
        if let Err(e) = with_game(id, &pairs, Open(&self.settings)) {
            return self.error(&e.to_string());
        }
        self.options.insert(id.to_string(), pairs);
        if id == self.variant {
            self.seat = None;
        }
        Ok(())
    }

    /// The seat of the current variant, built if needed.
    fn seat(&mut self) -> Result<&mut Box<dyn UciGame>, Error> {
        if self.seat.is_none() {
            let options = self.options.get(&self.variant).cloned().unwrap_or_default();
            self.seat = Some(with_game(&self.variant, &options, Open(&self.settings))?);
        }
        Ok(self.seat.as_mut().expect("just built"))
    }

    fn position(&mut self, args: &[&str]) -> io::Result<()> {
        if self.searching() {
            return self.error("the position cannot change while searching");
        }
        let (setup, moves) = match args.iter().position(|w| *w == "moves") {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &[][..]),
        };
        let fen = match setup.split_first() {
            Some((&"startpos", [])) => None,
            Some((&"fen", fen)) if !fen.is_empty() => Some(fen.join(" ")),
            _ => {
                return self
                    .error("position takes 'startpos' or 'fen <position>', then 'moves ...'");
            }
        };
        let result = self.seat().and_then(|seat| seat.set(fen.as_deref(), moves));
        match result {
            Ok(()) => Ok(()),
            Err(e) => self.error(&e.to_string()),
        }
    }

    fn go(&mut self, args: &[&str]) -> io::Result<()> {
        if self.searching() {
            return self.error("already searching");
        }
        let (first, to_move) = match self.seat() {
            Ok(seat) => (seat.first_mover(), seat.side_to_move()),
            Err(e) => return self.error(&e.to_string()),
        };
        let request = match read_go(args, to_move == first) {
            Ok(r) => Request {
                multipv: self.multipv,
                ..r
            },
            Err(message) => return self.error(&message),
        };
        let search = Search::default();
        let seat = self.seat.as_ref().expect("built above");
        let handle = seat.go(&request, &self.settings, &search, self.out.clone());
        self.search = Some((search, handle));
        Ok(())
    }
}

/// Reads the arguments of `go`; `first_to_move` says whether `wtime` is the mover's clock.
fn read_go(args: &[&str], first_to_move: bool) -> Result<Request, String> {
    let mut request = Request::default();
    let (mut wtime, mut btime, mut winc, mut binc, mut togo) = (None, None, None, None, None);
    let mut words = args.iter();
    while let Some(&word) = words.next() {
        let mut number = |max: u64| -> Result<u64, String> {
            let value = words
                .next()
                .ok_or_else(|| format!("go {word} takes a number"))?;
            // A clock may run below zero in some GUIs: that is no time left.
            let n = if value.starts_with('-') && matches!(word, "wtime" | "btime") {
                Some(0)
            } else {
                value.parse::<u64>().ok().filter(|n| *n <= max)
            };
            n.ok_or_else(|| {
                format!(
                    "go {word} takes a number from 0 to {max}, not '{}'",
                    crate::rules::one_line(value)
                )
            })
        };
        let ms = Duration::from_millis;
        match word {
            "depth" => request.depth = Some(number(96)? as u32),
            "nodes" => request.nodes = Some(number(u64::MAX)?),
            "movetime" => request.movetime = Some(ms(number(u32::MAX as u64)?)),
            "wtime" => wtime = Some(ms(number(u32::MAX as u64)?)),
            "btime" => btime = Some(ms(number(u32::MAX as u64)?)),
            "winc" => winc = Some(ms(number(u32::MAX as u64)?)),
            "binc" => binc = Some(ms(number(u32::MAX as u64)?)),
            "movestogo" => togo = Some(number(10_000)? as u32),
            "infinite" => request.infinite = true,
            "ponder" => {}
            _ => {
                return Err(format!(
                    "unknown go argument '{}' (depth, nodes, movetime, wtime, btime, winc, binc, movestogo, infinite)",
                    crate::rules::one_line(word)
                ));
            }
        }
    }
    let (left, inc) = if first_to_move {
        (wtime, winc)
    } else {
        (btime, binc)
    };
    request.budget = left.map(|left| clock_share(left, inc.unwrap_or_default(), togo));
    Ok(request)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_arguments() {
        let r = read_go(&["wtime", "60000", "btime", "30000", "winc", "1000"], true).unwrap();
        assert_eq!(
            r.budget,
            Some(clock_share(
                Duration::from_secs(60),
                Duration::from_secs(1),
                None
            ))
        );
        let r = read_go(&["wtime", "60000", "btime", "30000"], false).unwrap();
        assert_eq!(r.budget, Some(Duration::from_secs(1)));
        let r = read_go(&["depth", "4", "nodes", "1000"], true).unwrap();
        assert_eq!((r.depth, r.nodes, r.budget), (Some(4), Some(1000), None));
        assert!(
            read_go(&["depth"], true)
                .unwrap_err()
                .contains("takes a number")
        );
        assert!(
            read_go(&["depth", "x"], true)
                .unwrap_err()
                .contains("not 'x'")
        );
        assert!(
            read_go(&["mate", "3"], true)
                .unwrap_err()
                .contains("unknown go argument")
        );
    }
}
