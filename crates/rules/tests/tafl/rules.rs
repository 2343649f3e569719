//! Every rule of `tafl.md`, each test citing the seed (`004_d1f937064d30c949.txt`) or the
//! spec line it checks.

use crate::support::{after, notations, tafl, tafl_position};
use jikai_rules::tafl::{Piece, START, Tafl, TaflPosition};
use jikai_rules::{EndReason, Game, Match, Outcome, PieceView, Side};

fn sq(game: &Tafl, name: &str) -> jikai_rules::Square {
    game.geometry().parse_square(name).unwrap()
}

fn piece(game: &Tafl, pos: &TaflPosition, name: &str) -> Piece {
    pos.piece(sq(game, name))
}

fn has(game: &Tafl, pos: &TaflPosition, notation: &str) -> bool {
    notations(game, pos).iter().any(|n| n == notation)
}

fn destinations(game: &Tafl, pos: &TaflPosition, from: &str) -> Vec<String> {
    let mut d: Vec<String> = notations(game, pos)
        .iter()
        .filter_map(|n| n.strip_prefix(&format!("{from}-")))
        .map(|rest| rest.split(['x', '#']).next().unwrap().to_string())
        .collect();
    d.sort();
    d
}

/// Spec "Setup": 24 attackers, 12 defenders, the king on the throne; "The attackers have the
/// first move" (seed, Game Play).
#[test]
fn start_position_and_first_move() {
    let game = tafl(&[]);
    let pos = game.start();
    let count = |p| {
        game.geometry()
            .squares()
            .filter(|&s| pos.piece(s) == p)
            .count()
    };
    assert_eq!(
        (
            count(Piece::Attacker),
            count(Piece::Defender),
            count(Piece::King)
        ),
        (24, 12, 1)
    );
    assert_eq!(pos.king(), Some(sq(&game, "f6")));
    assert_eq!(game.side_to_move(&pos), Side::South);
    assert_eq!(game.side_name(Side::South), "Attackers");
    assert_eq!(game.format_position(&pos), START);
    let view = |name| game.piece_at(&pos, sq(&game, name));
    assert_eq!(
        view("f6"),
        Some(PieceView {
            side: Side::North,
            kind: 'K'
        })
    );
    assert_eq!(
        view("f2"),
        Some(PieceView {
            side: Side::South,
            kind: 'T'
        })
    );
    assert_eq!(
        view("f4"),
        Some(PieceView {
            side: Side::North,
            kind: 'T'
        })
    );
    assert_eq!(view("a1"), None);
}

/// Seed, Moving: "horizontally or vertically but not diagonally ... one or more squares,
/// until it is stopped by the presence of another piece ... or the edge of the board."
#[test]
fn pieces_move_like_rooks() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["c3", "c6"], &["e3"], Some("j9"), 'a');
    let expected = ["a3", "b3", "c1", "c2", "c4", "c5", "d3"];
    assert_eq!(destinations(&game, &pos, "c3"), expected);
}

/// Seed, Moving: no other piece may rest on the central square "but they may cross it if
/// there is no other piece obstructing"; spec: "they cannot pass over it while the king
/// stands on it".
#[test]
fn throne_crossed_when_empty_only() {
    let game = tafl(&[]);
    for side in ['a', 'd'] {
        let (attackers, defenders) = if side == 'a' {
            (["c6"], ["b9"])
        } else {
            (["b9"], ["c6"])
        };
        let pos = tafl_position(&game, &attackers, &defenders, Some("j9"), side);
        let d = destinations(&game, &pos, "c6");
        assert!(
            d.contains(&"g6".to_string()) && d.contains(&"k6".to_string()),
            "{side}"
        );
        assert!(
            !d.contains(&"f6".to_string()),
            "{side}: only the king rests on the throne"
        );
    }
    let occupied = tafl_position(&game, &["c6"], &[], Some("f6"), 'a');
    let on_rank: Vec<String> = destinations(&game, &occupied, "c6")
        .into_iter()
        .filter(|s| s.ends_with('6'))
        .collect();
    assert_eq!(on_rank, ["a6", "b6", "d6", "e6"]);
}

