//! Rule options: plain serde structs with defaults, settable by `key=value` from the command
//! line and listed (with their values and a short explanation) for menus and help.

use super::Error;
use serde::{Serialize, de::DeserializeOwned};

/// An option whose value is one of a few named choices.
pub trait Choice: Copy + PartialEq + Sized + 'static {
    /// Every value with its name; the first is the default.
    const CHOICES: &'static [(&'static str, Self)];

    fn name(self) -> &'static str {
        Self::CHOICES
            .iter()
            .find(|(_, v)| *v == self)
            .map(|(n, _)| *n)
            .expect("every value is named")
    }

    fn names() -> Vec<&'static str> {
        Self::CHOICES.iter().map(|(n, _)| *n).collect()
    }

    /// Reads `value` for the option `key`, or says which values `key` takes.
    fn parse(key: &str, value: &str) -> Result<Self, Error> {
        Self::CHOICES
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(value))
            .map(|(_, v)| *v)
            .ok_or_else(|| {
                Error::Option(format!(
                    "{key}={value}: {key} takes {}",
                    Self::names().join(", ")
                ))
            })
    }
}

/// One line of a game's options table.
pub struct OptionInfo {
    pub key: &'static str,
    pub help: &'static str,
    /// The values, default first.
    pub values: fn() -> Vec<&'static str>,
    /// The value currently set.
    pub current: &'static str,
}

/// A game's options.
pub trait GameOptions: Default + Clone + PartialEq + Serialize + DeserializeOwned {
    /// Sets one option; an unknown key or value is an error naming what is allowed.
    fn set(&mut self, key: &str, value: &str) -> Result<(), Error>;

    /// The options table with the values now set.
    fn table(&self) -> Vec<OptionInfo>;

    /// Checks what no single key can: options that must agree with each other. `with` calls
    /// it once every pair is set.
    fn validate(&self) -> Result<(), Error> {
        Ok(())
    }

    /// Applies `key=value` pairs in order, then validates the whole.
    fn with(mut self, pairs: &[(String, String)]) -> Result<Self, Error> {
        for (k, v) in pairs {
            self.set(k, v)?;
        }
        self.validate()?;
        Ok(self)
    }

    /// An error for a key this game does not have, listing the keys it does.
    fn unknown_key(&self, key: &str) -> Error {
        let keys: Vec<_> = self.table().iter().map(|o| o.key).collect();
        Error::Option(format!(
            "unknown option '{key}' (options: {})",
            keys.join(", ")
        ))
    }
}

/// A yes/no option.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum YesNo {
    Yes,
    No,
}

impl Choice for YesNo {
    const CHOICES: &'static [(&'static str, Self)] = &[("yes", YesNo::Yes), ("no", YesNo::No)];
}
