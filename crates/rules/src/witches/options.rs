//! Options of Jacks and Witches 84. The spec has no option table; the one option here settles
//! a reading of the seed (see `docs/rules.md`, Jacks and Witches).

use crate::options::choice;
use crate::{Choice, Error, GameOptions, OptionInfo};
use serde::{Deserialize, Serialize};

/// Jacks and Witches' options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct WitchesOptions {
    /// When a Jack may "move to its current position".
    pub jack_stay: JackStay,
}

choice!(
    /// When a Jack on the d- or e-file with an open eye may "move to its current position".
    #[derive(Default)]
    JackStay {
        /// Only while the Jacks move as Wazirs, when the stay is the Wazir step from the eye
        /// back onto the Jack's own square (the seed's "inverted Wazir").
        #[default]
        Wazir = "wazir",
        /// Whenever its eye is open, in Ferz mode too.
        Always = "always",
    }
);

impl GameOptions for WitchesOptions {
    fn set(&mut self, key: &str, value: &str) -> Result<(), Error> {
        match key {
            "jack-stay" => self.jack_stay = Choice::parse(key, value)?,
            _ => return Err(self.unknown_key(key)),
        }
        Ok(())
    }

    fn table(&self) -> Vec<OptionInfo> {
        vec![OptionInfo::choice(
            "jack-stay",
            "Jack stays",
            "a Jack on the d- or e-file with an open eye may stay put as a move: only while Jacks move as Wazirs, or always",
            self.jack_stay,
            Self::default().jack_stay,
        )]
    }
}
