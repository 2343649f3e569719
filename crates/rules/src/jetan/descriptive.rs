//! Smith's descriptive notation (seed 002, "Game Record Notation"; docs/jetan.md): each side
//! names the files from its own side after its back rank (Black from file A: Chief's Warrior
//! `CW`, `CP`, `CD`, `CF`, Chief `C`, Princess `P`, `PF`, `PD`, `PP`, `PW`) and counts the
//! ranks from its own side; a piece is named by the square it started on (`CF`, the Chief's
//! Flier; `PWT`, the Princess Warrior's Thoat; the Panthans, which the seed does not name,
//! `CFPN`, the Chief Flier's Panthan); a move to an empty square names the square (`CF-CD4`),
//! a capture the piece taken (`CFxPWT`), a duel the piece fought and its winner
//! (`CF-PWT(B)`), a move onto the Princess her name (`CF-P`, the seed's `?-P`), the escape an
//! `E` as in the technical notation, a draw a final `d`. Only the moves from the setup's start
//! tell where each piece began: `Origins` follows them.

use super::position::{BLACK, JetanPosition, Kind, kind_of, side_of};
use super::{ESCAPE, Jetan, PASS};
use crate::{Error, Game, Move, Outcome, Side, Square};

/// No piece, or one whose start is unknown.
const UNKNOWN: u8 = u8::MAX;

/// The square each piece on the board started on, by square index (`UNKNOWN` where none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origins([u8; 100]);

impl Origins {
    /// Every piece of `start` on its own square.
    pub fn of_start(start: &JetanPosition) -> Origins {
        let mut origins = [UNKNOWN; 100];
        for (sq, _, _) in start.pieces() {
            origins[sq.index()] = sq.index() as u8;
        }
        Origins(origins)
    }

    /// Follows `mv`, played from `before` to `after`: the piece that moved carries its origin
    /// to its square unless it lost a duel there; a piece taken loses its own.
    pub fn follow(&mut self, before: &JetanPosition, after: &JetanPosition, mv: Move) {
        if mv.tag == PASS {
            return;
        }
        let (from, to) = (mv.from.index(), mv.to.index());
        let moved = std::mem::replace(&mut self.0[from], UNKNOWN);
        let arrived = after.board[to];
        if arrived != 0 && side_of(arrived) == before.to_move {
            self.0[to] = moved;
        }
    }
}

/// The names of the files from a Chief or a Princess outward, as seed 002's table gives them.
const CHIEF_FILES: [&str; 5] = ["C", "CF", "CD", "CP", "CW"];
const PRINCESS_FILES: [&str; 5] = ["P", "PF", "PD", "PP", "PW"];

impl Jetan {
    /// `side`'s names of the files a to j. The files take the names of the pieces that start
    /// on them in the setup played: the half on the Chief's side of the board is the Chief's
    /// (`C`, `CF`, `CD`, `CP`, `CW` outward from him), the other the Princess's. In the
    /// standard setup that is seed 002's table for both sides; under Manator's and seed 003's
    /// setups the names follow the Chief and the Princess to their squares.
    fn file_names(&self, side: Side) -> [&'static str; 10] {
        let back = self.options.setup.back_ranks()[side.index()].to_ascii_uppercase();
        let file_of = |letter| back.find(letter).map_or(0, |f| f as i32);
        let (chief, princess) = (file_of('C'), file_of('P'));
        let toward = if chief < princess { -1 } else { 1 };
        std::array::from_fn(|f| {
            let f = f as i32;
            if (f - chief) * toward >= 0 {
                CHIEF_FILES[((f - chief) * toward).min(4) as usize]
            } else {
                PRINCESS_FILES[((princess - f) * toward).clamp(0, 4) as usize]
            }
        })
    }

    /// A square named from `side`'s side: its file's name and the rank counted from there,
    /// rank 10 written `0` as in the technical notation (`CD4`).
    fn descriptive_square(&self, side: Side, sq: Square) -> String {
        let rank = self.geometry.rank(sq);
        let counted = if side == BLACK { rank } else { 9 - rank };
        format!(
            "{}{}",
            self.file_names(side)[usize::from(self.geometry.file(sq))],
            (counted + 1) % 10
        )
    }

