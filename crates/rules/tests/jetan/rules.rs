//! The Princess, the escape, the ends of the game, options and presets (`jetan.md`; seeds
//! 002 and 003).

use crate::support::{after, jetan, jetan_position, notations};
use jikai_rules::jetan::{BLACK, ESCAPE, Jetan, JetanPosition, ORANGE};
use jikai_rules::{EndReason, Game, GameOptions, Move, Outcome, Square};

fn sq(game: &Jetan, name: &str) -> Square {
    game.geometry().parse_square(name).expect("square")
}

/// The destinations of the piece on `from`: (ordinary moves, escapes), as square names.
fn princess_dests(game: &Jetan, pos: &JetanPosition, from: &str) -> (Vec<String>, Vec<String>) {
    let from = sq(game, from);
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let names = |escape: bool| {
        let mut v: Vec<String> = moves
            .iter()
            .filter(|m| m.from == from && (m.tag == ESCAPE) == escape)
            .map(|m| game.geometry().square_name(m.to))
            .collect();
        v.sort();
        v
    };
    (names(false), names(true))
}

fn has(list: &[String], name: &str) -> bool {
    list.iter().any(|s| s == name)
}

/// Seed 002 (appendix): the Princess may not "take an opposing piece". Princess e5 (CCC,
/// no threat limit): alone she has the 32 squares of the CCC diagram; with an Orange Panthan
/// on f5 she has 31, never f5. The same for Orange's Princess.
#[test]
fn princess_never_captures() {
    let game = jetan(&[("threat-limit", "no")]);
    let pos = jetan_position(&game, "Pe5 Ca1 ca10 pj10", "b - -");
    assert_eq!(princess_dests(&game, &pos, "e5").0.len(), 32);
    let pos = jetan_position(&game, "Pe5 nf5 Ca1 ca10 pj10", "b - -");
    let (moves, _) = princess_dests(&game, &pos, "e5");
    assert_eq!(moves.len(), 31);
    assert!(!has(&moves, "f5"));
    let pos = jetan_position(&game, "pe5 Nf5 Ca1 ca10 Pj1", "o - -");
    let (moves, _) = princess_dests(&game, &pos, "e5");
    assert_eq!(moves.len(), 31);
    assert!(!has(&moves, "f5"));
}

/// Seed 002: "The Princess may not move onto a threatened square". Black Princess e5 (CCC),
/// Orange Dwar e8 (CD; the Orange Chief j10 threatens none of her squares): of her 31 empty CCC squares, d6 f6 b8 h8 (three steps from e8) and
/// d8 f8 (one step) are threatened, leaving 25; with threat-limit=no all 31. Mirrored for
/// Orange with a Black Dwar on e2.
#[test]
fn princess_never_ends_on_a_threatened_square() {
    for (limit, n) in [("yes", 25), ("no", 31)] {
        let game = jetan(&[("threat-limit", limit)]);
        let pos = jetan_position(&game, "Pe5 de8 Ca1 cj10 pa10", "b - -");
        let (moves, _) = princess_dests(&game, &pos, "e5");
        assert_eq!(moves.len(), n, "threat-limit={limit}: {moves:?}");
        for s in ["d6", "f6", "b8", "h8", "d8", "f8"] {
            assert_eq!(has(&moves, s), limit == "no", "{s}");
        }
        let pos = jetan_position(&game, "pe6 De3 Cj1 cj10 Pa1", "o - -");
        let (moves, _) = princess_dests(&game, &pos, "e6");
        assert_eq!(moves.len(), n, "Orange, threat-limit={limit}: {moves:?}");
        for s in ["d5", "f5", "b3", "h3", "d3", "f3"] {
            assert_eq!(has(&moves, s), limit == "no", "Orange {s}");
        }
    }
}

