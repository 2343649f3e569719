//! The rule state shown in the app (issue 6): computed into `ShownRuleState` when the match
//! changes, put on the piece entities as tags, pieces in hand as entities on the shelf; every
//! kind from both sides, after moves and after undo.

use super::ecs::{app, settle};
use bevy::prelude::*;
use jikai::app::board::world_of;
use jikai::app::marks::shown_threats;
use jikai::app::pieces::{HasRight, Immobilized, InCheck, InHand, OnSquare, Piece};
use jikai::app::session::{
    ActiveMatch, GameEnded, GameStatus, HistoryRequest, LegalMoves, MoveRequested, ShownRuleState,
};
use jikai::rules::jetan::ESCAPE;
use jikai::rules::{EndReason, Move, Outcome, Right, RuleState, Side, Square};

fn sq(app: &App, name: &str) -> Square {
    let m = &app.world().resource::<ActiveMatch>().0;
    m.geometry().parse_square(name).expect("square")
}

fn squares(app: &App, names: &[&str]) -> Vec<Square> {
    names.iter().map(|n| sq(app, n)).collect()
}

fn state(app: &App) -> RuleState {
    app.world().resource::<ShownRuleState>().0.clone()
}

fn play(app: &mut App, notation: &str) {
    let mv = {
        let m = &app.world().resource::<ActiveMatch>().0;
        m.parse_move(notation)
            .unwrap_or_else(|e| panic!("{notation}: {e}"))
    };
    request(app, mv);
}

fn request(app: &mut App, mv: Move) {
    app.world_mut().write_message(MoveRequested(mv));
    app.update();
    settle(app);
}

fn undo(app: &mut App) {
    app.world_mut().write_message(HistoryRequest::Undo);
    app.update();
    app.update();
}

/// The squares of the board pieces carrying the tag `T`, sorted.
fn tagged<T: Component>(app: &mut App) -> Vec<Square> {
    let mut q = app.world_mut().query_filtered::<&OnSquare, With<T>>();
    let mut v: Vec<Square> = q.iter(app.world()).map(|o| o.0).collect();
    v.sort();
    v
}

/// Pieces in hand shown as entities, per side.
fn hand_entities(app: &mut App) -> [usize; 2] {
    let mut q = app.world_mut().query_filtered::<&Piece, With<InHand>>();
    let mut n = [0, 0];
    for p in q.iter(app.world()) {
        n[p.0.side.index()] += 1;
    }
    n
}

fn hand_counts(app: &App) -> [usize; 2] {
    state(app).hand.map(|h| h.len())
}

/// witches.md, "Check": the King attacked is in check, for either side; the mark follows
/// the King's entity and goes when the check is answered; undo brings it back.
#[test]
fn witches_check_from_both_sides() {
    let mut app = app(
        "witches",
        Some("11k/R11/5**5/4****4/4****4/5**5/r11/11K w - - T 0 1"),
    );
    assert!(state(&app).in_check.is_empty());
    play(&mut app, "Ry7-y8");
    assert_eq!(state(&app).in_check, squares(&app, &["j8"]));
    assert_eq!(tagged::<InCheck>(&mut app), squares(&app, &["j8"]));
    play(&mut app, "Kj8-j7");
    assert!(state(&app).in_check.is_empty());
    assert!(tagged::<InCheck>(&mut app).is_empty());
    play(&mut app, "Kj1-i1");
    play(&mut app, "Ry2-y1");
    assert_eq!(state(&app).in_check, squares(&app, &["i1"]));
    assert_eq!(tagged::<InCheck>(&mut app), squares(&app, &["i1"]));
    undo(&mut app);
    assert!(state(&app).in_check.is_empty());
    assert!(tagged::<InCheck>(&mut app).is_empty());
}

/// witches.md, the Witch "immobilizes adjacent enemy pieces"; the seed's drag: "A Witch on
/// z5, by going to c2, drags to b3 any non-Witch enemy piece which was previously
/// immobilized on y6". The dragged Pawn's entity travels to b3 and stays frozen; undo puts
/// it back.
#[test]
fn witches_drag_moves_the_frozen_piece_entity() {
    let mut app = app(
        "witches",
        Some("11k/12/p4**5/1W2****4/4****4/5**5/12/11K w - - T 0 1"),
    );
    assert_eq!(state(&app).immobilized, squares(&app, &["y6"]));
    assert_eq!(tagged::<Immobilized>(&mut app), squares(&app, &["y6"]));
    let pawn = entity_on(&mut app, "y6");
    play(&mut app, "Wz5-c2(y6>b3)");
    assert_eq!(entity_on(&mut app, "b3"), pawn, "the same Pawn entity");
    let at = app.world().get::<Transform>(pawn).unwrap().translation;
    let b3 = world_of(
        app.world().resource::<ActiveMatch>().0.geometry(),
        sq(&app, "b3"),
    );
    assert!(at.distance(b3) < 1e-4, "{at:?}");
    assert_eq!(state(&app).immobilized, squares(&app, &["b3"]));
    assert_eq!(tagged::<Immobilized>(&mut app), squares(&app, &["b3"]));
    undo(&mut app);
    assert_eq!(state(&app).immobilized, squares(&app, &["y6"]));
    assert_eq!(tagged::<Immobilized>(&mut app), squares(&app, &["y6"]));
}

