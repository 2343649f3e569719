//! Jetan's options as `key=value`: reading and checking each key, the per-side keys and
//! their help, and the table `jikai options` and the New game dialog show. The types, the
//! presets and the record header are in `options.rs`.

use super::options::{JetanOptions, MAX_PURSE, Preset, SideRules, squares_text};
use super::wager::{Dice, Wager};
use crate::{Choice, Error, GameOptions, OptionInfo, whole_number};

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
            "notation" => self.notation = Choice::parse(key, value)?,
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
                "notation",
                "Notation",
                "how moves are written: technical (D1-C4, C4xB7) or descriptive (CF-CD4, CFxPWT: pieces by where they started, squares from the mover's side); both are read",
                self.notation,
                d.notation,
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
