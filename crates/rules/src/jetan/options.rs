//! Jetan's options (`jetan.md`, "Presets" and the readings table): every reading chosen per
//! piece and per side, the named presets, and the game-record header of Smith's example.
//! Reading them from `key=value` and their table are in `option_table.rs`.

use super::position::Kind;
use super::readings::{Chief, Courage, Dwar, Escape, Flier, Padwar, Panthan, Thoat, Warrior};
use super::wager::{Dice, DuelFormat, Wager};
use crate::options::choice;
use crate::{NoMoves, Side, YesNo};
use serde::{Deserialize, Serialize};

/// The readings one side plays with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SideRules {
    /// How the Panthans move.
    pub panthan: Panthan,
    /// How the Warriors move.
    pub warrior: Warrior,
    /// How the Padwars move.
    pub padwar: Padwar,
    /// How the Thoats move, and whether they jump.
    pub thoat: Thoat,
    /// How the Dwars move.
    pub dwar: Dwar,
    /// How the Fliers (Odwars) move.
    pub flier: Flier,
    /// The Flier jumps; `no` is the non-jumping Odwar some players agree on (seed 002).
    pub flier_jumps: YesNo,
    /// How the Chief moves.
    pub chief: Chief,
    /// Brave or Frightened Princess (her ordinary move).
    pub princess: Courage,
    /// The Chief reading the Princess moves by (always jumping).
    pub princess_moves: Chief,
    /// The Princess may not end her move on a threatened square.
    pub threat_limit: YesNo,
    /// The Princess's once-per-game escape.
    pub escape: Escape,
}

impl Default for SideRules {
    fn default() -> Self {
        Preset::Smith.side_rules()
    }
}

choice!(
    /// The named presets of `jetan.md`.
    Preset {
        /// Smith's own choice at the end of seed 002 (the default).
        Smith = "smith",
        /// Burroughs' appendix read literally.
        Burroughs = "burroughs",
        /// Seed 003, Lt Comm. Gremlin's strict short version.
        Gremlin = "gremlin",
        /// Anything else.
        Custom = "custom",
    }
    words: |preset| {
        match preset {
            Preset::Smith => "Smith's choice (seed 002)",
            Preset::Burroughs => "Burroughs' appendix, read literally",
            Preset::Gremlin => "Gremlin's strict short version (seed 003)",
            Preset::Custom => "Custom: the readings set below",
        }
        .to_string()
    }
);

impl Preset {
    /// The readings the preset gives each side (Custom starts from Smith's).
    pub fn side_rules(self) -> SideRules {
        let smith = SideRules {
            panthan: Panthan::Free,
            warrior: Warrior::Chained,
            padwar: Padwar::Chained,
            thoat: Thoat::Chained,
            dwar: Dwar::Chained,
            flier: Flier::Chained,
            flier_jumps: YesNo::Yes,
            chief: Chief::ChainedCivil,
            princess: Courage::Brave,
            princess_moves: Chief::ChainedCivil,
            threat_limit: YesNo::Yes,
            escape: Escape::FrightenedChainedCivil,
        };
        match self {
            Preset::Smith | Preset::Custom => smith,
            Preset::Burroughs => SideRules {
                panthan: Panthan::Chained,
                chief: Chief::ChainedWild,
                princess_moves: Chief::ChainedWild,
                escape: Escape::BraveChainedWild,
                ..smith
            },
            Preset::Gremlin => SideRules {
                panthan: Panthan::Chained,
                thoat: Thoat::Jump,
                chief: Chief::ChainedWild,
                princess_moves: Chief::ChainedWild,
                threat_limit: YesNo::No,
                escape: Escape::AnyEmpty,
                ..smith
            },
        }
    }

    fn setup(self) -> Setup {
        match self {
            Preset::Gremlin => Setup::Gremlin,
            _ => Setup::Standard,
        }
    }

    fn chief_capture(self) -> ChiefCapture {
        match self {
            Preset::Gremlin => ChiefCapture::FinalTen,
            _ => ChiefCapture::Draw,
        }
    }
}

choice!(
    /// Where the Chiefs and Princesses stand.
    Setup {
        /// Burroughs' appendix: each Chief left of his Princess, facing the enemy Princess.
        Standard = "standard",
        /// Manator: the Chiefs on the same file (Orange Chief e10, Princess f10).
        Manator = "manator",
        /// Seed 003: the Princess left of the Chief for both players.
        Gremlin = "gremlin",
    }
);

impl Setup {
    /// The back ranks, files a to j, in position-string letters: Black's (rank 1), Orange's
    /// (rank 10).
    pub(super) fn back_ranks(self) -> [&'static str; 2] {
        match self {
            Setup::Standard => ["WADFCPFDAW", "wadfpcfdaw"],
            Setup::Manator => ["WADFCPFDAW", "wadfcpfdaw"],
            Setup::Gremlin => ["WADFPCFDAW", "wadfcpfdaw"],
        }
    }
}

choice!(
    /// Who moves first.
    First {
        /// Black moves first (the default).
        Black = "black",
        /// Orange moves first.
        Orange = "orange",
    }
);

choice!(
    /// The notation moves are written in (seed 002, "Game Record Notation"); both are read.
    Notation {
        /// Squares by file letter and rank: `D1-C4`, `C4xB7`.
        Technical = "technical",
        /// Pieces by the squares they started on, squares counted from the mover's side:
        /// `CF-CD4`, `CFxPWT`.
        Descriptive = "descriptive",
    }
);

