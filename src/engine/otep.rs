//! The OpenTafl Engine Protocol for tafl: OpenTafl starts `jikai engine --protocol otep`,
//! sends the rules, positions, clocks and the opponent's moves, and asks for moves and
//! analyses (docs/engine.md). Moves go out in OpenTafl's simple notation (`a4-a1`); moves
//! coming in may be simple or full OpenTafl notation. Every command is answered at most by
//! the protocol's own lines; a rules string Jikai cannot play is an `error -1` naming why.

use super::{Board, Output, Request, Searched, Settings, clock_share, uci_score};
use crate::ai::SearchResult;
use crate::rules::tafl::{ATTACKERS, DEFENDERS, Tafl, TaflOptions, TaflPosition};
use crate::rules::{Game, GameOptions, Move, Side, Square};
use std::io::{self, BufRead};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// The rules OpenTafl's Fetlar sends, played until a `rules` command says otherwise.
const FETLAR: &str = "dim:11 name:Fetlar atkf:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// The piece letters of OpenTafl's piece-type lists; Jikai has the first three.
const PIECE_LETTERS: &str = "tTKcnkmgCNMG";

/// Which of the attacker, defender and king a piece-type list names (`tTK`, in any order
/// with OpenTafl's other letters, which name pieces Jikai does not have).
fn pieces(key: &str, value: &str) -> Result<[bool; 3], String> {
    if let Some(c) = value.chars().find(|c| !PIECE_LETTERS.contains(*c)) {
        return Err(format!("{key}:{value}: '{c}' is no piece letter"));
    }
    Ok(['t', 'T', 'K'].map(|c| value.contains(c)))
}

/// A board record in OpenTafl's form (`/row/row/.../`, rank 1 first, or rank 11 first when
/// `inverted`) with the side to move, as Jikai's position string (rank 1 first).
fn position_string(record: &str, inverted: bool, side: Side) -> String {
    let mut rows: Vec<&str> = record.split('/').filter(|r| !r.is_empty()).collect();
    if inverted {
        rows.reverse();
    }
    let side = if side == ATTACKERS { 'a' } else { 'd' };
    format!("/{}/ {side}", rows.join("/"))
}

