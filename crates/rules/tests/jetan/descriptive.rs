//! Smith's descriptive notation (seed 002, "Game Record Notation"; docs/jetan.md, Notation):
//! pieces named by the squares they started on, squares counted from the mover's side; read
//! in a game from the setup's start, written under `notation=descriptive`.

use crate::support::{jetan, jetan_position};
use jikai_rules::jetan::Jetan;
use jikai_rules::{EndReason, Error, Game, Match, Move, Outcome};
use rand::{RngExt, SeedableRng, rngs::SmallRng};

/// A match from the start with each move read in turn (either notation).
fn played(game: &Jetan, moves: &[&str]) -> Match<Jetan> {
    let mut m = Match::new(game.clone(), game.start());
    for text in moves {
        let mv = m.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        m.play(mv).expect("legal");
    }
    m
}

fn moves_of(m: &Match<Jetan>) -> Vec<Move> {
    m.moves().collect()
}

/// Seed 002: "1. CF-CD4 PWT-PP4 ... The Descriptive Notation reads Chief's Flier to Chief's
/// Dwar Four as the first move by Black. Then Orange responds Princess Warrior's Thoat to
/// Princess Padwar Four. Black can then make the first capture. 2. CFxPWT". The technical
/// line the seed prints beside it has two slips (docs/jetan.md): it is D1-C4 A9-B7 C4xB7.
#[test]
fn the_seeds_example_both_ways() {
    let descriptive = jetan(&[("notation", "descriptive")]);
    let read = played(&descriptive, &["CF-CD4", "PWT-PP4", "CFxPWT"]);
    let technical = played(&jetan(&[]), &["D1-C4", "A9-B7", "C4xB7"]);
    assert_eq!(moves_of(&read), moves_of(&technical));
    assert_eq!(read.position(), technical.position());
    assert_eq!(read.notation_line(), ["CF-CD4", "PWT-PP4", "CFxPWT"]);
    assert_eq!(technical.notation_line(), ["D1-C4", "A9-B7", "C4xB7"]);
    // Read under either option; rank 10 may be written 10 or 0, the capture X or x.
    let mixed = played(&jetan(&[]), &["CF-CD4", "A9-B7", "CFXPWT"]);
    assert_eq!(moves_of(&mixed), moves_of(&technical));
}

/// Seed 002: "If the dueling rules are applied ... the symbol "x" will not used, but the
/// winning color of the duel would follow in parenthesis, such as: 2. C4-B7(B) ... 2.
/// CF-PWT(B)". The default dice (seed 0) give the Flier the duel.
#[test]
fn the_seeds_duel_both_ways() {
    let game = jetan(&[("wager", "dueling"), ("notation", "descriptive")]);
    let read = played(&game, &["CF-CD4", "PWT-PP4", "CF-PWT(B)"]);
    let technical = played(&game, &["D1-C4", "A9-B7", "C4-B7(B)"]);
    assert_eq!(moves_of(&read), moves_of(&technical));
    assert_eq!(read.notation_line(), ["CF-CD4", "PWT-PP4", "CF-PWT(B)"]);
    let m = played(&game, &["CF-CD4", "PWT-PP4"]);
    assert!(
        m.parse_move("CF-PWT(O)").is_err(),
        "the duel's winner is Black"
    );
}

/// Seed 002: "Descriptive notation of the files follow" (Black: A Chief Warrior ... J
/// Princess Warrior; Orange the mirror), "Descriptive notation of the ranks are the same as
/// the technical except each player begins the count from their side of the board". Every
/// first move of each side, named from its side.
#[test]
fn files_and_ranks_from_each_side() {
    let game = jetan(&[("notation", "descriptive")]);
    let m = played(&game, &["J2-I4", "J9-I7"]);
    assert_eq!(m.notation_line(), ["PWT-PP4", "CWT-CP4"]);
    let m = played(&game, &["E2-E3", "E9-E8", "B2-B3", "I9-I8"]);
    assert_eq!(
        m.notation_line(),
        ["CPN-C3", "PPN-P3", "CPPN-CP3", "CPPN-CP3"]
    );
    // Rank 10 of the mover's side is written 0, as the technical notation writes it.
    let line = ["D1-C4", "A9-B7", "C4-D7", "A10-A8", "D7-A10"];
    let m = played(&game, &line);
    assert_eq!(
        m.notation_line(),
        ["CF-CD4", "PWT-PP4", "CF-CF7", "PW-PW3", "CF-CW0"]
    );
    let again = played(&game, &["CF-CD4", "PWT-PP4", "CF-CF7", "PW-PW3", "CF-CW10"]);
    assert_eq!(moves_of(&again), moves_of(&m));
}

/// jetan.md, Setup: Manator puts Orange's Chief on e10 and seed 003 (the Gremlin setup) puts
/// each Princess left of her Chief. The files take the names of the pieces that start on them
/// there (docs/rules.md): Orange's e file is his Chief's under Manator, Black's e file his
/// Princess's under the Gremlin setup.
#[test]
fn other_setups_name_the_files_after_their_pieces() {
    let manator = jetan(&[("setup", "manator"), ("notation", "descriptive")]);
    let m = played(&manator, &["E2-E3", "E9-E8", "D2-D3", "D9-D8"]);
    assert_eq!(
        m.notation_line(),
        ["CPN-C3", "CPN-C3", "CFPN-CF3", "CFPN-CF3"]
    );
    let gremlin = jetan(&[("setup", "gremlin"), ("notation", "descriptive")]);
    let m = played(&gremlin, &["E2-E3", "E9-E8", "G2-G3", "G9-G8"]);
    assert_eq!(
        m.notation_line(),
        ["PPN-P3", "CPN-C3", "CFPN-CF3", "PFPN-PF3"]
    );
}

