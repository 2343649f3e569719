//! The larger games' powers that are off by default (jikaida-large.md, "The larger games'
//! powers"), each test citing the seed (`000_eaf044e3f2616059.txt`, line 526) or the spec
//! sentence it checks. Hyrshiv positions, Yellow to move, with a Blue Swod on `a24` so that
//! Blue is not down to its King (Nikaida). Perft at depths 1 and 2 agrees with
//! `reference/jikaida_large_perft.py`, written from the spec alone; depth 3 is this
//! program's.

use crate::support::{destinations, jikaida_large, jpos};
use jikai_rules::jikaida::{BLUE, JikaidaLarge, JikaidaPositionOf, LARGE_CELLS};
use jikai_rules::{CaptureCause, Effect, Game, Square, perft};

type Position = JikaidaPositionOf<LARGE_CELLS, { LARGE_CELLS.div_ceil(64) }>;

/// Both Kings and the Blue Swod of every position.
const KINGS: &str = "sa24 kr24 Kr1";

fn hyrshiv(options: &[(&str, &str)]) -> JikaidaLarge {
    jikaida_large("hyrshiv", options)
}

/// The position of `pieces` and the Kings, Yellow to move.
fn at(game: &JikaidaLarge, pieces: &str) -> Position {
    jpos(game, &format!("{KINGS} {pieces}"), 'y', "-")
}

/// Perft at depths 1 to 3.
fn counts(options: &[(&str, &str)], pieces: &str) -> Vec<u64> {
    let game = hyrshiv(options);
    let mut pos = at(&game, pieces);
    (1..=3).map(|d| perft(&game, &mut pos, d)).collect()
}

/// The squares the piece on `from` reaches.
fn reaches(options: &[(&str, &str)], pieces: &str, from: &str) -> Vec<String> {
    let game = hyrshiv(options);
    destinations(&game, &at(&game, pieces), from)
}

fn has(list: &[String], squares: &[&str]) -> bool {
    squares.iter().all(|s| list.contains(&s.to_string()))
}

fn has_none(list: &[String], squares: &[&str]) -> bool {
    squares.iter().all(|s| !list.contains(&s.to_string()))
}

/// The effects of the move `from`-`to` in the position of `pieces`.
fn effects(options: &[(&str, &str)], pieces: &str, from: &str, to: &str) -> Vec<Effect> {
    let game = hyrshiv(options);
    let pos = at(&game, pieces);
    let sq = |s: &str| game.geometry().parse_square(s).expect("a square");
    let mut moves = Vec::new();
    game.legal_moves(&pos, &mut moves);
    let mv = *moves
        .iter()
        .find(|m| m.from == sq(from) && m.to == sq(to))
        .expect("a legal move");
    game.effects(&pos, mv)
}

fn squares(game: &JikaidaLarge, names: &[&str]) -> Vec<Square> {
    names
        .iter()
        .map(|s| game.geometry().parse_square(s).expect("a square"))
        .collect()
}

/// A vault effect from `from` over `over` to `to`.
fn vault(from: &str, over: &[&str], to: &str) -> Effect {
    let game = hyrshiv(&[]);
    let [from, to] = [from, to].map(|s| game.geometry().parse_square(s).expect("a square"));
    Effect::Vault {
        from,
        over: squares(&game, over),
        to,
    }
}

const LEAPER: [(&str, &str); 1] = [("leaper-vault", "yes")];
const KAPT: [(&str, &str); 1] = [("kapt-vault", "yes")];
const LARGER: [(&str, &str); 1] = [("pallan-zeunt", "larger")];

// ---------------------------------------------------------------- leaper-vault