/// jetan.md: a square is threatened "judged with the moving Princess lifted off her square
/// (so a line through her starting square still counts)". Orange Warrior FW on e7, Black
/// Princess on e6: e5 is two steps from e7 through her square, so she may not go to e5.
#[test]
fn threat_judged_with_the_princess_lifted() {
    let game = jetan(&[("orange.warrior", "FW")]);
    let pos = jetan_position(&game, "Pe6 we7 Ca1 ca10 pj10", "b - -");
    let (moves, _) = princess_dests(&game, &pos, "e6");
    assert!(!has(&moves, "e5"), "{moves:?}");
    assert!(has(&moves, "e3"), "{moves:?}");
    let threatened = game.threatened(&pos, BLACK);
    assert_ne!(threatened & (1u128 << sq(&game, "e5").index()), 0);
    // Squares held by Orange itself are never threatened for her.
    assert_eq!(threatened & (1u128 << sq(&game, "e7").index()), 0);
}

/// Seed 002: "A Princess which can move through a threatened square is considered brave and
/// the one who cannot is frightened." Princess e5 (CCC), Orange Dwar e8 threatening d6, f6,
/// e7 among others: e6 is reached only by e5-d5-d6-e6 or e5-f5-f6-e6, d7 only through e6-e7,
/// e6-d6 or d5-d6, f7 likewise; so the Frightened Princess loses e6, d7, f7, the Brave one has
/// them; both reach c6 (d5-c5-c6) and g6.
#[test]
fn brave_and_frightened_paths() {
    for (courage, passes) in [("brave", true), ("frightened", false)] {
        let game = jetan(&[("princess", courage)]);
        let pos = jetan_position(&game, "Pe5 de8 Ca1 cj10 pa10", "b - -");
        let (moves, _) = princess_dests(&game, &pos, "e5");
        for s in ["e6", "d7", "f7"] {
            assert_eq!(has(&moves, s), passes, "{courage} {s}: {moves:?}");
        }
        for s in ["c6", "g6"] {
            assert!(has(&moves, s), "{courage} {s}");
        }
    }
}

/// Seed 002 (appendix): "She is entitled to one ten-space move at any time during the game.
/// This move is called the escape." From the start (Smith preset) Black's Princess has 20
/// escapes (F1-B3E ...); after one, her right is gone (the position string says `O`) and no
/// escape is offered again; Orange keeps hers.
#[test]
fn escape_once_per_game() {
    let game = jetan(&[]);
    let start = game.start();
    let (_, escapes) = princess_dests(&game, &start, "f1");
    assert_eq!(escapes.len(), 20);
    let pos = after(&game, &start, "F1-B3E");
    assert!(!pos.has_escape(BLACK) && pos.has_escape(ORANGE));
    assert!(game.format_position(&pos).ends_with(" o O -"));
    let (_, orange) = princess_dests(&game, &pos, "e10");
    assert!(!orange.is_empty());
    let pos = after(&game, &pos, "B9-B8");
    let (ordinary, escapes) = princess_dests(&game, &pos, "b3");
    assert!(escapes.is_empty() && !ordinary.is_empty());
    // The same square as an ordinary move and as an escape are two moves.
    let names = notations(&game, &start);
    assert!(names.contains(&"F1-E4".to_string()) && names.contains(&"F1-E4E".to_string()));
}

