//! Pieces, positions and the position string of `jikaida.md` ("Position string").

use super::JikaidaOf;
use super::attack::Attack;
use super::options::{Mode, Setup};
use crate::{BoardForm, Cell, Error, Side, Square, fields, format_rows, parse_rows};
use std::sync::atomic::{AtomicU64, Ordering};

/// Capacity of a Poron-sized position's board: the Poron board's 216 squares, which the
/// drills' boards fit. Loops use the geometry's size; a larger board (Hyrshiv, Jikshiv)
/// takes a `JikaidaOf` of a larger capacity, so Poron positions stay this small.
pub const MAX_CELLS: usize = 216;
/// The 64-square words of a set of `MAX_CELLS` squares.
pub const MAX_WORDS: usize = MAX_CELLS.div_ceil(64);

/// The sides' names in this game: Yellow is South.
pub const YELLOW: Side = Side::South;
/// Blue is North.
pub const BLUE: Side = Side::North;

/// A kind of piece (`jikaida.md`, "Regular moves, leaps, captures").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    /// The King (K): one step in any direction; crosses fronts freely.
    King = 1,
    /// The Pallan (P): as the Kapt, may capture friendly pieces, turns at fronts and has the
    /// special vaults.
    Pallan,
    /// The Kapt (A): the Chuktar's slide or the Paktun's leap; one front.
    Kapt,
    /// The Chuktar (C): slides in any of the eight directions; one front.
    Chuktar,
    /// The Jiktar (J): orthogonal slide; restricted.
    Jiktar,
    /// The Hikdar (H): diagonal slide; restricted.
    Hikdar,
    /// The Paktun (T): Knight leap; one front; may leap twice on its first move.
    Paktun,
    /// The Deldar (D): 1 or 2 squares in a straight line; restricted; may move twice on its
    /// first move, and makes the Swods beside it Propt.
    Deldar,
    /// The Swod (S): one step forward or diagonally forward, capturing diagonally; up to 3
    /// squares on its first move; crosses fronts freely.
    Swod,
    /// The Hyrpaktun (Y, the larger games): a (1, 3) leap; one front.
    Hyrpaktun,
    /// The Flutsman (F, the larger games): a flight of four to an empty square, then a step.
    Flutsman,
    /// The Archer (R, the larger games): a diagonal step, then an orthogonal slide.
    Archer,
    /// The Crossbowman (X, the larger games): an orthogonal step, then a diagonal slide.
    Crossbowman,
}

impl Kind {
    /// Every kind, in code order.
    pub const ALL: [Kind; 13] = [
        Kind::King,
        Kind::Pallan,
        Kind::Kapt,
        Kind::Chuktar,
        Kind::Jiktar,
        Kind::Hikdar,
        Kind::Paktun,
        Kind::Deldar,
        Kind::Swod,
        Kind::Hyrpaktun,
        Kind::Flutsman,
        Kind::Archer,
        Kind::Crossbowman,
    ];

    /// The kinds only the larger games have (jikaida-large.md, "The new pieces").
    pub const LARGER: [Kind; 4] = [
        Kind::Hyrpaktun,
        Kind::Flutsman,
        Kind::Archer,
        Kind::Crossbowman,
    ];

