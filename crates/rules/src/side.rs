use serde::{Deserialize, Serialize};

/// One of the two players. South is the side that moves up the board, the first side each
/// spec names (Attackers, Black, Yellow, White); each game gives the sides their names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The first side each spec names (Attackers, Black, Yellow, White); outside tafl its
    /// home edge is rank 1.
    South,
    /// The second side each spec names (Defenders, Orange, Blue, Black).
    North,
}

impl Side {
    /// Both sides, South first.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// The other side.
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

/// A side's name in a sentence. Colour names are one player ("Black wins", "Yellow's
/// Pallan"); tafl's sides are a party ("the Attackers win", "the Defenders' King").
#[derive(Copy, Clone, Debug)]
pub struct SideName(pub &'static str);

impl SideName {
    fn plural(self) -> bool {
        self.0.ends_with('s')
    }

    /// The subject, written to open a sentence: "Black", "The Attackers".
    pub fn subject(self) -> String {
        match self.plural() {
            true => format!("The {}", self.0),
            false => self.0.to_string(),
        }
    }

    /// "Black wins", "The Attackers win".
    pub fn with_verb(self, singular: &str, plural: &str) -> String {
        let verb = if self.plural() { plural } else { singular };
        format!("{} {verb}", self.subject())
    }

    /// "Yellow's", "the Attackers'".
    pub fn possessive(self) -> String {
        match self.plural() {
            true => format!("the {}'", self.0),
            false => format!("{}'s", self.0),
        }
    }
}