/// jetan.md, escape: "no square of the path threatened" for the Frightened escape, only the
/// last square for the Brave one. Black Princess a1 with her escape, Orange Dwars on c2 and
/// c4 (CD): b1, b3... Compared against a brute-force enumeration of every ten-step path.
#[test]
fn escapes_against_brute_force() {
    use rand::{RngExt, SeedableRng, rngs::SmallRng};
    let mut rng = SmallRng::seed_from_u64(3);
    let mut checked = 0;
    for escape in ["FCCE", "BCCE", "FFCE", "BFCE", "FFWE", "BFWE"] {
        let game = jetan(&[("escape", escape)]);
        for _ in 0..12 {
            let mut used = std::collections::BTreeSet::new();
            let mut text = String::new();
            let letters = ['n', 'w', 'a', 't', 'd', 'f', 'N', 'D'];
            let mut place = |rng: &mut SmallRng, l: char, text: &mut String| loop {
                let s: (u8, u8) = (rng.random_range(0..10), rng.random_range(0..10));
                if used.insert(s) {
                    text.push_str(&format!(" {l}{}{}", (b'a' + s.0) as char, s.1 + 1));
                    return s;
                }
            };
            let p = place(&mut rng, 'P', &mut text);
            place(&mut rng, 'C', &mut text);
            place(&mut rng, 'c', &mut text);
            place(&mut rng, 'p', &mut text);
            for _ in 0..rng.random_range(2..10) {
                let l = letters[rng.random_range(0..letters.len())];
                place(&mut rng, l, &mut text);
            }
            let pos = jetan_position(&game, &text, "b BO -");
            let threatened = game.threatened(&pos, BLACK);
            let occupied = |f: i32, r: i32| used.contains(&(f as u8, r as u8));
            let bad = |f: i32, r: i32| threatened & (1u128 << (r * 10 + f)) != 0;
            let frightened = escape.starts_with('F');
            let free = escape.as_bytes()[1] == b'F';
            let families: Vec<Vec<(i32, i32)>> = if escape.as_bytes()[2] == b'C' {
                vec![
                    vec![(0, 1), (1, 0), (0, -1), (-1, 0)],
                    vec![(1, 1), (1, -1), (-1, -1), (-1, 1)],
                ]
            } else {
                vec![vec![
                    (0, 1),
                    (1, 0),
                    (0, -1),
                    (-1, 0),
                    (1, 1),
                    (1, -1),
                    (-1, -1),
                    (-1, 1),
                ]]
            };
            let mut want = std::collections::BTreeSet::new();
            let start = (p.0 as i32, p.1 as i32);
            if free {
                // Breadth-first: a shortest path never crosses a square twice.
                for dirs in &families {
                    let mut dist = std::collections::BTreeMap::new();
                    dist.insert(start, 0);
                    let mut queue = std::collections::VecDeque::from([start]);
                    while let Some(c) = queue.pop_front() {
                        let d = dist[&c];
                        if c != start && !occupied(c.0, c.1) && !bad(c.0, c.1) {
                            want.insert(c);
                        }
                        if d == 10 || (c != start && frightened && bad(c.0, c.1)) {
                            continue;
                        }
                        for &(df, dr) in dirs {
                            let n = (c.0 + df, c.1 + dr);
                            if (0..10).contains(&n.0)
                                && (0..10).contains(&n.1)
                                && !dist.contains_key(&n)
                            {
                                dist.insert(n, d + 1);
                                queue.push_back(n);
                            }
                        }
                    }
                }
            } else {
                for dirs in &families {
                    let mut path = vec![start];
                    fn go(
                        path: &mut Vec<(i32, i32)>,
                        dirs: &[(i32, i32)],
                        ok: &dyn Fn(i32, i32, bool) -> bool,
                        want: &mut std::collections::BTreeSet<(i32, i32)>,
                    ) {
                        let c = *path.last().unwrap();
                        if path.len() == 11 {
                            if ok(c.0, c.1, true) {
                                want.insert(c);
                            }
                            return;
                        }
                        for &(df, dr) in dirs {
                            let n = (c.0 + df, c.1 + dr);
                            if !(0..10).contains(&n.0)
                                || !(0..10).contains(&n.1)
                                || path.contains(&n)
                                || (path.len() < 10 && !ok(n.0, n.1, false))
                            {
                                continue;
                            }
                            path.push(n);
                            go(path, dirs, ok, want);
                            path.pop();
                        }
                    }
                    let ok = |f: i32, r: i32, last: bool| {
                        if last {
                            !occupied(f, r) && !bad(f, r)
                        } else {
                            !(frightened && bad(f, r))
                        }
                    };
                    go(&mut path, dirs, &ok, &mut want);
                }
            }
            let name = |c: &(i32, i32)| format!("{}{}", (b'a' + c.0 as u8) as char, c.1 + 1);
            let mut want: Vec<String> = want.iter().map(name).collect();
            want.sort();
            let from = format!("{}{}", (b'a' + p.0) as char, p.1 + 1);
            let (_, got) = princess_dests(&game, &pos, &from);
            assert_eq!(got, want, "escape={escape}: {text}");
            checked += 1;
        }
    }
    assert_eq!(checked, 72);
}

