//! Jikaida's larger games (`jikaida-large.md`; seed 000, "Variations"): Hyrshiv, Lamdu
//! Hyrshiv, Vallia's Brumbytes and Jikshiv. Depths 1 and 2 agree with the independent
//! reference `crates/rules/tests/reference/jikaida_large_perft.py` (written from the spec
//! alone; its own hand counts are in `JIKAIDA_LARGE.md`), depth 3 is this program's. The
//! hand-built positions give Blue a Swod on `a24` beside its King on `r24`: a side left
//! with its King alone has had its Nikaida move, and the game would be over.

use crate::support::{destinations, jikaida, jikaida_large, jpos};
use jikai_rules::jikaida::JikaidaLarge;
use jikai_rules::{Game, perft};

/// Perft to depths 1, 2, 3 of `pieces` (as `jpos` writes them) in Hyrshiv with `options`,
/// Yellow to move, no Fluttember rights.
fn hyrshiv(pieces: &str, options: &[(&str, &str)]) -> Vec<u64> {
    let game = jikaida_large("hyrshiv", options);
    let pos = jpos(&game, &format!("{pieces} sa24 kr24 Kr1"), 'y', "-");
    counts(&game, pos, 3)
}

fn counts(game: &JikaidaLarge, mut pos: <JikaidaLarge as Game>::Position, depth: u32) -> Vec<u64> {
    (1..=depth).map(|d| perft(game, &mut pos, d)).collect()
}

/// "Hyrshiv Jikaida is played on a board three drins by four drins" (seed 000, 519); the
/// standard set-up of jikaida-large.md, "Set-ups". Depth 1 by hand (JIKAIDA_LARGE.md):
/// Swods 150, Flutsmen 21 + 21, Hyrpaktuns 2 + 2, Pallan 68, Fluttember 4 = 268.
#[test]
fn hyrshiv_start() {
    let game = jikaida_large("hyrshiv", &[]);
    assert_eq!(counts(&game, game.start(), 3), [268, 71_798, 20_461_526]);
}

/// "The Lamdu version of Hyrshiv Jikaida employs ninety pieces a side" (520).
#[test]
fn lamdu_start() {
    let game = jikaida_large("hyrshiv", &[("setup", "lamdu")]);
    assert_eq!(counts(&game, game.start(), 2), [377, 138_901]);
}

/// "the Brumbytes being initially arrayed in three ranks of eight, and provided they are on
/// adjacent squares they are allowed to be moved three at a time" (539): 110 of the 538
/// first moves are group moves.
#[test]
fn vallia_start() {
    let game = jikaida_large("hyrshiv", &[("setup", "vallia")]);
    assert_eq!(counts(&game, game.start(), 2), [538, 283_908]);
    let mut moves = Vec::new();
    game.legal_moves(&game.start(), &mut moves);
    let groups = moves
        .iter()
        .filter(|m| m.via != m.from && m.tag & 0x40 != 0);
    assert_eq!(groups.count(), 110);
}

/// "Jikshiv Jikaida is played on a board six drins by four drins" (518).
#[test]
fn jikshiv_start() {
    let game = jikaida_large("jikshiv", &[]);
    assert_eq!(counts(&game, game.start(), 2), [558, 311_316]);
}

/// The start strings of jikaida-large.md, "Set-ups", exactly.
#[test]
fn start_strings() {
    for (id, setup, text) in [
        (
            "hyrshiv",
            "standard",
            "cjhxfytapkatyfrhjc/dddddddddddddddddd/ssssssssssssssssss/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/SSSSSSSSSSSSSSSSSS/DDDDDDDDDDDDDDDDDD/CJHRFYTAPKATYFXHJC y YB",
        ),
        (
            "hyrshiv",
            "lamdu",
            "cjhxfytapkatyfrhjc/rxrxrxtfyyftxrxrxr/dddddddddddddddddd/ssssssssssssssssss/ssssssssssssssssss/18/18/18/18/18/18/18/18/18/18/18/18/18/18/SSSSSSSSSSSSSSSSSS/SSSSSSSSSSSSSSSSSS/DDDDDDDDDDDDDDDDDD/RXRXRXTFYYFTXRXRXR/CJHRFYTAPKATYFXHJC y YB",
        ),
        (
            "hyrshiv",
            "vallia",
            "cjhxfytapkatyfrhjc/dddddddddddddddddd/5ssssssss5/5ssssssss5/5ssssssss5/18/18/18/18/18/18/18/18/18/18/18/18/18/18/5SSSSSSSS5/5SSSSSSSS5/5SSSSSSSS5/DDDDDDDDDDDDDDDDDD/CJHRFYTAPKATYFXHJC y YB",
        ),
        (
            "jikshiv",
            "standard",
            "cjhxfyjhrxtafytcakpactyfatxrhjyfrhjc/dddddddddddddddddddddddddddddddddddd/ssssssssssssssssssssssssssssssssssss/36/36/36/36/36/36/36/36/36/36/36/36/36/36/36/36/36/36/SSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSS/DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD/CJHRFYJHRXTAFYTCAKPACTYFATXRHJYFXHJC y YB",
        ),
    ] {
        let options: &[(&str, &str)] = if id == "hyrshiv" {
            &[("setup", setup)]
        } else {
            &[]
        };
        let game = jikaida_large(id, options);
        assert_eq!(game.format_position(&game.start()), text, "{id} {setup}");
    }
}

