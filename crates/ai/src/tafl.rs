//! Tafl evaluation: material (a defender is worth about two attackers), the king's routes to
//! the corners (a king with two open routes cannot be stopped), attackers closing in on the
//! king (more as the defenders fall), and attackers posted on the squares that guard the
//! corners.

use super::{Evaluate, Pruning, SearchMoves, keep_captures};
use jikai_rules::tafl::{ATTACKERS, Piece, Shieldwall, Tafl, TaflPosition};
use jikai_rules::{Dir, Game, Geometry, Move, Special, Square, YesNo};

/// The evaluation's tunable numbers with their hand values (`Evaluate::TUNABLE`; the
/// attacker, 100, is the unit): a defender; each corner the king could reach in two moves
/// (one can be closed a move); a king that reaches a corner next move with the defenders to
/// move, or by two routes against the attackers to move, has as good as won: far more than
/// any material; each square the king can slide to (room to run); each attacker next to the
/// king off the edge, and on it, where he cannot be taken (seed 004: "If the king is at the
/// side of the board it cannot be taken"; at 45 there too, Jikai's defenders took a
/// repetition against OpenTafl's AI rather than step off); each attacker on the diagonal
/// wall that shuts a corner (the blockade); each step an attacker stands within four steps
/// of the king (`hunt`: four beside him, one four steps away), growing as the defenders fall
/// from nothing to all of it (without it Master kept twelve men on the blockades around a
/// lone king it could not take with the three left); the percentage of the start's score
/// taken off every score (`start_even`, see `TaflWeights::balance`); what a draw costs the
/// side searching (`Evaluate::contempt`: at the other games' 100, and at 300, Jikai's
/// defenders, behind on this evaluation after trades, took repetitions against OpenTafl's
/// AI, whose attackers they otherwise beat; a king on the edge cannot be taken, so playing on
/// seldom loses, and a loss still scores below the draw); each corner the king could reach in
/// three moves and not in two (`far_route`: a king on an empty rank two moves from a fork,
/// which Master at 1 s a move let OpenTafl's defenders reach); Master's static cut margin
/// and late reductions (`Pruning`: with a hundred-odd moves a side, a depth-6 search cost
/// five times as much without them). Measured in docs/ai.md, "Tafl's endgame", "Tafl's
/// three-move routes" and "Tafl's static cuts".
const TUNABLE: &[(&str, i32)] = &[
    ("defender", 180),
    ("open_route", 250),
    ("escaping", 4_000),
    ("king_room", 6),
    ("king_pressed", 45),
    ("edge_pressed", 0),
    ("corner_guard", 40),
    ("hunt", 12),
    ("start_even", 100),
    ("contempt", 1_500),
    ("far_route", 60),
    ("static_cut", 100),
    ("reduction", 20),
];
const ATTACKER: i32 = 100;
/// A defender's hand value: what its capture takes, for ordering.
const DEFENDER: i32 = 180;

/// The weights as the evaluation reads them (`Evaluate::weights`).
#[derive(Clone)]
pub struct TaflWeights {
    /// The squares (bits by index) that guard a corner (`guards_corner`), and what an
    /// attacker there is worth on top of its own value.
    guards: u128,
    corner_guard: i32,
    /// The defenders (the king not counted) of the game's start: the hunt grows by a share
    /// of its weight with each taken.
    defenders_at_start: i32,
    hunt: i32,
    contempt: i32,
    /// The start's score for the attackers (`start_even` percent of it), taken off every
    /// score so that the start scores 0: a draw (-100 to the side searching) is then worse
    /// than a game as even as the start. Without it the start scored 240 for the attackers
    /// (their 24 men against 12 defenders at 180), so the defenders preferred a draw in any
    /// position as good for them as the start: against OpenTafl's AI, a repetition at ply 26.
    balance: i32,
    defender: i32,
    open_route: i32,
    escaping: i32,
    king_room: i32,
    king_pressed: i32,
    edge_pressed: i32,
    far_route: i32,
    pruning: Pruning,
    /// The corners' bits and the board's steps, for the king's three-move reach.
    corners: u128,
    steps: Steps,
}

