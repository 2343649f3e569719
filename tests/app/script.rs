//! `jikai screenshot --script`: the steps a script may take, and clear errors for the rest.

use bevy::prelude::KeyCode;
use jikai::app::screenshot::Step;

#[test]
fn clicks_and_keys_are_read_as_a_players() {
    let script = "click 591 11; key KeyD; key Escape; resume; point 40 700; play 300; memory; \
                  shot rules.png";
    assert_eq!(
        Step::parse_script(script).unwrap(),
        vec![
            Step::Click(591.0, 11.0),
            Step::Key(KeyCode::KeyD),
            Step::Key(KeyCode::Escape),
            Step::Resume,
            Step::Point(40.0, 700.0),
            Step::Play(300),
            Step::Memory,
            Step::Shot("rules.png".into()),
        ]
    );
}

#[test]
fn a_bad_click_or_key_is_named() {
    for (script, says) in [
        ("click 10", "click takes two positions"),
        ("click 10 20 30", "click takes two positions"),
        ("click -5 20", "click takes two positions"),
        ("click x y", "click takes two positions"),
        ("point 10", "point takes two positions"),
        ("play 0", "play takes a count from 1 to 100000"),
        ("memory now", "unknown screenshot step 'memory now'"),
        ("key Hyper", "unknown key 'Hyper'"),
        ("key", "unknown key ''"),
        ("wave", "unknown screenshot step 'wave'"),
    ] {
        let error = Step::parse_script(script).unwrap_err();
        assert!(error.contains(says), "{script}: {error}");
    }
}

/// Issue 18, item 8: the Rules window's text wraps to the window, not at the file's line
/// breaks; headings and list items keep their own lines.
#[test]
fn rules_text_is_reflowed_into_paragraphs() {
    use jikai::app::ui::{reflowed, rules_text};
    let tafl = reflowed(rules_text("tafl"));
    assert!(
        tafl.contains("in a straight line, never diagonally"),
        "{tafl}"
    );
    assert!(tafl.contains("\nMOVING\nEvery piece"), "{tafl}");
    let jetan = reflowed(rules_text("jetan"));
    assert!(
        jetan.contains("exactly two orthogonal steps.\n- Padwar: exactly two diagonal steps."),
        "{jetan}"
    );
    let witches = reflowed(rules_text("witches"));
    assert!(
        witches.contains("commute to any empty teleporter. Two teleporters may never hold"),
        "{witches}"
    );
}