/// Hyrpaktun: "moves in an elongated Paktun's move, three squares instead of two before the
/// sideways move" (522), crossing at most one front. With free movement f5-g8 crosses two
/// uncounted fronts (not with `free-movement=none`), but l17-m20 ends in Dermiflon, an
/// enemy home drin, where both count. "In some areas of
/// Kregen the Hyrpaktun is allowed a single square move, like the King" (524):
/// `hyrpaktun-step=yes`.
#[test]
fn hyrpaktun() {
    let pieces = "Yf5 Yl17";
    assert_eq!(hyrshiv(pieces, &[]), [18, 162, 2_970]);
    assert_eq!(
        hyrshiv(pieces, &[("free-movement", "none")]),
        [17, 153, 2_700]
    );
    assert_eq!(
        hyrshiv(pieces, &[("hyrpaktun-step", "yes")]),
        [34, 306, 10_440]
    );
    let both = [("hyrpaktun-step", "yes"), ("free-movement", "none")];
    assert_eq!(hyrshiv(pieces, &both), [33, 297, 9_864]);
    let game = jikaida_large("hyrshiv", &[]);
    let pos = jpos(&game, "Yf5 sa24 kr24 Kr1", 'y', "-");
    let leaps = ["c4", "c6", "e2", "e8", "g2", "g8", "i4", "i6"];
    assert_eq!(destinations(&game, &pos, "f5"), leaps);
}

/// Flutsman: "moves four spaces, diagonally or orthogonally, over intervening pieces, must
/// touch down on an unoccupied square, and then move or capture one square orthogonally or
/// diagonally" (522); the step compulsory by default, optional by `flutsman-step`; fronts
/// free, or one in all (`flutsman-fronts=one`).
#[test]
fn flutsman() {
    let pieces = "Fh17";
    assert_eq!(hyrshiv(pieces, &[]), [67, 586, 31_842]);
    assert_eq!(
        hyrshiv(pieces, &[("flutsman-fronts", "one")]),
        [56, 499, 25_563]
    );
    assert_eq!(
        hyrshiv(pieces, &[("flutsman-step", "optional")]),
        [75, 658, 39_723]
    );
    // Over a crowd: from e1, over e2-e4, touching down on e5 and stepping on.
    let game = jikaida_large("hyrshiv", &[]);
    let pos = jpos(&game, "Fe1 De2 De3 De4 sa24 kr24 Kr1", 'y', "-");
    let from_e1 = destinations(&game, &pos, "e1");
    for sq in ["d6", "e6", "f6", "d5", "f5", "d4", "f4"] {
        assert!(from_e1.contains(&sq.to_string()), "{sq} in {from_e1:?}");
    }
    // Not e4, a friend: the step captures enemies only.
    assert!(!from_e1.contains(&"e4".to_string()));
}

/// Archer: "The Archer moves one square diagonally and then as a rook" (526): a step to an
/// empty square, then an outward orthogonal slide of at least one square; fronts only on the
/// step (restricted, as the Jiktar whose slide it makes), by `missile-fronts`; with
/// `missile-first-step=stop` it may stop on its step.
#[test]
fn archer() {
    let pieces = "Re5";
    assert_eq!(hyrshiv(pieces, &[]), [63, 567, 35_116]);
    assert_eq!(
        hyrshiv(pieces, &[("free-movement", "none")]),
        [15, 135, 2_610]
    );
    assert_eq!(
        hyrshiv(pieces, &[("missile-fronts", "free")]),
        [75, 631, 46_182]
    );
    assert_eq!(
        hyrshiv(pieces, &[("missile-first-step", "stop")]),
        [67, 603, 39_688]
    );
    let with_deldar = "Re5 df10";
    assert_eq!(hyrshiv(with_deldar, &[]), [55, 3_671, 219_764]);
    assert_eq!(
        hyrshiv(with_deldar, &[("free-movement", "none")]),
        [15, 1_020, 19_663]
    );
    assert_eq!(
        hyrshiv(with_deldar, &[("missile-fronts", "free")]),
        [61, 3_869, 273_121]
    );
    // "missile troops shoot": no capture of a neighbour, the first step never captures.
    let game = jikaida_large("hyrshiv", &[]);
    let pos = jpos(&game, "Re5 df6 de6 sa24 kr24 Kr1", 'y', "-");
    let from_e5 = destinations(&game, &pos, "e5");
    assert!(!from_e5.contains(&"f6".to_string()) && !from_e5.contains(&"e6".to_string()));
}

