//! The one material every mesh of the board views wears: a colour, a glow, a roughness, lit
//! or not, opaque or blended.
//!
//! Why not Bevy's `StandardMaterial`: its fragment shader is long, and a software renderer
//! (lavapipe, on a machine without a GPU) runs all of it for every pixel, lit or unlit, at
//! about 150 ns a pixel on two cores, a quarter of a second a frame for Poron Jikaida's board
//! at 1280x800 (docs/benchmarks.md, "Frame time under software rendering"). Under a software
//! renderer a paint is shaded by one fixed light in a few operations, and the camera
//! tonemaps nothing; on a GPU the same paint is lit by Bevy's own lighting functions, with
//! shadows, so it looks as a `StandardMaterial` would.

use bevy::asset::{AssetPath, embedded_asset, embedded_path};
use bevy::mesh::MeshVertexBufferLayoutRef;
use bevy::pbr::{Material, MaterialPipeline, MaterialPipelineKey};
use bevy::prelude::*;
use bevy::render::batching::gpu_preprocessing::{GpuPreprocessingMode, GpuPreprocessingSupport};
use bevy::render::render_resource::{
    AsBindGroup, RenderPipelineDescriptor, ShaderType, SpecializedMeshPipelineError,
};
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::{RenderApp, RenderStartup, init_gpu_resource};
use bevy::shader::ShaderRef;

/// Where the sun comes from: above the near right corner.
pub const LIGHT_FROM: Vec3 = Vec3::new(6.0, 14.0, 8.0);
/// The sun's illuminance (lux) and the light every side gets (cd/m²).
pub const SUN: f32 = 9000.0;
pub const AMBIENT: f32 = 500.0;
/// What Bevy's default camera exposure (EV100 9.7) makes of a unit of light.
const EXPOSURE: f32 = 1.0 / (1.2 * 831.76);

/// Whether the renderer is software: decided once, at the start, from the adapter.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Renderer {
    pub software: bool,
}

#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
#[bind_group_data(PaintKey)]
pub struct Paint {
    #[uniform(0)]
    uniform: PaintUniform,
    alpha_mode: AlphaMode,
    cheap: bool,
}

#[derive(Clone, Copy, Debug, ShaderType)]
struct PaintUniform {
    color: Vec4,
    emissive: Vec4,
    light: Vec4,
    roughness: f32,
    unlit: u32,
    blend: u32,
    diffuse: f32,
}

impl Paint {
    /// A paint lit by the scene; `glow` makes it shine by itself (arrows, teleporters),
    /// `blend` lets what lies beneath show through its alpha.
    pub fn lit(color: Color, glow: bool, blend: bool, renderer: Renderer) -> Paint {
        let linear = color.to_linear();
        Paint::new(
            linear,
            // Alpha 0: a glow is not scaled by the camera's exposure.
            if glow {
                linear.with_alpha(0.0)
            } else {
                LinearRgba::NONE
            },
            false,
            blend,
            renderer,
        )
    }

    /// A flat colour that lighting does not change (emblems stay legible in shade).
    pub fn unlit(color: Color, renderer: Renderer) -> Paint {
        Paint::new(color.to_linear(), LinearRgba::NONE, true, false, renderer)
    }

    fn new(
        color: LinearRgba,
        emissive: LinearRgba,
        unlit: bool,
        blend: bool,
        renderer: Renderer,
    ) -> Paint {
        Paint {
            uniform: PaintUniform {
                color: color.to_vec4(),
                emissive: emissive.to_vec4(),
                light: LIGHT_FROM.normalize().extend(AMBIENT * EXPOSURE),
                roughness: 0.6,
                unlit: unlit as u32,
                blend: blend as u32,
                // A Lambertian surface under the sun, as Bevy's lighting computes it.
                diffuse: SUN * EXPOSURE / std::f32::consts::PI,
            },
            alpha_mode: if blend {
                AlphaMode::Blend
            } else {
                AlphaMode::Opaque
            },
            cheap: renderer.software,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PaintKey {
    cheap: bool,
}

impl From<&Paint> for PaintKey {
    fn from(paint: &Paint) -> PaintKey {
        PaintKey { cheap: paint.cheap }
    }
}

fn shader() -> ShaderRef {
    ShaderRef::Path(AssetPath::from_path_buf(embedded_path!("paint.wgsl")).with_source("embedded"))
}

impl Material for Paint {
    fn vertex_shader() -> ShaderRef {
        shader()
    }

    fn fragment_shader() -> ShaderRef {
        shader()
    }

    fn alpha_mode(&self) -> AlphaMode {
        self.alpha_mode
    }

    fn specialize(
        _pipeline: &MaterialPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: MaterialPipelineKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        if key.bind_group_data.cheap {
            descriptor.vertex.shader_defs.push("PAINT_CHEAP".into());
            if let Some(fragment) = descriptor.fragment.as_mut() {
                fragment.shader_defs.push("PAINT_CHEAP".into());
            }
        }
        Ok(())
    }
}

pub struct PaintPlugin;

impl Plugin for PaintPlugin {
    fn build(&self, app: &mut App) {
        embedded_asset!(app, "paint.wgsl");
        app.add_plugins(MaterialPlugin::<Paint>::default())
            .init_resource::<Renderer>()
            .add_systems(PreStartup, find_renderer);
        if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
            render_app.add_systems(
                RenderStartup,
                cpu_preprocessing.after(init_gpu_resource::<GpuPreprocessingSupport>),
            );
        }
    }
}

/// Meshes are few (a few hundred), so their instance data is built on the CPU, which the
/// app asks of `PbrPlugin`; building it with compute shaders costs a software renderer
/// several milliseconds a frame. The render world must then not prepare views for GPU
/// preprocessing either (it decides that afresh at its start), or nothing is drawn.
fn cpu_preprocessing(mut support: ResMut<GpuPreprocessingSupport>) {
    support.max_supported_mode = GpuPreprocessingMode::None;
}

/// A software renderer (lavapipe on a machine without a GPU) is told by the adapter's type.
fn find_renderer(info: Option<Res<RenderAdapterInfo>>, mut renderer: ResMut<Renderer>) {
    // wgpu's DeviceType is not re-exported by Bevy; its name is stable.
    renderer.software = info
        .as_ref()
        .is_some_and(|i| format!("{:?}", i.device_type) == "Cpu");
    if let Some(info) = info.filter(|_| renderer.software) {
        info!(
            "software renderer {}: plain shading, no shadows, no multisampling",
            info.name
        );
    }
}
