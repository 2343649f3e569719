//! Tweens: one clear look per kind of effect. Leaps arc, slides glide, vaults hop over each
//! piece of their line, teleports vanish and reappear, drops arc in from the hand shelf,
//! captured pieces are squeezed and leave for the tray, promotions and flips spin. Input
//! waits while any runs.

use super::pacing::{FrameDemand, SMOOTH};
use bevy::prelude::*;
use std::collections::VecDeque;
use std::f32::consts::PI;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// Along a path of squares, easing in and out.
    Glide,
    /// One leap in an arc.
    Arc,
    /// Hops over each square of the path in turn.
    Hop,
    /// Shrinks away at the first point and grows back at the last.
    Vanish,
    /// Flattened between hammer and anvil, in place.
    Squeeze,
    /// Off the board to the tray, shrinking a little.
    ToTray,
    /// Spins and swells in place: a promotion or a flip.
    Pulse,
}

#[derive(Clone, Debug)]
pub struct Tween {
    pub motion: Motion,
    pub points: Vec<Vec3>,
    /// Seconds at speed 1.
    pub duration: f32,
}

/// Tweens queued on an entity, played one after another once `delay` has passed.
#[derive(Component, Debug, Default)]
pub struct Tweens {
    pub queue: VecDeque<Tween>,
    pub delay: f32,
    elapsed: f32,
}

impl Tweens {
    pub fn after(delay: f32, tweens: impl IntoIterator<Item = Tween>) -> Tweens {
        Tweens {
            queue: tweens.into_iter().collect(),
            delay,
            elapsed: 0.0,
        }
    }

    /// Seconds until the last tween ends, at speed 1.
    pub fn total(&self) -> f32 {
        self.delay + self.queue.iter().map(|t| t.duration).sum::<f32>()
    }
}

/// Animation speed (1 is normal; 0 shows every effect at once).
#[derive(Resource, Clone, Copy, Debug)]
pub struct AnimationSettings {
    pub speed: f32,
}

impl Default for AnimationSettings {
    fn default() -> Self {
        AnimationSettings { speed: 1.0 }
    }
}

/// Finish every running animation now.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SkipAnimations;

/// The scale of a piece resting in the tray.
pub const TRAY_SCALE: f32 = 0.7;

/// Whether anything is still moving: input waits for this to be false.
pub fn animating(tweens: Query<(), With<Tweens>>) -> bool {
    !tweens.is_empty()
}

pub struct AnimationPlugin;

impl Plugin for AnimationPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<AnimationSettings>()
            .add_message::<SkipAnimations>()
            .add_systems(
                PostUpdate,
                advance_tweens
                    .run_if(animating)
                    .before(TransformSystems::Propagate),
            );
    }
}

fn advance_tweens(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<AnimationSettings>,
    mut skips: MessageReader<SkipAnimations>,
    mut query: Query<(Entity, &mut Tweens, &mut Transform)>,
    mut demand: ResMut<FrameDemand>,
) {
    demand.within(SMOOTH);
    let skip = !skips.is_empty() || settings.speed <= 0.0;
    skips.clear();
    let dt = time.delta_secs() * settings.speed.max(0.0);
    for (entity, mut tweens, mut transform) in &mut query {
        if skip {
            for tween in tweens.queue.drain(..) {
                apply(&tween, 1.0, &mut transform);
            }
        } else {
            let mut left = dt;
            if tweens.delay > 0.0 {
                let used = left.min(tweens.delay);
                tweens.delay -= used;
                left -= used;
            }
            while left > 0.0 {
                let Some(tween) = tweens.queue.front().cloned() else {
                    break;
                };
                let remaining = tween.duration - tweens.elapsed;
                let step = left.min(remaining);
                tweens.elapsed += step;
                left -= step;
                let t = if tween.duration > 0.0 {
                    (tweens.elapsed / tween.duration).min(1.0)
                } else {
                    1.0
                };
                apply(&tween, t, &mut transform);
                if t >= 1.0 {
                    tweens.queue.pop_front();
                    tweens.elapsed = 0.0;
                } else {
                    break;
                }
            }
        }
        if tweens.queue.is_empty() {
            commands.entity(entity).remove::<Tweens>();
        }
    }
}

fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// The point a fraction `t` of the way along a path of straight segments.
fn along(points: &[Vec3], t: f32) -> Vec3 {
    let lengths: Vec<f32> = points.windows(2).map(|w| w[0].distance(w[1])).collect();
    let total: f32 = lengths.iter().sum();
    if total <= f32::EPSILON {
        return *points.last().unwrap_or(&Vec3::ZERO);
    }
    let mut target = t * total;
    for (i, len) in lengths.iter().enumerate() {
        if target <= *len || i == lengths.len() - 1 {
            let f = if *len > 0.0 {
                (target / len).min(1.0)
            } else {
                1.0
            };
            return points[i].lerp(points[i + 1], f);
        }
        target -= len;
    }
    points[points.len() - 1]
}

/// Sets `transform` to where `tween` puts its entity at fraction `t`.
pub fn apply(tween: &Tween, t: f32, transform: &mut Transform) {
    let p = &tween.points;
    let (first, last) = (p[0], p[p.len() - 1]);
    match tween.motion {
        Motion::Glide => transform.translation = along(p, ease(t)),
        Motion::Arc => {
            let height = 0.35 * first.distance(last) + 0.3;
            transform.translation = first.lerp(last, ease(t)) + Vec3::Y * height * (PI * t).sin();
        }
        Motion::Hop => {
            let hops = (p.len() - 1).max(1) as f32;
            let local = (t * hops).fract();
            let lift = if t >= 1.0 {
                0.0
            } else {
                0.6 * (PI * local).sin()
            };
            transform.translation = along(p, t) + Vec3::Y * lift;
        }
        Motion::Vanish => {
            let (at, size) = if t < 0.5 {
                (first, 1.0 - 2.0 * t)
            } else {
                (last, 2.0 * t - 1.0)
            };
            transform.translation = at;
            transform.scale = Vec3::splat(size.max(0.0));
        }
        Motion::Squeeze => {
            transform.translation = first;
            transform.scale = Vec3::new(1.0 + 0.3 * t, 1.0 - 0.6 * t, 1.0 + 0.3 * t);
        }
        Motion::ToTray => {
            transform.translation = first.lerp(last, ease(t)) + Vec3::Y * 1.2 * (PI * t).sin();
            transform.scale = Vec3::new(1.3, 0.4, 1.3).lerp(Vec3::splat(TRAY_SCALE), t);
        }
        Motion::Pulse => {
            transform.translation = first;
            transform.scale = Vec3::splat(1.0 + 0.35 * (PI * t).sin());
            transform.rotation = Quat::from_rotation_y(2.0 * PI * ease(t));
        }
    }
}