/// The game and start position of an OpenTafl rules string, or why Jikai cannot play it:
/// Fetlar's board, pieces and capture rules, with the variations its options offer (the
/// empty throne hostile to the king or not, an armed or unarmed king, surrounding fatal or
/// not, repetition drawn or ignored). A side without a legal move loses, as in OpenTafl.
pub fn read_rules(text: &str) -> Result<(Tafl, TaflPosition), String> {
    let mut options = vec![("no-moves", "loses"), ("surround", "win")];
    let mut first = ATTACKERS;
    let mut start = None;
    let unsupported = |key: &str, value: &str, what: &str| {
        Err(format!("Jikai cannot play {key}:{value} ({what})"))
    };
    let mut has_dim = false;
    for entry in text.split_whitespace() {
        let Some((key, value)) = entry.split_once(':') else {
            return Err(format!("'{entry}' is not a rule (key:value)"));
        };
        let all = |v: [bool; 3]| v == [true; 3];
        match key {
            "dim" if value == "11" => has_dim = true,
            "dim" => return unsupported(key, value, "Jikai's tafl board is 11x11"),
            "name" => {}
            "esc" if value == "c" => {}
            "esc" => return unsupported(key, value, "the king escapes to the corners only"),
            "surf" => match value {
                "y" => options.push(("surround", "win")),
                "n" => options.push(("surround", "off")),
                _ => return Err(format!("{key}:{value}: takes y or n")),
            },
            "atkf" => match value {
                "y" => first = ATTACKERS,
                "n" => first = DEFENDERS,
                _ => return Err(format!("{key}:{value}: takes y or n")),
            },
            "tfr" => match value {
                "d" => options.push(("repetition", "draw")),
                "i" => options.push(("repetition", "off")),
                "w" | "l" => return unsupported(key, value, "a repetition draws or is ignored"),
                _ => return Err(format!("{key}:{value}: takes i, d, w or l")),
            },
            "ka" => match value {
                "y" => options.push(("armed-king", "yes")),
                "n" => options.push(("armed-king", "no")),
                "a" | "h" => return unsupported(key, value, "the king is armed or not"),
                _ => return Err(format!("{key}:{value}: takes y, n, a or h")),
            },
            "ks" if value == "s" || value == "y" => {}
            "ks" => return unsupported(key, value, "the king is strong: four sides"),
            "kj" if value == "n" => {}
            "kj" => return unsupported(key, value, "the king does not jump"),
            // Jikai has no knights, commanders, mercenaries or guards: the start position
            // refuses them, so how they would jump does not matter.
            "nj" | "cj" | "mj" | "gj" if ["n", "r", "j", "c"].contains(&value) => {}
            "spd" if value.split(',').all(|s| s == "-1") => {}
            "spd" => return unsupported(key, value, "no speed limits"),
            "cor" => {
                let mut squares: Vec<&str> = value.split(',').filter(|s| !s.is_empty()).collect();
                squares.sort_unstable();
                if value != "default" && squares != ["a1", "a11", "k1", "k11"] {
                    return unsupported(key, value, "the corners are a1, a11, k1, k11");
                }
            }
            "cen" if ["default", "f6", "f6,"].contains(&value) => {}
            "cen" => return unsupported(key, value, "the throne is f6"),
            "afor" | "dfor" if value.is_empty() => {}
            "afor" | "dfor" => return unsupported(key, value, "no fortresses"),
            "corh" if pieces(key, value)?[..2] == [true, true] => {}
            "cenh" if pieces(key, value)?[..2] == [true, false] => {}
            "cenhe" => match pieces(key, value)? {
                [true, true, true] => options.push(("throne", "hostile")),
                [true, true, false] => options.push(("throne", "strict")),
                _ => return unsupported(key, value, "the empty throne is hostile to both sides"),
            },
            "cenp" if all(pieces(key, value)?) => {}
            "cors" | "cens" if pieces(key, value)? == [false, false, true] => {}
            "corre" | "cenre" if pieces(key, value)?[2] => {}
            // Nothing passes over a corner, and without fortresses their lists are moot.
            "corp" | "aforh" | "dforh" | "aforp" | "dforp" | "afors" | "dfors" | "aforre"
            | "dforre" => {
                pieces(key, value)?;
            }
            "corh" | "cenh" | "cenp" | "cors" | "cens" | "corre" | "cenre" => {
                return unsupported(key, value, "Fetlar's refuges");
            }
            "sw" if value == "n" => {}
            "sw" => return unsupported(key, value, "no shieldwall captures"),
            "swf" if value == "y" || value == "n" => {}
            "efe" if value == "n" => {}
            "efe" => return unsupported(key, value, "no edge fort escapes"),
            "linc" if value == "n" => {}
            "linc" => return unsupported(key, value, "no Linnaean captures"),
            "ber" if value == "n" => {}
            "ber" => return unsupported(key, value, "no berserk moves"),
            "start" => start = Some((value, false)),
            "starti" => start = Some((value, true)),
            _ => return Err(format!("unknown rule '{entry}'")),
        }
    }
    if !has_dim {
        return Err("the rules string has no board size (dim:)".into());
    }
    let Some((record, inverted)) = start else {
        return Err("the rules string has no start position (start: or starti:)".into());
    };
    let pairs: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let game = Tafl::new(
        TaflOptions::default()
            .with(&pairs)
            .map_err(|e| e.to_string())?,
    );
    let start = game
        .parse_position(&position_string(record, inverted, first))
        .map_err(|e| e.to_string())?;
    Ok((game, start))
}

/// A move in OpenTafl's simple notation.
fn simple(game: &Tafl, mv: Move) -> String {
    let g = game.geometry();
    format!("{}-{}", g.square_name(mv.from), g.square_name(mv.to))
}

/// The legal move an OpenTafl move record names: simple (`a4-a1`) or full (`Ke5-e1xe2-`),
/// whose captures and marks Jikai works out for itself.
fn read_move(game: &Tafl, pos: &TaflPosition, text: &str) -> Result<Move, String> {
    let body = text
        .strip_prefix(|c: char| c.is_ascii_uppercase())
        .unwrap_or(text);
    let square = |s: &str| -> Option<(Square, usize)> {
        let digits = s[1..].bytes().take_while(u8::is_ascii_digit).count();
        let sq = game.geometry().parse_square(s.get(..1 + digits)?)?;
        Some((sq, 1 + digits))
    };
    let parsed = body
        .get(..1)
        .and_then(|_| square(body))
        .and_then(|(from, n)| {
            let rest = body[n..].strip_prefix('-')?;
            let (to, _) = rest.get(..1).and_then(|_| square(rest))?;
            Some((from, to))
        });
    let Some((from, to)) = parsed else {
        return Err(format!("'{text}' is not a move record"));
    };
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    moves
        .into_iter()
        .find(|m| m.from == from && m.to == to)
        .ok_or_else(|| format!("'{text}' is not a legal move here"))
}

