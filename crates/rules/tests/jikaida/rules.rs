//! Every rule of `jikaida.md`, each test citing the seed (`000_eaf044e3f2616059.txt`) or the
//! spec section it checks. Pieces are written as in `support::jpos`: letter, optional `'`
//! (has moved), square; Blue in lower case.

use crate::support::{after, destinations, jikaida, jpos, notations};
use jikai_rules::jikaida::{Jikaida, JikaidaPosition, Kind, PORON_START};
use jikai_rules::{EndReason, Game, Outcome, Side};

fn names(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn poron() -> Jikaida {
    jikaida("jikaida", &[])
}

fn has(game: &Jikaida, pos: &JikaidaPosition, notation: &str) -> bool {
    notations(game, pos)
        .iter()
        .any(|n| n.trim_end_matches(['+', '#']) == notation)
}

fn kind_at(game: &Jikaida, pos: &JikaidaPosition, sq: &str) -> Option<(Side, Kind)> {
    let p = pos.piece(game.geometry().parse_square(sq).unwrap());
    p.side().map(|s| (s, p.kind()))
}

// ---------------------------------------------------------------- board, setup, notation

/// Spec "Setup" and "Position string": the Poron start string; 36 pieces a side; "Kings
/// stand on squares of their own colour" (seed, Setup), yellow = file index + rank odd.
#[test]
fn start_position() {
    let game = poron();
    let pos = game.start();
    assert_eq!(game.format_position(&pos), PORON_START);
    assert_eq!((pos.count(Side::South), pos.count(Side::North)), (36, 36));
    let sq = |n: &str| game.geometry().parse_square(n).unwrap();
    assert_eq!(pos.king(Side::South), Some(sq("h1")));
    assert_eq!(pos.king(Side::North), Some(sq("f18")));
    let yellow_square = |n: &str| {
        let s = sq(n);
        (game.geometry().file(s) as u32 + 1 + game.geometry().rank(s) as u32 + 1) % 2 == 1
    };
    assert!(yellow_square("h1") && !yellow_square("f18"));
    assert!(
        yellow_square("l1") && yellow_square("a18"),
        "a yellow square on the right"
    );
    assert_eq!(game.side_to_move(&pos), Side::South);
    let blue_first = jikaida("jikaida", &[("first", "blue")]);
    assert_eq!(blue_first.side_to_move(&blue_first.start()), Side::North);
}

/// Spec "Board": drin notation names a square by drin and local coordinates: `g3` =
/// Zhantil A3, `e18` = Wersting E6; seed: Mortil Zhantil / Neemu Leem / Wersting Chavonth.
#[test]
fn drin_notation() {
    let game = poron();
    let sq = |n: &str| game.geometry().parse_square(n).unwrap();
    assert_eq!(game.drin_square_name(sq("g3")), "Zhantil A3");
    assert_eq!(game.drin_square_name(sq("e18")), "Wersting E6");
    assert_eq!(game.drin_square_name(sq("a1")), "Mortil A1");
    assert_eq!(game.drin_square_name(sq("l12")), "Leem F6");
    assert_eq!(game.drin_square_name(sq("a7")), "Neemu A1");
    assert_eq!(game.drin_square_name(sq("l13")), "Chavonth F1");
    assert_eq!(game.read_square("Zhantil A3"), Some(sq("g3")));
    assert_eq!(game.read_square("wersting e6"), Some(sq("e18")));
    let pos = game.start();
    let mv = game.parse_move(&pos, "g3-g6").unwrap();
    assert_eq!(game.drin_notation(&pos, mv), "Zhantil A3-Zhantil A6");
    assert_eq!(game.parse_move(&pos, "Zhantil A3-Zhantil A6"), Ok(mv));
    let drin = jikaida("jikaida", &[("notation", "drin")]);
    assert_eq!(drin.notation(&pos, mv), "Zhantil A3-Zhantil A6");
    assert_eq!(game.notation(&pos, mv), "g3-g6");
}

/// Spec "Position string": marks, rights and errors; every string round-trips.
#[test]
fn position_strings() {
    let game = poron();
    let text = "c11/12/12/12/12/12/12/12/12/12/12/12/12/12/12/3S'D'T'5k/12/7K4 b Y";
    let pos = game.parse_position(text).unwrap();
    assert_eq!(game.format_position(&pos), text);
    assert!(pos.may_fluttember(Side::South) && !pos.may_fluttember(Side::North));
    for bad in [
        "12/12 y YB",
        &PORON_START.replace(" y ", " w "),
        &PORON_START.replace(" YB", " X"),
        &PORON_START.replace("CJHTTAPKAHJC", "CJHTTAPQAHJC"),
        &PORON_START.replace("CJHTTAPKAHJC", "CJHTTAPAAHJC"),
        &PORON_START.replace("CJHTTAPKAHJC", "C'JHTTAPKAHJC"),
        "S11/12/12/12/12/12/12/12/12/12/12/12/12/12/12/12/12/7K3k b -",
    ] {
        let err = game.parse_position(bad).unwrap_err();
        assert!(!err.to_string().contains('\n'), "{err}");
    }
    // The side not to move may not be in Kaida.
    assert!(
        game.parse_position("12/12/12/12/12/12/12/12/12/12/12/12/12/12/12/12/12/6Kk4 y -")
            .is_err()
    );
}

// ---------------------------------------------------------------- regular moves

/// Spec table: "King: one step in any direction"; free of fronts (spec "Fronts"): from f6 it
/// crosses both fronts to g7. Blockers: an own piece stops it, an enemy is captured, and it
/// never steps into Kaida.
#[test]
fn king_moves() {
    let game = poron();
    let pos = jpos(&game, "Kc3 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "c3"),
        names(&["b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"])
    );
    let pos = jpos(&game, "Kf6 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "f6"),
        names(&["e5", "e6", "e7", "f5", "f7", "g5", "g6", "g7"])
    );
    // Own Deldar d4 blocks; the Blue Paktun b2 is taken; the Blue Hikdar a6 covers c4 and d3
    // (a6-b5-c4-d3, all in Mortil); the Paktun covers a4 c4 d3 d1.
    let pos = jpos(&game, "Kc3 D'd4 t'b2 ha6 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "c3"),
        names(&["b2", "b3", "b4", "c2", "d2"])
    );
}

/// Spec table, Swod: "one step forward or diagonally forward; captures only diagonally
/// forward. First move: 1, 2 or 3 squares in one of those three directions ... a
/// straight-ahead move never captures"; Swods are free of fronts.
#[test]
fn swod_moves() {
    let game = poron();
    let pos = jpos(&game, "Sc3 Ka1 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "c3"),
        names(&["a5", "b4", "c4", "c5", "c6", "d4", "e5", "f6"])
    );
    let pos = jpos(&game, "S'c3 Ka1 kl18 s'k18", 'y', "-");
    assert_eq!(destinations(&game, &pos, "c3"), names(&["b4", "c4", "d4"]));
    // Blocked ahead by c5 (no straight capture); the first move's diagonal captures e5 or
    // b4 and ends there.
    let pos = jpos(&game, "Sc3 s'c5 je5 d'b4 Ka1 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "c3"),
        names(&["b4", "c4", "d4", "e5"])
    );
    // At the corner where fronts meet the Swod is free: f6 to g7.
    let pos = jpos(&game, "S'f6 Ka1 kl18 s'k18", 'y', "-");
    assert_eq!(destinations(&game, &pos, "f6"), names(&["e7", "f7", "g7"]));
    // Blue moves south.
    let pos = jpos(&game, "s'f12 Ka1 S'b1 kl18", 'b', "-");
    assert_eq!(
        destinations(&game, &pos, "f12"),
        names(&["e11", "f11", "g11"])
    );
}

/// Spec table, Deldar: "1 or 2 squares in a straight line, any direction (not a leap).
/// Restricted"; seed: "may not cross a Drin Front unless it is adjacent to the Front at the
/// start of its move".
#[test]
fn deldar_moves_and_fronts() {
    let game = poron();
    let pos = jpos(&game, "D'c3 Ka1 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "c3").len(),
        15,
        "16 squares, a1 holds the King"
    );
    // d4 in the middle of Mortil: all 16.
    let pos = jpos(&game, "D'd4 Kl1 kl18 s'k18", 'y', "-");
    assert_eq!(destinations(&game, &pos, "d4").len(), 16);
    // Not a leap: a piece on the first square stops the two-square move.
    let pos = jpos(&game, "D'd4 S'd5 s'f6 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "d4");
    assert!(!d.contains(&"d6".to_string()) && d.contains(&"f6".to_string()));
    // e4 is not beside the f|g front: east it reaches f4 only; f4 is, and crosses to g4, h4.
    let pos = jpos(&game, "D'e4 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "e4");
    assert!(d.contains(&"f4".to_string()) && !d.contains(&"g4".to_string()));
    let pos = jpos(&game, "D'f4 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "f4");
    assert!(d.contains(&"g4".to_string()) && d.contains(&"h4".to_string()));
    // The corner: f6 borders two fronts and crosses both diagonally to g7, then h8.
    let pos = jpos(&game, "D'f6 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "f6");
    assert!(d.contains(&"g7".to_string()) && d.contains(&"h8".to_string()));
    // e5 reaches f6 but not g7 (the second step would cross).
    let pos = jpos(&game, "D'e5 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "e5");
    assert!(d.contains(&"f6".to_string()) && !d.contains(&"g7".to_string()));
}

/// Spec table: Hikdar diagonal slide and Jiktar orthogonal slide, both restricted: they
/// cross only a front that borders their starting square, on their first step.
#[test]
fn hikdar_and_jiktar_restricted() {
    let game = poron();
    let pos = jpos(&game, "Jc3 Kl1 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "c3"),
        names(&["a3", "b3", "c1", "c2", "c4", "c5", "c6", "d3", "e3", "f3"])
    );
    // On f3 it borders the f|g front: east to l3, north to f6 only.
    let pos = jpos(&game, "Jf3 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "f3");
    for s in ["g3", "k3", "l3", "f6", "a3", "f1"] {
        assert!(d.contains(&s.to_string()), "{s}");
    }
    assert!(!d.contains(&"f7".to_string()));
    let pos = jpos(&game, "Hc3 Kl1 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "c3"),
        names(&["a1", "a5", "b2", "b4", "d2", "d4", "e1", "e5", "f6"])
    );
    // From f6 (the corner) the Hikdar crosses both fronts on its first step: g7 ... l12.
    let pos = jpos(&game, "Hf6 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "f6");
    assert!(d.contains(&"g7".to_string()) && d.contains(&"l12".to_string()));
    // With free-jiktar-hikdar=yes the Jiktar on c3 crosses to the whole rank and file.
    let free = jikaida("jikaida", &[("free-jiktar-hikdar", "yes")]);
    let pos = jpos(&free, "Jc3 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&free, &pos, "c3");
    assert!(d.contains(&"l3".to_string()) && d.contains(&"c17".to_string()));
}

/// Spec table: Paktun "Knight leap; one front" (seed: "may cross one Drin Front"); a leap
/// through the meeting point of fronts crosses two and is not allowed; leaps ignore pieces.
#[test]
fn paktun_leaps() {
    let game = poron();
    let pos = jpos(&game, "T'e5 S'e6 S'f5 S'd5 S'e4 Kl1 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "e5"),
        names(&["c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6"])
    );
    let pos = jpos(&game, "T'f6 Kl1 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&game, &pos, "f6"),
        names(&["d5", "d7", "e4", "e8", "g4", "h5"])
    );
}

/// Spec table: Chuktar Queen slide, one front per move; a diagonal step through the meeting
/// point counts two.
#[test]
fn chuktar_one_front() {
    let game = poron();
    let pos = jpos(&game, "Ce5 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "e5");
    assert!(
        d.contains(&"f6".to_string()) && !d.contains(&"g7".to_string()),
        "corner"
    );
    assert!(d.contains(&"l5".to_string()), "one front east");
    assert!(
        d.contains(&"e12".to_string()) && !d.contains(&"e13".to_string()),
        "one front north"
    );
    assert!(d.contains(&"a1".to_string()));
    // Kapt: the Chuktar's slide or the Paktun's leap.
    let pos = jpos(&game, "Ae5 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "e5");
    assert!(d.contains(&"g6".to_string()) && d.contains(&"e12".to_string()));
    assert!(!d.contains(&"e13".to_string()));
}

// ---------------------------------------------------------------- first-move bonuses

/// Spec table, Deldar first move: "a first part of 1 or 2 squares to an empty square, then
/// optionally a second part ... in the same direction if the first part was 1 square, in any
/// direction if it was 2"; "a capture ends the move"; "the front limit applies from where
/// each part starts". Seed: "one, two, three, or four squares, but changing direction only
/// after the second square".
#[test]
fn deldar_double_move() {
    let game = poron();
    let pos = jpos(&game, "Dc3 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    // c3-c5 (2 north), c3-c4-c6 (1 then 2 the same way), c3-c5-d6 and c3-c5-d5 (2, then a
    // turn), c3-e3-f3.
    for s in ["c5", "c6", "d6", "d5", "f3", "a5"] {
        assert!(d.contains(&s.to_string()), "{s}: {d:?}");
    }
    // c7 and e7 would need a second part's second step across the 6|7 front.
    assert!(!d.contains(&"c7".to_string()) && !d.contains(&"e7".to_string()));
    // A capture ends the move: an enemy on c4 is taken, and c6 (only through c4) is out.
    let pos = jpos(&game, "Dc3 s'c4 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    assert!(d.contains(&"c4".to_string()) && !d.contains(&"c6".to_string()));
    // The moved Deldar has no second part.
    let pos = jpos(&game, "D'c3 Kl1 kl18 s'k18", 'y', "-");
    assert!(!destinations(&game, &pos, "c3").contains(&"d6".to_string()));
    // The second part may cross a front the Deldar did not start beside: d5-f5 (2 east),
    // then from f5 across the f|g front to h5.
    let pos = jpos(&game, "Dd5 Kl1 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "d5").contains(&"h5".to_string()));
}

/// Spec table, Paktun first move: "may leap twice; a capture ends it; each leap may cross one
/// front"; the seed: "cannot on his initial move leap and capture, then leap again".
#[test]
fn paktun_double_leap() {
    let game = poron();
    let pos = jpos(&game, "Tc3 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    // c3-d5-e7 (one front on the second leap), c3-e4-g5, c3-d5-c7, c3-b5-a7.
    for s in ["d5", "e7", "e4", "g5", "c7", "a7"] {
        assert!(d.contains(&s.to_string()), "{s}");
    }
    assert!(!d.contains(&"c3".to_string()));
    // e7 is a second leap only from d5 among c3's leaps: with an enemy on d5 the Paktun
    // takes it and stops.
    let pos = jpos(&game, "Tc3 s'd5 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    assert!(
        d.contains(&"d5".to_string()) && !d.contains(&"e7".to_string()),
        "{d:?}"
    );
    let pos = jpos(&game, "T'c3 Kl1 kl18 s'k18", 'y', "-");
    assert!(!destinations(&game, &pos, "c3").contains(&"e7".to_string()));
}

// ---------------------------------------------------------------- Propt

/// Spec "Propt": "A Swod with a friendly Deldar on any of its eight neighbouring squares
/// cannot be captured by an enemy Swod, by a regular capture or by a vault." Seed: "the Black
/// Swod can be captured by the White Swod, since it has no such protection."
#[test]
fn propt() {
    let game = poron();
    // Regular capture: d4 Yellow Swod takes e5 unless a Blue Deldar stands beside e5.
    let pos = jpos(&game, "S'd4 s'e5 Kl1 kl18 s'k18", 'y', "-");
    assert!(has(&game, &pos, "d4xe5"));
    let pos = jpos(&game, "S'd4 s'e5 d'f6 Kl1 kl18 s'k18", 'y', "-");
    assert!(!has(&game, &pos, "d4xe5"));
    // A non-Swod may take the Propt Swod.
    let pos = jpos(&game, "D'd4 s'e5 d'f6 Kl1 kl18 s'k18", 'y', "-");
    assert!(has(&game, &pos, "d4xe5"));
    // Both sides: the Blue Swod may not take a Propt Yellow Swod.
    let pos = jpos(&game, "s'e5 S'd4 D'c3 Kl1 kl18 s'k18", 'b', "-");
    assert!(!has(&game, &pos, "e5xd4"));
    // By a vault: Yellow Swod d1 vaults north over d2 d3 d4 and may capture the Blue Swod on
    // d5, not when a Blue Deldar stands beside it.
    let pos = jpos(&game, "S'd1 S'd2 S'd3 S'd4 s'd5 Kl1 kl18 s'k18", 'y', "-");
    assert!(has(&game, &pos, "d1xd5"));
    let pos = jpos(
        &game,
        "S'd1 S'd2 S'd3 S'd4 s'd5 d'c6 Kl1 kl18 s'k18",
        'y',
        "-",
    );
    assert!(!has(&game, &pos, "d1xd5"));
}

// ---------------------------------------------------------------- vaults

/// Seed, Vaulting: "A piece at either space marked A may vault to the other": a line of
/// three pieces of any colours, orthogonal (A, C) or diagonal (B), vaulted from either end.
#[test]
fn vault_both_ends() {
    let game = poron();
    // Orthogonal: pieces c4 c5 c6 (mixed colours), ends c3 and c7.
    let pos = jpos(&game, "Jc3 S'c4 s'c5 D'c6 Kl1 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "c3").contains(&"c7".to_string()));
    let pos = jpos(&game, "Jc7 S'c4 s'c5 D'c6 Kl1 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "c7").contains(&"c3".to_string()));
    // Diagonal: pieces c4 d5 e6 from b3 to f7 and back; across fronts? e6-f7 does not cross.
    let pos = jpos(&game, "Jb3 S'c4 s'd5 D'e6 Kl1 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "b3").contains(&"f7".to_string()));
    let pos = jpos(&game, "Jf7 S'c4 s'd5 D'e6 Kl1 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "f7").contains(&"b3".to_string()));
    // Two pieces are not a line (in Poron).
    let pos = jpos(&game, "Jc3 S'c4 s'c5 Kl1 kl18 s'k18", 'y', "-");
    assert!(!destinations(&game, &pos, "c3").contains(&"c6".to_string()));
}

/// Seed, Vaulting, the A-B-C diagram: "A piece at A could vault to B, but could not vault to
/// C since the vaulting line has a break in it. A piece at B could also vault to A, but a
/// piece at C cannot vault at all." Reconstructed on file b: A b1, pieces b2 b3 b4, break
/// B b5, pieces b6 b7, C b8.
#[test]
fn vault_lands_in_the_break() {
    let game = poron();
    let line = "S'b2 s'b3 D'b4 d'b6 S'b7 Kl1 kl18 s'k18";
    let pos = jpos(&game, &format!("Cb1 {line}"), 'y', "-");
    let d = destinations(&game, &pos, "b1");
    assert!(d.contains(&"b5".to_string()) && !d.contains(&"b8".to_string()));
    let pos = jpos(&game, &format!("Cb5 {line}"), 'y', "-");
    assert!(destinations(&game, &pos, "b5").contains(&"b1".to_string()));
    let pos = jpos(&game, &format!("Jb8 {line}"), 'y', "-");
    let d = destinations(&game, &pos, "b8");
    assert!(!d.contains(&"b5".to_string()) && !d.contains(&"b1".to_string()));
}

/// Seed, Vaulting, the D-E diagram: "A piece at D can vault to E and vice versa; the Drin
/// Front has no effect on Vaulting. A white piece at D (or the White Swod adjacent to D)
/// could also vault and capture the Black Swod adjacent to E. The Black Swod, however, cannot
/// capture the Swod adjacent to D because it is protected by an adjacent Deldar. A Black
/// Piece other than a Swod, however, if present at E, could capture the White Swod, or the
/// White Deldar." Reconstructed on file e across the 6|7 front: D e4, White Swod e5, White
/// Deldar e6, pieces e7 e8, Black Swod e9, E e10.
#[test]
fn vault_across_a_front_with_captures() {
    let game = poron();
    let line = "S'e5 D'e6 S'e7 S'e8 s'e9 Kl1 kl18 s'k18";
    let pos = jpos(&game, &format!("Je4 {line}"), 'y', "-");
    let d = destinations(&game, &pos, "e4");
    assert!(d.contains(&"e10".to_string()), "D to E");
    assert!(
        d.contains(&"e9".to_string()),
        "captures the Black Swod after passing four"
    );
    // The White Swod next to D vaults over e6 e7 e8 and takes e9.
    let pos = jpos(&game, line, 'y', "-");
    assert!(has(&game, &pos, "e5xe9"));
    // The Black Swod vaults south to D but may not take the Propt Swod e5.
    let pos = jpos(&game, line, 'b', "-");
    let d = destinations(&game, &pos, "e9");
    assert!(d.contains(&"e4".to_string()) && !d.contains(&"e5".to_string()));
    // A Black Jiktar at E takes the Deldar e6 or the Swod e5 (3 passed), not e7 or e8.
    let pos = jpos(&game, &format!("je10 {line}"), 'b', "-");
    let d = destinations(&game, &pos, "e10");
    assert!(
        d.contains(&"e6".to_string())
            && d.contains(&"e5".to_string())
            && d.contains(&"e4".to_string())
    );
    assert!(!d.contains(&"e7".to_string()) && !d.contains(&"e8".to_string()));
}

/// Spec "Vaulting": "If that square is off the board, it can only capture"; "Swods vault only
/// forward ... A Swod's vault may capture straight ahead"; seed: "a vault can change a
/// Hikdar's colour".
#[test]
fn vault_edges_swods_and_hikdar_colour() {
    let game = poron();
    // A line to the edge: the Chuktar g1 east over h1 i1 j1 takes the Jiktar k1; l1 is the
    // last piece and nothing lies beyond it.
    let pos = jpos(
        &game,
        "Cg1 S'h1 S'i1 S'j1 jk1 S'l1 Ka3 kl18 s'k18",
        'y',
        "-",
    );
    let east: Vec<String> = destinations(&game, &pos, "g1")
        .into_iter()
        .filter(|s| s.ends_with('1') && s.len() == 2 && s.as_str() > "g1")
        .collect();
    assert_eq!(east, ["k1"]);
    // A Swod vaults forward and may capture straight ahead: c3 over c4 c5 c6 takes c7, or
    // lands on c8.
    let pos = jpos(&game, "S'c3 dc4 dc5 dc6 dc7 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    assert!(d.contains(&"c8".to_string()) && d.contains(&"c7".to_string()));
    assert!(
        !d.contains(&"c4".to_string()),
        "no regular straight capture"
    );
    // Not backwards: a Swod on c5 above c4 c3 c2 does not vault to c1; a Deldar does.
    let pos = jpos(&game, "S'c5 D'c4 D'c3 D'c2 Kl1 kl18 s'k18", 'y', "-");
    assert!(!destinations(&game, &pos, "c5").contains(&"c1".to_string()));
    let pos = jpos(&game, "D'c5 D'c4 D'c3 D'c2 Kl1 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "c5").contains(&"c1".to_string()));
    // The Hikdar on c2 (a yellow square) vaults over four to c7 (a blue square).
    let pos = jpos(&game, "Hc2 S'c3 S'c4 S'c5 S'c6 Kl1 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "c2").contains(&"c7".to_string()));
}

/// Spec "Vaulting": "Any piece may vault"; the King too (and never into Kaida).
#[test]
fn king_vaults() {
    let game = poron();
    let pos = jpos(&game, "Kc2 S'c3 S'c4 S'c5 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "c2").contains(&"c6".to_string()));
    let pos = jpos(&game, "Kc2 S'c3 S'c4 S'c5 ja6 kl18 s'k18", 'y', "-");
    assert!(
        !destinations(&game, &pos, "c2").contains(&"c6".to_string()),
        "into Kaida"
    );
}

// ---------------------------------------------------------------- Pallan

/// Spec "The Pallan's front turn", orthogonal approach: "after crossing a front, on the first
/// square beyond it, the Pallan may turn 45 degrees and slide on diagonally; it may not
/// cross another front." Pallan c3 north: crosses 6|7 into c7, turns to d8 e9 f10 (not
/// g11: the f|g front) or b8 a9.
#[test]
fn pallan_turn_orthogonal_approach() {
    let game = poron();
    let pos = jpos(&game, "Pc3 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    for s in ["d8", "e9", "f10", "b8", "a9"] {
        assert!(d.contains(&s.to_string()), "{s}");
    }
    assert!(!d.contains(&"g11".to_string()));
    // Not from a square before the crossing: c6 is the last square before; no d7 via c6.
    // (d7 is reached by c3-? no straight line: c3-d7 is not a line; only the turn at c6
    // would give it.)
    assert!(!d.contains(&"d7".to_string()));
    // The turning square must be empty.
    let pos = jpos(&game, "Pc3 S'c7 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    assert!(!d.contains(&"d8".to_string()) && d.contains(&"c7".to_string()));
}

/// Spec "The Pallan's front turn", diagonal approach: "on the last square before a front
/// that its next step would cross, the Pallan may turn 45 degrees to an orthogonal heading;
/// the turn spends its one crossing, so after it the Pallan may cross only the front it
/// approached". Pallan c4 north-east: d5, e6; e6-f7 would cross 6|7, so on e6 it turns north
/// (e7 ... e12, across the front it approached, not e13) or east (f6, not across the f|g
/// front to g6).
#[test]
fn pallan_turn_diagonal_approach() {
    let game = poron();
    let pos = jpos(&game, "Pc4 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c4");
    for s in ["e7", "e12", "f6"] {
        assert!(d.contains(&s.to_string()), "{s}");
    }
    for s in ["e13", "g6", "f8"] {
        assert!(!d.contains(&s.to_string()), "{s}");
    }
    // First-published rules ("change direction after crossing the front at all times"):
    // c4 crosses at e6-f7 and turns on f7 north to f8; no turn on e6.
    let first = jikaida("jikaida", &[("pallan-turn", "first-published")]);
    let pos = jpos(&first, "Pc4 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&first, &pos, "c4");
    assert!(d.contains(&"f8".to_string()));
    assert!(!d.contains(&"e12".to_string()) && !d.contains(&"f6".to_string()));
}

/// Spec: the Pallan "may also capture friendly pieces, and has the front turn"; "never its
/// own King".
#[test]
fn pallan_captures_friends_not_its_king() {
    let game = poron();
    let pos = jpos(&game, "Pc3 S'c5 Kc1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    assert!(d.contains(&"c5".to_string()) && !d.contains(&"c1".to_string()));
}

/// Spec "The Pallan's special vaults", move then vault, after the seed's diagram: "move
/// normally to A or B and then vault; from A to D or from B to E respectively.
/// Alternatively, the Pallan may leap using its Paktun-move to C, and from there vault to
/// F"; "The Pallan may move Diagonally to the end of an orthogonal line and vault".
/// Reconstructed: Blue Pallan b17; A = b15 (slide south), over c15 d15 e15 to D = f15;
/// B = c16 (diagonal slide), over c15 c14 c13 to E = c12; C = d16 (leap), over e16 f16 g16
/// to F = h16.
#[test]
fn pallan_move_then_vault() {
    let game = poron();
    let pieces = "pb17 S'c15 S'd15 S'e15 S'c14 S'c13 S'e16 S'f16 S'g16 Kl1 kl18 s'k18";
    let pos = jpos(&game, pieces, 'b', "-");
    let d = destinations(&game, &pos, "b17");
    for s in ["f15", "c12", "h16"] {
        assert!(d.contains(&s.to_string()), "{s}: {d:?}");
    }
    // Seed: "a Pallan may not move to the end of a vaulting line and then vault, and in the
    // vault change directions": from b15 the line c15 d15 could bend at d15 over e14 to
    // f13, which nothing else reaches.
    let pos = jpos(&game, &format!("{pieces} S'e14"), 'b', "-");
    assert!(!destinations(&game, &pos, "b17").contains(&"f13".to_string()));
}

/// Spec "Bent vault", after the seed's diagram: "The black Pallan in the upper left-hand
/// corner can vault directly to A. It can vault to B, C, and D by vaulting and making a turn
/// at the Swod indicated by the red arrow. It could also vault to E by making a turn at the
/// Swod marked by a blue arrow. Finally, it could move to E normally, then ... vault to F."
/// Reconstructed: Pallan a18; line b17 c16 d15 e14 to A = f13; red corner c16: south c15
/// c14 to B = c13, east d16 e16 to C = f16, south-west b15 to D = a14; blue corner d15: west
/// c15 b15 to E = a15; from E (reached by a18-a15) east over b15 c15 d15 e15 to F = f15.
#[test]
fn pallan_bent_vaults() {
    let game = poron();
    let pieces = "pa18 s'b17 s'c16 s'd15 s'e14 s'c15 s'c14 s'd16 s'e16 s'b15 s'e15 Kl1 S'a2 kl17";
    let pos = jpos(&game, pieces, 'b', "-");
    let d = destinations(&game, &pos, "a18");
    for s in ["f13", "c13", "f16", "a14", "a15", "f15"] {
        assert!(d.contains(&s.to_string()), "{s}: {d:?}");
    }
    // "passes at least two pieces in its first direction": Pallan a1, one piece b1 east,
    // then b2 b3 b4 north: no bend at b1 to b5 (nothing else reaches b5).
    let pos = jpos(&game, "Pa1 S'b1 S'b2 S'b3 S'b4 Kl1 kl18 s'k18", 'y', "-");
    assert!(!destinations(&game, &pos, "a1").contains(&"b5".to_string()));
    // With a2 added the bend at... a1 north over a2? No: east needs two: add c1 so the
    // Pallan passes b1 c1 and turns north over c2 c3 to c4.
    let pos = jpos(&game, "Pa1 S'b1 S'c1 S'c2 S'c3 Kl1 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "a1").contains(&"c4".to_string()));
}

/// Spec "Bent vault": capture "after passing at least 3 pieces in all (the corner piece
/// counts once)"; and only a Pallan bends.
#[test]
fn bent_vault_captures() {
    let game = poron();
    // Pallan a1, north over a2 a3 (the corner), north-east over b4, takes c5: three passed.
    let pos = jpos(&game, "Pa1 S'a2 S'a3 S'b4 jc5 Kl1 kl18 s'k18", 'y', "-");
    assert!(has(&game, &pos, "a1xc5"));
    // Only two passed before b4.
    let pos = jpos(&game, "Pa1 S'a2 S'a3 jb4 Kl1 kl18 s'k18", 'y', "-");
    assert!(!has(&game, &pos, "a1xb4"));
    // A Chuktar does not bend.
    let pos = jpos(&game, "Ca1 S'a2 S'a3 S'b4 jc5 Kl1 kl18 s'k18", 'y', "-");
    assert!(!has(&game, &pos, "a1xc5"));
}

/// Spec: "The Pallan gets one change per move": a front turn spends it, so no vault after a
/// turn, and no turn during a move-then-vault's move.
#[test]
fn pallan_one_change() {
    let game = poron();
    // c3 north across the front to c7, turn NE to d8; a line e9 f10 g11 beyond would need a
    // turn and then a vault: h12 must not be reached.
    let pos = jpos(&game, "Pc3 S'e9 S'f10 S'g11 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    assert!(d.contains(&"d8".to_string()) && !d.contains(&"h12".to_string()));
}

// ---------------------------------------------------------------- promotion, Fluttember

/// Spec "Promotion": "A Swod reaching the last rank (by any move, vaults included) promotes
/// to any piece but the King, chosen by its player (each choice is a separate move)."
#[test]
fn promotion() {
    let game = poron();
    let pos = jpos(&game, "S'c17 Kl1 kl16 s'k18", 'y', "-");
    let n = notations(&game, &pos);
    let to_c18: Vec<&String> = n.iter().filter(|m| m.starts_with("c17-c18")).collect();
    assert_eq!(to_c18.len(), 7, "{n:?}");
    let next = after(&game, &pos, "c17-c18=P");
    assert_eq!(
        kind_at(&game, &next, "c18"),
        Some((Side::South, Kind::Pallan))
    );
    assert!(
        game.parse_move(&pos, "c17-c18").is_err(),
        "a choice is needed"
    );
    assert!(game.parse_move(&pos, "c17-c18=K").is_err());
    // By a vault: Swod c14 over c15 c16 c17 to c18.
    let pos = jpos(&game, "S'c14 s'c15 s'c16 s'c17 Kl1 kl13", 'y', "-");
    let next = after(&game, &pos, "c14-c18=D");
    assert_eq!(
        kind_at(&game, &next, "c18"),
        Some((Side::South, Kind::Deldar))
    );
    // A promoted Deldar has lost its first-move bonus (marked).
    assert!(game.format_position(&next).contains("D'"));
    // Blue promotes on rank 1.
    let pos = jpos(&game, "s'c2 Kl18 kl13 S'a2", 'b', "-");
    assert!(has(&game, &pos, "c2-c1=A"));
}

/// Spec "King's Fluttember": "swap his King with one of his Kapts or Chuktars, when the King
/// stands on its starting square and the other piece on a starting square of its type, the
/// King is not in Kaida, and the King's landing square is not attacked. Pieces between them
/// and attacked squares between them do not matter."
#[test]
fn fluttember() {
    let game = poron();
    let base = "Kh1 Ai1 Af1 Ca1 Cl1 S'g1 kf18 s'k18";
    let pos = jpos(&game, base, 'y', "YB");
    for m in ["h1<>i1", "h1<>f1", "h1<>a1", "h1<>l1"] {
        assert!(has(&game, &pos, m), "{m}");
    }
    let next = after(&game, &pos, "h1<>a1");
    assert_eq!(kind_at(&game, &next, "a1"), Some((Side::South, Kind::King)));
    assert_eq!(
        kind_at(&game, &next, "h1"),
        Some((Side::South, Kind::Chuktar))
    );
    assert!(!next.may_fluttember(Side::South), "once per game");
    // Not without the right.
    let pos = jpos(&game, base, 'y', "B");
    assert!(!has(&game, &pos, "h1<>i1"));
    // Not in Kaida: a Blue Jiktar on h8 attacks h1? h8 to h1 crosses 6|7? h8 is in Leem, h1
    // in Zhantil: restricted, so no. Use a Blue Chuktar h9 (one front): h8..h1 crosses one.
    let pos = jpos(&game, &format!("{base} ch9"), 'y', "YB");
    assert!(!has(&game, &pos, "h1<>i1"));
    // Not to an attacked landing square: a Blue Chuktar on i9 attacks i1 only.
    let pos = jpos(&game, &format!("{base} ci9"), 'y', "YB");
    assert!(!has(&game, &pos, "h1<>i1") && has(&game, &pos, "h1<>f1"));
    // The King off its square, or the Kapt on a Chuktar's square: no.
    let pos = jpos(&game, "Kh2 Ai1 kf18 s'k18", 'y', "YB");
    assert!(!has(&game, &pos, "h2<>i1"));
    let pos = jpos(&game, "Kh1 Aa1 kf18 s'k18", 'y', "YB");
    assert!(!has(&game, &pos, "h1<>a1"));
    // Attacked squares between do not matter: a Blue Chuktar on g9 attacks g1.
    let pos = jpos(&game, &format!("{base} cg9"), 'y', "YB");
    assert!(has(&game, &pos, "h1<>a1"));
    // Blue's too.
    let pos = jpos(&game, "kf18 ad18 Kh1 S'a2", 'b', "B");
    assert!(has(&game, &pos, "f18<>d18"));
}

// ---------------------------------------------------------------- Kaida and endings

/// Spec "Kaida": "counting every kind of capture (vaults, Pallan vaults, first-move double
/// moves). No move may leave one's own King in Kaida".
#[test]
fn kaida_from_a_vault() {
    let game = poron();
    // The Blue Jiktar c6 vaults south over c5 c4 c3 and could take the King on c2.
    let pos = jpos(&game, "Kc2 S'c3 S'c4 S'c5 jc6 Al1 kl18 s'k18", 'y', "-");
    assert!(game.in_kaida(&pos, Side::South));
    let mut moves = Vec::new();
    game.legal_moves(&pos, &mut moves);
    assert!(!moves.is_empty());
    for &mv in &moves {
        let mut next = pos.clone();
        game.play(&mut next, mv);
        assert!(
            !game.in_kaida(&next, Side::South),
            "{}",
            game.notation(&pos, mv)
        );
    }
    assert!(!has(&game, &pos, "l1-l2"), "the Kapt's move does not help");
    assert!(has(&game, &pos, "c2-b2"));
    // A Pallan's bent vault gives Kaida: a1 north over a2 a3, east over b3 to the King c3
    // (b2 blocks the plain diagonal).
    let pos = jpos(&game, "pa1 s'a2 s'a3 s'b3 S'b2 Kc3 kl18 s'k18", 'y', "-");
    assert!(game.in_kaida(&pos, Side::South));
    // A Deldar's first move: c3-c5 then d6 (d6 is no regular Deldar move from c3).
    let pos = jpos(&game, "dc3 Kd6 kl18 s'k18", 'y', "-");
    assert!(game.in_kaida(&pos, Side::South));
    let pos = jpos(&game, "d'c3 Kd6 kl18 s'k18", 'y', "-");
    assert!(!game.in_kaida(&pos, Side::South));
    // A Pallan's move then vault: Blue Pallan a9 to a4 (one front), then east over b4 c4 d4
    // to the King on e4.
    let pos = jpos(&game, "pa9 S'b4 S'c4 S'd4 Ke4 kl18 s'k18", 'y', "-");
    assert!(game.in_kaida(&pos, Side::South));
}

/// Spec "Hyrkaida (in Kaida with no legal move): the side to move loses. Score 1 point."
#[test]
fn hyrkaida() {
    let game = poron();
    // Yellow King a1, Blue Chuktars b10 (covers the b file) and a10 (gives Kaida down a).
    // a10 to a1 crosses one front (a7|a6): allowed.
    let pos = jpos(&game, "Ka1 ca10 cb10 kl18 s'k18", 'y', "-");
    let outcome = game.outcome(&pos).expect("finished");
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: Side::North,
            reason: EndReason::Hyrkaida
        }
    );
    assert_eq!(game.points(outcome), (0.0, 1.0));
}

/// Spec "Tikaida (not in Kaida, no legal move): the side to move loses. Score 1/2 point."
/// Yellow King a1: the Blue Jiktar c2 covers a2 and b2, the Chuktar b10 the b file (one
/// front); a1 itself is not attacked.
#[test]
fn tikaida() {
    let game = poron();
    let pos = jpos(&game, "Ka1 jc2 cb10 kl18 s'k18", 'y', "-");
    assert!(!game.in_kaida(&pos, Side::South));
    let outcome = game.outcome(&pos).expect("finished");
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: Side::North,
            reason: EndReason::Tikaida
        }
    );
    assert_eq!(game.points(outcome), (0.0, 0.5));
}

/// Spec "Nikaida": "a player whose King is his only piece has one move; if it captures his
/// opponent's last piece other than the King, leaving two bare Kings, the game is drawn (1/2
/// each), otherwise he loses (1/2 point to the winner)."
#[test]
fn nikaida() {
    let game = poron();
    // Yellow's King alone beside Blue's last other piece: capturing it draws.
    let pos = jpos(&game, "Kc3 s'c4 kl18", 'y', "-");
    assert_eq!(game.outcome(&pos), None, "the lone King has one move");
    let drawn = after(&game, &pos, "c3xc4");
    let outcome = game.outcome(&drawn).unwrap();
    assert_eq!(
        outcome,
        Outcome::Draw {
            reason: EndReason::NikaidaDraw
        }
    );
    assert_eq!(game.points(outcome), (0.5, 0.5));
    let lost = after(&game, &pos, "c3-b2");
    let outcome = game.outcome(&lost).unwrap();
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: Side::North,
            reason: EndReason::Nikaida
        }
    );
    assert_eq!(game.points(outcome), (0.0, 0.5));
    let mut moves = Vec::new();
    game.legal_moves(&lost, &mut moves);
    assert!(moves.is_empty());
    // Blue the same.
    let pos = jpos(&game, "kc3 S'c2 Kl18", 'b', "-");
    assert_eq!(
        game.outcome(&after(&game, &pos, "c3xc2")),
        Some(Outcome::Draw {
            reason: EndReason::NikaidaDraw
        })
    );
}

// ---------------------------------------------------------------- drills

/// Spec "Pastang": one drin, "Deldar Swod Deldar Deldar Swod Deldar", six Swods; "Vaulting
/// lines of 2 pieces are valid (captures after passing 2)"; "A Swod on the last rank becomes
/// a Deldar"; "the last side with pieces on the board wins (a side with no pieces or no
/// legal move loses)"; the Paktun-Hikdar variant promotes among the pieces in play.
#[test]
fn pastang() {
    let game = jikaida("pastang", &[]);
    let pos = game.start();
    assert_eq!(game.id(), "pastang");
    assert_eq!(
        game.format_position(&pos),
        "dsddsd/ssssss/6/6/SSSSSS/DSDDSD y -"
    );
    let pos = jpos(&game, "D'a1 S'a2 S'a3 d'f6", 'y', "-");
    assert!(destinations(&game, &pos, "a1").contains(&"a4".to_string()));
    let pos = jpos(&game, "D'a1 S'a2 S'a3 d'a4 d'f6", 'y', "-");
    assert!(has(&game, &pos, "a1xa4"));
    let pos = jpos(&game, "D'a1 S'a2 d'a3 d'f6", 'y', "-");
    assert!(!has(&game, &pos, "a1xa3"), "one piece passed is not enough");
    let pos = jpos(&game, "S'c5 d'f1", 'y', "-");
    let next = after(&game, &pos, "c5-c6");
    assert_eq!(
        kind_at(&game, &next, "c6"),
        Some((Side::South, Kind::Deldar))
    );
    let pos = jpos(&game, "S'c4 d'd5", 'y', "-");
    let next = after(&game, &pos, "c4xd5");
    assert_eq!(
        game.outcome(&next),
        Some(Outcome::Win {
            winner: Side::South,
            reason: EndReason::AllPiecesLost
        })
    );
    // a5 is blocked by a6 and may not take the Swod b6, Propt by the Deldar c6.
    let blocked = jpos(&game, "S'a5 s'a6 s'b6 d'c6", 'y', "-");
    assert_eq!(
        game.outcome(&blocked),
        Some(Outcome::Win {
            winner: Side::North,
            reason: EndReason::NoLegalMove
        })
    );
    let variant = jikaida("pastang", &[("pastang-back", "dtddhd")]);
    assert_eq!(
        variant.format_position(&variant.start()),
        "dhddtd/ssssss/6/6/SSSSSS/DTDDHD y -"
    );
    let pos = jpos(&variant, "S'c5 d'f1", 'y', "-");
    let n: Vec<String> = notations(&variant, &pos)
        .into_iter()
        .filter(|m| m.starts_with("c5-c6"))
        .collect();
    // notations() sorts: D, H, T.
    assert_eq!(n, ["c5-c6=D", "c5-c6=H", "c5-c6=T"]);
}

/// Spec "Stikitche": two drins, Pallan c1 King d1, Pallan c12 King d12; "Win by Hyrkaida or
/// by capturing the Pallan (Nikaida; if both Pallans fall the game is drawn)". Seed: "Note
/// that this can even happen with the first move of the game."
#[test]
fn stikitche() {
    let game = jikaida("stikitche", &[]);
    let pos = game.start();
    assert_eq!(
        game.format_position(&pos),
        "2pk2/6/6/6/6/6/6/6/6/6/6/2PK2 y -"
    );
    // The first move takes the Blue Pallan (c1 to c12 crosses one front); Blue's lone King
    // has one move, and its only legal one retakes: two bare Kings, a draw.
    let next = after(&game, &pos, "c1xc12");
    assert_eq!(game.outcome(&next), None);
    assert_eq!(crate::support::notations(&game, &next), ["d12xc12"]);
    let drawn = after(&game, &next, "d12xc12");
    assert_eq!(
        game.outcome(&drawn),
        Some(Outcome::Draw {
            reason: EndReason::NikaidaDraw
        })
    );
    // A Pallan taken out of reach: every reply of the lone King loses.
    let pos = jpos(&game, "Pa1 Kf1 kd12 pa6", 'y', "-");
    let next = after(&game, &pos, "a1xa6");
    let mut moves = Vec::new();
    game.legal_moves(&next, &mut moves);
    assert!(!moves.is_empty());
    for mv in moves {
        let mut lost = next.clone();
        game.play(&mut lost, mv);
        assert_eq!(
            game.outcome(&lost),
            Some(Outcome::Win {
                winner: Side::South,
                reason: EndReason::Nikaida
            })
        );
    }
}

/// Spec "Drak's City": "Vaulting is the only legal move (the Pallan may move then vault, or
/// bend); only Pallans capture (friendly pieces too). A Swod on the last rank becomes a
/// Pallan. A side that has lost its Pallan and all its Swods loses; a side with no legal move
/// loses (option: it passes)."
#[test]
fn draks_city() {
    let game = jikaida("draks-city", &[]);
    let pos = game.start();
    assert_eq!(
        game.format_position(&pos),
        "6/1ssps1/1ssss1/1ssss1/1ssss1/6/6/1SSSS1/1SSSS1/1SSSS1/1SPSS1/6 y -"
    );
    let mut moves = Vec::new();
    game.legal_moves(&pos, &mut moves);
    // Every move is a vault: no move to a neighbouring square.
    let g = game.geometry();
    for m in &moves {
        let (df, dr) = (
            g.file(m.from) as i32 - g.file(m.to) as i32,
            g.rank(m.from) as i32 - g.rank(m.to) as i32,
        );
        assert!(df.abs().max(dr.abs()) >= 2, "{m:?}");
    }
    // Swods vault without capturing: S'b3 over b4? Build: Swod a1 N over a2 a3 a4 (enemy a5
    // beyond) does not capture; the Pallan does, friend or foe.
    let pos = jpos(
        &game,
        "S'a1 S'a2 S'a3 S'a4 s'a5 Pb1 S'c1 S'd1 S'e1 S'f1 pf12",
        'y',
        "-",
    );
    assert!(!has(&game, &pos, "a1xa5"));
    assert!(has(&game, &pos, "b1xf1"), "the Pallan takes a friend");
    // A Swod reaching the last rank becomes a Pallan.
    let pos = jpos(&game, "S'c8 s'c9 s'c10 s'c11 pa1", 'y', "-");
    let next = after(&game, &pos, "c8-c12");
    assert_eq!(
        kind_at(&game, &next, "c12"),
        Some((Side::South, Kind::Pallan))
    );
    // Losing the Pallan and every Swod loses.
    let pos = jpos(&game, "Pa1 S'a2 S'a3 S'a4 pa5", 'y', "-");
    let next = after(&game, &pos, "a1xa5");
    assert_eq!(
        game.outcome(&next),
        Some(Outcome::Win {
            winner: Side::South,
            reason: EndReason::CityLost
        })
    );
    // Other pieces do not keep a side alive.
    let pos = jpos(&game, "D'c1 pa5 s'a4 s'a3 s'a2", 'y', "-");
    assert_eq!(
        game.outcome(&pos),
        Some(Outcome::Win {
            winner: Side::North,
            reason: EndReason::CityLost
        })
    );
    // No legal move loses, or with no-moves=passes passes.
    let stuck = "S'a1 pf12 s'f11 s'f10 s'f9";
    let pos = jpos(&game, stuck, 'y', "-");
    assert_eq!(
        game.outcome(&pos),
        Some(Outcome::Win {
            winner: Side::North,
            reason: EndReason::NoLegalMove
        })
    );
    let passing = jikaida("draks-city", &[("no-moves", "passes")]);
    let pos = jpos(&passing, stuck, 'y', "-");
    assert_eq!(notations(&passing, &pos), ["pass"]);
    let next = after(&passing, &pos, "pass");
    assert_eq!(passing.side_to_move(&next), Side::North);
}

// ---------------------------------------------------------------- variations

/// Spec "Variations": two ranks of Swods; Porondwa (two ranks of Deldars).
#[test]
fn setup_variations() {
    let game = jikaida("jikaida", &[("swod-ranks", "2")]);
    let pos = game.start();
    assert_eq!((pos.count(Side::South), pos.count(Side::North)), (48, 48));
    assert!(
        game.format_position(&pos)
            .contains("/SSSSSSSSSSSS/SSSSSSSSSSSS/DDDDDDDDDDDD/")
    );
    let game = jikaida("jikaida", &[("deldar-ranks", "2")]);
    let pos = game.start();
    assert!(
        game.format_position(&pos)
            .contains("/SSSSSSSSSSSS/DDDDDDDDDDDD/DDDDDDDDDDDD/")
    );
}

/// Spec "Variations": "Deldar moving and capturing only two squares, or also one square
/// without capture".
#[test]
fn deldar_variations() {
    let two = jikaida("jikaida", &[("deldar", "two-only")]);
    let pos = jpos(&two, "D'd4 s'd5 Kl1 kl18 s'k18", 'y', "-");
    assert_eq!(
        destinations(&two, &pos, "d4"),
        names(&["b2", "b4", "b6", "d2", "f2", "f4", "f6"])
    );
    let one = jikaida("jikaida", &[("deldar", "one-without-capture")]);
    let pos = jpos(&one, "D'd4 s'd5 s'f6 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&one, &pos, "d4");
    assert!(
        !d.contains(&"d5".to_string())
            && d.contains(&"f6".to_string())
            && d.contains(&"e5".to_string())
    );
}

/// Spec "Variations": the Pallan crossing two fronts; the Kapt turning at fronts.
#[test]
fn pallan_and_kapt_variations() {
    let game = poron();
    let pos = jpos(&game, "Pe5 Kl1 kl18 s'k18", 'y', "-");
    assert!(!destinations(&game, &pos, "e5").contains(&"g7".to_string()));
    let two = jikaida("jikaida", &[("pallan-fronts", "2")]);
    let pos = jpos(&two, "Pe5 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&two, &pos, "e5");
    assert!(d.contains(&"g7".to_string()) && d.contains(&"e13".to_string()));
    let pos = jpos(&game, "Ac3 Kl1 kl18 s'k18", 'y', "-");
    assert!(!destinations(&game, &pos, "c3").contains(&"d8".to_string()));
    let kapt = jikaida("jikaida", &[("kapt-turn", "yes")]);
    let pos = jpos(&kapt, "Ac3 Kl1 kl18 s'k18", 'y', "-");
    assert!(destinations(&kapt, &pos, "c3").contains(&"d8".to_string()));
}

/// Spec "Variations": threefold repetition as a draw, off by default.
#[test]
fn repetition_option() {
    let game = poron();
    assert_eq!(game.repetition(&game.start()), None);
    let game = jikaida("jikaida", &[("repetition", "draw")]);
    assert_eq!(
        game.repetition(&game.start()),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
}

/// Rules README: "a vault and a slide to the same empty square leaving the same position are
/// one move; keep one representative path (shortest, then latest turn)". The Deldar's c3-c5
/// is a plain two-square move and also a split first move (1 + 1): one move, shown as the
/// straight step c3 c4 c5. In the bent-vault diagram f15 is reached by a bend at d15 (over
/// b17 c16 d15 e15) and by a18-a15 then a vault (8 squares): the bend, shorter, is shown.
#[test]
fn one_move_per_outcome_with_the_shortest_path() {
    use jikai_rules::{CaptureCause, Effect};
    let game = poron();
    let sq = |n: &str| game.geometry().parse_square(n).unwrap();
    let pos = jpos(&game, "Dc3 Kl1 kl18 s'k18", 'y', "-");
    let mv = game.parse_move(&pos, "c3-c5").unwrap();
    let mut moves = Vec::new();
    game.legal_moves(&pos, &mut moves);
    assert_eq!(
        moves
            .iter()
            .filter(|m| m.from == mv.from && m.to == mv.to)
            .count(),
        1
    );
    assert_eq!(
        game.effects(&pos, mv),
        [Effect::Step {
            path: vec![sq("c3"), sq("c4"), sq("c5")]
        }]
    );
    let pieces = "pa18 s'b17 s'c16 s'd15 s'e14 s'c15 s'c14 s'd16 s'e16 s'b15 s'e15 Kl1 S'a2 kl17";
    let pos = jpos(&game, pieces, 'b', "-");
    let mv = game.parse_move(&pos, "a18-f15").unwrap();
    assert_eq!(
        game.effects(&pos, mv),
        [Effect::Vault {
            from: sq("a18"),
            over: ["b17", "c16", "d15", "e15"].map(&sq).to_vec(),
            to: sq("f15"),
        }]
    );
    // A vault capture is a capture by vault.
    let pos = jpos(
        &game,
        "Je4 S'e5 D'e6 S'e7 S'e8 s'e9 Kl1 kl18 s'k18",
        'y',
        "-",
    );
    let mv = game.parse_move(&pos, "e4xe9").unwrap();
    let effects = game.effects(&pos, mv);
    assert_eq!(
        effects.last(),
        Some(&Effect::Capture {
            at: sq("e9"),
            cause: CaptureCause::Vault
        })
    );
}

/// "Every special rule tested from both sides": Blue's Pallan c16 crosses the 13|12 front
/// going south and turns on c12 to d11 e10 f9 and b11 a10 (the mirror of Yellow's c3).
#[test]
fn blue_pallan_turns() {
    let game = poron();
    let pos = jpos(&game, "pc16 Kl1 S'a2 kl18", 'b', "-");
    let d = destinations(&game, &pos, "c16");
    for s in ["d11", "e10", "f9", "b11", "a10"] {
        assert!(d.contains(&s.to_string()), "{s}");
    }
    assert!(!d.contains(&"g8".to_string()) && !d.contains(&"c6".to_string()));
}

/// Spec "Fronts and movement classes", the row fronts: a restricted piece beside the 6|7
/// front (Jiktar c6) crosses it on its first step and slides on to c12, not across 12|13; a
/// one-front piece (Chuktar c3) crosses 6|7 and stops before 12|13; a free piece (King c6)
/// steps across. Blue's side: the Jiktar c13 crosses 13|12 going south to c7.
#[test]
fn row_fronts_for_each_class() {
    let game = poron();
    let pos = jpos(&game, "Jc6 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c6");
    assert!(d.contains(&"c7".to_string()) && d.contains(&"c12".to_string()));
    assert!(!d.contains(&"c13".to_string()));
    let pos = jpos(&game, "Cc3 Kl1 kl18 s'k18", 'y', "-");
    let d = destinations(&game, &pos, "c3");
    assert!(d.contains(&"c12".to_string()) && !d.contains(&"c13".to_string()));
    let pos = jpos(&game, "Kc6 kl18 s'k18", 'y', "-");
    assert!(destinations(&game, &pos, "c6").contains(&"c7".to_string()));
    let pos = jpos(&game, "jc13 Kl1 S'a2 kl18", 'b', "-");
    let d = destinations(&game, &pos, "c13");
    assert!(d.contains(&"c7".to_string()) && !d.contains(&"c6".to_string()));
}

/// Seed, Pastang: "the pattern of Deldars in the back row may be anything as long as it is
/// symmetrical"; "removes either the two swods or the two middle Deldars from the back row
/// and replaces them with one Paktun and one Hikdar".
#[test]
fn pastang_back_ranks() {
    for (option, south) in [
        ("sdddds", "SDDDDS"),
        ("ddssdd", "DDSSDD"),
        ("dsthsd", "DSTHSD"),
    ] {
        let game = jikaida("pastang", &[("pastang-back", option)]);
        let text = game.format_position(&game.start());
        let north: String = south.chars().rev().collect::<String>().to_lowercase();
        assert_eq!(
            text,
            format!("{north}/ssssss/6/6/SSSSSS/{south} y -"),
            "{option}"
        );
    }
    let game = jikaida("pastang", &[("pastang-back", "dsthsd")]);
    assert_eq!(
        game.promotions(),
        [Kind::Hikdar, Kind::Paktun, Kind::Deldar]
    );
}

/// rules/jikaida.md, "Drills (each a separate game mode)": each game's option table lists
/// only what changes it (issue 18, item 5): Pastang's back rank only in Pastang, Drak's
/// City's no-move rule only there, Poron's ranks only in Poron, the Pallan's where there is
/// one.
#[test]
fn each_jikaida_game_lists_only_its_own_options() {
    let keys = |id: &str| -> Vec<&'static str> {
        jikai_rules::option_table(id)
            .unwrap()
            .into_iter()
            .map(|o| o.key)
            .collect()
    };
    let poron = keys("jikaida");
    for own in [
        "swod-ranks",
        "deldar-ranks",
        "kapt-turn",
        "pallan-turn",
        "deldar",
    ] {
        assert!(poron.contains(&own), "{own} in {poron:?}");
    }
    for other in ["pastang-back", "no-moves"] {
        assert!(!poron.contains(&other), "{other} in {poron:?}");
    }
    let pastang = keys("pastang");
    assert!(pastang.contains(&"pastang-back") && pastang.contains(&"deldar"));
    assert!(!pastang.contains(&"pallan-turn") && !pastang.contains(&"swod-ranks"));
    let draks = keys("draks-city");
    assert!(draks.contains(&"no-moves") && draks.contains(&"pallan-fronts"));
    assert!(!draks.contains(&"pastang-back") && !draks.contains(&"deldar"));
    let stikitche = keys("stikitche");
    assert!(stikitche.contains(&"pallan-turn") && !stikitche.contains(&"no-moves"));
}

/// Spec "Nikaida": a bare King's one move draws at best, so he could not win, and his
/// opponent's flag is a draw (docs/rules.md, "Clocks"); every move of his from a bare
/// position here ends the game without a win for him. Pastang has no King: a lone Swod
/// could still win.
#[test]
fn a_bare_king_could_not_win() {
    let game = poron();
    let pos = jpos(&game, "Kc3 s'c4 kl18", 'y', "-");
    let (yellow, blue) = (game.side_to_move(&pos), game.side_to_move(&pos).opponent());
    assert!(!game.could_win(&pos, yellow));
    assert!(game.could_win(&pos, blue));
    let mut moves = Vec::new();
    game.legal_moves(&pos, &mut moves);
    assert!(!moves.is_empty());
    for mv in moves {
        let mut next = pos.clone();
        game.play(&mut next, mv);
        assert!(!matches!(
            game.outcome(&next),
            Some(Outcome::Win { winner, .. }) if winner == yellow
        ));
    }
    assert_eq!(
        jikai_rules::flag_outcome(&game, &pos, blue),
        Outcome::Draw {
            reason: EndReason::TimeDraw
        }
    );
    let pastang = jikaida("pastang", &[]);
    let lone = pastang
        .parse_position("6/6/6/6/6/S5 y -")
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(pastang.could_win(&lone, yellow));
}
