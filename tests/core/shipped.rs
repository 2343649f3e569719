//! Issue 49: the files Jikai ships (assets and levels) are found wherever it is installed:
//! beside the binary, in `share/jikai` beside its `bin` folder (a package's `/usr/share/jikai`),
//! else in the repository it was built from; without them, one line naming every folder
//! looked in.

use super::cli::{ok_lines, stderr, stdout};
use jikai::shipped::find;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh, empty folder under the temporary folder.
fn fresh(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jikai-shipped-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `dir` made to hold the shipped files: `assets/` and one tutorial level, the repository's
/// first tafl level.
fn ship_into(dir: &Path) {
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::create_dir_all(dir.join("levels/tafl")).unwrap();
    let level = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/tafl/01-moving.ron");
    std::fs::copy(level, dir.join("levels/tafl/01-moving.ron")).unwrap();
}

/// The test's `jikai` binary put at `file` (a hard link where it can, as a copy would be
/// slow for a debug build).
fn install_binary(file: &Path) {
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let built = Path::new(env!("CARGO_BIN_EXE_jikai"));
    if std::fs::hard_link(built, file).is_err() {
        std::fs::copy(built, file).unwrap();
    }
}

/// `jikai levels --check` run from `exe`, in a folder of its own: its lines, expecting success.
fn check_levels(exe: &Path, cwd: &Path) -> Vec<String> {
    let out = Command::new(exe)
        .args(["levels", "--check"])
        .current_dir(cwd)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    stdout(&out).lines().map(str::to_string).collect()
}

#[test]
fn the_first_folder_holding_both_is_taken() {
    let root = fresh("order");
    let (levels_only, first, second) = (root.join("a"), root.join("b"), root.join("c"));
    std::fs::create_dir_all(levels_only.join("levels")).unwrap();
    ship_into(&first);
    ship_into(&second);
    let candidates = [root.join("none"), levels_only, first.clone(), second];
    assert_eq!(find(&candidates), Ok(first));
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn nothing_found_names_every_folder_looked_in() {
    let candidates = [
        PathBuf::from("/nowhere/bin"),
        PathBuf::from("/nowhere/share/jikai"),
    ];
    let error = find(&candidates).unwrap_err();
    assert_eq!(
        error,
        "cannot find Jikai's assets and levels folders (is it installed whole?); \
         looked in /nowhere/bin, /nowhere/share/jikai"
    );
}

/// The package's layout (`bin/jikai`, `share/jikai/...`) and an unpacked folder (`jikai`
/// beside `assets` and `levels`): `levels --check`, run from another folder, checks the
/// levels installed with the binary, not the repository's.
#[test]
fn an_installed_binary_finds_its_own_files() {
    let root = fresh("installed");
    let prefix = root.join("prefix");
    install_binary(&prefix.join("bin/jikai"));
    ship_into(&prefix.join("share/jikai"));
    let beside = root.join("unpacked");
    install_binary(&beside.join("jikai"));
    ship_into(&beside);
    let elsewhere = root.join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    for (exe, levels) in [
        (prefix.join("bin/jikai"), prefix.join("share/jikai/levels")),
        (beside.join("jikai"), beside.join("levels")),
    ] {
        let lines = check_levels(&exe, &elsewhere);
        let file = levels.join("tafl/01-moving.ron");
        assert!(
            lines[0].starts_with(&format!("ok      {}  ", file.display())),
            "{lines:?}"
        );
        assert_eq!(lines[1], "1 levels: 1 ok, 0 broken");
    }
    std::fs::remove_dir_all(&root).unwrap();
}

/// Run from a build, from any folder, the repository's levels are checked.
#[test]
fn a_build_finds_the_repository() {
    let elsewhere = fresh("elsewhere");
    let lines = check_levels(Path::new(env!("CARGO_BIN_EXE_jikai")), &elsewhere);
    let levels = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    let repository = ok_lines(&["levels", "--check", levels.to_str().unwrap()]);
    assert_eq!(lines, repository);
    assert!(lines[0].contains(&*levels.to_string_lossy()), "{lines:?}");
    std::fs::remove_dir_all(&elsewhere).unwrap();
}
