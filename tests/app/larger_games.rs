//! Jikaida's larger games in the window (issue 45): a Brumbyte group move is offered by the
//! chooser beside the leader's own move, told in words, and moves all three Swods' entities;
//! the Flutsman's flight and step animate one piece twice, with no rebuild of the board.

use super::ecs::{app_with, board, click, rules_board, settle, sq};
use bevy::prelude::*;
use jikai::app::animation::Tweens;
use jikai::app::caption::caption;
use jikai::app::input::Selection;
use jikai::app::pieces::OnSquare;
use jikai::app::session::{ActiveMatch, MoveRequested};
use jikai::rules::{Effect, Move, Square};

/// The entity standing on `square`.
fn entity_on(app: &mut App, square: Square) -> Entity {
    let mut q = app.world_mut().query::<(Entity, &OnSquare)>();
    q.iter(app.world())
        .find(|(_, on)| on.0 == square)
        .map(|(e, _)| e)
        .expect("a piece there")
}

/// The square `entity` stands on, if it is still on the board (a rebuild despawns it).
fn square_of(app: &mut App, entity: Entity) -> Option<Square> {
    app.world().get::<OnSquare>(entity).map(|on| on.0)
}

/// Plays `mv` as the chooser or a second click does; the number of pieces given tweens.
fn play(app: &mut App, mv: Move) -> usize {
    app.world_mut().write_message(MoveRequested(mv));
    app.update();
    let mut q = app.world_mut().query_filtered::<(), With<Tweens>>();
    q.iter(app.world()).count()
}

#[test]
fn the_chooser_offers_group_moves_and_all_three_swods_move() {
    let vallia = [("setup".to_string(), "vallia".to_string())];
    let mut app = app_with("hyrshiv", &vallia, None);
    click(&mut app, "f5");
    click(&mut app, "f6");
    let choices: Vec<(String, jikai::rules::Move)> = {
        let m = &app.world().resource::<ActiveMatch>().0;
        let offered = &app.world().resource::<Selection>().choices;
        offered.iter().map(|c| (m.notation(c.mv), c.mv)).collect()
    };
    let notations: Vec<&str> = choices.iter().map(|c| c.0.as_str()).collect();
    assert!(notations.contains(&"f5-f6"), "{notations:?}");
    let group = "f5-f6,g5-g6,h5-h6";
    let chosen = choices
        .iter()
        .find(|c| c.0 == group)
        .unwrap_or_else(|| panic!("{group} offered: {notations:?}"))
        .1;
    assert!(chosen.tag & 0x40 != 0, "a group move");
    {
        let m = &app.world().resource::<ActiveMatch>().0;
        assert_eq!(
            caption(m.as_ref(), chosen, &m.effects(chosen)),
            "Yellow's Swods on f5, g5 and h5 step together to f6, g6 and h6."
        );
    }
    let line = choices
        .iter()
        .find(|c| c.0 == "f3-f4,f4-f5,f5-f6")
        .expect("the file's three Swods step together")
        .1;
    {
        let m = &app.world().resource::<ActiveMatch>().0;
        assert_eq!(
            caption(m.as_ref(), line, &m.effects(line)),
            "Yellow's Swods on f3, f4 and f5 step together to f4, f5 and f6."
        );
    }
    let swods: Vec<Entity> = ["f5", "g5", "h5"]
        .iter()
        .map(|s| {
            let at = sq(&app, s);
            entity_on(&mut app, at)
        })
        .collect();
    assert_eq!(play(&mut app, chosen), 3, "all three Swods are animated");
    settle(&mut app);
    for (swod, to) in swods.into_iter().zip(["f6", "g6", "h6"]) {
        let to = sq(&app, to);
        assert_eq!(square_of(&mut app, swod), Some(to));
    }
    assert_eq!(board(&mut app), rules_board(&app));
}

#[test]
fn the_flutsmans_flight_and_step_animate_one_piece() {
    let mut app = app_with("hyrshiv", &[], None);
    let e1 = sq(&app, "e1");
    let (mv, effects, caption) = {
        let m = &app.world().resource::<ActiveMatch>().0;
        let mv = m
            .legal_moves()
            .into_iter()
            .find(|mv| mv.from == e1 && m.notation(*mv).ends_with("e6"))
            .expect("the Flutsman flies to e5 and steps to e6");
        let effects = m.effects(mv);
        (mv, effects.clone(), caption(m.as_ref(), mv, &effects))
    };
    assert!(
        matches!(effects[..], [Effect::Leap { .. }, Effect::Step { .. }]),
        "{effects:?}"
    );
    assert_eq!(caption, "Yellow's Flutsman leaps to e5 and moves to e6.");
    let flutsman = entity_on(&mut app, e1);
    assert_eq!(play(&mut app, mv), 1);
    let queued = app.world().get::<Tweens>(flutsman).map(|t| t.queue.len());
    assert_eq!(queued, Some(2), "the flight, then the step");
    settle(&mut app);
    let e6 = sq(&app, "e6");
    assert_eq!(
        square_of(&mut app, flutsman),
        Some(e6),
        "the same piece, not rebuilt"
    );
    assert_eq!(board(&mut app), rules_board(&app));
}
