//! Jacks and Witches perft: from the start and from hand-built positions, one per mechanic.
//! Depth 1 (and 2 where shown) is counted by hand in the comments; deeper counts come from
//! `crates/rules/tests/reference/witches_perft.py`, written from `witches.md` and the seed alone,
//! independently of the Rust move generator (the two agree on every count below and on the
//! divides of some 800 positions from random games).
//!
//! Colours: a square is dark when file index (y = 1 ... j = 12) + rank is even.

use crate::support::witches;
use jikai_rules::{Game, perft};

fn counts(options: &[(&str, &str)], text: &str, depth: u32) -> Vec<u64> {
    let game = witches(options);
    let mut pos = game.parse_position(text).expect("test position parses");
    let before = pos;
    let n = (1..=depth).map(|d| perft(&game, &mut pos, d)).collect();
    assert_eq!(pos, before, "perft leaves the position as it found it");
    n
}

/// From the start (witches.md, Board, Setup): Pawns y2 z2 a2 b2 g2 h2 i2 j2, one or two
/// steps = 16; Lions y1 (y3, a3) and j1 (j3, h3) = 4; Can(n)ons z1 and i1 shoot up their file
/// over their own Pawn onto the Black Pawn on z7 / i7, ending Pao or Vao, and flip = 3 each
/// = 6; Rooks 0; Knights b1 (a3, c3, d2) and g1 (h3, f3, e2) = 6; Bishops c1-d2, f1-e2 = 2
/// (e3, d3 are holes); Witch d1: d2; c2 b3 a4 z5 y6; e2 f3 g4 h5 i6 = 11; King e1: d2 e2 f2
/// = 3; drops J@c2..f2 = 4. Total 52.
#[test]
fn start_position() {
    assert_eq!(
        counts(&[], jikai_rules::witches::START, 3),
        [52, 2681, 138_417]
    );
}

/// Jacks (seed: "It moves (and captures) from its eye, as a Wazir if the Kings are on squares
/// of the same color, and as a Firz otherwise"; "may move as an inverted Wazir to its current
/// position"; "parachuted ... on one of the free central squares"). White K c1 (dark), Black
/// K d8 (dark): Wazir. Jack d2, eye e2 empty: e1, f2 (capture of the Knight), d2 itself (the
/// stay), e3 is a hole = 3. Jack j5: its eye y5 holds a Pawn = 0. King c1: b1, b2, c2 (d1 is
/// attacked by the Knight f2) = 3. Drops: c2, e2 = 2. Total 8.
/// With the Black King on c8 (light): Ferz, Jack d2 from e2: d1, f1, f3 = 3, no stay: 8; with
/// jack-stay=always the stay is added: 9.
#[test]
fn jacks_eye_colour_stay_and_drops() {
    let wazir = "5k6/12/5**5/p3****3J/4****4/5**5/5J1n4/4K7 w J - T 0 1";
    let ferz = "4k7/12/5**5/p3****3J/4****4/5**5/5J1n4/4K7 w J - T 0 1";
    assert_eq!(counts(&[], wazir, 3), [8, 76, 698]);
    assert_eq!(counts(&[], ferz, 3), [8, 80, 749]);
    assert_eq!(counts(&[("jack-stay", "always")], ferz, 3), [9, 90, 870]);
}

/// The seed's drag ("A Witch on z5, by going to c2, drags to b3 any non-Witch enemy piece
/// which was previously immobilized on y6"). White Witch z5: N z6 z7 z8 = 3, S z4..z1 = 4,
/// W y5 = 1, E a5 b5 (c5 hole) = 2, NE a6 b7 c8 = 3, SE a4 b3 c2 d1 = 4 (each drags y6),
/// SW y4 = 1: 18; King j1: i1 i2 j2 = 3. Total 21.
/// Depth 2: the Pawn y6 stays next to the Witch after z6, z7, y5, the four drags and the
/// three King moves (10 moves): Black has only K j8: i8 i7 j7 = 3, so 30; after the other
/// 11 Witch moves the Pawn is free: 4 replies each = 44. Total 74.
#[test]
fn witch_drags() {
    assert_eq!(
        counts(
            &[],
            "11k/12/p4**5/1W2****4/4****4/5**5/12/11K w - - T 0 1",
            3
        ),
        [21, 74, 1622]
    );
}

