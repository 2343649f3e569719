//! Game records: save and load round-trip, damaged and foreign files refused with a clear
//! message, and saving never truncating a good file.

use jikai::rules::{GameRecord, open_match};
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jikai-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn played(moves: &[&str]) -> Box<dyn jikai::rules::AnyMatch> {
    let mut m = open_match("tafl", &[("throne".into(), "strict".into())], None).unwrap();
    for text in moves {
        let mv = m.parse_move(text).unwrap();
        m.play(mv).unwrap();
    }
    m
}

/// Issue 6, Saving: records hold options, start position, moves and result, and replay
/// exactly.
#[test]
fn save_and_load_round_trip() {
    let dir = scratch("roundtrip");
    let m = played(&["d1-d2", "e5-e2", "h1-h2"]);
    let path = dir.join("game.ron");
    GameRecord::of(m.as_ref()).save(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("// Jikai game record"), "{text}");
    assert!(text.contains("\"throne\""), "options are kept: {text}");
    let (record, loaded) = GameRecord::load(&path).unwrap();
    assert_eq!(record.moves, ["d1-d2", "e5-e2", "h1-h2"]);
    assert_eq!(loaded.position_string(), m.position_string());
    assert_eq!(loaded.options(), m.options());
    assert_eq!(loaded.history(), m.history());
}

/// A damaged file (a move that is not legal) names the move; a foreign file says it is not
/// a record; neither panics.
#[test]
fn damaged_and_foreign_files_are_refused() {
    let dir = scratch("bad");
    let m = played(&["d1-d2", "e5-e2"]);
    let good = GameRecord::of(m.as_ref()).to_text();
    let damaged = dir.join("damaged.ron");
    std::fs::write(&damaged, good.replace("e5-e2", "e5-e9")).unwrap();
    let err = GameRecord::load(&damaged).err().unwrap().to_string();
    assert!(err.starts_with("move 2 (e5-e9)"), "{err}");
    let foreign = dir.join("foreign.ron");
    std::fs::write(&foreign, "{\"hello\": 1}").unwrap();
    let err = GameRecord::load(&foreign).err().unwrap().to_string();
    assert!(err.starts_with("not a Jikai game record"), "{err}");
    let truncated = dir.join("truncated.ron");
    std::fs::write(&truncated, &good[..good.len() / 2]).unwrap();
    assert!(GameRecord::load(&truncated).is_err());
    let missing = dir.join("missing.ron");
    assert!(
        GameRecord::load(&missing)
            .err()
            .unwrap()
            .to_string()
            .contains("cannot read")
    );
    let unknown = good.replace("\"tafl\"", "\"chess\"");
    let err = GameRecord::from_text(&unknown)
        .unwrap()
        .replay()
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("unknown game 'chess'"), "{err}");
}

/// Saving writes a temporary file and renames it (`storage::write_atomically`): the good
/// file is replaced whole, never rewritten in place (a reader holding it still reads it all),
/// and a failed save leaves the folder as it was.
#[test]
fn saving_never_truncates_a_good_file() {
    let dir = scratch("atomic");
    let path = dir.join("game.ron");
    let m = played(&["d1-d2"]);
    GameRecord::of(m.as_ref()).save(&path).unwrap();
    let before = std::fs::read_to_string(&path).unwrap();
    let mut reader = std::fs::File::open(&path).unwrap();
    let later = played(&["d1-d2", "e5-e2"]);
    GameRecord::of(later.as_ref()).save(&path).unwrap();
    let mut held = String::new();
    std::io::Read::read_to_string(&mut reader, &mut held).unwrap();
    assert_eq!(held, before);
    assert!(std::fs::read_to_string(&path).unwrap().contains("e5-e2"));
    // A folder where the record should go: the save fails and leaves no temporary file.
    let folder = dir.join("folder.ron");
    std::fs::create_dir_all(folder.join("inside")).unwrap();
    assert!(GameRecord::of(later.as_ref()).save(&folder).is_err());
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(names, ["folder.ron", "game.ron"]);
}
