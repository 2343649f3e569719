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

/// `mv`, legal in `pos`, as the engine protocols write it (UCI, and a referee passing moves
/// between engines): its coordinate form, unless another legal move has
/// the same, then the game's notation. Only a Brumbyte group move (Hyrshiv's Vallia set-up)
/// shares its form, which names the leader's squares and the second Swod's but not the
/// third's: `f5e6f3` is both `f3-e4,f4-e5,f5-e6` and `f3-e4,g4-f5,f5-e6`. Two moves with the
/// same squares differ in their tag, so a move without one is looked at no further.
pub fn protocol_move<G: Game>(game: &G, pos: &G::Position, mv: Move) -> String {
    let text = coordinate(game, pos, mv);
    if mv.tag == 0 {
        return text;
    }
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let shared = moves.iter().any(|&m| {
        m != mv
            && (m.from, m.to, m.via) == (mv.from, mv.to, mv.via)
            && coordinate(game, pos, m) == text
    });
    if shared { game.notation(pos, mv) } else { text }
}

/// Reads a move as UCI writes it (`protocol_move`): a coordinate form (letters in either case)
/// naming one legal move, or a legal move's notation. A form naming several is refused,
/// with the notation of one of them.
pub fn read_protocol_move<G: Game>(game: &G, pos: &G::Position, text: &str) -> Result<Move, Error> {
    let text = move_text(text)?;
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let named: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&m| coordinate(game, pos, m).eq_ignore_ascii_case(text))
        .collect();
    match named[..] {
        [mv] => Ok(mv),
        [first, ..] => Err(Error::Move(format!(
            "'{text}' names {} moves here; give one in the game's notation, as '{}'",
            named.len(),
            game.notation(pos, first)
        ))),
        [] => moves
            .into_iter()
            .find(|&m| game.notation(pos, m) == text)
            .ok_or_else(|| {
                Error::Move(format!(
                    "'{text}' is not a legal move in coordinate form here"
                ))
            }),
    }
}
