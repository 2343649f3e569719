//! The mesh and paint handles the views share (the board's dressing, the arrows, the
//! gallery): each made on first use and kept, so a shape or colour drawn a hundred times is
//! one asset.

use super::paint::{Paint, Renderer};
use bevy::prelude::*;
use std::collections::HashMap;

/// Mesh and paint handles made once and shared.
#[derive(Resource, Default)]
pub struct ViewAssets {
    meshes: HashMap<String, Handle<Mesh>>,
    colors: HashMap<[u8; 4], Handle<Paint>>,
    unlit: HashMap<[u8; 4], Handle<Paint>>,
    renderer: Renderer,
}

impl ViewAssets {
    pub(super) fn mesh(
        &mut self,
        meshes: &mut Assets<Mesh>,
        key: String,
        make: impl FnOnce() -> Mesh,
    ) -> Handle<Mesh> {
        self.meshes
            .entry(key)
            .or_insert_with(|| meshes.add(make()))
            .clone()
    }

    /// A flat colour that lighting does not change (emblems stay legible in shade).
    pub(super) fn unlit(&mut self, paints: &mut Assets<Paint>, color: Color) -> Handle<Paint> {
        let c = color.to_srgba().to_u8_array();
        let renderer = self.renderer;
        self.unlit
            .entry(c)
            .or_insert_with(|| paints.add(Paint::unlit(color, renderer)))
            .clone()
    }

    pub(super) fn color(
        &mut self,
        paints: &mut Assets<Paint>,
        color: Color,
        glow: bool,
        alpha: bool,
    ) -> Handle<Paint> {
        let c = color.to_srgba().to_u8_array();
        let key = [
            c[0],
            c[1],
            c[2],
            c[3] / 4 * 4 + glow as u8 + 2 * alpha as u8,
        ];
        let renderer = self.renderer;
        self.colors
            .entry(key)
            .or_insert_with(|| paints.add(Paint::lit(color, glow, alpha, renderer)))
            .clone()
    }
}

/// The shared handles start empty, for the renderer found at the start.
pub(super) fn make_assets(mut commands: Commands, renderer: Res<Renderer>) {
    commands.insert_resource(ViewAssets {
        renderer: *renderer,
        ..default()
    });
}