choice!(
    /// What the capture of a Chief by a piece other than the enemy Chief does.
    ChiefCapture {
        /// Burroughs: the game is drawn.
        Draw = "draw",
        /// Seed 003: drawn only during the final ten moves (while the ten-move count runs);
        /// otherwise the Chief is simply lost.
        FinalTen = "final-ten",
    }
);

/// Jetan's options: readings per side and the rules of the game as a whole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct JetanOptions {
    /// Black's readings.
    pub black: SideRules,
    /// Orange's readings.
    pub orange: SideRules,
    /// Where the Chiefs and Princesses start.
    pub setup: Setup,
    /// Who moves first.
    pub first: First,
    /// The notation moves are written in.
    pub notation: Notation,
    /// What taking a Chief with a piece other than the enemy Chief does.
    pub chief_capture: ChiefCapture,
    /// What happens to a player with no legal move.
    pub no_moves: NoMoves,
    /// The wager mode of seed 002's "Rules of Wager".
    pub wager: Wager,
    /// The tokens each side brings to the table (Black, Orange).
    pub purse: [u32; 2],
    /// Tokens already in the pot: a drawn game's ante "combined with the next game's ante".
    pub carry: u32,
    /// The dice of a duel.
    pub dice: Dice,
    /// A single throw or the best two of three.
    pub duel: DuelFormat,
    /// The dice generator's starting state.
    pub dice_seed: u64,
    /// The squares each side leaves empty at the start (Black, Orange): a truncated force
    /// ("a player only has 40 tokens and may opt to play without Dwars").
    pub without: [Vec<u8>; 2],
}

/// The tokens of a full force at Smith's prices ("Total-48 tokens"), the default purse.
pub const FULL_FORCE: u32 = 48;

/// The largest purse or carried pot an option may give.
pub const MAX_PURSE: u32 = 100_000;

impl Default for JetanOptions {
    fn default() -> Self {
        JetanOptions::preset(Preset::Smith)
    }
}

impl JetanOptions {
    /// The options of a named preset (`custom` gives Smith's readings, to be changed).
    pub fn preset(preset: Preset) -> JetanOptions {
        JetanOptions {
            black: preset.side_rules(),
            orange: preset.side_rules(),
            setup: preset.setup(),
            first: First::Black,
            notation: Notation::Technical,
            chief_capture: preset.chief_capture(),
            no_moves: NoMoves::Draw,
            wager: Wager::None,
            purse: [FULL_FORCE; 2],
            carry: 0,
            dice: Dice::default(),
            duel: DuelFormat::Single,
            dice_seed: 0,
            without: [Vec::new(), Vec::new()],
        }
    }

    /// The readings `preset` gives under `wager`: Smith plays "Free Panthan (if a non-wager
    /// game) or else Chained Panthan (for a wager game)" (seed 002, Afterword).
    fn preset_rules(preset: Preset, wager: Wager) -> SideRules {
        let mut rules = preset.side_rules();
        if preset == Preset::Smith && wager != Wager::None {
            rules.panthan = Panthan::Chained;
        }
        rules
    }

    /// Sets the readings, setup and Chief-capture rule of `preset` (under the wager now set).
    pub(super) fn apply_preset(&mut self, preset: Preset) {
        let rules = Self::preset_rules(preset, self.wager);
        (self.black, self.orange) = (rules, rules);
        self.setup = preset.setup();
        self.chief_capture = preset.chief_capture();
    }

    /// The named preset these options match, or Custom.
    pub fn preset_name(&self) -> Preset {
        [Preset::Smith, Preset::Burroughs, Preset::Gremlin]
            .into_iter()
            .find(|&p| {
                let rules = Self::preset_rules(p, self.wager);
                rules == self.black
                    && rules == self.orange
                    && p.setup() == self.setup
                    && p.chief_capture() == self.chief_capture
            })
            .unwrap_or(Preset::Custom)
    }

    /// The value at Smith's prices of the force `side` (0 Black, 1 Orange) sets up: the full
    /// force less the pieces left out.
    pub fn force_value(&self, side: usize) -> u32 {
        let left_out: u32 = self.without[side]
            .iter()
            .map(|&sq| u32::from(start_kind(sq).value()))
            .sum();
        FULL_FORCE - left_out
    }

    /// The readings of `side` (South is Black).
    pub fn side(&self, side: Side) -> &SideRules {
        match side {
            Side::South => &self.black,
            Side::North => &self.orange,
        }
    }
}

/// The kind standing on square index `sq` of a side's first two ranks at the start (the same
/// for both sides and every setup, e and f of the back rank aside).
fn start_kind(sq: u8) -> Kind {
    let (file, rank) = (sq % 10, sq / 10);
    if rank == 1 || rank == 8 {
        return if file == 0 || file == 9 {
            Kind::Thoat
        } else {
            Kind::Panthan
        };
    }
    [
        Kind::Warrior,
        Kind::Padwar,
        Kind::Dwar,
        Kind::Flier,
        Kind::Chief,
        Kind::Princess,
        Kind::Flier,
        Kind::Dwar,
        Kind::Padwar,
        Kind::Warrior,
    ][file as usize]
}

/// Square indexes as option text: `c1,h1`, or `-`.
pub(super) fn squares_text(squares: &[u8]) -> String {
    if squares.is_empty() {
        return "-".into();
    }
    let names: Vec<String> = squares
        .iter()
        .map(|&sq| format!("{}{}", (b'a' + sq % 10) as char, sq / 10 + 1))
        .collect();
    names.join(",")
}
