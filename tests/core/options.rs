//! Issue 20, "Options that cannot contradict the command": one options table per game, the
//! default first and marked, and no option naming another game than the one asked.

use jikai::rules::{GAMES, open_match, option_table, with_game};
use std::process::Command;

fn jikai(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_jikai"))
        .args(args)
        .output()
        .expect("the jikai binary runs");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("utf-8");
    (out.status.code(), text(out.stdout), text(out.stderr))
}

/// Every game and drill: each row's values start with its default, which is what the
/// game's defaults are set to, every value is listed once, each row has a label and a help,
/// and `jikai options <game>` prints the rows of that same table, the default marked `*`.
#[test]
fn every_table_lists_its_default_first() {
    for (id, _) in GAMES {
        let table = option_table(id).unwrap();
        for row in &table {
            assert_eq!(row.values[0], row.default, "{id} {}", row.key);
            assert_eq!(row.current, row.default, "{id} {}", row.key);
            let mut values = row.values.clone();
            values.dedup();
            assert_eq!(values.len(), row.values.len(), "{id} {}", row.key);
            assert!(
                !row.label.is_empty() && !row.help.is_empty(),
                "{id} {}",
                row.key
            );
        }
        let (code, out, _) = jikai(&["options", id]);
        assert_eq!(code, Some(0));
        let lines: Vec<String> = table.iter().map(|r| r.line()).collect();
        assert_eq!(out.lines().collect::<Vec<_>>(), lines, "{id}");
        for (line, row) in lines.iter().zip(&table) {
            assert!(
                line.starts_with(&format!("{}={}*", row.key, row.default)),
                "{line}"
            );
        }
    }
}

/// The table is the one the rules set options by: every value a row lists (its default
/// and each named choice; a number row's second entry is the form of the others) is
/// accepted under its key, and the table then shows it as the current value. The one
/// exception is Jetan's `preset=custom`, which keeps Smith's readings and so reads as
/// `smith` until a reading is changed.
#[test]
fn every_listed_value_is_accepted() {
    for (id, _) in GAMES {
        for row in option_table(id).unwrap() {
            let form = row.values.get(1).copied().unwrap_or_default();
            let free = form.contains("..") || ["NdS", "squares"].contains(&form);
            let listed = if free {
                &row.values[..1]
            } else {
                &row.values[..]
            };
            for value in listed {
                let pairs = [(row.key.to_string(), value.to_string())];
                let m = open_match(id, &pairs, None)
                    .unwrap_or_else(|e| panic!("{id} {}={value}: {e}", row.key));
                let current = m
                    .options()
                    .into_iter()
                    .find(|(k, _)| k == row.key)
                    .unwrap()
                    .1;
                if (row.key, *value) != ("preset", "custom") {
                    assert_eq!(current, *value, "{id} {}", row.key);
                }
            }
        }
    }
}

/// Issue 20: `kapt-turn` and `free-jiktar-hikdar` default to no and are listed `no*|yes`;
/// each drill's mode is its own and the only value listed.
#[test]
fn jikaida_defaults_are_marked() {
    let (_, out, _) = jikai(&["options", "jikaida"]);
    assert!(out.contains("\nkapt-turn=no*|yes  Kapt turns: "), "{out}");
    assert!(out.contains("\nfree-jiktar-hikdar=no*|yes  "), "{out}");
    for drill in ["pastang", "stikitche", "draks-city"] {
        let (_, out, _) = jikai(&["options", drill]);
        let first = out.lines().next().unwrap();
        assert!(
            first.starts_with(&format!("mode={drill}*  Game: ")),
            "{first}"
        );
    }
}

/// Issue 20, "Must show": `jikai perft pastang 2 --option mode=jikaida` is refused, naming
/// the conflict (it counted Poron Jikaida's moves); a mode that agrees with the game is
/// accepted (records carry it), and the same holds wherever a game is opened.
#[test]
fn an_option_cannot_name_another_game() {
    let (code, out, err) = jikai(&["perft", "pastang", "2", "--option", "mode=jikaida"]);
    assert_eq!(code, Some(2), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("mode=jikaida conflicts with the game asked, pastang"),
        "{err}"
    );
    let (code, out, _) = jikai(&["perft", "pastang", "2", "--option", "mode=pastang"]);
    assert_eq!(code, Some(0));
    assert!(out.ends_with("nodes 902\n"), "{out}");
    let pairs = |v: &str| vec![("mode".to_string(), v.to_string())];
    for (id, other) in [("jikaida", "stikitche"), ("draks-city", "jikaida")] {
        let err = open_match(id, &pairs(other), None)
            .err()
            .unwrap()
            .to_string();
        assert!(err.contains("conflicts with the game asked"), "{err}");
        assert!(open_match(id, &pairs(id), None).is_ok());
    }
    let err = open_match("pastang", &pairs("chess"), None).err().unwrap();
    assert!(
        err.to_string().contains("mode takes jikaida, pastang"),
        "{err}"
    );
    assert!(with_game("tafl", &pairs("jikaida"), Probe).is_err());
}

/// A `WithGame` that does nothing, to open a game by id.
struct Probe;

impl jikai::rules::WithGame for Probe {
    type Output = ();
    fn run<G: jikai::rules::Game + jikai::ai::Evaluate>(
        self,
        _: G,
    ) -> Result<(), jikai::rules::Error> {
        Ok(())
    }
}
