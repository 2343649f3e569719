//! Jacks and Witches positions and their position strings (`witches.md`, "Position string").

use super::Witches;
use crate::{
    BoardForm, Cell, Error, Side, Special, Square, counter, fields, format_rows, parse_rows,
};

/// Cells of the 12 x 8 rectangle, holes included.
pub const CELLS: usize = 96;

/// White is South (moves first, up the board), Black North.
pub const WHITE: Side = Side::South;
/// Black is North (ranks 7-8), moving second.
pub const BLACK: Side = Side::North;

/// The start of `witches.md`.
pub const START: &str =
    "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL w JJjj - T 0 1";

/// A piece kind; a Can(n)on's mode is part of its kind (`Pao` orthogonal, `Vao` diagonal).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Kind {
    /// The King (K): as in chess, no castling; checkmate wins.
    King = 1,
    /// The Witch (W): moves like a Queen, never captures, immobilizes and drags enemies.
    Witch,
    /// The Lion (L): leaps two squares to move, captures like a King.
    Lion,
    /// A Can(n)on in Pao mode (C): orthogonal, capturing over a screen.
    Pao,
    /// A Can(n)on in Vao mode (V): diagonal, capturing over a screen.
    Vao,
    /// The Rook (R), as in chess.
    Rook,
    /// The Knight (N), as in chess; it may jump over holes.
    Knight,
    /// The Bishop (B), as in chess.
    Bishop,
    /// The Jack (J): dropped from hand, moves as if it stood on its eye.
    Jack,
    /// The Pawn (P), as in chess, promoting into any non-royal piece.
    Pawn,
}

impl Kind {
    /// Every kind, in code order.
    pub const ALL: [Kind; 10] = [
        Kind::King,
        Kind::Witch,
        Kind::Lion,
        Kind::Pao,
        Kind::Vao,
        Kind::Rook,
        Kind::Knight,
        Kind::Bishop,
        Kind::Jack,
        Kind::Pawn,
    ];

    /// What a Pawn may promote into (a new Can(n)on is in Pao mode).
    pub const PROMOTIONS: [Kind; 7] = [
        Kind::Witch,
        Kind::Lion,
        Kind::Pao,
        Kind::Rook,
        Kind::Knight,
        Kind::Bishop,
        Kind::Jack,
    ];

    /// The position-string letter, upper case.
    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Witch => 'W',
            Kind::Lion => 'L',
            Kind::Pao => 'C',
            Kind::Vao => 'V',
            Kind::Rook => 'R',
            Kind::Knight => 'N',
            Kind::Bishop => 'B',
            Kind::Jack => 'J',
            Kind::Pawn => 'P',
        }
    }

    /// The kind a position-string letter names, of either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_uppercase())
    }

    pub(super) fn from_code(code: u8) -> Option<Kind> {
        Kind::ALL.get((code as usize).wrapping_sub(1)).copied()
    }

    /// Whether this is a Can(n)on, in either mode.
    pub fn is_cannon(self) -> bool {
        matches!(self, Kind::Pao | Kind::Vao)
    }

    /// The piece type for the exclusion rule: a Can(n)on is one type in either mode.
    pub(super) fn family(self) -> u8 {
        match self {
            Kind::Vao => Kind::Pao as u8,
            k => k as u8,
        }
    }
}

/// What a square holds: 0 when empty, else the kind's code plus 16 for Black.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece(pub(super) u8);

impl Piece {
    /// An empty square.
    pub const EMPTY: Piece = Piece(0);

    /// `side`'s piece of `kind`.
    pub fn new(side: Side, kind: Kind) -> Piece {
        Piece(kind as u8 | (side.index() as u8) << 4)
    }

    /// Whether the square holds no piece.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whose piece it is; `None` when empty.
    #[inline]
    pub fn side(self) -> Option<Side> {
        match self.0 {
            0 => None,
            c if c & 16 == 0 => Some(WHITE),
            _ => Some(BLACK),
        }
    }

    /// The piece's kind; `None` when empty.
    #[inline]
    pub fn kind(self) -> Option<Kind> {
        Kind::from_code(self.0 & 15)
    }

    #[inline]
    pub(super) fn is(self, side: Side, kind: Kind) -> bool {
        self == Piece::new(side, kind)
    }

    /// The Zobrist kind index, 0..20.
    pub(super) fn zkey(self) -> usize {
        (self.0 & 15) as usize - 1 + 10 * ((self.0 >> 4) as usize)
    }

    /// The position-string letter: upper case White, lower case Black.
    pub fn letter(self) -> Option<char> {
        let upper = self.kind()?.letter();
        Some(match self.side()? {
            WHITE => upper,
            BLACK => upper.to_ascii_lowercase(),
        })
    }
}

