//! A position string of any game: never a panic; an error is one clean line; what is
//! accepted prints back exactly as written (one grammar).
#![no_main]

use jikai_rules::{Error, GAMES, Game, WithGame, with_game};
use libfuzzer_sys::fuzz_target;

/// Reads a position and prints it back.
struct PrintsBack<'a>(&'a str);

impl WithGame for PrintsBack<'_> {
    type Output = ();
    fn run<G: Game>(self, game: G) -> Result<(), Error> {
        let pos = game.parse_position(self.0)?;
        assert_eq!(game.format_position(&pos), self.0);
        Ok(())
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let id = GAMES[pick as usize % GAMES.len()].0;
    if let Err(e) = with_game(id, &[], PrintsBack(text)) {
        assert!(!e.to_string().chars().any(char::is_control));
    }
});