    /// The name of the piece of `side` that started on `origin`: its file's name on the back
    /// rank (`CF`), with `T` for a Thoat (`PWT`) and `PN` for a Panthan (`CFPN`) on the next.
    fn piece_name(&self, side: Side, origin: u8) -> Option<String> {
        if origin == UNKNOWN {
            return None;
        }
        let sq = Square(u16::from(origin));
        let file = self.file_names(side)[usize::from(self.geometry.file(sq))];
        let second = if side == BLACK { 1 } else { 8 };
        Some(if self.geometry.rank(sq) != second {
            file.to_string()
        } else if matches!(self.geometry.file(sq), 0 | 9) {
            format!("{file}T")
        } else {
            format!("{file}PN")
        })
    }

    /// `mv` in descriptive notation, read in `pos` with the pieces' `origins`; `None` where a
    /// piece's start is unknown.
    pub(super) fn describe(
        &self,
        pos: &JetanPosition,
        origins: &Origins,
        mv: Move,
    ) -> Option<String> {
        let mut after = *pos;
        self.play(&mut after, mv);
        let draw = matches!(self.outcome(&after), Some(Outcome::Draw { .. }));
        let mark = if draw { "d" } else { "" };
        if mv.tag == PASS {
            return Some(format!("pass{mark}"));
        }
        let me = pos.to_move;
        let piece = self.piece_name(me, origins.0[mv.from.index()])?;
        let target = pos.board[mv.to.index()];
        let mut text = if target == 0 {
            format!("{piece}-{}", self.descriptive_square(me, mv.to))
        } else {
            let victim = self.piece_name(side_of(target), origins.0[mv.to.index()])?;
            if kind_of(target) == Kind::Princess {
                format!("{piece}-{victim}")
            } else if self.options.wager.dueling() {
                let winner = self.duel_winner(&after, mv)?;
                let colour = if winner == BLACK { 'B' } else { 'O' };
                format!("{piece}-{victim}({colour})")
            } else {
                format!("{piece}x{victim}")
            }
        };
        if mv.tag == ESCAPE {
            text.push('E');
        }
        Some(text + mark)
    }

    /// Reads a descriptive move in `pos`, the pieces having come from `origins`: the text of
    /// one legal move as `describe` writes it, rank 10 as `0` or `10`, `X` for `x`, the draw
    /// mark optional. Names are capitals, so that `CFxCd` (the Chief taken, a draw) and
    /// `CFxCD` (the Chief's Dwar taken) stay apart.
    pub(super) fn read_descriptive(
        &self,
        pos: &JetanPosition,
        origins: &Origins,
        text: &str,
    ) -> Result<Move, Error> {
        let written = text.trim().replace("10", "0").replace('X', "x");
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        moves
            .into_iter()
            .find(|&mv| {
                self.describe(pos, origins, mv).is_some_and(|own| {
                    own == written || own.strip_suffix('d') == Some(written.as_str())
                })
            })
            .ok_or_else(|| {
                Error::Move(format!(
                    "'{}' is not a legal move here (descriptive: a piece by the square it started on, then - and a square counted from its side, or x and the piece taken: CF-CD4, CFxPWT)",
                    text.trim()
                ))
            })
    }

    /// Whether `text` is read as the technical notation (a square first: `D1-C4`; a pass;
    /// anything else that is not descriptive, so that its error names the technical form)
    /// rather than descriptive (a piece's name first, `C` or `P` then no digit: `CF-CD4`).
    pub(super) fn is_technical(text: &str) -> bool {
        let text = text.trim();
        let mut chars = text.chars();
        let named = chars.next().is_some_and(|c| c == 'C' || c == 'P')
            && !chars.next().is_some_and(|c| c.is_ascii_digit());
        text.eq_ignore_ascii_case("pass") || !named
    }

    /// The error for a descriptive move where the pieces' starts are unknown.
    pub(super) fn descriptive_needs_start(text: &str) -> Error {
        Error::Move(format!(
            "'{}': a descriptive move names its piece by the square it started on, so it is read only in a game from the setup's start; write it as D1-C4",
            text.trim()
        ))
    }

    /// The origins of the pieces after `moves` from `start`, if it is the setup's start (only
    /// there does a piece's square tell where it began).
    pub(super) fn origins_after(&self, start: &JetanPosition, moves: &[Move]) -> Option<Origins> {
        if *start != self.start() {
            return None;
        }
        let mut origins = Origins::of_start(start);
        let mut pos = *start;
        for &mv in moves {
            let before = pos;
            self.play(&mut pos, mv);
            origins.follow(&before, &pos, mv);
        }
        Some(origins)
    }
}
