//! OpenTafl's forms (`opentafl-notation-spec.txt`, jslater89/OpenTafl): rules strings read
//! and written, boards given as `start:` or `starti:`, and move records (`Ke5-e1xe2/f1--`).

use super::{
    ATTACKERS, EdgeFort, Repetition, Shieldwall, Surround, Tafl, TaflOptions, TaflPosition,
    ThroneRule,
};
use crate::{Error, Game, Geometry, Move, NoMoves, Outcome, Side, Square, YesNo};

/// A rules string Jikai can play: the options over the defaults and the start as Jikai's
/// position string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// `key=value` options over Jikai's defaults.
    pub options: Vec<(String, String)>,
    /// The start, rank 1 first, with the side that moves first.
    pub start: String,
}

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

/// A board record (`/row/.../`, rank 1 first, or rank 11 first when `inverted`) with the
/// side to move, as Jikai's position string (rank 1 first).
pub fn board_record(record: &str, inverted: bool, side: Side) -> String {
    let mut rows: Vec<&str> = record.split('/').filter(|r| !r.is_empty()).collect();
    if inverted {
        rows.reverse();
    }
    let side = if side == ATTACKERS { 'a' } else { 'd' };
    format!("/{}/ {side}", rows.join("/"))
}

/// Reads an OpenTafl rules string: Fetlar's board, pieces and capture rules with the
/// variations Jikai's options offer, or why Jikai cannot play it. OpenTafl's defaults apply
/// where an entry is left out: surrounding wins and a side without a move loses.
pub fn read_rules(text: &str) -> Result<Rules, String> {
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
        let yes_no = |yes: &'static str, no: &'static str| match value {
            "y" => Ok(yes),
            "n" => Ok(no),
            _ => Err(format!("{key}:{value}: takes y or n")),
        };
        match key {
            "dim" if value == "11" => has_dim = true,
            "dim" => return unsupported(key, value, "Jikai's tafl board is 11x11"),
            "name" => {}
            "esc" if value == "c" => {}
            "esc" => return unsupported(key, value, "the king escapes to the corners only"),
            "surf" => options.push(("surround", yes_no("win", "off")?)),
            "atkf" => {
                first = match yes_no("a", "d")? {
                    "a" => ATTACKERS,
                    _ => super::DEFENDERS,
                }
            }
            "tfr" => match value {
                "d" => options.push(("repetition", "draw")),
                "i" => options.push(("repetition", "off")),
                "w" => options.push(("repetition", "mover-loses")),
                "l" => {
                    return unsupported(
                        key,
                        value,
                        "the player who makes a repetition never wins by it",
                    );
                }
                _ => return Err(format!("{key}:{value}: takes i, d, w or l")),
            },
            "ka" => match value {
                "y" | "n" => options.push(("armed-king", yes_no("yes", "no")?)),
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
            "sw" => match value {
                "n" => options.push(("shieldwall", "off")),
                "s" => options.push(("shieldwall", "strong")),
                "w" => options.push(("shieldwall", "weak")),
                _ => return Err(format!("{key}:{value}: takes n, s or w")),
            },
            "swf" => options.push(("shieldwall-flank", yes_no("yes", "no")?)),
            "efe" => options.push(("edge-fort", yes_no("win", "off")?)),
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
    Ok(Rules {
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        start: board_record(record, inverted, first),
    })
}

/// A position given in one of OpenTafl's forms, as Jikai's position string: `start:/.../`
/// or `starti:/.../` followed by ` a` or ` d`, or a whole rules string, whose side to move is
/// its `atkf` unless ` a` or ` d` follows (its other entries must be ones Jikai can play, but
/// set no option). `None` for any other text.
pub(super) fn opentafl_position(text: &str) -> Result<Option<String>, Error> {
    let fields: Vec<&str> = text.split(' ').collect();
    if text.starts_with('/') || !fields.first().is_some_and(|f| f.contains(':')) {
        return Ok(None);
    }
    let (entries, side) = match fields.split_last() {
        Some((&"a", rest)) => (rest, Some(ATTACKERS)),
        Some((&"d", rest)) => (rest, Some(super::DEFENDERS)),
        _ => (&fields[..], None),
    };
    let bad = |why: String| Error::Position(why);
    let board = match entries {
        [one] if one.starts_with("start:") || one.starts_with("starti:") => {
            let (key, record) = one.split_once(':').unwrap_or_default();
            let side = side
                .ok_or_else(|| bad(format!("missing side to move after {key}: (' a' or ' d')")))?;
            board_record(record, key == "starti", side)
        }
        _ => {
            let rules = read_rules(&entries.join(" ")).map_err(bad)?;
            match side {
                Some(side) => {
                    let (board, _) = rules.start.split_once(' ').unwrap_or_default();
                    board_record(board, false, side)
                }
                None => rules.start,
            }
        }
    };
    Ok(Some(board))
}

/// The rules string of `options` with `start` (Jikai's position string), rules tag last as
/// OpenTafl asks, and the options OpenTafl has no entry for (`no-moves=draw`,
/// `repetition=defenders-lose`), to be kept beside it. `tfr:w` stands for the defenders'
/// loss: OpenTafl's nearest reading, the one its Copenhagen plays.
pub fn write_rules(options: &TaflOptions, start: &str) -> (String, Vec<(String, String)>) {
    let (board, side) = start.split_once(' ').unwrap_or((start, "a"));
    let yn = |b: bool| if b { "y" } else { "n" };
    let name = match options.preset_name() {
        super::Preset::Copenhagen => "Copenhagen",
        super::Preset::Fetlar => "Fetlar",
        super::Preset::Custom => "Jikai",
    };
    let tfr = match options.repetition {
        Repetition::Draw => "d",
        Repetition::Off => "i",
        Repetition::DefendersLose | Repetition::MoverLoses => "w",
    };
    let sw = match options.shieldwall {
        Shieldwall::Off => "n",
        Shieldwall::Strong => "s",
        Shieldwall::Weak => "w",
    };
    let text = format!(
        "dim:11 name:{name} atkf:{} surf:{} tfr:{tfr} ka:{} cenhe:{} sw:{sw} swf:{} efe:{} start:{board}",
        yn(side == "a"),
        yn(options.surround == Surround::AttackersWin),
        yn(options.armed_king == YesNo::Yes),
        if options.throne == ThroneRule::Hostile {
            "tTK"
        } else {
            "tT"
        },
        yn(options.shieldwall_flank == YesNo::Yes),
        yn(options.edge_fort == EdgeFort::Win),
    );
    let mut unsaid = Vec::new();
    if options.no_moves == NoMoves::Draw {
        unsaid.push(("no-moves".to_string(), "draw".to_string()));
    }
    if options.repetition == Repetition::DefendersLose {
        unsaid.push(("repetition".to_string(), "defenders-lose".to_string()));
    }
    (text, unsaid)
}

/// An OpenTafl move record read: its squares and the captures it lists (each square).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    /// Where the piece started.
    pub from: Square,
    /// Where it ended.
    pub to: Square,
    /// The squares it took, as listed.
    pub captures: Vec<Square>,
}

/// Reads a move record: `[piece]from-to[x[piece]sq[/[piece]sq]...][+|-|++|--]`; the
/// piece letters and the marks are OpenTafl's and are not checked (Jikai's pieces make no
/// jumps, OpenTafl's `^`).
pub fn read_move_record(g: &Geometry, text: &str) -> Result<MoveRecord, String> {
    let bad = || format!("'{text}' is not an OpenTafl move record");
    let body = text.trim_end_matches(['+', '-']);
    // A capture location may begin with the taken piece's letter (`xKf6`, `xce7`).
    let square = |s: &str| {
        let s = match s.as_bytes() {
            [_, b, ..] if b.is_ascii_alphabetic() => &s[1..],
            _ => s,
        };
        g.parse_square(s).ok_or_else(bad)
    };
    let body = body
        .strip_prefix(|c: char| c.is_ascii_uppercase())
        .unwrap_or(body);
    let (head, captures) = match body.split_once('x') {
        None => (body, Vec::new()),
        Some((head, list)) => (head, list.split('/').map(square).collect::<Result<_, _>>()?),
    };
    let (from, to) = head.split_once('-').ok_or_else(bad)?;
    Ok(MoveRecord {
        from: g.parse_square(from).ok_or_else(bad)?,
        to: g.parse_square(to).ok_or_else(bad)?,
        captures,
    })
}

impl Tafl {
    /// The legal move a move record names, its listed captures checked against the move's
    /// own when `check` (a record read as another rule set or upside down lists others).
    pub fn read_opentafl_move(
        &self,
        pos: &TaflPosition,
        text: &str,
        check: bool,
    ) -> Result<Move, String> {
        let record = read_move_record(&self.geometry, text)?;
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        let mv = moves
            .into_iter()
            .find(|m| m.from == record.from && m.to == record.to)
            .ok_or_else(|| format!("'{text}' is not a legal move here"))?;
        if check {
            let mut own: Vec<Square> = self.captures_of(pos, mv).into_iter().map(|c| c.0).collect();
            let mut listed = record.captures;
            own.sort();
            listed.sort();
            if own != listed {
                let names = |s: &[Square]| match s {
                    [] => "nothing".to_string(),
                    _ => s
                        .iter()
                        .map(|&q| self.geometry.square_name(q))
                        .collect::<Vec<_>>()
                        .join(", "),
                };
                return Err(format!(
                    "the record takes {}; the rules take {} (another rule set, or a board upside down?)",
                    names(&listed),
                    names(&own)
                ));
            }
        }
        Ok(mv)
    }

    /// A legal move as an OpenTafl move record: `K` before the king's move, the captures
    /// after `x` joined by `/` (a king taken as `K`), `--` for an escape, `++` for the king's
    /// capture.
    pub fn opentafl_move(&self, pos: &TaflPosition, mv: Move) -> String {
        let g = &self.geometry;
        let king = |sq: Square| {
            if pos.piece(sq) == super::Piece::King {
                "K"
            } else {
                ""
            }
        };
        let mut text = format!(
            "{}{}-{}",
            king(mv.from),
            g.square_name(mv.from),
            g.square_name(mv.to)
        );
        let captures = self.captures_of(pos, mv);
        for (i, (sq, _)) in captures.iter().enumerate() {
            text.push(if i == 0 { 'x' } else { '/' });
            text.push_str(king(*sq));
            text.push_str(&g.square_name(*sq));
        }
        let mut after = *pos;
        self.play_move(&mut after, mv);
        match self.decided(&after) {
            Some(Outcome::Win { winner, .. }) if winner == ATTACKERS => text.push_str("++"),
            Some(Outcome::Win { .. }) => text.push_str("--"),
            _ => {}
        }
        text
    }
}