impl SearchMoves for Tafl {
    type Guard = ();
    /// Extended from the root on, checks deepened nearly every line: Casual fell back from
    /// depth 2 to depth 1 within its nodes (docs/ai.md, Issue 19, "A check in tafl").
    const CHECKS_FROM: usize = 2;

    fn capture_value(&self, pos: &TaflPosition, mv: Move) -> i32 {
        let mut value = 0;
        self.for_each_capture_by(pos, mv, |_, piece, _| {
            value += match piece {
                Piece::Attacker => ATTACKER,
                Piece::Defender => DEFENDER,
                _ => 10 * DEFENDER,
            }
        });
        value
    }

    /// Only a move onto a square where a capture is possible can capture: those squares are
    /// marked once for all the position's moves (`capture_squares`), and only moves onto
    /// them are tested.
    fn capture_values(&self, pos: &TaflPosition, moves: &[Move], out: &mut Vec<i32>) {
        let onto = capture_squares(self, pos);
        out.clear();
        out.extend(moves.iter().map(|&m| {
            if m.to != Square::NONE && onto & (1 << m.to.index()) != 0 {
                self.capture_value(pos, m)
            } else {
                0
            }
        }));
    }

    /// Only the moves onto a square where a capture is possible are generated: in the order
    /// of all moves, so the captures are those of the default.
    fn captures(&self, pos: &TaflPosition, out: &mut Vec<Move>, values: &mut Vec<i32>) {
        out.clear();
        if self.decided(pos).is_none() {
            self.generate_onto(pos, capture_squares(self, pos), out);
        }
        values.clear();
        values.extend(out.iter().map(|&m| self.capture_value(pos, m)));
        keep_captures(out, values);
    }

    /// The attackers are in check when the king has a clear line to a corner: they must close
    /// it, and the search looks a ply further there so that the king's forks (a move that
    /// opens two lines at once) are seen before they happen.
    fn in_check(&self, pos: &TaflPosition) -> bool {
        let g = self.geometry();
        self.side_to_move(pos) == ATTACKERS
            && pos.king().is_some_and(|k| {
                let mut near = [false; 4];
                for_each_slide(g, pos, k, |sq| note_corner(g, sq, &mut near));
                near.contains(&true)
            })
    }

    /// Tafl has no pass, but its sides seldom have only moves that hurt them, so the search
    /// may pass: Master searched most of a ply deeper with null moves (docs/ai.md, Levels).
    fn null_move(&self, _pos: &TaflPosition) -> Option<Move> {
        Some(Move::PASS)
    }
}