/// The Witch's teleport drag ("A Witch commuting away from a teleporter drags one adjacent
/// non-Witch enemy piece onto the teleporter it left (the player chooses which)"). White
/// Witch c3, Black Rook b4 and Bishop c2 (both immobilized). Lines: W b3 a3 z3 y3 = 4, SE d2
/// e1 (dragging b4, directly behind) = 2, SW b2 a1 = 2, the rest holes or pieces: 8.
/// Commutes to f3, c6, f6 dragging b4 or c2: 6. King y1: y2 z1 z2 = 3. Total 17; with
/// teleporting disabled, 11.
#[test]
fn witch_commutes_and_drags_onto_the_teleporter() {
    let on = "11k/12/5**5/4****4/3r****4/4W**5/4b7/K11 w - - T 0 1";
    let off = "11k/12/5**5/4****4/3r****4/4W**5/4b7/K11 w - - - 0 1";
    assert_eq!(counts(&[], on, 3), [17, 204, 3591]);
    assert_eq!(counts(&[], off, 3), [11, 102, 1778]);
}

/// Can(n)ons (spec: "two moves per destination", "Flipping mode without moving is also a
/// move"). Pao c3: S c2 c1, W b3, and c3xy3 over the screen a3: 4 destinations x 2 modes = 8;
/// flip 1; commutes to f3, c6, f6 x 2 modes = 6: 15. Pawn a3-a4 1. King j1: 3. Total 19.
/// As a Vao: b4 a5 z6 y7, d2 e1, b2 a1 = 8 x 2 = 16, flip 1, commutes 6: 23, + 4 = 27.
#[test]
fn cannons_shoot_move_and_flip() {
    let pao = "11k/12/5**5/4****4/4****4/n1P1C**5/12/11K w - - T 0 1";
    let vao = "11k/12/5**5/4****4/4****4/n1P1V**5/12/11K w - - T 0 1";
    assert_eq!(counts(&[], pao, 3), [19, 125, 2780]);
    assert_eq!(counts(&[], vao, 3), [27, 189, 4626]);
}

/// The exclusion rule and the check it cancels (spec: "neither does a capture the exclusion
/// rule forbids"). White K f3 and Rook c6 on teleporters, Black Rook j3: j3xf3 would put a
/// Black Rook on a teleporter beside a White one, so no check. King: g4 g2 f2 e2 (g3 is
/// attacked) = 4, commutes to c3, f6 = 2; Rook c6: every move off the teleporters exposes
/// the King = 0, commutes to c3, f6 = 2. Total 8; teleporting disabled: 4.
/// Black to move: Rook i3 h3 g3 j1 j2 j4 j5 j6 j7 = 9 (not xf3), King 3: 12.
#[test]
fn exclusion_rule() {
    let on = "11k/12/4R**5/4****4/4****4/5**K3r/12/12 w - - T 0 1";
    let off = "11k/12/4R**5/4****4/4****4/5**K3r/12/12 w - - - 0 1";
    let black = "11k/12/4R**5/4****4/4****4/5**K3r/12/12 b - - T 0 1";
    assert_eq!(counts(&[], on, 3), [8, 96, 1260]);
    assert_eq!(counts(&[], off, 1), [4]);
    assert_eq!(counts(&[], black, 3), [12, 133, 1912]);
}

/// The endgame rule ("when a King reaches the starting line of its opponent, the teleporters
/// are disabled"). White K i7: 8 moves. Black: Knight c6 d8 b8 e7 a7 a5 b4 = 6 and commutes
/// to c3 f3 f6 = 3, King y3: y2 y4 z2 z3 z4 = 5: 14; after i7-h8, i7-i8, i7-j8 teleporting
/// is off: 11. Depth 2: 5 x 14 + 3 x 11 = 103.
#[test]
fn endgame_rule_disables_teleporting() {
    assert_eq!(
        counts(
            &[],
            "12/10K1/4n**5/4****4/4****4/k4**5/12/12 w - - T 0 1",
            3
        ),
        [8, 103, 609]
    );
}

/// Promotion into the seven non-royal pieces, and en passant. Pawn b7: b8 and xa8, each
/// into W L C R N B J = 14; Pawn g5: g6 and g5xh6 e.p. = 2; King y1: 3. Total 19.
#[test]
fn promotion_and_en_passant() {
    assert_eq!(
        counts(
            &[],
            "2r8k/3P8/5**5/4****Pp2/4****4/5**5/12/K11 w - h6 T 0 1",
            3
        ),
        [19, 206, 2607]
    );
}

