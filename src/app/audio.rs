//! Sounds for a move, a capture and the end of the game (cargo feature `audio`).

use super::session::{GameEnded, MovePlayed};
use crate::rules::Effect;
use bevy::prelude::*;

/// Whether sounds play; the settings window toggles it.
#[derive(Resource, Default)]
pub struct Mute(pub bool);

#[derive(Resource)]
struct Sounds {
    step: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    end: Handle<AudioSource>,
}

pub struct AudioPlugin;

impl Plugin for AudioPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Mute>()
            .add_systems(Startup, load)
            .add_systems(Update, play_sounds);
    }
}

fn load(mut commands: Commands, server: Res<AssetServer>) {
    commands.insert_resource(Sounds {
        step: server.load("sounds/move.wav"),
        capture: server.load("sounds/capture.wav"),
        end: server.load("sounds/end.wav"),
    });
}

fn play_sounds(
    mut commands: Commands,
    sounds: Res<Sounds>,
    mute: Res<Mute>,
    mut played: MessageReader<MovePlayed>,
    mut ended: MessageReader<GameEnded>,
) {
    let mut chosen = None;
    for p in played.read() {
        let capture = p
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Capture { .. }));
        chosen = Some(if capture {
            &sounds.capture
        } else {
            &sounds.step
        });
    }
    if ended.read().count() > 0 {
        chosen = Some(&sounds.end);
    }
    if let Some(sound) = chosen
        && !mute.0
    {
        commands.spawn((AudioPlayer::new(sound.clone()), PlaybackSettings::DESPAWN));
    }
}
