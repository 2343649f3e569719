//! The OpenTafl Engine Protocol for tafl: OpenTafl starts `jikai engine --protocol otep`,
//! sends the rules, positions, clocks and the opponent's moves, and asks for moves and
//! analyses (docs/engine.md). Moves go out in OpenTafl's simple notation (`a4-a1`); moves
//! coming in may be simple or full OpenTafl notation. Every command is answered at most by
//! the protocol's own lines; a rules string Jikai cannot play is an `error -1` naming why.

use super::{Board, Output, Request, Searched, Settings, uci_score};
use crate::ai::SearchResult;
use crate::ai::overtime_share;
use crate::rules::tafl::{self, ATTACKERS, DEFENDERS, Tafl, TaflOptions, TaflPosition};
use crate::rules::{Game, GameOptions, Move, Side};
use std::io::{self, BufRead};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// The rules OpenTafl's Fetlar sends, played until a `rules` command says otherwise.
const FETLAR: &str = "dim:11 name:Fetlar atkf:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// The game and start position of an OpenTafl rules string (`tafl::read_rules`), or why
/// Jikai cannot play it.
pub fn read_rules(text: &str) -> Result<(Tafl, TaflPosition), String> {
    let rules = tafl::read_rules(text)?;
    let options = TaflOptions::default()
        .with(&rules.options)
        .map_err(|e| e.to_string())?;
    let game = Tafl::new(options);
    let start = game
        .parse_position(&rules.start)
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
    game.read_opentafl_move(pos, text, false)
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
        self.set(&tafl::board_record(record, false, side))
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

    /// The share of `side`'s clock for this move (`overtime_share`).
    fn budget(&self, side: Side) -> Option<Duration> {
        let [attackers, defenders, period] = self.clock?;
        let left = if side == ATTACKERS {
            attackers
        } else {
            defenders
        };
        Some(overtime_share(
            left,
            Duration::ZERO,
            period,
            self.overtimes[side.index()],
        ))
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
        let mover_wins = FETLAR.replace("atkf:y", "tfr:l");
        assert!(read_rules(&mover_wins).unwrap_err().contains("tfr:l"));
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
                .contains("not an OpenTafl move record")
        );
        assert!(
            read_move(&game, &pos, "")
                .unwrap_err()
                .contains("not an OpenTafl move record")
        );
    }
}
