//! Tutorial levels in the app: the level files loaded as assets (`library`), the completed
//! levels kept between runs (`progress`), a level played on the board with its walk as the
//! referee (`lesson`); its windows are the interface's (`ui::tutorials`). The levels themselves and their rules
//! checking are `crate::tutorial`, which knows nothing of Bevy.

mod lesson;
mod library;
mod progress;

pub use lesson::{Lesson, OpenLevel};
pub use library::{LevelAssetsPlugin, LevelEntry, Levels, register_levels_source};
pub use progress::Progress;

use super::input::PlayerInputSystems;
use super::persistence::{Autosave, Notice};
use super::session::SessionSystems;
use bevy::prelude::*;

/// Playing levels: opening them, refereeing the player's moves, the level's replies, the
/// step's marks and the progress. Needs a `DataDir` (for the progress file).
pub struct TutorialPlugin;

impl Plugin for TutorialPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Notice>()
            .add_message::<OpenLevel>()
            .add_observer(lesson::end_lesson)
            // A tutorial level's game is not the player's own.
            .configure_sets(Update, Autosave.run_if(not(resource_exists::<Lesson>)))
            .add_systems(Startup, progress::load_progress)
            .add_systems(
                Update,
                (
                    lesson::open_levels,
                    (
                        lesson::refuse_history,
                        lesson::level_moves,
                        lesson::referee_requests,
                        lesson::keep_drawing,
                    )
                        .chain()
                        .run_if(resource_exists::<Lesson>),
                )
                    .chain()
                    .after(PlayerInputSystems)
                    .before(SessionSystems),
            )
            .add_systems(
                Update,
                (
                    lesson::record_completion.run_if(resource_exists::<Lesson>),
                    lesson::show_step,
                )
                    .after(SessionSystems),
            );
    }
}
