// The one material of the board views (src/app/paint.rs). With PAINT_CHEAP (a software
// renderer) each vertex is shaded by the sun and the pixels between take the blend: a pixel
// costs next to nothing. Otherwise the pixels are lit by Bevy's own lighting functions, with
// shadows, as a StandardMaterial's would be.

#import bevy_pbr::{
    forward_io::{Vertex, VertexOutput},
    mesh_functions,
    mesh_view_bindings::view,
    view_transformations::position_world_to_clip,
}

#ifndef PAINT_CHEAP
#import bevy_pbr::{
    pbr_types,
    pbr_functions,
    pbr_fragment::pbr_input_from_vertex_output,
}
#endif

struct Paint {
    color: vec4<f32>,
    emissive: vec4<f32>,
    // Towards the sun, unit length; w the light every side gets.
    light: vec4<f32>,
    roughness: f32,
    unlit: u32,
    blend: u32,
    // The light a face turned to the sun adds.
    diffuse: f32,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> paint: Paint;

#ifdef PAINT_CHEAP

struct Shaded {
    @builtin(position) position: vec4<f32>,
    @location(0) color: vec4<f32>,
};

@vertex
fn vertex(v: Vertex) -> Shaded {
    let world_from_local = mesh_functions::get_world_from_local(v.instance_index);
    let at = mesh_functions::mesh_position_local_to_world(world_from_local, vec4(v.position, 1.0));
    var out: Shaded;
    out.position = position_world_to_clip(at.xyz);
    out.color = shade(mesh_functions::mesh_normal_local_to_world(v.normal, v.instance_index), at.xyz);
    return out;
}

@fragment
fn fragment(in: Shaded) -> @location(0) vec4<f32> {
    return in.color;
}

// No branch on the paint: lavapipe before Mesa 23 compiles a shader anew, and keeps it, for
// each value of a uniform an `if` reads (its uniform inlining), some 1.7 MB a frame; a
// `select` reads the value without a branch.
fn shade(normal: vec3<f32>, at: vec3<f32>) -> vec4<f32> {
    let n = normalize(normal);
    let lit = max(dot(n, paint.light.xyz), 0.0);
    let h = normalize(paint.light.xyz + normalize(view.world_position - at));
    let shine = pow(max(dot(n, h), 0.0), 24.0) * (1.0 - paint.roughness) * 0.2;
    let x = paint.color.rgb * (paint.light.w + paint.diffuse * lit) + shine + paint.emissive.rgb;
    // A curve fitted to what Bevy's default tonemapping (TonyMcMapface) makes of Poron
    // Jikaida's squares and pieces, so both renderers show the same colours: the brightness
    // compressed, and a third of the way to grey.
    let l = max(dot(x, vec3(0.2126, 0.7152, 0.0722)), 1e-4);
    let shown = 0.84 * l / (l + 0.6);
    let lit_color = vec4(mix(x * (shown / l), vec3(shown), 0.35), paint.color.a);
    return select(lit_color, paint.color, paint.unlit != 0u);
}

#else

@vertex
fn vertex(v: Vertex) -> VertexOutput {
    let world_from_local = mesh_functions::get_world_from_local(v.instance_index);
    var out: VertexOutput;
    out.world_position = mesh_functions::mesh_position_local_to_world(world_from_local, vec4(v.position, 1.0));
    out.position = position_world_to_clip(out.world_position.xyz);
    out.world_normal = mesh_functions::mesh_normal_local_to_world(v.normal, v.instance_index);
#ifdef VERTEX_UVS_A
    out.uv = v.uv;
#endif
#ifdef VERTEX_OUTPUT_INSTANCE_INDEX
    out.instance_index = v.instance_index;
#endif
    return out;
}

@fragment
fn fragment(in: VertexOutput, @builtin(front_facing) is_front: bool) -> @location(0) vec4<f32> {
    var pbr = pbr_input_from_vertex_output(in, is_front, false);
    pbr.material.base_color = paint.color;
    pbr.material.emissive = paint.emissive;
    pbr.material.perceptual_roughness = paint.roughness;
    if paint.blend != 0u {
        pbr.material.flags = pbr_types::STANDARD_MATERIAL_FLAGS_ALPHA_MODE_BLEND;
    }
    var color = paint.color;
    if paint.unlit == 0u {
        color = pbr_functions::apply_pbr_lighting(pbr);
    }
    return pbr_functions::main_pass_post_lighting_processing(pbr, color);
}

#endif