/// The same for Black's Witch: the White Knight beside it is frozen, and freed when the
/// Witch steps away.
#[test]
fn witches_black_witch_freezes_white() {
    let mut app = app(
        "witches",
        Some("11k/12/5**5/4****4/4****4/5**5/1w10/N10K b - - T 0 1"),
    );
    assert_eq!(state(&app).immobilized, squares(&app, &["y1"]));
    assert_eq!(tagged::<Immobilized>(&mut app), squares(&app, &["y1"]));
    play(&mut app, "Wz2-z3");
    assert!(state(&app).immobilized.is_empty());
    assert!(tagged::<Immobilized>(&mut app).is_empty());
}

fn entity_on(app: &mut App, name: &str) -> Entity {
    let at = sq(app, name);
    let mut q = app.world_mut().query::<(Entity, &OnSquare)>();
    q.iter(app.world())
        .find(|(_, o)| o.0 == at)
        .map(|(e, _)| e)
        .expect("a piece there")
}

/// witches.md: "two Jacks in hand" each; "Dropping ("parachuting") it on an empty square
/// c2-f2 (White) or c7-f7 (Black)". The dropped Jack is one of the hand's entities, now on
/// its square; undo puts it back on the shelf.
#[test]
fn witches_jacks_in_hand_and_drops() {
    let mut app = app("witches", None);
    assert_eq!(hand_counts(&app), [2, 2]);
    assert_eq!(hand_entities(&mut app), [2, 2]);
    let black_hand: Vec<Entity> = {
        let mut q = app
            .world_mut()
            .query_filtered::<(Entity, &Piece), With<InHand>>();
        q.iter(app.world())
            .filter(|(_, p)| p.0.side == Side::North)
            .map(|(e, _)| e)
            .collect()
    };
    play(&mut app, "Nb1-c3");
    play(&mut app, "J@c7");
    assert_eq!(hand_counts(&app), [2, 1]);
    assert_eq!(hand_entities(&mut app), [2, 1]);
    let jack = entity_on(&mut app, "c7");
    assert!(black_hand.contains(&jack), "a hand entity came down");
    let at = app.world().get::<Transform>(jack).unwrap().translation;
    let c7 = world_of(
        app.world().resource::<ActiveMatch>().0.geometry(),
        sq(&app, "c7"),
    );
    assert!(at.distance(c7) < 1e-4, "{at:?}");
    play(&mut app, "J@c2");
    assert_eq!(hand_counts(&app), [1, 1]);
    assert_eq!(hand_entities(&mut app), [1, 1]);
    undo(&mut app);
    undo(&mut app);
    assert_eq!(hand_counts(&app), [2, 2]);
    assert_eq!(hand_entities(&mut app), [2, 2]);
    let mut q = app.world_mut().query::<&OnSquare>();
    assert!(q.iter(app.world()).all(|o| o.0 != sq(&app, "c7")));
}

/// A click on a Jack in the hand of the side to move selects the drops, as H does.
#[test]
fn clicking_the_hand_selects_the_drops() {
    use jikai::app::input::{Selection, SquareClicked};
    let mut app = app("witches", None);
    app.world_mut().write_message(SquareClicked(Square::NONE));
    app.update();
    let selection = app.world().resource::<Selection>();
    assert_eq!(selection.from, Some(Square::NONE));
    assert_eq!(
        selection.cursor, None,
        "the hand is not a square for the cursor"
    );
    let drops = app
        .world()
        .resource::<LegalMoves>()
        .from(Square::NONE)
        .count();
    assert_eq!(drops, 4, "c2-f2");
}

/// jikaida.md, "Kaida and the end of the game": a King an enemy piece could capture is in
/// Kaida, for either side; capturing the attacker ends it and undo restores it.
#[test]
fn jikaida_kaida_from_both_sides() {
    let empty = "12/".repeat(15);
    let blue = format!("5k6/5C6/{empty}7K4 b -");
    let mut app = app("jikaida", Some(&blue));
    assert_eq!(state(&app).in_check, squares(&app, &["f18"]));
    assert_eq!(tagged::<InCheck>(&mut app), squares(&app, &["f18"]));
    play(&mut app, "f18xf17");
    assert!(state(&app).in_check.is_empty());
    assert!(tagged::<InCheck>(&mut app).is_empty());
    undo(&mut app);
    assert_eq!(tagged::<InCheck>(&mut app), squares(&app, &["f18"]));
    let yellow = super::ecs::app("jikaida", Some(&format!("5k6/{empty}7c4/7K4 y -")));
    assert_eq!(state(&yellow).in_check, squares(&yellow, &["h1"]));
}

