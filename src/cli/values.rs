//! The value parsers the commands share. A failing parser says what its flag takes ("a number
//! from 1 to 100"); `errors` adds the flag and the value refused.

use crate::ai::{Level, WeightSet};
use crate::rules::{GAMES, TimeControl};
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

/// A time control (`60+1`, `5/move`, `600 30/3`: `TimeControl::parse`).
pub fn time_control() -> ValueParser {
    ValueParser::new(|text: &str| {
        TimeControl::parse(text)
            .map_err(|_| "seconds and increment (60+1), a time a move (5/move) or OpenTafl's main time and periods (600 30/3)")
    })
}