/// A descriptive move names a piece by the square it started on: from a set position the
/// starts are unknown, so reading one is a one-line error, and `notation=descriptive` with a
/// set position is refused.
#[test]
fn a_set_position_has_no_descriptive_moves() {
    let game = jetan(&[]);
    let pos = jetan_position(&game, "Fd1 Ca1 Pb1 cj10 pi10", "b - -");
    let m = Match::new(game.clone(), pos);
    let err = m.parse_move("CF-CD4").expect_err("no origins");
    assert!(err.to_string().contains("setup's start"), "{err}");
    assert!(!err.to_string().contains('\n'));
    assert!(m.parse_move("D1-C4").is_ok());
    let descriptive = jetan(&[("notation", "descriptive")]);
    assert!(matches!(
        descriptive.check_start(&pos),
        Err(Error::Position(_))
    ));
    assert_eq!(descriptive.check_start(&descriptive.start()), Ok(()));
    // Without the moves before it (`Game::parse_move`), no descriptive move is read.
    assert!(game.parse_move(&game.start(), "CF-CD4").is_err());
    // A move that does not exist is named.
    let m = Match::new(game.clone(), game.start());
    let err = m.parse_move("CF-CD5").expect_err("not a move");
    assert!(err.to_string().contains("'CF-CD5'"), "{err}");
}

/// What ended a random game, and its last move in both notations.
fn ends(options: &[(&str, &str)], games: usize, seed: u64) -> Vec<(EndReason, String, String)> {
    let technical = jetan(options);
    let mut with = options.to_vec();
    with.push(("notation", "descriptive"));
    let descriptive = jetan(&with);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut seen = Vec::new();
    for _ in 0..games {
        let mut m = Match::new(technical.clone(), technical.start());
        while m.outcome().is_none() && m.len() < 300 {
            let moves = m.legal_moves();
            m.play(moves[rng.random_range(0..moves.len())])
                .expect("legal");
        }
        let moves = moves_of(&m);
        let texts = [&technical, &descriptive].map(|g| g.line_notation(&g.start(), &moves));
        // Each line, read from the start, plays the same moves to the same position.
        for (g, line) in [&technical, &descriptive].iter().zip(&texts) {
            let words: Vec<&str> = line.iter().map(String::as_str).collect();
            let again = played(g, &words);
            assert_eq!(moves_of(&again), moves, "{options:?}: {line:?}");
            assert_eq!(again.position(), m.position());
        }
        if let Some(Outcome::Win { reason, .. } | Outcome::Draw { reason }) = m.outcome() {
            let last = |t: &[String]| t.last().cloned().unwrap_or_default();
            seen.push((reason, last(&texts[0]), last(&texts[1])));
        }
    }
    seen
}

/// Seed 002: "If ended with draw, the last move will be followed with a "d". If ended with
/// win by Chief capture of Chief, the last move in the Technical Notation will be followed by
/// a "C". Obviously, the Descriptive Notation will read CxC. If ended with win by Princess
/// capture, the last move in the Technical Notation will be followed by a "P". Obviously,
/// the Descriptive Notation will read ?-P." Random games in each preset and setup, with and
/// without a wager, written in each notation, read back move for move.
#[test]
fn random_games_read_back_in_both_notations() {
    let mut all = Vec::new();
    for options in [
        &[][..],
        &[("preset", "burroughs")],
        &[("preset", "gremlin")],
        &[("setup", "manator")],
        &[("first", "orange")],
        &[("wager", "dueling")],
        &[("wager", "pay-to-move")],
        &[("wager", "ransom")],
    ] {
        all.extend(ends(options, 12, 7));
    }
    let mut kinds = std::collections::BTreeSet::new();
    for (reason, technical, descriptive) in &all {
        match reason {
            EndReason::ChiefTakesChief => {
                assert!(technical.ends_with('C'), "{technical}");
                assert!(descriptive.starts_with("Cx") || descriptive.starts_with("C-"));
                assert!(descriptive.ends_with("xC") || descriptive.contains("-C("));
            }
            EndReason::PrincessCaptured => {
                assert!(technical.ends_with('P'), "{technical}");
                assert!(descriptive.ends_with("-P"), "{descriptive}");
            }
            _ => {
                if technical.ends_with('d') {
                    assert!(descriptive.ends_with('d'), "{descriptive}");
                }
            }
        }
        kinds.insert(format!("{reason:?}"));
    }
    for kind in ["ChiefTakesChief", "PrincessCaptured"] {
        assert!(kinds.contains(kind), "no {kind} in {kinds:?}");
    }
    assert!(
        all.iter()
            .any(|(_, t, d)| t.ends_with('d') && d.ends_with('d'))
    );
}
