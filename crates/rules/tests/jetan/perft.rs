//! Jetan perft: from the start of each preset and from hand-built positions. Depth 1 is
//! counted by hand in the comments; deeper counts are cross-checked with
//! `crates/rules/tests/reference/jetan_perft.py`, written from `jetan.md` alone, independently of the Rust
//! move generator.

use crate::support::{jetan, jetan_position};
use jikai_rules::jetan::{Jetan, JetanPosition};
use jikai_rules::{Game, perft};

fn counts(game: &Jetan, mut pos: JetanPosition, depth: u32) -> Vec<u64> {
    let before = pos;
    let c = (1..=depth).map(|d| perft(game, &mut pos, d)).collect();
    assert_eq!(pos, before, "perft leaves the position as it found it");
    c
}

/// Smith preset, from the start. Black: 8 Panthans x 3 (forward, both diagonals forward;
/// sideways and back are own pieces) = 24; Thoats a2-b4, j2-i4 = 2; Fliers d1: a4 c4 e4 g4,
/// g1: d4 f4 h4 j4 = 8; Warriors, Padwars, Dwars, Chief boxed in = 0; Princess f1 (CCC,
/// jumping): f4 e3 g3 c4 e4 g4 i4 = 7; escapes (frightened chained civil): the empty squares
/// of odd file+rank parity on ranks 3-6 (rank 7 and 8 are all threatened) = 20. Total 61.
#[test]
fn smith_start() {
    let game = jetan(&[]);
    assert_eq!(counts(&game, game.start(), 3), [61, 3677, 229_193]);
}

/// Burroughs' appendix preset: Chained Panthans have the same 24 at the start, Thoats 2,
/// Fliers 8, the Chained Wild Chief e1 is boxed in; the CWC Princess f1 reaches every empty
/// square within three steps, c3-i4 = 14; the Brave Chained Wild escape reaches every square
/// of ranks 3-6 (rank 7 and 8 are threatened) = 40. Total 88.
#[test]
fn burroughs_start() {
    let game = jetan(&[("preset", "burroughs")]);
    assert_eq!(counts(&game, game.start(), 3), [88, 7723, 594_505]);
}

/// Gremlin preset (seed 003): Panthans 24; jumping Thoats a2: a3 b4 c3, j2: j3 i4 h3 = 6;
/// Fliers 8; Chief f1 boxed in; the CWC Princess e1 (seed 003 puts her left of the Chief):
/// b3-h4 = 14; the escape to any of the 60 empty squares. Total 112.
#[test]
fn gremlin_start() {
    let game = jetan(&[("preset", "gremlin")]);
    assert_eq!(counts(&game, game.start(), 3), [112, 12_530, 1_133_755]);
}

/// The Manator setup (Orange Chief e10, Princess f10) changes nothing at depth 1 (61), but
/// Black's escapes and Orange's replies meet other threats deeper.
#[test]
fn manator_start() {
    let game = jetan(&[("setup", "manator")]);
    assert_eq!(counts(&game, game.start(), 3), [61, 3686, 229_916]);
}

/// The ten-move count about to start. Black: Chief e1 (CCC): e4 d3 f3 c2 g2 b1 d1 e2 by
/// straight steps (h1 is cut off by the Princess on f1), b4 h4 f4 b2 h2 d2 f2 diagonally (d4
/// is his own Panthan) = 15; Panthan d4 (FPN): d5 (capture) c4 e4 c5 e5 c3 e3 = 7; Princess
/// f1 (CCC): f4 e3 g3 d2 h2 c1 i1 g1 f2 i4 g4 c2 i2 e2 g2 = 15 (c4 and e4 threatened by the
/// Panthan d5, e1 her own Chief). Total 37.
#[test]
fn three_pieces_count() {
    let game = jetan(&[]);
    let pos = jetan_position(&game, "Ce1 Pf1 Nd4 ce10 pf10 nd5 na8", "b - -");
    assert_eq!(counts(&game, pos, 3), [37, 1609, 67_694]);
}

/// Chief takes Chief in one. Black Chief e5 (CCC) has all 32 squares of the diagram, e8 a
/// capture that wins; his Princess in the corner a1 (CCC): b1 d1 a2 c2 d2 b3 a4 b4 d4 = 9 (b2
/// would need to cross b2 twice). Total 41; the game ends after E5xE8C.
#[test]
fn chief_takes_chief_in_one() {
    let game = jetan(&[]);
    let pos = jetan_position(&game, "Ce5 Pa1 ce8 pj10", "b - -");
    assert_eq!(counts(&game, pos, 3), [41, 1378, 52_446]);
}

/// Blocked Thoat among Panthans (see moves.rs): Thoat e5 (CT) 6; Panthans e6: e7 d6 d7 f7 d5
/// = 5, f5: g5 g6 e4 g4 = 4, f6: f7 g6 e7 g7 g5 = 5; Chief a1 9 and Princess j1 9 (corners).
/// Total 38.
#[test]
fn blocked_thoat() {
    let game = jetan(&[]);
    let pos = jetan_position(&game, "Te5 Ne6 Nf5 Nf6 Ca1 Pj1 ca10 pj10", "b - -");
    assert_eq!(counts(&game, pos, 3), [38, 648, 29_578]);
}

/// Gremlin rules with a late Chief capture: Dwar e5 (CD) 16 (e8 takes the Chief, and the game
/// goes on); Chief a1 (CWC, Chebyshev 3 from the corner, b1 own) = 14; Princess b1 (CWC,
/// jumping, no threat limit): a-e files, ranks 1-4, less a1 and b1 = 18; the escape to any of
/// the 94 empty squares. Total 142.
#[test]
fn gremlin_late_chief_capture() {
    let game = jetan(&[("preset", "gremlin")]);
    let pos = jetan_position(&game, "De5 ce8 Ca1 Pb1 pj10 nj5", "b BO -");
    assert_eq!(counts(&game, pos, 3), [142, 21_663, 1_981_230]);
}

/// A Frightened escape among threats: Black Princess d3 with her escape, Orange Dwar e7.
/// Chief a1 9, Panthan c4 (FPN) b3 b4 d4 b5 d5 = 5, Warrior c5 (CW) b4 d4 a5 e5 b6 d6 c7 = 7,
/// Princess d3 ordinary 21, escapes 26 (both checked with the reference). Total 68.
#[test]
fn frightened_escape_among_threats() {
    let game = jetan(&[]);
    let pos = game
        .parse_position("c8p/10/10/4d5/10/2W7/2N7/3P6/10/C9 b BO -")
        .expect("parses");
    assert_eq!(counts(&game, pos, 3), [68, 4337, 248_629]);
}

/// Per-side readings (Custom): Black's Free Wild Warriors are boxed in at the start like
/// Chained ones (61 at depth 1), but not later.
#[test]
fn custom_readings() {
    let game = jetan(&[("black.warrior", "FWW")]);
    assert_eq!(counts(&game, game.start(), 3), [61, 3677, 230_523]);
}
