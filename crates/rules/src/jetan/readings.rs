//! Smith's readings of Burroughs' moves (`jetan.md`, "The pieces and their readings"; seed 002),
//! each with its abbreviation, and the step rule each reading stands for.

use crate::{Choice, Side};
use serde::{Deserialize, Serialize};

/// Which directions a multi-step move may use.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Orthogonal steps, turning as it likes (combination).
    Orth,
    /// Diagonal steps, turning as it likes.
    Diag,
    /// All steps orthogonal or all diagonal ("civil").
    Civil,
    /// Steps of either kind, mixed ("wild").
    Wild,
    /// Every step in the same direction (Chained and Free Chief).
    Line,
    /// One straight step, then one diagonal step (Chained Thoat).
    ThoatStraightFirst,
    /// One straight and one diagonal step in either order (Free and Jump Thoat).
    ThoatEither,
    /// One step: forward, sideways, diagonally forward, and with `back_diagonal` diagonally
    /// backward; `north` is the side's forward direction.
    Panthan { back_diagonal: bool, north: bool },
}

/// A move rule: a shape and a number of single steps, `min..=max` (Chained: min = max).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    pub shape: Shape,
    pub min: u8,
    pub max: u8,
}

const fn rule(shape: Shape, min: u8, max: u8) -> Rule {
    Rule { shape, min, max }
}

/// A reading in words from its variant's name: "Chained Civil Warrior (CCW)"; a reading
/// named by a word ("brave", "any") is that word ("Brave", "Any empty").
fn reading_words(variant: &str, piece: &str, abbr: &str) -> String {
    let mut words = String::new();
    for c in variant.chars() {
        if c.is_uppercase() && !words.is_empty() {
            words.push(' ');
        }
        words.push(c);
    }
    if abbr.chars().any(char::is_lowercase) {
        let mut rest = words.to_lowercase();
        rest.replace_range(..1, &words[..1]);
        rest
    } else {
        format!("{words} {piece} ({abbr})")
    }
}

macro_rules! reading {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $abbr:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl Choice for $name {
            const CHOICES: &'static [(&'static str, Self)] = &[$(($abbr, $name::$variant)),+];

            fn words(self) -> String {
                match self {
                    $($name::$variant => reading_words(stringify!($variant), stringify!($name), $abbr)),+
                }
            }
        }
    };
}

reading!(
    /// Panthan: FPN (default) or CPN.
    Panthan {
        /// FPN: forward, sideways, diagonally forward or backward, not straight back.
        Free = "FPN",
        /// CPN: forward, sideways or diagonally forward.
        Chained = "CPN",
    }
);

reading!(
    /// Warrior: CW (default), FW, CCW, CWW, FCW, FWW.
    Warrior {
        Chained = "CW",
        Free = "FW",
        ChainedCivil = "CCW",
        ChainedWild = "CWW",
        FreeCivil = "FCW",
        FreeWild = "FWW",
    }
);

reading!(
    /// Padwar: CPW (default) or FPW.
    Padwar { Chained = "CPW", Free = "FPW" }
);

reading!(
    /// Thoat: CT (default), FT, JT.
    Thoat { Chained = "CT", Free = "FT", Jump = "JT" }
);

reading!(
    /// Dwar: CD (default) or FD.
    Dwar { Chained = "CD", Free = "FD" }
);

reading!(
    /// Flier (Odwar): CF (default) or FF.
    Flier { Chained = "CF", Free = "FF" }
);

reading!(
    /// Chief, and the Princess's ordinary move: CCC (default), CC, FC, CWC, FCC, FWC.
    Chief {
        ChainedCivil = "CCC",
        Chained = "CC",
        Free = "FC",
        ChainedWild = "CWC",
        FreeCivil = "FCC",
        FreeWild = "FWC",
    }
);

reading!(
    /// Brave (may pass over threatened squares) or Frightened (no square of her path threatened).
    Courage { Brave = "brave", Frightened = "frightened" }
);

