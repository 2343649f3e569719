//! The coordinate form of a move that the engine protocols speak (UCI): the two squares and
//! a suffix, written and read the same way for every game through the `Game` trait, so that
//! a harness can pass moves along without knowing the game (docs/engine.md, per game).

use super::{Error, Game, Move, Square, move_text};

/// `mv`, legal in `pos`, in coordinate form: `0000` for a pass; the dropped piece's letter,
/// `@` and the square for a drop (`J@c7`); else the start and end squares (`e2e4`),
/// followed by the letter of what the mover became if it changed (a promotion, a
/// Can(n)on's mode: `b7b8r`), the square of a piece it drags (`z5c2y6`) and the game's mark
/// for a move that only its rule tells apart from another (`Game::coordinate_mark`).
pub fn coordinate<G: Game>(game: &G, pos: &G::Position, mv: Move) -> String {
    let geometry = game.geometry();
    if mv.from == Square::NONE && mv.to == Square::NONE {
        return "0000".into();
    }
    let mut after = pos.clone();
    game.play(&mut after, mv);
    let landed = game.piece_at(&after, mv.to);
    if mv.from == Square::NONE {
        let letter = landed.map_or('?', |p| p.kind.to_ascii_uppercase());
        return format!("{letter}@{}", geometry.square_name(mv.to));
    }
    let mut text = geometry.square_name(mv.from) + &geometry.square_name(mv.to);
    if let (Some(mover), Some(landed)) = (game.piece_at(pos, mv.from), landed)
        && landed.side == mover.side
        && landed.kind != mover.kind
    {
        text.push(landed.kind.to_ascii_lowercase());
    }
    if mv.via != Square::NONE {
        text.push_str(&geometry.square_name(mv.via));
    }
    text.extend(game.coordinate_mark(mv));
    text
}

/// Reads a move in coordinate form (letters in either case): the legal move of `pos` that
/// `coordinate` writes so; anything else is an error naming the text.
pub fn parse_coordinate<G: Game>(game: &G, pos: &G::Position, text: &str) -> Result<Move, Error> {
    let text = move_text(text)?;
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    moves
        .into_iter()
        .find(|&mv| coordinate(game, pos, mv).eq_ignore_ascii_case(text))
        .ok_or_else(|| {
            Error::Move(format!(
                "'{text}' is not a legal move in coordinate form here"
            ))
        })
}