impl Evaluate for Tafl {
    type Sums = ();
    type Weights = TaflWeights;
    const TUNABLE: &'static [(&'static str, i32)] = TUNABLE;
    /// Most games end by ply 200; of those that had not, the attackers, far ahead, circled a
    /// lone king they could not take (on the edge he cannot be captured) to the length cap.
    const WEARY: usize = 200;

    fn contempt(w: &TaflWeights) -> i32 {
        w.contempt
    }

    fn pruning(w: &TaflWeights) -> Pruning {
        w.pruning
    }

    fn weights(&self, v: &[i32]) -> TaflWeights {
        let g = self.geometry();
        let start = self.start();
        let king = start.king().map_or(0, |k| 1u128 << k.index());
        let mut weights = TaflWeights {
            guards: (0..g.cells())
                .filter(|&i| guards_corner(g, Square(i as u16)))
                .fold(0, |bits, i| bits | 1 << i),
            corner_guard: v[6],
            defenders_at_start: ((start.men(ATTACKERS.opponent()) & !king).count_ones() as i32)
                .max(1),
            hunt: v[7],
            contempt: v[9],
            defender: v[0],
            open_route: v[1],
            escaping: v[2],
            king_room: v[3],
            king_pressed: v[4],
            edge_pressed: v[5],
            far_route: v[10],
            pruning: Pruning {
                static_margin: v[11],
                reduction: v[12],
            },
            corners: (0..g.cells())
                .filter(|&i| g.special(Square(i as u16)) == Special::Refuge)
                .fold(0, |bits, i| bits | 1 << i),
            steps: Steps::new(g),
            balance: 0,
        };
        let score = self.evaluate_with(&weights, &start, &());
        let score = if self.side_to_move(&start) == ATTACKERS {
            score
        } else {
            -score
        };
        weights.balance = score * v[8] / 100;
        weights
    }

    fn evaluate_with(&self, w: &TaflWeights, pos: &TaflPosition, _: &()) -> i32 {
        let g = self.geometry();
        // Material from the sides' bitboards (tafl's board has no holes: every cell is a
        // square), the king not counted among the defenders.
        let attackers = pos.men(ATTACKERS);
        let king = pos.king().map_or(0, |k| 1u128 << k.index());
        let defenders = pos.men(ATTACKERS.opponent()) & !king;
        let count = |bits: u128| bits.count_ones() as i32;
        let left = count(defenders).min(w.defenders_at_start);
        let taken = w.defenders_at_start - left;
        let mut score = ATTACKER * count(attackers) + w.corner_guard * count(attackers & w.guards)
            - w.defender * left; // for the attackers
        let attackers_to_move = self.side_to_move(pos) == ATTACKERS;
        if let Some(k) = pos.king() {
            let (near, routes, room) = king_freedom(g, pos, k);
            // One route wins for the defenders to move; the attackers to move can close one.
            if near > i32::from(attackers_to_move) {
                score -= w.escaping;
            }
            score -= routes * w.open_route + room * w.king_room;
            // A king with no square to slide to reaches nothing.
            if w.far_route != 0 && room > 0 {
                let far = (w.corners & king_reach(&w.steps, pos, k, 3)).count_ones() as i32;
                score -= (far - routes).max(0) * w.far_route;
            }
            let (mut pressed, mut on_edge) = (0, false);
            for d in Dir::ORTHOGONAL {
                match g.step(k, d) {
                    Some(n) => pressed += i32::from(pos.piece(n) == Piece::Attacker),
                    None => on_edge = true,
                }
            }
            score += pressed
                * if on_edge {
                    w.edge_pressed
                } else {
                    w.king_pressed
                };
            if taken > 0 && w.hunt != 0 {
                score += w.hunt * taken * nearness(g, attackers, k) / w.defenders_at_start;
            }
        }
        score -= w.balance;
        if attackers_to_move { score } else { -score }
    }
}

/// The squares (bits by index) where a piece of the side to move could capture by landing:
/// before an enemy man with an anvil beyond him (a friendly piece, a refuge or the throne:
/// tafl's boards have them in the corners and the centre), and, for the attackers, beside
/// the king. A few more than capture (the anvil may be the
/// piece that moves; a throne or an unarmed king may not be hostile to the mover):
/// `capture_value` decides, for the moves onto these squares only. Most squares beside an
/// enemy are not among them, so most moves are never tested. With shieldwalls the edge
/// squares (a bracket) are marked too, and the line inside them (a front) without the flank
/// rule.
fn capture_squares(game: &Tafl, pos: &TaflPosition) -> u128 {
    let g = game.geometry();
    let (files, cells) = (u32::from(g.files()), g.cells());
    let steps = Steps::new(g);
    let (first_file, last_file, board) = (steps.first_file, steps.last_file, steps.board);
    let mover = game.side_to_move(pos);
    let king = pos.king().map_or(0, |k| 1u128 << k.index());
    let victims = pos.men(mover.opponent()) & !king;
    let hostile = [
        0,
        files - 1,
        cells as u32 - files,
        cells as u32 - 1,
        cells as u32 / 2,
    ]
    .into_iter()
    .map(|i| Square(i as u16))
    .filter(|&sq| matches!(g.special(sq), Special::Refuge | Special::Throne))
    .fold(0u128, |m, sq| m | 1 << sq.index());
    let anvils = pos.men(mover) | hostile;
    let mut onto = 0;
    for d in 0..4 {
        let shift = |b| steps.shift(b, d);
        // A victim with an anvil one step on, and the square one step back from him.
        onto |= shift(victims & shift(anvils));
        if mover == ATTACKERS {
            onto |= shift(king);
        }
    }
    let options = game.options();
    if options.shieldwall != Shieldwall::Off {
        let last_rank = (board >> files) ^ board;
        let edge = first_file | last_file | (board >> (cells as u32 - files)) | last_rank;
        onto |= edge;
        if options.shieldwall_flank == YesNo::No {
            onto |= (0..4).fold(0, |m, d| m | steps.shift(edge, d)) & !edge;
        }
    }
    onto
}

