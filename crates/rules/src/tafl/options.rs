//! The options table of `tafl.md`; defaults are the Fetlar rules of the seed, and the preset
//! `copenhagen` sets the Copenhagen rules (aagenielsen.dk's text dated 21.12.2024).

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
    /// Whether a row of men on the edge is captured together, and whether a corner may close it.
    pub shieldwall: Shieldwall,
    /// Whether a shieldwall is taken only by a move onto one of its brackets.
    pub shieldwall_flank: YesNo,
    /// Whether the king wins in an exit fort on the edge.
    pub edge_fort: EdgeFort,
}

choice!(
    /// The named rule sets: each sets every other option.
    Preset {
        /// Fetlar Hnefatafl, seed 004 (the default).
        Fetlar = "fetlar",
        /// Copenhagen Hnefatafl: shieldwalls, exit forts, no move or perpetual repetition loses.
        Copenhagen = "copenhagen",
        /// Anything else.
        Custom = "custom",
    }
    words: |preset| {
        match preset {
            Preset::Fetlar => "Fetlar (seed 004)",
            Preset::Copenhagen => "Copenhagen (aagenielsen.dk)",
            Preset::Custom => "Custom: the rules set below",
        }
        .to_string()
    }
);

choice!(
    /// Whether three attackers and the empty throne beside the king capture him.
    ThroneRule {
        /// The empty throne counts as the fourth side (Fetlar Panel practice).
        Hostile = "hostile",
        /// Four attackers are needed, so a king beside the empty throne cannot be taken.
        Strict = "strict",
    }
);

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
        /// The defenders lose (Copenhagen: "any perpetual repetition results in a loss for
        /// white").
        DefendersLose = "defenders-lose",
        /// The player whose move made the third occurrence loses (OpenTafl's `tfr:w`).
        MoverLoses = "mover-loses",
    }
);

choice!(
    /// Shieldwall captures: a row of two or more men on the edge, each with an enemy in
    /// front, bracketed at both ends.
    Shieldwall {
        /// No shieldwall captures.
        Off = "off",
        /// A corner may stand in for the bracket at one end (Copenhagen; OpenTafl `sw:s`).
        Strong = "strong",
        /// Both brackets must be pieces (OpenTafl `sw:w`).
        Weak = "weak",
    }
);

choice!(
    /// Whether the king wins in an exit fort.
    EdgeFort {
        /// No exit forts.
        Off = "off",
        /// The defenders win when the king touches the edge, can move, and the attackers can
        /// never break the defenders around him (docs/rules.md gives the test).
        Win = "win",
    }
);

impl Default for TaflOptions {
    fn default() -> Self {
        TaflOptions::preset(Preset::Fetlar)
    }
}

impl TaflOptions {
    /// The options of a named preset (`custom` gives Fetlar's, to be changed).
    pub fn preset(preset: Preset) -> TaflOptions {
        let fetlar = TaflOptions {
            throne: ThroneRule::Hostile,
            armed_king: YesNo::Yes,
            no_moves: NoMoves::Draw,
            surround: Surround::Nothing,
            repetition: Repetition::Draw,
            shieldwall: Shieldwall::Off,
            shieldwall_flank: YesNo::Yes,
            edge_fort: EdgeFort::Off,
        };
        match preset {
            Preset::Fetlar | Preset::Custom => fetlar,
            Preset::Copenhagen => TaflOptions {
                no_moves: NoMoves::Loses,
                surround: Surround::AttackersWin,
                repetition: Repetition::DefendersLose,
                shieldwall: Shieldwall::Strong,
                edge_fort: EdgeFort::Win,
                ..fetlar
            },
        }
    }

    /// The named preset these options match, or Custom.
    pub fn preset_name(&self) -> Preset {
        [Preset::Fetlar, Preset::Copenhagen]
            .into_iter()
            .find(|&p| TaflOptions::preset(p) == *self)
            .unwrap_or(Preset::Custom)
    }
}

impl GameOptions for TaflOptions {
    fn set(&mut self, key: &str, value: &str) -> Result<(), Error> {
        match key {
            "preset" => match Choice::parse(key, value)? {
                Preset::Custom => {}
                preset => *self = TaflOptions::preset(preset),
            },
            "throne" => self.throne = Choice::parse(key, value)?,
            "armed-king" => self.armed_king = Choice::parse(key, value)?,
            "no-moves" => self.no_moves = Choice::parse(key, value)?,
            "surround" => self.surround = Choice::parse(key, value)?,
            "repetition" => self.repetition = Choice::parse(key, value)?,
            "shieldwall" => self.shieldwall = Choice::parse(key, value)?,
            "shieldwall-flank" => self.shieldwall_flank = Choice::parse(key, value)?,
            "edge-fort" => self.edge_fort = Choice::parse(key, value)?,
            _ => return Err(self.unknown_key(key)),
        }
        Ok(())
    }

    fn table(&self) -> Vec<OptionInfo> {
        let d = TaflOptions::default();
        vec![
            OptionInfo::choice(
                "preset",
                "Rules",
                "fetlar (seed 004), copenhagen, custom; sets every rule below",
                self.preset_name(),
                d.preset_name(),
            ),
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
                "the third occurrence of a position: a draw, nothing, a loss for the defenders, or a loss for the player who made it",
                self.repetition,
                d.repetition,
            ),
            OptionInfo::choice(
                "shieldwall",
                "Shieldwall",
                "a row of men on the edge, each faced by an enemy and bracketed at both ends, is captured; strong: a corner may close one end",
                self.shieldwall,
                d.shieldwall,
            ),
            OptionInfo::choice(
                "shieldwall-flank",
                "Shieldwall flank",
                "a shieldwall is captured only by a move onto one of its brackets",
                self.shieldwall_flank,
                d.shieldwall_flank,
            ),
            OptionInfo::choice(
                "edge-fort",
                "Exit fort",
                "the defenders win when the king on the edge can move inside a fort the attackers can never break",
                self.edge_fort,
                d.edge_fort,
            ),
        ]
    }
}