/// The engine's state between commands.
struct Otep {
    settings: Settings,
    out: Output,
    board: Board<Tafl>,
    /// The rules' start, where `finish` sets the board back.
    start: TaflPosition,
    /// The time left of attackers and defenders, the overtime period and how many each has.
    clock: Option<[Duration; 3]>,
    overtimes: [u32; 2],
    thinking: Option<(Arc<AtomicBool>, JoinHandle<Option<Move>>)>,
}

/// Speaks the OpenTafl Engine Protocol on `input` and `output` until `goodbye` or the end
/// of the input.
pub fn run(input: impl BufRead, output: Output, settings: Settings) -> io::Result<()> {
    let (game, start) = read_rules(FETLAR).map_err(io::Error::other)?;
    let mut otep = Otep {
        board: Board::new(game, start, &settings),
        settings,
        out: output,
        start,
        clock: None,
        overtimes: [0; 2],
        thinking: None,
    };
    otep.out.line("hello")?;
    for line in super::lines(input) {
        let line = line?;
        let (command, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        let rest = rest.trim();
        match command {
            "" | "hello" | "simple-moves" | "status" => Ok(()),
            "goodbye" => break,
            "rules" => otep.rules(rest),
            "position" => otep.position(rest),
            "side" | "play" => otep.side_and_play(command, rest),
            "clock" => otep.clock(rest),
            "opponent-move" => otep.opponent_move(rest),
            "move" => otep.confirmed(rest),
            "error" => {
                // OpenTafl refused the move: it follows with the position and asks again.
                otep.halt();
                Ok(())
            }
            "analyze" => otep.analyze(rest),
            "finish" => {
                otep.halt();
                let start = otep.start;
                otep.board.restart(start);
                otep.clock = None;
                Ok(())
            }
            _ => otep.error(0, &format!("unknown command '{command}'")),
        }?;
    }
    otep.halt();
    Ok(())
}

impl Otep {
    fn error(&self, code: i32, message: &str) -> io::Result<()> {
        self.out
            .line(&format!("error {code} {}", crate::rules::one_line(message)))
    }

    fn game(&self) -> &Tafl {
        self.board.game.game()
    }

    /// Stops thinking, if it was, and returns the move found.
    fn halt(&mut self) -> Option<Move> {
        let (stop, handle) = self.thinking.take()?;
        stop.store(true, Ordering::Relaxed);
        handle.join().ok().flatten()
    }

    fn rules(&mut self, text: &str) -> io::Result<()> {
        self.halt();
        match read_rules(text) {
            Ok((game, start)) => {
                self.board = Board::new(game, start, &self.settings);
                self.start = start;
                Ok(())
            }
            Err(message) => self.error(-1, &message),
        }
    }

    /// Sets the board from an OpenTafl board record with `side` to move; the game's history
    /// is lost unless the record is where it already stands.
    fn set_board(&mut self, record: &str, side: Side) -> Result<(), String> {
        self.set(&position_string(record, false, side))
    }

    /// Sets the board from Jikai's position string, keeping the history if it is the same.
    fn set(&mut self, text: &str) -> Result<(), String> {
        let pos = self
            .game()
            .parse_position(text)
            .map_err(|e| e.to_string())?;
        if &pos != self.board.game.position() {
            self.board.restart(pos);
        }
        Ok(())
    }

    fn to_move(&self) -> Side {
        self.game().side_to_move(self.board.game.position())
    }

    fn position(&mut self, record: &str) -> io::Result<()> {
        self.halt();
        match self.set_board(record, self.to_move()) {
            Ok(()) => Ok(()),
            Err(message) => self.error(-1, &message),
        }
    }

    fn side_and_play(&mut self, command: &str, side: &str) -> io::Result<()> {
        let side = match side {
            "attackers" => ATTACKERS,
            "defenders" => DEFENDERS,
            _ => {
                return self.error(
                    0,
                    &format!("{command} takes attackers or defenders, not '{side}'"),
                );
            }
        };
        self.halt();
        if side != self.to_move() {
            let text = self.game().format_position(self.board.game.position());
            let board = text.split(' ').next().unwrap_or_default();
            let side = if side == ATTACKERS { 'a' } else { 'd' };
            if let Err(message) = self.set(&format!("{board} {side}")) {
                return self.error(-1, &message);
            }
        }
        if command == "side" {
            return Ok(());
        }
        let request = Request {
            budget: self.budget(side),
            ..Request::default()
        };
        let limits = request.limits(&self.settings);
        let game = self.game().clone();
        let (out, status) = (self.out.clone(), self.out.clone());
        let report = move |r: &SearchResult| {
            let _ = status.line(&format!(
                "status depth {} score {} nodes {}",
                r.depth,
                uci_score(r.score),
                r.nodes
            ));
        };
        let finish = move |searched: Searched| {
            let _ = match searched {
                Ok(Some((mv, _))) => out.line(&format!("move {}", simple(&game, *mv))),
                Ok(None) => out.line("error 0 no legal move to play"),
                Err(why) => out.line(&format!("error 0 {}", crate::rules::one_line(&why))),
            };
        };
        let stop = Arc::new(AtomicBool::new(false));
        let handle = self.board.think(limits, Arc::clone(&stop), report, finish);
        self.thinking = Some((stop, handle));
        Ok(())
    }

    /// The share of `side`'s clock for this move: its main time (or the overtime period it
    /// is in) and, while it has overtimes left, most of a period as a kind of increment.
    fn budget(&self, side: Side) -> Option<Duration> {
        let [attackers, defenders, period] = self.clock?;
        let left = if side == ATTACKERS {
            attackers
        } else {
            defenders
        };
        let overtime = if self.overtimes[side.index()] > 0 {
            period
        } else {
            Duration::ZERO
        };
        Some(clock_share(left, overtime, None))
    }

    fn clock(&mut self, text: &str) -> io::Result<()> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let millis = |s: &str| s.trim_end_matches('*').parse::<u64>().ok();
        let read = || -> Option<([Duration; 3], [u32; 2])> {
            let [a, d, period, ao, dov] = fields[..] else {
                return None;
            };
            Some((
                [
                    Duration::from_millis(millis(a)?),
                    Duration::from_millis(millis(d)?),
                    Duration::from_secs(period.parse().ok()?),
                ],
                [ao.parse().ok()?, dov.parse().ok()?],
            ))
        };
        match read() {
            Some((clock, overtimes)) => {
                self.clock = Some(clock);
                // OpenTafl writes the attackers' count first; Jikai keeps them by side.
                let [attackers, defenders] = overtimes;
                self.overtimes[ATTACKERS.index()] = attackers;
                self.overtimes[DEFENDERS.index()] = defenders;
                Ok(())
            }
            None => self.error(
                0,
                &format!(
                    "clock takes '<attacker-ms>[*] <defender-ms>[*] <overtime-s> <attacker-overtimes> <defender-overtimes>', not '{text}'"
                ),
            ),
        }
    }

    /// The opponent's moves and the board after them: played on Jikai's board (so the game
    /// keeps its history for repetitions) and checked against OpenTafl's board, which wins
    /// when they differ.
    fn opponent_move(&mut self, text: &str) -> io::Result<()> {
        self.halt();
        let Some((moves, record)) = text.split_once(' ') else {
            return self.error(
                0,
                &format!("opponent-move takes '<moves> <position>', not '{text}'"),
            );
        };
        let mover = self.to_move();
        let mut problem = None;
        for record in moves.split('|') {
            let pos = *self.board.game.position();
            let played = read_move(self.game(), &pos, record)
                .and_then(|mv| self.board.game.play(mv).map_err(|e| e.to_string()));
            if let Err(message) = played {
                problem = Some(message);
                break;
            }
        }
        if let Err(message) = self.set_board(record.trim(), mover.opponent()) {
            return self.error(-1, &message);
        }
        match problem {
            Some(message) => self.error(
                0,
                &format!("{message}; playing on from OpenTafl's position"),
            ),
            None => Ok(()),
        }
    }

    /// OpenTafl played the move Jikai sent: play it on Jikai's board too.
    fn confirmed(&mut self, record: &str) -> io::Result<()> {
        let mover = self.to_move();
        if let Some(mv) = self.halt()
            && self.board.game.legal_moves().contains(&mv)
        {
            self.board.game.play(mv).expect("a legal move");
        }
        match self.set_board(record, mover.opponent()) {
            Ok(()) => Ok(()),
            Err(message) => self.error(-1, &message),
        }
    }

    /// `analyze <moves> <seconds>`: the best moves with their evaluations (in taflmen, for
    /// the side to move), the first with the line the search expects.
    fn analyze(&mut self, text: &str) -> io::Result<()> {
        let fields: Vec<u64> = text
            .split_whitespace()
            .filter_map(|s| s.parse().ok())
            .collect();
        let [count, seconds] = fields[..] else {
            return self.error(
                0,
                &format!("analyze takes '<moves> <seconds>', not '{text}'"),
            );
        };
        self.halt();
        let request = Request {
            movetime: Some(Duration::from_secs(seconds.max(1))),
            ..Request::default()
        };
        let mut limits = request.limits(&self.settings);
        limits.exact_root = count > 1;
        let game = self.game().clone();
        let out = self.out.clone();
        let finish = move |searched: Searched| {
            let (_, result) = match searched {
                Ok(Some(chosen)) => chosen,
                Ok(None) => {
                    let _ = out.line("analysis 0");
                    return;
                }
                Err(why) => {
                    let _ = out.line(&format!("error 0 {}", crate::rules::one_line(&why)));
                    return;
                }
            };
            let mut line = String::new();
            let shown = result.root.iter().take(count.max(1) as usize);
            for (i, &(mv, score)) in shown.enumerate() {
                let moves: Vec<String> = if i == 0 {
                    result.pv.iter().map(|&m| simple(&game, m)).collect()
                } else {
                    vec![simple(&game, mv)]
                };
                line.push_str(&format!(
                    " {} {:.2}",
                    moves.join("|"),
                    f64::from(score) / 100.0
                ));
            }
            let n = result.root.len().min(count.max(1) as usize);
            let _ = out.line(&format!("analysis {n}{line}"));
        };
        let stop = Arc::new(AtomicBool::new(false));
        let handle = self.board.think(limits, Arc::clone(&stop), |_| {}, finish);
        self.thinking = Some((stop, handle));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fetlar_rules_read_as_jikai_plays_them() {
        let (game, start) = read_rules(FETLAR).unwrap();
        assert_eq!(start, game.start());
        assert_eq!(game.options().no_moves, crate::rules::NoMoves::Loses);
        let (game, _) = read_rules(&format!("{FETLAR} cenhe:tT surf:n tfr:i ka:n")).unwrap();
        let o = game.options();
        assert_eq!(o.throne, crate::rules::tafl::ThroneRule::Strict);
        assert_eq!(o.surround, crate::rules::tafl::Surround::Nothing);
        assert_eq!(o.repetition, crate::rules::tafl::Repetition::Off);
    }

    #[test]
    fn rules_jikai_cannot_play_say_why() {
        let copenhagen = FETLAR.replace("atkf:y", "atkf:n sw:s efe:y");
        assert!(read_rules(&copenhagen).unwrap_err().contains("sw:s"));
        let brandub = "dim:7 ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        assert!(read_rules(brandub).unwrap_err().contains("dim:7"));
        let edge = FETLAR.replace("atkf:y", "esc:e");
        assert!(read_rules(&edge).unwrap_err().contains("esc:e"));
        let knights = FETLAR.replace("5t5/11/t4T4t", "5c5/11/t4N4t");
        assert!(read_rules(&knights).unwrap_err().contains("bad position"));
        assert!(read_rules("dim:11").unwrap_err().contains("no start"));
        assert!(
            read_rules("dim:11 frob:y")
                .unwrap_err()
                .contains("unknown rule")
        );
        assert!(read_rules("nonsense").unwrap_err().contains("not a rule"));
    }

    /// OpenTafl's records run from rank 1, as Jikai's strings do; `starti:` from rank 11.
    #[test]
    fn records_are_turned_the_right_way_up() {
        let record = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3t1tt3/";
        let text = position_string(record, false, DEFENDERS);
        assert_eq!(text, format!("{record} d"));
        let text = position_string(record, true, DEFENDERS);
        assert!(text.starts_with("/3t1tt3/5t5/"), "{text}");
        assert!(text.ends_with("/3ttttt3/ d"));
    }

    #[test]
    fn move_records() {
        let game = Tafl::new(TaflOptions::default());
        let pos = game.start();
        let mv = read_move(&game, &pos, "d1-d3").unwrap();
        assert_eq!(simple(&game, mv), "d1-d3");
        assert_eq!(read_move(&game, &pos, "d1-d3xd4+").unwrap(), mv);
        assert!(
            read_move(&game, &pos, "d1-e2")
                .unwrap_err()
                .contains("not a legal move")
        );
        assert!(
            read_move(&game, &pos, "d1^d3")
                .unwrap_err()
                .contains("not a move record")
        );
        assert!(
            read_move(&game, &pos, "")
                .unwrap_err()
                .contains("not a move record")
        );
    }
}