/// Spec, Play: "Only the king may stop on a refuge"; "The king may return to the throne."
#[test]
fn only_the_king_on_refuges() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["b1", "j9"], &["a2"], Some("f8"), 'a');
    assert!(!destinations(&game, &pos, "b1").contains(&"a1".to_string()));
    let pos = tafl_position(&game, &["j9"], &["a2"], Some("f8"), 'd');
    assert!(!destinations(&game, &pos, "a2").contains(&"a1".to_string()));
    assert!(
        destinations(&game, &pos, "f8").contains(&"f6".to_string()),
        "back to the throne"
    );
    let pos = tafl_position(&game, &["j9"], &[], Some("a2"), 'd');
    assert!(destinations(&game, &pos, "a2").contains(&"a1".to_string()));
}

/// Seed, Capturing: "sandwiching an opponent piece horizontally or vertically between two of
/// your own"; "Pieces cannot be squashed diagonally." Both sides capture.
#[test]
fn hammer_and_anvil_both_sides() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["c3", "e4"], &["d4"], Some("j9"), 'a');
    assert!(has(&game, &pos, "c3-c4xd4"));
    let next = after(&game, &pos, "c3-c4");
    assert_eq!(piece(&game, &next, "d4"), Piece::Empty);
    let pos = tafl_position(&game, &["d4"], &["c3", "e4"], Some("j9"), 'd');
    assert!(has(&game, &pos, "c3-c4xd4"));
    // Diagonal neighbours never sandwich.
    let pos = tafl_position(&game, &["c3", "e5"], &["d4"], Some("j9"), 'a');
    assert!(notations(&game, &pos).iter().all(|n| !n.contains('x')));
}

/// Seed: "A piece can move between two opposing pieces into a sandwiched position and is
/// then not taken"; "the player on move need not take that piece".
#[test]
fn moving_into_a_sandwich_is_safe() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["c4", "e4"], &["d8"], Some("j9"), 'd');
    let next = after(&game, &pos, "d8-d4");
    assert_eq!(piece(&game, &next, "d4"), Piece::Defender);
    assert_eq!(piece(&game, &next, "c4"), Piece::Attacker);
    // The attackers may leave it and capture it only by moving a piece away and back.
    let away = after(&game, &next, "c4-c5");
    let back = after(&game, &after(&game, &away, "j9-j8"), "c5-c4");
    assert_eq!(piece(&game, &back, "d4"), Piece::Empty);
}

/// Seed: "possible to move a piece so that it causes more than one opposing piece to be
/// squashed"; "The maximum number of pieces it is possible to take in one move is three."
#[test]
fn up_to_three_captures() {
    let game = tafl(&[]);
    let pos = tafl_position(
        &game,
        &["d5", "e7", "g5", "e3"],
        &["e6", "f5", "e4"],
        Some("j2"),
        'a',
    );
    let next = after(&game, &pos, "d5-e5");
    for s in ["e6", "f5", "e4"] {
        assert_eq!(piece(&game, &next, s), Piece::Empty, "{s}");
    }
    let pos = tafl_position(
        &game,
        &["e6", "f5", "e4"],
        &["d5", "e7", "g5", "e3"],
        Some("j2"),
        'd',
    );
    assert!(has(&game, &pos, "d5-e5xe6xf5xe4"));
}

/// Seed: "squashing an opposing piece between one of your pieces and a refuge square";
/// spec: "Corners are hostile to both sides."
#[test]
fn corners_are_anvils_for_both() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["c3"], &["b1"], Some("f8"), 'a');
    assert!(has(&game, &pos, "c3-c1xb1"));
    let pos = tafl_position(&game, &["b1"], &["c3"], Some("f8"), 'd');
    assert!(has(&game, &pos, "c3-c1xb1"));
    let pos = tafl_position(&game, &["k10"], &["k8"], Some("f8"), 'd');
    assert!(has(&game, &pos, "k8-k9xk10"));
    let pos = tafl_position(&game, &["k9"], &["j10"], Some("f8"), 'd');
    let next = after(&game, &pos, "j10-k10");
    assert_eq!(
        piece(&game, &next, "k10"),
        Piece::Defender,
        "moving beside the corner is safe"
    );
}

/// Seed: "It may be that the king is on the central refuge square in which case only an
/// attacking piece may be taken using it as the anvil until the king has moved away."
#[test]
fn occupied_throne_is_hostile_to_attackers_only() {
    for armed in ["yes", "no"] {
        let game = tafl(&[("armed-king", armed)]);
        let pos = tafl_position(&game, &["f7"], &["h8"], Some("f6"), 'd');
        assert!(has(&game, &pos, "h8-f8xf7"), "armed-king={armed}");
    }
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["h8"], &["f7"], Some("f6"), 'a');
    assert!(
        has(&game, &pos, "h8-f8"),
        "a defender is not taken against the king's throne"
    );
}