    /// The position-string letter, upper case.
    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Pallan => 'P',
            Kind::Kapt => 'A',
            Kind::Chuktar => 'C',
            Kind::Jiktar => 'J',
            Kind::Hikdar => 'H',
            Kind::Paktun => 'T',
            Kind::Deldar => 'D',
            Kind::Swod => 'S',
            Kind::Hyrpaktun => 'Y',
            Kind::Flutsman => 'F',
            Kind::Archer => 'R',
            Kind::Crossbowman => 'X',
        }
    }

    /// The kind a position-string letter names, of either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_uppercase())
    }

    /// The kind whose code (`Kind as u8`, 1 to 13) this is.
    pub fn from_code(code: u8) -> Option<Kind> {
        Kind::ALL.get((code as usize).wrapping_sub(1)).copied()
    }

    /// Whether the piece has a first-move bonus, and so a "has moved" mark.
    pub fn has_bonus(self) -> bool {
        matches!(self, Kind::Swod | Kind::Deldar | Kind::Paktun)
    }

    /// The piece's name in words ("Chuktar").
    pub fn name(self) -> &'static str {
        match self {
            Kind::King => "King",
            Kind::Pallan => "Pallan",
            Kind::Kapt => "Kapt",
            Kind::Chuktar => "Chuktar",
            Kind::Jiktar => "Jiktar",
            Kind::Hikdar => "Hikdar",
            Kind::Paktun => "Paktun",
            Kind::Deldar => "Deldar",
            Kind::Swod => "Swod",
            Kind::Hyrpaktun => "Hyrpaktun",
            Kind::Flutsman => "Flutsman",
            Kind::Archer => "Archer",
            Kind::Crossbowman => "Crossbowman",
        }
    }
}

/// Zobrist kinds of Poron's pieces and the Fluttember rights.
pub(super) const ZOBRIST_PORON: usize = 37;
/// Zobrist kinds with the larger games' pieces.
pub(super) const ZOBRIST_LARGER: usize = ZOBRIST_PORON + 8;

/// A square's content in one byte: 0 empty, else the kind in the low four bits, bit 4 for
/// Blue, bit 5 for "has moved" (Swod, Deldar and Paktun only).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece(u8);

impl Piece {
    /// An empty square.
    pub const EMPTY: Piece = Piece(0);
    const BLUE: u8 = 0x10;
    const MOVED: u8 = 0x20;
    /// How many values `code` takes.
    pub(super) const CODES: usize = 0x40;

    /// `side`'s piece of `kind`; `moved` marks it as having moved, for the kinds with a
    /// first-move bonus (ignored for the others).
    pub fn new(kind: Kind, side: Side, moved: bool) -> Piece {
        let mut b = kind as u8;
        if side == BLUE {
            b |= Piece::BLUE;
        }
        if moved && kind.has_bonus() {
            b |= Piece::MOVED;
        }
        Piece(b)
    }

    /// Whether the square holds no piece.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kind; only for a piece, not an empty square.
    #[inline]
    pub fn kind(self) -> Kind {
        Kind::from_code(self.0 & 0x0f).expect("a piece, not an empty square")
    }

    /// The kind as `Kind as usize` (0 for an empty square), for tables by kind: without
    /// `kind`'s check that the square holds a piece.
    #[inline]
    pub fn kind_index(self) -> usize {
        usize::from(self.0 & 0x0f)
    }

    /// Whether the square holds a piece of `kind`, of either side.
    #[inline]
    pub fn is(self, kind: Kind) -> bool {
        self.0 & 0x0f == kind as u8
    }

    /// Whose piece it is; `None` for an empty square.
    #[inline]
    pub fn side(self) -> Option<Side> {
        match self.0 {
            0 => None,
            b if b & Piece::BLUE != 0 => Some(BLUE),
            _ => Some(YELLOW),
        }
    }

    /// Whose piece it is; only for a piece, not an empty square.
    #[inline]
    pub fn owner(self) -> Side {
        if self.0 & Piece::BLUE != 0 {
            BLUE
        } else {
            YELLOW
        }
    }

    /// Whether the square holds one of `side`'s pieces.
    #[inline]
    pub fn belongs(self, side: Side) -> bool {
        !self.is_empty() && ((self.0 & Piece::BLUE != 0) == (side == BLUE))
    }

    /// Whether the piece has moved and so lost its first-move bonus (the `'` mark).
    #[inline]
    pub fn moved(self) -> bool {
        self.0 & Piece::MOVED != 0
    }

