//! The options table of `tafl.md`; defaults are the Fetlar rules of the seed.

use crate::options::choice;
use crate::{Choice, Error, GameOptions, NoMoves, OptionInfo, YesNo};
use serde::{Deserialize, Serialize};

/// Tafl's options: the Fetlar rules by default, with the variations `tafl.md` lists.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TaflOptions {
    /// Whether the empty throne helps capture a king beside it.
    pub throne: ThroneRule,
    /// Whether the king takes part in captures, as hammer or anvil.
    pub armed_king: YesNo,
    /// What happens to a player who cannot move.
    pub no_moves: NoMoves,
    /// Whether enclosing every defender wins for the attackers.
    pub surround: Surround,
    /// What the third occurrence of a position means.
    pub repetition: Repetition,
}

choice!(
    /// Whether three attackers and the empty throne beside the king capture him.
    ThroneRule {
        /// The empty throne counts as the fourth side (Fetlar Panel practice).
        Hostile = "hostile",
        /// Four attackers are needed, so a king beside the empty throne cannot be taken.
        Strict = "strict",
    }
);

impl Default for TaflOptions {
    fn default() -> Self {
        TaflOptions {
            throne: ThroneRule::Hostile,
            armed_king: YesNo::Yes,
            no_moves: NoMoves::Draw,
            surround: Surround::Nothing,
            repetition: Repetition::Draw,
        }
    }
}

choice!(
    /// Whether enclosing every defender wins for the attackers.
    Surround {
        /// Enclosing the defenders has no effect of its own.
        Nothing = "off",
        /// The attackers win once they enclose every defender.
        AttackersWin = "win",
    }
);

choice!(
    /// What the third occurrence of a position means.
    Repetition {
        /// The game is drawn.
        Draw = "draw",
        /// Nothing: play goes on.
        Off = "off",
    }
);

impl GameOptions for TaflOptions {
    fn set(&mut self, key: &str, value: &str) -> Result<(), Error> {
        match key {
            "throne" => self.throne = Choice::parse(key, value)?,
            "armed-king" => self.armed_king = Choice::parse(key, value)?,
            "no-moves" => self.no_moves = Choice::parse(key, value)?,
            "surround" => self.surround = Choice::parse(key, value)?,
            "repetition" => self.repetition = Choice::parse(key, value)?,
            _ => return Err(self.unknown_key(key)),
        }
        Ok(())
    }

    fn table(&self) -> Vec<OptionInfo> {
        let d = TaflOptions::default();
        vec![
            OptionInfo::choice(
                "throne",
                "Empty throne",
                "king beside the empty throne: the throne counts as an attacker, or four attackers are needed",
                self.throne,
                d.throne,
            ),
            OptionInfo::choice(
                "armed-king",
                "Armed king",
                "the king captures attackers as hammer or anvil",
                self.armed_king,
                d.armed_king,
            ),
            self.no_moves.row(d.no_moves),
            OptionInfo::choice(
                "surround",
                "Surround",
                "attackers who enclose every defender win",
                self.surround,
                d.surround,
            ),
            OptionInfo::choice(
                "repetition",
                "Repetition",
                "the third occurrence of a position is a draw",
                self.repetition,
                d.repetition,
            ),
        ]
    }
}