/// Seed 003: the escape "can move to any unoccupied square on the board" (Gremlin preset):
/// from the start, all 60 empty squares; and the Gremlin Princess has no threatened-square
/// limit (seed 003 has none).
#[test]
fn gremlin_escape_any_empty_square() {
    let game = jetan(&[("preset", "gremlin")]);
    let start = game.start();
    let (ordinary, escapes) = princess_dests(&game, &start, "e1");
    assert_eq!(escapes.len(), 60);
    assert_eq!(ordinary.len(), 14);
    let pos = jetan_position(&game, "Pe5 de8 Ca1 ca10 pj10", "b - -");
    let (moves, _) = princess_dests(&game, &pos, "e5");
    assert!(has(&moves, "d8") && has(&moves, "e7"), "{moves:?}");
}

/// Seed 002, Winning: "The game is won when any piece is placed on same square with
/// opponent's Princess". Black Warrior e5 (CW) takes Orange's Princess on e7: `E5-E7P`, Black
/// wins and no move follows; Orange's Panthan e6 takes Black's Princess on e5 the same way.
#[test]
fn win_by_princess_capture() {
    let game = jetan(&[]);
    let pos = jetan_position(&game, "We5 pe7 Ca1 ca10 Pj1", "b BO -");
    assert!(notations(&game, &pos).contains(&"E5-E7P".to_string()));
    let won = after(&game, &pos, "E5-E7");
    let win = Outcome::Win {
        winner: BLACK,
        reason: EndReason::PrincessCaptured,
    };
    assert_eq!(game.decided(&won), Some(win));
    let mut moves = Vec::new();
    game.legal_moves(&won, &mut moves);
    assert!(moves.is_empty());
    let text = game.format_position(&won);
    assert_eq!(game.parse_position(&text), Ok(won), "{text}");
    let pos = jetan_position(&game, "Pe5 ne6 Ca1 ca10 pj10", "o BO -");
    let won = after(&game, &pos, "E6-E5P");
    assert_eq!(
        game.decided(&won),
        Some(Outcome::Win {
            winner: ORANGE,
            reason: EndReason::PrincessCaptured
        })
    );
}

/// Seed 002, Winning: "... or a Chief takes a Chief" (`C4xB6C`-style end mark `C`). Black
/// Chief e5 (CCC) takes Orange's Chief on e8 three steps north; Orange's the same way.
#[test]
fn chief_takes_chief() {
    let game = jetan(&[]);
    let pos = jetan_position(&game, "Ce5 ce8 Pa1 pj10", "b BO -");
    let won = after(&game, &pos, "E5xE8C");
    assert_eq!(
        game.decided(&won),
        Some(Outcome::Win {
            winner: BLACK,
            reason: EndReason::ChiefTakesChief
        })
    );
    let text = game.format_position(&won);
    assert!(text.ends_with(" C"), "{text}");
    assert_eq!(game.parse_position(&text), Ok(won));
    let pos = jetan_position(&game, "Ce5 ce8 Pa1 pj10", "o BO -");
    let won = after(&game, &pos, "E8xE5C");
    assert_eq!(
        game.decided(&won),
        Some(Outcome::Win {
            winner: ORANGE,
            reason: EndReason::ChiefTakesChief
        })
    );
}

/// Seed 002, Drawn Game: "It is drawn when a Chief is taken by any opposing piece other than
/// the opposing Chief". Black Dwar e5 takes Orange's Chief on e8: `E5xE8d`, a draw. With
/// seed 003's reading (chief-capture=final-ten, the Gremlin preset) the game goes on, unless
/// the ten-move count is running.
#[test]
fn chief_captured_by_another_piece() {
    let draw = Some(Outcome::Draw {
        reason: EndReason::ChiefCaptured,
    });
    let game = jetan(&[]);
    let pos = jetan_position(&game, "De5 ce8 Ca1 Pb1 pj10 nj5", "b BO -");
    let drawn = after(&game, &pos, "E5xE8d");
    assert_eq!(game.decided(&drawn), draw);
    assert!(game.format_position(&drawn).ends_with(" d"));
    let pos = jetan_position(&game, "De5 ce8 Ca1 Pb1 pj10 nj5", "o BO -");
    let drawn = after(&game, &pos, "J5-J4");
    assert_eq!(game.decided(&drawn), None);

    let late = jetan(&[("chief-capture", "final-ten")]);
    let pos = jetan_position(&late, "De5 ce8 Ca1 Pb1 pj10 nj5", "b BO -");
    let on = after(&late, &pos, "E5xE8");
    assert_eq!(late.decided(&on), None);
    assert!(!notations(&late, &pos).contains(&"E5xE8d".to_string()));
    // A position without Orange's Chief is a live game under this reading only.
    let text = late.format_position(&on);
    assert_eq!(late.parse_position(&text), Ok(on));
    assert!(game.parse_position(&text).is_err());
    let pos = jetan_position(&late, "De5 ce8 Ca1 Pb1 pj10", "b BO 6");
    let drawn = after(&late, &pos, "E5xE8d");
    assert_eq!(late.decided(&drawn), draw);
}

