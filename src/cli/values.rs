//! The value parsers the commands share. A failing parser says what its flag takes ("a number
//! from 1 to 100"); `errors` adds the flag and the value refused.

use crate::ai::{Level, WeightSet};
use crate::rules::GAMES;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser, ValueParser};
use std::fmt::Display;
use std::str::FromStr;

/// A game or drill id, from the rules' list, each with its name in the help.
pub fn game() -> PossibleValuesParser {
    PossibleValuesParser::new(
        GAMES
            .iter()
            .map(|(id, name)| PossibleValue::new(*id).help(*name)),
    )
}

/// A computer level by name.
pub fn level() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(Level::ALL.map(Level::name))
        .try_map(|name| Level::parse(&name).ok_or("a level"))
}

/// A set of evaluation weights by name (`default`, `hand`, `tuned`) or a weights file's
/// path (`jikai tune --write`), read here and checked against the game once it is known.
pub fn weight_set() -> ValueParser {
    ValueParser::new(move |text: &str| {
        WeightSet::parse(text).map_or_else(
            || match std::fs::read_to_string(text) {
                Ok(file) => Ok(WeightSet::File(file.into())),
                Err(e) => Err(format!(
                    "default, hand, tuned or a weights file (cannot read it: {e})"
                )),
            },
            Ok,
        )
    })
}

/// A whole number from `min` to `max`.
pub fn number<T>(min: T, max: T) -> ValueParser
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static,
{
    ValueParser::new(move |text: &str| {
        text.parse::<T>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| format!("a number from {min} to {max}"))
    })
}

/// `key=value`, both parts non-empty; `shape` is how the help writes it (`side=level`).
pub fn pair(shape: &'static str) -> ValueParser {
    ValueParser::new(move |text: &str| {
        text.split_once('=')
            .filter(|(k, v)| !k.is_empty() && !v.is_empty())
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .ok_or(shape)
    })
}

/// The candidate closest to a mistyped `word`, if it is close enough to be what was meant:
/// clap's measure and bar for its own suggestions (Jaro similarity above 0.7).
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (strsim::jaro(word, c), c))
        .filter(|(score, _)| *score > 0.7)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

/// `(did you mean 'x'?)` for the closest candidate, else `(<what>: a, b, c)`.
pub fn hint(word: &str, what: &str, candidates: &[&str]) -> String {
    match closest(word, candidates.iter().copied()) {
        Some(c) => format!("(did you mean '{c}'?)"),
        None => format!("({what}: {})", candidates.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_names() {
        let levels = ["beginner", "casual", "club", "expert", "master"];
        assert_eq!(closest("expret", levels), Some("expert"));
        assert_eq!(closest("Master", levels), Some("master"));
        assert_eq!(closest("zzz", levels), None);
        assert_eq!(
            hint("zzz", "levels", &levels[..2]),
            "(levels: beginner, casual)"
        );
    }
}
