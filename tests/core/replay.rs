//! `jikai replay`: a game played through from its moves or a record, then its position and
//! result, for scripts; errors are one line with status 2.

use super::cli::{assert_error, ok_lines};
use jikai::rules::jetan::Jetan;
use jikai::rules::{Game, Match, Outcome};

/// Issue 46, seed 002's example ("1. CF-CD4 PWT-PP4 ... 2. CFxPWT"): read descriptively, it
/// plays the technical line D1-C4 A9-B7 C4xB7; a move no piece makes is named on one line.
#[test]
fn replay_reads_the_seeds_descriptive_example() {
    let technical = ok_lines(&["replay", "jetan", "--moves", "D1-C4 A9-B7 C4xB7"]);
    let descriptive = ok_lines(&["replay", "jetan", "--moves", "CF-CD4 PWT-PP4 CFxPWT"]);
    assert_eq!(descriptive, technical);
    assert_eq!(
        technical,
        [
            "position wadfpcfdaw/1nnnnnnnnt/10/1F8/10/10/10/10/TNNNNNNNNT/WAD1CPFDAW o BO -",
            "result ongoing"
        ]
    );
    assert_error(&["replay", "jetan", "--moves", "CF-CD5"], "move 1 (CF-CD5)");
    assert_error(&["replay", "no-such.ron"], "cannot read no-such.ron");
    assert_error(
        &["replay", "no-such.ron", "--moves", "D1-C4"],
        "takes no --position, --moves or --option",
    );
}

/// A finished game's last line names the winner as the game does and the reason as a word;
/// the record written with `--write` replays to the same lines.
#[test]
fn replay_names_the_result_and_writes_a_record() {
    let game = Jetan::new(Default::default());
    let mut m = Match::new(game.clone(), game.start());
    let mut seed = 1u64;
    while m.outcome().is_none() {
        let moves = m.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        m.play(moves[(seed >> 33) as usize % moves.len()])
            .expect("legal");
    }
    let line = m.notation_line().join(" ");
    let expected = match m.outcome().expect("ended") {
        Outcome::Win { winner, reason } => format!(
            "result {} wins {}",
            game.side_name(winner).to_lowercase(),
            reason.word()
        ),
        Outcome::Draw { reason } => format!("result draw {}", reason.word()),
    };
    let dir = std::env::temp_dir().join(format!("jikai-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.ron");
    let file = file.to_str().unwrap();
    let lines = ok_lines(&["replay", "jetan", "--moves", &line, "--write", file]);
    assert_eq!(lines[1], expected, "{line}");
    assert_eq!(
        lines[0],
        format!("position {}", game.format_position(m.position()))
    );
    assert_eq!(ok_lines(&["replay", file]), lines);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issues 46 and 48: a Jetan game saved as the game text (`.txt`) carries seed 002's record:
/// the readings' header as a comment after the tags, then the numbered moves; read back, it
/// is the same game. That record alone, tags, braces and token taken away, still reads as
/// seed 002's (its options from the header), and a header naming a reading Jikai does not
/// have is one line naming it. Any other game's `.txt` is its game text too.
#[test]
fn replay_writes_and_reads_the_game_text_with_seed_002s_record() {
    let dir = std::env::temp_dir().join(format!("jikai-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text_file = dir.join("game.txt");
    let text_file = text_file.to_str().unwrap();
    let moves = "CF-CD4 PWT-PP4 CFxPWT";
    let lines = ok_lines(&[
        "replay",
        "jetan",
        "--option",
        "orange.warrior=CCW",
        "--option",
        "notation=descriptive",
        "--moves",
        moves,
        "--write",
        text_file,
    ]);
    let text = std::fs::read_to_string(text_file).unwrap();
    assert!(text.starts_with("[Game \"jetan\"]\n"), "{text}");
    assert!(text.contains("\n{Black "), "{text}");
    assert!(text.contains("FPN | CCW"), "{text}");
    assert!(
        text.ends_with("}\n\n1. CF-CD4 PWT-PP4\n2. CFxPWT\n*\n"),
        "{text}"
    );
    assert_eq!(ok_lines(&["replay", text_file]), lines);
    let seed = text[text.find('{').unwrap() + 1..text.rfind('*').unwrap()].replace('}', "");
    assert!(seed.starts_with("Black "), "{seed}");
    std::fs::write(text_file, &seed).unwrap();
    assert_eq!(ok_lines(&["replay", text_file]), lines);
    std::fs::write(text_file, seed.replacen("| CCW", "| C[W", 1)).unwrap();
    assert_error(&["replay", text_file], "orange.warrior=C[W");
    let tafl_file = dir.join("t.txt");
    let tafl_file = tafl_file.to_str().unwrap();
    let tafl = ok_lines(&["replay", "tafl", "--moves", "d1-d3", "--write", tafl_file]);
    let text = std::fs::read_to_string(tafl_file).unwrap();
    assert_eq!(text, "[Game \"tafl\"]\n[Result \"*\"]\n\n1. d1-d3\n*\n");
    assert_eq!(ok_lines(&["replay", tafl_file]), tafl);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 47: a tafl record written before position strings turned rank 1 first (no
/// `version`) lists rank 11 first; it loads the same position as before, the king on a2.
#[test]
fn an_old_tafl_record_loads_the_same_position() {
    let old = "GameRecord(game: \"tafl\", options: [], \
               start: \"/11/11/11/11/11/11/11/11/11/K10/11/ d\", moves: [\"a2-a5\"], result: None)";
    let record = jikai::rules::GameRecord::from_text(old).unwrap();
    assert_eq!(record.version, jikai::rules::POSITION_VERSION);
    assert_eq!(record.start, "/11/K10/11/11/11/11/11/11/11/11/11/ d");
    let m = record.replay().unwrap();
    assert_eq!(m.history(), ["a2-a5"]);
    let again =
        jikai::rules::GameRecord::from_text(&jikai::rules::GameRecord::of(m.as_ref()).to_text());
    assert_eq!(
        again.unwrap().start,
        record.start,
        "written with its version, read as it is"
    );
}

/// Issue 48, Play from here: the game up to a position reviewed keeps its history, so a
/// repetition counts the positions before it (the third occurrence of the start draws, by
/// Fetlar's repetition rule), where a game set up from the same position string does not;
/// nothing that followed can be redone.
#[test]
fn a_game_played_from_here_keeps_its_history() {
    use jikai::rules::{EndReason, Outcome, game_to, open_match, play_line};
    let line: Vec<String> = "d1-d2 f4-g4 d2-d1 g4-f4 d1-d2 f4-g4 d2-d1 g4-f4"
        .split(' ')
        .map(String::from)
        .collect();
    let mut whole = open_match("tafl", &[], None).unwrap();
    play_line(whole.as_mut(), &line).unwrap();
    let draw = Some(Outcome::Draw {
        reason: EndReason::Repetition,
    });
    assert_eq!(whole.outcome(), draw);
    let mut here = game_to(whole.as_ref(), 6).unwrap();
    assert_eq!(here.history(), line[..6]);
    assert!(!here.can_redo());
    assert_eq!(here.outcome(), None);
    play_line(here.as_mut(), &line[6..]).unwrap();
    assert_eq!(here.outcome(), draw);
    let mut fresh = open_match(
        "tafl",
        &[],
        Some(&game_to(whole.as_ref(), 6).unwrap().position_string()),
    )
    .unwrap();
    play_line(fresh.as_mut(), &line[6..]).unwrap();
    assert_eq!(fresh.outcome(), None);
}
