//! The evaluations' tunable numbers as named weights: each game declares its list (names and
//! hand values, `Evaluate::TUNABLE`) and builds from their values the small struct its
//! evaluation reads (`Evaluate::weights`); the search carries that struct, so two players of
//! one game can play with two sets (`selfplay --weights-a`, `--weights-b`). The fitted sets
//! are committed files (`data/tune/<game>.weights`, read here with `include_str!`) written by
//! `jikai tune` (`ai::tune`).

use super::Evaluate;
use std::sync::Arc;

/// Which set of weights an evaluation reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum WeightSet {
    /// The levels' own: the tuned set where it was measured to be no worse than the hand
    /// set (`ADOPTED`), else the hand set.
    #[default]
    Default,
    /// The values set by hand in the game's evaluation.
    Hand,
    /// The values `jikai tune` fitted (the hand values for a game without a fitted set).
    Tuned,
    /// The text of a weights file (`parse`), checked with `check` before use: a fit being
    /// tried before it is committed.
    File(Arc<str>),
}

impl WeightSet {
    pub const NAMES: [&'static str; 3] = ["default", "hand", "tuned"];

    pub fn parse(text: &str) -> Option<WeightSet> {
        match text {
            "default" => Some(WeightSet::Default),
            "hand" => Some(WeightSet::Hand),
            "tuned" => Some(WeightSet::Tuned),
            _ => None,
        }
    }
}

/// The games whose levels play with their tuned weights by default (docs/ai.md, Tuning):
/// only where the tuned set scored no worse than the hand set in selfplay (Poron Jikaida:
/// 57.5% in 100 games of Expert against Expert).
const ADOPTED: &[&str] = &["jikaida"];

/// The committed fitted weights of a game (by id), if it has any.
pub fn tuned_text(id: &str) -> Option<&'static str> {
    match id {
        "jikaida" => Some(include_str!("../../../data/tune/jikaida.weights")),
        _ => None,
    }
}

/// The values of `set` for `game`, one per `G::TUNABLE`, in order.
pub fn values<G: Evaluate>(game: &G, set: &WeightSet) -> Vec<i32> {
    let hand = || G::TUNABLE.iter().map(|&(_, v)| v).collect();
    let tuned = || {
        tuned_text(game.id()).map(|text| {
            parse(text, G::TUNABLE)
                .unwrap_or_else(|e| panic!("the committed weights of {}: {e}", game.id()))
        })
    };
    match set {
        WeightSet::File(text) => {
            parse(text, G::TUNABLE).unwrap_or_else(|e| panic!("weights not checked: {e}"))
        }
        WeightSet::Hand => hand(),
        WeightSet::Tuned => tuned().unwrap_or_else(hand),
        WeightSet::Default if ADOPTED.contains(&game.id()) => tuned().unwrap_or_else(hand),
        WeightSet::Default => hand(),
    }
}

/// Whether `set` gives every weight of `G` (a file's may not).
pub fn check<G: Evaluate>(set: &WeightSet) -> Result<(), String> {
    match set {
        WeightSet::File(text) => parse(text, G::TUNABLE).map(|_| ()),
        _ => Ok(()),
    }
}

/// The evaluation's weights of `set`, built for the evaluation to read.
pub fn weights<G: Evaluate>(game: &G, set: &WeightSet) -> G::Weights {
    game.weights(&values(game, set))
}

/// Reads a weights file: one `name value` a line (`#` starts a comment), every name of
/// `table` exactly once, no other.
pub fn parse(text: &str, table: &[(&str, i32)]) -> Result<Vec<i32>, String> {
    let mut values: Vec<Option<i32>> = vec![None; table.len()];
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let at = || format!("line {}", n + 1);
        let mut words = line.split_whitespace();
        let (Some(name), Some(value), None) = (words.next(), words.next(), words.next()) else {
            return Err(format!("{}: expected 'name value', found '{line}'", at()));
        };
        let Some(i) = table.iter().position(|&(t, _)| t == name) else {
            return Err(format!("{}: unknown weight '{name}'", at()));
        };
        let value = value
            .parse::<i32>()
            .map_err(|_| format!("{}: '{value}' is not a whole number", at()))?;
        if values[i].replace(value).is_some() {
            return Err(format!("{}: '{name}' given twice", at()));
        }
    }
    let missing: Vec<&str> = table
        .iter()
        .zip(&values)
        .filter(|(_, v)| v.is_none())
        .map(|(&(name, _), _)| name)
        .collect();
    if !missing.is_empty() {
        return Err(format!("missing weights: {}", missing.join(", ")));
    }
    Ok(values.into_iter().flatten().collect())
}

/// A weights file: a comment, then `name value` lines in the table's order.
pub fn format(comment: &str, table: &[(&str, i32)], values: &[i32]) -> String {
    let mut text = String::new();
    for line in comment.lines() {
        text += &format!("# {line}\n");
    }
    for (&(name, _), value) in table.iter().zip(values) {
        text += &format!("{name} {value}\n");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &[(&str, i32)] = &[("a", 1), ("b", -2)];

    #[test]
    fn a_weights_file_reads_back() {
        let text = format("fitted\nby hand", TABLE, &[7, -9]);
        assert_eq!(parse(&text, TABLE), Ok(vec![7, -9]));
    }

    #[test]
    fn a_weights_file_must_name_every_weight_once() {
        assert_eq!(parse("a 1", TABLE), Err("missing weights: b".into()));
        assert_eq!(
            parse("a 1\nb 2\na 3", TABLE),
            Err("line 3: 'a' given twice".into())
        );
        assert_eq!(
            parse("a 1\nc 2", TABLE),
            Err("line 2: unknown weight 'c'".into())
        );
        assert_eq!(
            parse("a x", TABLE),
            Err("line 1: 'x' is not a whole number".into())
        );
        assert_eq!(
            parse("a", TABLE),
            Err("line 1: expected 'name value', found 'a'".into())
        );
    }
}
