//! Why a move the player tried is not legal, in words a beginner can use.

use crate::rules::{AnyMatch, Dir, Side, Square};

/// A piece's name and how it moves, by game family and position-string letter (upper case).
fn describe(game: &str, kind: char, side: Side) -> (&'static str, &'static str) {
    match (family(game), kind) {
        ("tafl", 'K') => (
            "king",
            "moves like a rook, any distance along a rank or file",
        ),
        ("tafl", _) if side == Side::South => (
            "attacker",
            "moves like a rook, and may not stop on a refuge",
        ),
        ("tafl", _) => (
            "defender",
            "moves like a rook, and may not stop on a refuge",
        ),
        ("jetan", 'C') => (
            "Chief",
            "makes exactly three steps, all straight or all diagonal",
        ),
        ("jetan", 'P') => (
            "Princess",
            "jumps like the Chief, never captures and may not end on a threatened square",
        ),
        ("jetan", 'F') => ("Flier", "jumps exactly three diagonal steps"),
        ("jetan", 'D') => (
            "Dwar",
            "makes exactly three straight steps, without jumping",
        ),
        ("jetan", 'W') => (
            "Warrior",
            "makes exactly two straight steps, without jumping",
        ),
        ("jetan", 'A') => (
            "Padwar",
            "makes exactly two diagonal steps, without jumping",
        ),
        ("jetan", 'T') => ("Thoat", "makes one straight step then one diagonal step"),
        ("jetan", 'N') => (
            "Panthan",
            "makes one step forward, sideways or diagonally, never straight back",
        ),
        ("witches", 'K') => ("King", "steps one square in any direction"),
        ("witches", 'W') => ("Witch", "moves like a Queen and never captures"),
        ("witches", 'L') => (
            "Lion",
            "leaps exactly two squares to an empty square, and captures one step away",
        ),
        ("witches", 'C' | 'V') => (
            "Can(n)on",
            "slides in its mode's directions and captures by jumping exactly one piece",
        ),
        ("witches", 'R') => ("Rook", "slides along ranks and files"),
        ("witches", 'N') => ("Knight", "leaps like a chess Knight"),
        ("witches", 'B') => ("Bishop", "slides diagonally"),
        ("witches", 'J') => (
            "Jack",
            "moves only when its eye is empty, one step as if it stood on its eye",
        ),
        ("witches", 'P') => (
            "Pawn",
            "moves forward one square and captures diagonally forward",
        ),
        ("jikaida", 'K') => ("King", "steps one square in any direction"),
        ("jikaida", 'P') => (
            "Pallan",
            "moves like a Kapt, crosses one front, and may turn at a front or bend a vault",
        ),
        ("jikaida", 'A') => ("Kapt", "slides like a Chuktar or leaps like a Paktun"),
        ("jikaida", 'C') => (
            "Chuktar",
            "slides in any of eight directions, across one front",
        ),
        ("jikaida", 'J') => (
            "Jiktar",
            "slides along ranks and files, crossing only a front beside its start",
        ),
        ("jikaida", 'H') => (
            "Hikdar",
            "slides diagonally, crossing only a front beside its start",
        ),
        ("jikaida", 'T') => ("Paktun", "leaps like a Knight, across one front"),
        ("jikaida", 'D') => ("Deldar", "moves one or two squares in a straight line"),
        ("jikaida", 'S') => (
            "Swod",
            "steps forward or diagonally forward and captures only diagonally forward",
        ),
        _ => ("piece", "moves by its own rules"),
    }
}

fn family(game: &str) -> &str {
    match game {
        "pastang" | "stikitche" | "draks-city" => "jikaida",
        other => other,
    }
}

/// The name of the piece a game shows with this letter ("Witch", "Pallan"...).
pub fn piece_name(game: &str, kind: char, side: Side) -> &'static str {
    describe(game, kind, side).0
}

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
    let (name, moves) = describe(id, piece.kind, piece.side);
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
    let mut why = format!("The {name} cannot go from {a} to {b}: a {name} {moves}.");
    if id == "draks-city" {
        why.push_str(" In Drak's City every move is a vault.");
    }
    why
}

/// Why the piece on `from` has no legal move at all.
fn stuck(game: &dyn AnyMatch, from: Square, name: &str) -> String {
    let g = game.geometry();
    let a = g.square_name(from);
    let Some(piece) = game.piece_at(from) else {
        return format!("There is no piece on {a}.");
    };
    if game.game_id() == "witches" {
        let witch = Dir::ALL.iter().find_map(|&d| {
            let sq = g.step(from, d)?;
            let p = game.piece_at(sq)?;
            (p.kind == 'W' && p.side != piece.side).then_some(sq)
        });
        if let Some(w) = witch {
            return format!(
                "The {name} on {a} is immobilized: the enemy Witch on {} stands next to it, \
                 and a piece next to an enemy Witch cannot move.",
                g.square_name(w)
            );
        }
        if piece.kind == 'J' {
            let eye = g.square(g.files() - 1 - g.file(from), g.rank(from));
            if game.piece_at(eye).is_some() {
                return format!(
                    "The Jack on {a} cannot move: its eye {} is occupied, and a Jack moves \
                     only when its eye is empty.",
                    g.square_name(eye)
                );
            }
        }
    }
    format!(
        "The {name} on {a} has no legal move here: it is blocked, or every move would leave \
         your side in danger."
    )
}
