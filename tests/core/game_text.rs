//! The game text (issue 48, docs/records.md "Game text"): the result token from each game's
//! own scoring, counted from the side named first; Jetan's end marks on the last move; the
//! players and seats; what reading accepts and the one line it refuses the rest with.

use crate::support::{jetan_text, jikaida, jpos, tafl, tafl_position, witches_text};
use jikai::ai::Level;
use jikai::rules::{
    EndReason, Game, GameRecord, Outcome, Seat, Side, game_text, open_match, play_line,
};

/// The game text of `id` from `start` after `moves`, with `ended` recorded where the moves
/// do not end the game; it reads back as the same record.
fn text_of(id: &str, start: &str, moves: &[&str], ended: Option<Outcome>) -> String {
    let mut m = open_match(id, &[], Some(start)).unwrap();
    let moves: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
    play_line(m.as_mut(), &moves).unwrap();
    let record = GameRecord::ended(m.as_ref(), ended);
    let text = game_text::write(&record).unwrap();
    assert_eq!(game_text::read(&text), Ok(record), "{text}");
    text
}

/// The text's last two lines: the last turn and the result token.
fn ending(text: &str) -> [&str; 2] {
    let lines: Vec<&str> = text.lines().collect();
    [lines[lines.len() - 2], lines[lines.len() - 1]]
}

/// Seed 004, Object of the Game: "The aim of the attackers is to capture the king" and of
/// the defenders "to help get the king to a refuge square at the corner"; the Attackers are
/// named first, so their win is `1-0`, the Defenders' `0-1`. A resignation the rules did not
/// make is the token and `[Termination "resignation"]`.
#[test]
fn tafl_tokens_count_from_the_attackers() {
    let game = tafl(&[]);
    let ring = tafl_position(&game, &["d5", "f5", "e4", "h6"], &[], Some("e8"), 'd');
    let text = text_of(
        "tafl",
        &game.format_position(&ring),
        &["e8-e5", "h6-e6xe5"],
        None,
    );
    assert!(
        text.contains("[Result \"1-0\"]\n[Termination \"king-captured\"]\n"),
        "{text}"
    );
    assert_eq!(ending(&text), ["2. h6-e6xe5#", "1-0"]);
    let corner = tafl_position(&game, &["c5"], &[], Some("a4"), 'd');
    let text = text_of("tafl", &game.format_position(&corner), &["a4-a1"], None);
    assert_eq!(ending(&text), ["1. ... a4-a1#", "0-1"]);
    let resigned = Outcome::Win {
        winner: Side::South,
        reason: EndReason::Resignation,
    };
    let start = game.format_position(&game.start());
    let text = text_of("tafl", &start, &["d1-d3"], Some(resigned));
    assert!(
        text.contains("[Result \"1-0\"]\n[Termination \"resignation\"]\n"),
        "{text}"
    );
    assert!(!text.contains("[Start"), "the start is not written: {text}");
}

/// Seed 000 (Poron Jikaida), Sequence of Play: "a Hyrkaida is worth one point, while a
/// Tikaida and a Nikaida are worth a half-point each. If the game is drawn in Nikaida, both
/// players recieve a half-point" (`Game::points`). Yellow is named first: Blue's Hyrkaida
/// is `0-1`, its Tikaida and Nikaida `0-1/2`, Yellow's Nikaida `1/2-0`, two bare Kings
/// `1/2-1/2`.
#[test]
fn poron_jikaida_tokens_count_half_points() {
    let game = jikaida("jikaida", &[]);
    let at = |pieces: &str, side: char| game.format_position(&jpos(&game, pieces, side, "-"));
    let token = |text: &str| ending(text)[1].to_string();
    let hyrkaida = text_of("jikaida", &at("Ka1 ca10 cb10 kl18 s'k18", 'y'), &[], None);
    assert_eq!(token(&hyrkaida), "0-1");
    assert!(
        hyrkaida.contains("[Termination \"hyrkaida\"]"),
        "{hyrkaida}"
    );
    let tikaida = text_of("jikaida", &at("Ka1 jc2 cb10 kl18 s'k18", 'y'), &[], None);
    assert_eq!(token(&tikaida), "0-1/2");
    let lone = at("Kc3 s'c4 kl18", 'y');
    assert_eq!(
        token(&text_of("jikaida", &lone, &["c3xc4"], None)),
        "1/2-1/2"
    );
    assert_eq!(token(&text_of("jikaida", &lone, &["c3-b2"], None)), "0-1/2");
    // Blue's lone King moves without taking Yellow's last Swod: Yellow wins half a point.
    let blue = at("kc3 S'c2 Kl18", 'b');
    let m = open_match("jikaida", &[], Some(&blue)).unwrap();
    let quiet = m
        .legal_moves()
        .into_iter()
        .map(|mv| m.notation(mv))
        .find(|text| !text.contains('x'))
        .unwrap();
    let text = text_of("jikaida", &blue, &[&quiet], None);
    assert_eq!(ending(&text)[1], "1/2-0");
    assert!(text.contains(&format!("\n1. ... {quiet}\n")), "{text}");
}

