//! Options of any game, one `key=value` a line: never a panic; an error is one clean line;
//! options accepted read back the same.
#![no_main]

use jikai_rules::{Error, GAMES, Game, GameOptions, WithGame, build_game, with_game};
use libfuzzer_sys::fuzz_target;

/// Builds the game again from the options its table says are in force.
struct ReadsBack;

impl WithGame for ReadsBack {
    type Output = ();
    fn run<G: Game>(self, game: G) -> Result<(), Error> {
        let in_force: Vec<(String, String)> = (game.options().table().iter())
            .map(|o| (o.key.to_string(), o.current.to_string()))
            .collect();
        let again = build_game::<G>(&in_force).expect("options in force rebuild the game");
        assert!(again.options() == game.options());
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
    let pairs: Vec<(String, String)> = text
        .lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    if let Err(e) = with_game(id, &pairs, ReadsBack) {
        assert!(!e.to_string().chars().any(char::is_control));
    }
});
