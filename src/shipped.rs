//! The files Jikai ships beside its binary, found wherever it is installed, without Bevy:
//! `assets/` (the board's texture, the sounds) and `levels/` (the tutorial levels). They stay
//! files rather than being built into the binary so that `jikai levels --check` checks the
//! levels a player has and a level author can read them; a package puts them in
//! `/usr/share/jikai`. The player's own files are elsewhere (`storage::data_dir`).

use std::path::{Path, PathBuf};

/// The folder holding `assets/` and `levels/`: the first of `candidates` that holds both.
/// Without one, a one-line error naming every folder looked in.
pub fn dir() -> Result<PathBuf, String> {
    find(&candidates())
}

/// The tutorial levels' folder (`levels/` in `dir`).
pub fn levels_dir() -> Result<PathBuf, String> {
    Ok(dir()?.join("levels"))
}

/// Where the shipped files may be, in the order they are looked in: beside the binary (a
/// folder unpacked anywhere), `share/jikai` beside the binary's folder (`/usr/bin/jikai`
/// finds `/usr/share/jikai`; the tarball's `bin/jikai` its `share/jikai`, in place or copied
/// to `/usr/local` or `~/.local`), then the repository the binary was built from (`cargo
/// run`, `cargo test`).
pub fn candidates() -> Vec<PathBuf> {
    // The binary's real path: the system resolves links to it (`/proc/self/exe` on Linux).
    let bin = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf));
    let mut dirs = Vec::new();
    if let Some(bin) = bin {
        if let Some(prefix) = bin.parent() {
            dirs.push(prefix.join("share").join("jikai"));
        }
        dirs.insert(0, bin);
    }
    dirs.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    dirs
}

/// The first of `candidates` holding both `assets/` and `levels/`.
pub fn find(candidates: &[PathBuf]) -> Result<PathBuf, String> {
    let holds = |dir: &Path| dir.join("assets").is_dir() && dir.join("levels").is_dir();
    candidates.iter().find(|dir| holds(dir)).cloned().ok_or_else(|| {
        let looked: Vec<String> = candidates.iter().map(|d| d.display().to_string()).collect();
        format!(
            "cannot find Jikai's assets and levels folders (is it installed whole?); looked in {}",
            looked.join(", ")
        )
    })
}