/// Seed: "If the king has left the central square then either attacker or defender may be
/// squashed against that square and so taken."
#[test]
fn empty_throne_is_hostile_to_both() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["h8"], &["f7"], Some("j2"), 'a');
    assert!(has(&game, &pos, "h8-f8xf7"));
    let pos = tafl_position(&game, &["f7"], &["h8"], Some("j2"), 'd');
    assert!(has(&game, &pos, "h8-f8xf7"));
    let pos = tafl_position(&game, &["e6", "h5"], &["g6"], Some("j2"), 'd');
    assert!(
        has(&game, &pos, "g6-g5"),
        "the defender is safe moving beside the throne"
    );
}

/// Spec: "The king is armed: he can be the hammer or the anvil"; option `armed-king=no`.
#[test]
fn armed_king_hammer_and_anvil() {
    let armed = tafl(&[]);
    let pos = tafl_position(&armed, &["d4"], &["d5"], Some("c3"), 'd');
    assert!(has(&armed, &pos, "c3-d3xd4"), "hammer");
    let pos = tafl_position(&armed, &["d4"], &["c5"], Some("d3"), 'd');
    assert!(has(&armed, &pos, "c5-d5xd4"), "anvil");
    let unarmed = tafl(&[("armed-king", "no")]);
    let pos = tafl_position(&unarmed, &["d4"], &["d5"], Some("c3"), 'd');
    assert!(has(&unarmed, &pos, "c3-d3"));
    let pos = tafl_position(&unarmed, &["d4"], &["c5"], Some("d3"), 'd');
    assert!(has(&unarmed, &pos, "c5-d5"));
}

/// Seed: "Taking the king is by surrounding him on all four sides."
#[test]
fn king_captured_on_four_sides() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["d5", "f5", "e4", "e8"], &[], Some("e5"), 'a');
    assert!(has(&game, &pos, "e8-e6xe5#"));
    let next = after(&game, &pos, "e8-e6");
    assert_eq!(next.king(), None);
    let win = Outcome::Win {
        winner: Side::South,
        reason: EndReason::KingCaptured,
    };
    assert_eq!(game.outcome(&next), Some(win));
    // Three attackers and a defender do not take him.
    let pos = tafl_position(&game, &["d5", "f5", "e8"], &["e4"], Some("e5"), 'a');
    assert!(has(&game, &pos, "e8-e6"));
}

/// Seed: "It is permitted to capture the king on the central refuge square (i.e. one
/// attacking warrior on each of the four sides)."
#[test]
fn king_captured_on_the_throne() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["f7", "e6", "g6", "f3"], &[], Some("f6"), 'a');
    assert!(has(&game, &pos, "f3-f5xf6#"));
}

/// Spec: beside the empty throne "three attackers and the throne capture the king" by
/// default; option `throne=strict` needs four attackers, so he cannot be taken there.
#[test]
fn king_beside_the_empty_throne() {
    let hostile = tafl(&[]);
    let pos = tafl_position(&hostile, &["e7", "g7", "f10"], &[], Some("f7"), 'a');
    assert!(has(&hostile, &pos, "f10-f8xf7#"));
    let strict = tafl(&[("throne", "strict")]);
    let pos = tafl_position(&strict, &["e7", "g7", "f10"], &[], Some("f7"), 'a');
    assert!(has(&strict, &pos, "f10-f8"));
}

/// Seed: "If the king is at the side of the board it cannot be taken."
#[test]
fn king_on_the_edge_cannot_be_taken() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["a5", "a7", "c6"], &[], Some("a6"), 'a');
    assert!(has(&game, &pos, "c6-b6"));
    assert_eq!(after(&game, &pos, "c6-b6").king(), Some(sq(&game, "a6")));
}

/// Seed: a piece moving into a sandwich "is then not taken"; the king too is taken only by
/// the attackers' move that closes the ring.
#[test]
fn king_taken_only_by_the_closing_move() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["d5", "f5", "e4", "h6"], &[], Some("e8"), 'd');
    let inside = after(&game, &pos, "e8-e5");
    assert_eq!(inside.king(), Some(sq(&game, "e5")));
    assert_eq!(game.outcome(&inside), None);
    assert!(has(&game, &inside, "h6-e6xe5#"));
}

