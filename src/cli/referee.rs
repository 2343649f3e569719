//! `jikai match`: a referee between two engines, as cutechess-cli is for chess. Each move an
//! engine sends is checked by Jikai's rules; an engine past its time a move, or with a move
//! that is unreadable or illegal, or that stops answering, loses the game (a forfeit). The
//! games are written to a folder and a summary printed (docs/engine.md, "Matches").

use super::player::{Player, Silence};
use super::replay::result;
use super::start::StartArgs;
use super::{CliError, values};
use crate::rules::tafl::{self, TaflOptions};
use crate::rules::{AnyMatch, EndReason, GameOptions, GameRecord, Move, Outcome, Side, open_match};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Play two engines against each other, every move refereed by Jikai's rules.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Example:\n  jikai match jetan --engine1 \"jikai engine --game jetan --level club\" --engine2 \"jikai engine --game jetan --level casual\" --games 4\n  jikai match tafl --protocol otep --engine1 \"jikai engine --protocol otep\" --engine2 \"opentafl --engine\" --movetime2 2000 --out games"
)]
pub struct MatchArgs {
    /// The game
    #[arg(value_name = "game", value_parser = values::game())]
    game: String,
    /// The first engine's command line (program and arguments, split at spaces)
    #[arg(long, value_name = "command")]
    engine1: String,
    /// The second engine's command line
    #[arg(long, value_name = "command")]
    engine2: String,
    /// The protocol both engines speak: uci (every game) or otep (tafl)
    #[arg(long, value_name = "protocol", value_parser = ["uci", "otep"], default_value = "uci")]
    protocol: String,
    /// Games to play, colours alternating (the first engine begins with the side to move)
    #[arg(long, value_name = "N", value_parser = values::number(1u32, 100_000), default_value_t = 2)]
    games: u32,
    /// The time a move each engine is given, in milliseconds
    #[arg(long, value_name = "MS", value_parser = values::number(1u64, 3_600_000), default_value_t = 1000)]
    movetime: u64,
    /// The second engine's time a move, if other than --movetime
    #[arg(long, value_name = "MS", value_parser = values::number(1u64, 3_600_000))]
    movetime2: Option<u64>,
    /// How long past its time a move's answer may come before the engine loses on time
    #[arg(long, value_name = "MS", value_parser = values::number(0u64, 3_600_000), default_value_t = 1000)]
    margin: u64,
    /// A folder to write each game to (.otg for tafl, else Jikai's record, .ron)
    #[arg(long, value_name = "folder")]
    out: Option<PathBuf>,
    #[command(flatten)]
    start: StartArgs,
}

/// One engine's tally.
#[derive(Default)]
struct Tally {
    /// Wins, draws and losses with the side that moves first, then the other.
    results: [[u32; 3]; 2],
    forfeits: u32,
    moves: u32,
    time: Duration,
    longest: Duration,
    depths: u64,
    depth_count: u64,
}