/// Seed 002, Drawn Game: "when both sides are reduced to three pieces, or less, of equal
/// value, and the game is not won in the ensuing ten moves, five apiece". Black Panthan d4
/// takes d5: both sides keep Chief, Princess and a Panthan (11 each), so the count starts at
/// 10; ten plies later, with no win, the game is drawn (`d`). A win on the tenth ply wins.
#[test]
fn three_pieces_draw_after_ten_moves() {
    let game = jetan(&[]);
    let pos = jetan_position(&game, "Ce1 Pf1 Nd4 ce10 pf10 nd5 na8", "b BO -");
    let mut pos = after(&game, &pos, "D4xD5");
    assert_eq!(pos.count(), Some(10));
    assert!(game.format_position(&pos).ends_with(" o BO 10"));
    for ply in 0..10 {
        assert_eq!(game.decided(&pos), None, "ply {ply}");
        let mut moves = Vec::new();
        game.legal_moves(&pos, &mut moves);
        let quiet: Vec<Move> = moves
            .into_iter()
            .filter(|m| m.tag != ESCAPE && pos.piece(m.to).is_none())
            .collect();
        let mv = quiet[0];
        let name = game.notation(&pos, mv);
        assert_eq!(name.ends_with('d'), ply == 9, "{name} at ply {ply}");
        game.play(&mut pos, mv);
        assert_eq!(pos.count(), Some(9 - ply as u8));
    }
    assert_eq!(
        game.decided(&pos),
        Some(Outcome::Draw {
            reason: EndReason::TenMoveCount
        })
    );
    // Unequal values: no count (Black's Warrior is worth 2, Orange's Panthan 1).
    let pos = jetan_position(&game, "Ce1 Pf1 Wd4 ce10 pf10 nd5 na8", "b BO -");
    let pos = after(&game, &pos, "D4-D2");
    assert_eq!(pos.count(), None);
    // The last ply of the count can still win.
    let pos = jetan_position(&game, "Ce1 Pf1 We5 ce10 pe7", "b BO 1");
    let won = after(&game, &pos, "E5-E7P");
    assert_eq!(
        game.decided(&won),
        Some(Outcome::Win {
            winner: BLACK,
            reason: EndReason::PrincessCaptured
        })
    );
}

/// jetan.md: "A player with no legal move: draw (Burroughs is silent). Option: that player
/// loses." Black's ranks 7-10 are full of his own Chained Panthans (forward, sideways and
/// diagonally forward all blocked or off the board), his Chief d10 is walled in, his
/// Princess a10 has only own-occupied squares and no escape: no legal move.
#[test]
fn no_legal_move() {
    let text = "PNNCNNNNNN/NNNNNNNNNN/NNNNNNNNNN/NNNNNNNNNN/10/10/10/10/10/c8p b - -";
    for (option, outcome) in [
        (
            "draw",
            Outcome::Draw {
                reason: EndReason::NoLegalMove,
            },
        ),
        (
            "loses",
            Outcome::Win {
                winner: ORANGE,
                reason: EndReason::NoLegalMove,
            },
        ),
    ] {
        let game = jetan(&[("black.panthan", "CPN"), ("no-moves", option)]);
        let pos = game.parse_position(text).expect("parses");
        let mut moves = Vec::new();
        game.legal_moves(&pos, &mut moves);
        assert!(moves.is_empty(), "{:?}", notations(&game, &pos));
        assert_eq!(game.decided(&pos), None);
        assert_eq!(game.outcome(&pos), Some(outcome), "no-moves={option}");
    }
    // With Free Panthans the rank-7 Panthans may step diagonally back: a7 and j7 to one
    // square each, the eight others to two: 18.
    let game = jetan(&[]);
    let pos = game.parse_position(text).expect("parses");
    assert_eq!(notations(&game, &pos).len(), 18);
}

