//! OpenTafl's game records (.otg, `opentafl-notation-spec.txt`, jslater89/OpenTafl), read and
//! written for tafl (docs/records.md, "OpenTafl's records"). Reading keeps the main line and
//! skips variations, comments and puzzle tags, counting them; every move's listed captures
//! must be the move's own, which catches a record read upside down or under other rules.
//! Writing puts the rules tag last, as the spec asks.

use super::tafl::{self, Tafl, TaflOptions};
use super::{
    Clock, EndReason, Error, Game, GameOptions, GameRecord, Match, Outcome, POSITION_VERSION,
    RecordedClock, Side, TimeControl,
};
use std::time::Duration;

/// What reading left out of the game: variations, comments and tags Jikai does not keep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Skipped {
    pub variations: usize,
    pub comments: usize,
    pub tags: usize,
}

impl Skipped {
    /// "skipped 3 variations, 12 comments, 4 tags", or `None` when nothing was.
    pub fn describe(&self) -> Option<String> {
        let parts: Vec<String> = [
            (self.variations, "variation"),
            (self.comments, "comment"),
            (self.tags, "tag"),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| format!("{n} {what}{}", if *n == 1 { "" } else { "s" }))
        .collect();
        (!parts.is_empty()).then(|| format!("skipped {}", parts.join(", ")))
    }
}

/// Whether `text` looks like an OpenTafl record: a tag first and a rules tag somewhere.
pub fn is_otg(text: &str) -> bool {
    text.trim_start().starts_with('[') && text.contains("[rules:")
}

/// The tag holding Jikai's options that OpenTafl's rules string has no entry for.
const OPTIONS_TAG: &str = "jikai-options";

/// The tag holding each move's time in milliseconds, which Jikai reads back exactly
/// (OpenTafl's own `time-remaining` holds only the clocks at the end).
const MOVE_TIMES_TAG: &str = "jikai-move-times";

/// Tags read into the record; every other tag is counted as skipped.
const KEPT_TAGS: [&str; 8] = [
    "rules",
    "time-control",
    MOVE_TIMES_TAG,
    "position",
    "result",
    "termination",
    "attackers",
    "defenders",
];

