//! The options of `jikaida.md`: the game mode (Poron or a drill) and the variations of the
//! spec's last section. Defaults are the seed's rules.

use crate::options::choice;
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
    pub no_moves: DraksNoMoves,
    /// The notation `notation()` writes: global squares or drin names.
    pub notation: NotationForm,
    /// Hyrshiv's set-up (jikaida-large.md, "Set-ups").
    pub setup: Setup,
    /// The larger games: the Jiktar moves as the Chuktar.
    pub jiktar_chuktar: YesNo,
    /// The larger games: fronts count only at the enemy's home drins.
    pub free_movement: FreeMovement,
    /// The larger games: the Pallan's zeunt bends and moves on.
    pub pallan_zeunt: PallanZeunt,
    /// The larger games: the Kapt moves then vaults.
    pub kapt_vault: YesNo,
    /// The larger games: the Paktun and Hyrpaktun come down beside a vaulting line.
    pub leaper_vault: YesNo,
    /// The Hyrpaktun may also step as the King.
    pub hyrpaktun_step: YesNo,
    /// Whether the Flutsman's step after its flight is compulsory.
    pub flutsman_step: FlutsmanStep,
    /// The fronts a Flutsman's move may cross.
    pub flutsman_fronts: FlutsmanFronts,
    /// Whether the Archer's and Crossbowman's move may end on its first step.
    pub missile_first_step: MissileStep,
    /// Which way the missile pieces slide after their step.
    pub missile_slide: MissileSlide,
    /// The fronts the missile pieces may cross.
    pub missile_fronts: MissileFronts,
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
            no_moves: DraksNoMoves::Loses,
            notation: NotationForm::Global,
            setup: Setup::Standard,
            jiktar_chuktar: YesNo::No,
            free_movement: FreeMovement::None,
            pallan_zeunt: PallanZeunt::OneChange,
            kapt_vault: YesNo::No,
            leaper_vault: YesNo::No,
            hyrpaktun_step: YesNo::No,
            flutsman_step: FlutsmanStep::Compulsory,
            flutsman_fronts: FlutsmanFronts::Free,
            missile_first_step: MissileStep::Slide,
            missile_slide: MissileSlide::Outward,
            missile_fronts: MissileFronts::Restricted,
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

    /// The defaults for one game id (`jikaida`, `pastang`, `stikitche`, `draks-city`,
    /// `hyrshiv`, `jikshiv`): the larger games' two powers on by default
    /// (jikaida-large.md, "The larger games' powers").
    pub fn for_id(id: &str) -> Option<JikaidaOptions> {
        let mode = Mode::CHOICES.iter().find(|(n, _)| *n == id)?.1;
        let base = JikaidaOptions {
            mode,
            ..JikaidaOptions::default()
        };
        Some(if mode.is_larger() {
            JikaidaOptions {
                jiktar_chuktar: YesNo::Yes,
                free_movement: FreeMovement::HomeCentral,
                ..base
            }
        } else {
            base
        })
    }
}

choice!(
    /// Which game is played: Poron Jikaida or one of its drills (jikaida.md, "Drills").
    Mode {
        /// Poron Jikaida: the full game on six drins.
        Poron = "jikaida",
        /// Pastang: one drin of Deldars and Swods, no King; the last side with pieces wins.
        Pastang = "pastang",
        /// Stikitche: two drins, a Pallan and a King each; won by Hyrkaida or taking the Pallan.
        Stikitche = "stikitche",
        /// Drak's City: two drins, a Pallan and its Swod citizens each; vaulting only.
        DraksCity = "draks-city",
        /// Hyrshiv Jikaida: three drins by four, its three set-ups (jikaida-large.md).
        Hyrshiv = "hyrshiv",
        /// Jikshiv Jikaida: six drins by four (jikaida-large.md).
        Jikshiv = "jikshiv",
    }
);

impl Mode {
    /// The board's files and ranks.
    pub fn board(self) -> (u8, u8) {
        match self {
            Mode::Poron => (12, 18),
            Mode::Pastang => (6, 6),
            Mode::Stikitche | Mode::DraksCity => (6, 12),
            Mode::Hyrshiv => (18, 24),
            Mode::Jikshiv => (36, 24),
        }
    }

    /// Hyrshiv or Jikshiv: the larger boards, their pieces and powers.
    pub fn is_larger(self) -> bool {
        matches!(self, Mode::Hyrshiv | Mode::Jikshiv)
    }

    /// Whether option `key` changes this game (jikaida.md, "Drills": which pieces each drill
    /// sets up and which rules are its own; jikaida-large.md: the larger games keep Poron's
    /// variations but its ranks, and have their own).
    fn has_option(self, key: &str) -> bool {
        use Mode::*;
        match key {
            "swod-ranks" | "deldar-ranks" => self == Poron,
            "kapt-turn" | "free-jiktar-hikdar" | "repetition" | "notation" => {
                matches!(self, Poron | Hyrshiv | Jikshiv)
            }
            "deldar" => matches!(self, Poron | Pastang | Hyrshiv | Jikshiv),
            "pallan-turn" | "pallan-fronts" => self != Pastang,
            "pastang-back" => self == Pastang,
            "no-moves" => self == DraksCity,
            "setup" => self == Hyrshiv,
            "jiktar-chuktar" | "free-movement" | "pallan-zeunt" | "kapt-vault" | "leaper-vault"
            | "hyrpaktun-step" | "flutsman-step" | "flutsman-fronts" | "missile-first-step"
            | "missile-slide" | "missile-fronts" => self.is_larger(),
            _ => true,
        }
    }
}