/// jetan.md, Setup, and seed 003's back row "Warrior, Padwar, Dwar, Flier, Princess, Chief":
/// the three setups and who moves first (default Black).
#[test]
fn setups_and_first_player() {
    let start = |opts: &[(&str, &str)]| {
        let game = jetan(opts);
        game.format_position(&game.start())
    };
    assert_eq!(
        start(&[]),
        "wadfpcfdaw/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/WADFCPFDAW b BO -"
    );
    assert_eq!(
        start(&[("setup", "manator")]),
        "wadfcpfdaw/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/WADFCPFDAW b BO -"
    );
    assert_eq!(
        start(&[("preset", "gremlin")]),
        "wadfcpfdaw/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/WADFPCFDAW b BO -"
    );
    assert!(start(&[("first", "orange")]).ends_with(" o BO -"));
}

/// jetan.md, Presets: the Gremlin preset's differences from Smith's (seed 003): Chained
/// Panthan, jumping Thoat, Chained Wild Chief and Princess, no threatened-square limit,
/// escape to any empty square, Princess left of Chief, Chief capture drawn only late.
#[test]
fn gremlin_preset_differences() {
    let smith = jetan(&[]);
    let gremlin = jetan(&[("preset", "gremlin")]);
    let g = gremlin.options();
    use jikai_rules::jetan::{Chief, Escape, Panthan, Thoat};
    use jikai_rules::jetan::{ChiefCapture, Preset, Setup};
    assert_eq!(g.preset_name(), Preset::Gremlin);
    assert_eq!(smith.options().preset_name(), Preset::Smith);
    for side in [&g.black, &g.orange] {
        assert_eq!(side.panthan, Panthan::Chained);
        assert_eq!(side.thoat, Thoat::Jump);
        assert_eq!(side.chief, Chief::ChainedWild);
        assert_eq!(side.princess_moves, Chief::ChainedWild);
        assert_eq!(side.escape, Escape::AnyEmpty);
        assert_eq!(side.threat_limit, jikai_rules::YesNo::No);
    }
    assert_eq!(g.setup, Setup::Gremlin);
    assert_eq!(g.chief_capture, ChiefCapture::FinalTen);
    // The jumping Thoat leaves a2 over b2 to c3 and a3 (Smith's Chained Thoat only to b4).
    let moves = |game: &Jetan| {
        let mut v: Vec<String> = notations(game, &game.start())
            .into_iter()
            .filter(|n| n.starts_with("A2"))
            .collect();
        v.sort();
        v
    };
    assert_eq!(moves(&smith), ["A2-B4"]);
    assert_eq!(moves(&gremlin), ["A2-A3", "A2-B4", "A2-C3"]);
    // A Panthan on e5: Smith's steps diagonally back, Gremlin's does not.
    let pos = |game: &Jetan| jetan_position(game, "Ne5 Ca1 Pj1 ca10 pj10", "b - -");
    let back = |game: &Jetan| notations(game, &pos(game)).contains(&"E5-D4".to_string());
    assert!(back(&smith) && !back(&gremlin));
}