    /// The same piece after it has moved.
    #[inline]
    pub fn after_moving(self) -> Piece {
        if self.kind().has_bonus() {
            Piece(self.0 | Piece::MOVED)
        } else {
            self
        }
    }

    /// The piece's byte, for tables by piece (below `CODES`).
    #[inline]
    pub(super) fn code(self) -> usize {
        usize::from(self.0)
    }

    /// The Zobrist kind index: Poron's 9 kinds x 2 sides x moved flag (0-35, then 36 for
    /// the Fluttember rights), the larger games' 4 kinds x 2 sides after (37-44), so that
    /// Poron's keys are those it always had.
    pub(super) fn zobrist_kind(self) -> usize {
        let kind = (self.0 & 0x0f) as usize;
        let blue = self.0 & Piece::BLUE != 0;
        if kind > 9 {
            return ZOBRIST_PORON + kind - 10 + if blue { 4 } else { 0 };
        }
        kind - 1 + if blue { 9 } else { 0 } + if self.moved() { 18 } else { 0 }
    }

    /// The position-string letter (lower case for Blue) and its mark.
    pub fn letter(self) -> Option<(char, bool)> {
        let side = self.side()?;
        let c = self.kind().letter();
        let c = if side == BLUE {
            c.to_ascii_lowercase()
        } else {
            c
        };
        Some((c, self.moved()))
    }
}

/// A set of squares, in `W` words of 64.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Bits<const W: usize>([u64; W]);

impl<const W: usize> Default for Bits<W> {
    #[inline]
    fn default() -> Self {
        Bits([0; W])
    }
}

impl<const W: usize> Bits<W> {
    /// Every square.
    pub const ALL: Self = Bits([u64::MAX; W]);

    /// The set of one square.
    #[inline]
    pub fn of(sq: Square) -> Self {
        let mut b = Bits::default();
        b.set(sq);
        b
    }

    #[inline]
    pub fn set(&mut self, sq: Square) {
        self.0[sq.index() / 64] |= 1 << (sq.index() % 64);
    }

    #[inline]
    pub fn clear(&mut self, sq: Square) {
        self.0[sq.index() / 64] &= !(1 << (sq.index() % 64));
    }

    #[inline]
    pub fn has(&self, sq: Square) -> bool {
        self.0[sq.index() / 64] & (1 << (sq.index() % 64)) != 0
    }

    /// The squares in both sets.
    #[inline]
    pub fn and(&self, other: &Self) -> Self {
        Bits(std::array::from_fn(|w| self.0[w] & other.0[w]))
    }

    /// The squares of this set not in `other`.
    #[inline]
    pub fn without(&self, other: &Self) -> Self {
        Bits(std::array::from_fn(|w| self.0[w] & !other.0[w]))
    }

    /// The squares in either set.
    #[inline]
    pub fn or(&self, other: &Self) -> Self {
        Bits(std::array::from_fn(|w| self.0[w] | other.0[w]))
    }

    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Every square moved `n` (below 64) places up the board's order, or down for a
    /// negative `n`; what leaves the set's range is dropped.
    #[inline]
    pub fn shifted(&self, n: i32) -> Self {
        let k = n.unsigned_abs();
        debug_assert!(k > 0 && k < 64);
        Bits(std::array::from_fn(|w| {
            if n > 0 {
                let carry = if w > 0 { self.0[w - 1] >> (64 - k) } else { 0 };
                self.0[w] << k | carry
            } else {
                let carry = if w + 1 < W {
                    self.0[w + 1] << (64 - k)
                } else {
                    0
                };
                self.0[w] >> k | carry
            }
        }))
    }

    /// Sets `sq`; whether it was new.
    #[inline]
    pub fn insert(&mut self, sq: Square) -> bool {
        let new = !self.has(sq);
        self.set(sq);
        new
    }

    pub fn iter(&self) -> impl Iterator<Item = Square> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &bits)| {
            let mut b = bits;
            std::iter::from_fn(move || {
                if b == 0 {
                    return None;
                }
                let i = b.trailing_zeros();
                b &= b - 1;
                Some(Square((w * 64) as u16 + i as u16))
            })
        })
    }
}

