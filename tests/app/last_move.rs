//! Issue 18, items 3 and 4: the last-move highlight and the move told in words always
//! describe the last move of the position shown, after a move, undo, redo, a load or a
//! review; and a reviewed position says whose move it was there.

use super::ecs::{app, play_by_keys, settle};
use bevy::prelude::*;
use jikai::app::session::{ActiveMatch, GameStatus, HistoryRequest, Review, start_match};
use jikai::rules::{Move, Side, open_match};

fn shown(app: &App) -> (Option<Move>, Option<String>, Option<Side>) {
    let s = app.world().resource::<GameStatus>();
    (s.last_move, s.caption.clone(), s.to_move)
}

fn history_move(app: &App, ply: usize) -> Move {
    let m = &app.world().resource::<ActiveMatch>().0;
    let mut copy = m.boxed_clone();
    while copy.history().len() > ply + 1 {
        copy.undo();
    }
    copy.undo().expect("a move at that ply")
}

#[test]
fn the_last_move_follows_undo_redo_load_and_review() {
    let mut app = app("jetan", None);
    play_by_keys(&mut app, "D1-E4");
    play_by_keys(&mut app, "G0-F7");
    let (first, second) = (history_move(&app, 0), history_move(&app, 1));
    let (mv, caption, to_move) = shown(&app);
    assert_eq!(mv, Some(second));
    assert!(
        caption
            .as_ref()
            .is_some_and(|c| c.to_lowercase().contains("f7")),
        "{caption:?}"
    );
    assert_eq!(to_move, Some(Side::South));

    app.world_mut().write_message(HistoryRequest::Undo);
    settle(&mut app);
    let (mv, caption, _) = shown(&app);
    assert_eq!(mv, Some(first), "after undo, the move before");
    assert!(
        caption
            .as_ref()
            .is_some_and(|c| c.to_lowercase().contains("e4")),
        "{caption:?}"
    );

    app.world_mut().write_message(HistoryRequest::Redo);
    settle(&mut app);
    assert_eq!(shown(&app).0, Some(second), "after redo, the move again");

    // A loaded game (as Load and Resume install it) shows its last move at once.
    let mut loaded = open_match("jetan", &[], None).unwrap();
    for text in ["D1-E4", "G0-F7", "E4xF7"] {
        let mv = loaded.parse_move(text).unwrap();
        loaded.play(mv).unwrap();
    }
    start_match(&mut app.world_mut().commands(), loaded);
    app.world_mut().flush();
    settle(&mut app);
    let (mv, caption, to_move) = shown(&app);
    assert_eq!(mv, Some(history_move(&app, 2)));
    assert!(caption.is_some(), "the loaded game's last move in words");
    assert_eq!(to_move, Some(Side::North));

    // Reviewing the position after the first move: its move, and Orange to move there.
    app.world_mut().resource_mut::<Review>().0 = Some(1);
    settle(&mut app);
    let (mv, _, to_move) = shown(&app);
    assert_eq!(mv, Some(history_move(&app, 0)));
    assert_eq!(to_move, Some(Side::North));
    app.world_mut().resource_mut::<Review>().0 = Some(2);
    settle(&mut app);
    assert_eq!(
        shown(&app).2,
        Some(Side::South),
        "Black to move after two moves"
    );
}
