//! Jetan positions and their position strings (`jetan.md`, "Position string").

use super::Jetan;
use super::bitboard::{Bits, CELLS, bit, king, squares};
use super::options::ChiefCapture;
use super::wager::{MAX_TOKENS, Purse, Wager};
use crate::{BoardForm, Cell, Error, Side, Square, fields, format_rows, parse_rows};

/// Black is South (ranks 1-2), Orange North.
pub const BLACK: Side = Side::South;
/// Orange is North (ranks 9-10).
pub const ORANGE: Side = Side::North;

/// The kinds of piece, in the order of the Zobrist keys and the value list.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The Panthan (N): one step; which ways by its reading (`readings::Panthan`).
    Panthan,
    /// The Warrior (W): two steps, orthogonal in most readings (`readings::Warrior`).
    Warrior,
    /// The Padwar (A): two diagonal steps (`readings::Padwar`).
    Padwar,
    /// The Thoat (T): one straight and one diagonal step (`readings::Thoat`).
    Thoat,
    /// The Dwar (D): three orthogonal steps (`readings::Dwar`).
    Dwar,
    /// The Flier or Odwar (F): three diagonal steps (`readings::Flier`).
    Flier,
    /// The Chief (C): three steps by its reading (`readings::Chief`); taking the enemy Chief
    /// with him wins.
    Chief,
    /// The Princess (P): moves by a Chief reading, never captures; taking her wins.
    Princess,
}

impl Kind {
    /// Every kind, in the order of `Kind as usize`.
    pub const ALL: [Kind; 8] = [
        Kind::Panthan,
        Kind::Warrior,
        Kind::Padwar,
        Kind::Thoat,
        Kind::Dwar,
        Kind::Flier,
        Kind::Chief,
        Kind::Princess,
    ];

    /// The position-string letter, upper case (Black).
    pub fn letter(self) -> char {
        b"NWATDFCP"[self as usize] as char
    }

    /// The kind a position-string letter names, of either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        let i = "NWATDFCP".find(c.to_ascii_uppercase())?;
        Some(Kind::ALL[i])
    }

    /// Smith's price list (seed 002, "Price suggestions"), used by the three-pieces draw.
    pub fn value(self) -> u8 {
        [1, 2, 2, 3, 4, 4, 10, 0][self as usize]
    }
}

/// A square's content: 0 empty, else `1 + kind + 8 * side`.
pub type Code = u8;

pub fn code(kind: Kind, side: Side) -> Code {
    1 + kind as u8 + 8 * side.index() as u8
}

pub fn kind_of(code: Code) -> Kind {
    Kind::ALL[((code - 1) % 8) as usize]
}

pub fn side_of(code: Code) -> Side {
    if code > 8 { Side::North } else { Side::South }
}

/// How the game ended, if it has.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ended {
    /// The game goes on.
    No,
    /// A piece of `winner` was placed on the enemy Princess's square.
    PrincessTaken(Side),
    /// The Chief of `winner` took the enemy Chief.
    ChiefTakesChief(Side),
    /// A Chief was taken by a piece other than the enemy Chief.
    ChiefCaptured,
    /// The ten moves after both sides were reduced to three pieces of equal value ran out.
    TenMoves,
    /// Pay to Move: the other side passed twice in a row; `winner` did not.
    PassedTwice(Side),
}

impl Ended {
    pub(super) fn key(self) -> usize {
        match self {
            Ended::No => 0,
            Ended::PrincessTaken(s) => 1 + s.index(),
            Ended::ChiefTakesChief(s) => 3 + s.index(),
            Ended::ChiefCaptured => 5,
            Ended::TenMoves => 6,
            Ended::PassedTwice(s) => 7 + s.index(),
        }
    }
}

/// The ten-move count when it is not running.
pub const NO_COUNT: u8 = u8::MAX;
/// No square (a Princess who has been taken).
pub const NO_SQUARE: u8 = u8::MAX;

/// A Jetan position. The Princess who has been taken is off the board (the winner stands on
/// her square); `ended` says how a finished game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct JetanPosition {
    pub(super) board: [Code; CELLS],
    pub(super) occ: [Bits; 2],
    pub(super) to_move: Side,
    pub(super) escape: [bool; 2],
    /// Plies left in the ten-move draw count, `NO_COUNT` when it is not running.
    pub(super) count: u8,
    pub(super) ended: Ended,
    pub(super) princess: [u8; 2],
    pub(super) pieces: [u8; 2],
    pub(super) value: [u8; 2],
    /// Tokens, pot, passes and dice of the wager modes (all zero without a wager).
    pub(super) purse: Purse,
    pub(super) hash: u64,
}

