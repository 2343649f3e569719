//! The plugin that makes the logic's entities visible: the board (`board_dress`), the pieces
//! (`pieces_dress`) and the marks (`marks_dress`), all before transforms propagate so a
//! change shows in the frame it happens. Nothing here runs per frame unless something
//! changed.

use super::board_dress::{dress_board, dress_fronts, dress_holes, dress_shelves};
use super::camera::Orbit;
use super::input::on_pointer_click;
use super::marks::MarkSettings;
use super::marks_dress::{dress_piece_marks, refresh_marks, refresh_threatened};
use super::pieces_dress::{dress_pieces, hide_captured, turn_emblems};
use super::view_assets::{ViewAssets, make_assets};
use bevy::prelude::*;

pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ViewAssets>()
            .add_systems(Startup, make_assets)
            .init_resource::<MarkSettings>()
            .add_observer(on_pointer_click)
            .add_systems(
                PostUpdate,
                (
                    dress_board,
                    dress_fronts,
                    dress_holes,
                    dress_shelves,
                    (dress_pieces, dress_piece_marks, hide_captured).chain(),
                    refresh_marks,
                    refresh_threatened,
                    turn_emblems.run_if(resource_changed::<Orbit>),
                )
                    .before(TransformSystems::Propagate),
            );
    }
}