/// jetan.md, Presets: Burroughs' appendix preset, and per-side readings ("it is not
/// necessary that both use the same rules").
#[test]
fn presets_and_per_side_options() {
    let game = jetan(&[("preset", "burroughs")]);
    use jikai_rules::jetan::{Chief, Escape, Panthan, Preset};
    let o = game.options();
    assert_eq!(o.preset_name(), Preset::Burroughs);
    assert_eq!(o.black.panthan, Panthan::Chained);
    assert_eq!(o.black.chief, Chief::ChainedWild);
    assert_eq!(o.orange.escape, Escape::BraveChainedWild);
    let game = jetan(&[("black.warrior", "FW"), ("orange.chief", "CC")]);
    let o = game.options();
    assert_eq!(o.preset_name(), Preset::Custom);
    assert_eq!(o.black.warrior.name_for_test(), "FW");
    assert_eq!(o.orange.warrior.name_for_test(), "CW");
    assert_eq!(o.orange.chief, Chief::Chained);
    assert_eq!(o.black.chief, Chief::ChainedCivil);
    let both = jetan(&[("warrior", "FWW")]);
    assert_eq!(both.options().black.warrior, both.options().orange.warrior);
    // preset=custom keeps the readings; a preset after them resets them.
    let again = jetan(&[("black.warrior", "FW"), ("preset", "custom")]);
    assert_eq!(again.options().black.warrior.name_for_test(), "FW");
    let reset = jetan(&[("black.warrior", "FW"), ("preset", "smith")]);
    assert_eq!(reset.options().preset_name(), Preset::Smith);
    // Errors name the key and the allowed values; a failed key changes nothing.
    let mut opts = jikai_rules::jetan::JetanOptions::default();
    let err = opts.set("black.warrior", "XX").unwrap_err();
    assert!(
        err.to_string().contains("black.warrior takes CW, FW"),
        "{err}"
    );
    assert!(opts.set("purple.warrior", "CW").is_err());
    assert!(opts.set("warrior", "nope").is_err());
    assert_eq!(opts, jikai_rules::jetan::JetanOptions::default());
    // Options are serde data.
    fn serde_ok<T: serde::Serialize + serde::de::DeserializeOwned>() {}
    serde_ok::<jikai_rules::jetan::JetanOptions>();
    // The table lists the general keys (preset, setup, first, notation, chief-capture,
    // no-moves), the wager keys (wager, black./orange.purse, carry, dice, duel, dice-seed,
    // black./orange.without) and every per-side key.
    let keys: Vec<&str> = opts.table().iter().map(|o| o.key).collect();
    assert!(keys.contains(&"preset") && keys.contains(&"orange.escape"));
    assert_eq!(keys.len(), 6 + 9 + 2 * 12);
}

trait NameForTest {
    fn name_for_test(self) -> &'static str;
}

impl<C: jikai_rules::Choice> NameForTest for C {
    fn name_for_test(self) -> &'static str {
        self.name()
    }
}

/// Seed 002, Technical notation: files A-J, ranks 1-9 and 0; `-` moves to, `x` captures.
/// `D1-C4` is Smith's first example move; lower case and rank `10` are accepted on input.
#[test]
fn notation_reads_and_writes() {
    let game = jetan(&[]);
    let start = game.start();
    let mv = game.parse_move(&start, "D1-C4").expect("Smith's D1-C4");
    assert_eq!(game.notation(&start, mv), "D1-C4");
    assert_eq!(game.parse_move(&start, "d1-c4"), Ok(mv));
    let err = |text: &str| game.parse_move(&start, text).unwrap_err().to_string();
    assert!(err("D1xC4").contains("does not match"), "{}", err("D1xC4"));
    assert!(err("D1-C5").contains("not a legal move"));
    assert!(err("F1-B3").contains("only possible as the escape"));
    assert!(err("K1-C4").contains("not a square"));
    assert!(err("D1C4").contains("write a move"));
    assert!(err("D1-C4P").contains("does not match"));
    // Orange's back rank is 0.
    let pos = after(&game, &start, "D1-C4");
    let orange = game.parse_move(&pos, "D0-A7").expect("Flier d10-a7");
    assert_eq!(game.notation(&pos, orange), "D0-A7");
    assert_eq!(game.parse_move(&pos, "d10-a7"), Ok(orange));
}

