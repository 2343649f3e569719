//! Whole hot-seat games, both sides at the keyboard, for every game but tafl (whose game is
//! in `ecs.rs`): each from its start position to a decisive end, each move typed through the
//! real input path (arrows, Enter, H for a drop from the hand), the app's status checked
//! after every move. The lines were found with one side cooperating and checked against the
//! rules core.

use super::ecs::{app, play_by_keys};
use bevy::prelude::*;
use jikai::app::session::{ActiveMatch, GameStatus, LegalMoves};
use jikai::rules::{EndReason, Outcome, Side};

/// Plays `moves` of `game` from its start through the keyboard and checks that the game runs
/// on until the last move and then ends with `outcome`.
fn play_hot_seat(game: &str, moves: &[&str], outcome: Outcome) {
    let mut app = app(game, None);
    for (ply, text) in moves.iter().enumerate() {
        assert!(
            app.world().resource::<GameStatus>().ended.is_none(),
            "{game}: the game ended before move {} ({text})",
            ply + 1
        );
        play_by_keys(&mut app, text);
        let played = app.world().resource::<ActiveMatch>().0.history().len();
        assert_eq!(played, ply + 1, "{game}: {text} was not played");
    }
    let m = &app.world().resource::<ActiveMatch>().0;
    assert_eq!(m.history().len(), moves.len());
    assert_eq!(m.outcome(), Some(outcome), "{game}: the rules' result");
    let status = app.world().resource::<GameStatus>();
    let end = status
        .ended
        .as_ref()
        .unwrap_or_else(|| panic!("{game}: the game is over"));
    assert_eq!(end.outcome, outcome);
    assert!(app.world().resource::<LegalMoves>().0.is_empty());
}

/// Jetan (Smith's default readings): Black's Flier leaps out (D1-E4), takes the Orange Flier
/// that came to meet it (E4xF7), and lands on the Orange Princess's square (F7-E0P): a win by
/// Princess capture in five plies, Flier combination moves jumping over both camps.
#[test]
fn hot_seat_jetan_game_through_the_keyboard() {
    play_hot_seat(
        "jetan",
        &JETAN_GAME,
        Outcome::Win {
            winner: Side::South,
            reason: EndReason::PrincessCaptured,
        },
    );
}

const JETAN_GAME: [&str; 5] = ["D1-E4", "G0-F7", "E4xF7", "A9-B7", "F7-E0P"];

/// Jacks and Witches 84: the White Witch goes to f3, White drops a Jack from the hand (`J@c2`,
/// key H), the Witch commutes through the teleporters to f6 and steps to f7 beside the Black King,
/// immobilizing him, the g7 Pawn and the g8 Knight; Black drops a Jack of his own on e7
/// (closing the square his Witch would use to immobilize the checker); the Knight follows
/// through the same teleporters (`Nf3~f6`) and mates.
#[test]
fn hot_seat_witches_game_through_the_keyboard() {
    play_hot_seat(
        "witches",
        &WITCHES_GAME,
        Outcome::Win {
            winner: Side::South,
            reason: EndReason::Checkmate,
        },
    );
}

const WITCHES_GAME: [&str; 11] = [
    "Wd1-f3", "y7-y6", "J@c2", "y6-y5", "Wf3~f6", "J@e7", "Wf6-f7", "z7-z6", "Ng1-f3", "z6-z5",
    "Nf3~f6#",
];

/// Poron Jikaida: Blue makes the King's Fluttember to the corner (`f18<>l18`) and clears the
/// Chavonth drin around it; Yellow's Kapt leaps out, crosses one front a move up the k-file
/// and over to g13, vaults along the rank over three Blue pieces to take the Swod on k13
/// (`g13xk13`), and slides to k16: Kaida by a Paktun leap the King can neither escape (every
/// free neighbour is attacked) nor answer: Hyrkaida.
#[test]
fn hot_seat_jikaida_game_through_the_keyboard() {
    play_hot_seat(
        "jikaida",
        &JIKAIDA_GAME,
        Outcome::Win {
            winner: Side::South,
            reason: EndReason::Hyrkaida,
        },
    );
}

const JIKAIDA_GAME: [&str; 17] = [
    "j3-j4", "f18<>l18", "i1-j3", "l16-l13", "j3-k4", "k16-k13", "k4-k9", "l17-l14", "a3-a4",
    "k17-i13", "a4-a5", "j17-j13", "k9-g13", "h16-h13", "g13xk13", "j18-k17", "k13-k16#",
];

/// Pastang: vaults over lines of two pieces, Swods promoting to Deldars on both sides
/// (`e1xe6=D`, `a2-b1=D`), and Yellow taking Blue's last piece (`a1xa2`): the last side with
/// pieces on the board wins.
#[test]
fn hot_seat_pastang_game_through_the_keyboard() {
    play_hot_seat(
        "pastang",
        &PASTANG_GAME,
        Outcome::Win {
            winner: Side::South,
            reason: EndReason::AllPiecesLost,
        },
    );
}

const PASTANG_GAME: [&str; 25] = [
    "c2-e4", "a5-a3", "d1xd5", "a6-c4", "a2xc4", "e6-e3", "d5xd6", "f6-e6", "e1xe6=D", "e5-f4",
    "d6xf4", "b5xc4", "e6xc6", "b6-b3", "c6xc5", "b3-a2", "e4xf5", "c4-c3", "f4xe3", "c3-c2",
    "b1xc2", "a2-b1=D", "c1xb1", "a3-a2", "a1xa2#",
];

/// Stikitche: Blue's Pallan comes down to c9 and Yellow's Pallan takes it (`c1xc9`); the game
/// is not over until Blue's bare King has made its one Nikaida move, which cannot take
/// Yellow's Pallan: Yellow wins by Nikaida.
#[test]
fn hot_seat_stikitche_game_through_the_keyboard() {
    play_hot_seat(
        "stikitche",
        &STIKITCHE_GAME,
        Outcome::Win {
            winner: Side::South,
            reason: EndReason::Nikaida,
        },
    );
}

const STIKITCHE_GAME: [&str; 4] = ["d1-e1", "c12-c9+", "c1xc9", "d12-e12"];

/// Drak's City: only vaults move and only Pallans capture. Blue's Pallan eats its own
/// citizens while Yellow's Pallan takes the rest, Yellow's Swods vault forward, and Yellow's
/// Pallan finally takes Blue's Pallan: Blue has lost its Pallan and all its Swods.
#[test]
fn hot_seat_draks_city_game_through_the_keyboard() {
    play_hot_seat(
        "draks-city",
        &DRAKS_CITY_GAME,
        Outcome::Win {
            winner: Side::South,
            reason: EndReason::CityLost,
        },
    );
}

const DRAKS_CITY_GAME: [&str; 23] = [
    "c2-e6", "d11xb8", "e6xe11", "b8xd10", "e11xb11", "d10xb10", "b11xb9", "b10xe9", "b9xe10",
    "e9xc11", "e10xc10", "c11xd9", "c10xe8", "d9-f8", "d2-d6", "f8xc9", "d3-d7", "d8-d3", "e8xd3",
    "c9-d2", "d3xc8", "d2xd4", "c8xd4#",
];
