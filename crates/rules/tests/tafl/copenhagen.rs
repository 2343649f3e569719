//! Copenhagen Hnefatafl (`preset=copenhagen`), each test quoting aagenielsen.dk's rules
//! text dated 21.12.2024 ("Copenhagen Hnefatafl"; its diagrams redrawn here as piece lists)
//! or the spec's rule-set row (`tafl.md`, Options: "Copenhagen (edge forts, shieldwall
//! capture, king captured by three beside the throne, repetition loses for the defenders)").

use crate::support::{notations, tafl, tafl_position};
use jikai_rules::tafl::{Piece, Tafl, TaflOptions, TaflPosition};
use jikai_rules::{Choice, EndReason, Game, GameOptions, Match, Outcome, Side};

const COPENHAGEN: (&str, &str) = ("preset", "copenhagen");

fn sq(game: &Tafl, name: &str) -> jikai_rules::Square {
    game.geometry().parse_square(name).unwrap()
}

/// The move `text` (its squares) played in `pos`: the position after it and what it took,
/// as squares sorted.
fn play(game: &Tafl, pos: &TaflPosition, text: &str) -> (TaflPosition, Vec<String>) {
    let mv = game.parse_move(pos, text).expect("legal move");
    let mut after = *pos;
    game.play(&mut after, mv);
    let mut taken: Vec<String> = game
        .geometry()
        .squares()
        .filter(|&s| pos.piece(s) != Piece::Empty && after.piece(s) == Piece::Empty && s != mv.from)
        .map(|s| game.geometry().square_name(s))
        .collect();
    taken.sort();
    (after, taken)
}

/// The preset sets every rule the spec's row names and keeps Fetlar's throne and king
/// capture ("If on a square next to the throne, the attackers must occupy the three
/// remaining squares around him"); a later option makes it custom.
#[test]
fn the_preset_sets_the_copenhagen_rules() {
    let options = TaflOptions::default()
        .with(&[("preset".into(), "copenhagen".into())])
        .unwrap();
    let o = &options;
    assert_eq!(
        [
            o.no_moves.name(),
            o.surround.name(),
            o.repetition.name(),
            o.shieldwall.name(),
            o.edge_fort.name()
        ],
        ["loses", "win", "defenders-lose", "strong", "win"]
    );
    assert_eq!((o.throne.name(), o.armed_king.name()), ("hostile", "yes"));
    let custom = options
        .clone()
        .with(&[("edge-fort".into(), "off".into())])
        .unwrap();
    assert_eq!(custom.preset_name().name(), "custom");
    assert_eq!(TaflOptions::default().preset_name().name(), "fetlar");
}

/// Shield wall, first diagram: "A row of two or more taflmen along the board edge may be
/// captured together, by bracketing the whole group at both ends, as long as every member of
/// the row has an enemy taflman directly in front of him." The defender c3 moves to c1; d1 e1
/// f1 go between c1 and g1, faced by d2 e2 f2.
#[test]
fn shieldwall_of_three_attackers() {
    let attackers = ["d1", "e1", "f1", "k6"];
    let defenders = ["c3", "d2", "e2", "f2", "g1"];
    let game = tafl(&[COPENHAGEN]);
    let pos = tafl_position(&game, &attackers, &defenders, Some("f8"), 'd');
    let (_, taken) = play(&game, &pos, "c3-c1");
    assert_eq!(taken, ["d1", "e1", "f1"]);
    assert!(notations(&game, &pos).contains(&"c3-c1xd1xe1xf1".to_string()));
    // Fetlar has no shieldwall.
    let fetlar = tafl(&[]);
    let pos = tafl_position(&fetlar, &attackers, &defenders, Some("f8"), 'd');
    assert!(play(&fetlar, &pos, "c3-c1").1.is_empty());
    // Near misses: a gap in the row, a member without an enemy in front, no far bracket.
    for (attackers, defenders) in [
        (&["d1", "f1", "k6"][..], &defenders[..]),
        (&attackers[..], &["c3", "d2", "f2", "g1"][..]),
        (&attackers[..], &["c3", "d2", "e2", "f2"][..]),
    ] {
        let pos = tafl_position(&game, attackers, defenders, Some("f8"), 'd');
        assert!(
            play(&game, &pos, "c3-c1").1.is_empty(),
            "{attackers:?} {defenders:?}"
        );
    }
}

/// Shield wall, second diagram: "A corner square may stand in for one of the bracketing
/// pieces at one end of the row ... If the king plus one or more defenders are attacked with a
/// shield wall, the attack will capture the defenders but not the king." The attacker f1 moves
/// to h1: j1 goes against the corner k1, the king on i1 stays.
#[test]
fn shieldwall_against_a_corner_spares_the_king() {
    let game = tafl(&[COPENHAGEN]);
    let pos = tafl_position(
        &game,
        &["f1", "i2", "j2", "a6"],
        &["j1", "e6"],
        Some("i1"),
        'a',
    );
    let (after, taken) = play(&game, &pos, "f1-h1");
    assert_eq!(taken, ["j1"]);
    assert_eq!(after.king(), Some(sq(&game, "i1")), "the king is not taken");
    // Weak shieldwalls (OpenTafl's `sw:w`): a corner does not close the row.
    let weak = tafl(&[COPENHAGEN, ("shieldwall", "weak")]);
    let pos = tafl_position(
        &weak,
        &["f1", "i2", "j2", "a6"],
        &["j1", "e6"],
        Some("i1"),
        'a',
    );
    assert!(play(&weak, &pos, "f1-h1").1.is_empty());
}

