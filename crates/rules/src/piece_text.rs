//! Each piece's name and how it moves, in words: one table for the tooltips, the captions and
//! the tutorials' explanations. `moves` is a verb phrase ("slides diagonally, ...") so it
//! reads after the name: "a Hikdar slides diagonally".

use crate::family;

/// The name and the moves of the piece a game writes with `kind` (upper case).
pub fn describe_piece(game: &str, kind: char) -> (&'static str, &'static str) {
    let larger = matches!(game, "hyrshiv" | "jikshiv");
    match (family(game), kind) {
        // The larger games' defaults: the Jiktar's Chuktar power and free movement.
        ("jikaida", 'J') if larger => (
            "Jiktar",
            "slides in any of the eight directions as the Chuktar (the larger games' power), \
             crossing at most one front that counts",
        ),
        ("jikaida", 'H') if larger => (
            "Hikdar",
            "slides diagonally; only fronts into or out of the enemy's home drins count, and \
             it crosses one only beside its start",
        ),
        ("tafl", 'K') => (
            "King",
            "moves like a rook, escapes on a corner and is captured on four sides",
        ),
        ("tafl", _) => (
            "Soldier",
            "moves like a rook, may not stop on a refuge, and captures by hammer and anvil",
        ),
        ("jetan", 'C') => (
            "Chief",
            "makes three steps, as the reading chosen in the options says; taking the enemy \
             Chief wins",
        ),
        ("jetan", 'P') => (
            "Princess",
            "moves as the Chief, jumping; never captures; has one escape a game",
        ),
        ("jetan", 'F') => ("Flier", "makes three diagonal steps, jumping"),
        ("jetan", 'D') => ("Dwar", "makes three straight steps"),
        ("jetan", 'W') => ("Warrior", "makes two straight steps"),
        ("jetan", 'A') => ("Padwar", "makes two diagonal steps"),
        ("jetan", 'T') => ("Thoat", "makes one straight step and one diagonal step"),
        ("jetan", _) => ("Panthan", "makes one step forward, sideways or diagonally"),
        ("witches", 'K') => ("King", "steps one square in any direction"),
        ("witches", 'W') => (
            "Witch",
            "moves like a queen and never captures; freezes the enemies next to her and drags \
             the one behind her",
        ),
        ("witches", 'L') => (
            "Lion",
            "leaps two squares without capturing, and captures one step away",
        ),
        ("witches", 'C') => (
            "Can(n)on, Pao",
            "moves like a rook and captures by jumping exactly one screen",
        ),
        ("witches", 'V') => (
            "Can(n)on, Vao",
            "moves like a bishop and captures by jumping exactly one screen",
        ),
        ("witches", 'R') => ("Rook", "slides any distance along ranks and files"),
        ("witches", 'N') => ("Knight", "leaps like a chess knight"),
        ("witches", 'B') => ("Bishop", "slides any distance diagonally"),
        ("witches", 'J') => (
            "Jack",
            "moves only when its eye (the mirror square) is empty, one step as if it stood on \
             its eye: Wazir or Ferz by the Kings' colours",
        ),
        ("witches", _) => (
            "Pawn",
            "moves as in chess: a double first step, en passant and promotion",
        ),
        ("jikaida", 'K') => (
            "King",
            "steps one square in any direction and crosses fronts freely",
        ),
        ("jikaida", 'P') => (
            "Pallan",
            "slides like a queen or leaps like a Paktun across one front, may take its own \
             pieces, turns at fronts and bends its vaults",
        ),
        ("jikaida", 'A') => (
            "Kapt",
            "slides like a queen or leaps like a Paktun, across one front a move",
        ),
        ("jikaida", 'C') => (
            "Chuktar",
            "slides in any of eight directions, across one front a move",
        ),
        ("jikaida", 'J') => (
            "Jiktar",
            "slides along ranks and files, crossing only a front beside its start",
        ),
        ("jikaida", 'H') => (
            "Hikdar",
            "slides diagonally, crossing only a front beside its start",
        ),
        ("jikaida", 'T') => (
            "Paktun",
            "leaps like a knight across one front, and may leap twice on its first move",
        ),
        ("jikaida", 'Y') => (
            "Hyrpaktun",
            "leaps one square and three at right angles over anything, crossing at most one front",
        ),
        ("jikaida", 'F') => (
            "Flutsman",
            "flies exactly four squares in a line over anything to an empty square, then steps \
             or captures one square in any direction",
        ),
        ("jikaida", 'R') => (
            "Archer",
            "steps diagonally to an empty square, then slides outward in a straight line, \
             capturing at its end",
        ),
        ("jikaida", 'X') => (
            "Crossbowman",
            "steps straight to an empty square, then slides outward diagonally, capturing at \
             its end",
        ),
        ("jikaida", 'D') => (
            "Deldar",
            "moves one or two squares in a line (a double move at first) and props up Swods",
        ),
        ("jikaida", _) => (
            "Swod",
            "steps forward or diagonally forward (1 to 3 squares on its first move), captures \
             only diagonally forward, and vaults lines of pieces",
        ),
        _ => ("piece", "moves by its own rules"),
    }
}