pub fn run(mut args: MatchArgs, out: &mut impl Write) -> Result<(), CliError> {
    let otep = args.protocol == "otep";
    if otep && args.game != "tafl" {
        return Err(CliError::new(format!(
            "the OpenTafl protocol is tafl's; play {} over uci",
            args.game
        )));
    }
    if otep {
        // The games are refereed by the rules the engines are told: what a rules string
        // cannot say (a draw for no move, a repetition lost by the defenders) is OpenTafl's.
        let asked = TaflOptions::default().with(&args.start.options)?;
        let (rules, unsaid) = tafl::write_rules(&asked, tafl::START);
        if !unsaid.is_empty() {
            let told = tafl::read_rules(&rules).map_err(CliError::new)?;
            let said: Vec<String> = unsaid.iter().map(|(k, v)| format!("{k}={v}")).collect();
            eprintln!(
                "jikai: OpenTafl's rules string cannot say {}: the engines and the referee play OpenTafl's reading",
                said.join(", ")
            );
            args.start.options = told.options;
        }
    }
    let opening = new_game(&args)?;
    let default_start = open_match(&args.game, &args.start.options, None)?.start_string();
    let mut players = [
        Player::start(&args.engine1).map_err(CliError::new)?,
        Player::start(&args.engine2).map_err(CliError::new)?,
    ];
    for p in &mut players {
        greet(p, otep)?;
    }
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError::new(format!("cannot make {}: {e}", dir.display())))?;
    }
    let times = [args.movetime, args.movetime2.unwrap_or(args.movetime)];
    let mut tallies = [Tally::default(), Tally::default()];
    let mut endings: BTreeMap<String, u32> = BTreeMap::new();
    let first = opening.0.side_to_move();
    for g in 0..args.games {
        // Game 1: the first engine has the side to move; then colours alternate.
        let seat = |side: Side| usize::from((side == first) != (g % 2 == 0));
        let (mut m, mut sent) = new_game(&args)?;
        for p in &mut players {
            new_position(p, otep, m.as_ref())?;
        }
        let limit = m.adjudication_plies();
        let mut forfeit: Option<(usize, String)> = None;
        while m.outcome().is_none() && m.history().len() < limit {
            let side = m.side_to_move();
            let who = seat(side);
            let time = Duration::from_millis(times[who]);
            let asked = Instant::now();
            let answer = ask(
                &mut players[who],
                otep,
                m.as_ref(),
                &sent,
                &default_start,
                time,
            );
            let deadline = time + Duration::from_millis(args.margin);
            let took = asked.elapsed();
            let (text, depth) = match answer {
                Ok(found) if took <= deadline => found,
                Ok(_) | Err(Silence::Late) => {
                    forfeit = Some((who, format!("no move within {} ms", deadline.as_millis())));
                    break;
                }
                Err(Silence::Gone) => {
                    forfeit = Some((who, "the engine stopped".into()));
                    break;
                }
            };
            let mv = match read_move(m.as_ref(), otep, &text) {
                Ok(mv) => mv,
                Err(why) => {
                    forfeit = Some((who, format!("move '{text}': {why}")));
                    break;
                }
            };
            let tally = &mut tallies[who];
            tally.moves += 1;
            tally.time += took;
            tally.longest = tally.longest.max(took);
            if let Some(d) = depth {
                tally.depths += d;
                tally.depth_count += 1;
            }
            sent.push(m.protocol_move(mv));
            let record = (otep).then(|| tafl_move(m.as_ref(), mv));
            m.play(mv).map_err(|e| CliError::new(e.to_string()))?;
            if let Some(record) = record {
                // OpenTafl's engine applies its move after printing it: let it finish.
                players[who].settle(Duration::from_millis(200));
                let board = board(m.as_ref());
                players[who].send(&format!("move {board}"));
                players[1 - who].send(&format!("opponent-move {record} {board}"));
            }
        }
        let mover = m.side_to_move();
        let (outcome, recorded) = match (&forfeit, m.outcome()) {
            // A forfeit comes on the mover's turn, by the engine playing the mover.
            (Some(_), _) => {
                let reason = EndReason::Forfeit;
                (
                    Outcome::Win {
                        winner: mover.opponent(),
                        reason,
                    },
                    true,
                )
            }
            (None, Some(o)) => (o, false),
            (None, None) => (m.adjudicate(), false),
        };
        for side in Side::BOTH {
            let who = seat(side);
            let column = match outcome {
                Outcome::Win { winner, .. } if winner == side => 0,
                Outcome::Draw { .. } => 1,
                Outcome::Win { .. } => 2,
            };
            tallies[who].results[usize::from(side != first)][column] += 1;
        }
        if otep {
            // The protocol's result codes: 1 a draw, 2 the attackers' win, 3 the defenders'.
            let code = match outcome {
                Outcome::Draw { .. } => 1,
                Outcome::Win { winner, .. } if winner == tafl::ATTACKERS => 2,
                Outcome::Win { .. } => 3,
            };
            for p in &mut players {
                p.send(&format!("finish {code}"));
            }
        }
        let mut words = result(m.as_ref(), Some(outcome));
        if let Some((who, why)) = &forfeit {
            tallies[*who].forfeits += 1;
            words = format!("{words} (engine {}: {why})", who + 1);
        }
        let (Outcome::Win { reason, .. } | Outcome::Draw { reason }) = outcome;
        *endings.entry(reason.word()).or_default() += 1;
        let sides: Vec<String> = Side::BOTH
            .iter()
            .map(|&s| format!("engine {} {}", seat(s) + 1, m.side_name(s).to_lowercase()))
            .collect();
        writeln!(
            out,
            "game {}: {}: {words}, {} plies",
            g + 1,
            sides.join(", "),
            m.history().len()
        )?;
        if let Some(dir) = &args.out {
            let mut record = GameRecord::ended(m.as_ref(), recorded.then_some(outcome));
            record.players = Some(Side::BOTH.map(|s| players[seat(s)].name.clone()));
            let kind = if args.game == "tafl" { "otg" } else { "ron" };
            let path = dir.join(format!("game-{:03}.{kind}", g + 1));
            record
                .save(&path)
                .map_err(|e| CliError::new(format!("cannot write {}: {e}", path.display())))?;
        }
    }
    for p in &mut players {
        p.send(if otep { "goodbye" } else { "quit" });
    }
    summary(out, opening.0.as_ref(), &players, &tallies, &endings)
}