/// Reads an OpenTafl record: the game as a record of Jikai's, and what was skipped.
pub fn read(text: &str) -> Result<(GameRecord, Skipped), Error> {
    let bad = |why: String| Error::Record(format!("not an OpenTafl record: {why}"));
    let (blocks, words) = split_brackets(text).map_err(bad)?;
    let mut skipped = Skipped::default();
    let mut tags: Vec<(String, String)> = Vec::new();
    for (before_moves, block) in blocks {
        match block.split_once(':') {
            Some((name, value)) if before_moves && is_tag_name(name) => {
                if KEPT_TAGS.contains(&name) || name == OPTIONS_TAG {
                    tags.push((name.to_string(), value.trim().to_string()));
                } else {
                    skipped.tags += 1;
                }
            }
            _ => skipped.comments += 1,
        }
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let rules_text = tag("rules").ok_or_else(|| bad("no rules tag".into()))?;
    let rules = tafl::read_rules(rules_text).map_err(|e| Error::Record(format!("rules: {e}")))?;
    let mut options = rules.options.clone();
    if let Some(extra) = tag(OPTIONS_TAG) {
        for pair in extra.split_whitespace() {
            let (k, v) = pair
                .split_once('=')
                .ok_or_else(|| bad(format!("{OPTIONS_TAG}: '{pair}' is not key=value")))?;
            options.push((k.to_string(), v.to_string()));
        }
    }
    let game = Tafl::new(TaflOptions::default().with(&options)?);
    let mut start = rules.start.clone();
    if let Some(record) = tag("position") {
        let side = start.rsplit(' ').next().unwrap_or("a");
        start = format!("{} {side}", record.trim());
    }
    let mut m = Match::new(game.clone(), game.parse_position(&start)?);
    let start = game.format_position(m.position());
    let main = main_line(&words, &mut skipped).map_err(bad)?;
    let mut moves = Vec::new();
    let mut resigned = None;
    for (i, text) in main.iter().enumerate() {
        let ply = i + 1;
        let pos = *m.position();
        if *text == "---" {
            resigned = Some(game.side_to_move(&pos));
            break;
        }
        let mv = game
            .read_opentafl_move(&pos, text, true)
            .map_err(|why| Error::Record(format!("move {ply} ({text}): {why}")))?;
        moves.push(game.notation(&pos, mv));
        m.play(mv)
            .map_err(|e| Error::Record(format!("move {ply} ({text}): {e}")))?;
    }
    // The rules' result stands; the record's only where they have not ended the game.
    let ended = match m.outcome() {
        Some(_) => None,
        None => recorded(tag("result"), tag("termination"), resigned),
    };
    let players = match (tag("attackers"), tag("defenders")) {
        (None, None) => None,
        (a, d) => Some([a.unwrap_or(""), d.unwrap_or("")].map(str::to_string)),
    };
    let clock = read_clock(tag("time-control"), tag(MOVE_TIMES_TAG), moves.len())?;
    let record = GameRecord {
        version: POSITION_VERSION,
        game: "tafl".into(),
        options: game
            .options()
            .table()
            .into_iter()
            .map(|o| (o.key.to_string(), o.current))
            .collect(),
        start,
        moves,
        result: None,
        ended,
        players,
        seats: None,
        clock,
    };
    Ok((record, skipped))
}

/// The clocks of a record with a `time-control` and Jikai's move times (one a move); without
/// the times there are none, since the clocks could not be charged again.
fn read_clock(
    control: Option<&str>,
    times: Option<&str>,
    moves: usize,
) -> Result<Option<RecordedClock>, Error> {
    let (Some(control), Some(times)) = (control, times) else {
        return Ok(None);
    };
    let control = TimeControl::parse(control)?;
    let bad = || {
        Error::Record(format!(
            "{MOVE_TIMES_TAG}: not one time in ms for each of {moves} moves"
        ))
    };
    let move_ms: Vec<u64> = times
        .split_whitespace()
        .map(|t| t.parse().map_err(|_| bad()))
        .collect::<Result<_, _>>()?;
    if move_ms.len() != moves {
        return Err(bad());
    }
    Ok(Some(RecordedClock {
        control: control.text(),
        move_ms,
        thinking_ms: 0,
    }))
}

/// A tag's name: lower-case letters and hyphens (`rules`, `time-control`).
fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
}

/// A bracketed block's text and whether it came before any word outside brackets (a tag)
/// or after (a comment).
type Block = (bool, String);

/// The bracketed blocks of `text` and the words outside them. Brackets nest: a comment may
/// hold `[` and `]` and lines such as "1. The attackers move".
fn split_brackets(text: &str) -> Result<(Vec<Block>, Vec<String>), String> {
    let mut blocks = Vec::new();
    let mut words = Vec::new();
    let mut outside = String::new();
    let mut depth = 0usize;
    let mut block = String::new();
    for c in text.chars() {
        match c {
            '[' => {
                if depth > 0 {
                    block.push(c);
                }
                depth += 1;
            }
            ']' if depth == 0 => return Err("a ']' closes no '['".into()),
            ']' => {
                depth -= 1;
                if depth == 0 {
                    words.extend(outside.split_whitespace().map(str::to_string));
                    outside.clear();
                    blocks.push((words.is_empty(), std::mem::take(&mut block)));
                } else {
                    block.push(c);
                }
            }
            _ if depth > 0 => block.push(c),
            _ => outside.push(c),
        }
    }
    if depth > 0 {
        return Err("a '[' is never closed".into());
    }
    words.extend(outside.split_whitespace().map(str::to_string));
    Ok((blocks, words))
}