/// "The king may take part in the capture, either as part of the shield wall or as a
/// bracketing piece": the king brackets b1 c1 against the corner a1, faced by b2 c2.
#[test]
fn the_king_brackets_a_shieldwall() {
    let game = tafl(&[COPENHAGEN]);
    let pos = tafl_position(&game, &["b1", "c1", "k6"], &["b2", "c2"], Some("d5"), 'd');
    assert_eq!(play(&game, &pos, "d5-d1").1, ["b1", "c1"]);
    // An unarmed king takes part in no capture.
    let unarmed = tafl(&[COPENHAGEN, ("armed-king", "no")]);
    let pos = tafl_position(
        &unarmed,
        &["b1", "c1", "k6"],
        &["b2", "c2"],
        Some("d5"),
        'd',
    );
    assert!(play(&unarmed, &pos, "d5-d1").1.is_empty());
}

/// The king who escapes to a corner brackets a row there as a man of his side (the corner
/// holds him: it is his square, not an empty corner), so weak shieldwalls take it too.
#[test]
fn the_king_on_a_corner_brackets_as_a_man() {
    for strength in ["strong", "weak"] {
        let game = tafl(&[COPENHAGEN, ("shieldwall", strength)]);
        let pos = tafl_position(
            &game,
            &["b1", "c1", "k6"],
            &["b2", "c2", "d1"],
            Some("a4"),
            'd',
        );
        let (after, taken) = play(&game, &pos, "a4-a1");
        assert_eq!(taken, ["b1", "c1"], "{strength}");
        assert!(game.decided(&after).is_some(), "the king escaped");
    }
}

/// The flank: with `shieldwall-flank=yes` (OpenTafl's Copenhagen, and every capture the rule
/// page draws) only a move onto a bracket takes the row; with `no` a move into the front
/// that closes the wall takes it too.
#[test]
fn a_front_move_takes_a_shieldwall_only_without_the_flank_rule() {
    let attackers = ["d1", "e1", "f1", "k6"];
    let defenders = ["c1", "d2", "e5", "f2", "g1"];
    for (flank, expected) in [("yes", &[][..]), ("no", &["d1", "e1", "f1"][..])] {
        let game = tafl(&[COPENHAGEN, ("shieldwall-flank", flank)]);
        let pos = tafl_position(&game, &attackers, &defenders, Some("f8"), 'd');
        assert_eq!(play(&game, &pos, "e5-e2").1, expected, "flank={flank}");
    }
}

/// Exit forts: "The defenders also win if the king has contact with the board edge, is able to
/// move, and it is impossible for the attackers to break the fort." Both of the page's
/// diagrams, with attackers outside.
#[test]
fn exit_forts_of_the_rule_page() {
    let game = tafl(&[COPENHAGEN]);
    let fort = Outcome::Win {
        winner: Side::North,
        reason: EndReason::EdgeFort,
    };
    let attackers = ["a6", "k6", "f11", "c3", "i4"];
    let first = tafl_position(
        &game,
        &attackers,
        &["e2", "f2", "d1", "g1"],
        Some("e1"),
        'a',
    );
    assert_eq!(game.decided(&first), Some(fort));
    let second = tafl_position(
        &game,
        &attackers,
        &["e3", "f3", "e2", "g2", "e1", "g1"],
        Some("f1"),
        'a',
    );
    assert_eq!(game.decided(&second), Some(fort));
    let fetlar = tafl(&[]);
    assert_eq!(fetlar.decided(&second), None, "Fetlar has no exit forts");
}

/// Near misses of the exit fort, each of which the attackers can break or which is no fort:
/// a gap in the wall, an attacker inside, a king who cannot move, a wall man who can be
/// taken (e3 gone: f3 stands between two open squares), a king off the edge.
#[test]
fn not_exit_forts() {
    let game = tafl(&[COPENHAGEN]);
    let attackers = ["a6", "k6", "f11", "c3", "i4"];
    let cases: [(&[&str], &[&str], &str); 5] = [
        (&attackers, &["e3", "f3", "e2", "e1", "g1"], "f1"),
        (
            &["f2", "a6", "k6"],
            &["e3", "f3", "e2", "g2", "e1", "g1"],
            "f1",
        ),
        (&attackers, &["e2", "f2", "d1", "f1"], "e1"),
        (&attackers, &["f3", "e2", "g2", "e1", "g1"], "f1"),
        (
            &attackers,
            &["e3", "f3", "e2", "g2", "e1", "g1", "f1"],
            "f2",
        ),
    ];
    for (attackers, defenders, king) in cases {
        let pos = tafl_position(&game, attackers, defenders, Some(king), 'a');
        assert_eq!(
            game.decided(&pos),
            None,
            "{attackers:?} {defenders:?} K{king}"
        );
    }
}