/// A board's bits moved one step in each direction (tafl's board has no holes).
#[derive(Clone)]
struct Steps {
    files: u32,
    board: u128,
    first_file: u128,
    last_file: u128,
}

impl Steps {
    fn new(g: &Geometry) -> Self {
        let (files, ranks) = (u32::from(g.files()), u32::from(g.ranks()));
        let first_file = (0..ranks).fold(0u128, |m, r| m | 1 << (r * files));
        Steps {
            files,
            board: (1u128 << g.cells()) - 1,
            first_file,
            last_file: first_file << (files - 1),
        }
    }

    /// Every bit one step on: up, down, right, left (each with its opposite at `d ^ 1`).
    fn shift(&self, b: u128, d: usize) -> u128 {
        match d {
            0 => (b << self.files) & self.board,
            1 => b >> self.files,
            2 => (b & !self.last_file) << 1,
            _ => (b & !self.first_file) >> 1,
        }
    }
}

/// The squares the king reaches in up to `moves` rook moves over empty squares (the corners
/// and the empty throne among them): a king three moves from a corner by an empty rank is
/// two from a fork the search at 1 s does not see (docs/ai.md, "Against OpenTafl's AI").
fn king_reach(steps: &Steps, pos: &TaflPosition, k: Square, moves: usize) -> u128 {
    let empty = steps.board & !(pos.men(ATTACKERS) | pos.men(ATTACKERS.opponent()));
    let mut reach = 1u128 << k.index();
    for _ in 0..moves {
        let mut next = reach;
        for d in 0..4 {
            let mut b = reach;
            while b != 0 {
                b = steps.shift(b, d) & empty;
                next |= b;
            }
        }
        reach = next;
    }
    reach
}

/// The attackers' steps within four of the king: four for each beside him, one for each
/// four steps (files plus ranks) away.
fn nearness(g: &Geometry, mut attackers: u128, k: Square) -> i32 {
    let (kf, kr) = (i32::from(g.file(k)), i32::from(g.rank(k)));
    let mut sum = 0;
    while attackers != 0 {
        let a = Square(attackers.trailing_zeros() as u16);
        attackers &= attackers - 1;
        let steps = (i32::from(g.file(a)) - kf).abs() + (i32::from(g.rank(a)) - kr).abs();
        sum += (5 - steps).max(0);
    }
    sum
}

/// The corners the king reaches in one rook move over empty squares, those he reaches in one
/// or two (counting each corner once), and how many squares he can slide to.
fn king_freedom(g: &Geometry, pos: &TaflPosition, k: Square) -> (i32, i32, i32) {
    let mut near = [false; 4];
    let mut corners = [false; 4];
    let mut room = 0;
    for_each_slide(g, pos, k, |sq| {
        room += 1;
        note_corner(g, sq, &mut near);
        for_each_slide(g, pos, sq, |far| note_corner(g, far, &mut corners));
    });
    let count = |c: [bool; 4]| c.iter().filter(|&&c| c).count() as i32;
    let all = std::array::from_fn(|i| near[i] || corners[i]);
    (count(near), count(all), room)
}

