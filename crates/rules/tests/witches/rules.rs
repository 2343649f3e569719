//! Every rule of `witches.md`, each test citing the seed (`001_77fd705ac19cfb75.txt`) or the
//! spec section it checks.

use crate::support::{after, notations, witches, witches_position, witches_text};
use jikai_rules::witches::{BLACK, Kind, Piece, START, WHITE, Witches, WitchesPosition};
use jikai_rules::{
    CaptureCause, Effect, EndReason, Error, Game, GameOptions, Match, Outcome, Side, Special,
    Square,
};

fn sq(game: &Witches, name: &str) -> Square {
    game.geometry().parse_square(name).unwrap()
}

fn at(pieces: &[&str], rest: &str) -> (Witches, WitchesPosition) {
    let game = witches(&[]);
    let pos = witches_position(&game, pieces, rest);
    (game, pos)
}

fn piece(game: &Witches, pos: &WitchesPosition, name: &str) -> Piece {
    pos.piece(sq(game, name))
}

fn has(game: &Witches, pos: &WitchesPosition, notation: &str) -> bool {
    notations(game, pos).iter().any(|n| n == notation)
}

/// Where the piece on `from` may go, sorted (a square once however many moves reach it).
fn dests(game: &Witches, pos: &WitchesPosition, from: &str) -> Vec<String> {
    let from = sq(game, from);
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

fn names(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn white(kind: Kind) -> Piece {
    Piece::new(WHITE, kind)
}

fn black(kind: Kind) -> Piece {
    Piece::new(BLACK, kind)
}

/// Spec "Board": 12 x 8 minus the twelve holes is 84 squares, four of them teleporters;
/// the setup of the spec (restored from the game's page), two Jacks in hand each, White
/// first; a1 dark.
#[test]
fn board_and_setup() {
    let game = witches(&[]);
    let g = game.geometry();
    assert_eq!(g.squares().count(), 84);
    for h in [
        "d3", "e3", "c4", "d4", "e4", "f4", "c5", "d5", "e5", "f5", "d6", "e6",
    ] {
        assert_eq!(g.parse_square(h), None, "{h} is a hole");
    }
    for t in ["c3", "c6", "f3", "f6"] {
        assert_eq!(g.special(sq(&game, t)), Special::Teleporter);
    }
    let pos = game.start();
    assert_eq!(game.format_position(&pos), START);
    assert_eq!(game.side_to_move(&pos), Side::South);
    assert_eq!(game.side_name(WHITE), "White");
    assert_eq!((pos.in_hand(WHITE), pos.in_hand(BLACK)), (2, 2));
    for (name, kind) in [
        ("e1", Kind::King),
        ("d1", Kind::Witch),
        ("y1", Kind::Lion),
        ("j1", Kind::Lion),
        ("z1", Kind::Pao),
        ("i1", Kind::Pao),
        ("a1", Kind::Rook),
        ("h1", Kind::Rook),
        ("b1", Kind::Knight),
        ("g1", Kind::Knight),
        ("c1", Kind::Bishop),
        ("f1", Kind::Bishop),
        ("y2", Kind::Pawn),
        ("j2", Kind::Pawn),
    ] {
        assert_eq!(piece(&game, &pos, name), white(kind), "{name}");
        let mirror = format!("{}8", &name[..1]);
        let mirror = if name.ends_with('2') {
            format!("{}7", &name[..1])
        } else {
            mirror
        };
        assert_eq!(piece(&game, &pos, &mirror), black(kind), "{mirror}");
    }
    assert!(piece(&game, &pos, "c2").is_empty() && piece(&game, &pos, "f7").is_empty());
    assert_eq!(
        game.piece_at(&pos, sq(&game, "d8"))
            .map(|v| (v.side, v.kind)),
        Some((BLACK, 'W'))
    );
    // a1 dark, b1 light: Kings a1/e1... seen through the Jacks' mode in the Jack tests.
}

/// Spec "Board": "Holes block every line ... Leapers ... may jump over holes"; seed: "A
/// Knight may jump somewhat over the inner frontier, for instance from c3 to b5"; "A Pawn
/// cannot advance onto or over a hole".
#[test]
fn holes_block_lines_not_leaps() {
    let (game, pos) = at(&["Kj1", "kj8", "Rb3", "Nc3", "Pd2", "Pz5"], "w - - T 0 1");
    assert_eq!(
        dests(&game, &pos, "b3"),
        names(&["a3", "b1", "b2", "b4", "b5", "b6", "b7", "b8", "y3", "z3"])
    );
    // The Knight leaps over the hole; it also commutes (it stands on a teleporter).
    assert_eq!(
        dests(&game, &pos, "c3"),
        names(&["a2", "a4", "b1", "b5", "c6", "d1", "e2", "f3", "f6"])
    );
    assert_eq!(dests(&game, &pos, "d2"), Vec::<String>::new());
    // A Rook on a file that meets the hole stops before it.
    let (game, pos) = at(&["Kj1", "kj8", "Rc2"], "w - - T 0 1");
    let d = dests(&game, &pos, "c2");
    assert!(
        d.contains(&"c3".into()) && !d.contains(&"c6".into()),
        "{d:?}"
    );
}

/// Seed: "(With both Kings on d2 and d7, a Jack on a4 may leap to g3, g5, i3 or i5, provided
/// h4 is free.)" d2 is dark, d7 light: Ferz from the eye h4. With the Black King on e7
/// (dark, like d2) the Jack moves as a Wazir from h4.
#[test]
fn jack_seed_example() {
    let (game, pos) = at(&["Kd2", "kd7", "Ja4"], "w - - T 0 1");
    assert_eq!(dests(&game, &pos, "a4"), names(&["g3", "g5", "i3", "i5"]));
    let (game, pos) = at(&["Kd2", "kd7", "Ja4", "Rh4"], "w - - T 0 1");
    assert_eq!(
        dests(&game, &pos, "a4"),
        Vec::<String>::new(),
        "eye h4 closed"
    );
    let (game, pos) = at(&["Kd2", "kd7", "Ja4", "rh4"], "w - - T 0 1");
    assert_eq!(
        dests(&game, &pos, "a4"),
        Vec::<String>::new(),
        "any piece closes it"
    );
    let (game, pos) = at(&["Kd2", "ke7", "Ja4"], "w - - T 0 1");
    assert_eq!(dests(&game, &pos, "a4"), names(&["g4", "h3", "h5", "i4"]));
}

/// Seed: "It moves (and captures) from its eye"; spec: "It leaps (the path does not matter)".
/// The Jack captures on the squares around its eye, and the same Jack attacks the King:
/// "A Jack threatens a King on eight squares or not at all".
#[test]
fn jack_captures_and_checks_from_its_eye() {
    // Kings y1 (dark) and h8 (dark): Wazir. Jack b7, eye g7: g8, g6, f7, h7.
    let (game, pos) = at(&["Ky1", "kh8", "Jb7", "nh7"], "w - - T 0 1");
    assert!(has(&game, &pos, "Jb7xh7"));
    assert!(!game.is_check(&pos, BLACK));
    // Seed: a King may give mate "by switching square color to help its Jack on the other
    // side of the board": y1-z1 and y1-y2 go to light squares, the Jacks become Ferzes and
    // the Jack b7 (eye g7) attacks h8; y1-z2 stays dark.
    let all = notations(&game, &pos);
    assert!(all.contains(&"Ky1-z1+".to_string()), "{all:?}");
    assert!(all.contains(&"Ky1-y2+".to_string()), "{all:?}");
    assert!(all.contains(&"Ky1-z2".to_string()), "{all:?}");
}

/// Spec: "Dropping ("parachuting") it on an empty square c2-f2 (White) or c7-f7 (Black) is a
/// move"; "Captured Jacks do not return to hand"; the fifty-move clock restarts on a drop.
#[test]
fn jack_drops() {
    let game = witches(&[]);
    let pos = game.start();
    for s in ["c2", "d2", "e2", "f2"] {
        assert!(has(&game, &pos, &format!("J@{s}")), "{s}");
    }
    let pos = after(&game, &pos, "J@d2");
    assert_eq!(pos.in_hand(WHITE), 1);
    assert_eq!(piece(&game, &pos, "d2"), white(Kind::Jack));
    let drops: Vec<String> = notations(&game, &pos)
        .into_iter()
        .filter(|n| n.starts_with("J@"))
        .collect();
    assert_eq!(drops, ["J@c7", "J@d7", "J@e7", "J@f7"]);
    let pos = after(&game, &pos, "J@e7");
    let drops: Vec<String> = notations(&game, &pos)
        .into_iter()
        .filter(|n| n.starts_with("J@"))
        .collect();
    assert_eq!(drops, ["J@c2", "J@e2", "J@f2"], "not on the occupied d2");
    // No drop without a Jack in hand; a captured Jack does not come back.
    let (game, pos) = at(&["Kj1", "kj8", "Jc2", "Bz5"], "b - - T 7 30");
    assert!(notations(&game, &pos).iter().all(|n| !n.contains('@')));
    let (game, pos) = at(&["Kj1", "kj8", "jd7", "Ba4"], "w - - T 7 30");
    let next = after(&game, &pos, "Ba4xd7");
    assert_eq!((next.in_hand(WHITE), next.in_hand(BLACK)), (0, 0));
    let (game, pos) = at(&["Kj1", "kj8"], "w J - T 7 30");
    let next = after(&game, &pos, "J@c2");
    assert_eq!(next.halfmove_clock(), 0);
}

/// Seed: "A Jack on the d- or e-file, and whose eye is open, may move as an inverted Wazir to
/// its current position"; spec: "a legal move that changes nothing but the turn". By default
/// only while the Jacks move as Wazirs (docs/rules.md); jack-stay=always allows it as a
/// Ferz too. Two Jacks that may stay make one move (rules README: a move is its outcome).
#[test]
fn jack_stays_on_the_d_and_e_files() {
    // Kings c1, d8: both dark, Wazir.
    let wazir = ["Kc1", "kd8", "Jd2", "Je1"];
    let (game, pos) = at(&wazir, "w - - T 0 1");
    let stays: Vec<String> = notations(&game, &pos)
        .into_iter()
        .filter(|n| n == "Jd2-d2" || n == "Je1-e1")
        .collect();
    assert_eq!(stays, ["Je1-e1"], "one stay move for both Jacks");
    assert_eq!(
        game.parse_move(&pos, "Jd2-d2"),
        game.parse_move(&pos, "Je1-e1")
    );
    let next = after(&game, &pos, "Jd2-d2");
    assert_eq!(game.side_to_move(&next), BLACK);
    assert_eq!(next.halfmove_clock(), 1);
    for s in game.geometry().squares() {
        assert_eq!(next.piece(s), pos.piece(s));
    }
    // Kings c1 (dark), c8 (light): Ferz.
    let ferz = ["Kc1", "kc8", "Jd2"];
    let (game, pos) = at(&ferz, "w - - T 0 1");
    assert!(!has(&game, &pos, "Jd2-d2"));
    let always = witches(&[("jack-stay", "always")]);
    let pos = witches_position(&always, &ferz, "w - - T 0 1");
    assert!(has(&always, &pos, "Jd2-d2"));
    // Not on the c-file, and not with the eye closed.
    let (game, pos) = at(&["Kc1", "kd8", "Jc2"], "w - - T 0 1");
    assert!(!has(&game, &pos, "Jc2-c2"));
    let (game, pos) = at(&["Kc1", "kd8", "Jd2", "Pe2"], "w - - T 0 1");
    assert!(!has(&game, &pos, "Jd2-d2"));
    // Not while in check: the stay changes nothing.
    let (game, pos) = at(&["Kc1", "kd8", "Jd2", "ry1"], "w - - T 0 1");
    assert!(game.is_check(&pos, WHITE));
    assert!(!has(&game, &pos, "Jd2-d2"));
}

/// Seed: "(A Witch on z5, by going to c2, drags to b3 any non-Witch enemy piece which was
/// previously immobilized on y6.)"; spec: "Dragging is mandatory"; the Witch never captures.
#[test]
fn witch_drag_seed_example() {
    let (game, pos) = at(&["Kj1", "kj8", "Wz5", "ny6", "pb7"], "w - - T 0 1");
    let all = notations(&game, &pos);
    assert!(all.contains(&"Wz5-c2(y6>b3)".to_string()), "{all:?}");
    assert!(all.contains(&"Wz5-a4(y6>z5)".to_string()), "{all:?}");
    // Other directions drag nothing; c2 is only reached with the drag.
    assert!(all.contains(&"Wz5-z4".to_string()));
    assert!(!all.contains(&"Wz5-c2".to_string()));
    // The Witch never captures: along NE the Pawn on b7 blocks it at a6.
    assert!(all.contains(&"Wz5-a6".to_string()));
    assert!(all.iter().all(|n| !n.starts_with("Wz5x")), "{all:?}");
    let next = after(&game, &pos, "Wz5-c2");
    assert_eq!(piece(&game, &next, "b3"), black(Kind::Knight));
    assert!(piece(&game, &next, "y6").is_empty());
    assert_eq!(piece(&game, &next, "c2"), white(Kind::Witch));
    assert_eq!(
        game.effects(&pos, game.parse_move(&pos, "Wz5-c2(y6>b3)").unwrap()),
        [
            Effect::Step {
                path: ["z5", "a4", "b3", "c2"].map(|s| sq(&game, s)).to_vec()
            },
            Effect::Drag {
                from: sq(&game, "y6"),
                to: sq(&game, "b3")
            }
        ]
    );
    // The dragged piece ends next to the Witch, still immobilized.
    assert!(game.is_immobilized(&next, sq(&game, "b3")));
}

/// Spec: "Enemy pieces on the eight squares around a Witch are immobilized: they cannot
/// move, flip or capture, and give no check. This holds whoever moved last, and an
/// immobilized Witch still immobilizes"; seed: "Immobilization does occur also if it is the
/// other piece which has moved adjacent to the Witch, and/or if that Witch is also
/// immobilized"; "An immobilized Can(n)on cannot flip."
#[test]
fn immobilization() {
    // The Knight y6 next to the White Witch cannot move.
    let (game, pos) = at(&["Kj1", "kj8", "Wz5", "ny6"], "b - - T 0 1");
    assert_eq!(dests(&game, &pos, "y6"), Vec::<String>::new());
    // A Rook next to the Witch gives no check, and the Witch may not walk away from it
    // unless it drags it off the file.
    let (game, pos) = at(&["Ky1", "kj8", "Wz5", "ry4"], "w - - T 0 1");
    assert!(!game.is_check(&pos, WHITE));
    let all = notations(&game, &pos);
    assert!(!all.contains(&"Wz5-z8".to_string()), "{all:?}");
    assert!(all.contains(&"Wz5-a6(y4>z5)".to_string()), "{all:?}");
    assert!(
        all.contains(&"Ky1-y2".to_string()),
        "the frozen Rook covers nothing"
    );
    // Witches freeze each other.
    let (game, pos) = at(&["Kj1", "kj8", "Wz5", "wa6"], "w - - T 0 1");
    assert_eq!(dests(&game, &pos, "z5"), Vec::<String>::new());
    let pos = witches_position(&game, &["Kj1", "kj8", "Wz5", "wa6"], "b - - T 0 1");
    assert_eq!(dests(&game, &pos, "a6"), Vec::<String>::new());
    // An immobilized Can(n)on cannot flip or shoot; freed, it can.
    let (game, pos) = at(&["Kj1", "kj8", "Cz1", "Pz3", "rz6", "wa2"], "w - - T 0 1");
    assert_eq!(dests(&game, &pos, "z1"), Vec::<String>::new());
    let (game, pos) = at(&["Kj1", "kj8", "Cz1", "Pz3", "rz6", "wb3"], "w - - T 0 1");
    let all = notations(&game, &pos);
    assert!(all.contains(&"z1=V".to_string()) && all.contains(&"Cz1xz6".to_string()));
    // A piece that moves next to a Witch is frozen at once.
    let (game, pos) = at(&["Kj1", "kj8", "Wz5", "nb8"], "b - - T 0 1");
    let next = after(&game, &pos, "Nb8-a6");
    assert!(game.is_immobilized(&next, sq(&game, "a6")));
}

/// Spec: "A piece on a teleporter may, as its whole move, commute to any empty teleporter.
/// This never captures."
#[test]
fn commuting() {
    let (game, pos) = at(&["Kj1", "kj8", "Nc3", "rf6"], "w - - T 0 1");
    let all = notations(&game, &pos);
    assert!(all.contains(&"Nc3~f3".to_string()) && all.contains(&"Nc3~c6".to_string()));
    assert!(all.iter().all(|n| !n.contains("~f6")), "{all:?}");
    let mv = game.parse_move(&pos, "Nc3~c6").unwrap();
    assert_eq!(
        game.effects(&pos, mv),
        [Effect::Teleport {
            from: sq(&game, "c3"),
            to: sq(&game, "c6")
        }]
    );
    // A Jack needs its eye open to commute (docs/rules.md): c3's eye is f3.
    let (game, pos) = at(&["Kj1", "kj8", "Jc3", "Nf3"], "w - - T 0 1");
    assert_eq!(dests(&game, &pos, "c3"), Vec::<String>::new());
    // A Can(n)on chooses its mode as it commutes.
    let (game, pos) = at(&["Kj1", "kj8", "Cf6"], "w - - T 0 1");
    let all = notations(&game, &pos);
    assert!(all.contains(&"Cf6~c3".to_string()) && all.contains(&"Cf6~c3=V".to_string()));
}

/// Spec: "A Witch commuting away from a teleporter drags one adjacent non-Witch enemy piece
/// onto the teleporter it left (the player chooses which; mandatory when any exists). That
/// piece is no longer immobilized"; seed: "the Witch cannot commute if it would result in a
/// violation of the exclusion rule".
#[test]
fn witch_teleport_drag() {
    let (game, pos) = at(&["Ky1", "kj8", "Wc3", "rb4", "bc2"], "w - - T 0 1");
    let commutes: Vec<String> = notations(&game, &pos)
        .into_iter()
        .filter(|n| n.contains('~'))
        .collect();
    assert_eq!(
        commutes,
        [
            "Wc3~c6(b4>c3)",
            "Wc3~c6(c2>c3)",
            "Wc3~f3(b4>c3)",
            "Wc3~f3(c2>c3)",
            "Wc3~f6(b4>c3)",
            "Wc3~f6(c2>c3)"
        ]
    );
    let next = after(&game, &pos, "Wc3~f6(b4>c3)");
    assert_eq!(piece(&game, &next, "c3"), black(Kind::Rook));
    assert!(!game.is_immobilized(&next, sq(&game, "c3")));
    assert!(!game.is_immobilized(&next, sq(&game, "c2")));
    // "Wc3~f6" alone names no single move.
    assert!(matches!(
        game.parse_move(&pos, "Wc3~f6"),
        Err(Error::Move(_))
    ));
    // A White Rook on f3: dragging the Black Rook onto c3 breaks the exclusion rule.
    let (game, pos) = at(&["Ky1", "kj8", "Wc3", "rb4", "bc2", "Rf3"], "w - - T 0 1");
    let commutes: Vec<String> = notations(&game, &pos)
        .into_iter()
        .filter(|n| n.starts_with("Wc3~"))
        .collect();
    assert_eq!(commutes, ["Wc3~c6(c2>c3)", "Wc3~f6(c2>c3)"]);
    // No enemy beside it: a plain commute.
    let (game, pos) = at(&["Ky1", "kj8", "Wc3"], "w - - T 0 1");
    assert!(has(&game, &pos, "Wc3~f3"));
}

/// Seed: "(A white Knight on b4 may capture a black Knight on c6, but not when there is
/// another black Knight on f6.)"; spec: the exclusion rule.
#[test]
fn exclusion_seed_example() {
    let (game, pos) = at(&["Ky1", "kj8", "Nb4", "nc6"], "w - - T 0 1");
    assert!(has(&game, &pos, "Nb4xc6"));
    let (game, pos) = at(&["Ky1", "kj8", "Nb4", "nc6", "nf6"], "w - - T 0 1");
    assert!(!has(&game, &pos, "Nb4xc6"));
    // Pao and Vao are one type (docs/rules.md): a Pao may not take a Vao on a teleporter
    // while another enemy Can(n)on (a Pao) stands on another teleporter.
    let (game, pos) = at(&["Ky1", "kj8", "Nb4", "vc6", "cf3"], "w - - T 0 1");
    assert!(has(&game, &pos, "Nb4xc6"));
    let (game, pos) = at(&["Ky1", "kj8", "Cy6", "Pz6", "vc6", "cf3"], "w - - T 0 1");
    assert!(!has(&game, &pos, "Cy6xc6"));
    // A position breaking the rule is refused.
    let text = witches_text(&["Ky1", "kj8", "Nc3", "nf6"], "w - - T 0 1");
    assert!(game.parse_position(&text).is_err());
}

/// Spec, End of the game: "neither does a capture the exclusion rule forbids (a King on a
/// teleporter while his own piece of the attacker's type stands on another teleporter)".
#[test]
fn exclusion_cancels_check() {
    let (game, pos) = at(&["Ky1", "kc6", "nf6", "Na5"], "b - - T 0 1");
    assert!(
        !game.is_check(&pos, BLACK),
        "Na5xc6 would break the exclusion rule"
    );
    // The Knight f6 is pinned to its teleporter: only its commutes keep the King safe.
    let all: Vec<String> = notations(&game, &pos)
        .into_iter()
        .filter(|n| n.starts_with("Nf6"))
        .collect();
    assert_eq!(all, ["Nf6~c3", "Nf6~f3"]);
    let (game, pos) = at(&["Ky1", "kc6", "nf6", "Na5"], "w - - T 0 1");
    assert!(!has(&game, &pos, "Na5xc6"));
}

/// Spec: "Endgame rule: from the moment either King reaches the opponent's starting rank,
/// teleporting is disabled for the rest of the game"; seed: "Then a King can no longer escape
/// mate by commuting back and forth".
#[test]
fn endgame_rule_stops_the_king_commuting() {
    // Black K c6: b5 (Ry5), b6 (Na4), b7 c7 d7 (Ry7), c3 (Na4) are covered.
    let pieces = ["Ki7", "Ry5", "Ry7", "Na4", "By6", "kc6", "pj6"];
    let (game, pos) = at(&pieces, "w - - T 0 1");
    // While teleporting is enabled, the King escapes the Bishop's check by commuting.
    let check = after(&game, &pos, "By6-a8");
    assert!(game.is_check(&check, BLACK));
    let escapes: Vec<String> = notations(&game, &check)
        .into_iter()
        .filter(|n| n.starts_with('K'))
        .collect();
    assert_eq!(escapes, ["Kc6~f3", "Kc6~f6"]);
    // Once the White King reaches rank 8 the same check mates.
    let pos = after(&game, &pos, "Ki7-i8");
    assert!(!pos.teleporting());
    assert!(game.format_position(&pos).contains(" - - 1 1"));
    assert_eq!(notations(&game, &pos), ["j6-j5"]);
    let pos = after(&game, &pos, "j6-j5");
    assert!(has(&game, &pos, "By6-a8#"));
    let mate = after(&game, &pos, "By6-a8");
    assert_eq!(
        game.outcome(&mate),
        Some(Outcome::Win {
            winner: WHITE,
            reason: EndReason::Checkmate
        })
    );
    // The rule never switches back, and a King on the far rank with 'T' is refused.
    let text = witches_text(&["Ki8", "kj1"], "w - - T 0 1");
    assert!(game.parse_position(&text).is_err());
}

/// Seed: mate "by moving adjacent to its immobilized opposite number".
#[test]
fn mate_by_king_next_to_immobilized_king() {
    let (game, pos) = at(&["Ky6", "Wz7", "ky8"], "w - - T 0 1");
    assert!(has(&game, &pos, "Ky6-y7#"));
    let mate = after(&game, &pos, "Ky6-y7");
    assert!(game.is_check(&mate, BLACK) && !game.is_check(&mate, WHITE));
    assert_eq!(
        game.outcome(&mate),
        Some(Outcome::Win {
            winner: WHITE,
            reason: EndReason::Checkmate
        })
    );
    // Without the Witch beside the Black King the Kings may not touch.
    let (game, pos) = at(&["Ky6", "Wj1", "ky8"], "w - - T 0 1");
    assert!(!dests(&game, &pos, "y6").contains(&"y7".to_string()));
}

/// Spec: "Lion: moves without capturing by a leap of exactly two squares orthogonally or
/// diagonally (to an empty square); captures like a King (one step, onto an enemy piece
/// only)".
#[test]
fn lion() {
    let (game, pos) = at(&["Ky1", "ky8", "Lh4", "ph5", "pg5", "nj6"], "w - - T 0 1");
    // f4 is a hole; j6 is occupied (no capture by leap); g4, i4... are single steps.
    assert_eq!(
        dests(&game, &pos, "h4"),
        names(&["f2", "f6", "g5", "h2", "h5", "h6", "j2", "j4"])
    );
    assert!(has(&game, &pos, "Lh4xg5") && has(&game, &pos, "Lh4-h6"));
    let mv = game.parse_move(&pos, "Lh4-f6").unwrap();
    assert_eq!(
        game.effects(&pos, mv),
        [Effect::Leap {
            from: sq(&game, "h4"),
            to: sq(&game, "f6")
        }]
    );
}

/// Spec: "Can(n)on: has a mode, Pao (orthogonal) or Vao (diagonal); it starts as Pao ...
/// captures like a Xiangqi cannon: over exactly one piece (the screen, any colour) to the
/// first piece beyond, if that is an enemy. After any move it ends in the mode its player
/// chooses (two moves per destination). Flipping mode without moving is also a move."
#[test]
fn cannons() {
    let (game, pos) = at(&["Kj1", "kj8", "Ca3", "nz3", "ry3", "bb3"], "w - - T 0 1");
    let all: Vec<String> = notations(&game, &pos)
        .into_iter()
        .filter(|n| n.starts_with("Ca3") || n.starts_with("a3"))
        .collect();
    // Over z3 onto y3; b3 is adjacent (a screen only, and c3 beyond it is empty, then the
    // hole d3 ends the line); a2 a1 and a4..a8 slide: 8 destinations x 2 modes + flip.
    assert!(all.contains(&"Ca3xy3".to_string()) && all.contains(&"Ca3xy3=V".to_string()));
    assert!(!all.iter().any(|n| n.contains("xz3") || n.contains("xb3")));
    assert!(all.contains(&"a3=V".to_string()));
    assert_eq!(all.len(), 2 * (1 + 2 + 5) + 1, "{all:?}");
    let mv = game.parse_move(&pos, "Ca3xy3=V").unwrap();
    assert_eq!(
        game.effects(&pos, mv)[1..],
        [
            Effect::Capture {
                at: sq(&game, "y3"),
                cause: CaptureCause::Cannon {
                    screen: sq(&game, "z3")
                }
            },
            Effect::Flip {
                at: sq(&game, "y3"),
                into: 'V'
            }
        ]
    );
    let next = after(&game, &pos, "Ca3xy3=V");
    assert_eq!(piece(&game, &next, "y3"), white(Kind::Vao));
    // A Vao moves and shoots along diagonals; a flip back writes =P.
    let (game, pos) = at(&["Kj1", "kj8", "Va3", "Pz4", "ry5"], "w - - T 0 1");
    let all = notations(&game, &pos);
    assert!(all.contains(&"Ca3xy5".to_string()) && all.contains(&"Ca3xy5=P".to_string()));
    assert!(all.contains(&"a3=P".to_string()) && all.contains(&"Ca3-b4".to_string()));
    let next = after(&game, &pos, "a3=P");
    assert_eq!(piece(&game, &next, "a3"), white(Kind::Pao));
    assert_eq!(next.halfmove_clock(), 1);
    // A Can(n)on checks only in its mode's lines.
    let (game, pos) = at(&["Ky1", "kj8", "vy5", "Ry3"], "w - - T 0 1");
    assert!(!game.is_check(&pos, WHITE));
    let (game, pos) = at(&["Ky1", "kj8", "cy5", "Ry3"], "w - - T 0 1");
    assert!(game.is_check(&pos, WHITE));
}

/// Spec, Pawn: "Double step from its starting rank, en passant, promotion on the last rank
/// into any non-royal piece ... even when it arrives next to an enemy Witch. A Pawn dragged
/// back to its starting rank may double-step again."
#[test]
fn pawns() {
    // Double step only from the starting rank.
    let (game, pos) = at(&["Kj1", "kj8", "Pa2", "Pb3"], "w - - T 0 1");
    assert_eq!(dests(&game, &pos, "a2"), names(&["a3", "a4"]));
    assert_eq!(dests(&game, &pos, "b3"), names(&["b4"]));
    // En passant after a double step, and only then.
    let (game, pos) = at(&["Kj1", "kj8", "Pg5", "ph7", "pf6"], "b - - T 0 1");
    let next = after(&game, &pos, "h7-h5");
    assert_eq!(game.format_position(&next).split(' ').nth(3), Some("h6"));
    assert!(has(&game, &next, "g5xh6"));
    let taken = after(&game, &next, "g5xh6");
    assert!(piece(&game, &taken, "h5").is_empty());
    assert_eq!(piece(&game, &taken, "h6"), white(Kind::Pawn));
    let later = after(&game, &after(&game, &next, "Kj1-i1"), "Kj8-i8");
    assert!(!has(&game, &later, "g5xh6"));
    // Promotion into each of the seven, next to an enemy Witch too.
    let (game, pos) = at(&["Kj1", "kj8", "Pb7", "ra8", "wz8"], "w - - T 0 1");
    let promotions: Vec<String> = notations(&game, &pos)
        .into_iter()
        .filter(|n| n.starts_with("b7"))
        .collect();
    assert_eq!(promotions.len(), 14, "{promotions:?}");
    for k in ["W", "L", "C", "R", "N", "B", "J"] {
        assert!(promotions.contains(&format!("b7xa8={k}")), "{k}");
    }
    let next = after(&game, &pos, "b7xa8=C");
    assert_eq!(piece(&game, &next, "a8"), white(Kind::Pao));
    assert!(game.is_immobilized(&next, sq(&game, "a8")));
    // A Pawn dragged back to its starting rank may double-step again.
    let (game, pos) = at(&["Kj1", "kj8", "Pz4", "wa3"], "b - - T 0 1");
    let pos = after(&game, &pos, "Wa3-c1(z4>b2)");
    assert_eq!(piece(&game, &pos, "b2"), white(Kind::Pawn));
    let pos = after(&game, &pos, "Kj1-i1");
    let pos = after(&game, &pos, "Wc1-e1");
    assert!(has(&game, &pos, "b2-b4"));
    // Never onto or over a hole; a Pawn on a teleporter commutes.
    let (game, pos) = at(&["Kj1", "kj8", "Pd2", "Pc3"], "w - - T 0 1");
    assert_eq!(dests(&game, &pos, "d2"), Vec::<String>::new());
    assert_eq!(dests(&game, &pos, "c3"), names(&["c6", "f3", "f6"]));
}

/// Spec: "Stalemate is a draw".
#[test]
fn stalemate() {
    let (game, pos) = at(&["Kj1", "Rz1", "Ra7", "ky8"], "b - - T 0 1");
    assert_eq!(
        game.outcome(&pos),
        Some(Outcome::Draw {
            reason: EndReason::Stalemate
        })
    );
    // With a Jack in hand Black can still drop it.
    let (game, pos) = at(&["Kj1", "Rz1", "Ra7", "ky8"], "b j - T 0 1");
    assert_eq!(game.outcome(&pos), None);
}

/// Spec: "fifty moves by each side without a capture, Pawn move or drop" draw.
#[test]
fn fifty_move_rule() {
    let (game, pos) = at(&["Kj1", "Ra1", "ky8", "ph7"], "w - - T 99 80");
    assert_eq!(game.decided(&pos), None);
    let next = after(&game, &pos, "Ra1-a2");
    assert_eq!(
        game.outcome(&next),
        Some(Outcome::Draw {
            reason: EndReason::FiftyMoves
        })
    );
    let mut moves = Vec::new();
    game.legal_moves(&next, &mut moves);
    assert!(moves.is_empty());
    // A Pawn move restarts the count.
    let pos = witches_position(&game, &["Kj1", "Ra1", "ky8", "ph7"], "b - - T 99 80");
    assert_eq!(after(&game, &pos, "h7-h6").halfmove_clock(), 0);
    // A mate on the hundredth halfmove stands (docs/rules.md).
    let (game, pos) = at(&["Kj1", "Rz1", "Ra7", "ky8", "Na6"], "w - - T 99 80");
    let mate = after(&game, &pos, "Ra7-a8");
    assert_eq!(
        game.outcome(&mate),
        Some(Outcome::Win {
            winner: WHITE,
            reason: EndReason::Checkmate
        })
    );
}

/// Spec: "King against King" is a draw; Jacks in hand are still material.
#[test]
fn king_against_king() {
    let (game, pos) = at(&["Kj1", "ky8", "Rz7"], "b - - T 0 1");
    let next = after(&game, &pos, "Ky8xz7");
    assert_eq!(
        game.outcome(&next),
        Some(Outcome::Draw {
            reason: EndReason::KingAgainstKing
        })
    );
    let (game, pos) = at(&["Kj1", "ky8"], "w J - T 0 1");
    assert_eq!(game.decided(&pos), None);
}

/// Spec: "threefold repetition (perpetual check)" is a draw, through the Match.
#[test]
fn repetition() {
    let game = witches(&[]);
    let start = game.start();
    let mut m = Match::new(game.clone(), start);
    for _ in 0..2 {
        for text in ["Nb1-a3", "Nb8-a6", "Na3-b1", "Na6-b8"] {
            let mv = game.parse_move(m.position(), text).unwrap();
            assert_eq!(m.outcome(), None);
            m.play(mv).unwrap();
        }
    }
    assert_eq!(
        m.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
}

/// Spec "Position string": round trips, and one-line errors for what is not a position.
#[test]
fn position_strings() {
    let game = witches(&[]);
    for text in [
        START,
        "k11/1W10/K4**5/4****4/4****4/5**5/12/12 w - - T 0 1",
        "2r8k/3P8/5**5/4****Pp2/4****4/5**5/12/K11 w - h6 T 0 1",
        "11k/12/4R**5/4****4/4****4/5**K3r/12/12 w Jj - - 12 40",
    ] {
        let pos = game.parse_position(text).unwrap();
        assert_eq!(game.format_position(&pos), text);
    }
    let base = "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL";
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "empty"),
        (format!("{base} w JJjj - T 0"), "7 fields"),
        (format!("{base} x JJjj - T 0 1"), "side to move"),
        (format!("{base} w JJJ - T 0 1"), "Jacks in hand"),
        (format!("{base} w jJ - T 0 1"), "Jacks in hand"),
        (format!("{base} w JJjj e3 T 0 1"), "en passant"),
        (format!("{base} w JJjj a6 T 0 1"), "en passant"),
        (format!("{base} w JJjj - X 0 1"), "teleport"),
        (format!("{base} w JJjj - T x 1"), "halfmove"),
        (format!("{base} w JJjj - T 0 0"), "fullmove"),
        (
            "lcrnbwkbnrcl/pppp4pppp/12/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL w - - T 0 1"
                .to_string(),
            "hole",
        ),
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWQBNRCL w - - T 0 1"
                .to_string(),
            "unknown piece",
        ),
        (
            "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKKNRCL w - - T 0 1"
                .to_string(),
            "more than one",
        ),
        (
            "lcrnbwqbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL w - - T 0 1"
                .to_string(),
            "unknown piece",
        ),
        (
            "lcrnbw1bnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL w - - T 0 1"
                .to_string(),
            "no Black King",
        ),
        (
            "Pcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRC1 w - - T 0 1"
                .to_string(),
            "Pawn",
        ),
        (
            "11k/12/5**5/4****4/4****4/5**5/12/K10r b - - T 0 1".to_string(),
            "just moved is in check",
        ),
    ];
    for (text, needle) in &cases {
        let text = text.as_str();
        match game.parse_position(text) {
            Err(Error::Position(m)) => {
                assert!(m.contains(needle), "{text}: {m}");
                assert!(!m.contains('\n'));
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

/// Spec "Notation": `Nb1-a3` or `b1-a3`, captures `x`, drops `J@d2`, commutes `c3~f6`, flips
/// `z1=V`, drags `(y6>b3)`, promotion `=R`; only legal moves are read.
#[test]
fn notation_reading() {
    let game = witches(&[]);
    let pos = game.start();
    let nb1a3 = game.parse_move(&pos, "Nb1-a3").unwrap();
    assert_eq!(game.parse_move(&pos, "b1-a3"), Ok(nb1a3));
    assert_eq!(game.notation(&pos, nb1a3), "Nb1-a3");
    let flip = game.parse_move(&pos, "z1=V").unwrap();
    assert_eq!((flip.from, flip.to), (sq(&game, "z1"), sq(&game, "z1")));
    assert!(game.parse_move(&pos, "J@d2").is_ok());
    assert!(game.parse_move(&pos, "Cz1xz7=V+").is_ok());
    for bad in ["", "b1-b3", "J@d7", "hello", "Nb1-c3(a1>a2)", "e1-e1"] {
        match game.parse_move(&pos, bad) {
            Err(Error::Move(m)) => assert!(!m.contains('\n')),
            other => panic!("{bad}: {other:?}"),
        }
    }
    // A unique drag may be left out.
    let (game, pos) = at(&["Kj1", "kj8", "Wz5", "ny6"], "w - - T 0 1");
    assert_eq!(
        game.parse_move(&pos, "Wz5-c2"),
        game.parse_move(&pos, "Wz5-c2(y6>b3)")
    );
    assert!(game.parse_move(&pos, "Wz5-c2(y6>a4)").is_err());
}

/// Options: the one option is listed, set, and refused with a clear message when wrong.
#[test]
fn options() {
    let mut options = jikai_rules::witches::WitchesOptions::default();
    assert_eq!(options.table().len(), 1);
    assert_eq!(options.table()[0].key, "jack-stay");
    assert_eq!(options.table()[0].current, "wazir");
    options.set("jack-stay", "always").unwrap();
    assert_eq!(options.table()[0].current, "always");
    assert!(matches!(
        options.set("jack-stay", "x"),
        Err(Error::Option(_))
    ));
    assert!(matches!(options.set("queen", "yes"), Err(Error::Option(_))));
    assert_eq!(witches(&[]).id(), "witches");
}

/// witches.md, "End of the game": "Checkmate wins"; a King gives no check, so a lone King
/// with no Jack in hand could not win (docs/rules.md, "Clocks": the other side's flag is then
/// a draw); a Jack to drop or any other piece might.
#[test]
fn a_lone_king_could_not_win() {
    let (game, lone) = at(&["Ke1", "ka8", "wd8"], "w - - T 0 1");
    assert!(!game.could_win(&lone, WHITE));
    assert!(game.could_win(&lone, BLACK));
    let (game, jack) = at(&["Ke1", "ka8", "wd8"], "w J - T 0 1");
    assert!(game.could_win(&jack, WHITE));
    let (game, pawn) = at(&["Ke1", "Pa2", "ka8"], "w - - T 0 1");
    assert!(game.could_win(&pawn, WHITE));
    assert!(!game.could_win(&pawn, BLACK));
}
