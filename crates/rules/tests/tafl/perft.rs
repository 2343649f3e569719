//! Tafl perft: from the start and from hand-built positions. Depth 1 (and 2 where shown) is
//! counted by hand in the comments; deeper counts come from `crates/rules/tests/reference/tafl_perft.py`,
//! an implementation written from `tafl.md` alone, independently of the Rust move generator.

use crate::support::{notations, tafl, tafl_position};
use jikai_rules::{Game, divide, perft};

fn counts(game: &jikai_rules::tafl::Tafl, mut pos: jikai_rules::tafl::TaflPosition) -> Vec<u64> {
    (1..=3).map(|d| perft(game, &mut pos, d)).collect()
}

/// From the start, each attacker group (south: d1 e1 f1 g1 h1 f2) has d1: d2-d5, c1, b1 = 6,
/// h1: 6, e1: e2-e4 = 3, g1: 3, f1: 0, f2: f3, g2-k2, e2-a2 = 11, so 29; four groups: 116.
#[test]
fn start_position() {
    let game = tafl(&[]);
    let mut pos = game.start();
    let expected = [1, 116, 6788, 806_344];
    for (depth, n) in expected.iter().enumerate() {
        assert_eq!(perft(&game, &mut pos, depth as u32), *n, "depth {depth}");
    }
    assert_eq!(
        pos,
        game.start(),
        "perft leaves the position as it found it"
    );
}

/// Defenders: king c1 on the edge, attacker c3. King: b1, a1 (corner), d1-j1, k1 (corner),
/// c2 = 11. Replies by c3: 20 moves (c4-c11, c2, c1, d3-k3, b3, a3), 18 after c1-c2; none
/// after an escape to a1 or k1: 8 * 20 + 18 = 178.
#[test]
fn king_near_the_edge() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["c3"], &[], Some("c1"), 'd');
    assert_eq!(counts(&game, pos), [11, 178, 3422]);
}

/// Attacker c3 alone against defender b1: c4-c11, c2, c1, d3-k3, b3, a3 = 20, and c3-c1
/// takes b1 against the corner a1.
#[test]
fn capture_against_a_corner() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["c3"], &["b1"], Some("f6"), 'a');
    assert_eq!(counts(&game, pos), [20, 727, 13673]);
    assert!(notations(&game, &pos).contains(&"c3-c1xb1".to_string()));
}

/// f9: f10, f11, f8, e9-a9 = 8; d5: d6-d11, d4-d1, c5-a5 = 13; total 21. f9-f8 takes f7
/// against the empty throne.
#[test]
fn capture_against_the_empty_throne() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["f9", "d5"], &["f7", "e5", "g9"], Some("j9"), 'a');
    assert_eq!(counts(&game, pos), [21, 1271, 34055]);
    assert!(notations(&game, &pos).contains(&"f9-f8xf7".to_string()));
}

/// e7: 4 + 6 + 4 = 14, g7: 14, f10: 1 + 2 + 5 + 5 = 13; total 41. f10-f8 takes the king
/// beside the empty throne by default; with throne=strict he then has 6 moves south.
#[test]
fn king_beside_the_empty_throne() {
    for (option, line, deeper) in [
        ("hostile", 0, [41, 460, 23039]),
        ("strict", 6, [41, 466, 23313]),
    ] {
        let game = tafl(&[("throne", option)]);
        let mut pos = tafl_position(&game, &["e7", "g7", "f10"], &[], Some("f7"), 'a');
        assert_eq!(counts(&game, pos), deeper, "throne={option}");
        let lines = divide(&game, &mut pos, 2);
        let f10_f8 = lines
            .iter()
            .find(|(m, _)| game.notation(&pos, *m).starts_with("f10-f8"));
        assert_eq!(f10_f8.map(|l| l.1), Some(line), "throne={option}");
    }
}

/// d5: 6 + 4 + 3 + e5 = 14, e7: 4 + 4 + 6 = 14, g5: 6 + 4 + 4 = 14, e3: 2 + 4 + 6 = 12;
/// total 54. d5-e5 takes three pieces at once.
#[test]
fn triple_capture() {
    let game = tafl(&[]);
    let pos = tafl_position(
        &game,
        &["d5", "e7", "g5", "e3"],
        &["e6", "f5", "e4"],
        Some("j2"),
        'a',
    );
    assert_eq!(counts(&game, pos), [54, 2854, 161_037]);
    assert!(notations(&game, &pos).contains(&"d5-e5xe6xf5xe4".to_string()));
    let game = tafl(&[("armed-king", "no")]);
    let pos = tafl_position(
        &game,
        &["d5", "e7", "g5", "e3"],
        &["e6", "f5", "e4"],
        Some("j2"),
        'a',
    );
    assert_eq!(perft(&game, &mut pos.clone(), 3), 161_426);
}

/// f7, e6, g6: 14 each (the throne's neighbours), f3: f4, f5, f2, f1, g3-k3, e3-a3 = 14;
/// total 56. f3-f5 takes the king on the throne.
#[test]
fn king_on_the_throne() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["f7", "e6", "g6", "f3"], &[], Some("f6"), 'a');
    assert_eq!(counts(&game, pos), [56, 322, 19376]);
    assert!(notations(&game, &pos).contains(&"f3-f5xf6#".to_string()));
}

/// a5: a4-a2, b5-k5 = 13; a7: a8-a10, b7-k7 = 13; c6: c7-c11, c5-c1, b6, and d6, e6, g6-k6
/// (over the empty throne, not on it) = 18; total 44. No move takes the king on the edge.
#[test]
fn king_on_the_edge_is_immune() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["a5", "a7", "c6"], &[], Some("a6"), 'a');
    assert_eq!(counts(&game, pos), [44, 278, 12258]);
    assert!(notations(&game, &pos).iter().all(|n| !n.contains('x')));
}

/// King c3: 8 + 2 + 8 + 2 = 20, defender d5: 6 + 3 + 7 = 16; total 36. The armed king takes
/// d4 against d5 by moving to d3; unarmed, he takes nothing.
#[test]
fn armed_and_unarmed_king() {
    for (armed, capture, deep) in [("yes", "c3-d3xd4", 20380), ("no", "c3-d3", 20680)] {
        let game = tafl(&[("armed-king", armed)]);
        let pos = tafl_position(&game, &["d4"], &["d5"], Some("c3"), 'd');
        assert_eq!(counts(&game, pos)[0], 36);
        assert_eq!(counts(&game, pos)[2], deep);
        assert!(
            notations(&game, &pos).contains(&capture.to_string()),
            "armed-king={armed}"
        );
    }
}

/// A middle game with every kind of piece, both option sets.
#[test]
fn middle_game() {
    let text =
        "/3ttt1t3/1T3t5/2t4t3/t5T3t/t4T4t/tt1T1K1Tt1t/t1TT1T2t1t/t3T5t/2t2T1T3/1t3t5/3t1t1t3/ d";
    let game = tafl(&[]);
    assert_eq!(
        perft(&game, &mut game.parse_position(text).unwrap(), 3),
        1_082_281
    );
}