impl JetanPosition {
    /// The piece on `sq`, if any: its kind and side.
    pub fn piece(&self, sq: Square) -> Option<(Kind, Side)> {
        let c = self.board[sq.index()];
        (c != 0).then(|| (kind_of(c), side_of(c)))
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Every piece on the board with its square, lowest square first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Kind, Side)> + '_ {
        squares(self.occ[0] | self.occ[1]).map(|sq| {
            let c = self.board[sq];
            (Square(sq as u16), kind_of(c), side_of(c))
        })
    }

    /// How many pieces stand on the board.
    pub fn on_board(&self) -> usize {
        (self.occ[0] | self.occ[1]).count_ones() as usize
    }

    /// Where `side`'s Princess stands, unless she has been taken.
    pub fn princess(&self, side: Side) -> Option<Square> {
        let sq = self.princess[side.index()];
        (sq != NO_SQUARE).then_some(Square(u16::from(sq)))
    }

    /// How many of `side`'s pieces stand within two squares (king-wise) of `sq`.
    pub fn pieces_near(&self, sq: Square, side: Side) -> u32 {
        let near = king(king(bit(sq.index())));
        (near & self.occ[side.index()]).count_ones()
    }

    /// Whether `side`'s Princess still has her escape.
    pub fn has_escape(&self, side: Side) -> bool {
        self.escape[side.index()]
    }

    /// Plies left in the ten-move draw count, if it is running.
    pub fn count(&self) -> Option<u8> {
        (self.count != NO_COUNT).then_some(self.count)
    }

    /// How the game ended, or `Ended::No` while it goes on.
    pub fn ended(&self) -> Ended {
        self.ended
    }

    /// The wager state: each side's tokens, the pot, passes and dice (all zero without a
    /// wager).
    pub fn purse(&self) -> &Purse {
        &self.purse
    }

    pub(super) fn empty(side: Side) -> JetanPosition {
        JetanPosition {
            board: [0; CELLS],
            occ: [0; 2],
            to_move: side,
            escape: [true; 2],
            count: NO_COUNT,
            ended: Ended::No,
            princess: [NO_SQUARE; 2],
            pieces: [0; 2],
            value: [0; 2],
            purse: Purse::default(),
            hash: 0,
        }
    }

    /// Puts a piece on an empty square, keeping the sets and tallies (not the hash).
    pub(super) fn add(&mut self, sq: usize, c: Code) {
        let (kind, side) = (kind_of(c), side_of(c));
        let s = side.index();
        self.board[sq] = c;
        self.occ[s] |= bit(sq);
        self.pieces[s] += 1;
        self.value[s] += kind.value();
        if kind == Kind::Princess {
            self.princess[s] = sq as u8;
        }
    }

    /// Takes the piece off `sq`, keeping the sets and tallies (not the hash).
    pub(super) fn remove(&mut self, sq: usize) -> Code {
        let c = self.board[sq];
        let (kind, side) = (kind_of(c), side_of(c));
        let s = side.index();
        self.board[sq] = 0;
        self.occ[s] &= !bit(sq);
        self.pieces[s] -= 1;
        self.value[s] -= kind.value();
        if kind == Kind::Princess {
            self.princess[s] = NO_SQUARE;
        }
        c
    }

    /// Both sides reduced to three pieces or fewer of equal total value.
    pub(super) fn three_pieces(&self) -> bool {
        self.pieces[0] <= 3 && self.pieces[1] <= 3 && self.value[0] == self.value[1]
    }
}