/// A Jikaida position: the board, the side to move, which sides may still make the King's
/// Fluttember, and what the rules look up often (Kings, Pallans, each side's squares, piece
/// counts), with the hash kept up to date by `play` and `undo`. `C` squares of board and
/// sets of `W` words: the capacity of the game's `JikaidaOf<C, W>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JikaidaPositionOf<const C: usize, const W: usize> {
    pub(super) board: [Piece; C],
    pub(super) to_move: Side,
    pub(super) fluttember: [bool; 2],
    pub(super) kings: [Square; 2],
    pub(super) pallans: [Bits<W>; 2],
    /// Each side's occupied squares: generation and evaluation visit the pieces, not the
    /// board's squares.
    pub(super) men: [Bits<W>; 2],
    pub(super) counts: [u8; 2],
    pub(super) hash: u64,
    pub(super) kaida: KaidaMemo,
}

/// What `in_kaida` found for each side's King, once asked: a search asks it of the same
/// position up to three times (its evaluation, its null move, the guard of its moves), and
/// the guard of a King in Kaida reads the capture found (`KaidaGuard::kept`). Any change to
/// the board (`put`) clears it, so `play` does but for a pass, and `undo` puts back what it
/// held; it is not part of what the position is (positions compare equal whatever it
/// holds). Per side: 0 not asked, else `Attack::packed` of the answer.
#[derive(Debug, Default)]
pub(super) struct KaidaMemo([AtomicU64; 2]);

impl KaidaMemo {
    /// The capture of the side's King found, if asked.
    #[inline]
    pub(super) fn get(&self, side: Side) -> Option<Option<Attack>> {
        match self.0[side.index()].load(Ordering::Relaxed) {
            0 => None,
            word => Some(Attack::unpacked(word)),
        }
    }

    #[inline]
    pub(super) fn set(&self, side: Side, attack: Option<Attack>) {
        self.0[side.index()].store(Attack::packed(attack), Ordering::Relaxed);
    }

    /// What it holds, for `restore`.
    #[inline]
    pub(super) fn held(&self) -> [u64; 2] {
        self.0.each_ref().map(|w| w.load(Ordering::Relaxed))
    }

    /// Puts back what `held` returned.
    #[inline]
    pub(super) fn restore(&mut self, held: [u64; 2]) {
        for (w, h) in self.0.iter_mut().zip(held) {
            *w.get_mut() = h;
        }
    }

    #[inline]
    pub(super) fn forget(&mut self) {
        self.restore([0; 2]);
    }
}

impl Clone for KaidaMemo {
    fn clone(&self) -> KaidaMemo {
        KaidaMemo(self.held().map(AtomicU64::new))
    }
}

impl PartialEq for KaidaMemo {
    fn eq(&self, _: &KaidaMemo) -> bool {
        true
    }
}

impl Eq for KaidaMemo {}

/// A Poron-sized position, which the drills' fit too.
pub type JikaidaPosition = JikaidaPositionOf<MAX_CELLS, MAX_WORDS>;

impl<const C: usize, const W: usize> JikaidaPositionOf<C, W> {
    /// What stands on `sq`.
    pub fn piece(&self, sq: Square) -> Piece {
        self.board[sq.index()]
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Whether `side` may still make the King's Fluttember.
    pub fn may_fluttember(&self, side: Side) -> bool {
        self.fluttember[side.index()]
    }

    /// The side's King, if it has one.
    pub fn king(&self, side: Side) -> Option<Square> {
        let k = self.kings[side.index()];
        (k != Square::NONE).then_some(k)
    }

    /// The squares of the side's pieces, in the board's order.
    pub fn squares_of(&self, side: Side) -> impl Iterator<Item = Square> + '_ {
        self.men[side.index()].iter()
    }