/// jikaida.md, "King's Fluttember. Once per game each player may swap his King with one of
/// his Kapts or Chuktars": the right is shown on each King until it is used.
#[test]
fn jikaida_fluttember_rights() {
    let empty = "12/".repeat(16);
    let mut app = app("jikaida", Some(&format!("3a1k6/{empty}7KA3 y YB")));
    let both = vec![
        (sq(&app, "h1"), Right::Fluttember),
        (sq(&app, "f18"), Right::Fluttember),
    ];
    let mut rights = state(&app).rights;
    rights.sort_by_key(|r| r.0);
    assert_eq!(rights, both);
    assert_eq!(tagged::<HasRight>(&mut app), squares(&app, &["h1", "f18"]));
    play(&mut app, "h1<>i1");
    assert_eq!(
        state(&app).rights,
        vec![(sq(&app, "f18"), Right::Fluttember)]
    );
    assert_eq!(tagged::<HasRight>(&mut app), squares(&app, &["f18"]));
    play(&mut app, "f18<>d18");
    assert!(state(&app).rights.is_empty());
    assert!(tagged::<HasRight>(&mut app).is_empty());
    undo(&mut app);
    undo(&mut app);
    assert_eq!(tagged::<HasRight>(&mut app), squares(&app, &["h1", "f18"]));
}

/// jetan.md: the Princess "may not end her move on a threatened square"; a square is
/// threatened "when an enemy piece other than the Princess could capture on it". The shown
/// squares are those of the side to move, and none is among her destinations.
#[test]
fn jetan_threatened_squares_from_both_sides() {
    // Black: Chief e1, Princess f1, Panthan f8; Orange: Princess e10, Chief f10, Panthan f3.
    let mut app = app("jetan", Some("4pc4/10/5N4/10/10/10/10/5n4/10/4CP4 b BO -"));
    for (side, near) in [(Side::South, "f2"), (Side::North, "f9")] {
        let s = state(&app);
        assert!(s.threatened.contains(&sq(&app, near)), "{side:?}: {near}");
        let princess = app
            .world()
            .resource::<ActiveMatch>()
            .0
            .piece_at(sq(&app, if side == Side::South { "f1" } else { "e10" }));
        assert_eq!(princess.map(|p| (p.side, p.kind)), Some((side, 'P')));
        let from = sq(&app, if side == Side::South { "f1" } else { "e10" });
        let legal = app.world().resource::<LegalMoves>();
        assert!(legal.from(from).next().is_some());
        assert!(legal.from(from).all(|m| !s.threatened.contains(&m.mv.to)));
        // Black passes the turn with a Chief step; then it is Orange's Princess.
        play(
            &mut app,
            if side == Side::South {
                "E1-D1"
            } else {
                "F10-G10"
            },
        );
    }
}

/// Issue "Pieces a player recognises at a glance", Contrast and clutter: the threatened-square
/// marks show when they matter (the Princess they bind selected, or asked for always), never
/// over the last move's squares and not after the game ends.
#[test]
fn threatened_marks_show_for_the_princess_and_stay_off_the_last_move() {
    let app = app("jetan", Some("4pc4/10/5N4/10/10/10/10/5n4/10/4CP4 b BO -"));
    let s = state(&app);
    let princess = sq(&app, "f1");
    assert_eq!(s.threatened_for, Some(princess));
    let mut status = GameStatus::default();
    assert!(shown_threats(&s, None, false, &status).is_empty());
    assert!(shown_threats(&s, Some(sq(&app, "e1")), false, &status).is_empty());
    assert_eq!(
        shown_threats(&s, Some(princess), false, &status),
        s.threatened
    );
    assert_eq!(shown_threats(&s, None, true, &status), s.threatened);
    let near = sq(&app, "f2");
    status.last_move = Some(Move::new(sq(&app, "f3"), near));
    let shown = shown_threats(&s, Some(princess), false, &status);
    assert!(s.threatened.contains(&near) && !shown.contains(&near));
    assert_eq!(shown.len(), s.threatened.len() - 1);
    status.ended = Some(GameEnded {
        outcome: Outcome::Draw {
            reason: EndReason::Agreement,
        },
        text: "Drawn by agreement.".into(),
    });
    assert!(shown_threats(&s, Some(princess), true, &status).is_empty());
}

/// jetan.md, "Princess' escape: once per game": each side's Princess shows it until she
/// uses it.
#[test]
fn jetan_escape_rights() {
    let mut app = app("jetan", None);
    let mut rights = state(&app).rights;
    rights.sort_by_key(|r| r.0);
    assert_eq!(
        rights,
        vec![
            (sq(&app, "f1"), Right::Escape),
            (sq(&app, "e10"), Right::Escape)
        ]
    );
    assert_eq!(tagged::<HasRight>(&mut app), squares(&app, &["f1", "e10"]));
    let escape = app
        .world()
        .resource::<LegalMoves>()
        .0
        .iter()
        .find(|m| m.mv.tag == ESCAPE)
        .map(|m| m.mv);
    let escape = escape.expect("Black's Princess may escape");
    request(&mut app, escape);
    assert_eq!(state(&app).rights, vec![(sq(&app, "e10"), Right::Escape)]);
    assert_eq!(tagged::<HasRight>(&mut app), squares(&app, &["e10"]));
    undo(&mut app);
    assert_eq!(tagged::<HasRight>(&mut app), squares(&app, &["f1", "e10"]));
}
