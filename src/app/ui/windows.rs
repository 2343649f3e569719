//! The windows over the board, drawn by one system in a fixed order (a window opened in the
//! same frame as another lies over the ones drawn before it). Each window is a function in a
//! file of its own, named for it; the helpers they share are in `ui/mod.rs`.

use super::chooser_window::chooser_window;
use super::draw_offer_window::draw_offer_window;
use super::load_window::load_window;
use super::new_game::new_game_window;
use super::position_window::position_window;
use super::resign_window::resign_window;
use super::result_window::result_window;
use super::resume_window::resume_window;
use super::rules_window::rules_window;
use super::settings_window::{Preferences, settings_window};
use super::welcome_window::welcome_window;
use super::{DialogArea, UiState};
use crate::app::analysis::Analysis;
use crate::app::input::Selection;
use crate::app::persistence::{DataDir, Notice, ResumeOffer};
use crate::app::seats::Seats;
use crate::app::session::{ActiveMatch, GameStatus, MoveRequested};
use crate::app::tutorial::Lesson;
use bevy::prelude::*;
use bevy_egui::EguiContexts;

/// Draws the open windows. Resources that others watch for changes are lent as `Mut`
/// (`reborrow`), so a window marks them changed only when it writes them.
#[allow(clippy::too_many_arguments)]
pub(super) fn windows(
    mut contexts: EguiContexts,
    mut commands: Commands,
    active: Option<Res<ActiveMatch>>,
    status: Res<GameStatus>,
    mut ui_state: ResMut<UiState>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<MoveRequested>,
    lesson: Option<Res<Lesson>>,
    dir: Res<DataDir>,
    mut notice: ResMut<Notice>,
    mut resume: ResMut<ResumeOffer>,
    mut seats: ResMut<Seats>,
    area: Res<DialogArea>,
    (preferences, mut analysis): (Preferences, ResMut<Analysis>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(active) = active else { return Ok(()) };
    let m = active.0.as_ref();
    welcome_window(ctx, &area, &mut ui_state, m);
    resume_window(
        ctx,
        &area,
        &mut commands,
        resume.reborrow(),
        notice.reborrow(),
    );
    chooser_window(ctx, &area, m, selection.reborrow(), &mut requests);
    // A tutorial level has its own completion message.
    if lesson.is_none() {
        result_window(ctx, &area, &mut ui_state, m, &status);
    }
    resign_window(ctx, &area, &mut commands, &mut ui_state, m, &status);
    draw_offer_window(ctx, &area, &mut commands, &mut ui_state, m, &status);
    // A notice ("Saved to ...") is of the game it came with.
    if new_game_window(ctx, &mut commands, &mut ui_state, &area, &seats) {
        notice.0 = None;
    }
    position_window(
        ctx,
        &area,
        &mut commands,
        &mut ui_state,
        m,
        notice.reborrow(),
        (seats.reborrow(), &mut analysis),
    );
    load_window(
        ctx,
        &area,
        &mut commands,
        &mut ui_state,
        &dir,
        notice.reborrow(),
    );
    settings_window(
        ctx,
        &area,
        &mut ui_state,
        seats.reborrow(),
        preferences,
        &mut analysis,
    );
    rules_window(ctx, &area, &mut ui_state, m);
    Ok(())
}