choice!(
    /// Hyrshiv's set-up (jikaida-large.md, "Set-ups", "Brumbytes").
    Setup {
        /// Three ranks of 18: officers, Deldars, Swods.
        Standard = "standard",
        /// Lamdu Hyrshiv: ninety pieces a side in five ranks.
        Lamdu = "lamdu",
        /// Vallia: 24 Brumbytes in three ranks of eight, moving three at a time.
        Vallia = "vallia",
    }
);

choice!(
    /// Where the larger games count fronts (jikaida-large.md, "Fronts on the larger boards").
    FreeMovement {
        /// Only at the enemy's home drins: a step or leap counts its fronts only if it
        /// starts or ends in one.
        HomeCentral = "home-central",
        /// Everywhere, as on Poron's board.
        None = "none",
    }
);

choice!(
    /// The Pallan's vault in the larger games.
    PallanZeunt {
        /// Poron's: one change of direction.
        OneChange = "one-change",
        /// Any number of bends, and a regular move after landing.
        Larger = "larger",
    }
);

choice!(
    /// Whether the Flutsman's step after its flight is part of every move.
    FlutsmanStep {
        /// The step is compulsory.
        Compulsory = "compulsory",
        /// The Flutsman may stop where it touches down.
        Optional = "optional",
    }
);

choice!(
    /// The fronts a Flutsman's move may cross.
    FlutsmanFronts {
        /// Any: its flight ignores fronts.
        Free = "free",
        /// Its flight and step together cross at most one.
        One = "one",
    }
);

choice!(
    /// Whether the Archer's and Crossbowman's move may end on its first step.
    MissileStep {
        /// No: the slide always follows.
        Slide = "slide",
        /// Yes: it may stop there, moving or capturing.
        Stop = "stop",
    }
);

choice!(
    /// Which way the missile pieces slide after their step.
    MissileSlide {
        /// At 45 degrees to the step, outward.
        Outward = "outward",
        /// Any of the four directions of the slide's kind.
        Any = "any",
    }
);

choice!(
    /// The fronts the missile pieces may cross.
    MissileFronts {
        /// Only on the first step, as the Jiktar and Hikdar.
        Restricted = "restricted",
        /// At most one in the whole move.
        One = "one",
        /// Any.
        Free = "free",
    }
);

choice!(
    /// Who moves first.
    First {
        /// Yellow, South, moves first (the default).
        Yellow = "yellow",
        /// Blue, North, moves first.
        Blue = "blue",
    }
);

choice!(
    /// One or two (ranks of pieces, fronts crossed).
    Ranks {
        /// One: the seed's rule.
        One = "1",
        /// Two (a variation).
        Two = "2",
    }
);

impl Ranks {
    /// The number, 1 or 2.
    pub fn count(self) -> u8 {
        match self {
            Ranks::One => 1,
            Ranks::Two => 2,
        }
    }
}

choice!(
    /// How far the Deldar moves (seed, Variations: "the Deldar may only move and capture for a
    /// two-square move. Other areas allow a single square move without capture").
    DeldarMove {
        /// 1 or 2 squares, capturing either way (the seed's rule).
        OneOrTwo = "one-or-two",
        /// Only 2 squares, moving or capturing.
        TwoOnly = "two-only",
        /// 2 squares, or 1 square without capture.
        OneWithoutCapture = "one-without-capture",
    }
);

choice!(
    /// The Pallan's front turn: the seed's final rules, or the first-published ones (always
    /// after crossing).
    PallanTurn {
        /// The seed's final rules: a turn after crossing orthogonally, or before crossing
        /// diagonally.
        Final = "final",
        /// The first-published rules: the turn always comes after crossing.
        FirstPublished = "first-published",
    }
);

choice!(
    /// What the third occurrence of a position means (the seed has no repetition rule).
    Repetition {
        /// Nothing: play goes on (the seed).
        Off = "off",
        /// The game is drawn.
        Draw = "draw",
    }
);

choice!(
    /// Pastang back ranks (seed, Pastang: "the pattern of Deldars in the back row may be anything
    /// as long as it is symmetrical"; "removes either the two swods or the two middle Deldars
    /// from the back row and replaces them with one Paktun and one Hikdar").
    PastangBack {
        /// Deldar Swod Deldar Deldar Swod Deldar: the seed's setup.
        Dsddsd = "dsddsd",
        /// Swod Deldar Deldar Deldar Deldar Swod.
        Sdddds = "sdddds",
        /// Deldar Deldar Swod Swod Deldar Deldar.
        Ddssdd = "ddssdd",
        /// Deldar Paktun Deldar Deldar Hikdar Deldar: the two Swods replaced.
        Dtddhd = "dtddhd",
        /// Deldar Swod Paktun Hikdar Swod Deldar: the two middle Deldars replaced.
        Dsthsd = "dsthsd",
    }
    words: |back| {
        let name = |c| match c {
            'D' => "Deldar",
            'S' => "Swod",
            'T' => "Paktun",
            _ => "Hikdar",
        };
        let names: Vec<&str> = back.letters().chars().map(name).collect();
        names.join(", ")
    }
);

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

