//! The options of `jikaida.md`: the game mode (Poron or a drill) and the variations of the
//! spec's last section. Defaults are the seed's rules.

use crate::{Choice, Error, GameOptions, OptionInfo, YesNo};
use serde::{Deserialize, Serialize};

/// Jikaida's options: the game mode and the seed's variations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct JikaidaOptions {
    /// Poron Jikaida or one of the drills; the game id names it.
    pub mode: Mode,
    /// Who moves first (the seed: "no rule as to which side moves first").
    pub first: First,
    /// Ranks of Swods in Poron (the seed's "two ranks of Swods each").
    pub swod_ranks: Ranks,
    /// Ranks of Deldars in Poron (Porondwa: two ranks of Deldars).
    pub deldar_ranks: Ranks,
    /// How far the Deldar moves, and when it may capture.
    pub deldar: DeldarMove,
    /// Which rules govern the Pallan's front turn.
    pub pallan_turn: PallanTurn,
    /// Fronts the Pallan may cross in one move.
    pub pallan_fronts: Ranks,
    /// The Kapt turns at fronts like the Pallan.
    pub kapt_turn: YesNo,
    /// Jiktars and Hikdars cross fronts freely.
    pub free_jiktar_hikdar: YesNo,
    /// What the third occurrence of a position means.
    pub repetition: Repetition,
    /// Pastang's back rank, from each player's own left.
    pub pastang_back: PastangBack,
    /// Drak's City: a side with no legal move loses, or passes.
    pub no_moves: NoMoves,
    /// The notation `notation()` writes: global squares or drin names.
    pub notation: NotationForm,
}

impl Default for JikaidaOptions {
    fn default() -> Self {
        JikaidaOptions {
            mode: Mode::Poron,
            first: First::Yellow,
            swod_ranks: Ranks::One,
            deldar_ranks: Ranks::One,
            deldar: DeldarMove::OneOrTwo,
            pallan_turn: PallanTurn::Final,
            pallan_fronts: Ranks::One,
            kapt_turn: YesNo::No,
            free_jiktar_hikdar: YesNo::No,
            repetition: Repetition::Off,
            pastang_back: PastangBack::Dsddsd,
            no_moves: NoMoves::Loses,
            notation: NotationForm::Global,
        }
    }
}

impl JikaidaOptions {
    /// The options of game `id` with `key=value` pairs over its defaults; a `mode` other than
    /// the id's is refused, naming the conflict (the id says which game is played).
    pub fn for_game(id: &str, pairs: &[(String, String)]) -> Result<JikaidaOptions, Error> {
        let base = JikaidaOptions::for_id(id)
            .ok_or_else(|| Error::Option(format!("'{id}' is not a Jikaida game")))?;
        for (key, value) in pairs.iter().filter(|(k, _)| k == "mode") {
            let mode: Mode = Choice::parse(key, value)?;
            if mode != base.mode {
                return Err(Error::Option(format!(
                    "mode={value} conflicts with the game asked, {id}: the game id sets the \
                     mode (ask for the game {} instead)",
                    mode.name()
                )));
            }
        }
        base.with(pairs)
    }

    /// The defaults for one game id (`jikaida`, `pastang`, `stikitche`, `draks-city`).
    pub fn for_id(id: &str) -> Option<JikaidaOptions> {
        let mode = Mode::CHOICES.iter().find(|(n, _)| *n == id)?.1;
        Some(JikaidaOptions {
            mode,
            ..JikaidaOptions::default()
        })
    }
}

/// Which game is played: Poron Jikaida or one of its drills (jikaida.md, "Drills").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Poron Jikaida: the full game on six drins.
    Poron,
    /// Pastang: one drin of Deldars and Swods, no King; the last side with pieces wins.
    Pastang,
    /// Stikitche: two drins, a Pallan and a King each; won by Hyrkaida or taking the Pallan.
    Stikitche,
    /// Drak's City: two drins, a Pallan and its Swod citizens each; vaulting only.
    DraksCity,
}

impl Mode {
    /// Whether option `key` changes this game (jikaida.md, "Drills": which pieces each drill
    /// sets up and which rules are its own).
    fn has_option(self, key: &str) -> bool {
        use Mode::*;
        match key {
            "swod-ranks" | "deldar-ranks" | "kapt-turn" | "free-jiktar-hikdar" => self == Poron,
            "deldar" => matches!(self, Poron | Pastang),
            "pallan-turn" | "pallan-fronts" => matches!(self, Poron | Stikitche | DraksCity),
            "pastang-back" => self == Pastang,
            "no-moves" => self == DraksCity,
            _ => true,
        }
    }
}

impl Choice for Mode {
    const CHOICES: &'static [(&'static str, Self)] = &[
        ("jikaida", Mode::Poron),
        ("pastang", Mode::Pastang),
        ("stikitche", Mode::Stikitche),
        ("draks-city", Mode::DraksCity),
    ];
}