/// A game at the asked start with the opening moves played, and those moves as the
/// protocols write them.
fn new_game(args: &MatchArgs) -> Result<(Box<dyn AnyMatch>, Vec<String>), CliError> {
    let start = &args.start;
    let mut m = open_match(&args.game, &start.options, start.position.as_deref())?;
    let mut sent = Vec::new();
    for (i, text) in start.move_list().iter().enumerate() {
        let mv = m
            .parse_move(text)
            .map_err(|e| CliError::new(format!("move {} ({text}): {e}", i + 1)))?;
        sent.push(m.protocol_move(mv));
        m.play(mv).map_err(|e| CliError::new(e.to_string()))?;
    }
    Ok((m, sent))
}

/// The protocol's greeting: UCI's `uci` and `uciok`, then `isready`; OTEP's `hello`.
fn greet(p: &mut Player, otep: bool) -> Result<(), CliError> {
    let soon = Instant::now() + Duration::from_secs(30);
    let silent = |p: &Player, what: &str| {
        CliError::new(format!("the engine '{}' did not answer {what}", p.name))
    };
    if otep {
        return p
            .until(soon, |l| l == "hello")
            .map(drop)
            .map_err(|_| silent(p, "with hello"));
    }
    p.send("uci");
    p.until(soon, |l| l == "uciok")
        .map_err(|_| silent(p, "uci"))?;
    p.send("isready");
    p.until(soon, |l| l == "readyok")
        .map(drop)
        .map_err(|_| silent(p, "isready"))
}

/// Tells an engine a new game begins from the position of `m` (after any opening moves:
/// an OTEP engine gets them as its start).
fn new_position(p: &mut Player, otep: bool, m: &dyn AnyMatch) -> Result<(), CliError> {
    if otep {
        let options = TaflOptions::default().with(&m.options())?;
        let (rules, _) = tafl::write_rules(&options, &m.position_string());
        p.send(&format!("rules {rules}"));
        return Ok(());
    }
    p.send("ucinewgame");
    p.send("isready");
    p.until(Instant::now() + Duration::from_secs(30), |l| l == "readyok")
        .map(drop)
        .map_err(|_| CliError::new(format!("the engine '{}' did not answer isready", p.name)))
}