/// The main line's moves: the words after `1.`, `2.`... (each turn numbered in order),
/// skipping each variation (`2a.1.1a.` and the words up to the next number).
fn main_line(words: &[String], skipped: &mut Skipped) -> Result<Vec<String>, String> {
    let mut moves = Vec::new();
    let mut turn = 0;
    let mut in_variation = false;
    let mut in_turn = 0;
    for word in words {
        let number = word
            .strip_suffix('.')
            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if let Some(n) = number {
            let n: usize = n.parse().map_err(|_| format!("turn '{word}'"))?;
            if n != turn + 1 {
                return Err(format!("turn {n} follows turn {turn}"));
            }
            turn = n;
            in_turn = 0;
            in_variation = false;
        } else if is_variation(word) {
            skipped.variations += usize::from(!in_variation);
            in_variation = true;
        } else if in_variation {
            continue;
        } else if turn == 0 {
            return Err(format!("'{word}' before the first turn"));
        } else if in_turn == 2 {
            return Err(format!("turn {turn} has more than two moves ('{word}')"));
        } else {
            in_turn += 1;
            moves.push(word.clone());
        }
    }
    Ok(moves)
}

/// A variation's number: `2a.1.1a.`, `3a.2.1a.1.1a.` (a turn, a letter, then pairs of a
/// branch and a turn with a letter).
fn is_variation(word: &str) -> bool {
    let Some(body) = word.strip_suffix('.') else {
        return false;
    };
    let parts: Vec<&str> = body.split('.').collect();
    let numbered = |p: &str, letter: bool| {
        let digits = p.trim_end_matches(|c: char| c.is_ascii_lowercase());
        !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && (digits.len() < p.len()) == letter
    };
    parts.len() >= 3
        && parts.len() % 2 == 1
        && parts
            .iter()
            .enumerate()
            .all(|(i, p)| numbered(p, i % 2 == 0))
}

/// The result a record names beyond its moves: `[result:1]` attackers, `-1` defenders, `0`
/// a draw, by resignation unless the termination speaks of time (a draw: by agreement);
/// a `---` move is the resignation of the side to move.
fn recorded(
    result: Option<&str>,
    termination: Option<&str>,
    resigned: Option<Side>,
) -> Option<Outcome> {
    if let Some(side) = resigned {
        return Some(Outcome::Win {
            winner: side.opponent(),
            reason: EndReason::Resignation,
        });
    }
    let words = termination.unwrap_or("").to_ascii_lowercase();
    let reason = if words.contains("time") || words.contains("flag") {
        EndReason::Time
    } else {
        EndReason::Resignation
    };
    match result?.trim() {
        "1" => Some(Outcome::Win {
            winner: tafl::ATTACKERS,
            reason,
        }),
        "-1" => Some(Outcome::Win {
            winner: tafl::DEFENDERS,
            reason,
        }),
        "0" => Some(Outcome::Draw {
            reason: match reason {
                EndReason::Time => EndReason::TimeDraw,
                _ => EndReason::Agreement,
            },
        }),
        _ => None,
    }
}

