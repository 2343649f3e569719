//! A game record: never a panic; a record read replays or fails on one clean line, and
//! writes back as it reads.
#![no_main]

use jikai::rules::GameRecord;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match GameRecord::from_text(text) {
        Ok(record) => {
            let again = GameRecord::from_text(&record.to_text()).expect("a record written reads");
            assert_eq!(again, record);
            if let Err(e) = record.replay() {
                assert!(!e.to_string().chars().any(char::is_control));
            }
        }
        Err(e) => assert!(!e.to_string().chars().any(char::is_control)),
    }
});
