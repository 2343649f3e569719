//! Issue 18, item 7: the keyboard cursor shows only while the keyboard is used, on the
//! board of the game in play.

use super::ecs::{app, settle, tap};
use bevy::prelude::*;
use jikai::app::input::{Selection, SquareClicked};
use jikai::app::session::{ActiveMatch, start_match};
use jikai::rules::open_match;

fn cursor(app: &App) -> Option<jikai::rules::Square> {
    app.world().resource::<Selection>().cursor
}

#[test]
fn the_cursor_follows_the_keyboard_only() {
    let mut app = app("tafl", None);
    // A click (the pointer's way in) selects without showing the cursor.
    let sq = {
        let m = &app.world().resource::<ActiveMatch>().0;
        m.geometry().parse_square("d1").unwrap()
    };
    app.world_mut().write_message(SquareClicked(sq));
    settle(&mut app);
    assert_eq!(app.world().resource::<Selection>().from, Some(sq));
    assert_eq!(cursor(&app), None, "no cursor after a click");
    tap(&mut app, KeyCode::ArrowUp);
    assert!(cursor(&app).is_some(), "an arrow key shows it");
    // Another game: its board may not have the square; nothing is selected.
    let m = open_match("jikaida", &[], None).unwrap();
    start_match(&mut app.world_mut().commands(), m);
    app.world_mut().flush();
    settle(&mut app);
    assert_eq!(cursor(&app), None, "no cursor carried into the next game");
    assert_eq!(app.world().resource::<Selection>().from, None);
}
