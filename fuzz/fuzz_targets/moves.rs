//! Moves of any game after a few moves chosen by the input: never a panic; a move read is
//! legal and plays; an error is one clean line.
#![no_main]

use jikai_rules::{Error, GAMES, Game, Match, WithGame, with_game};
use libfuzzer_sys::fuzz_target;

/// Plays the moves `choices` picks from the start, then reads `text` as a move.
struct ReadMove<'a> {
    choices: &'a [u8],
    text: &'a str,
}

impl WithGame for ReadMove<'_> {
    type Output = ();
    fn run<G: Game>(self, game: G) -> Result<(), Error> {
        let start = game.start();
        let mut m = Match::new(game, start);
        for &c in self.choices {
            let moves = m.legal_moves();
            if moves.is_empty() {
                return Ok(());
            }
            m.play(moves[c as usize % moves.len()])
                .expect("a legal move plays");
        }
        let mv = m.game().parse_move(m.position(), self.text)?;
        assert!(m.legal_moves().contains(&mv));
        m.play(mv).expect("a move read plays");
        Ok(())
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let (choices, text) = rest.split_at(rest.len().min(8));
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let id = GAMES[pick as usize % GAMES.len()].0;
    if let Err(e) = with_game(id, &[], ReadMove { choices, text }) {
        assert!(!e.to_string().chars().any(char::is_control));
    }
});
