//! Tafl move notation (`tafl.md`, "Notation"): `f2-f3`, each captured square as `xf4`, and
//! `#` on a winning move.

use super::{Tafl, TaflPosition};
use crate::{Error, Game, Move, Outcome, move_text};

impl Tafl {
    pub(super) fn write_move(&self, pos: &TaflPosition, mv: Move) -> String {
        let g = &self.geometry;
        let mut text = format!("{}-{}", g.square_name(mv.from), g.square_name(mv.to));
        for (sq, _) in self.captures_of(pos, mv) {
            text.push('x');
            text.push_str(&g.square_name(sq));
        }
        let mut after = *pos;
        self.play_move(&mut after, mv);
        if let Some(Outcome::Win { .. }) = self.decided(&after) {
            text.push('#');
        }
        text
    }

    /// Reads `f2-f3`; captures and `#` may follow but must then be the move's own.
    pub(super) fn read_move(&self, pos: &TaflPosition, text: &str) -> Result<Move, Error> {
        let text = move_text(text)?.to_ascii_lowercase();
        let head = text.split(['x', '#']).next().unwrap_or("");
        let (from, to) = head
            .split_once('-')
            .ok_or_else(|| Error::Move(format!("'{text}': write a move as f2-f3")))?;
        let square = |name: &str| {
            self.geometry
                .parse_square(name)
                .ok_or_else(|| Error::Move(format!("'{name}' is not a square (a1 to k11)")))
        };
        let (from, to) = (square(from)?, square(to)?);
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        let mv = moves
            .into_iter()
            .find(|m| m.from == from && m.to == to)
            .ok_or_else(|| Error::Move(format!("{head} is not a legal move here")))?;
        let full = self.write_move(pos, mv);
        if text != head && text != full && text != full.trim_end_matches('#') {
            return Err(Error::Move(format!(
                "{text} does not match the move, which is {full}"
            )));
        }
        Ok(mv)
    }
}