/// A position: the board, whose move it is, Jacks in hand, the en passant target, whether
/// teleporting is still enabled, the two counters, where the Kings stand and the hash (kept
/// up to date by `play` and `undo`; the counters are not part of it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WitchesPosition {
    pub(super) board: [Piece; CELLS],
    /// The occupied cells, as bits: check looks along lines with it.
    pub(super) occupied: u128,
    pub(super) to_move: Side,
    pub(super) hand: [u8; 2],
    pub(super) ep: Square,
    pub(super) teleport: bool,
    pub(super) halfmove: u16,
    pub(super) fullmove: u16,
    pub(super) kings: [Square; 2],
    pub(super) hash: u64,
}

impl WitchesPosition {
    /// Puts `piece` (perhaps none) on `sq`, keeping `occupied`.
    #[inline]
    pub(super) fn set(&mut self, sq: Square, piece: Piece) {
        self.board[sq.index()] = piece;
        let bit = 1u128 << sq.index();
        if piece.is_empty() {
            self.occupied &= !bit;
        } else {
            self.occupied |= bit;
        }
    }

    /// What stands on `sq`.
    pub fn piece(&self, sq: Square) -> Piece {
        self.board[sq.index()]
    }

    /// Jacks `side` holds in hand.
    pub fn in_hand(&self, side: Side) -> u8 {
        self.hand[side.index()]
    }

    /// Where `side`'s King stands.
    pub fn king(&self, side: Side) -> Square {
        self.kings[side.index()]
    }

    /// Whether teleporting is still enabled (the endgame rule has not fired).
    pub fn teleporting(&self) -> bool {
        self.teleport
    }

    /// The square a Pawn may take en passant on, after a double step.
    pub fn en_passant(&self) -> Option<Square> {
        (self.ep != Square::NONE).then_some(self.ep)
    }

    /// Halfmoves since the last capture, Pawn move or drop.
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }
}

/// Zobrist slots past the 20 piece kinds: en passant target squares, and the rest.
pub(super) const Z_EP: usize = 20;
pub(super) const Z_MISC: usize = 21;
/// Misc slot index of "teleporting enabled"; hand counts use `side * 3 + count`.
pub(super) const Z_TELEPORT: usize = 10;

impl Witches {
    pub(super) fn hand_key(&self, side: Side, count: u8) -> u64 {
        self.zobrist
            .piece(Z_MISC, side.index() * 3 + count.min(2) as usize)
    }

    pub(super) fn parse(&self, text: &str) -> Result<WitchesPosition, Error> {
        let g = &self.geometry;
        let fields = fields(text)?;
        if fields.len() != 7 {
            return Err(Error::Position(format!(
                "expected 7 fields (board, side, hand, en passant, teleport, halfmove clock, \
                 fullmove number), found {}",
                fields.len()
            )));
        }
        let mut pos = WitchesPosition {
            board: [Piece::EMPTY; CELLS],
            occupied: 0,
            to_move: WHITE,
            hand: [0; 2],
            ep: Square::NONE,
            teleport: true,
            halfmove: 0,
            fullmove: 1,
            kings: [Square::NONE; 2],
            hash: 0,
        };
        parse_rows(g, fields[0], BoardForm::Fen, |sq, letter, marked| {
            let name = g.square_name(sq);
            let kind = Kind::from_letter(letter).ok_or_else(|| {
                Error::Position(format!(
                    "unknown piece '{letter}' on {name} (K W L C V R N B J P, upper case White)"
                ))
            })?;
            if marked {
                return Err(Error::Position(format!("pieces take no mark ({name})")));
            }
            let side = if letter.is_ascii_uppercase() {
                WHITE
            } else {
                BLACK
            };
            if kind == Kind::Pawn && (g.rank(sq) == 0 || g.rank(sq) == 7) {
                return Err(Error::Position(format!("a Pawn on {name}, on rank 1 or 8")));
            }
            if kind == Kind::King {
                if pos.kings[side.index()] != Square::NONE {
                    return Err(Error::Position(format!(
                        "more than one {} King",
                        self.side_label(side)
                    )));
                }
                pos.kings[side.index()] = sq;
            }
            pos.set(sq, Piece::new(side, kind));
            Ok(())
        })?;
        for side in Side::BOTH {
            if pos.kings[side.index()] == Square::NONE {
                return Err(Error::Position(format!(
                    "no {} King",
                    self.side_label(side)
                )));
            }
        }
        pos.to_move = match fields[1] {
            "w" => WHITE,
            "b" => BLACK,
            other => {
                return Err(Error::Position(format!(
                    "side to move must be 'w' or 'b', not '{other}'"
                )));
            }
        };
        pos.hand = parse_hand(fields[2])?;
        pos.ep = self.parse_ep(&pos, fields[3])?;
        pos.teleport = match fields[4] {
            "T" => true,
            "-" => false,
            other => {
                return Err(Error::Position(format!(
                    "teleport field must be 'T' or '-', not '{other}'"
                )));
            }
        };
        if pos.teleport && self.king_on_far_rank(&pos) {
            return Err(Error::Position(
                "a King stands on the opponent's starting rank, so teleporting must be '-'".into(),
            ));
        }
        pos.halfmove = counter("the halfmove clock", fields[5], 0, u16::MAX.into())? as u16;
        pos.fullmove = counter("the fullmove number", fields[6], 1, u16::MAX.into())? as u16;
        if !self.exclusion_ok(&pos) {
            return Err(Error::Position(
                "two teleporters hold pieces of the same type of opposite sides".into(),
            ));
        }
        if self.in_check(&pos, pos.to_move.opponent()) {
            return Err(Error::Position(
                "the side that has just moved is in check".into(),
            ));
        }
        pos.hash = self.full_hash(&pos);
        Ok(pos)
    }

