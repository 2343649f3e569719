//! The game text: one text for every game, in PGN's shape (docs/records.md, "Game text"):
//! tags, the game's own record header as a comment (Jetan's readings, so seed 002's record
//! lives inside it), numbered moves in the game's notation and a result token from the
//! game's own scoring, counted from the side named first. Reading replays the moves, so a
//! text that reads is a game, and every error names the line and column where it is.

use super::{
    AnyMatch, EndReason, Error, GameRecord, Outcome, POSITION_VERSION, RecordedClock, Seat, Side,
    TimeControl, describe_outcome, open_match, play_line,
};

/// Whether `text` begins as a game text does: a tag `[Name "`.
pub fn is_game_text(text: &str) -> bool {
    let Some(rest) = text.trim_start().strip_prefix('[') else {
        return false;
    };
    let rest = rest.trim_start();
    let name = rest.len() - rest.trim_start_matches(is_name_char).len();
    name > 0 && rest[name..].trim_start().starts_with('"')
}

/// The game text of a record, which it replays: the tags, the game's record header as a
/// comment, one numbered turn a line (`1. ... m` when the side named second moves first)
/// and the result token on a line of its own.
pub fn write(record: &GameRecord) -> Result<String, Error> {
    let mut m = open_match(&record.game, &record.options, Some(&record.start))?;
    let first = m.side_to_move();
    let start = m.start_string();
    play_line(m.as_mut(), &record.moves).map_err(Error::Record)?;
    let changed: Vec<String> = changed_options(&record.game, &m.options())?
        .into_iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let mut tags = vec![("Game".to_string(), record.game.clone())];
    if !changed.is_empty() {
        tags.push(("Options".into(), changed.join(" ")));
    }
    if start != open_match(&record.game, &m.options(), None)?.start_string() {
        tags.push(("Start".into(), start));
    }
    let sides = Side::BOTH.map(|s| m.side_name(s));
    for (i, side) in sides.iter().enumerate() {
        if let Some(players) = &record.players {
            tags.push((side.to_string(), players[i].clone()));
        }
        if let Some(seats) = &record.seats {
            tags.push((format!("{side}Seat"), seats[i].word()));
        }
    }
    if let Some(clock) = &record.clock {
        tags.push(("TimeControl".into(), clock.control.clone()));
    }
    let outcome = m.outcome().or(record.ended);
    let token = token(outcome.map(|o| m.points(o)));
    tags.push(("Result".into(), token.clone()));
    if let Some(o) = outcome {
        tags.push(("Termination".into(), o.reason().word()));
    }
    let mut out = String::new();
    for (name, value) in tags {
        out.push_str(&format!("[{name} \"{}\"]\n", tag_value(&value)));
    }
    out.push('\n');
    if let Some(header) = m.record_header() {
        out.push_str(&format!("{{{}}}\n\n", header.trim_end()));
    }
    let mut plies: Vec<String> = Vec::new();
    if first == Side::North && !record.moves.is_empty() {
        plies.push("...".into());
    }
    // A move's spaces (Jikaida's drin names: `Zhantil A2`) as `_`, so words are moves.
    let times = record.clock.as_ref().map(|c| c.move_ms.as_slice());
    plies.extend(m.history().iter().enumerate().map(|(i, mv)| {
        let word = mv.replace(' ', "_");
        // Each move's time as PGN's elapsed move time, which `read` takes back.
        match times.and_then(|t| t.get(i)) {
            Some(&ms) => format!("{word} {{[%emt {}]}}", emt_text(ms)),
            None => word,
        }
    }));
    for (i, turn) in plies.chunks(2).enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, turn.join(" ")));
    }
    out.push_str(&token);
    out.push('\n');
    Ok(out)
}

