//! Smith's readings of Burroughs' moves (`jetan.md`, "The pieces and their readings"; seed 002),
//! each with its abbreviation, and the step rule each reading stands for.

use crate::Side;
use crate::options::choice;

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
        choice!(
            $(#[$doc])*
            $name { $($(#[$vdoc])* $variant = $abbr),+ }
            words: |reading| match reading {
                $($name::$variant => reading_words(stringify!($variant), stringify!($name), $abbr)),+
            }
        );
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
        /// CW: exactly 2 orthogonal steps, combination.
        Chained = "CW",
        /// FW: 1 or 2 orthogonal steps.
        Free = "FW",
        /// CCW: exactly 2 steps, both orthogonal or both diagonal.
        ChainedCivil = "CCW",
        /// CWW: exactly 2 steps, orthogonal and diagonal mixed.
        ChainedWild = "CWW",
        /// FCW: 1 or 2 steps, all orthogonal or all diagonal.
        FreeCivil = "FCW",
        /// FWW: 1 or 2 steps, orthogonal and diagonal mixed.
        FreeWild = "FWW",
    }
);

reading!(
    /// Padwar: CPW (default) or FPW.
    Padwar {
        /// CPW: exactly 2 diagonal steps, combination.
        Chained = "CPW",
        /// FPW: 1 or 2 diagonal steps.
        Free = "FPW",
    }
);

reading!(
    /// Thoat: CT (default), FT, JT.
    Thoat {
        /// CT: one straight step then one diagonal step, no jump.
        Chained = "CT",
        /// FT: one straight and one diagonal step in either order, no jump.
        Free = "FT",
        /// JT: the squares of FT, jumping.
        Jump = "JT",
    }
);

reading!(
    /// Dwar: CD (default) or FD.
    Dwar {
        /// CD: exactly 3 orthogonal steps, combination, no jump.
        Chained = "CD",
        /// FD: 1 to 3 orthogonal steps.
        Free = "FD",
    }
);

reading!(
    /// Flier (Odwar): CF (default) or FF.
    Flier {
        /// CF: exactly 3 diagonal steps, combination.
        Chained = "CF",
        /// FF: 1 to 3 diagonal steps.
        Free = "FF",
    }
);

reading!(
    /// Chief, and the Princess's ordinary move: CCC (default), CC, FC, CWC, FCC, FWC.
    Chief {
        /// CCC: exactly 3 steps, all orthogonal or all diagonal, combination.
        ChainedCivil = "CCC",
        /// CC: exactly 3 steps in one straight line.
        Chained = "CC",
        /// FC: 1 to 3 steps in one straight line.
        Free = "FC",
        /// CWC: exactly 3 steps, orthogonal and diagonal mixed.
        ChainedWild = "CWC",
        /// FCC: 1 to 3 steps, all orthogonal or all diagonal.
        FreeCivil = "FCC",
        /// FWC: 1 to 3 steps, orthogonal and diagonal mixed.
        FreeWild = "FWC",
    }
);

reading!(
    /// Brave (may pass over threatened squares) or Frightened (no square of her path threatened).
    Courage {
        /// She may pass over threatened squares.
        Brave = "brave",
        /// No square of her path may be threatened.
        Frightened = "frightened",
    }
);

reading!(
    /// The Princess's escape: courage, then Chained/Free Civil/Wild, or seed 003's any empty square.
    Escape {
        /// FCCE: exactly 10 steps, all orthogonal or all diagonal, passing no threatened square.
        FrightenedChainedCivil = "FCCE",
        /// BCCE: exactly 10 steps, all orthogonal or all diagonal.
        BraveChainedCivil = "BCCE",
        /// FCWE: exactly 10 steps, orthogonal and diagonal mixed, passing no threatened square.
        FrightenedChainedWild = "FCWE",
        /// BCWE: exactly 10 steps, orthogonal and diagonal mixed.
        BraveChainedWild = "BCWE",
        /// FFCE: 1 to 10 steps, all orthogonal or all diagonal, passing no threatened square.
        FrightenedFreeCivil = "FFCE",
        /// BFCE: 1 to 10 steps, all orthogonal or all diagonal.
        BraveFreeCivil = "BFCE",
        /// FFWE: 1 to 10 steps, orthogonal and diagonal mixed, passing no threatened square.
        FrightenedFreeWild = "FFWE",
        /// BFWE: 1 to 10 steps, orthogonal and diagonal mixed.
        BraveFreeWild = "BFWE",
        /// Seed 003: "it can move to any unoccupied square on the board".
        AnyEmpty = "any",
    }
);

impl Panthan {
    /// The step rule of this reading for `side`'s Panthan (forward depends on the side).
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
    /// The step rule this reading stands for.
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
    /// The step rule this reading stands for.
    pub fn rule(self) -> Rule {
        match self {
            Padwar::Chained => rule(Shape::Diag, 2, 2),
            Padwar::Free => rule(Shape::Diag, 1, 2),
        }
    }
}

impl Thoat {
    /// The step rule this reading stands for; JT's jump is not part of it.
    pub fn rule(self) -> Rule {
        match self {
            Thoat::Chained => rule(Shape::ThoatStraightFirst, 2, 2),
            Thoat::Free | Thoat::Jump => rule(Shape::ThoatEither, 2, 2),
        }
    }
}

impl Dwar {
    /// The step rule this reading stands for.
    pub fn rule(self) -> Rule {
        match self {
            Dwar::Chained => rule(Shape::Orth, 3, 3),
            Dwar::Free => rule(Shape::Orth, 1, 3),
        }
    }
}

impl Flier {
    /// The step rule this reading stands for.
    pub fn rule(self) -> Rule {
        match self {
            Flier::Chained => rule(Shape::Diag, 3, 3),
            Flier::Free => rule(Shape::Diag, 1, 3),
        }
    }
}

impl Chief {
    /// The step rule this reading stands for (also the Princess's, when she moves by it).
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
    /// How the escape moves, its courage aside.
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

    /// Whether no square of the escape's path may be threatened.
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
