//! Why a move the player tried is not legal, in words a beginner can use.

use crate::rules::{AnyMatch, Dir, Square, describe_piece};

/// Why moving the piece on `from` to `to` is not legal in the game's current position.
pub fn explain_illegal(game: &dyn AnyMatch, from: Square, to: Square) -> String {
    let g = game.geometry();
    let (a, b) = (g.square_name(from), g.square_name(to));
    if game.outcome().is_some() {
        return "The game is over: no more moves.".into();
    }
    let Some(piece) = game.piece_at(from) else {
        return format!("There is no piece on {a}.");
    };
    let id = game.game_id();
    let (name, moves) = describe_piece(id, piece.kind);
    let mover = game.side_to_move();
    if piece.side != mover {
        return format!(
            "The {name} on {a} belongs to {}; it is {}'s turn.",
            game.side_name(piece.side),
            game.side_name(mover)
        );
    }
    let legal = game.legal_moves();
    if legal.iter().any(|m| m.from == from && m.to == to) {
        return format!("{a} to {b} is a legal move.");
    }
    if !legal.iter().any(|m| m.from == from) {
        return stuck(game, from, name);
    }
    let mut why = format!(
        "The {name} cannot go from {a} to {b}: {} {name} {moves}.",
        article(name)
    );
    if id == "draks-city" {
        why.push_str(" In Drak's City every move is a vault.");
    }
    why
}

/// "an" before a name that starts with a vowel (the Archer of Jikaida's larger games), else "a".
fn article(name: &str) -> &'static str {
    match name.chars().next() {
        Some('A' | 'E' | 'I' | 'O' | 'U') => "an",
        _ => "a",
    }
}

/// Why the piece on `from` has no legal move at all.
fn stuck(game: &dyn AnyMatch, from: Square, name: &str) -> String {
    let g = game.geometry();
    let a = g.square_name(from);
    let Some(piece) = game.piece_at(from) else {
        return format!("There is no piece on {a}.");
    };
    // The rules say which pieces are frozen; the explanation only names the Witch.
    if game.rule_state().immobilized.contains(&from) {
        let witch = Dir::ALL
            .iter()
            .filter_map(|&d| g.step(from, d))
            .find(|&sq| {
                game.piece_at(sq)
                    .is_some_and(|p| p.kind == 'W' && p.side != piece.side)
            });
        let by = witch.map_or(String::new(), |w| {
            format!(
                ": the enemy Witch on {} stands next to it",
                g.square_name(w)
            )
        });
        return format!(
            "The {name} on {a} is immobilized{by}, and a piece next to an enemy Witch cannot \
             move."
        );
    }
    if game.game_id() == "witches" && piece.kind == 'J' {
        // witches.md: a Jack's eye is the mirror square on its rank.
        let eye = g.square(g.files() - 1 - g.file(from), g.rank(from));
        if game.piece_at(eye).is_some() {
            return format!(
                "The Jack on {a} cannot move: its eye {} is occupied, and a Jack moves only \
                 when its eye is empty.",
                g.square_name(eye)
            );
        }
    }
    format!(
        "The {name} on {a} has no legal move here: it is blocked, or every move would leave \
         your side in danger."
    )
}
