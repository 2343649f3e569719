//! Jetan's options (`jetan.md`, "Presets" and the readings table): every reading chosen per
//! piece and per side, the named presets, and the game-record header of Smith's example.

use super::position::Kind;
use super::readings::{Chief, Courage, Dwar, Escape, Flier, Padwar, Panthan, Thoat, Warrior};
use super::wager::{Dice, DuelFormat, Wager};
use crate::options::choice;
use crate::{Choice, Error, GameOptions, NoMoves, OptionInfo, Side, YesNo, whole_number};
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

impl SideRules {
    fn set(&mut self, key: &str, full_key: &str, value: &str) -> Result<bool, Error> {
        let k = full_key;
        match key {
            "panthan" => self.panthan = Choice::parse(k, value)?,
            "warrior" => self.warrior = Choice::parse(k, value)?,
            "padwar" => self.padwar = Choice::parse(k, value)?,
            "thoat" => self.thoat = Choice::parse(k, value)?,
            "dwar" => self.dwar = Choice::parse(k, value)?,
            "flier" => self.flier = Choice::parse(k, value)?,
            "flier-jumps" => self.flier_jumps = Choice::parse(k, value)?,
            "chief" => self.chief = Choice::parse(k, value)?,
            "princess" => self.princess = Choice::parse(k, value)?,
            "princess-moves" => self.princess_moves = Choice::parse(k, value)?,
            "threat-limit" => self.threat_limit = Choice::parse(k, value)?,
            "escape" => self.escape = Choice::parse(k, value)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The table row of per-side `key` (key, label and help left for the caller to fill).
    fn row(&self, key: &str, default: &SideRules) -> OptionInfo {
        fn r<C: Choice>(current: C, default: C) -> OptionInfo {
            OptionInfo::choice("", "", "", current, default)
        }
        match key {
            "panthan" => r(self.panthan, default.panthan),
            "warrior" => r(self.warrior, default.warrior),
            "padwar" => r(self.padwar, default.padwar),
            "thoat" => r(self.thoat, default.thoat),
            "dwar" => r(self.dwar, default.dwar),
            "flier" => r(self.flier, default.flier),
            "flier-jumps" => r(self.flier_jumps, default.flier_jumps),
            "chief" => r(self.chief, default.chief),
            "princess" => r(self.princess, default.princess),
            "princess-moves" => r(self.princess_moves, default.princess_moves),
            "threat-limit" => r(self.threat_limit, default.threat_limit),
            _ => r(self.escape, default.escape),
        }
    }

    /// The lines of the record header for this side, in Smith's order.
    pub fn header_lines(&self) -> Vec<String> {
        let flier = if self.flier_jumps == YesNo::Yes {
            self.flier.name().to_string()
        } else {
            format!("{} no-jump", self.flier.name())
        };
        let courage = match self.princess {
            Courage::Brave => "B",
            Courage::Frightened => "F",
        };
        let escape = match self.escape {
            Escape::AnyEmpty => "any empty square".to_string(),
            e => e.name().to_string(),
        };
        let limit = if self.threat_limit == YesNo::Yes {
            ""
        } else {
            " no-threat-limit"
        };
        vec![
            self.panthan.name().to_string(),
            self.warrior.name().to_string(),
            self.padwar.name().to_string(),
            self.thoat.name().to_string(),
            self.dwar.name().to_string(),
            flier,
            self.chief.name().to_string(),
            format!(
                "{courage}{} ({escape}){limit}",
                self.princess_moves.princess_abbreviation()
            ),
        ]
    }
}

/// Each per-side key with its label and help.
const SIDE_HELP: &[(&str, &str, &str)] = &[
    (
        "panthan",
        "Panthan",
        "FPN free (not straight back), CPN chained (no backward step)",
    ),
    (
        "warrior",
        "Warrior",
        "CW 2 orthogonal, FW 1-2 orthogonal, CCW/FCW civil, CWW/FWW wild",
    ),
    ("padwar", "Padwar", "CPW 2 diagonal, FPW 1-2 diagonal"),
    (
        "thoat",
        "Thoat",
        "CT straight then diagonal, FT either order, JT jumping",
    ),
    ("dwar", "Dwar", "CD 3 orthogonal, FD 1-3 orthogonal"),
    ("flier", "Flier", "CF 3 diagonal, FF 1-3 diagonal"),
    (
        "flier-jumps",
        "Flier jumps",
        "the Flier jumps (no: the non-jumping Odwar)",
    ),
    (
        "chief",
        "Chief",
        "CCC chained civil, CC 3 in a line, FC 1-3 in a line, CWC chained wild, FCC free civil, FWC free wild",
    ),
    (
        "princess",
        "Princess",
        "brave (may pass threatened squares) or frightened (no square of her path threatened)",
    ),
    (
        "princess-moves",
        "Princess moves",
        "the Chief reading the Princess moves by, jumping",
    ),
    (
        "threat-limit",
        "Threat limit",
        "the Princess may not end her move on a threatened square",
    ),
    (
        "escape",
        "Escape",
        "the escape: F/B (frightened/brave) + CC/CW/FC/FW (chained/free, civil/wild) + E, or any empty square",
    ),
];

impl JetanOptions {
    /// The options of a named preset (`custom` gives Smith's readings, to be changed).
    pub fn preset(preset: Preset) -> JetanOptions {
        JetanOptions {
            black: preset.side_rules(),
            orange: preset.side_rules(),
            setup: preset.setup(),
            first: First::Black,
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
    fn apply_preset(&mut self, preset: Preset) {
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

    /// The head of a game record, as Smith's example begins: the readings of each side in
    /// two columns (Black, Orange), then the rules of the game as a whole and who moves first.
    pub fn record_header(&self) -> String {
        let black = self.black.header_lines();
        let orange = self.orange.header_lines();
        let width = black.iter().map(String::len).max().unwrap_or(0).max(5) + 2;
        let mut out = format!("{:<width$}{}\n", "Black", "Orange");
        for (b, o) in black.iter().zip(&orange) {
            out.push_str(&format!("{b:<width$}{o}\n"));
        }
        out.push_str(&format!(
            "Preset: {}; setup: {}; Chief captured by another piece: {}; no legal move: {}\n",
            self.preset_name().name(),
            self.setup.name(),
            self.chief_capture.name(),
            self.no_moves.name(),
        ));
        for (s, name) in [(0, "Black"), (1, "Orange")] {
            if !self.without[s].is_empty() {
                out.push_str(&format!(
                    "{name} plays without {}.\n",
                    squares_text(&self.without[s])
                ));
            }
        }
        if self.wager != Wager::None {
            out.push_str(&format!(
                "Wager: {}; purses: Black {}, Orange {}; pot carried over: {}",
                self.wager.name(),
                self.purse[0],
                self.purse[1],
                self.carry
            ));
            if self.wager.dueling() {
                out.push_str(&format!(
                    "; duels: {} {}, dice seed {}",
                    self.dice.text(),
                    self.duel.name(),
                    self.dice_seed
                ));
            }
            out.push('\n');
        }
        let first = match self.first {
            First::Black => "Black",
            First::Orange => "Orange",
        };
        out.push_str(&format!("{first} is to move first.\n"));
        out
    }
}

impl GameOptions for JetanOptions {
    fn set(&mut self, key: &str, value: &str) -> Result<(), Error> {
        match key {
            "preset" => {
                let preset: Preset = Choice::parse(key, value)?;
                if preset != Preset::Custom {
                    self.apply_preset(preset);
                }
                return Ok(());
            }
            "wager" => {
                let wager: Wager = Choice::parse(key, value)?;
                let preset = self.preset_name();
                self.wager = wager;
                if preset == Preset::Smith {
                    self.apply_preset(preset);
                }
            }
            "purse" => self.purse = [number(key, value, MAX_PURSE)?; 2],
            "black.purse" => self.purse[0] = number(key, value, MAX_PURSE)?,
            "orange.purse" => self.purse[1] = number(key, value, MAX_PURSE)?,
            "carry" => self.carry = number(key, value, MAX_PURSE)?,
            "dice" => self.dice = Dice::parse(value).ok_or_else(|| {
                Error::Option(format!(
                    "{key}={value}: dice takes NdS, 1 to 8 dice of 2 to 20 sides (1d6, 2d6, 4d4)"
                ))
            })?,
            "duel" => self.duel = Choice::parse(key, value)?,
            "dice-seed" => {
                self.dice_seed = whole_number(value).ok_or_else(|| {
                    Error::Option(format!(
                        "{key}={value}: dice-seed takes a whole number from 0 to {}",
                        u64::MAX
                    ))
                })?
            }
            "black.without" => self.without[0] = without(key, value, 0)?,
            "orange.without" => self.without[1] = without(key, value, 1)?,
            "setup" => self.setup = Choice::parse(key, value)?,
            "first" => self.first = Choice::parse(key, value)?,
            "chief-capture" => self.chief_capture = Choice::parse(key, value)?,
            "no-moves" => self.no_moves = Choice::parse(key, value)?,
            _ => {
                let (sides, bare) = match key.split_once('.') {
                    Some(("black", k)) => (&mut [&mut self.black][..], k),
                    Some(("orange", k)) => (&mut [&mut self.orange][..], k),
                    Some(_) => return Err(self.unknown_key(key)),
                    None => (&mut [&mut self.black, &mut self.orange][..], key),
                };
                // Parse once for both sides so an error leaves the options unchanged.
                let mut probe = *sides[0];
                if !probe.set(bare, key, value)? {
                    return Err(self.unknown_key(key));
                }
                for s in sides.iter_mut() {
                    s.set(bare, key, value)?;
                }
            }
        }
        Ok(())
    }

    /// Ransom: "If the player does not have the full value, a truncated force may be played":
    /// each side's purse must cover the value of the force it sets up.
    fn validate(&self) -> Result<(), Error> {
        if self.wager.ransom() {
            for (s, name) in [(0, "black"), (1, "orange")] {
                let ante = self.force_value(s);
                if self.purse[s] < ante {
                    return Err(Error::Option(format!(
                        "wager=ransom: {name}.purse={} cannot ante a force worth {ante}; leave pieces out with {name}.without=<squares>",
                        self.purse[s]
                    )));
                }
            }
        }
        Ok(())
    }

    fn table(&self) -> Vec<OptionInfo> {
        let d = JetanOptions::default();
        let number = |n: u32| n.to_string();
        let mut rows = vec![
            OptionInfo::choice(
                "preset",
                "Preset",
                "smith (Smith's choice), burroughs (the appendix), gremlin (seed 003), custom; sets every reading, the setup and the Chief-capture rule",
                self.preset_name(),
                d.preset_name(),
            ),
            OptionInfo::choice(
                "setup",
                "Setup",
                "standard (Chief left of Princess), manator (Chiefs on one file), gremlin (Princess left of Chief)",
                self.setup,
                d.setup,
            ),
            OptionInfo::choice(
                "first",
                "First move",
                "who moves first",
                self.first,
                d.first,
            ),
            OptionInfo::choice(
                "chief-capture",
                "Chief captured",
                "a Chief taken by a piece other than the Chief draws always, or only during the final ten moves",
                self.chief_capture,
                d.chief_capture,
            ),
            self.no_moves.row(d.no_moves),
            OptionInfo::choice(
                "wager",
                "Wager",
                "seed 002's Rules of Wager: ransom (ante the pieces' values, collect on captures), dueling (captures are dice duels), pay-to-move (1 token a move, pass allowed), pay-to-move-dueling",
                self.wager,
                d.wager,
            ),
            OptionInfo::free(
                "black.purse",
                "Black's purse",
                "tokens Black brings (48 is a full force's value); `purse` sets both",
                ("48", "0..100000"),
                number(self.purse[0]),
            ),
            OptionInfo::free(
                "orange.purse",
                "Orange's purse",
                "tokens Orange brings",
                ("48", "0..100000"),
                number(self.purse[1]),
            ),
            OptionInfo::free(
                "carry",
                "Pot carried over",
                "tokens already in the pot (a drawn game's ante carried over)",
                ("0", "0..100000"),
                number(self.carry),
            ),
            OptionInfo::free(
                "dice",
                "Dice",
                "a duel's throw: N dice of S sides, 1 to 8 dice of 2 to 20 sides (Smith's set: 4d4)",
                ("1d6", "NdS"),
                self.dice.text(),
            ),
            OptionInfo::choice(
                "duel",
                "Duel",
                "a duel is one throw each, or the best two rounds of three",
                self.duel,
                d.duel,
            ),
            OptionInfo::free(
                "dice-seed",
                "Dice seed",
                "the dice generator's seed (the dice state is part of the position)",
                ("0", "0..18446744073709551615"),
                self.dice_seed.to_string(),
            ),
            OptionInfo::free(
                "black.without",
                "Black leaves out",
                "Black's pieces left out at the start (a truncated force), squares like c1,h1; not e1 f1",
                ("-", "squares"),
                squares_text(&self.without[0]),
            ),
            OptionInfo::free(
                "orange.without",
                "Orange leaves out",
                "Orange's pieces left out at the start, squares like c10,h10; not e10 f10",
                ("-", "squares"),
                squares_text(&self.without[1]),
            ),
        ];
        for (side, keys, rules, default) in [
            ("Black", &BLACK_KEYS, &self.black, &d.black),
            ("Orange", &ORANGE_KEYS, &self.orange, &d.orange),
        ] {
            for (&(key, label, help), &full) in SIDE_HELP.iter().zip(keys.iter()) {
                let mut row = rules.row(key, default);
                row.key = full;
                row.label = format!("{side} {label}");
                row.help = help;
                rows.push(row);
            }
        }
        rows
    }
}

const BLACK_KEYS: [&str; 12] = [
    "black.panthan",
    "black.warrior",
    "black.padwar",
    "black.thoat",
    "black.dwar",
    "black.flier",
    "black.flier-jumps",
    "black.chief",
    "black.princess",
    "black.princess-moves",
    "black.threat-limit",
    "black.escape",
];

const ORANGE_KEYS: [&str; 12] = [
    "orange.panthan",
    "orange.warrior",
    "orange.padwar",
    "orange.thoat",
    "orange.dwar",
    "orange.flier",
    "orange.flier-jumps",
    "orange.chief",
    "orange.princess",
    "orange.princess-moves",
    "orange.threat-limit",
    "orange.escape",
];

/// A number option from 0 to `max`.
fn number(key: &str, value: &str, max: u32) -> Result<u32, Error> {
    whole_number(value)
        .filter(|&n| n <= u64::from(max))
        .map(|n| n as u32)
        .ok_or_else(|| {
            Error::Option(format!(
                "{key}={value}: {key} takes a whole number from 0 to {max}"
            ))
        })
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

/// Reads `side`'s squares to leave empty: `-` or squares like `c1,h1` on its first two ranks,
/// never the Chief's or Princess's (e and f of the back rank); at least two other pieces stay
/// ("The player must have the Chief, the Princess and least two other pieces to play").
fn without(key: &str, value: &str, side: usize) -> Result<Vec<u8>, Error> {
    let bad = |why: String| Error::Option(format!("{key}={value}: {why}"));
    if value == "-" || value.is_empty() {
        return Ok(Vec::new());
    }
    let (back, second) = if side == 0 { (0, 1) } else { (9, 8) };
    let mut squares = Vec::new();
    for name in value.split(',') {
        let b = name.as_bytes();
        let file = b.first().map(|c| c.to_ascii_lowercase().wrapping_sub(b'a'));
        let rank = std::str::from_utf8(&b[1.min(b.len())..])
            .ok()
            .and_then(|r| r.parse::<u8>().ok())
            .filter(|r| (1..=10).contains(r) && !name[1..].starts_with(['0', '+']));
        let (Some(file), Some(rank)) = (file.filter(|f| *f < 10), rank) else {
            return Err(bad(format!("'{name}' is not a square (a1 to j10)")));
        };
        let rank = rank - 1;
        if rank != back && rank != second {
            return Err(bad(format!("{name} is not on this side's first two ranks")));
        }
        if rank == back && (file == 4 || file == 5) {
            return Err(bad(format!("{name}: the Chief and the Princess must play")));
        }
        let sq = rank * 10 + file;
        if squares.contains(&sq) {
            return Err(bad(format!("{name} is named twice")));
        }
        squares.push(sq);
    }
    if squares.len() > 16 {
        return Err(bad(
            "at least two pieces besides the Chief and the Princess must play".into(),
        ));
    }
    squares.sort_unstable();
    Ok(squares)
}

/// Square indexes as option text: `c1,h1`, or `-`.
fn squares_text(squares: &[u8]) -> String {
    if squares.is_empty() {
        return "-".into();
    }
    let names: Vec<String> = squares
        .iter()
        .map(|&sq| format!("{}{}", (b'a' + sq % 10) as char, sq / 10 + 1))
        .collect();
    names.join(",")
}
