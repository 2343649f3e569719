//! The app's modules in layers that only look down (docs/architecture.md, "The app's
//! layers"; issue 17, "Shape"): the match at the bottom, views and the interface above it,
//! never the reverse. Read from the sources' paths (`super::x`, `crate::app::x`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Bottom to top. A module may name modules of its own layer (without a cycle) or below.
const LAYERS: [(&str, &[&str]); 5] = [
    (
        "the match",
        &[
            "phase",
            "seats",
            "caption",
            "animation",
            "style",
            "marks",
            "session",
            "pacing",
            "clocks",
        ],
    ),
    ("its entities", &["board", "pieces"]),
    (
        "who acts on it",
        &[
            "input",
            "computer",
            "analysis",
            "persistence",
            "tutorial",
            "audio",
        ],
    ),
    (
        "views",
        &[
            "paint",
            "view_assets",
            "camera",
            "board_dress",
            "pieces_dress",
            "marks_dress",
            "view",
            "arrows",
            "gallery",
            "legend",
        ],
    ),
    ("interface", &["ui", "settings", "screenshot"]),
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, ms)| ms.contains(&module))
}

/// The app modules each module's files name.
fn uses() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut files = vec![];
    for entry in std::fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            for inner in std::fs::read_dir(&path).unwrap() {
                files.push((path.clone(), inner.unwrap().path()));
            }
        } else if path.file_name().unwrap() != "mod.rs" {
            files.push((path.clone(), path));
        }
    }
    for (top, file) in files {
        let module = top.file_stem().unwrap().to_string_lossy().to_string();
        let nested = top != file && file.file_name().unwrap() != "mod.rs";
        let text = std::fs::read_to_string(&file).unwrap();
        let mut prefixes = vec!["crate::app::"];
        prefixes.push(if nested { "super::super::" } else { "super::" });
        let used = uses.entry(module.clone()).or_default();
        for prefix in prefixes {
            for (at, _) in text.match_indices(prefix) {
                let rest = &text[at + prefix.len()..];
                let names: Vec<&str> = match rest.strip_prefix('{') {
                    Some(list) => list[..list.find('}').unwrap()]
                        .split(',')
                        .map(|n| n.trim().split("::").next().unwrap())
                        .collect(),
                    None => vec![
                        rest.split(|c: char| !c.is_alphanumeric() && c != '_')
                            .next()
                            .unwrap(),
                    ],
                };
                used.extend(
                    names
                        .into_iter()
                        .filter(|n| *n != module && layer_of(n).is_some())
                        .map(String::from),
                );
            }
        }
    }
    uses
}

#[test]
fn every_app_module_has_a_layer() {
    for module in uses().keys() {
        assert!(
            layer_of(module).is_some(),
            "src/app/{module} is in no layer"
        );
    }
}

#[test]
fn app_modules_only_look_down() {
    let uses = uses();
    for (module, used) in &uses {
        for other in used {
            assert!(
                layer_of(other) <= layer_of(module),
                "{module} ({}) uses {other} ({}), a layer above it",
                LAYERS[layer_of(module).unwrap()].0,
                LAYERS[layer_of(other).unwrap()].0,
            );
        }
    }
    // Within a layer, no circle: follow every path from every module.
    fn reaches(
        uses: &BTreeMap<String, BTreeSet<String>>,
        from: &str,
        to: &str,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        uses.get(from)
            .into_iter()
            .flatten()
            .any(|next| next == to || (seen.insert(next.clone()) && reaches(uses, next, to, seen)))
    }
    for module in uses.keys() {
        assert!(
            !reaches(&uses, module, module, &mut BTreeSet::new()),
            "{module} is on an import circle"
        );
    }
}

/// Issue 43, "Layers enforced": inside the `jikai` package the command line is the top
/// floor: nothing outside `src/cli/` (and the binary's `main.rs`, which runs it) names it.
/// The crates below (`crates/rules`, `crates/ai`) cannot: Cargo keeps them from it.
#[test]
fn nothing_below_the_command_line_names_it() {
    fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let cli = src.join("cli");
    for file in all
        .iter()
        .filter(|f| !f.starts_with(&cli) && **f != src.join("main.rs"))
    {
        let text = std::fs::read_to_string(file).unwrap();
        let nested = file.parent() != Some(src.as_path());
        let upward = ["crate::cli", "jikai::cli"]
            .into_iter()
            .chain(nested.then_some("super::cli"))
            .find(|name| text.contains(name));
        assert!(
            upward.is_none(),
            "{} names the command line ({})",
            file.display(),
            upward.unwrap_or_default()
        );
    }
}