/// Seed: "The pieces of a knight-like leap may come down off the vault to one side or the
/// other, as though continuing their leap ... they would then cover the entire sides of the
/// vaulting line from three pieces away"; spec: "beside any piece of the run from the third
/// on". Paktun' a1 along Deldars' a2 a3 a4 and a Blue Swod a5: beside a4 and a5, b4 and b5
/// (28 moves, 26 without); not b2 beside the first.
#[test]
fn paktun_side_landings() {
    let pieces = "T'a1 D'a2 D'a3 D'a4 sa5";
    let with = reaches(&LEAPER, pieces, "a1");
    assert!(
        has(&with, &["b4", "b5"]) && has_none(&with, &["b2"]),
        "{with:?}"
    );
    assert!(has_none(&reaches(&[], pieces, "a1"), &["b4", "b5"]));
    assert_eq!(counts(&LEAPER, pieces), [28, 417, 11554]);
    assert_eq!(
        effects(&LEAPER, pieces, "a1", "b5"),
        [vault("a1", &["a2", "a3", "a4", "a5"], "b5")]
    );
}

/// Spec: "The Paktun and the Hyrpaktun (the pieces whose move is a knight-like leap ...)".
/// Hyrpaktun a1 along Deldars' b1 c1 d1 and a Blue Deldar e1: beside e1, e2 (d2 beside the
/// third is also a leap): 27 moves, 26 without.
#[test]
fn hyrpaktun_side_landings() {
    let pieces = "Ya1 D'b1 D'c1 D'd1 de1";
    assert!(has(&reaches(&LEAPER, pieces, "a1"), &["d2", "e2"]));
    assert!(has_none(&reaches(&[], pieces, "a1"), &["e2"]));
    assert_eq!(counts(&LEAPER, pieces), [27, 867, 24441]);
}

/// Spec: "landing if it is empty or capturing an enemy piece there ... It is a vault: fronts
/// do not matter". Paktun' k2 along l2 m2 n2 o2 (mixed colours): lands n1 o3, takes the Blue
/// Hikdar n3 and Deldar o1, and vaults on to p2; the Hyrpaktun a10 along the diagonal b11
/// c12 d13 takes the Blue Hikdar e12 beside the third. Kapt a1 as in `kapt_moves_then_vaults`.
#[test]
fn side_landings_take_enemies() {
    let pieces = "Aa1 sc3 sd3 se3 sf3 T'k2 S'l2 sm2 S'n2 so2 hn3 d'o1 Ya10 S'b11 S'c12 S'd13 he12";
    let options = [("kapt-vault", "yes"), ("leaper-vault", "yes")];
    assert!(has(
        &reaches(&options, pieces, "k2"),
        &["n1", "n3", "o1", "o3", "p2"]
    ));
    assert!(has(&reaches(&options, pieces, "a10"), &["e12", "c14"]));
    assert_eq!(counts(&options, pieces), [61, 14471, 849131]);
    let none = [
        ("kapt-vault", "yes"),
        ("leaper-vault", "yes"),
        ("free-movement", "none"),
    ];
    assert_eq!(counts(&none, pieces), [58, 12913, 666623]);
}

// ---------------------------------------------------------------- kapt-vault

/// Seed: "Sometimes the Kapts have the power of moving to a vaulting line"; spec: "a regular
/// non-capturing move (slide within one front, no turn, or a Paktun leap) to an empty square,
/// then a straight vault in any direction (no bend), capturing enemy pieces only". Kapt a1
/// leaps to b3 and vaults over Deldars' b4 b5 b6 to b7 (93 moves, 92 without).
#[test]
fn kapt_moves_then_vaults() {
    let pieces = "Aa1 D'b4 D'b5 D'b6";
    assert!(has(&reaches(&KAPT, pieces, "a1"), &["b7"]));
    assert!(has_none(&reaches(&[], pieces, "a1"), &["b7"]));
    assert_eq!(counts(&KAPT, pieces), [93, 812, 74670]);
    let game = hyrshiv(&[]);
    let [a1, b3] = [squares(&game, &["a1"])[0], squares(&game, &["b3"])[0]];
    assert_eq!(
        effects(&KAPT, pieces, "a1", "b7"),
        [
            Effect::Leap { from: a1, to: b3 },
            vault("b3", &["b4", "b5", "b6"], "b7")
        ]
    );
    // Enemies only: with a Yellow Swod on b7 it lands on b8, never takes b7; a Blue Swod
    // there it takes.
    let friend = reaches(&KAPT, &format!("{pieces} S'b7"), "a1");
    assert!(
        has(&friend, &["b8"]) && has_none(&friend, &["b7"]),
        "{friend:?}"
    );
    assert!(has(
        &reaches(&KAPT, &format!("{pieces} sb7"), "a1"),
        &["b7"]
    ));
}

