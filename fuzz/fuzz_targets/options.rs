//! Options of any game, one `key=value` a line: never a panic; an error is one clean line;
//! options accepted read back the same.
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
    let pairs: Vec<(String, String)> = text
        .lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    match open_match(id, &pairs, None) {
        Ok(m) => {
            let again = open_match(id, &m.options(), None).expect("options in force reopen");
            assert_eq!(again.options(), m.options());
        }
        Err(e) => assert!(!e.to_string().chars().any(char::is_control)),
    }
});
