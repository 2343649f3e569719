//! A position string of any game: never a panic; an error is one clean line; what is
//! accepted prints back exactly as written (one grammar).
#![no_main]

use jikai::rules::{GAMES, open_match};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let id = GAMES[pick as usize % GAMES.len()].0;
    match open_match(id, &[], Some(text)) {
        Ok(m) => assert_eq!(m.position_string(), text),
        Err(e) => assert!(!e.to_string().chars().any(char::is_control)),
    }
});