fn note_corner(g: &Geometry, sq: Square, corners: &mut [bool; 4]) {
    if g.special(sq) == Special::Refuge {
        let right = g.file(sq) > 0;
        let top = g.rank(sq) > 0;
        corners[usize::from(right) + 2 * usize::from(top)] = true;
    }
}

/// Calls `f` for every square a rook move from `from` reaches (the king may land on the
/// corners; the throne does not stop the scan).
fn for_each_slide(g: &Geometry, pos: &TaflPosition, from: Square, mut f: impl FnMut(Square)) {
    for d in Dir::ORTHOGONAL {
        let mut at = from;
        while let Some(n) = g.step(at, d) {
            if pos.piece(n) != Piece::Empty {
                break;
            }
            if g.special(n) != Special::Throne {
                f(n);
            }
            at = n;
        }
    }
}

/// The wall a3, b2, c1 before each corner (and its mirrors): attackers there shut the corner
/// without standing beside it, where they could be taken against it.
fn guards_corner(g: &Geometry, sq: Square) -> bool {
    let (f, r) = (g.file(sq) as i32, g.rank(sq) as i32);
    let (last_f, last_r) = (g.files() as i32 - 1, g.ranks() as i32 - 1);
    let df = f.min(last_f - f);
    let dr = r.min(last_r - r);
    matches!((df, dr), (0, 2) | (1, 1) | (2, 0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{below, chance};
    use jikai_rules::GameOptions;
    use jikai_rules::tafl::{TaflOptions, ThroneRule};

    /// Every capturing move lands on a square `capture_squares` marks (tafl.md, "Capture":
    /// hammer and anvil, the corners and the throne as anvils, the king enclosed; Copenhagen's
    /// shieldwalls), in random games with the king armed and not, the throne hostile and
    /// strict, and Copenhagen's rules with the flank rule and without: the
    /// search tests only moves onto those squares, so a square missed is a capture missed.
    #[test]
    fn capture_squares_hold_every_capture() {
        let mut rng = chance(11);
        let copenhagen = |flank: &str| {
            TaflOptions::default()
                .with(&[
                    ("preset".into(), "copenhagen".into()),
                    ("shieldwall-flank".into(), flank.into()),
                ])
                .unwrap()
        };
        for options in [
            TaflOptions::default(),
            TaflOptions {
                armed_king: YesNo::No,
                throne: ThroneRule::Strict,
                ..TaflOptions::default()
            },
            copenhagen("yes"),
            copenhagen("no"),
        ] {
            let game = Tafl::new(options);
            let mut captures = 0;
            for _ in 0..40 {
                let mut pos = game.start();
                let mut moves = Vec::new();
                for _ in 0..300 {
                    game.legal_moves(&pos, &mut moves);
                    if moves.is_empty() || game.decided(&pos).is_some() {
                        break;
                    }
                    let onto = capture_squares(&game, &pos);
                    for &mv in &moves {
                        if game.capture_value(&pos, mv) > 0 {
                            captures += 1;
                            assert_ne!(onto & 1 << mv.to.index(), 0, "{mv:?} in {pos:?}");
                        }
                    }
                    game.play(&mut pos, moves[below(&mut rng, moves.len())]);
                }
            }
            assert!(captures > 1_000, "{captures} captures seen");
        }
    }

    /// The moves onto a few squares, found back from them (`generate_onto`), are the moves of
    /// all onto those squares, in the same order (tafl.md, "Play": a piece moves like a rook,
    /// only the king stops on a corner or the throne, the corners end every line, the empty
    /// throne is crossed): the capture search's moves, and so its trees, are as before.
    #[test]
    fn moves_onto_a_few_squares_are_those_of_all_in_order() {
        let game = Tafl::new(TaflOptions::default());
        let mut rng = chance(5);
        let (mut all, mut onto) = (Vec::new(), Vec::new());
        let (mut seen, mut few) = (0, 0);
        for _ in 0..30 {
            let mut pos = game.start();
            for _ in 0..200 {
                game.legal_moves(&pos, &mut all);
                if all.is_empty() || game.decided(&pos).is_some() {
                    break;
                }
                let mut targets = capture_squares(&game, &pos);
                for _ in 0..below(&mut rng, 4) {
                    targets |= 1 << below(&mut rng, 121);
                }
                // The king's squares: the corners and the throne.
                targets |= 1 << 0 | 1 << 10 | 1 << 60 | 1 << 110 | 1 << 120;
                few += usize::from(targets.count_ones() <= 16);
                onto.clear();
                game.generate_onto(&pos, targets, &mut onto);
                let expected: Vec<Move> = all
                    .iter()
                    .copied()
                    .filter(|m| targets & 1 << m.to.index() != 0)
                    .collect();
                assert_eq!(onto, expected, "{}", game.format_position(&pos));
                seen += onto.len();
                game.play(&mut pos, all[below(&mut rng, all.len())]);
            }
        }
        assert!(
            seen > 10_000 && few > 3_000,
            "{seen} moves seen, {few} times few targets"
        );
    }

    /// The attackers are in check exactly when the king, were it his move, would reach a
    /// corner (tafl.md, "The defenders win when the king reaches a corner refuge"): an open
    /// line to a corner, not one closed by a piece, and only with the attackers to move.
    #[test]
    fn attackers_are_in_check_when_the_king_has_a_line_to_a_corner() {
        let game = Tafl::new(TaflOptions::default());
        let check = |rows: &str, side: &str| {
            let pos = game
                .parse_position(&format!("/11/11/11/11/11/4t6/11/11/11/11/{rows}/ {side}"))
                .unwrap();
            game.in_check(&pos)
        };
        // The king on d11: a11 is open past c11 and b11; h11's attacker closes k11.
        assert!(check("3K3t3", "a"));
        assert!(!check("3K3t3", "d"));
        assert!(!check("2tK3t3", "a"));
        // Two lines open: still one check.
        assert!(check("3K7", "a"));
    }

    /// The king's reach in rook moves over empty squares, which the `far_route` term reads:
    /// men of either side stop him.
    #[test]
    fn the_kings_reach_grows_by_rook_moves_and_stops_at_men() {
        let game = Tafl::new(TaflOptions::default());
        let steps = Steps::new(game.geometry());
        let reach = |board: &str, moves| {
            let pos = game.parse_position(&format!("{board} d")).unwrap();
            king_reach(&steps, &pos, pos.king().unwrap(), moves).count_ones()
        };
        let lone = "/11/11/11/11/11/5K5/11/11/11/11/11/";
        assert_eq!(reach(lone, 0), 1);
        assert_eq!(reach(lone, 1), 21);
        assert_eq!(reach(lone, 2), 121);
        // Boxed in by a defender and three attackers: nowhere to go.
        let boxed = "/11/11/11/11/5t5/4tKT4/5t5/11/11/11/11/";
        assert_eq!(reach(boxed, 3), 1);
        // The start: the king's own men shut him in.
        let start = game.format_position(&game.start());
        let start = start.trim_end_matches(" a");
        assert_eq!(reach(start, 3), 1);
        // A king on f3 reaches a1 in three moves past attackers on a2 and c1 (f3-b3, b3-b1,
        // b1-a1), not in two.
        let rank3 = "/2t8/t10/5K5/11/11/11/11/11/11/11/11/";
        let corner = 1u128;
        let pos = game.parse_position(&format!("{rank3} d")).unwrap();
        let k = pos.king().unwrap();
        assert_eq!(king_reach(&steps, &pos, k, 2) & corner, 0);
        assert_ne!(king_reach(&steps, &pos, k, 3) & corner, 0);
    }
}
