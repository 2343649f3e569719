//! The app's phases: loading its assets (board textures, tutorial levels), then play.

use bevy::prelude::*;

#[derive(States, Default, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppState {
    #[default]
    Loading,
    Play,
}