/// Who moves first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum First {
    /// Yellow, South, moves first (the default).
    Yellow,
    /// Blue, North, moves first.
    Blue,
}

impl Choice for First {
    const CHOICES: &'static [(&'static str, Self)] =
        &[("yellow", First::Yellow), ("blue", First::Blue)];
}

/// One or two (ranks of pieces, fronts crossed).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ranks {
    /// One: the seed's rule.
    One,
    /// Two (a variation).
    Two,
}

impl Ranks {
    /// The number, 1 or 2.
    pub fn count(self) -> u8 {
        match self {
            Ranks::One => 1,
            Ranks::Two => 2,
        }
    }
}

impl Choice for Ranks {
    const CHOICES: &'static [(&'static str, Self)] = &[("1", Ranks::One), ("2", Ranks::Two)];
}

/// How far the Deldar moves (seed, Variations: "the Deldar may only move and capture for a
/// two-square move. Other areas allow a single square move without capture").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeldarMove {
    /// 1 or 2 squares, capturing either way (the seed's rule).
    OneOrTwo,
    /// Only 2 squares, moving or capturing.
    TwoOnly,
    /// 2 squares, or 1 square without capture.
    OneWithoutCapture,
}

impl Choice for DeldarMove {
    const CHOICES: &'static [(&'static str, Self)] = &[
        ("one-or-two", DeldarMove::OneOrTwo),
        ("two-only", DeldarMove::TwoOnly),
        ("one-without-capture", DeldarMove::OneWithoutCapture),
    ];
}

/// The Pallan's front turn: the seed's final rules, or the first-published ones (always
/// after crossing).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PallanTurn {
    /// The seed's final rules: a turn after crossing orthogonally, or before crossing
    /// diagonally.
    Final,
    /// The first-published rules: the turn always comes after crossing.
    FirstPublished,
}

impl Choice for PallanTurn {
    const CHOICES: &'static [(&'static str, Self)] = &[
        ("final", PallanTurn::Final),
        ("first-published", PallanTurn::FirstPublished),
    ];
}

/// What the third occurrence of a position means (the seed has no repetition rule).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Repetition {
    /// Nothing: play goes on (the seed).
    Off,
    /// The game is drawn.
    Draw,
}

impl Choice for Repetition {
    const CHOICES: &'static [(&'static str, Self)] =
        &[("off", Repetition::Off), ("draw", Repetition::Draw)];
}

/// Pastang back ranks (seed, Pastang: "the pattern of Deldars in the back row may be anything
/// as long as it is symmetrical"; "removes either the two swods or the two middle Deldars
/// from the back row and replaces them with one Paktun and one Hikdar").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PastangBack {
    /// Deldar Swod Deldar Deldar Swod Deldar: the seed's setup.
    Dsddsd,
    /// Swod Deldar Deldar Deldar Deldar Swod.
    Sdddds,
    /// Deldar Deldar Swod Swod Deldar Deldar.
    Ddssdd,
    /// Deldar Paktun Deldar Deldar Hikdar Deldar: the two Swods replaced.
    Dtddhd,
    /// Deldar Swod Paktun Hikdar Swod Deldar: the two middle Deldars replaced.
    Dsthsd,
}

impl PastangBack {
    /// The six letters from the player's own left.
    pub fn letters(self) -> &'static str {
        match self {
            PastangBack::Dsddsd => "DSDDSD",
            PastangBack::Sdddds => "SDDDDS",
            PastangBack::Ddssdd => "DDSSDD",
            PastangBack::Dtddhd => "DTDDHD",
            PastangBack::Dsthsd => "DSTHSD",
        }
    }
}

impl Choice for PastangBack {
    const CHOICES: &'static [(&'static str, Self)] = &[
        ("dsddsd", PastangBack::Dsddsd),
        ("sdddds", PastangBack::Sdddds),
        ("ddssdd", PastangBack::Ddssdd),
        ("dtddhd", PastangBack::Dtddhd),
        ("dsthsd", PastangBack::Dsthsd),
    ];

    /// The back rank's pieces from the player's left: "Deldar, Swod, Deldar, ...".
    fn words(self) -> String {
        let name = |c| match c {
            'D' => "Deldar",
            'S' => "Swod",
            'T' => "Paktun",
            _ => "Hikdar",
        };
        let names: Vec<&str> = self.letters().chars().map(name).collect();
        names.join(", ")
    }
}

/// Drak's City: what happens to a side with no legal move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoMoves {
    /// It loses (the seed).
    Loses,
    /// It passes its turn.
    Passes,
}

impl Choice for NoMoves {
    const CHOICES: &'static [(&'static str, Self)] =
        &[("loses", NoMoves::Loses), ("passes", NoMoves::Passes)];
}

