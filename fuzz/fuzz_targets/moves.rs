//! Moves of any game after a few moves chosen by the input: never a panic; a move read is
//! legal and plays; an error is one clean line.
#![no_main]

use jikai::rules::{GAMES, open_match};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let (choices, text) = rest.split_at(rest.len().min(8));
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let id = GAMES[pick as usize % GAMES.len()].0;
    let mut m = open_match(id, &[], None).expect("the start opens");
    for &c in choices {
        let moves = m.legal_moves();
        if moves.is_empty() {
            return;
        }
        m.play(moves[c as usize % moves.len()])
            .expect("a legal move plays");
    }
    match m.parse_move(text) {
        Ok(mv) => {
            assert!(m.legal_moves().contains(&mv));
            m.play(mv).expect("a move read plays");
        }
        Err(e) => assert!(!e.to_string().chars().any(char::is_control)),
    }
});