// ---------------------------------------------------------------- pallan-zeunt=larger

/// Seed: "the Pallan has the power of more than one change of direction during a zeunt";
/// spec: "It may bend again on any later piece it passes". Pallan a1, Swods' a2 a3 b3 c4 c5
/// d5: north over a2 a3, east over b3, north-east over c4, north over c5 to c6, which one
/// change cannot reach (no line of three ends beside it).
#[test]
fn zeunt_bends_many_times() {
    let pieces = "Pa1 S'a2 S'a3 S'b3 S'c4 S'c5 S'd5";
    assert!(has(&reaches(&LARGER, pieces, "a1"), &["c6"]));
    assert!(has_none(&reaches(&[], pieces, "a1"), &["c6"]));
    assert_eq!(
        effects(&LARGER, pieces, "a1", "c6"),
        [vault("a1", &["a2", "a3", "b3", "c4", "c5"], "c6")]
    );
    assert_eq!(counts(&LARGER, pieces), [212, 1750, 199039]);
}

/// Spec: "A route may cross itself and pass a piece more than once: only where it ends
/// counts". Pallan f1 over g2 h3 (a first piece passed alone cannot be a corner), south over
/// h2, west over g2 again, f2 e2 d2, then takes the Blue Chuktar c2 or passes it to land on
/// b2: squares only that route reaches.
#[test]
fn zeunt_crosses_itself() {
    let pieces = "Pf1 S'g2 S'h3 S'h2 S'f2 S'e2 S'd2 cc2";
    assert!(has(&reaches(&LARGER, pieces, "f1"), &["b2", "c2"]));
    assert!(has_none(&reaches(&[], pieces, "f1"), &["b2", "c2"]));
    let over = ["g2", "h3", "h2", "g2", "f2", "e2", "d2", "c2"];
    assert_eq!(
        effects(&LARGER, pieces, "f1", "b2"),
        [vault("f1", &over, "b2")]
    );
    assert_eq!(counts(&LARGER, pieces), [154, 6410, 736116]);
}

/// Spec: "It may instead capture any piece it is about to pass, after 3 passed, as in Poron
/// (friends too, never its own King)". The route of `zeunt_crosses_itself` takes a Yellow
/// Swod on c2; with the Yellow King there it passes him to land on b2.
#[test]
fn zeunt_captures_friends_not_its_king() {
    let route = "Pf1 S'g2 S'h3 S'h2 S'f2 S'e2 S'd2";
    let friend = format!("{route} S'c2");
    assert!(has(&reaches(&LARGER, &friend, "f1"), &["b2", "c2"]));
    assert_eq!(counts(&LARGER, &friend), [157, 1301, 160195]);
    let game = hyrshiv(&LARGER);
    let pos = jpos(&game, &format!("sa24 kr24 Kc2 {route}"), 'y', "-");
    let d = destinations(&game, &pos, "f1");
    assert!(has(&d, &["b2"]) && has_none(&d, &["c2"]), "{d:?}");
    let mut pos = pos;
    assert_eq!(
        (1..=3)
            .map(|n| perft(&game, &mut pos, n))
            .collect::<Vec<_>>(),
        [159, 1312, 164454]
    );
}