impl Jetan {
    pub(super) fn parse(&self, text: &str) -> Result<JetanPosition, Error> {
        let err = |m: String| Error::Position(m);
        let mut fields = fields(text)?.into_iter();
        let board_field = fields.next().unwrap_or_default();
        let side = match fields.next() {
            Some("b") => BLACK,
            Some("o") => ORANGE,
            Some(other) => {
                return Err(err(format!(
                    "side to move must be 'b' or 'o', not '{other}'"
                )));
            }
            None => return Err(err("missing side to move ('b' or 'o')".into())),
        };
        let escape = match fields.next() {
            Some("BO") => [true, true],
            Some("B") => [true, false],
            Some("O") => [false, true],
            Some("-") => [false, false],
            Some(other) => {
                return Err(err(format!(
                    "escape rights must be BO, B, O or -, not '{other}'"
                )));
            }
            None => return Err(err("missing escape rights (BO, B, O or -)".into())),
        };
        let count = match fields.next() {
            Some("-") => NO_COUNT,
            Some(t) => match t.parse::<u8>() {
                Ok(n) if n <= 10 && !t.starts_with('+') && (t == "0" || !t.starts_with('0')) => n,
                _ => {
                    return Err(err(format!(
                        "the ten-move count must be - or 0 to 10, not '{t}'"
                    )));
                }
            },
            None => return Err(err("missing ten-move count (- or 0 to 10)".into())),
        };
        let (mut mark, mut purse_text) = (fields.next(), None);
        if mark.is_some_and(|m| m.starts_with('$')) {
            (mark, purse_text) = (None, mark);
        } else if let Some(t) = fields.next() {
            if !t.starts_with('$') {
                return Err(err(format!("unexpected '{t}' after the end mark")));
            }
            purse_text = Some(t);
        }
        if let Some(extra) = fields.next() {
            return Err(err(format!("unexpected '{extra}' after the wager field")));
        }
        let mut pos = JetanPosition::empty(side);
        pos.escape = escape;
        pos.count = count;
        let mut chiefs = [0; 2];
        parse_rows(
            &self.geometry,
            board_field,
            BoardForm::Fen,
            |sq, letter, marked| {
                let name = || self.geometry.square_name(sq);
                let kind = Kind::from_letter(letter).ok_or_else(|| {
                    err(format!(
                        "unknown piece '{letter}' on {} (C P F D W A T N, upper case Black)",
                        name()
                    ))
                })?;
                if marked {
                    return Err(err(format!("Jetan pieces take no mark ({})", name())));
                }
                let side = if letter.is_ascii_uppercase() {
                    BLACK
                } else {
                    ORANGE
                };
                let s = side.index();
                if kind == Kind::Princess && pos.princess[s] != NO_SQUARE {
                    return Err(err(format!("more than one {} Princess", side_word(side))));
                }
                if kind == Kind::Chief {
                    chiefs[s] += 1;
                    if chiefs[s] > 1 {
                        return Err(err(format!("more than one {} Chief", side_word(side))));
                    }
                }
                pos.add(sq.index(), code(kind, side));
                Ok(())
            },
        )?;
        let no_princess: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|s| pos.princess[s.index()] == NO_SQUARE)
            .collect();
        let missing_chief = chiefs.contains(&0);
        pos.ended = match (no_princess.as_slice(), mark) {
            ([_, _], _) => return Err(err("both Princesses are missing".into())),
            ([lost], None) => {
                if count == 0 {
                    return Err(err("a Princess is missing and the count is 0".into()));
                }
                Ended::PrincessTaken(lost.opponent())
            }
            ([_], Some(m)) => {
                return Err(err(format!(
                    "end mark '{m}' with a Princess taken (the missing Princess ends the game)"
                )));
            }
            // Under Dueling a Chief who attacks the enemy Chief and loses the duel is taken by
            // him: then the side to move has won.
            ([], Some("C"))
                if self.options.wager.dueling() && (chiefs == [1, 0] || chiefs == [0, 1]) =>
            {
                let winner = if chiefs[0] == 1 {
                    Side::South
                } else {
                    Side::North
                };
                Ended::ChiefTakesChief(winner)
            }
            ([], Some("C")) => {
                if chiefs[side.index()] != 0 || chiefs[side.opponent().index()] != 1 {
                    return Err(err(
                        "end mark C needs the Chief of the side to move taken by the other Chief"
                            .into(),
                    ));
                }
                Ended::ChiefTakesChief(side.opponent())
            }
            ([], Some("d")) => {
                if !missing_chief {
                    return Err(err("end mark d needs a Chief taken".into()));
                }
                Ended::ChiefCaptured
            }
            ([], Some(m)) => {
                return Err(err(format!("the end mark must be C or d, not '{m}'")));
            }
            ([], None) => {
                if missing_chief && self.options.chief_capture == ChiefCapture::Draw {
                    return Err(err(
                        "a Chief is missing: add the end mark C (taken by the Chief) or d".into(),
                    ));
                }
                if count == 0 {
                    Ended::TenMoves
                } else {
                    Ended::No
                }
            }
            _ => unreachable!("at most two sides"),
        };
        if mark.is_some() && count == 0 {
            return Err(err("an end mark with the count at 0".into()));
        }
        pos.purse = match purse_text {
            None => self.initial_purse(&pos),
            Some(text) => self.parse_purse(text)?,
        };
        if let Some(s) = pos.purse.passes.iter().position(|&n| n == 2) {
            if pos.ended != Ended::No {
                return Err(err(
                    "two passes in a row in a game already over by another rule".into(),
                ));
            }
            if Side::BOTH[s] == side {
                return Err(err(
                    "the side that passed twice in a row cannot be the side to move".into(),
                ));
            }
            pos.ended = Ended::PassedTwice(Side::BOTH[s].opponent());
        }
        pos.hash = self.full_hash(&pos);
        Ok(pos)
    }

    /// Reads the wager field `$<Black tokens>,<Orange tokens>,<pot>,<passes>,<dice>`: passes
    /// as two digits (Black, Orange) of 0 to 2, the dice state as 16 hexadecimal digits.
    fn parse_purse(&self, text: &str) -> Result<Purse, Error> {
        let err = |m: String| Error::Position(m);
        let wager = self.options.wager;
        if wager == Wager::None {
            return Err(err(format!(
                "wager field '{text}' without a wager mode (set wager=...)"
            )));
        }
        let form = || {
            err(format!(
                "wager field '{text}': write $<Black tokens>,<Orange tokens>,<pot>,<passes>,<dice>, e.g. $48,48,0,00,0000000000000000"
            ))
        };
        let parts: Vec<&str> = text[1..].split(',').collect();
        let [black, orange, pot, passes, dice] = parts[..] else {
            return Err(form());
        };
        let number = |t: &str, what: &str| -> Result<i32, Error> {
            let digits = t.strip_prefix('-').unwrap_or(t);
            let canonical = !digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit())
                && (digits == "0" || !digits.starts_with('0'))
                && t != "-0";
            match t.parse::<i32>() {
                Ok(n) if canonical && n.abs() <= MAX_TOKENS => Ok(n),
                _ => Err(err(format!(
                    "wager field '{text}': {what} must be a whole number from -{MAX_TOKENS} to {MAX_TOKENS}, not '{t}'"
                ))),
            }
        };
        let tokens = [
            number(black, "Black's tokens")?,
            number(orange, "Orange's tokens")?,
        ];
        let pot = number(pot, "the pot")?;
        let p = passes.as_bytes();
        if p.len() != 2 || !p.iter().all(|b| (b'0'..=b'2').contains(b)) {
            return Err(err(format!(
                "wager field '{text}': passes must be two digits 0-2 (Black, Orange), not '{passes}'"
            )));
        }
        let passes = [p[0] - b'0', p[1] - b'0'];
        if passes != [0, 0] && !wager.pay_to_move() {
            return Err(err(format!(
                "wager field '{text}': passes only count under Pay to Move"
            )));
        }
        if passes == [2, 2] {
            return Err(err(format!(
                "wager field '{text}': both sides cannot have passed twice"
            )));
        }
        if dice.len() != 16 || !dice.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(err(format!(
                "wager field '{text}': the dice state must be 16 hexadecimal digits, not '{dice}'"
            )));
        }
        let dice = u64::from_str_radix(dice, 16).map_err(|_| form())?;
        Ok(Purse {
            tokens,
            pot,
            passes,
            dice,
        })
    }

    pub(super) fn format(&self, pos: &JetanPosition) -> String {
        let rows = format_rows(&self.geometry, BoardForm::Fen, |sq| match pos.piece(sq) {
            Some((kind, side)) => Cell::Piece {
                letter: if side == BLACK {
                    kind.letter()
                } else {
                    kind.letter().to_ascii_lowercase()
                },
                marked: false,
            },
            None => Cell::Empty,
        });
        let side = if pos.to_move == BLACK { 'b' } else { 'o' };
        let escape = match pos.escape {
            [true, true] => "BO",
            [true, false] => "B",
            [false, true] => "O",
            [false, false] => "-",
        };
        let count = match pos.count() {
            Some(n) => n.to_string(),
            None => "-".into(),
        };
        let mark = match pos.ended {
            Ended::ChiefTakesChief(_) => " C",
            Ended::ChiefCaptured => " d",
            _ => "",
        };
        let mut text = format!("{rows} {side} {escape} {count}{mark}");
        if self.options.wager != Wager::None {
            let p = &pos.purse;
            text += &format!(
                " ${},{},{},{}{},{:016x}",
                p.tokens[0], p.tokens[1], p.pot, p.passes[0], p.passes[1], p.dice
            );
        }
        text
    }

    /// The hash computed from scratch; `play` keeps it incrementally.
    pub(super) fn full_hash(&self, pos: &JetanPosition) -> u64 {
        let mut h = 0;
        for (i, &c) in pos.board.iter().enumerate() {
            if c != 0 {
                h ^= self.zobrist.piece(c as usize - 1, i);
            }
        }
        if pos.to_move == ORANGE {
            h ^= self.zobrist.north_to_move();
        }
        if self.options.wager != Wager::None {
            h ^= Self::purse_hash(&pos.purse);
        }
        h ^ self.state_hash(pos)
    }

    /// The part of the hash from escape rights, the count and the end.
    pub(super) fn state_hash(&self, pos: &JetanPosition) -> u64 {
        let mut h = 0;
        for s in 0..2 {
            if pos.escape[s] {
                h ^= self.zobrist.piece(16, s);
            }
        }
        if pos.count != NO_COUNT {
            h ^= self.zobrist.piece(17, pos.count as usize);
        }
        h ^ self.zobrist.piece(18, pos.ended.key())
    }
}

pub fn side_word(side: Side) -> &'static str {
    match side {
        Side::South => "Black",
        Side::North => "Orange",
    }
}
