//! Jikaida perft: from the start of Poron and each drill, and from hand-built positions.
//! Depth 1 (and 2 where shown) is counted by hand in the comments; deeper counts are
//! cross-checked against `crates/rules/tests/reference/jikaida_perft.py`, written from the spec alone.

use crate::support::jikaida;
use jikai_rules::Game;
use jikai_rules::perft;

fn counts(
    game: &jikai_rules::jikaida::Jikaida,
    mut pos: jikai_rules::jikaida::JikaidaPosition,
    depth: u32,
) -> Vec<u64> {
    (1..=depth).map(|d| perft(game, &mut pos, d)).collect()
}

/// Poron start, depth 1 = 144. Yellow's 12 unmoved Swods on rank 3 (free): 1-3 straight and
/// 1-3 along each forward diagonal within the board: a3 6, b3 7, c3 8, d3-i3 9 each, j3 8,
/// k3 7, l3 6 = 96. Deldars, Paktuns, Kapts, Hikdars, Jiktars, Chuktars and the King reach
/// no empty square and have no line of three. The Pallan g1 captures friends (44): slides
/// f1 f2 g2 h2 (not the King h1), leaps e2 f3 h3 i2, straight vaults along rank 1 (after
/// three) a1 b1 c1 and k1 l1, and bent vaults (two pieces north, north-east or north-west,
/// or along rank 1, then a turn) landing on rank 4 or capturing on ranks 1-3: in all the
/// Pallan reaches a1 b1 c1 e1 f1 i1 k1 l1 on rank 1 (8) and every square of ranks 2, 3 and
/// 4 (36). The King's
/// Fluttember h1<>f1, h1<>i1, h1<>a1, h1<>l1 (4). 96 + 44 + 4 = 144. Depth 2: no Yellow move
/// reaches anything of Blue's, whose 144 replies stay the same: 144 x 144.
#[test]
fn poron_start() {
    let game = jikaida("jikaida", &[]);
    let mut pos = game.start();
    assert_eq!(perft(&game, &mut pos, 1), 144);
    assert_eq!(perft(&game, &mut pos, 2), 144 * 144);
    assert_eq!(pos, game.start());
}

/// Poron depth 3: 3,329,712, the same in the reference (which takes some 20 minutes).
/// Pastang and Drak's City depth 4 agree with the reference (1,268,386 and 1,231,295).
#[test]
fn deeper_starts() {
    let game = jikaida("jikaida", &[]);
    assert_eq!(perft(&game, &mut game.start(), 3), 3_329_712);
    let game = jikaida("pastang", &[]);
    assert_eq!(perft(&game, &mut game.start(), 4), 1_268_386);
    let game = jikaida("draks-city", &[]);
    assert_eq!(perft(&game, &mut game.start(), 4), 1_231_295);
}

/// Pastang start: rank-2 Swods, unmoved (3 squares but rank 5 holds Propt Blue Swods):
/// a2 2+2, b2 2+2+1, c2 2+2+2, d2 6, e2 5, f2 4 = 30; nothing else moves or vaults. Depth 2
/// is not 30 x 30: a Swod advanced to rank 4 can be taken by a Blue Swod and blocks
/// another. Depths 2 and 3 agree with the reference (902, 34284).
#[test]
fn pastang_start() {
    let game = jikaida("pastang", &[]);
    assert_eq!(counts(&game, game.start(), 3), [30, 902, 34284]);
}

/// Stikitche start: the King d1 to d2 e2 e1 (c2 is on the Blue Pallan's file: Kaida) = 3;
/// the Pallan c1: c2..c12 (11, one front, c12 a capture), b1 a1, d2 e3 f4, b2 a3, leaps a2
/// b3 d3 e2, turns at c7 to d8 e9 f10 and b8 a9 = 11+2+3+2+4+5 = 27; total 30. Depths 2
/// and 3 agree with the reference (552, 14323).
#[test]
fn stikitche_start() {
    let game = jikaida("stikitche", &[]);
    assert_eq!(counts(&game, game.start(), 3), [30, 552, 14323]);
}

/// Drak's City start: Swods b2-b6, b2-f6, d2-d6, e2-e6, e2-a6 (5); the Pallan c2: straight
/// c6; bent landings f4 a4 e6 a6 f1 a2 (corner c4), f5 a5 f2 a3 (corner c5), e1, c6 (corner
/// e4); move then vault d6 b6 f6 f3; and friendly captures after passing three: e4 e2 d5 e5
/// b5 d4 e3 b4 c4 (9): 5 + 16 + 9 = 30. Depth 2: Yellow lands no higher than rank 6, rank 7
/// stays empty, so no line joins the two crowds and Blue keeps its 30 replies: 30 x 30.
/// Depth 3 agrees with the reference (33493).
#[test]
fn draks_city_start() {
    let game = jikaida("draks-city", &[]);
    assert_eq!(counts(&game, game.start(), 3), [30, 900, 33493]);
}

