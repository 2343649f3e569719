//! Rule options: plain serde structs with defaults, settable by `key=value` from the command
//! line and listed (with their values and a short explanation) for menus and help.

use super::{EndReason, Error, Outcome, Side};
use serde::{Serialize, de::DeserializeOwned};

/// An option whose value is one of a few named choices.
pub trait Choice: Copy + PartialEq + Sized + 'static {
    /// Every value with its name; the first is the default.
    const CHOICES: &'static [(&'static str, Self)];

    /// The value's name, as `key=value` writes it.
    fn name(self) -> &'static str {
        Self::CHOICES
            .iter()
            .find(|(_, v)| *v == self)
            .map(|(n, _)| *n)
            .expect("every value is named")
    }

    /// Every value's name, the default first.
    fn names() -> Vec<&'static str> {
        Self::CHOICES.iter().map(|(n, _)| *n).collect()
    }

    /// The value in words for menus: by default its name read as words (`one-or-two`:
    /// "One or two").
    fn words(self) -> String {
        as_words(self.name())
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

/// Declares an option's enum: its values, each with the name `key=value` writes, the first
/// the default; `words:` gives the values in words where the name read aloud will not do.
/// One shape for every option with named values, so none is written by hand.
macro_rules! choice {
    (
        $(#[$meta:meta])*
        $name:ident { $($(#[$vmeta:meta])* $variant:ident = $text:literal),+ $(,)? }
        $(words: $words:expr)?
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $crate::Choice for $name {
            const CHOICES: &'static [(&'static str, Self)] = &[$(($text, $name::$variant)),+];
            $(
                fn words(self) -> String {
                    let words: fn(Self) -> String = $words;
                    words(self)
                }
            )?
        }
    };
}
pub(crate) use choice;

/// A value's name read as words: hyphens become spaces, the first letter a capital.
pub fn as_words(name: &str) -> String {
    let text = name.replace('-', " ");
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// One line of a game's options table: the one table the rules set options by, and that
/// `jikai options`, the New game dialog and records read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionInfo {
    /// The name `key=value` sets the option by ("kapt-turn").
    pub key: &'static str,
    /// A short name for menus ("Kapt turns"); a side's reading names the side.
    pub label: String,
    /// What the option does, in a sentence or two.
    pub help: &'static str,
    /// The values, the default first; a number or list option gives its default and then the
    /// form of the others ("48", "0..100000").
    pub values: Vec<&'static str>,
    /// The value of the game's defaults.
    pub default: &'static str,
    /// The value currently set (a number or list option's may be any text).
    pub current: String,
    /// Written freely (a number, a list of squares): `values` holds the default and the form
    /// of the others rather than every choice.
    pub free: bool,
    /// Each of `values` in words, for menus (none for a value written freely).
    pub words: Vec<String>,
}

impl OptionInfo {
    /// A row for an option with named choices: every choice, the default first.
    pub fn choice<C: Choice>(
        key: &'static str,
        label: &'static str,
        help: &'static str,
        current: C,
        default: C,
    ) -> OptionInfo {
        let mut choices = vec![default];
        choices.extend(C::CHOICES.iter().map(|(_, v)| *v).filter(|v| *v != default));
        OptionInfo {
            key,
            label: label.to_string(),
            help,
            values: choices.iter().map(|c| c.name()).collect(),
            default: default.name(),
            current: current.name().to_string(),
            free: false,
            words: choices.into_iter().map(C::words).collect(),
        }
    }

    /// A row for an option written freely (a number, a list of squares): its default, then
    /// the form of the values it takes.
    pub fn free(
        key: &'static str,
        label: &'static str,
        help: &'static str,
        (default, form): (&'static str, &'static str),
        current: String,
    ) -> OptionInfo {
        OptionInfo {
            key,
            label: label.to_string(),
            help,
            values: vec![default, form],
            default,
            current,
            free: true,
            words: Vec::new(),
        }
    }

    /// The line `jikai options` prints: `key=default*|other|...  Label: help`, the default
    /// first and marked with `*`.
    pub fn line(&self) -> String {
        let mut values = format!("{}*", self.default);
        for v in self.values.iter().filter(|v| **v != self.default) {
            values.push('|');
            values.push_str(v);
        }
        format!("{}={values}  {}: {}", self.key, self.label, self.help)
    }
}

/// A whole number written as the options' grammar wants it: decimal digits, no sign, no
/// leading zero (`0` itself aside); `None` otherwise or beyond `u64`.
pub fn whole_number(text: &str) -> Option<u64> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    (digits && (text == "0" || !text.starts_with('0')))
        .then(|| text.parse().ok())
        .flatten()
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

choice!(
    /// What happens to a player who cannot move, where the rules may say either (tafl, Jetan).
    NoMoves {
        /// The game is drawn.
        Draw = "draw",
        /// The player who cannot move loses.
        Loses = "loses",
    }
);

impl NoMoves {
    /// The `no-moves` row of a game's options table.
    pub fn row(self, default: NoMoves) -> OptionInfo {
        OptionInfo::choice(
            "no-moves",
            "No legal move",
            "a player who cannot move draws, or loses",
            self,
            default,
        )
    }

    /// The game's end when `stuck` has no legal move.
    pub fn outcome(self, stuck: Side) -> Outcome {
        let reason = EndReason::NoLegalMove;
        match self {
            NoMoves::Draw => Outcome::Draw { reason },
            NoMoves::Loses => Outcome::Win {
                winner: stuck.opponent(),
                reason,
            },
        }
    }
}

choice!(
    /// A yes/no option.
    YesNo {
        /// The rule applies.
        Yes = "yes",
        /// The rule does not apply.
        No = "no",
    }
);