/// Seed: "and may come down off the vault and continue moving"; spec: "after landing ... one
/// regular move from the landing square: a slide in any direction or a Paktun leap, crossing
/// at most its front budget ... it may capture (friends too, never its own King)". Pallan a1
/// lands on a5 over Deldars' a2 a3 a4, then slides on to r5, takes its own Deldar a4 or the
/// Blue Swod a24 (free movement: only the front into Boloth counts), or leaps to b7: 58
/// squares more than one change (117 moves, 59 without).
#[test]
fn pallan_lands_then_moves_on() {
    let pieces = "Pa1 D'a2 D'a3 D'a4";
    let larger = reaches(&LARGER, pieces, "a1");
    let one = reaches(&[], pieces, "a1");
    assert!(has(&larger, &["r5", "a4", "a24", "b7"]), "{larger:?}");
    assert!(has_none(&one, &["r5", "a4", "a24", "b7"]), "{one:?}");
    assert_eq!(larger.len() - one.len(), 58);
    assert_eq!(counts(&LARGER, pieces), [117, 967, 95441]);
    let fronts = [("pallan-zeunt", "larger"), ("pallan-fronts", "2")];
    assert_eq!(counts(&fronts, pieces), [117, 944, 96940]);
}

/// Spec: "it may capture (friends too, never its own King)" after landing, by a slide or a
/// leap: Pallan a1 lands on a5 or c5 (bending on a3 over the Swod b4), then takes the Blue
/// Jiktar h5 (slide), the Blue Hikdar c6 (leap from a5) or its own Swod a7. The move shows
/// the shortest route: the zeunt to c5, the slide, the capture.
#[test]
fn the_move_after_landing_captures() {
    let pieces = "Pa1 D'a2 D'a3 D'a4 jh5 hc6 S'a7 S'b4 sd8";
    assert!(has(&reaches(&LARGER, pieces, "a1"), &["h5", "c6", "a7"]));
    let game = hyrshiv(&[]);
    let h5 = squares(&game, &["h5"])[0];
    assert_eq!(
        effects(&LARGER, pieces, "a1", "h5"),
        [
            vault("a1", &["a2", "a3", "b4"], "c5"),
            Effect::Step {
                path: squares(&game, &["c5", "d5", "e5", "f5", "g5", "h5"])
            },
            Effect::Capture {
                at: h5,
                cause: CaptureCause::Replacement
            },
        ]
    );
    assert_eq!(counts(&LARGER, pieces), [126, 11341, 1103664]);
    let none = [("pallan-zeunt", "larger"), ("free-movement", "none")];
    assert_eq!(counts(&none, pieces), [92, 6204, 483370]);
}

/// A crowd of both colours around the Pallan e4, bends everywhere, with free movement and
/// with Poron's fronts (where the Kaida test finds the Pallan's routes forwards, not
/// backwards).
#[test]
fn zeunts_through_a_crowd() {
    let pieces = "Pe4 S'c5 S'd5 D'e5 S'f5 sg5 sc6 S'e6 S'g6 S'c7 sd7 S'e7 cf7 S'g7 se8 jj10";
    assert_eq!(counts(&LARGER, pieces), [320, 35989, 5536628]);
    let none = [("pallan-zeunt", "larger"), ("free-movement", "none")];
    assert_eq!(counts(&none, pieces), [225, 19794, 2685312]);
}

// ---------------------------------------------------------------- Kaida

/// Spec "Promotion, Kaida, end of the game": "Kaida counts every capture an enemy piece could
/// make, of every new piece and every power in force (... side vaults, bent zeunts, moves
/// after a zeunt)". A Blue King where only the power reaches him is in Kaida with it only.
#[test]
fn kaida_counts_the_powers() {
    let in_kaida = |options: &[(&str, &str)], pieces: &str| {
        let game = hyrshiv(options);
        let pos = jpos(&game, &format!("sa24 Kr1 {pieces}"), 'b', "-");
        game.in_kaida(&pos, BLUE)
    };
    for (options, pieces) in [
        (&LEAPER, "T'a1 sa2 sa3 sa4 kb4"),
        (&KAPT, "Aa1 sb4 sb5 sb6 kb7"),
        (&LARGER, "Pa1 S'a2 S'a3 S'b3 S'c4 S'c5 kc6"),
        (&LARGER, "Pa1 D'a2 D'a3 D'a4 kh5"),
    ] {
        assert!(in_kaida(options, pieces), "{options:?} {pieces}");
        assert!(!in_kaida(&[], pieces), "{pieces}");
    }
}