    fn side_label(&self, side: Side) -> &'static str {
        match side {
            WHITE => "White",
            BLACK => "Black",
        }
    }

    /// The en passant field: `-`, or the square a Pawn of the side that just moved skipped.
    fn parse_ep(&self, pos: &WitchesPosition, field: &str) -> Result<Square, Error> {
        if field == "-" {
            return Ok(Square::NONE);
        }
        let g = &self.geometry;
        let sq = g.parse_square(field).ok_or_else(|| {
            Error::Position(format!("en passant field '{field}' is not a square or '-'"))
        })?;
        let mover = pos.to_move.opponent();
        let (rank, ahead) = match mover {
            WHITE => (2, 1),
            BLACK => (5, -1),
        };
        let pawn = g.offset(sq, 0, ahead);
        let fits = g.rank(sq) == rank
            && pos.piece(sq).is_empty()
            && pawn.is_some_and(|p| pos.piece(p).is(mover, Kind::Pawn));
        if !fits {
            return Err(Error::Position(format!(
                "en passant target {field} is not a square a Pawn of the side that just moved \
                 skipped"
            )));
        }
        Ok(sq)
    }

    /// Whether a King stands on the opponent's starting rank (the endgame rule).
    pub(super) fn king_on_far_rank(&self, pos: &WitchesPosition) -> bool {
        self.geometry.rank(pos.kings[WHITE.index()]) == 7
            || self.geometry.rank(pos.kings[BLACK.index()]) == 0
    }

    pub(super) fn format(&self, pos: &WitchesPosition) -> String {
        let rows = format_rows(&self.geometry, BoardForm::Fen, |sq| {
            match pos.piece(sq).letter() {
                Some(letter) => Cell::Piece {
                    letter,
                    marked: false,
                },
                None => Cell::Empty,
            }
        });
        let side = if pos.to_move == WHITE { 'w' } else { 'b' };
        let mut hand = "J".repeat(pos.hand[0] as usize) + &"j".repeat(pos.hand[1] as usize);
        if hand.is_empty() {
            hand.push('-');
        }
        let ep = match pos.en_passant() {
            Some(sq) => self.geometry.square_name(sq),
            None => "-".into(),
        };
        let teleport = if pos.teleport { 'T' } else { '-' };
        format!(
            "{rows} {side} {hand} {ep} {teleport} {} {}",
            pos.halfmove, pos.fullmove
        )
    }

    /// The hash computed from scratch; `play` keeps it incrementally.
    pub(super) fn full_hash(&self, pos: &WitchesPosition) -> u64 {
        let mut h = 0;
        for (i, p) in pos.board.iter().enumerate() {
            if !p.is_empty() {
                h ^= self.zobrist.piece(p.zkey(), i);
            }
        }
        if pos.to_move == BLACK {
            h ^= self.zobrist.north_to_move();
        }
        for side in Side::BOTH {
            h ^= self.hand_key(side, pos.hand[side.index()]);
        }
        if pos.ep != Square::NONE {
            h ^= self.zobrist.piece(Z_EP, pos.ep.index());
        }
        if pos.teleport {
            h ^= self.zobrist.piece(Z_MISC, Z_TELEPORT);
        }
        h
    }

    /// Whether `sq` is one of the four teleporters.
    #[inline]
    pub(super) fn is_teleporter(&self, sq: Square) -> bool {
        self.geometry.special(sq) == Special::Teleporter
    }
}

/// `JJjj`, `J`, `-`...: White's Jacks (upper case) then Black's, at most two each.
fn parse_hand(field: &str) -> Result<[u8; 2], Error> {
    if field == "-" {
        return Ok([0, 0]);
    }
    let white = field.chars().take_while(|&c| c == 'J').count();
    let black = field[white..].chars().take_while(|&c| c == 'j').count();
    if white + black != field.len() || white > 2 || black > 2 {
        return Err(Error::Position(format!(
            "Jacks in hand must be up to two 'J' then up to two 'j', or '-', not '{field}'"
        )));
    }
    Ok([white as u8, black as u8])
}
