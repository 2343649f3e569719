//! Helpers shared by the tests.

use jikai_rules::tafl::{Tafl, TaflPosition};
use jikai_rules::{Game, GameOptions};

/// Tafl with `key=value` options over the defaults.
pub fn tafl(options: &[(&str, &str)]) -> Tafl {
    build(options)
}

/// A tafl position from piece lists: attackers, defenders, the king (if any) and the side to
/// move (`'a'` or `'d'`), written as a position string and parsed.
pub fn tafl_position(
    game: &Tafl,
    attackers: &[&str],
    defenders: &[&str],
    king: Option<&str>,
    to_move: char,
) -> TaflPosition {
    let mut grid = [['.'; 11]; 11];
    let mut put = |name: &str, letter: char| {
        let file = (name.as_bytes()[0] - b'a') as usize;
        let rank: usize = name[1..].parse().expect("rank");
        grid[rank - 1][file] = letter; // rank 1 first, as tafl's string lists it
    };
    attackers.iter().for_each(|s| put(s, 't'));
    defenders.iter().for_each(|s| put(s, 'T'));
    king.iter().for_each(|s| put(s, 'K'));
    let rows = board_field(&grid);
    let text = format!("/{rows}/ {to_move}");
    game.parse_position(&text).expect("test position parses")
}

/// The moves of a position in notation, sorted.
pub fn notations<G: Game>(game: &G, pos: &G::Position) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let mut names: Vec<String> = moves.iter().map(|&m| game.notation(pos, m)).collect();
    names.sort();
    names
}

/// Plays a move given in notation and returns the position after it.
pub fn after<G: Game>(game: &G, pos: &G::Position, text: &str) -> G::Position {
    let mut next = pos.clone();
    let mv = game.parse_move(pos, text).expect("legal move");
    game.play(&mut next, mv);
    next
}

/// Jetan with `key=value` options over the defaults (the Smith preset).
pub fn jetan(options: &[(&str, &str)]) -> jikai_rules::jetan::Jetan {
    build(options)
}

/// A Jetan position from a piece list such as `"Ce1 Pf1 pe10 ce9"` (upper case Black, lower
/// case Orange, squares a1-j10) and the rest of the position string (`"b BO -"`).
pub fn jetan_position(
    game: &jikai_rules::jetan::Jetan,
    pieces: &str,
    rest: &str,
) -> jikai_rules::jetan::JetanPosition {
    game.parse_position(&jetan_text(pieces, rest))
        .unwrap_or_else(|e| panic!("{pieces} {rest}: {e}"))
}

/// The position string of a piece list (see `jetan_position`).
pub fn jetan_text(pieces: &str, rest: &str) -> String {
    let mut grid = [['.'; 10]; 10];
    for item in pieces.split_whitespace() {
        let letter = item.chars().next().expect("a letter");
        let file = (item.as_bytes()[1] - b'a') as usize;
        let rank: usize = item[2..].parse().expect("rank");
        grid[10 - rank][file] = letter;
    }
    let rows = board_field(&grid);
    format!("{rows} {rest}")
}

/// Jacks and Witches with `key=value` options over the defaults.
pub fn witches(options: &[(&str, &str)]) -> jikai_rules::witches::Witches {
    build(options)
}

/// A Jacks and Witches position from pieces written as letter and square (`Ke1`, `ka8`;
/// upper case White) and the fields after the board (`"w - - T 0 1"`).
pub fn witches_position(
    game: &jikai_rules::witches::Witches,
    pieces: &[&str],
    rest: &str,
) -> jikai_rules::witches::WitchesPosition {
    game.parse_position(&witches_text(pieces, rest))
        .unwrap_or_else(|e| panic!("{pieces:?} {rest}: {e}"))
}