/// Seed 002, Game Record Notation: "If ended with draw, the last move will be followed with a
/// "d". If ended with win by Chief capture of Chief, ... a "C". ... If ended with win by
/// Princess capture, ... a "P"." The marks stay on the last move; Black is named first.
#[test]
fn jetan_marks_stay_on_the_last_move() {
    let black_wins = jetan_text("We5 pe7 Ca1 ca10 Pj1", "b BO -");
    assert_eq!(
        ending(&text_of("jetan", &black_wins, &["E5-E7"], None)),
        ["1. E5-E7P", "1-0"]
    );
    let orange_wins = jetan_text("Pe5 ne6 Ca1 ca10 pj10", "o BO -");
    assert_eq!(
        ending(&text_of("jetan", &orange_wins, &["E6-E5"], None)),
        ["1. ... E6-E5P", "0-1"]
    );
    let drawn = jetan_text("De5 ce8 Ca1 Pb1 pj10 nj5", "b BO -");
    let text = text_of("jetan", &drawn, &["E5xE8"], None);
    assert_eq!(ending(&text), ["1. E5xE8d", "1/2-1/2"]);
    assert!(text.contains("[Termination \"chief-captured\"]"), "{text}");
    // The readings' header, as seed 002's record begins, is a comment after the tags.
    assert!(text.contains("\n\n{Black "), "{text}");
}

/// Seed 001 (Jacks and Witches 84): "the King has now four ways to give mate: ... by moving
/// adjacent to its immobilized opposite number"; White is named first, so White's mate is
/// `1-0`.
#[test]
fn witches_mate_is_white_s_point() {
    let start = witches_text(&["Ky6", "Wz7", "ky8"], "w - - T 0 1");
    let text = text_of("witches", &start, &["Ky6-y7"], None);
    assert_eq!(ending(&text), ["1. Ky6-y7#", "1-0"]);
    assert!(text.contains("[Termination \"checkmate\"]"), "{text}");
}

/// Each side's tag holds its player's name, the side named as the game names it, quotes and
/// backslashes escaped; the seats are `<Side>Seat` tags. The RON record keeps the seats as
/// words, and a record from before them still loads.
#[test]
fn players_and_seats_are_tags() {
    let mut m = open_match("jikaida", &[("notation".into(), "drin".into())], None).unwrap();
    let first = m.legal_moves()[0];
    m.play(first).unwrap();
    let mut record = GameRecord::of(m.as_ref());
    record.players = Some(["A \"quoted\" \\ name".into(), "Jikai".into()]);
    record.seats = Some([Seat::Human, Seat::Computer(Level::Club)]);
    let text = game_text::write(&record).unwrap();
    for tag in [
        "[Options \"notation=drin\"]",
        "[Yellow \"A \\\"quoted\\\" \\\\ name\"]",
        "[YellowSeat \"human\"]",
        "[Blue \"Jikai\"]",
        "[BlueSeat \"computer club\"]",
    ] {
        assert!(text.contains(tag), "{tag} in {text}");
    }
    // A drin name's space is `_` in the moves, so each move is one word.
    assert!(record.moves[0].contains(' '), "{:?}", record.moves);
    assert!(text.contains(&record.moves[0].replace(' ', "_")), "{text}");
    assert_eq!(GameRecord::from_text(&text), Ok(record.clone()));
    let ron = record.to_text();
    assert!(
        ron.contains("seats: Some((\"human\", \"computer club\"))"),
        "{ron}"
    );
    assert_eq!(GameRecord::from_text(&ron), Ok(record));
}