/// A tafl record as OpenTafl's text: tags (players, result, termination, Jikai's options
/// OpenTafl has no entry for), the rules tag last, then one numbered turn a line, each move
/// with `K` on the king and its captures (all of them: OpenTafl reads at most four a move,
/// so a larger shieldwall reads back only in Jikai).
pub fn write(record: &GameRecord) -> Result<String, Error> {
    if record.game != "tafl" {
        return Err(Error::Record(format!(
            "an .otg record is OpenTafl's, for tafl; save a game of {} as .ron",
            record.game
        )));
    }
    let options = TaflOptions::default().with(&record.options)?;
    let game = Tafl::new(options.clone());
    let mut m = Match::new(game.clone(), game.parse_position(&record.start)?);
    let mut turns: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut movers = Vec::new();
    for (i, text) in record.moves.iter().enumerate() {
        movers.push(game.side_to_move(m.position()));
        let mv = m
            .parse_move(text)
            .map_err(|e| Error::Record(format!("move {} ({text}): {e}", i + 1)))?;
        let written = game.opentafl_move(m.position(), mv);
        if i % 2 == 0 {
            line = format!("{}. {written}", i / 2 + 1);
        } else {
            line.push(' ');
            line.push_str(&written);
            turns.push(std::mem::take(&mut line));
        }
        m.play(mv)?;
    }
    let mut outcome = m.outcome();
    if !line.is_empty() {
        turns.push(line);
    }
    let mut tags = Vec::new();
    if let Some([attackers, defenders]) = &record.players {
        tags.push(format!("[attackers:{}]", tag_value(attackers)));
        tags.push(format!("[defenders:{}]", tag_value(defenders)));
    }
    let termination = match (outcome, record.ended) {
        (None, Some(ended)) => {
            outcome = Some(ended);
            Some(match ended {
                Outcome::Win { winner, reason } => {
                    let loser = game.side_name(winner.opponent());
                    match reason {
                        EndReason::Time => format!("{loser} lose on time"),
                        _ => format!("{loser} resign"),
                    }
                }
                Outcome::Draw {
                    reason: EndReason::TimeDraw,
                } => "Draw: time ran out against a side that could not win".into(),
                Outcome::Draw { .. } => "Draw agreed".into(),
            })
        }
        _ => None,
    };
    if let Some(outcome) = outcome {
        let value = match outcome {
            Outcome::Win { winner, .. } if winner == tafl::ATTACKERS => "1",
            Outcome::Win { .. } => "-1",
            Outcome::Draw { .. } => "0",
        };
        tags.push(format!("[result:{value}]"));
    }
    if let Some(words) = termination {
        tags.push(format!("[termination:{words}]"));
    }
    if let Some(clock) = &record.clock {
        tags.extend(clock_tags(clock, &movers)?);
    }
    let (rules, unsaid) = tafl::write_rules(&options, &record.start);
    if !unsaid.is_empty() {
        let pairs: Vec<String> = unsaid.iter().map(|(k, v)| format!("{k}={v}")).collect();
        tags.push(format!("[{OPTIONS_TAG}:{}]", pairs.join(" ")));
    }
    tags.push(format!("[rules:{rules}]"));
    Ok(format!("{}\n\n{}\n", tags.join("\n"), turns.join("\n")))
}

/// OpenTafl's `time-control` and `time-remaining` (each side's main time and overtime
/// periods left at the end, attackers first, whole seconds), and Jikai's move times.
fn clock_tags(clock: &RecordedClock, movers: &[Side]) -> Result<Vec<String>, Error> {
    let control = clock.control()?;
    let plies = movers
        .iter()
        .zip(&clock.move_ms)
        .map(|(&side, &ms)| (side, Duration::from_millis(ms)));
    let end = Clock::replayed(control, plies).unwrap_or_else(|flag| {
        // A flag on the way: that side has nothing left.
        let mut fallen = Clock::new(control);
        fallen.times.left[flag.0.index()] = Duration::ZERO;
        fallen.times.periods[flag.0.index()] = 0;
        fallen
    });
    let remaining = [tafl::ATTACKERS, tafl::ATTACKERS.opponent()].map(|side| {
        let i = side.index();
        let main = end.times.left[i].as_secs();
        if control.periods == 0 {
            main.to_string()
        } else {
            format!(
                "{main} {}/{}",
                control.period.as_secs(),
                end.times.periods[i]
            )
        }
    });
    let times: Vec<String> = clock.move_ms.iter().map(u64::to_string).collect();
    Ok(vec![
        format!("[time-control:{}]", control.opentafl_text()),
        format!("[time-remaining:{}]", remaining.join(", ")),
        format!("[{MOVE_TIMES_TAG}:{}]", times.join(" ")),
    ])
}

/// A tag value OpenTafl reads back: brackets become parentheses, control characters spaces,
/// and the space of `1. ` a no-break space (OpenTafl's reader starts the moves at the first
/// `1. ` in the file, tags included).
fn tag_value(text: &str) -> String {
    let text: String = text
        .chars()
        .map(|c| match c {
            '[' => '(',
            ']' => ')',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    text.replace("1. ", "1.\u{a0}")
}