/// Seed, Object: "help get the king to a refuge square at the corner"; spec: "The
/// defenders win when the king reaches a corner refuge."
#[test]
fn escape_wins() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["c5"], &[], Some("a4"), 'd');
    assert!(has(&game, &pos, "a4-a1#"));
    let next = after(&game, &pos, "a4-a1");
    let win = Outcome::Win {
        winner: Side::North,
        reason: EndReason::KingEscaped,
    };
    assert_eq!(game.outcome(&next), Some(win));
    let mut moves = Vec::new();
    game.legal_moves(&next, &mut moves);
    assert!(moves.is_empty(), "no moves once the game is decided");
}

/// Seed, Drawn Games: "If the same position is reached on three separate occasions with the
/// same player to move the game can be adjudicated a draw." Option `repetition=off`.
#[test]
fn threefold_repetition() {
    for (option, expected) in [
        (
            "draw",
            Some(Outcome::Draw {
                reason: EndReason::Repetition,
            }),
        ),
        ("off", None),
    ] {
        let game = tafl(&[("repetition", option)]);
        let start = tafl_position(&game, &["c3"], &["h8"], Some("j9"), 'a');
        let mut m = Match::new(game.clone(), start);
        let shuffle = ["c3-c4", "h8-h7", "c4-c3", "h7-h8"];
        for round in 0..2 {
            for text in shuffle {
                assert_eq!(m.outcome(), None, "round {round}");
                let mv = game.parse_move(m.position(), text).unwrap();
                m.play(mv).unwrap();
            }
        }
        assert_eq!(m.occurrences(), 3);
        assert_eq!(m.outcome(), expected, "repetition={option}");
    }
}

/// Seed: "If a player is unable to make a legal move when it is their go then the game is
/// drawn"; option `no-moves=loses`.
#[test]
fn no_legal_move() {
    // The lone defender on b11 is hemmed in by the corner and attackers; the king too.
    let cases = [
        (
            "draw",
            Outcome::Draw {
                reason: EndReason::NoLegalMove,
            },
        ),
        (
            "loses",
            Outcome::Win {
                winner: Side::South,
                reason: EndReason::NoLegalMove,
            },
        ),
    ];
    for (option, expected) in cases {
        let game = tafl(&[("no-moves", option)]);
        let pos = tafl_position(
            &game,
            &["c11", "b10", "a9", "b8", "c9"],
            &["b11"],
            Some("b9"),
            'd',
        );
        assert_eq!(notations(&game, &pos), Vec::<String>::new());
        assert_eq!(game.outcome(&pos), Some(expected), "no-moves={option}");
    }
}

/// Spec option "attackers surround all defenders": attackers win (`surround=win`), or
/// nothing happens (default).
#[test]
fn surrounding_every_defender() {
    let ring = ["c4", "b3", "d3", "b2", "d2"];
    let win = Outcome::Win {
        winner: Side::South,
        reason: EndReason::DefendersSurrounded,
    };
    let game = tafl(&[("surround", "win")]);
    let pos = tafl_position(&game, &[&ring[..], &["h1"]].concat(), &[], Some("c3"), 'a');
    assert_eq!(game.outcome(&pos), None);
    assert_eq!(game.outcome(&after(&game, &pos, "h1-c1")), Some(win));
    let game = tafl(&[]);
    let pos = tafl_position(&game, &[&ring[..], &["h1"]].concat(), &[], Some("c3"), 'a');
    assert_eq!(game.outcome(&after(&game, &pos, "h1-c1")), None);
}

/// Spec, Notation: "Moves as f2-f3; captures listed after"; parsing accepts the short form
/// and the full form, and rejects a wrong capture list.
#[test]
fn notation_reads_and_writes() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["c3", "e4"], &["d4"], Some("j9"), 'a');
    let mv = game.parse_move(&pos, "c3-c4").unwrap();
    assert_eq!(game.notation(&pos, mv), "c3-c4xd4");
    assert_eq!(game.parse_move(&pos, "C3-C4xD4"), Ok(mv));
    assert!(game.parse_move(&pos, "c3-c4xe4").is_err());
    assert!(game.parse_move(&pos, "c3-d4").is_err());
    assert!(game.parse_move(&pos, "c3c4").is_err());
    assert!(game.parse_move(&pos, "z3-c4").is_err());
}