/// The position string of `witches_position`.
pub fn witches_text(pieces: &[&str], rest: &str) -> String {
    const FILES: &str = "yzabcdefghij";
    const HOLES: [&str; 12] = [
        "d3", "e3", "c4", "d4", "e4", "f4", "c5", "d5", "e5", "f5", "d6", "e6",
    ];
    let mut grid = [['.'; 12]; 8];
    let cell = |name: &str| {
        let file = FILES.find(&name[..1]).expect("file");
        let rank: usize = name[1..].parse().expect("rank");
        (8 - rank, file)
    };
    for h in HOLES {
        let (r, f) = cell(h);
        grid[r][f] = '*';
    }
    for p in pieces {
        let (r, f) = cell(&p[1..]);
        grid[r][f] = p.chars().next().unwrap();
    }
    let rows = board_field(&grid);
    format!("{rows} {rest}")
}

/// A board field from a grid of letters, top rank first: `.` empty (runs become digits),
/// anything else written as it is (`*` for holes).
pub fn board_field<const W: usize>(grid: &[[char; W]]) -> String {
    let rows: Vec<String> = grid
        .iter()
        .map(|row| {
            let mut out = String::new();
            let mut run = 0;
            for &c in row {
                if c == '.' {
                    run += 1;
                    continue;
                }
                if run > 0 {
                    out += &run.to_string();
                    run = 0;
                }
                out.push(c);
            }
            if run > 0 {
                out += &run.to_string();
            }
            out
        })
        .collect();
    rows.join("/")
}

/// A game with `key=value` options over its defaults.
pub fn build<G: Game>(options: &[(&str, &str)]) -> G {
    let pairs: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    G::new(G::Options::default().with(&pairs).expect("valid options"))
}

/// A Jikaida game by id with `key=value` options over that mode's defaults.
pub fn jikaida(id: &str, options: &[(&str, &str)]) -> jikai_rules::jikaida::Jikaida {
    let pairs: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    jikai_rules::jikaida::Jikaida::for_id(id, &pairs).expect("valid game and options")
}

/// A larger Jikaida game (`hyrshiv`, `jikshiv`) by id with `key=value` options over that
/// mode's defaults.
pub fn jikaida_large(id: &str, options: &[(&str, &str)]) -> jikai_rules::jikaida::JikaidaLarge {
    let pairs: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    jikai_rules::jikaida::JikaidaLarge::for_id(id, &pairs).expect("valid game and options")
}

/// A Jikaida position from pieces written as letter, optional `'` (has moved) and square,
/// separated by spaces (`"Kh1 Pg1 S'c4 kf18"`, Blue in lower case), the side to move (`'y'`
/// or `'b'`) and the Fluttember rights (`"YB"`, `"-"`...), on any Jikaida board.
pub fn jpos<G: Game>(game: &G, pieces: &str, to_move: char, rights: &str) -> G::Position {
    let g = game.geometry();
    let (files, ranks) = (g.files() as usize, g.ranks() as usize);
    let mut grid = vec![vec![String::new(); files]; ranks];
    for token in pieces.split_whitespace() {
        // The letter, its mark if any, then the square (`aa1` past `z`).
        let at = if token[1..].starts_with('\'') { 2 } else { 1 };
        let (piece, square) = token.split_at(at);
        let sq = g.parse_square(square).expect("square on the board");
        grid[g.rank(sq) as usize][g.file(sq) as usize] = piece.to_string();
    }
    let rows: Vec<String> = grid
        .iter()
        .rev()
        .map(|row| {
            let mut out = String::new();
            let mut run = 0;
            for c in row {
                if c.is_empty() {
                    run += 1;
                } else {
                    if run > 0 {
                        out += &run.to_string();
                        run = 0;
                    }
                    out += c;
                }
            }
            if run > 0 {
                out += &run.to_string();
            }
            out
        })
        .collect();
    let text = format!("{} {to_move} {rights}", rows.join("/"));
    game.parse_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The destinations of the piece on `from`, sorted (promotion choices once).
pub fn destinations<G: Game>(game: &G, pos: &G::Position, from: &str) -> Vec<String> {
    let from = game.geometry().parse_square(from).expect("square");
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let mut d: Vec<String> = moves
        .iter()
        .filter(|m| m.from == from)
        .map(|m| game.geometry().square_name(m.to))
        .collect();
    d.sort();
    d.dedup();
    d
}
