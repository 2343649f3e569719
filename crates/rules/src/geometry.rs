//! Board geometry shared by every game: a rectangle of files and ranks, some cells of which
//! may be holes (Jacks and Witches), grouped into zones (Jikaida's drins, whose borders are
//! fronts), with special squares (refuges, throne, teleporters).
//!
//! Neighbour tables are built once, so move generators step with one lookup and never test
//! bounds or holes themselves.

use serde::{Deserialize, Serialize};

/// A cell of the board rectangle: `rank * files + file`, rank 0 at South.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square(pub u16);

impl Square {
    /// No square: a drop's origin, or an unused `Move::via`.
    pub const NONE: Square = Square(u16::MAX);

    /// The cell's number, as an index into per-square tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The eight compass directions; the first four are orthogonal.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// North: up the board, towards the North side.
    N,
    /// East: towards the higher files.
    E,
    /// South: down the board, towards the South side.
    S,
    /// West: towards the lower files.
    W,
    /// North-east.
    NE,
    /// South-east.
    SE,
    /// South-west.
    SW,
    /// North-west.
    NW,
}

impl Dir {
    /// The four orthogonal directions, clockwise from North.
    pub const ORTHOGONAL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];
    /// The four diagonal directions, clockwise from North-east.
    pub const DIAGONAL: [Dir; 4] = [Dir::NE, Dir::SE, Dir::SW, Dir::NW];
    /// All eight directions in declaration order (the index of neighbour tables).
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::E,
        Dir::S,
        Dir::W,
        Dir::NE,
        Dir::SE,
        Dir::SW,
        Dir::NW,
    ];

    /// (file step, rank step).
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (0, 1),
            Dir::E => (1, 0),
            Dir::S => (0, -1),
            Dir::W => (-1, 0),
            Dir::NE => (1, 1),
            Dir::SE => (1, -1),
            Dir::SW => (-1, -1),
            Dir::NW => (-1, 1),
        }
    }

    /// The heading of a (file step, rank step) of -1, 0 or 1, not both 0.
    pub fn of_step(x: i32, y: i32) -> Dir {
        match (x, y) {
            (0, 1) => Dir::N,
            (1, 0) => Dir::E,
            (0, -1) => Dir::S,
            (-1, 0) => Dir::W,
            (1, 1) => Dir::NE,
            (1, -1) => Dir::SE,
            (-1, -1) => Dir::SW,
            (-1, 1) => Dir::NW,
            _ => panic!("no heading for the step ({x}, {y})"),
        }
    }

    /// The direction pointing back the other way.
    pub fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
            Dir::NE => Dir::SW,
            Dir::SE => Dir::NW,
            Dir::SW => Dir::NE,
            Dir::NW => Dir::SE,
        }
    }
}

/// The knight's leap, (files, ranks), turning clockwise from one file right and two up:
/// Poron Jikaida's Paktun and Jacks and Witches' Knight.
pub(crate) const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// What a square is besides a place to stand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Special {
    /// An ordinary square.
    Plain,
    /// A hole: not a square at all; nothing stands on it and no line passes it.
    Hole,
    /// Tafl's corner refuges.
    Refuge,
    /// Tafl's throne, the central refuge.
    Throne,
    /// Jacks and Witches' teleporters.
    Teleporter,
}

/// A game's board: its size, file names, special squares and zones, with the step tables
/// built from them.
#[derive(Clone, Debug)]
pub struct Geometry {
    files: u8,
    ranks: u8,
    /// Each file's name from the left of South: a letter, or two past `z` on the widest boards.
    file_names: Vec<String>,
    special: Vec<Special>,
    /// Zone width and height (Jikaida's drins); `None` when the board has no fronts.
    zone_size: Option<(u8, u8)>,
    neighbour: Vec<[Option<Square>; 8]>,
    /// Per cell: file, rank, zone column and zone row, so that the hot paths of move
    /// generation (fronts crossed at every step of a slide) read a table instead of dividing.
    place: Vec<Place>,
}

/// Where a cell lies: its file and rank, and the column and row of its zone (0 without zones).
#[derive(Copy, Clone, Debug, Default)]
struct Place {
    file: u8,
    rank: u8,
    zone_col: u8,
    zone_row: u8,
}

impl Geometry {
    /// A plain board; `file_letters` names the files from the left of South, a letter each.
    pub fn new(files: u8, ranks: u8, file_letters: &str) -> Geometry {
        assert_eq!(file_letters.len(), files as usize, "one letter per file");
        let names = file_letters.chars().map(String::from).collect();
        Geometry::with_file_names(files, ranks, names)
    }

    /// A plain board whose files are lettered as a spreadsheet's columns: `a`..`z`, then
    /// `aa`, `ab`... (Jikshiv's 36 files end at `aj`: jikaida-large.md, "Square names").
    pub fn alphabetic(files: u8, ranks: u8) -> Geometry {
        let name = |i: u8| {
            let letter = |n: u8| char::from(b'a' + n);
            match i {
                0..26 => letter(i).to_string(),
                _ => [letter(i / 26 - 1), letter(i % 26)].iter().collect(),
            }
        };
        Geometry::with_file_names(files, ranks, (0..files).map(name).collect())
    }

    fn with_file_names(files: u8, ranks: u8, file_names: Vec<String>) -> Geometry {
        let cells = files as usize * ranks as usize;
        let mut g = Geometry {
            files,
            ranks,
            file_names,
            special: vec![Special::Plain; cells],
            zone_size: None,
            neighbour: Vec::new(),
            place: Vec::new(),
        };
        g.build_tables();
        g
    }