/// The options that make the game `options` describe, fewest first: those that differ from
/// the game's defaults, each then left out, the last first, where the rest make the same
/// game (a preset's rules follow from the preset).
fn changed_options(
    game: &str,
    options: &[(String, String)],
) -> Result<Vec<(String, String)>, Error> {
    let defaults = open_match(game, &[], None)?.options();
    let mut kept: Vec<_> = options
        .iter()
        .filter(|pair| !defaults.contains(pair))
        .cloned()
        .collect();
    for i in (0..kept.len()).rev() {
        let mut fewer = kept.clone();
        fewer.remove(i);
        if open_match(game, &fewer, None).is_ok_and(|m| m.options() == options) {
            kept = fewer;
        }
    }
    Ok(kept)
}

/// Reads a game text: the tags, then the moves played one by one, then the result token,
/// which must be the game's where the moves end it. The record holds the options in force,
/// the start and the moves as the game writes them.
pub fn read(text: &str) -> Result<GameRecord, Error> {
    lex(text)
        .and_then(|items| read_items(items, text.len()))
        .map_err(|(at, why)| fail(text, at, why))
}

/// A tag (`[Name "value"]`), a word of the moves, or a move's time (`{[%emt 0:00:02.5]}`),
/// each with the byte offset it starts at.
enum Item {
    Time {
        ms: u64,
        at: usize,
    },
    Tag {
        name: String,
        value: String,
        at: usize,
    },
    Word {
        text: String,
        at: usize,
    },
}

/// A failure at a byte offset of the text, made into one line naming its line and column.
type Fail = (usize, String);

fn fail(text: &str, at: usize, why: String) -> Error {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    Error::Record(format!("line {line}, column {column}: {why}"))
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
}

/// A word of the moves ends at white space or at a character the text's syntax keeps.
fn ends_word(c: char) -> bool {
    c.is_whitespace() || "{}[]\"".contains(c)
}

/// The tags and words of `text`, comments skipped; tags come before the first word.
fn lex(text: &str) -> Result<Vec<Item>, Fail> {
    type Chars<'a> = std::iter::Peekable<std::str::CharIndices<'a>>;
    let skip_space =
        |chars: &mut Chars| while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {};
    let mut items = Vec::new();
    let mut chars = text.char_indices().peekable();
    loop {
        skip_space(&mut chars);
        let Some((at, c)) = chars.next() else {
            return Ok(items);
        };
        match c {
            '{' => {
                let comment: String = chars
                    .by_ref()
                    .map(|(_, c)| c)
                    .take_while(|&c| c != '}')
                    .collect();
                if !text[at..].contains('}') {
                    return Err((at, "a comment '{' is never closed by '}'".into()));
                }
                if let Some(time) = comment.split("[%emt").nth(1) {
                    let time = time.split(']').next().unwrap_or("").trim();
                    let ms = read_emt(time).ok_or((
                        at,
                        format!(
                            "[%emt {time}]: a move's time is h:mm:ss with up to three decimals"
                        ),
                    ))?;
                    items.push(Item::Time { ms, at });
                }
            }
            '[' => {
                if items.iter().any(|i| matches!(i, Item::Word { .. })) {
                    return Err((at, "a tag after the moves: tags come first".into()));
                }
                skip_space(&mut chars);
                let mut name = String::new();
                while let Some((_, c)) = chars.next_if(|&(_, c)| is_name_char(c)) {
                    name.push(c);
                }
                skip_space(&mut chars);
                if name.is_empty() || chars.next_if(|&(_, c)| c == '"').is_none() {
                    return Err((
                        at,
                        "a tag is a name and a quoted value: [Name \"value\"]".into(),
                    ));
                }
                let value = quoted(&mut chars, at)?;
                skip_space(&mut chars);
                if chars.next_if(|&(_, c)| c == ']').is_none() {
                    return Err((at, format!("the tag [{name}] is not closed by ']'")));
                }
                items.push(Item::Tag { name, value, at });
            }
            '}' | ']' | '"' => return Err((at, format!("a '{c}' outside a comment or tag"))),
            _ => {
                let mut word = c.to_string();
                while let Some((_, c)) = chars.next_if(|&(_, c)| !ends_word(c)) {
                    word.push(c);
                }
                items.push(Item::Word { text: word, at });
            }
        }
    }
}

