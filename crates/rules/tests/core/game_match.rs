//! `Match`: a game in progress with undo, redo and history-dependent outcomes.

use crate::support::{tafl, tafl_position};
use jikai_rules::tafl::{DEFENDERS, Tafl};
use jikai_rules::{Effect, EndReason, Error, Game, Match, Move, Outcome};

fn start_match() -> Match<Tafl> {
    let game = tafl(&[]);
    let start = game.start();
    Match::new(game, start)
}

/// Plays a move given in notation.
fn play(m: &mut Match<Tafl>, text: &str) -> Vec<Effect> {
    let mv = m.game().parse_move(m.position(), text).expect(text);
    m.play(mv).expect(text)
}

fn mv(game: &Tafl, from: &str, to: &str) -> Move {
    let g = game.geometry();
    Move::new(g.parse_square(from).unwrap(), g.parse_square(to).unwrap())
}

/// game_match doc: an illegal move is an error and changes nothing, redo list included.
#[test]
fn illegal_move_changes_nothing() {
    let mut m = start_match();
    play(&mut m, "d1-d2");
    m.undo();
    let before = *m.position();
    let game = m.game().clone();
    for bad in [
        mv(&game, "f4", "f3"), // a defender, but the attackers are to move
        mv(&game, "c3", "c4"), // no piece on c3
        mv(&game, "d1", "d7"), // blocked by d6
        mv(&game, "a4", "a1"), // only the king may stop on a corner
        mv(&game, "f2", "g3"), // not a rook move
    ] {
        assert!(matches!(m.play(bad), Err(Error::Move(_))), "{bad:?}");
        assert_eq!(m.position(), &before);
        assert_eq!(m.moves().count(), 0);
        assert_eq!(m.occurrences(), 1);
    }
    assert!(m.redo().is_some(), "the redo list survives an illegal move");
    assert_eq!(m.moves().collect::<Vec<_>>(), [mv(&game, "d1", "d2")]);
}

/// game_match doc: undo then redo restores the same positions, and redo replays the effects.
#[test]
fn undo_redo_round_trip() {
    let mut m = start_match();
    assert_eq!(m.undo(), None);
    assert_eq!(m.redo(), None);
    let start = *m.position();
    let mut positions = vec![start];
    let mut effects = Vec::new();
    for text in ["d1-d2", "f4-c4", "d2-c2", "c4-c3"] {
        effects.push(play(&mut m, text));
        positions.push(*m.position());
    }
    for i in (0..4).rev() {
        assert!(m.undo().is_some());
        assert_eq!(m.position(), &positions[i]);
        assert_eq!(m.moves().count(), i);
    }
    assert_eq!(m.position(), &start);
    assert_eq!(m.game().hash(m.position()), m.game().hash(&start));
    for i in 0..4 {
        assert_eq!(m.redo().as_ref(), Some(&effects[i]));
        assert_eq!(m.position(), &positions[i + 1]);
    }
    assert_eq!(m.redo(), None);
    assert_eq!(m.start(), &start);
}

/// game_match doc: playing a new move clears the redo list.
#[test]
fn new_move_clears_redo() {
    let mut m = start_match();
    play(&mut m, "d1-d2");
    play(&mut m, "f4-c4");
    assert!(m.undo().is_some());
    assert!(m.undo().is_some());
    play(&mut m, "e1-e2");
    assert_eq!(m.redo(), None);
    let game = m.game().clone();
    assert_eq!(m.moves().collect::<Vec<_>>(), [mv(&game, "e1", "e2")]);
}

/// tafl.md, Play: the attackers move first, 116 moves, and nothing is decided at the start.
#[test]
fn start_has_no_outcome() {
    let m = start_match();
    assert_eq!(m.outcome(), None);
    assert_eq!(m.legal_moves().len(), 116);
    assert_eq!(m.occurrences(), 1);
}

/// tafl.md, End of the game: the king reaching a corner wins for the defenders; then no moves.
#[test]
fn king_escape_ends_the_match() {
    let game = tafl(&[]);
    let pos = tafl_position(&game, &["f3", "h9", "k5"], &["e6"], Some("c1"), 'd');
    let mut m = Match::new(game.clone(), pos);
    assert_eq!(m.outcome(), None);
    let escape = mv(&game, "c1", "a1");
    assert!(m.legal_moves().contains(&escape));
    assert_eq!(game.notation(m.position(), escape), "c1-a1#");
    let effects = m.play(escape).expect("the escape is legal");
    assert_eq!(effects.last(), Some(&Effect::Escape { at: escape.to }));
    let won = Outcome::Win {
        winner: DEFENDERS,
        reason: EndReason::KingEscaped,
    };
    assert_eq!(m.outcome(), Some(won));
    assert!(m.legal_moves().is_empty());
    let after = *m.position();
    let attacker_move = mv(&game, "f3", "f2");
    assert!(matches!(m.play(attacker_move), Err(Error::Move(_))));
    assert_eq!(m.position(), &after);
    // Taking the escape back reopens the game.
    assert_eq!(m.undo(), Some(escape));
    assert_eq!(m.outcome(), None);
}

/// tafl.md, End of the game: the third occurrence of a position is a draw (option: off).
#[test]
fn threefold_repetition() {
    for (repetition, expected) in [
        (
            "draw",
            Some(Outcome::Draw {
                reason: EndReason::Repetition,
            }),
        ),
        ("off", None),
    ] {
        let game = tafl(&[("repetition", repetition)]);
        let pos = tafl_position(&game, &["c3", "k5"], &["h8"], Some("f6"), 'a');
        let mut m = Match::new(game, pos);
        for round in 1..=2 {
            for text in ["c3-c4", "h8-h9", "c4-c3", "h9-h8"] {
                assert_eq!(m.outcome(), None, "{repetition}: before {text}");
                play(&mut m, text);
            }
            assert_eq!(m.occurrences(), round + 1);
        }
        assert_eq!(m.outcome(), expected, "repetition={repetition}");
        assert_eq!(m.legal_moves().is_empty(), expected.is_some());
    }
}
