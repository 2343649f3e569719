//! Tafl positions and their OpenTafl position strings (`tafl.md`, "Position string").

use super::Tafl;
use crate::{BoardForm, Cell, Error, Side, Special, Square, fields, format_rows, parse_rows};

/// Cells of the 11 x 11 board.
pub const CELLS: usize = 121;

/// Attackers are South (they move first), defenders North.
pub const ATTACKERS: Side = Side::South;
/// The defenders, the king's side, are North.
pub const DEFENDERS: Side = Side::North;

/// What stands on a square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Piece {
    /// Nothing.
    Empty,
    /// An attacker (`t`).
    Attacker,
    /// A defender (`T`).
    Defender,
    /// The defenders' king (`K`), who wins by reaching a corner refuge.
    King,
}

impl Piece {
    /// Whose piece it is; `None` for an empty square.
    pub fn side(self) -> Option<Side> {
        match self {
            Piece::Empty => None,
            Piece::Attacker => Some(ATTACKERS),
            Piece::Defender | Piece::King => Some(DEFENDERS),
        }
    }

    /// The Zobrist kind index.
    pub(super) fn kind(self) -> usize {
        self as usize - 1
    }

    pub(super) fn letter(self) -> Option<char> {
        match self {
            Piece::Empty => None,
            Piece::Attacker => Some('t'),
            Piece::Defender => Some('T'),
            Piece::King => Some('K'),
        }
    }
}

/// A tafl position: the board, the side to move, where the king is (none once captured),
/// each side's squares and the hash, kept up to date by `play` and `undo`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TaflPosition {
    pub(super) board: [Piece; CELLS],
    pub(super) to_move: Side,
    pub(super) king: Option<Square>,
    /// Each side's squares, a bit per cell: the search finds the squares beside an enemy
    /// with a few shifts.
    pub(super) men: [u128; 2],
    pub(super) hash: u64,
}

impl TaflPosition {
    /// What stands on `sq`.
    pub fn piece(&self, sq: Square) -> Piece {
        self.board[sq.index()]
    }

    /// Where the king stands; `None` once he has been captured.
    pub fn king(&self) -> Option<Square> {
        self.king
    }

    /// The squares of `side`'s pieces, bit `i` for the cell of index `i`.
    pub fn men(&self, side: Side) -> u128 {
        self.men[side.index()]
    }

    /// Puts `piece` on `sq` (the hash aside).
    #[inline]
    pub(super) fn place(&mut self, sq: Square, piece: Piece) {
        let bit = 1u128 << sq.index();
        if let Some(side) = self.board[sq.index()].side() {
            self.men[side.index()] &= !bit;
        }
        if let Some(side) = piece.side() {
            self.men[side.index()] |= bit;
        }
        self.board[sq.index()] = piece;
    }
}

/// The start of `tafl.md`.
pub const START: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a";

impl Tafl {
    pub(super) fn parse(&self, text: &str) -> Result<TaflPosition, Error> {
        if let Some(text) = super::opentafl::opentafl_position(text)? {
            return self.parse(&text);
        }
        let mut fields = fields(text)?.into_iter();
        let board_field = fields.next().unwrap_or_default();
        let side = match fields.next() {
            Some("a") => ATTACKERS,
            Some("d") => DEFENDERS,
            Some(other) => {
                return Err(Error::Position(format!(
                    "side to move must be 'a' or 'd', not '{other}'"
                )));
            }
            None => return Err(Error::Position("missing side to move ('a' or 'd')".into())),
        };
        if let Some(extra) = fields.next() {
            return Err(Error::Position(format!(
                "unexpected '{extra}' after the side to move"
            )));
        }
        let mut pos = TaflPosition {
            board: [Piece::Empty; CELLS],
            to_move: side,
            king: None,
            men: [0; 2],
            hash: 0,
        };
        let geometry = &self.geometry;
        parse_rows(
            geometry,
            board_field,
            BoardForm::OpenTafl,
            |sq, letter, marked| {
                let name = || geometry.square_name(sq);
                let piece = match letter {
                    't' => Piece::Attacker,
                    'T' => Piece::Defender,
                    'K' => Piece::King,
                    _ => {
                        return Err(Error::Position(format!(
                            "unknown piece '{letter}' on {} (t attacker, T defender, K king)",
                            name()
                        )));
                    }
                };
                if marked {
                    return Err(Error::Position(format!(
                        "tafl pieces take no mark ({})",
                        name()
                    )));
                }
                if piece == Piece::King {
                    if pos.king.is_some() {
                        return Err(Error::Position("more than one king".into()));
                    }
                    pos.king = Some(sq);
                } else if geometry.special(sq) != Special::Plain {
                    return Err(Error::Position(format!(
                        "only the king may stand on the refuge {}",
                        name()
                    )));
                }
                pos.place(sq, piece);
                Ok(())
            },
        )?;
        pos.hash = self.full_hash(&pos);
        Ok(pos)
    }

    pub(super) fn format(&self, pos: &TaflPosition) -> String {
        let rows = format_rows(&self.geometry, BoardForm::OpenTafl, |sq| {
            match pos.piece(sq).letter() {
                Some(letter) => Cell::Piece {
                    letter,
                    marked: false,
                },
                None => Cell::Empty,
            }
        });
        let side = if pos.to_move == ATTACKERS { 'a' } else { 'd' };
        format!("{rows} {side}")
    }

    /// The hash computed from scratch; `play` keeps it incrementally.
    pub(super) fn full_hash(&self, pos: &TaflPosition) -> u64 {
        let mut h = 0;
        for (i, p) in pos.board.iter().enumerate() {
            if *p != Piece::Empty {
                h ^= self.zobrist.piece(p.kind(), i);
            }
        }
        if pos.to_move == Side::North {
            h ^= self.zobrist.north_to_move();
        }
        h
    }
}