/// jetan.md, Position string: the start string of the spec, round trips, one-line errors.
#[test]
fn position_strings() {
    let game = jetan(&[]);
    let start = "wadfpcfdaw/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/WADFCPFDAW b BO -";
    assert_eq!(game.format_position(&game.start()), start);
    for text in [
        start,
        "10/4p5/10/10/4C5/10/10/10/4P5/9c o - 7",
        "10/4p5/10/10/4C5/10/10/10/4P5/9c b B 0",
        "10/4W5/10/10/4C5/10/10/10/4P5/9c o O -",
    ] {
        let pos = game
            .parse_position(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(game.format_position(&pos), text);
    }
    let bad = |text: &str, says: &str| {
        let e = game.parse_position(text).unwrap_err().to_string();
        assert!(e.contains(says), "{text}: {e}");
        assert_eq!(e.lines().count(), 1);
    };
    bad(
        "wadfpcfdaw/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/WADFCPFDAW",
        "side to move",
    );
    bad(&start.replace(" b ", " w "), "'b' or 'o'");
    bad(&start.replace(" BO ", " X "), "escape rights");
    bad(&start.replace(" -", " 11"), "ten-move count");
    bad(&start.replace(" -", ""), "missing ten-move count");
    bad(
        &start.replace("WADFCPFDAW", "WADFCPFDAP"),
        "more than one Black Princess",
    );
    bad(
        &start.replace("WADFCPFDAW", "WADFCPFDAX"),
        "unknown piece 'X'",
    );
    bad(
        &start.replace("WADFCPFDAW", "WADFWPFDAW"),
        "Chief is missing",
    );
    bad(
        &start
            .replace("wadfpcfdaw", "wadfwcfdaw")
            .replace("WADFCPFDAW", "WADFCWFDAW"),
        "both Princesses",
    );
    bad(&format!("{start} C"), "end mark C");
    bad(&format!("{start} x"), "C or d");
}

/// jetan.md, escape (Chained: "The Princess must move the entire ten squares", never crossing
/// a square twice; Frightened: every square of her path unthreatened): the engine's escape
/// search against a brute-force enumeration of every ten-step path, over many random sets of
/// squares she may cross (from nearly open boards to nearly closed ones) and random
/// destinations, from every kind of square (corners, edges, centre), civil and wild. The
/// brute force walks every path square by square, independently of the engine's witness
/// paths, walk bounds and table of answers.
#[test]
fn chained_escape_search_against_brute_force() {
    use jikai_rules::jetan::{Escape, escape_reach};
    use rand::{RngExt, SeedableRng, rngs::SmallRng};
    const ORTH: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
    fn walk(
        here: (i32, i32),
        visited: u128,
        left: u32,
        dirs: &[(i32, i32)],
        pass: u128,
        targets: u128,
        out: &mut u128,
    ) {
        for &(df, dr) in dirs {
            let (f, r) = (here.0 + df, here.1 + dr);
            if !(0..10).contains(&f) || !(0..10).contains(&r) {
                continue;
            }
            let b = 1u128 << (r * 10 + f);
            if visited & b != 0 {
                continue;
            }
            if left == 1 {
                *out |= b & targets;
            } else if pass & b != 0 {
                walk((f, r), visited | b, left - 1, dirs, pass, targets, out);
            }
        }
    }
    let mut rng = SmallRng::seed_from_u64(10);
    let board = (1u128 << 100) - 1;
    for case in 0..400 {
        let start = match case % 4 {
            0 => [0, 9, 90, 99][rng.random_range(0..4)],
            1 => [rng.random_range(0..10), 10 * rng.random_range(0..10)][rng.random_range(0..2)],
            _ => rng.random_range(0..100),
        };
        let density = [0.97, 0.85, 0.7, 0.55, 0.4][case % 5];
        let mut pass = 0u128;
        let mut targets = 0u128;
        for sq in 0..100 {
            if rng.random_bool(density) {
                pass |= 1 << sq;
                if rng.random_bool(0.8) {
                    targets |= 1 << sq;
                }
            }
        }
        let (f, r) = ((start % 10) as i32, (start / 10) as i32);
        let s = 1u128 << start;
        let mut civil = 0;
        walk((f, r), s, 10, &ORTH, pass, targets, &mut civil);
        walk((f, r), s, 10, &DIAG, pass, targets, &mut civil);
        let mut wild = 0;
        let king: Vec<(i32, i32)> = ORTH.iter().chain(DIAG.iter()).copied().collect();
        if case % 8 == 0 {
            walk((f, r), s, 10, &king, pass, targets, &mut wild);
            assert_eq!(
                escape_reach(Escape::FrightenedChainedWild, start, pass, targets),
                wild,
                "wild, case {case}: start {start}, pass {pass:#x}, targets {targets:#x}"
            );
        }
        // Twice: the second answer comes from the table of answers already searched.
        for _ in 0..2 {
            assert_eq!(
                escape_reach(Escape::FrightenedChainedCivil, start, pass, targets),
                civil,
                "civil, case {case}: start {start}, pass {pass:#x}, targets {targets:#x}"
            );
        }
        assert_eq!(civil & !board, 0);
    }
}