/// Crossbowman: "The Crossbowman moves one square orthogonally and then as a bishop" (526).
#[test]
fn crossbowman() {
    let pieces = "Xe5";
    assert_eq!(hyrshiv(pieces, &[]), [47, 423, 19_323]);
    assert_eq!(
        hyrshiv(pieces, &[("free-movement", "none")]),
        [11, 99, 1_368]
    );
}

/// "On the larger boards increased freedom of movement has been found to be essential, but
/// this is often restricted to the home and central drins, and does not extend to the
/// opponent's home drins" (528). The spec's example: "a Hikdar on `c5` slides north-east
/// through `d6`..`p18`, over four uncounted fronts, but not on to `q19`".
#[test]
fn free_movement() {
    assert_eq!(hyrshiv("Hc5", &[]), [24, 216, 5_652]);
    assert_eq!(
        hyrshiv("Hc5", &[("free-movement", "none")]),
        [10, 90, 1_062]
    );
    let game = jikaida_large("hyrshiv", &[]);
    let pos = jpos(&game, "Hc5 sa24 kr24 Kr1", 'y', "-");
    let from_c5 = destinations(&game, &pos, "c5");
    assert!(from_c5.contains(&"p18".to_string()) && !from_c5.contains(&"q19".to_string()));
}

/// "the Jiktar taking on the powers of the Chuktar for example" (522): on by default; with
/// `jiktar-chuktar=no` a Jiktar on a18 still crosses into Boloth, on its first step.
#[test]
fn jiktar_chuktar() {
    assert_eq!(
        hyrshiv("Ja13", &[("jiktar-chuktar", "no")]),
        [37, 333, 12_432]
    );
    assert_eq!(hyrshiv("Ja13", &[]), [60, 517, 33_522]);
    assert_eq!(
        hyrshiv("Ja18", &[("jiktar-chuktar", "no")]),
        [43, 366, 13_704]
    );
}

/// The old pieces keep Poron's moves on the larger boards (jikaida-large.md: "Everything in
/// `jikaida.md` holds on the larger boards unless this file says otherwise"): the Paktun's
/// and the Hyrpaktun's vaults, the Pallan's and the Kapt's moves, the Pallan at a meeting
/// point under both front budgets ("The Pallan may be allowed to cross two drn fronts",
/// 528).
#[test]
fn old_pieces_on_the_larger_board() {
    assert_eq!(hyrshiv("T'a1 D'a2 D'a3 D'a4 sa5", &[]), [26, 373, 10_362]);
    assert_eq!(hyrshiv("Ya1 D'b1 D'c1 D'd1 de1", &[]), [26, 834, 23_567]);
    assert_eq!(hyrshiv("Pa1 D'a2 D'a3 D'a4", &[]), [59, 500, 41_503]);
    assert_eq!(hyrshiv("Aa1 D'b4 D'b5 D'b6", &[]), [92, 804, 73_717]);
    let none = ("free-movement", "none");
    let two = ("pallan-fronts", "2");
    assert_eq!(hyrshiv("Pf6", &[none]), [54, 486, 34_353]);
    assert_eq!(hyrshiv("Pf6", &[none, two]), [91, 819, 100_647]);
    assert_eq!(hyrshiv("Pf6", &[]), [83, 694, 60_523]);
    assert_eq!(hyrshiv("Pf6", &[two]), [88, 687, 66_591]);
}