    /// Marks squares as special (holes included) and rebuilds the step tables.
    pub fn with_special(mut self, squares: &[&str], kind: Special) -> Geometry {
        for name in squares {
            let sq = self
                .parse_square(name)
                .expect("special square on the board");
            self.special[sq.index()] = kind;
        }
        self.build_tables();
        self
    }

    /// Splits the board into zones of `width` x `height` whose borders are fronts.
    pub fn with_zones(mut self, width: u8, height: u8) -> Geometry {
        self.zone_size = Some((width, height));
        self.build_tables();
        self
    }

    fn build_tables(&mut self) {
        let (w, h) = self.zone_size.unwrap_or((u8::MAX, u8::MAX));
        self.place = (0..self.cells())
            .map(|i| {
                let (file, rank) = (
                    (i % self.files as usize) as u8,
                    (i / self.files as usize) as u8,
                );
                Place {
                    file,
                    rank,
                    zone_col: file / w,
                    zone_row: rank / h,
                }
            })
            .collect();
        self.neighbour = (0..self.cells())
            .map(|i| {
                let sq = Square(i as u16);
                Dir::ALL.map(|d| {
                    let (df, dr) = d.delta();
                    self.offset(sq, df, dr)
                })
            })
            .collect();
    }

    /// Number of files (columns).
    pub fn files(&self) -> u8 {
        self.files
    }

    /// Number of ranks (rows).
    pub fn ranks(&self) -> u8 {
        self.ranks
    }

    /// Number of cells of the rectangle, holes included.
    pub fn cells(&self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Every square that is not a hole, rank by rank from South.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.cells() as u16)
            .map(Square)
            .filter(|&s| self.special(s) != Special::Hole)
    }

    /// The cell at file and rank indices counted from 0 (it may be a hole).
    pub fn square(&self, file: u8, rank: u8) -> Square {
        Square(rank as u16 * self.files as u16 + file as u16)
    }

    /// File index from 0 at the left of South.
    #[inline]
    pub fn file(&self, sq: Square) -> u8 {
        self.place[sq.index()].file
    }

    /// Rank index from 0 at South.
    #[inline]
    pub fn rank(&self, sq: Square) -> u8 {
        self.place[sq.index()].rank
    }

    /// The King's distance between two squares: the steps a King needs on an empty board.
    /// Inline: the Kaida test, generic in Jikaida's capacity, is compiled in the crates that
    /// use it, where a call would cost more than the sum.
    #[inline]
    pub fn distance(&self, a: Square, b: Square) -> u8 {
        let files = self.file(a).abs_diff(self.file(b));
        files.max(self.rank(a).abs_diff(self.rank(b)))
    }

    /// What kind of square `sq` is (a hole, a refuge, a teleporter ...).
    pub fn special(&self, sq: Square) -> Special {
        self.special[sq.index()]
    }

    /// The adjacent square in `dir`, or `None` off the board or on a hole.
    #[inline]
    pub fn step(&self, sq: Square, dir: Dir) -> Option<Square> {
        self.neighbour[sq.index()][dir as usize]
    }

    /// The unit step (file, rank) from `a` towards `b` along a line.
    pub fn line_step(&self, a: Square, b: Square) -> (i32, i32) {
        (
            (self.file(b) as i32 - self.file(a) as i32).signum(),
            (self.rank(b) as i32 - self.rank(a) as i32).signum(),
        )
    }

    /// The square `df` files and `dr` ranks away, or `None` off the board or on a hole. Leapers
    /// use this: what lies between does not matter.
    #[inline]
    pub fn offset(&self, sq: Square, df: i32, dr: i32) -> Option<Square> {
        let f = self.file(sq) as i32 + df;
        let r = self.rank(sq) as i32 + dr;
        if f < 0 || r < 0 || f >= self.files as i32 || r >= self.ranks as i32 {
            return None;
        }
        let to = self.square(f as u8, r as u8);
        (self.special(to) != Special::Hole).then_some(to)
    }

    /// Zone width and height, if the board has zones.
    pub fn zone_size(&self) -> Option<(u8, u8)> {
        self.zone_size
    }

    /// The number of fronts a move from `a` to `b` crosses: one per zone column and one per
    /// zone row changed (a diagonal step through a meeting point of fronts crosses two).
    #[inline]
    pub fn fronts_crossed(&self, a: Square, b: Square) -> u8 {
        let (a, b) = (self.place[a.index()], self.place[b.index()]);
        a.zone_col.abs_diff(b.zone_col) + a.zone_row.abs_diff(b.zone_row)
    }

    /// The name of file `file` (0 the leftmost from South): `a`, or `aa` past `z`.
    pub fn file_name(&self, file: u8) -> &str {
        &self.file_names[file as usize]
    }

    /// The square's name: file name and rank number, as `f6`, `y2` or `aa24`.
    pub fn square_name(&self, sq: Square) -> String {
        format!("{}{}", self.file_name(self.file(sq)), self.rank(sq) + 1)
    }

    /// Reads a square name, letters in either case then the rank; `None` if it names no
    /// square of this board (holes included).
    pub fn parse_square(&self, name: &str) -> Option<Square> {
        let split = name
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(name.len());
        let (letters, digits) = name.split_at(split);
        let file = (self.file_names.iter()).position(|f| f.eq_ignore_ascii_case(letters))?;
        if digits.starts_with('0')
            || digits.len() > 3
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let rank: usize = digits.parse().ok()?;
        if rank == 0 || rank > self.ranks as usize {
            return None;
        }
        let sq = self.square(file as u8, (rank - 1) as u8);
        (self.special(sq) != Special::Hole).then_some(sq)
    }
}