fn at(id: &str, text: &str, depth: u32) -> Vec<u64> {
    let game = jikaida(id, &[]);
    let pos = game.parse_position(text).expect("test position");
    counts(&game, pos, depth)
}

/// A lone Yellow Pallan on c3 (Kings l1 and l18, a Blue Swod k18 so Blue is not in
/// Nikaida). Slides, one front: N c4..c12 (9), S c2 c1 (2), E d3..l3 (9), W b3 a3 (2), NE d4
/// e5 f6 (3; f6-g7 crosses two), NW b4 a5, SE d2 e1, SW b2 a1 (6): 31. Leaps a2 a4 b1 b5 d1
/// d5 e2 e4 (8). Orthogonal-approach turns: north, on c7, to d8 e9 f10 and b8 a9 (5); east,
/// on g3, to h4 i5 j6 (k7 would cross) and h2 i1 (5). Diagonal approach: north-east, on f6
/// (the next step crosses), north f7..f12 and east g6..l6 (12, of which f10 and j6 are
/// already counted: 10). The other diagonals reach the edge without a front. Pallan 59;
/// King l1: k1 k2 l2 (3). Total 62. Depths 2 and 3 agree with the reference.
#[test]
fn lone_pallan() {
    let text = "10sk/12/12/12/12/12/12/12/12/12/12/12/12/12/12/2P9/12/11K y -";
    assert_eq!(at("jikaida", text, 3), [62, 558, 35721]);
}

/// Pastang, a two-piece vaulting line: Yellow Deldar c2 (moved), Swod c3; Blue Swod c4.
/// Swod c3: c4 is blocked (no straight capture), b4 and d4 (2); its line north is one piece.
/// Deldar c2: 1-2 squares in 7 directions (north is blocked by c3) = 14, and the vault over
/// c3 c4 (two pieces suffice in Pastang) to c5 (1). Total 17.
#[test]
fn pastang_two_piece_vault() {
    assert_eq!(at("pastang", "6/6/2s3/2S3/2D'3/6 y -", 3), [17, 86, 1445]);
}

/// Pastang, the Deldar's first move with a capture stop: Yellow Deldar a1 unmoved, Blue
/// Swods a3 and f6. First parts: a2, a3 (capture: the move ends), b1, c1, b2, c3. Second
/// parts: from a2 (same direction) a3 (capture; a4 is behind it); from b1: c1 d1; from c1
/// (any direction): c2 c3 d2 e3 d1 e1 b2 a3 b1; from b2: c3 d4; from c3: c4 c5 d4 e5 d3 e3
/// d2 e1 c2 c1 b2 b3 a3 b4 a5. Distinct: a2 a3 a5, b1-b4, c1-c5, d1-d4, e1 e3 e5 = 19
/// (a4 only through a3, never a1 itself).
#[test]
fn pastang_deldar_double_move() {
    assert_eq!(at("pastang", "5s'/6/6/s'5/6/D5 y -", 3), [19, 73, 845]);
}

/// The King's Fluttember and Kaida: Yellow King h1, Kapt i1; Blue Chuktar g9 (covering the
/// g file across one front), King f18. King: g1 g2 attacked, h2 i2 (2). Kapt i1: north
/// i2..i12 (11, one front), east j1 k1 l1 (3), north-east j2 k3 l4 (3), north-west h2 g3
/// f4 e5 d6 (5; c7 would be a second front), leaps g2 h3 j3 k2 (4) = 26. Fluttember h1<>i1
/// (i1 is not attacked) (1). Total 29.
#[test]
fn fluttember_and_kaida() {
    let text = "5k6/12/12/12/12/12/12/12/12/6c5/12/12/12/12/12/12/12/7KA3 y YB";
    assert_eq!(at("jikaida", text, 3), [29, 1380, 51919]);
}

/// The seed's D-E vault across a front, Blue to move: Blue Jiktar e10, Swod e9; Yellow
/// Swods e8 e7 e5 and Deldar e6 (so e5 is Propt); Blue Swod k18 unmoved, Kings l18 and l1.
/// Jiktar (restricted): e11 e12, f10, d10 c10 b10 a10 (7), vault over e9 e8 e7 taking e6 or
/// e5 or landing on e4 (3). Swod e9: f8 d8, vault to e4 (e5 is Propt) (3). Swod k18: k17
/// k16 k15, l17, j17 i16 h15 (7). King l18: k17 l17 (2). Total 22.
#[test]
fn vault_across_a_front() {
    let text = "10sk/12/12/12/12/12/12/12/4j7/4s'7/4S'7/4S'7/4D'7/4S'7/12/12/12/11K b -";
    assert_eq!(at("jikaida", text, 3), [22, 473, 9056]);
}
