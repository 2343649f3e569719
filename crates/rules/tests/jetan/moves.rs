//! Moves with other pieces on the board (`jetan.md`, "Moves in general"): blockers for every
//! non-jumping reading, jumping pieces, and the rule that a move never crosses a square twice.

use crate::support::{jetan, jetan_position};
use jikai_rules::jetan::Jetan;
use jikai_rules::{Game, Move, Square};
use rand::{RngExt, SeedableRng, rngs::SmallRng};
use std::collections::BTreeSet;

/// The destinations of the piece on `from` among the legal moves, as square names.
fn dests(game: &Jetan, pos: &jikai_rules::jetan::JetanPosition, from: &str) -> Vec<String> {
    let g = game.geometry();
    let from = g.parse_square(from).expect("square");
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let mut names: Vec<String> = moves
        .iter()
        .filter(|m| m.from == from)
        .map(|m| g.square_name(m.to))
        .collect();
    names.sort();
    names
}

fn sorted(names: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Seed 002, Chained Warrior: "Note that the first orthogonal square which the warrior
/// passes through must be vacant." Warrior e5, own Panthan e6: e7 is cut off (its only path
/// crosses e6); d6 and f6 are still reached through d5 and f5: e3, c5, g5, d4, f4, d6, f6.
#[test]
fn chained_warrior_blocked() {
    let game = jetan(&[]);
    let pos = jetan_position(&game, "We5 Ne6 Ca1 Pj1 ca10 pj10", "b BO -");
    assert_eq!(
        dests(&game, &pos, "e5"),
        sorted(&["e3", "c5", "g5", "d4", "f4", "d6", "f6"])
    );
}

/// Seed 002, Thoat: "the strict interpretation offer the potential of four paths, the loose
/// interpretation has eight", and the jumping Thoat cannot be blocked. Thoat e5 with own
/// Panthans e6, f5, f6. CT (straight first): via e4 d3 f3 d5, via d5 c6 c4 e4 = 6. FT adds
/// the diagonal-first paths via d6 (d7) and f4 (g4) = 8 (f7, g6 need e6/f6 or f5/f6). JT: all
/// 12 squares but the two own ones = 10.
#[test]
fn thoat_blockers_by_reading() {
    let pieces = "Te5 Ne6 Nf5 Nf6 Ca1 Pj1 ca10 pj10";
    let ct = ["d3", "f3", "d5", "c6", "c4", "e4"];
    let mut ft = ct.to_vec();
    ft.extend(["d7", "g4"]);
    let mut jt = ft.clone();
    jt.extend(["f7", "g6"]);
    for (value, want) in [("CT", ct.to_vec()), ("FT", ft), ("JT", jt)] {
        let game = jetan(&[("thoat", value)]);
        let pos = jetan_position(&game, pieces, "b BO -");
        assert_eq!(dests(&game, &pos, "e5"), sorted(&want), "thoat={value}");
    }
}

/// Burroughs' appendix, quoted in seed 002: a Dwar moves "so long as he did not cross the same
/// square twice in a single move". Dwar e5, own Panthans e6 and e4: f5 and d5 would need
/// N-E-S or S-E-N (blocked) or a return over e5 (crossed twice), e8 and e2 are cut off:
/// f7 d7 f3 d3 g6 g4 c6 c4 h5 b5 = 10. With FD (1-3 steps) the adjacent d5, f5 come back.
#[test]
fn dwar_no_revisit_and_blockers() {
    let game = jetan(&[]);
    let pieces = "De5 Ne6 Ne4 Ca1 Pj1 ca10 pj10";
    let pos = jetan_position(&game, pieces, "b BO -");
    let cd = ["f7", "d7", "f3", "d3", "g6", "g4", "c6", "c4", "h5", "b5"];
    assert_eq!(dests(&game, &pos, "e5"), sorted(&cd));
    let game = jetan(&[("dwar", "FD")]);
    let pos = jetan_position(&game, pieces, "b BO -");
    let got = dests(&game, &pos, "e5");
    assert!(got.contains(&"d5".to_string()) && got.contains(&"f5".to_string()));
    assert!(!got.contains(&"e8".to_string()), "{got:?}");
}

/// jetan.md, "never cross the same square twice ... The starting square counts as crossed":
/// a Chained Flier in the corner a1 has the paths b2-c3-d4, b2-c3-b4, b2-c1-d2, b2-a3-b4;
/// b2-a3-b2 and b2-c1-b2 would cross b2 twice, so it never reaches the adjacent b2 (which in
/// mid-board it reaches, as the diagram shows).
#[test]
fn flier_in_the_corner_never_crosses_twice() {
    let game = jetan(&[]);
    let pos = jetan_position(&game, "Fa1 Cj1 Pj2 cj10 pa10", "b BO -");
    assert_eq!(dests(&game, &pos, "a1"), sorted(&["d4", "b4", "d2"]));
}

/// jetan.md, Chief readings: a Chained (line) Chief is blocked and never captures short of
/// three steps; a Free Chief captures on the first step and stops. Chief e5, own Panthan e6,
/// Orange Panthan f6. CC: h5 h2 e2 b2 b5 b8 (N and NE blocked) = 6. FC: f6 (capture) and three
/// squares on each of the six free lines = 19.
#[test]
fn line_chiefs_blocked() {
    let pieces = "Ce5 Ne6 nf6 Pj1 ca10 pj10";
    let game = jetan(&[("chief", "CC")]);
    let pos = jetan_position(&game, pieces, "b BO -");
    assert_eq!(
        dests(&game, &pos, "e5"),
        sorted(&["h5", "h2", "e2", "b2", "b5", "b8"])
    );
    let game = jetan(&[("chief", "FC")]);
    let pos = jetan_position(&game, pieces, "b BO -");
    let got = dests(&game, &pos, "e5");
    assert_eq!(got.len(), 19, "{got:?}");
    assert!(got.contains(&"f6".to_string()) && !got.contains(&"g7".to_string()));
}

/// Seed 002, Flier: "Some have denied the Odwar the ability to JUMP ... if both players agree
/// to this restriction". Flier e5, own Panthan f6: jumping, h8 is reached over f6; the
/// non-jumping Odwar loses h8 (its only path is f6-g7-h8), nothing else.
#[test]
fn non_jumping_odwar() {
    let pieces = "Fe5 Nf6 Ca1 Pj1 ca10 pj10";
    let jumping = jetan(&[]);
    let pos = jetan_position(&jumping, pieces, "b BO -");
    let with = dests(&jumping, &pos, "e5");
    assert!(with.contains(&"h8".to_string()));
    let odwar = jetan(&[("flier-jumps", "no")]);
    let pos = jetan_position(&odwar, pieces, "b BO -");
    let without = dests(&odwar, &pos, "e5");
    let lost: Vec<_> = with.iter().filter(|s| !without.contains(s)).collect();
    assert_eq!(lost, ["h8"]);
}

/// The step rule of a reading, written out independently of the engine's tables.
struct Oracle {
    min: usize,
    max: usize,
    jumping: bool,
    ok: fn(&[(i32, i32)]) -> bool,
}

fn orth(d: (i32, i32)) -> bool {
    d.0 == 0 || d.1 == 0
}

const STEPS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Every destination of the oracle's paths from `from` (file, rank): never crossing a square
/// twice (the start included), intermediate squares empty unless jumping, the end not own.
fn oracle_dests(
    o: &Oracle,
    from: (i32, i32),
    occupied: &BTreeSet<(i32, i32)>,
    own: &BTreeSet<(i32, i32)>,
) -> BTreeSet<(i32, i32)> {
    fn go(
        o: &Oracle,
        path: &mut Vec<(i32, i32)>,
        dirs: &mut Vec<(i32, i32)>,
        occupied: &BTreeSet<(i32, i32)>,
        own: &BTreeSet<(i32, i32)>,
        out: &mut BTreeSet<(i32, i32)>,
    ) {
        let here = *path.last().unwrap();
        if dirs.len() >= o.min && (o.ok)(dirs) && !own.contains(&here) {
            out.insert(here);
        }
        if dirs.len() == o.max || (!dirs.is_empty() && !o.jumping && occupied.contains(&here)) {
            return;
        }
        for d in STEPS {
            let next = (here.0 + d.0, here.1 + d.1);
            if !(0..10).contains(&next.0) || !(0..10).contains(&next.1) || path.contains(&next) {
                continue;
            }
            path.push(next);
            dirs.push(d);
            go(o, path, dirs, occupied, own, out);
            path.pop();
            dirs.pop();
        }
    }
    let mut out = BTreeSet::new();
    go(o, &mut vec![from], &mut Vec::new(), occupied, own, &mut out);
    out
}

/// Every reading against the oracle, as Burroughs' words define it (seed 002), from random
/// squares among random blockers of both sides: the engine's destinations are the oracle's.
#[test]
fn every_reading_among_random_blockers() {
    let all_orth: fn(&[(i32, i32)]) -> bool = |d| d.iter().all(|&s| orth(s));
    let all_diag: fn(&[(i32, i32)]) -> bool = |d| d.iter().all(|&s| !orth(s));
    let civil: fn(&[(i32, i32)]) -> bool =
        |d| d.iter().all(|&s| orth(s)) || d.iter().all(|&s| !orth(s));
    let wild: fn(&[(i32, i32)]) -> bool = |_| true;
    let line: fn(&[(i32, i32)]) -> bool = |d| d.windows(2).all(|w| w[0] == w[1]);
    let ct: fn(&[(i32, i32)]) -> bool = |d| d.len() == 2 && orth(d[0]) && !orth(d[1]);
    let ft: fn(&[(i32, i32)]) -> bool = |d| d.len() == 2 && orth(d[0]) != orth(d[1]);
    // Black Panthans: FPN never straight back, CPN never backward.
    let fpn: fn(&[(i32, i32)]) -> bool = |d| d[0] != (0, -1);
    let cpn: fn(&[(i32, i32)]) -> bool = |d| d[0].1 >= 0;
    let o = |min, max, jumping, ok| Oracle {
        min,
        max,
        jumping,
        ok,
    };
    let cases: Vec<(&str, &str, char, Oracle)> = vec![
        ("panthan", "FPN", 'N', o(1, 1, false, fpn)),
        ("panthan", "CPN", 'N', o(1, 1, false, cpn)),
        ("warrior", "CW", 'W', o(2, 2, false, all_orth)),
        ("warrior", "FW", 'W', o(1, 2, false, all_orth)),
        ("warrior", "CCW", 'W', o(2, 2, false, civil)),
        ("warrior", "CWW", 'W', o(2, 2, false, wild)),
        ("warrior", "FCW", 'W', o(1, 2, false, civil)),
        ("warrior", "FWW", 'W', o(1, 2, false, wild)),
        ("padwar", "CPW", 'A', o(2, 2, false, all_diag)),
        ("padwar", "FPW", 'A', o(1, 2, false, all_diag)),
        ("thoat", "CT", 'T', o(2, 2, false, ct)),
        ("thoat", "FT", 'T', o(2, 2, false, ft)),
        ("thoat", "JT", 'T', o(2, 2, true, ft)),
        ("dwar", "CD", 'D', o(3, 3, false, all_orth)),
        ("dwar", "FD", 'D', o(1, 3, false, all_orth)),
        ("flier", "CF", 'F', o(3, 3, true, all_diag)),
        ("flier", "FF", 'F', o(1, 3, true, all_diag)),
        ("chief", "CCC", 'C', o(3, 3, false, civil)),
        ("chief", "CC", 'C', o(3, 3, false, line)),
        ("chief", "FC", 'C', o(1, 3, false, line)),
        ("chief", "CWC", 'C', o(3, 3, false, wild)),
        ("chief", "FCC", 'C', o(1, 3, false, civil)),
        ("chief", "FWC", 'C', o(1, 3, false, wild)),
    ];
    let mut rng = SmallRng::seed_from_u64(7);
    let mut checked = 0;
    for (key, value, letter, oracle) in &cases {
        for jumps in ["yes", "no"] {
            if *letter != 'F' && jumps == "no" {
                continue;
            }
            let game = jetan(&[(key, value), ("flier-jumps", jumps)]);
            let oracle = Oracle {
                jumping: oracle.jumping && jumps == "yes",
                ..*oracle
            };
            for _ in 0..60 {
                // Royals in the corners; the piece and the blockers elsewhere.
                let mut taken: BTreeSet<(i32, i32)> =
                    [(0, 0), (9, 0), (0, 9), (9, 9)].into_iter().collect();
                let mut pick = |rng: &mut SmallRng| loop {
                    let s = (rng.random_range(0..10), rng.random_range(0..10));
                    if taken.insert(s) {
                        return s;
                    }
                };
                let from = pick(&mut rng);
                let n = rng.random_range(0..30);
                let mut own = BTreeSet::new();
                let mut occupied = BTreeSet::new();
                let mut text = String::new();
                let name = |s: (i32, i32)| format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1);
                for _ in 0..n {
                    let s = pick(&mut rng);
                    occupied.insert(s);
                    if rng.random_bool(0.5) {
                        own.insert(s);
                        text += &format!(" N{}", name(s));
                    } else {
                        text += &format!(" n{}", name(s));
                    }
                }
                for (s, l) in [((0, 0), 'C'), ((9, 0), 'P'), ((0, 9), 'c'), ((9, 9), 'p')] {
                    occupied.insert(s);
                    if l.is_ascii_uppercase() {
                        own.insert(s);
                    }
                    if !(l == 'C' && *letter == 'C') {
                        text += &format!(" {l}{}", name(s));
                    } else {
                        occupied.remove(&s);
                        own.remove(&s);
                    }
                }
                text += &format!(" {letter}{}", name(from));
                let pos = jetan_position(&game, &text, "b BO -");
                let want: Vec<String> = oracle_dests(&oracle, from, &occupied, &own)
                    .into_iter()
                    .map(name)
                    .collect();
                let mut want = want;
                want.sort();
                assert_eq!(
                    dests(&game, &pos, &name(from)),
                    want,
                    "{key}={value} flier-jumps={jumps}: {text}"
                );
                checked += 1;
            }
        }
    }
    // 23 readings, the two Flier readings also as the non-jumping Odwar.
    assert_eq!(checked, 25 * 60);
}

/// Moves are told apart by their outcome (rules README): one move per destination however
/// many paths lead there.
#[test]
fn one_move_per_destination() {
    let game = jetan(&[("chief", "FWC")]);
    let pos = jetan_position(&game, "Ce5 Pj1 ca10 pj10", "b BO -");
    let mut moves = Vec::new();
    game.legal_moves(&pos, &mut moves);
    let chief: Vec<Move> = moves.into_iter().filter(|m| m.from == Square(44)).collect();
    let distinct: BTreeSet<_> = chief.iter().map(|m| m.to).collect();
    assert_eq!(chief.len(), 48);
    assert_eq!(distinct.len(), 48);
}