/// Spec, Position string: OpenTafl's notation, round-tripping exactly; bad strings are
/// one-line errors.
#[test]
fn position_strings() {
    let game = tafl(&[]);
    let text =
        "/3ttt1t3/1T3t5/2t4t3/t5T3t/t4T4t/tt1T1K1Tt1t/t1TT1T2t1t/t3T5t/2t2T1T3/1t3t5/3t1t1t3/ d";
    assert_eq!(
        game.format_position(&game.parse_position(text).unwrap()),
        text
    );
    for bad in [
        "",
        "/11/11/ a",
        "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ x",
        "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
        "/11/11/11/11/11/5K5/11/11/11/11/t10/ a",
        "/11/11/11/11/11/5K5/11/11/11/11/1K9/ a",
        "/11/11/11/11/11/5Q5/11/11/11/11/11/ a",
    ] {
        let err = game.parse_position(bad).unwrap_err().to_string();
        assert!(
            err.starts_with("bad position: ") && !err.contains('\n'),
            "{bad}: {err}"
        );
    }
}

/// With fewer than three men the attackers cannot win (docs/rules.md, "Clocks": a flag
/// against the defenders is then a draw): no move of theirs takes the king ("surrounded on
/// four sides, or on three and the empty throne"), leaves the defenders without a move, or
/// encloses them, in random positions of one or two attackers against the king and up to
/// twelve defenders, with no-moves=loses and surround=win; three take the king beside the
/// throne, and a repetition the rules score against the defenders lets even one win.
#[test]
fn fewer_than_three_attackers_could_not_win() {
    use rand::{RngExt, SeedableRng, rngs::SmallRng};
    let game = tafl(&[("no-moves", "loses"), ("surround", "win")]);
    let mut rng = SmallRng::seed_from_u64(3);
    let names: Vec<String> = (0..121)
        .filter(|&i| ![0, 10, 60, 110, 120].contains(&i))
        .map(|i| format!("{}{}", (b'a' + (i % 11) as u8) as char, i / 11 + 1))
        .collect();
    let (mut moves, mut tried) = (Vec::new(), 0);
    for _ in 0..3_000 {
        let mut squares: Vec<&str> = names.iter().map(String::as_str).collect();
        let (a, d) = (rng.random_range(1..=2), rng.random_range(0..=12));
        let mut taken: Vec<&str> = (0..a + 1 + d)
            .map(|_| squares.swap_remove(rng.random_range(0..squares.len())))
            .collect();
        let defenders = taken.split_off(a + 1);
        let king = taken.pop().unwrap();
        let attackers = taken;
        let pos = tafl_position(&game, &attackers, &defenders, Some(king), 'a');
        assert!(!game.could_win(&pos, Side::South));
        assert!(game.could_win(&pos, Side::North));
        if game.decided(&pos).is_some() {
            continue;
        }
        game.legal_moves(&pos, &mut moves);
        for &mv in &moves {
            tried += 1;
            let mut next = pos;
            game.play(&mut next, mv);
            let outcome = game.outcome(&next);
            assert!(
                !matches!(
                    outcome,
                    Some(Outcome::Win {
                        winner: Side::South,
                        ..
                    })
                ),
                "{} after {}: {outcome:?}",
                game.format_position(&pos),
                game.notation(&pos, mv)
            );
        }
    }
    assert!(tried > 50_000, "{tried} moves tried");
    let three = tafl_position(&game, &["e5", "g7", "f8"], &[], Some("f7"), 'a');
    assert!(game.could_win(&three, Side::South));
    let taken = after(&game, &three, "e5-e7");
    assert!(matches!(
        game.outcome(&taken),
        Some(Outcome::Win {
            winner: Side::South,
            reason: EndReason::KingCaptured
        })
    ));
    let lone = tafl_position(&game, &["a5"], &[], Some("f7"), 'a');
    assert!(!game.could_win(&lone, Side::South));
    let copenhagen = tafl(&[("preset", "copenhagen")]);
    assert!(copenhagen.could_win(&lone, Side::South));
}

/// A flag loses (docs/rules.md, "Clocks"), but the defenders' flag against two attackers,
/// who could not win, draws.
#[test]
fn a_flag_loses_unless_the_other_side_could_not_win() {
    let game = tafl(&[]);
    let pos = game.start();
    let time = EndReason::Time;
    assert_eq!(
        jikai_rules::flag_outcome(&game, &pos, Side::South),
        Outcome::Win {
            winner: Side::North,
            reason: time
        }
    );
    assert_eq!(
        jikai_rules::flag_outcome(&game, &pos, Side::North),
        Outcome::Win {
            winner: Side::South,
            reason: time
        }
    );
    let two = tafl_position(&game, &["a5", "k5"], &["e5"], Some("f7"), 'd');
    assert_eq!(
        jikai_rules::flag_outcome(&game, &two, Side::North),
        Outcome::Draw {
            reason: EndReason::TimeDraw
        }
    );
}