/// Immobilized Kings give no check; a King dragged. White K a8, Witch z7; Black K y8
/// immobilized. Witch: z8 1, z6..z1 6, y7 1, a7..j7 10, a6 and b5 dragging the King 2, y6 1:
/// 21; King: z8 (next to the immobilized King), b8, a7, b7 = 4. Total 25.
/// Depth 2: Black has only its King, still immobilized (stalemate) after z7-z8, z7-y7, the
/// two drags and the King moves; after the other 17 Witch moves only y8-y7 (z7 and z8 touch
/// the White King): 17.
#[test]
fn immobilized_king_and_dragged_king() {
    assert_eq!(
        counts(
            &[],
            "k1K9/1W10/5**5/4****4/4****4/5**5/12/12 w - - - 0 1",
            3
        ),
        [25, 17, 395]
    );
}

/// Mate by a King moving next to its immobilized opposite number (seed: "by moving adjacent
/// to its immobilized opposite number"). White K y6, Witch z7; Black K y8 immobilized.
/// King y6: y5 z5 z6 y7 = 4 (y7 touches the frozen King and mates); Witch: z8 1, z6..z1 6,
/// y7 1, a7..j7 10, NE a8 1, SE a6 b5 2 (each dragging y8), NW y8 occupied, SW y6 own: 21.
/// Total 25. After y6-y7 Black has no move (mate).
#[test]
fn mate_by_the_king() {
    let game = witches(&[]);
    let text = "k11/1W10/K4**5/4****4/4****4/5**5/12/12 w - - T 0 1";
    let mut pos = game.parse_position(text).unwrap();
    let lines = jikai_rules::divide(&game, &mut pos, 2);
    assert_eq!(lines.len(), 25);
    let mate = lines
        .iter()
        .find(|(m, _)| game.notation(&pos, *m) == "Ky6-y7#")
        .expect("the mate");
    assert_eq!(mate.1, 0);
    assert_eq!(counts(&[], text, 3), [25, 17, 403]);
}

/// The position seen from the other side: ranks reversed, colours swapped (the board, holes,
/// teleporters and drop squares are symmetric; both Kings change square colour together, so
/// the Jacks keep their mode).
fn mirror(text: &str) -> String {
    let f: Vec<&str> = text.split(' ').collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let board: Vec<String> = f[0].split('/').rev().map(swap).collect();
    let side = if f[1] == "w" { "b" } else { "w" };
    let hand = if f[2] == "-" {
        "-".to_string()
    } else {
        let white = f[2].matches('J').count();
        let black = f[2].matches('j').count();
        "J".repeat(black) + &"j".repeat(white)
    };
    let ep = if f[3] == "-" {
        "-".to_string()
    } else {
        let rank: u8 = f[3][1..].parse().unwrap();
        format!("{}{}", &f[3][..1], 9 - rank)
    };
    format!(
        "{} {side} {hand} {ep} {} {} {}",
        board.join("/"),
        f[4],
        f[5],
        f[6]
    )
}

/// Every rule works the same for Black as for White: each position above and the start,
/// mirrored, has the same counts.
#[test]
fn mirrored_positions_count_the_same() {
    for text in [
        jikai_rules::witches::START,
        "5k6/12/5**5/p3****3J/4****4/5**5/5J1n4/4K7 w J - T 0 1",
        "4k7/12/5**5/p3****3J/4****4/5**5/5J1n4/4K7 w J - T 0 1",
        "11k/12/p4**5/1W2****4/4****4/5**5/12/11K w - - T 0 1",
        "11k/12/5**5/4****4/3r****4/4W**5/4b7/K11 w - - T 0 1",
        "11k/12/5**5/4****4/4****4/n1P1C**5/12/11K w - - T 0 1",
        "11k/12/4R**5/4****4/4****4/5**K3r/12/12 w - - T 0 1",
        "12/10K1/4n**5/4****4/4****4/k4**5/12/12 w - - T 0 1",
        "2r8k/3P8/5**5/4****Pp2/4****4/5**5/12/K11 w - h6 T 0 1",
        "k1K9/1W10/5**5/4****4/4****4/5**5/12/12 w - - - 0 1",
        "lc1nb1kb1rvl/pprp2n1p2p/W2w1**2pp1/2p1****4/1P2****4/L4**4L/P1PP1NJ1PPPP/V1R1B1KBNRC1 b Jjj - T 0 8",
    ] {
        let depth = if text == jikai_rules::witches::START {
            2
        } else {
            3
        };
        assert_eq!(
            counts(&[], text, depth),
            counts(&[], &mirror(text), depth),
            "{text} / {}",
            mirror(text)
        );
    }
}