    /// How many pieces the side has on the board, King included.
    pub fn count(&self, side: Side) -> u8 {
        self.counts[side.index()]
    }

    pub(super) fn empty(to_move: Side) -> Self {
        JikaidaPositionOf {
            board: [Piece::EMPTY; C],
            to_move,
            fluttember: [false; 2],
            kings: [Square::NONE; 2],
            pallans: [Bits::default(); 2],
            men: [Bits::default(); 2],
            counts: [0; 2],
            hash: 0,
            kaida: KaidaMemo::default(),
        }
    }
}

/// The Poron start of `jikaida.md`.
pub const PORON_START: &str = "cjhapkatthjc/dddddddddddd/ssssssssssss/12/12/12/12/12/12/12/12/12/12/12/12/SSSSSSSSSSSS/DDDDDDDDDDDD/CJHTTAPKAHJC y YB";

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// Puts `piece` on `sq`, keeping the hash, counts, Kings and Pallans up to date, and
    /// forgetting the Kaida tests.
    #[inline]
    pub(super) fn put(&self, pos: &mut JikaidaPositionOf<C, W>, sq: Square, piece: Piece) {
        pos.kaida.forget();
        let old = pos.board[sq.index()];
        if let Some(side) = old.side() {
            pos.hash ^= self.zobrist.piece(old.zobrist_kind(), sq.index());
            pos.counts[side.index()] -= 1;
            pos.men[side.index()].clear(sq);
            if old.is(Kind::King) {
                pos.kings[side.index()] = Square::NONE;
            } else if old.is(Kind::Pallan) {
                pos.pallans[side.index()].clear(sq);
            }
        }
        if let Some(side) = piece.side() {
            pos.hash ^= self.zobrist.piece(piece.zobrist_kind(), sq.index());
            pos.counts[side.index()] += 1;
            pos.men[side.index()].set(sq);
            if piece.is(Kind::King) {
                pos.kings[side.index()] = sq;
            } else if piece.is(Kind::Pallan) {
                pos.pallans[side.index()].set(sq);
            }
        }
        pos.board[sq.index()] = piece;
    }

    /// The hash computed from scratch; `play` keeps it incrementally.
    pub(super) fn full_hash(&self, pos: &JikaidaPositionOf<C, W>) -> u64 {
        let mut h = 0;
        for sq in self.geometry.squares() {
            let p = pos.piece(sq);
            if !p.is_empty() {
                h ^= self.zobrist.piece(p.zobrist_kind(), sq.index());
            }
        }
        h ^ self.side_hash(pos.to_move) ^ self.rights_hash(pos.fluttember)
    }

    pub(super) fn side_hash(&self, side: Side) -> u64 {
        if side == BLUE {
            self.zobrist.north_to_move()
        } else {
            0
        }
    }

    pub(super) fn rights_hash(&self, rights: [bool; 2]) -> u64 {
        let mut h = 0;
        for (i, r) in rights.iter().enumerate() {
            if *r {
                h ^= self.zobrist.piece(36, i);
            }
        }
        h
    }

    /// The start position text for the options in force.
    pub(super) fn start_text(&self) -> String {
        let first = match self.options.first {
            super::options::First::Yellow => 'y',
            super::options::First::Blue => 'b',
        };
        let rows: Vec<String> = match self.options.mode {
            Mode::Poron => {
                // Blue's back rank from Blue's own left swaps King and Pallan, so that
                // "Kings stand on squares of their own colour" (seed, Setup).
                let mut south = vec!["CJHTTAPKAHJC".to_string()];
                for _ in 0..self.options.deldar_ranks.count() {
                    south.push("D".repeat(12));
                }
                for _ in 0..self.options.swod_ranks.count() {
                    south.push("S".repeat(12));
                }
                let mut rows = mirror_setup(&south, 18, 12);
                rows[0] = "CJHTTAKPAHJC"
                    .chars()
                    .rev()
                    .collect::<String>()
                    .to_lowercase();
                rows
            }
            Mode::Pastang => {
                let back = self.options.pastang_back.letters();
                mirror_setup(&[back.to_string(), "S".repeat(6)], 6, 6)
            }
            Mode::Stikitche => {
                // Both Pallans on c, both Kings on d (spec and the seed's diagram): not mirrored.
                let mut rows = vec!["2pk2".to_string()];
                rows.extend(std::iter::repeat_n("6".to_string(), 10));
                rows.push("2PK2".into());
                rows
            }
            Mode::Hyrshiv | Mode::Jikshiv => {
                // jikaida-large.md, "Set-ups": Yellow's ranks from rank 1; Blue's the same
                // turned half a circle, King and Pallan exchanged.
                let (files, ranks) = self.options.mode.board();
                let line = |letter: &str| letter.repeat(usize::from(files));
                let mut south: Vec<String> = if self.options.mode == Mode::Jikshiv {
                    vec!["CJHRFYJHRXTAFYTCAKPACTYFATXRHJYFXHJC".into()]
                } else {
                    vec!["CJHRFYTAPKATYFXHJC".into()]
                };
                match self.options.setup {
                    Setup::Standard => south.extend([line("D"), line("S")]),
                    Setup::Lamdu => {
                        south.extend(["RXRXRXTFYYFTXRXRXR".into(), line("D"), line("S"), line("S")])
                    }
                    // The 24 Brumbytes on the eight middle files (`f`..`m`).
                    Setup::Vallia => {
                        south.push(line("D"));
                        south.extend(std::iter::repeat_n("5SSSSSSSS5".into(), 3));
                    }
                }
                let mut rows = mirror_setup(&south, usize::from(ranks), usize::from(files));
                for row in &mut rows[..south.len()] {
                    *row = row
                        .chars()
                        .map(|c| match c {
                            'k' => 'p',
                            'p' => 'k',
                            c => c,
                        })
                        .collect();
                }
                rows
            }
            Mode::DraksCity => {
                // Yellow: Pallan c2, citizens b2 d2 e2 and b3-e5; Blue: Pallan d11,
                // citizens b11 c11 e11 and b8-e10 (the seed's diagram).
                let mut rows = vec!["6".to_string(), "1ssps1".to_string()];
                rows.extend(std::iter::repeat_n("1ssss1".to_string(), 3));
                rows.extend(std::iter::repeat_n("6".to_string(), 2));
                rows.extend(std::iter::repeat_n("1SSSS1".to_string(), 3));
                rows.push("1SPSS1".into());
                rows.push("6".into());
                rows
            }
        };
        let rights = if matches!(
            self.options.mode,
            Mode::Poron | Mode::Hyrshiv | Mode::Jikshiv
        ) {
            "YB"
        } else {
            "-"
        };
        format!("{} {first} {rights}", rows.join("/"))
    }

    pub(super) fn parse(&self, text: &str) -> Result<JikaidaPositionOf<C, W>, Error> {
        let mut fields = fields(text)?.into_iter();
        let board_field = fields.next().unwrap_or_default();
        let to_move = match fields.next() {
            Some("y") => YELLOW,
            Some("b") => BLUE,
            Some(other) => {
                return Err(Error::Position(format!(
                    "side to move must be 'y' or 'b', not '{other}'"
                )));
            }
            None => return Err(Error::Position("missing side to move ('y' or 'b')".into())),
        };
        let rights = match fields.next() {
            Some("YB") => [true, true],
            Some("Y") => [true, false],
            Some("B") => [false, true],
            Some("-") => [false, false],
            Some(other) => {
                return Err(Error::Position(format!(
                    "Fluttember rights must be YB, Y, B or -, not '{other}'"
                )));
            }
            None => {
                return Err(Error::Position(
                    "missing Fluttember rights (YB, Y, B or -)".into(),
                ));
            }
        };
        if let Some(extra) = fields.next() {
            return Err(Error::Position(format!(
                "unexpected '{extra}' after the Fluttember rights"
            )));
        }
        let mut pos = JikaidaPositionOf::empty(to_move);
        pos.fluttember = rights;
        let g = &self.geometry;
        let larger = self.options.mode.is_larger();
        let mut placed: Vec<(Square, Piece)> = Vec::new();
        parse_rows(g, board_field, BoardForm::Fen, |sq, letter, marked| {
            let name = || g.square_name(sq);
            let kind = Kind::from_letter(letter)
                .filter(|&k| larger || !Kind::LARGER.contains(&k))
                .ok_or_else(|| {
                    let letters = if larger {
                        "K P A C J H T D S Y F R X"
                    } else {
                        "K P A C J H T D S"
                    };
                    Error::Position(format!(
                        "unknown piece '{letter}' on {} ({letters}, Blue in lower case)",
                        name()
                    ))
                })?;
            if marked && !kind.has_bonus() {
                return Err(Error::Position(format!(
                    "only a Swod, Deldar or Paktun takes the moved mark (' on {})",
                    name()
                )));
            }
            let side = if letter.is_ascii_uppercase() {
                YELLOW
            } else {
                BLUE
            };
            if kind == Kind::Swod && g.rank(sq) == self.last_rank(side) {
                return Err(Error::Position(format!(
                    "a Swod on its last rank ({}) would have been promoted",
                    name()
                )));
            }
            placed.push((sq, Piece::new(kind, side, marked)));
            Ok(())
        })?;
        for (sq, piece) in placed {
            self.put(&mut pos, sq, piece);
        }
        let kings = |side: Side| {
            g.squares()
                .filter(|&s| {
                    let p = pos.piece(s);
                    p.is(Kind::King) && p.belongs(side)
                })
                .count()
        };
        let side_name = |s: Side| if s == YELLOW { "Yellow" } else { "Blue" };
        for side in Side::BOTH {
            let n = kings(side);
            if self.has_kings() && n != 1 {
                return Err(Error::Position(format!(
                    "{} must have exactly one King, not {n}",
                    side_name(side)
                )));
            }
            if !self.has_kings() && n != 0 {
                return Err(Error::Position(format!(
                    "this game has no Kings ({} has {n})",
                    side_name(side)
                )));
            }
        }
        pos.hash = self.full_hash(&pos);
        if self.has_kings() && self.in_kaida(&pos, to_move.opponent()) {
            return Err(Error::Position(format!(
                "{} is not to move but its King is in Kaida",
                side_name(to_move.opponent())
            )));
        }
        Ok(pos)
    }

    pub(super) fn format(&self, pos: &JikaidaPositionOf<C, W>) -> String {
        let rows = format_rows(&self.geometry, BoardForm::Fen, |sq| {
            match pos.piece(sq).letter() {
                Some((letter, marked)) => Cell::Piece { letter, marked },
                None => Cell::Empty,
            }
        });
        let side = if pos.to_move == YELLOW { 'y' } else { 'b' };
        let rights = match pos.fluttember {
            [true, true] => "YB",
            [true, false] => "Y",
            [false, true] => "B",
            [false, false] => "-",
        };
        format!("{rows} {side} {rights}")
    }
}

/// The rows of a board from the top, given Yellow's home rows from rank 1 up (each from
/// Yellow's left); Blue's are the same from Blue's side (mirrored, lower case).
fn mirror_setup(south: &[String], ranks: usize, files: usize) -> Vec<String> {
    let mut rows = Vec::with_capacity(ranks);
    for r in (0..ranks).rev() {
        if r < south.len() {
            rows.push(south[r].clone());
        } else if ranks - 1 - r < south.len() {
            let own: String = south[ranks - 1 - r].chars().rev().collect();
            rows.push(own.to_lowercase());
        } else {
            rows.push(files.to_string());
        }
    }
    rows
}