/// A tag's value after its opening quote, up to the closing one: `\"` a quote, `\\` a
/// backslash, no control characters.
fn quoted(
    chars: &mut std::iter::Peekable<std::str::CharIndices>,
    tag: usize,
) -> Result<String, Fail> {
    let mut value = String::new();
    loop {
        match chars.next() {
            Some((_, '"')) => return Ok(value),
            Some((_, '\\')) => match chars.next() {
                Some((_, c @ ('"' | '\\'))) => value.push(c),
                _ => {
                    return Err((
                        tag,
                        "in a tag's value only \\\" and \\\\ are escapes".into(),
                    ));
                }
            },
            Some((at, c)) if c.is_control() => {
                return Err((
                    at,
                    "a tag's value is one line without control characters".into(),
                ));
            }
            Some((_, c)) => value.push(c),
            None => return Err((tag, "a tag's value is never closed by '\"'".into())),
        }
    }
}

/// A tag's value as written: quotes and backslashes escaped, control characters as spaces.
fn tag_value(text: &str) -> String {
    text.chars()
        .flat_map(|c| match c {
            '"' | '\\' => vec!['\\', c],
            c if c.is_control() => vec![' '],
            c => vec![c],
        })
        .collect()
}

/// The tags a game text has besides each side's name and seat.
const TAGS: [&str; 6] = [
    "Game",
    "Options",
    "Start",
    "TimeControl",
    "Result",
    "Termination",
];

/// A move's time as `[%emt]` writes it: `0:00:02.05`.
fn emt_text(ms: u64) -> String {
    let (s, ms) = (ms / 1000, ms % 1000);
    let time = format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    match ms {
        0 => time,
        ms => format!("{time}.{}", format!("{ms:03}").trim_end_matches('0')),
    }
}

/// Reads what `emt_text` writes (and `m:ss` or seconds alone), in milliseconds.
fn read_emt(text: &str) -> Option<u64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let mut seconds = 0u64;
    for part in whole.split(':') {
        if part.is_empty() || part.len() > 7 || !part.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        seconds = seconds.checked_mul(60)?.checked_add(part.parse().ok()?)?;
    }
    let ms = format!("{fraction:0<3}").parse::<u64>().ok()?;
    seconds.checked_mul(1000)?.checked_add(ms)
}