/// Spec row: "repetition loses for the defenders" (aagenielsen.dk: "any perpetual repetition
/// results in a loss for white"), whichever side made the third occurrence; OpenTafl's
/// Copenhagen (`tfr:w`) makes the player who made it lose (`repetition=mover-loses`).
#[test]
fn repetition_under_both_readings() {
    let defenders_lose = Outcome::Win {
        winner: Side::South,
        reason: EndReason::Repetition,
    };
    // Attackers start: the third occurrence comes with a defender's move; defenders start: with
    // an attacker's.
    for (first, shuffle) in [
        ('a', ["c3-c4", "h8-h7", "c4-c3", "h7-h8"]),
        ('d', ["h8-h7", "c3-c4", "h7-h8", "c4-c3"]),
    ] {
        for (reading, expected) in [
            ("defenders-lose", defenders_lose),
            (
                "mover-loses",
                Outcome::Win {
                    winner: if first == 'a' {
                        Side::South
                    } else {
                        Side::North
                    },
                    reason: EndReason::Repetition,
                },
            ),
        ] {
            let game = tafl(&[COPENHAGEN, ("repetition", reading)]);
            let start = tafl_position(&game, &["c3", "a6", "k6"], &["h8"], Some("j9"), first);
            let mut m = Match::new(game.clone(), start);
            for _ in 0..2 {
                for text in shuffle {
                    assert_eq!(m.outcome(), None);
                    m.play(game.parse_move(m.position(), text).unwrap())
                        .unwrap();
                }
            }
            assert_eq!(m.outcome(), Some(expected), "{reading}, {first} first");
        }
    }
}

/// Copenhagen plays Fetlar's opening: no king move and no shieldwall before ply 5, so the
/// counts from the start are Fetlar's.
#[test]
fn copenhagen_from_the_start_counts_as_fetlar() {
    let game = tafl(&[COPENHAGEN]);
    let mut start = game.start();
    assert_eq!(jikai_rules::perft(&game, &mut start, 3), 806_344);
}

/// Copenhagen perft from five edge positions (shieldwall rows on every edge, against the
/// corners, with the king in a row and among the front men; forts one move from closing),
/// equal to `tests/reference/tafl_perft.py`, written from docs/rules.md's statement of the
/// rules and not from this code: depth 3 under the preset and four variants (depth 4 under
/// the preset, also equal: 79,005,080 / 109,415,330 / 67,102,697 / 41,700,992 /
/// 51,213,508, with `jikai perft tafl 4 --position ... --option preset=copenhagen`).
#[test]
fn copenhagen_perft_from_edge_positions() {
    let positions = [
        "/1TTT1TKT3/1ttt1T1T3/5T4T/9Tt/9Tt/4t2T3/6T4/11/11/3t3t3/2tTTt5/ a",
        "/11/3T2t4/tT8t/tT7TT/tT2T5K/tT6TTT/2T8/tT5t3/tT9/tT2ttt4/3tTTT4/ d",
        "/11/11/2T8/tT9/tT2T6/T8t1/3t3t3/11/1tt2T5/4T1T1tt1/3TTKT1TT1/ a",
        "/2tttT5/2TTT5t/11/7t3/1T7tT/2t6tK/9tT/5T3tT/10t/11/11/ a",
        "/8tt1/7TTT1/2T1t6/11/11/t9t/11/1T4T4/11/2TTTK5/2tttt5/ d",
    ];
    // Options over the preset, and the count from each position.
    type Row<'a> = (&'a [(&'a str, &'a str)], [u64; 5]);
    let counts: [Row; 5] = [
        (&[], [759_578, 1_423_596, 639_262, 549_388, 834_796]),
        (
            &[("shieldwall", "weak")],
            [758_958, 1_423_137, 638_860, 549_388, 834_590],
        ),
        (
            &[("shieldwall-flank", "no")],
            [760_736, 1_423_596, 639_262, 549_388, 834_796],
        ),
        (
            &[("edge-fort", "off")],
            [775_087, 1_434_202, 645_139, 549_388, 834_796],
        ),
        (
            &[("shieldwall", "off")],
            [758_958, 1_423_137, 638_860, 548_030, 834_590],
        ),
    ];
    for (variant, expected) in counts {
        let mut options = vec![COPENHAGEN];
        options.extend_from_slice(variant);
        let game = tafl(&options);
        for (text, n) in positions.iter().zip(expected) {
            let mut pos = game.parse_position(text).unwrap();
            assert_eq!(
                jikai_rules::perft(&game, &mut pos, 3),
                n,
                "{variant:?} {text}"
            );
        }
    }
}
