//! A game text: never a panic; a text that reads fails nowhere after, writes back as it
//! reads, and an error is one line without control characters.
#![no_main]

use jikai::rules::{GameRecord, game_text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match game_text::read(text) {
        Ok(record) => {
            let written = game_text::write(&record).expect("a game read replays");
            let again = GameRecord::from_text(&written).expect("a game text written reads");
            assert_eq!(again, record);
        }
        Err(e) => assert!(!e.to_string().chars().any(char::is_control)),
    }
});
