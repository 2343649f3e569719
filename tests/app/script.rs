//! `jikai screenshot --script`: the steps a script may take, and clear errors for the rest.

use bevy::prelude::KeyCode;
use jikai::app::screenshot::Step;

#[test]
fn clicks_and_keys_are_read_as_a_players() {
    let steps = Step::parse_script("click 591 11; key KeyD; key Escape; shot rules.png").unwrap();
    assert_eq!(
        steps,
        vec![
            Step::Click(591.0, 11.0),
            Step::Key(KeyCode::KeyD),
            Step::Key(KeyCode::Escape),
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
        ("key Hyper", "unknown key 'Hyper'"),
        ("key", "unknown key ''"),
        ("wave", "unknown screenshot step 'wave'"),
    ] {
        let error = Step::parse_script(script).unwrap_err();
        assert!(error.contains(says), "{script}: {error}");
    }
}