/// Asks the engine to move: the move's text and the depth it last reported.
fn ask(
    p: &mut Player,
    otep: bool,
    m: &dyn AnyMatch,
    sent: &[String],
    default_start: &str,
    time: Duration,
) -> Result<(String, Option<u64>), Silence> {
    let deadline = Instant::now() + time * 3 + Duration::from_secs(5);
    let depth_of = |lines: &[String], key: &str| {
        lines.iter().rev().find_map(|l| {
            let mut words = l.split_whitespace();
            words.position(|w| w == key)?;
            words.next()?.parse().ok()
        })
    };
    if otep {
        let side = m.side_name(m.side_to_move()).to_lowercase();
        let seconds = time.as_millis().div_ceil(1000);
        p.send(&format!("clock 0 0 {seconds} 1000 1000"));
        p.send(&format!("play {side}"));
        let lines = p.until(deadline, |l| l.starts_with("move "))?;
        let text = lines.last().map_or("", |l| &l[5..]).to_string();
        return Ok((text, depth_of(&lines, "depth")));
    }
    let start = m.start_string();
    let setup = match start == default_start {
        true => "startpos".to_string(),
        false => format!("fen {start}"),
    };
    let moves = match sent.is_empty() {
        true => String::new(),
        false => format!(" moves {}", sent.join(" ")),
    };
    p.send(&format!("position {setup}{moves}"));
    p.send(&format!("go movetime {}", time.as_millis()));
    let lines = p.until(deadline, |l| l.starts_with("bestmove"))?;
    let text = lines
        .last()
        .and_then(|l| l.split_whitespace().nth(1))
        .unwrap_or("")
        .to_string();
    Ok((text, depth_of(&lines, "depth")))
}

/// The legal move an engine's answer names: UCI's coordinate form, or OpenTafl's move record
/// (its piece letter, captures and marks are Jikai's to work out).
fn read_move(m: &dyn AnyMatch, otep: bool, text: &str) -> Result<Move, String> {
    if !otep {
        return m.read_protocol_move(text).map_err(|e| e.to_string());
    }
    let record = tafl::read_move_record(m.geometry(), text)?;
    let g = m.geometry();
    let simple = format!(
        "{}-{}",
        g.square_name(record.from),
        g.square_name(record.to)
    );
    m.parse_move(&simple).map_err(|e| e.to_string())
}

/// A tafl move as OpenTafl's simple notation, for the other engine.
fn tafl_move(m: &dyn AnyMatch, mv: Move) -> String {
    let g = m.geometry();
    format!("{}-{}", g.square_name(mv.from), g.square_name(mv.to))
}

/// The board field of the position, OpenTafl's board record for tafl.
fn board(m: &dyn AnyMatch) -> String {
    let text = m.position_string();
    text.split(' ').next().unwrap_or_default().to_string()
}

fn summary(
    out: &mut impl Write,
    m: &dyn AnyMatch,
    players: &[Player; 2],
    tallies: &[Tally; 2],
    endings: &BTreeMap<String, u32>,
) -> Result<(), CliError> {
    let first = m.side_to_move();
    let names = [first, first.opponent()].map(|s| m.side_name(s).to_lowercase());
    for (i, (p, t)) in players.iter().zip(tallies).enumerate() {
        let total: Vec<u32> = (0..3).map(|c| t.results[0][c] + t.results[1][c]).collect();
        let mean = |d: Duration| {
            d.as_millis()
                .checked_div(u128::from(t.moves))
                .unwrap_or_default()
        };
        let depth = match t.depth_count {
            0 => "-".to_string(),
            n => format!("{:.1}", t.depths as f64 / n as f64),
        };
        writeln!(
            out,
            "engine {} ({}): {} wins, {} draws, {} losses (as {} {}/{}/{}, as {} {}/{}/{}); \
             {} moves, {} ms a move, longest {} ms, depth {depth}; {} forfeits",
            i + 1,
            p.name,
            total[0],
            total[1],
            total[2],
            names[0],
            t.results[0][0],
            t.results[0][1],
            t.results[0][2],
            names[1],
            t.results[1][0],
            t.results[1][1],
            t.results[1][2],
            t.moves,
            mean(t.time),
            t.longest.as_millis(),
            t.forfeits,
        )?;
    }
    let ended: Vec<String> = endings.iter().map(|(w, n)| format!("{w} {n}")).collect();
    writeln!(out, "ended by: {}", ended.join(", "))?;
    Ok(())
}