/// How moves name squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NotationForm {
    /// Global squares, files `a`..`l` and ranks from 1 (`g3`).
    Global,
    /// The drin's name and local coordinates (`Zhantil A3`).
    Drin,
}

impl Choice for NotationForm {
    const CHOICES: &'static [(&'static str, Self)] = &[
        ("global", NotationForm::Global),
        ("drin", NotationForm::Drin),
    ];
}

impl GameOptions for JikaidaOptions {
    fn set(&mut self, key: &str, value: &str) -> Result<(), Error> {
        match key {
            "mode" => self.mode = Choice::parse(key, value)?,
            "first" => self.first = Choice::parse(key, value)?,
            "swod-ranks" => self.swod_ranks = Choice::parse(key, value)?,
            "deldar-ranks" => self.deldar_ranks = Choice::parse(key, value)?,
            "deldar" => self.deldar = Choice::parse(key, value)?,
            "pallan-turn" => self.pallan_turn = Choice::parse(key, value)?,
            "pallan-fronts" => self.pallan_fronts = Choice::parse(key, value)?,
            "kapt-turn" => self.kapt_turn = Choice::parse(key, value)?,
            "free-jiktar-hikdar" => self.free_jiktar_hikdar = Choice::parse(key, value)?,
            "repetition" => self.repetition = Choice::parse(key, value)?,
            "pastang-back" => self.pastang_back = Choice::parse(key, value)?,
            "no-moves" => self.no_moves = Choice::parse(key, value)?,
            "notation" => self.notation = Choice::parse(key, value)?,
            _ => return Err(self.unknown_key(key)),
        }
        Ok(())
    }

    fn table(&self) -> Vec<OptionInfo> {
        // The defaults of this game id: the mode is the game's, never another.
        let d = JikaidaOptions::for_id(self.mode.name()).unwrap_or_default();
        let mode = self.mode.name();
        let mut rows = vec![OptionInfo {
            key: "mode",
            label: "Game",
            help: "Poron Jikaida or a drill: set by the game id, and only to it",
            values: vec![mode],
            default: mode,
            current: mode,
            free: false,
            words: vec![self.mode.words()],
        }];
        rows.extend([
            OptionInfo::choice(
                "first",
                "First move",
                "the side that moves first",
                self.first,
                d.first,
            ),
            OptionInfo::choice(
                "swod-ranks",
                "Swod ranks",
                "Poron: ranks of Swods each side (2: the seed's two ranks of Swods)",
                self.swod_ranks,
                d.swod_ranks,
            ),
            OptionInfo::choice(
                "deldar-ranks",
                "Deldar ranks",
                "Poron: ranks of Deldars each side (2: Porondwa Jikaida)",
                self.deldar_ranks,
                d.deldar_ranks,
            ),
            OptionInfo::choice(
                "deldar",
                "Deldar move",
                "the Deldar moves 1 or 2 squares, only 2, or 2 and 1 without capture",
                self.deldar,
                d.deldar,
            ),
            OptionInfo::choice(
                "pallan-turn",
                "Pallan's turn",
                "the Pallan's front turn: the seed's final rules, or always after crossing",
                self.pallan_turn,
                d.pallan_turn,
            ),
            OptionInfo::choice(
                "pallan-fronts",
                "Pallan's fronts",
                "fronts the Pallan may cross in one move",
                self.pallan_fronts,
                d.pallan_fronts,
            ),
            OptionInfo::choice(
                "kapt-turn",
                "Kapt turns",
                "the Kapt changes direction at fronts like the Pallan",
                self.kapt_turn,
                d.kapt_turn,
            ),
            OptionInfo::choice(
                "free-jiktar-hikdar",
                "Free Jiktars and Hikdars",
                "Jiktars and Hikdars cross fronts freely",
                self.free_jiktar_hikdar,
                d.free_jiktar_hikdar,
            ),
            OptionInfo::choice(
                "repetition",
                "Repetition",
                "the third occurrence of a position draws (the seed has no such rule)",
                self.repetition,
                d.repetition,
            ),
            OptionInfo::choice(
                "pastang-back",
                "Pastang back rank",
                "Pastang: the back rank from each player's left (T Paktun, H Hikdar)",
                self.pastang_back,
                d.pastang_back,
            ),
            OptionInfo::choice(
                "no-moves",
                "No legal move",
                "Drak's City: a side with no legal move loses, or passes",
                self.no_moves,
                d.no_moves,
            ),
            OptionInfo::choice(
                "notation",
                "Notation",
                "moves written with global squares (g3) or drin names (Zhantil A3)",
                self.notation,
                d.notation,
            ),
        ]);
        // Only the options that change this game: a drill's own option is not Poron's, and
        // an option of pieces a drill lacks is not the drill's.
        rows.retain(|row| self.mode.has_option(row.key));
        rows
    }
}