/// The record the tags and words make, the moves played; `end` is where the text ends.
fn read_items(items: Vec<Item>, end: usize) -> Result<GameRecord, Fail> {
    let mut tags: Vec<(String, String, usize)> = Vec::new();
    let mut words = Vec::new();
    // Each move's time, by the word it follows.
    let mut times: Vec<(usize, u64, usize)> = Vec::new();
    for item in items {
        match item {
            Item::Time { ms, at } => times.push((words.len(), ms, at)),
            Item::Tag { name, value, at } => {
                if tags.iter().any(|(n, ..)| *n == name) {
                    return Err((at, format!("a second [{name}] tag")));
                }
                tags.push((name, value, at));
            }
            Item::Word { text, at } => words.push((text, at)),
        }
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, ..)| n == name)
            .map(|(_, v, at)| (v.as_str(), *at))
    };
    let (game, game_at) =
        tag("Game").ok_or((0, "a game text begins with [Game \"<id>\"]".into()))?;
    let mut options = Vec::new();
    if let Some((value, at)) = tag("Options") {
        for pair in value.split_whitespace() {
            let (k, v) = pair
                .split_once('=')
                .ok_or((at, format!("[Options]: '{pair}' is not key=value")))?;
            options.push((k.to_string(), v.to_string()));
        }
    }
    let mut m = open_match(game, &options, tag("Start").map(|(s, _)| s)).map_err(|e| {
        let at = match e {
            Error::Option(_) => tag("Options"),
            Error::Position(_) => tag("Start"),
            _ => None,
        };
        (at.map_or(game_at, |(_, at)| at), e.to_string())
    })?;
    let sides = Side::BOTH.map(|s| m.side_name(s));
    for (name, _, at) in &tags {
        let side_tag = sides
            .iter()
            .any(|s| name == s || *name == format!("{s}Seat"));
        if !side_tag && !TAGS.contains(&name.as_str()) {
            return Err((
                *at,
                format!(
                    "no tag [{name}] in a game text of {game} (Game, Options, Start, {0}, {1}, {0}Seat, {1}Seat, Result, Termination)",
                    sides[0], sides[1]
                ),
            ));
        }
    }
    let players = match sides.map(&tag) {
        [None, None] => None,
        named => Some(named.map(|t| t.map_or("", |(v, _)| v).to_string())),
    };
    let seats = match sides.map(|s| tag(&format!("{s}Seat"))) {
        [None, None] => None,
        named => {
            let mut seats = [Seat::Human; 2];
            for (seat, t) in seats.iter_mut().zip(named) {
                if let Some((value, at)) = t {
                    *seat = Seat::from_word(value).map_err(|why| (at, why))?;
                }
            }
            Some(seats)
        }
    };
    let north_first = m.side_to_move() == Side::North;
    let (token, token_at, move_words) = read_moves(m.as_mut(), &words, north_first, end)?;
    let clock = read_clock(tag("TimeControl"), &times, &move_words)?;
    if let Some((value, at)) = tag("Result")
        && read_token(value) != Some(token)
    {
        let why = format!("[Result \"{value}\"] is not the token that ends the moves");
        return Err((at, why));
    }
    let termination = tag("Termination")
        .map(|(value, at)| {
            let words = "king-captured, resignation, time...";
            EndReason::ALL
                .into_iter()
                .find(|r| r.word() == value)
                .ok_or((
                    at,
                    format!("[Termination \"{value}\"] names no ending ({words})"),
                ))
        })
        .transpose()?;
    let ended = recorded(m.as_ref(), token, termination).map_err(|why| (token_at, why))?;
    let outcome = m.outcome().or(ended);
    Ok(GameRecord {
        version: POSITION_VERSION,
        game: game.to_string(),
        options: m.options(),
        start: m.start_string(),
        moves: m.history(),
        result: outcome.map(|o| describe_outcome(m.as_ref(), o)),
        ended,
        players,
        seats,
        clock,
    })
}

/// The clocks of a text with a `[TimeControl]`: every move's `[%emt]` (`times`, by the word
/// each follows; `move_words`, the word of each move). A text without the times has no
/// clocks: they could not be charged again.
fn read_clock(
    control: Option<(&str, usize)>,
    times: &[(usize, u64, usize)],
    move_words: &[usize],
) -> Result<Option<RecordedClock>, Fail> {
    let Some((control, at)) = control else {
        return Ok(None);
    };
    TimeControl::parse(control).map_err(|e| (at, e.to_string()))?;
    if times.is_empty() && !move_words.is_empty() {
        return Ok(None);
    }
    let mut move_ms = Vec::new();
    for (i, &word) in move_words.iter().enumerate() {
        let time = times.iter().find(|(after, ..)| *after == word + 1);
        let &(_, ms, _) = time.ok_or((at, format!("move {} has no [%emt] time", i + 1)))?;
        move_ms.push(ms);
    }
    Ok(Some(RecordedClock {
        control: control.to_string(),
        move_ms,
        thinking_ms: 0,
    }))
}