choice!(
    /// Drak's City: what happens to a side with no legal move.
    DraksNoMoves {
        /// It loses (the seed).
        Loses = "loses",
        /// It passes its turn.
        Passes = "passes",
    }
);

choice!(
    /// How moves name squares.
    NotationForm {
        /// Global squares, files `a`..`l` and ranks from 1 (`g3`).
        Global = "global",
        /// The drin's name and local coordinates (`Zhantil A3`).
        Drin = "drin",
    }
);

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
            "setup" => self.setup = Choice::parse(key, value)?,
            "jiktar-chuktar" => self.jiktar_chuktar = Choice::parse(key, value)?,
            "free-movement" => self.free_movement = Choice::parse(key, value)?,
            "pallan-zeunt" => self.pallan_zeunt = Choice::parse(key, value)?,
            "kapt-vault" => self.kapt_vault = Choice::parse(key, value)?,
            "leaper-vault" => self.leaper_vault = Choice::parse(key, value)?,
            "hyrpaktun-step" => self.hyrpaktun_step = Choice::parse(key, value)?,
            "flutsman-step" => self.flutsman_step = Choice::parse(key, value)?,
            "flutsman-fronts" => self.flutsman_fronts = Choice::parse(key, value)?,
            "missile-first-step" => self.missile_first_step = Choice::parse(key, value)?,
            "missile-slide" => self.missile_slide = Choice::parse(key, value)?,
            "missile-fronts" => self.missile_fronts = Choice::parse(key, value)?,
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
            label: "Game".to_string(),
            help: "Poron Jikaida, a drill or a larger form: set by the game id, and only to it",
            values: vec![mode],
            default: mode,
            current: mode.to_string(),
            free: false,
            words: vec![self.mode.words()],
        }];
        rows.extend([
            OptionInfo::choice(
                "setup",
                "Set-up",
                "Hyrshiv's array: standard, Lamdu (90 a side) or Vallia's Brumbytes",
                self.setup,
                d.setup,
            ),
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
            OptionInfo::choice(
                "jiktar-chuktar",
                "Jiktar as Chuktar",
                "the Jiktar slides in eight directions, one front a move, as the Chuktar",
                self.jiktar_chuktar,
                d.jiktar_chuktar,
            ),
            OptionInfo::choice(
                "free-movement",
                "Free movement",
                "fronts count only into and out of the enemy's home drins, or everywhere",
                self.free_movement,
                d.free_movement,
            ),
            OptionInfo::choice(
                "pallan-zeunt",
                "Pallan's zeunt",
                "the Pallan's vault bends once, or any number of times and moves on after",
                self.pallan_zeunt,
                d.pallan_zeunt,
            ),
            OptionInfo::choice(
                "kapt-vault",
                "Kapt vaults",
                "the Kapt may move to a vaulting line and vault, as the Pallan",
                self.kapt_vault,
                d.kapt_vault,
            ),
            OptionInfo::choice(
                "leaper-vault",
                "Leaper side vault",
                "the Paktun and Hyrpaktun may come down beside a vaulting line",
                self.leaper_vault,
                d.leaper_vault,
            ),
            OptionInfo::choice(
                "hyrpaktun-step",
                "Hyrpaktun steps",
                "the Hyrpaktun may also step one square, as the King",
                self.hyrpaktun_step,
                d.hyrpaktun_step,
            ),
            OptionInfo::choice(
                "flutsman-step",
                "Flutsman's step",
                "the step after the Flutsman's flight is compulsory, or optional",
                self.flutsman_step,
                d.flutsman_step,
            ),
            OptionInfo::choice(
                "flutsman-fronts",
                "Flutsman's fronts",
                "the Flutsman flies over fronts freely, or crosses one in its whole move",
                self.flutsman_fronts,
                d.flutsman_fronts,
            ),
            OptionInfo::choice(
                "missile-first-step",
                "Missile first step",
                "Archer and Crossbowman always slide after their step, or may stop on it",
                self.missile_first_step,
                d.missile_first_step,
            ),
            OptionInfo::choice(
                "missile-slide",
                "Missile slide",
                "Archer and Crossbowman slide outward at 45 degrees, or any way of the kind",
                self.missile_slide,
                d.missile_slide,
            ),
            OptionInfo::choice(
                "missile-fronts",
                "Missile fronts",
                "Archer and Crossbowman cross fronts on the step only, once a move, or freely",
                self.missile_fronts,
                d.missile_fronts,
            ),
        ]);
        // Only the options that change this game: a drill's own option is not Poron's, and
        // an option of pieces a drill lacks is not the drill's.
        rows.retain(|row| self.mode.has_option(row.key));
        rows
    }
}
