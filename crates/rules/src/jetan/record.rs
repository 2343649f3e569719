//! Jetan's game record as seed 002 lays it out ("Game Record Notation", Example): a header of
//! the readings each side agreed to, two columns a side as the seed's table has them
//!
//! ```text
//! Black | Orange
//! FPN | CW | FPN | CW
//! CPW | CT | CPW | CT
//! CD | CF | CD | CF
//! CCC | BCCP (FCCE) | CCC | BCCP (FCCE)
//! ```
//!
//! then the rules of the game as a whole (`key: value` items, the option keys), who moves
//! first, and the numbered moves (`1. CF-CD4 PWT-PP4`, `1. ... PWT-PP4` when Orange moves
//! first). Reading a record sets the options from its header, side by side.

use super::options::{First, JetanOptions, SideRules, squares_text};
use super::readings::Chief;
use super::wager::Wager;
use crate::{Choice, Error, GameOptions, YesNo};

/// The pieces of a side's header, in the seed's order: two a row.
const PIECES: [&str; 8] = [
    "Panthan", "Warrior", "Padwar", "Thoat", "Dwar", "Flier", "Chief", "Princess",
];

impl SideRules {
    /// This side's readings as the header writes them, in `PIECES` order: Smith's
    /// abbreviations, the Princess as `BCCP (FCCE)` (courage, her moves, her escape), with
    /// what Smith has no abbreviation for spelled out (`CF no-jump`, `no-threat-limit`).
    fn header_cells(&self) -> [String; 8] {
        let flier = match self.flier_jumps {
            YesNo::Yes => self.flier.name().to_string(),
            YesNo::No => format!("{} no-jump", self.flier.name()),
        };
        let courage = &self.princess.name()[..1].to_ascii_uppercase();
        let escape = match self.escape.name() {
            "any" => "any empty square",
            name => name,
        };
        let limit = match self.threat_limit {
            YesNo::Yes => "",
            YesNo::No => " no-threat-limit",
        };
        [
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

/// The option pairs (`princess=brave`...) of one side's header cell for `piece`.
fn cell_pairs(side: &str, piece: &str, cell: &str) -> Result<Vec<(String, String)>, Error> {
    let key = |k: &str| format!("{side}.{k}");
    let pair = |k: &str, v: &str| (key(k), v.to_string());
    Ok(match piece {
        "Flier" => match cell.strip_suffix(" no-jump") {
            Some(reading) => vec![pair("flier", reading), pair("flier-jumps", "no")],
            None => vec![pair("flier", cell), pair("flier-jumps", "yes")],
        },
        "Princess" => {
            let (cell, limit) = match cell.strip_suffix(" no-threat-limit") {
                Some(cell) => (cell, "no"),
                None => (cell, "yes"),
            };
            let bad = || {
                Error::Record(format!(
                    "the record's header: {side}'s Princess '{cell}' is not a Princess as Smith writes her (BCCP (FCCE): B or F, her moves, her escape in brackets)"
                ))
            };
            let (moves, escape) = cell.split_once(" (").ok_or_else(bad)?;
            let escape = escape.strip_suffix(')').ok_or_else(bad)?;
            let courage = match moves.get(..1) {
                Some("B") => "brave",
                Some("F") => "frightened",
                _ => return Err(bad()),
            };
            let chief = Chief::CHOICES
                .iter()
                .map(|&(_, c)| c)
                .find(|c| c.princess_abbreviation() == &moves[1..])
                .ok_or_else(bad)?;
            let escape = if escape == "any empty square" {
                "any"
            } else {
                escape
            };
            vec![
                pair("princess", courage),
                pair("princess-moves", chief.name()),
                pair("escape", escape),
                pair("threat-limit", limit),
            ]
        }
        _ => vec![pair(&piece.to_ascii_lowercase(), cell)],
    })
}

impl JetanOptions {
    /// The head of a game record: the readings of each side as seed 002's example lays them
    /// out, then the rules of the game as a whole and who moves first.
    pub fn record_header(&self) -> String {
        let sides = [self.black.header_cells(), self.orange.header_cells()];
        // Row `r` holds each side's cells 2r and 2r + 1: four columns, padded to line up.
        let cell = |r: usize, c: usize| &sides[c / 2][2 * r + c % 2];
        let widths: Vec<usize> = (0..4)
            .map(|c| (0..4).map(|r| cell(r, c).len()).max().unwrap_or(0))
            .collect();
        let black = widths[0] + 3 + widths[1];
        let mut out = format!("{:<black$} | Orange\n", "Black");
        for r in 0..4 {
            let row: Vec<String> = (0..4)
                .map(|c| format!("{:<w$}", cell(r, c), w = widths[c]))
                .collect();
            out.push_str(row.join(" | ").trim_end());
            out.push('\n');
        }
        out.push_str(&format!(
            "Preset: {}; setup: {}; chief-capture: {}; no-moves: {}; notation: {}\n",
            self.preset_name().name(),
            self.setup.name(),
            self.chief_capture.name(),
            self.no_moves.name(),
            self.notation.name(),
        ));
        if self.wager != Wager::None {
            out.push_str(&format!(
                "Wager: {}; black.purse: {}; orange.purse: {}; carry: {}; dice: {}; duel: {}; dice-seed: {}\n",
                self.wager.name(),
                self.purse[0],
                self.purse[1],
                self.carry,
                self.dice.text(),
                self.duel.name(),
                self.dice_seed
            ));
        }
        for (s, name) in [(0, "black"), (1, "orange")] {
            if !self.without[s].is_empty() {
                out.push_str(&format!(
                    "{name}.without: {}\n",
                    squares_text(&self.without[s])
                ));
            }
        }
        let first = match self.first {
            First::Black => "Black",
            First::Orange => "Orange",
        };
        out.push_str(&format!("{first} is to move first.\n"));
        out
    }

    /// Reads a record's header (what `record_header` writes, or the seed's example typed
    /// out): the readings side by side and the game's rules; what it leaves out keeps its
    /// default. An unknown reading or line is one error naming it.
    pub fn from_record_header(lines: &[&str]) -> Result<JetanOptions, Error> {
        let cells = |line: &str| -> Vec<String> {
            line.split('|')
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
                .collect()
        };
        let bad = |what: String| Error::Record(format!("the record's header: {what}"));
        if lines.first().map(|l| cells(l)) != Some(vec!["Black".into(), "Orange".into()]) {
            return Err(bad(
                "a Jetan record begins with 'Black | Orange' and each side's readings".into(),
            ));
        }
        let mut readings = Vec::new();
        for row in 0..4 {
            let line = lines.get(row + 1).copied().unwrap_or_default();
            let row_cells = cells(line);
            if row_cells.len() != 4 {
                return Err(bad(format!(
                    "'{line}' should hold four readings, two a side ({} and {})",
                    PIECES[2 * row],
                    PIECES[2 * row + 1]
                )));
            }
            for (i, cell) in row_cells.iter().enumerate() {
                let side = if i < 2 { "black" } else { "orange" };
                readings.extend(cell_pairs(side, PIECES[2 * row + i % 2], cell)?);
            }
        }
        let mut pairs = Vec::new();
        for line in &lines[5..] {
            let line = line.trim();
            if let Some(first) = line.strip_suffix(" is to move first.") {
                pairs.push(("first".to_string(), first.to_ascii_lowercase()));
                continue;
            }
            for item in line.split("; ") {
                let (key, value) = item
                    .split_once(": ")
                    .ok_or_else(|| bad(format!("'{line}' is not a line of the header")))?;
                // The preset is what the readings make it.
                let key = key.to_ascii_lowercase();
                if key != "preset" {
                    pairs.push((key, value.to_string()));
                }
            }
        }
        // The readings last: a wager set after them would put Smith's back.
        pairs.extend(readings);
        let mut options = JetanOptions::default();
        for (key, value) in &pairs {
            options.set(key, value).map_err(|e| bad(e.to_string()))?;
        }
        options.validate().map_err(|e| bad(e.to_string()))?;
        Ok(options)
    }
}

/// A Jetan game as a record: the header, a blank line, then one numbered turn a line,
/// Black's move first (`1. ... PWT-PP4` when Orange moved first).
pub fn record_text(options: &JetanOptions, moves: &[String]) -> String {
    let mut turns: Vec<&str> = Vec::new();
    if options.first == First::Orange && !moves.is_empty() {
        turns.push("...");
    }
    turns.extend(moves.iter().map(String::as_str));
    let mut out = options.record_header();
    out.push('\n');
    for (i, pair) in turns.chunks(2).enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, pair.join(" ")));
    }
    out
}

/// Reads a record `record_text` writes: its options and its moves in notation (turn
/// numbers and Orange's opening `...` left out).
pub fn read_record_text(text: &str) -> Result<(JetanOptions, Vec<String>), Error> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().position(|l| !l.trim().is_empty()).unwrap_or(0);
    let end = lines[start..]
        .iter()
        .position(|l| l.trim().is_empty() || l.trim_start().starts_with("1."))
        .map_or(lines.len(), |n| start + n);
    let options = JetanOptions::from_record_header(&lines[start..end])?;
    let moves = lines[end..]
        .iter()
        .flat_map(|l| l.split_whitespace())
        .filter(|w| *w != "..." && !(w.ends_with('.') && w[..w.len() - 1].parse::<u32>().is_ok()))
        .map(String::from)
        .collect();
    Ok((options, moves))
}