/// Plays the words of the moves on `m`: turn numbers in order, two moves a turn, `...` for
/// the first when the side named second moves first, then the result token and nothing
/// more. Returns the token, where it stands, and the word of each move.
fn read_moves(
    m: &mut dyn AnyMatch,
    words: &[(String, usize)],
    north_first: bool,
    end: usize,
) -> Result<(Points, usize, Vec<usize>), Fail> {
    let (mut turn, mut in_turn) = (0, 0);
    let mut move_words = Vec::new();
    for (i, (word, at)) in words.iter().enumerate() {
        let at = *at;
        if let Some(token) = read_token(word) {
            if let Some((_, after)) = words.get(i + 1) {
                return Err((
                    *after,
                    format!("'{}' after the result token", words[i + 1].0),
                ));
            }
            return Ok((token, at, move_words));
        }
        if let Some(n) = word.strip_suffix('.').and_then(|n| n.parse::<usize>().ok()) {
            if n != turn + 1 || (turn > 0 && in_turn < 2) {
                return Err((
                    at,
                    format!("turn {n} where turn {} or its second move is due", turn + 1),
                ));
            }
            (turn, in_turn) = (n, 0);
            continue;
        }
        let opening = turn == 1 && in_turn == 0 && north_first;
        if word == "..." && opening {
            in_turn = 1;
            continue;
        }
        if turn == 0 || in_turn == 2 {
            return Err((
                at,
                format!("'{word}' where a turn number ({}.) is due", turn + 1),
            ));
        }
        if opening {
            let second = m.side_name(Side::North);
            return Err((
                at,
                format!("{second} moves first: the first turn is '1. ... {word}'"),
            ));
        }
        let text = word.replace('_', " ");
        m.parse_move(&text)
            .and_then(|mv| m.play(mv))
            .map_err(|e| (at, format!("move {} ({word}): {e}", m.history().len() + 1)))?;
        move_words.push(i);
        in_turn += 1;
    }
    Err((
        end,
        "the moves end without a result token (1-0, 0-1, 1/2-1/2, *)".into(),
    ))
}

/// The result token of `outcome` in `m`'s game (`1-0`, `1/2-0`...), as the game text ends.
pub fn result_token(m: &dyn AnyMatch, outcome: Outcome) -> String {
    token(Some(m.points(outcome)))
}

/// Each side's points, the first-named side's first; `None` for a game still going (`*`).
type Points = Option<(f32, f32)>;

/// The result token: `*`, or the points of each side (`1-0`, `1/2-1/2`, `1/2-0`).
fn token(points: Points) -> String {
    let half = |p: f32| match (p * 2.0) as u8 {
        0 => "0",
        1 => "1/2",
        _ => "1",
    };
    points.map_or("*".into(), |(a, b)| format!("{}-{}", half(a), half(b)))
}

/// Reads what `token` writes.
fn read_token(word: &str) -> Option<Points> {
    let half = |p: &str| match p {
        "0" => Some(0.0),
        "1/2" => Some(0.5),
        "1" => Some(1.0),
        _ => None,
    };
    if word == "*" {
        return Some(None);
    }
    let (a, b) = word.split_once('-')?;
    Some(Some((half(a)?, half(b)?)))
}

/// The result the text records beyond the moves: `None` where the moves end the game (the
/// token and termination must then be theirs) or the token is `*`; else the outcome of the
/// termination that the game scores as the token.
fn recorded(
    m: &dyn AnyMatch,
    token: Points,
    termination: Option<EndReason>,
) -> Result<Option<Outcome>, String> {
    if let Some(outcome) = m.outcome() {
        let theirs = self::token(Some(m.points(outcome)));
        if self::token(token) != theirs || termination.is_some_and(|r| r != outcome.reason()) {
            return Err(format!(
                "the moves end the game {theirs} ({}), not as the text says",
                outcome.reason().word()
            ));
        }
        return Ok(None);
    }
    match (token, termination) {
        (None, None) => Ok(None),
        (None, Some(_)) => Err("a game still going ('*') has no [Termination]".into()),
        (Some(_), None) => Err("a result the moves do not reach needs its [Termination]".into()),
        (Some(points), Some(reason)) => {
            let outcomes = [
                Outcome::Win {
                    winner: Side::South,
                    reason,
                },
                Outcome::Win {
                    winner: Side::North,
                    reason,
                },
                Outcome::Draw { reason },
            ];
            outcomes
                .into_iter()
                .find(|&o| m.points(o) == points)
                .map(Some)
                .ok_or_else(|| {
                    format!(
                        "{} is no result of {} in {}",
                        self::token(Some(points)),
                        reason.word(),
                        m.game_id()
                    )
                })
        }
    }
}