reading!(
    /// The Princess's escape: courage, then Chained/Free Civil/Wild, or seed 003's any empty square.
    Escape {
        FrightenedChainedCivil = "FCCE",
        BraveChainedCivil = "BCCE",
        FrightenedChainedWild = "FCWE",
        BraveChainedWild = "BCWE",
        FrightenedFreeCivil = "FFCE",
        BraveFreeCivil = "BFCE",
        FrightenedFreeWild = "FFWE",
        BraveFreeWild = "BFWE",
        /// Seed 003: "it can move to any unoccupied square on the board".
        AnyEmpty = "any",
    }
);

impl Panthan {
    pub fn rule(self, side: Side) -> Rule {
        let north = side == Side::South;
        let back_diagonal = self == Panthan::Free;
        rule(
            Shape::Panthan {
                back_diagonal,
                north,
            },
            1,
            1,
        )
    }
}

impl Warrior {
    pub fn rule(self) -> Rule {
        match self {
            Warrior::Chained => rule(Shape::Orth, 2, 2),
            Warrior::Free => rule(Shape::Orth, 1, 2),
            Warrior::ChainedCivil => rule(Shape::Civil, 2, 2),
            Warrior::ChainedWild => rule(Shape::Wild, 2, 2),
            Warrior::FreeCivil => rule(Shape::Civil, 1, 2),
            Warrior::FreeWild => rule(Shape::Wild, 1, 2),
        }
    }
}

impl Padwar {
    pub fn rule(self) -> Rule {
        match self {
            Padwar::Chained => rule(Shape::Diag, 2, 2),
            Padwar::Free => rule(Shape::Diag, 1, 2),
        }
    }
}

impl Thoat {
    pub fn rule(self) -> Rule {
        match self {
            Thoat::Chained => rule(Shape::ThoatStraightFirst, 2, 2),
            Thoat::Free | Thoat::Jump => rule(Shape::ThoatEither, 2, 2),
        }
    }
}

impl Dwar {
    pub fn rule(self) -> Rule {
        match self {
            Dwar::Chained => rule(Shape::Orth, 3, 3),
            Dwar::Free => rule(Shape::Orth, 1, 3),
        }
    }
}

impl Flier {
    pub fn rule(self) -> Rule {
        match self {
            Flier::Chained => rule(Shape::Diag, 3, 3),
            Flier::Free => rule(Shape::Diag, 1, 3),
        }
    }
}

impl Chief {
    pub fn rule(self) -> Rule {
        match self {
            Chief::ChainedCivil => rule(Shape::Civil, 3, 3),
            Chief::Chained => rule(Shape::Line, 3, 3),
            Chief::Free => rule(Shape::Line, 1, 3),
            Chief::ChainedWild => rule(Shape::Wild, 3, 3),
            Chief::FreeCivil => rule(Shape::Civil, 1, 3),
            Chief::FreeWild => rule(Shape::Wild, 1, 3),
        }
    }

    /// Smith's abbreviation of the Princess who moves by this reading (CP, FP, CCP...).
    pub fn princess_abbreviation(self) -> &'static str {
        match self {
            Chief::ChainedCivil => "CCP",
            Chief::Chained => "CP",
            Chief::Free => "FP",
            Chief::ChainedWild => "CWP",
            Chief::FreeCivil => "FCP",
            Chief::FreeWild => "FWP",
        }
    }
}

/// How an escape moves: the shape of its ten steps.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EscapeShape {
    ChainedCivil,
    ChainedWild,
    FreeCivil,
    FreeWild,
    AnyEmpty,
}

impl Escape {
    pub fn shape(self) -> EscapeShape {
        use Escape::*;
        match self {
            FrightenedChainedCivil | BraveChainedCivil => EscapeShape::ChainedCivil,
            FrightenedChainedWild | BraveChainedWild => EscapeShape::ChainedWild,
            FrightenedFreeCivil | BraveFreeCivil => EscapeShape::FreeCivil,
            FrightenedFreeWild | BraveFreeWild => EscapeShape::FreeWild,
            AnyEmpty => EscapeShape::AnyEmpty,
        }
    }

    pub fn frightened(self) -> bool {
        use Escape::*;
        matches!(
            self,
            FrightenedChainedCivil
                | FrightenedChainedWild
                | FrightenedFreeCivil
                | FrightenedFreeWild
        )
    }
}

/// The number of steps of an escape (Burroughs' appendix: "one ten-space move").
pub const ESCAPE_STEPS: u32 = 10;