/// Reading takes what writing gives with any spacing and line breaks, and comments anywhere
/// between the words.
#[test]
fn reading_accepts_any_spacing_and_comments() {
    let mut m = open_match("tafl", &[], None).unwrap();
    play_line(
        m.as_mut(),
        &["d1-d3".into(), "f4-c4".into(), "k4-i4".into()],
    )
    .unwrap();
    let record = GameRecord::of(m.as_ref());
    let text = game_text::write(&record).unwrap();
    let spaced = text
        .replace("\n", " \r\n\t ")
        .replace("[Game ", "[  Game\n")
        .replace("2.", "{a comment\nover two lines} 2.");
    assert_eq!(game_text::read(&spaced), Ok(record.clone()), "{spaced}");
    let one_line = text.replace('\n', " ");
    assert_eq!(game_text::read(&one_line), Ok(record));
}

/// Anything else fails on one line, naming the line and column, and never echoes a control
/// character.
#[test]
fn reading_refuses_the_rest_on_one_line_naming_line_and_column() {
    let good = "[Game \"tafl\"]\n[Result \"*\"]\n\n1. d1-d3 f4-c4\n*\n";
    assert!(game_text::read(good).is_ok());
    let cases = [
        (
            good.replace("[Result", "[Event \"x\"]\n[Result"),
            "line 2, column 1: no tag [Event]",
        ),
        (
            good.replace("f4-c4", "f4-c9"),
            "line 4, column 10: move 2 (f4-c9): bad move",
        ),
        (
            good.replace("\n*\n", "\n"),
            "line 5, column 1: the moves end without a result token",
        ),
        (
            good.replace("*\n", "* d1-d2\n"),
            "line 5, column 3: 'd1-d2' after the result token",
        ),
        (
            good.replace("1. ", "2. "),
            "line 4, column 1: turn 2 where turn 1",
        ),
        (
            good.replace("1. d1", "1. {d1"),
            "line 4, column 4: a comment '{' is never closed",
        ),
        (
            good.replace("[Result \"*\"]", "[Result \"1-0\"]"),
            "line 2, column 1: [Result \"1-0\"]",
        ),
        (
            good.replace("tafl", "chess"),
            "line 1, column 1: unknown game",
        ),
        (
            good.replace('*', "1/2-0"),
            "line 5, column 1: a result the moves do not reach needs its [Termination]",
        ),
        (
            good.replace("[Result \"*\"]", "[Termination \"resignation\"]")
                .replace("\n*\n", "\n1/2-0\n"),
            "line 5, column 1: 1/2-0 is no result of resignation in tafl",
        ),
        (
            good.replace("[Game", "[BlueSeat \"x\"]\n[Game"),
            "no tag [BlueSeat]",
        ),
        (
            good.replace("[Result \"*\"]", "[AttackersSeat \"computer grand\"]"),
            "line 2, column 1: 'computer grand' is no seat",
        ),
        (
            good.replace("\"tafl\"", "\"ta\u{1b}fl\""),
            "line 1, column 10: a tag's value is one line",
        ),
        (
            good.replace("f4-c4", "f4-c4\u{1b}x"),
            "line 4, column 10: move 2 (f4-c4\\u{1b}x)",
        ),
    ];
    for (text, expected) in cases {
        let error = game_text::read(&text).unwrap_err().to_string();
        assert!(error.contains(expected), "{text:?}: {error}");
        assert!(!error.chars().any(char::is_control), "{error:?}");
    }
}
