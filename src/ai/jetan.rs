//! Jetan evaluation: Smith's price list (Panthan 1 ... Chief 10), the Princess's safety (the
//! game is lost when she is taken, so enemy pieces near her weigh heavily) and the Chief's (a
//! Chief taken by a lesser piece draws), her unused escape, and Panthans' advance.

use super::{Evaluate, nearness, trade_down};
use crate::rules::jetan::{BLACK, Jetan, JetanPosition, Kind};
use crate::rules::{Game, Move, Side, Square};

/// Per enemy piece within two squares of the Princess.
const PRINCESS_PRESSED: i32 = 35;
/// Per enemy piece within two squares of the Chief: a Chief taken by a lesser piece ends
/// the game drawn, which the side ahead must not allow.
const CHIEF_PRESSED: i32 = 30;
/// A Princess who still has her escape.
const ESCAPE_KEPT: i32 = 40;
/// Per rank a Panthan has advanced.
const PANTHAN_ADVANCE: i32 = 4;
/// Per square a piece has come nearer the enemy Princess (king's distance, within `REACH`),
/// per 100 of its value up to the Dwar's: the attack that wins gathers round her.
const TROPISM: i32 = 1;
const REACH: i32 = 9;
/// How much more the attack counts once fewer than `OPEN` pieces are left: a lead is won
/// by taking the Princess, not kept.
const ENDGAME: i32 = 3;
const OPEN: usize = 12;
/// A lead counts again, in part, as material leaves the board (`trade_down`).
const TRADE_DOWN: i32 = 1_000;

fn value(kind: Kind) -> i32 {
    kind.value() as i32 * 100
}

impl Evaluate for Jetan {
    type Guard = ();

    fn evaluate(&self, pos: &JetanPosition) -> i32 {
        let g = self.geometry();
        let mover = self.side_to_move(pos);
        let mut score = 0;
        let mut princess = [None; 2];
        let mut chief = [None; 2];
        // The pieces found, for the second pass once both Princesses are known.
        let mut pieces = [(Square::NONE, Kind::Panthan, mover); 40];
        let mut found = 0;
        let mut material = [0; 2];
        for sq in g.squares() {
            let Some((kind, side)) = pos.piece(sq) else {
                continue;
            };
            pieces[found] = (sq, kind, side);
            found += 1;
            material[side.index()] += value(kind);
            let sign = if side == mover { 1 } else { -1 };
            score += sign * value(kind);
            match kind {
                Kind::Princess => princess[side.index()] = Some(sq),
                Kind::Chief => chief[side.index()] = Some(sq),
                Kind::Panthan => {
                    let rank = g.rank(sq) as i32;
                    let advance = if side == BLACK {
                        rank
                    } else {
                        g.ranks() as i32 - 1 - rank
                    };
                    score += sign * advance * PANTHAN_ADVANCE;
                }
                _ => {}
            }
        }
        let stage = if found < OPEN { ENDGAME } else { 1 };
        for &(sq, kind, side) in &pieces[..found] {
            let royal = matches!(kind, Kind::Chief | Kind::Princess);
            if let (Some(p), false) = (princess[side.opponent().index()], royal) {
                let sign = if side == mover { 1 } else { -1 };
                let near = nearness(g.distance(sq, p), REACH);
                score += sign * stage * TROPISM * near * value(kind).min(400) / 100;
            }
        }
        let [ours, theirs] = [mover, mover.opponent()].map(|s| material[s.index()]);
        score += trade_down(ours, theirs, TRADE_DOWN);
        for side in Side::BOTH {
            let sign = if side == mover { 1 } else { -1 };
            if pos.has_escape(side) {
                score += sign * ESCAPE_KEPT;
            }
            if let Some(p) = princess[side.index()] {
                score -= sign * PRINCESS_PRESSED * enemies_near(self, pos, p, side);
            }
            if let Some(c) = chief[side.index()] {
                score -= sign * CHIEF_PRESSED * enemies_near(self, pos, c, side);
            }
        }
        score
    }

    fn capture_value(&self, pos: &JetanPosition, mv: Move) -> i32 {
        if mv.from == Square::NONE || mv.to == Square::NONE {
            return 0;
        }
        match pos.piece(mv.to) {
            Some((Kind::Princess, side)) if Some(side) != pos.piece(mv.from).map(|p| p.1) => {
                100 * value(Kind::Chief)
            }
            Some((kind, side)) if Some(side) != pos.piece(mv.from).map(|p| p.1) => value(kind),
            _ => 0,
        }
    }
}

/// Enemy pieces within two squares (king-wise) of `side`'s piece on `p`.
fn enemies_near(game: &Jetan, pos: &JetanPosition, p: Square, side: Side) -> i32 {
    let g = game.geometry();
    let mut n = 0;
    for df in -2..=2 {
        for dr in -2..=2 {
            if let Some(sq) = g.offset(p, df, dr)
                && pos.piece(sq).is_some_and(|(_, s)| s != side)
            {
                n += 1;
            }
        }
    }
    n
}
