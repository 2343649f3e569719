//! A level file: never a panic, bounded work (the checker's limits); an error is one clean
//! line.
#![no_main]

use jikai::tutorial::{check_text, text_of};
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let file = Path::new("levels/tafl/01-fuzz.ron");
    let checked = text_of(file, data.to_vec()).and_then(|text| check_text(file, &text));
    if let Err(e) = checked {
        assert!(!e.to_string().chars().any(char::is_control));
    }
});