/// Brumbytes "provided they are on adjacent squares they are allowed to be moved three at a
/// time" (539): Swods on f5 g5 h5 make 12 single moves and 3 group moves (north, north-east,
/// north-west), written in the order of the squares left.
#[test]
fn brumbytes() {
    let pieces = "S'f5 S'g5 S'h5";
    assert_eq!(hyrshiv(pieces, &[("setup", "vallia")]), [15, 135, 1_908]);
    assert_eq!(hyrshiv(pieces, &[]), [12, 108, 1_287]);
    let game = jikaida_large("hyrshiv", &[("setup", "vallia")]);
    let pos = jpos(&game, &format!("{pieces} sa24 kr24 Kr1"), 'y', "-");
    let mut moves = Vec::new();
    game.legal_moves(&pos, &mut moves);
    let mut groups: Vec<String> = moves
        .iter()
        .filter(|m| m.tag & 0x40 != 0)
        .map(|&m| game.notation(&pos, m))
        .collect();
    groups.sort();
    assert_eq!(
        groups,
        [
            "f5-e6,g5-f6,h5-g6",
            "f5-f6,g5-g6,h5-h6",
            "f5-g6,g5-h6,h5-i6"
        ]
    );
    let g = game.geometry();
    for text in &groups {
        let mv = game.parse_move(&pos, text).expect("reads back");
        let mut after = pos.clone();
        game.play(&mut after, mv);
        // The three squares reached hold the Swods, the others left are empty.
        let pairs: Vec<(&str, &str)> = text
            .split(',')
            .map(|p| p.split_once('-').expect("a step"))
            .collect();
        let at = |name: &str| game.piece_at(&after, g.parse_square(name).expect("a square"));
        for (left, reached) in &pairs {
            assert!(at(reached).is_some_and(|p| p.kind == 'S'), "{text}");
            if !pairs.iter().any(|(_, r)| r == left) {
                assert!(at(left).is_none(), "{text}");
            }
        }
    }
    // "One assumes this privelige would end by at least the front of the opponent's home
    // drins": no group lands on rank 19.
    let pos = jpos(&game, "S'f18 S'g18 S'h18 sa24 kr24 Kr1", 'y', "-");
    moves.clear();
    game.legal_moves(&pos, &mut moves);
    assert!(moves.iter().all(|m| m.tag & 0x40 == 0), "{moves:?}");
}

/// "A Swod reaching the last rank promotes to any piece but the King": 11 choices on the
/// larger boards (jikaida-large.md, "Promotion").
#[test]
fn promotion_choices() {
    let game = jikaida_large("hyrshiv", &[]);
    let pos = game
        .parse_position(
            "3d13k/2S'15/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/18/17K y -",
        )
        .expect("a position");
    assert_eq!(counts(&game, pos.clone(), 3), [36, 902, 22_164]);
    let mut moves = Vec::new();
    game.legal_moves(&pos, &mut moves);
    let promotions: Vec<String> = moves
        .iter()
        .filter(|m| game.geometry().square_name(m.to) == "c24")
        .map(|&m| game.notation(&pos, m))
        .collect();
    assert_eq!(
        promotions,
        [
            "c23-c24=P",
            "c23-c24=A",
            "c23-c24=C",
            "c23-c24=J",
            "c23-c24=H",
            "c23-c24=T",
            "c23-c24=D",
            "c23-c24=Y",
            "c23-c24=F",
            "c23-c24=R",
            "c23-c24=X",
        ]
    );
}

/// "Fluttember as in Poron, with the starting squares of the set-up in force": Hyrshiv's
/// King j1 with the Kapts h1 k1 and the Chuktars a1 r1.
#[test]
fn fluttember() {
    let game = jikaida_large("hyrshiv", &[]);
    let pieces = "Ca1 Ah1 Kj1 Ak1 Cr1 sa24 kj24";
    assert_eq!(
        counts(&game, jpos(&game, pieces, 'y', "YB"), 3),
        [201, 1_703, 363_296]
    );
    assert_eq!(
        counts(&game, jpos(&game, pieces, 'y', "B"), 3),
        [197, 1_693, 356_421]
    );
}

/// Jikshiv's squares past `z` (jikaida-large.md, "Square names"): a Flutsman on ag5.
#[test]
fn jikshiv_flutsman() {
    let game = jikaida_large("jikshiv", &[]);
    let pos = jpos(&game, "Fag5 sa24 kr24 Kr1", 'y', "-");
    assert_eq!(counts(&game, pos.clone(), 3), [39, 429, 21_923]);
    // Flying south to ag1, then a step: af1 ah1 af2 ag2 ah2.
    let from = destinations(&game, &pos, "ag5");
    for sq in ["af1", "ah1", "af2", "ag2", "ah2"] {
        assert!(from.contains(&sq.to_string()), "{sq} in {from:?}");
    }
}

/// "a string of the wrong size for the game is refused with a one-line message naming the
/// size expected"; a letter the game does not have is refused (jikaida-large.md, "Position
/// string").
#[test]
fn position_errors() {
    let game = jikaida_large("jikshiv", &[]);
    let poron = jikaida("jikaida", &[]);
    let poron_start = poron.format_position(&poron.start());
    let err = game
        .parse_position(&poron_start)
        .expect_err("Poron's board");
    assert!(err.to_string().contains("36 files by 24 ranks"), "{err}");
    assert!(!err.to_string().contains('\n'));
    let with_y = poron_start.replacen("cjhapkatthjc", "cjhapkatthjy", 1);
    let err = poron
        .parse_position(&with_y)
        .expect_err("no Hyrpaktun in Poron");
    assert!(err.to_string().contains("'y'"), "{err}");
}
