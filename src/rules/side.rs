use serde::{Deserialize, Serialize};

/// One of the two players. South is the side that moves up the board, the first side each
/// spec names (Attackers, Black, Yellow, White); each game gives the sides their names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    South,
    North,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// 0 for South, 1 for North: an index into per-side tables.
    pub fn index(self) -> usize {
        self as usize
    }
}
