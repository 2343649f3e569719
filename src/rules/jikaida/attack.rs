//! Kaida (`jikaida.md`, "Kaida and the end of the game"): whether an enemy piece could
//! capture a King with a move, counting every kind of capture. Plain moves and straight
//! vaults are found backwards from the King; first-move double moves and the Pallan's
//! specials forwards from the few pieces that have them.

use super::Jikaida;
use super::movegen::{Fronts, KNIGHT, forward, is_diagonal};
use super::options::{DeldarMove, Mode};
use super::position::{JikaidaPosition, Kind};
use super::route::{Route, Sink};
use crate::rules::{Dir, Side, Square, YesNo};

/// A sink that stops at the first capture of `target`.
struct Hits {
    target: Square,
}

impl Sink for Hits {
    #[inline]
    fn add(&mut self, to: Square, _route: Route) -> bool {
        to == self.target
    }
}

impl Jikaida {
    /// Whether `side`'s King is in Kaida (false for a side without a King).
    pub fn in_kaida(&self, pos: &JikaidaPosition, side: Side) -> bool {
        match pos.king(side) {
            Some(k) => self.attacked(pos, k, side.opponent()),
            None => false,
        }
    }

    /// Whether a piece of `by` could capture the (non-Swod) piece on `target`.
    pub(super) fn attacked(&self, pos: &JikaidaPosition, target: Square, by: Side) -> bool {
        let g = &self.geometry;
        let draks = self.options.mode == Mode::DraksCity;
        let restricted = if self.options.free_jiktar_hikdar == YesNo::Yes {
            Fronts::Free
        } else {
            Fronts::FirstStep
        };
        // Slides, steps and straight vaults, looking out from the target.
        for d in Dir::ALL {
            let back = d.opposite();
            let mut s = target;
            let mut n = 0u32;
            // The first piece met.
            let mut first = None;
            while let Some(next) = g.step(s, d) {
                n += 1;
                if !pos.piece(next).is_empty() {
                    first = Some(next);
                    break;
                }
                s = next;
            }
            let Some(a) = first else { continue };
            let p = pos.piece(a);
            if p.belongs(by) && !draks {
                // The attacker moves from `a` in direction `back`.
                let fronts_ok = |rule: Fronts| match rule {
                    Fronts::Free => true,
                    Fronts::FirstStep => {
                        n == 1
                            || g.step(a, back)
                                .is_some_and(|s1| g.fronts_crossed(s1, target) == 0)
                    }
                    Fronts::Budget(b) => g.fronts_crossed(a, target) <= b,
                    Fronts::FirstFreeThen(_) => unreachable!(),
                };
                let hit = match p.kind() {
                    Kind::King => n == 1,
                    Kind::Swod => {
                        let fw = forward(by);
                        (back == fw[1] || back == fw[2]) && (n == 1 || (n <= 3 && !p.moved()))
                    }
                    Kind::Deldar => {
                        let len_ok = match self.options.deldar {
                            DeldarMove::OneOrTwo => n <= 2,
                            DeldarMove::TwoOnly | DeldarMove::OneWithoutCapture => n == 2,
                        };
                        len_ok && fronts_ok(Fronts::FirstStep)
                    }
                    Kind::Hikdar => is_diagonal(d) && fronts_ok(restricted),
                    Kind::Jiktar => !is_diagonal(d) && fronts_ok(restricted),
                    Kind::Chuktar | Kind::Kapt => fronts_ok(Fronts::Budget(1)),
                    Kind::Pallan => fronts_ok(Fronts::Budget(self.budget(Kind::Pallan))),
                    Kind::Paktun => false,
                };
                if hit {
                    return true;
                }
            }
            // Straight vaults: a piece of `by` at the far end of an unbroken run of at least
            // `min_line` pieces beyond the target.
            if n == 1 {
                let min = self.min_line() as u32;
                let mut k = 1u32;
                let mut s = a;
                while let Some(next) = g.step(s, d) {
                    let v = pos.piece(next);
                    if v.is_empty() {
                        break;
                    }
                    k += 1;
                    if k > min
                        && v.belongs(by)
                        && (!draks || v.is(Kind::Pallan))
                        && (!v.is(Kind::Swod) || forward(by).contains(&back))
                    {
                        return true;
                    }
                    s = next;
                }
            }
        }
        if !draks {
            for &(df, dr) in &KNIGHT {
                let Some(a) = g.offset(target, df, dr) else {
                    continue;
                };
                let p = pos.piece(a);
                if p.belongs(by)
                    && matches!(p.kind(), Kind::Paktun | Kind::Kapt | Kind::Pallan)
                    && g.fronts_crossed(a, target) <= self.budget(p.kind())
                {
                    return true;
                }
            }
        }
        // Forwards: the Pallans' specials, unmoved Deldars and Paktuns near the target, and
        // turning Kapts.
        let mut hits = Hits { target };
        for sq in pos.pallans[by.index()].iter() {
            let pallan = pos.piece(sq);
            if draks {
                // Only vaults: straight ones were found above.
                if self.bent_vault_hits(pos, sq, target)
                    || self.move_then_vault_hits(pos, sq, target)
                {
                    return true;
                }
                continue;
            }
            if self.gen_turns(pos, sq, pallan, self.budget(Kind::Pallan), &mut hits)
                || self.bent_vault_hits(pos, sq, target)
                || self.move_then_vault_hits(pos, sq, target)
            {
                return true;
            }
        }
        if draks {
            return false;
        }
        let (tf, tr) = (g.file(target) as i32, g.rank(target) as i32);
        for r in (tr - 4).max(0)..=(tr + 4).min(g.ranks() as i32 - 1) {
            for f in (tf - 4).max(0)..=(tf + 4).min(g.files() as i32 - 1) {
                let sq = g.square(f as u8, r as u8);
                let p = pos.piece(sq);
                if p.belongs(by)
                    && !p.moved()
                    && (p.is(Kind::Deldar) || p.is(Kind::Paktun))
                    && self.gen_piece(pos, sq, &mut hits)
                {
                    return true;
                }
            }
        }
        if self.options.kapt_turn == YesNo::Yes {
            for sq in g.squares() {
                let p = pos.piece(sq);
                if p.belongs(by) && p.is(Kind::Kapt) && self.gen_piece(pos, sq, &mut hits) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the Pallan on `p` captures `t` with a bent vault: the corner is where a line
    /// from the Pallan meets a line into the target, so at most 48 corners are solved for.
    fn bent_vault_hits(&self, pos: &JikaidaPosition, p: Square, t: Square) -> bool {
        let g = &self.geometry;
        let dx = g.file(t) as i32 - g.file(p) as i32;
        let dy = g.rank(t) as i32 - g.rank(p) as i32;
        let min = self.min_line() as i32;
        for d1 in Dir::ALL {
            let (x1, y1) = d1.delta();
            for d2 in Dir::ALL {
                if d2 == d1 || d2 == d1.opposite() {
                    continue;
                }
                let (x2, y2) = d2.delta();
                let det = x1 * y2 - x2 * y1;
                let (an, kn) = (dx * y2 - x2 * dy, x1 * dy - dx * y1);
                if an % det != 0 || kn % det != 0 {
                    continue;
                }
                let (a, k) = (an / det, kn / det);
                if a < 2 || k < 1 || a + k - 1 < min {
                    continue;
                }
                let occupied = |start: Square, d: Dir, n: i32| {
                    let mut s = start;
                    (0..n).all(|_| match g.step(s, d) {
                        Some(next) if !pos.piece(next).is_empty() => {
                            s = next;
                            true
                        }
                        _ => false,
                    })
                };
                if !occupied(p, d1, a) {
                    continue;
                }
                let corner = g
                    .offset(p, x1 * a, y1 * a)
                    .expect("an occupied corner is on the board");
                if occupied(corner, d2, k - 1) && self.can_take(pos, pos.piece(p), t) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the Pallan on `p` captures `t` by a regular non-capturing move to an empty
    /// square and a straight vault from there: the square is the first empty one beyond the
    /// run of pieces next to the target.
    fn move_then_vault_hits(&self, pos: &JikaidaPosition, p: Square, t: Square) -> bool {
        let g = &self.geometry;
        let min = self.min_line();
        let pallan = pos.piece(p);
        let budget = self.budget(Kind::Pallan);
        if !self.can_take(pos, pallan, t) {
            return false;
        }
        for d in Dir::ALL {
            let mut s = t;
            let mut m = 0u8;
            let mut through_pallan = false;
            let landing = loop {
                match g.step(s, d) {
                    None => break None,
                    Some(next) if pos.piece(next).is_empty() => break Some(next),
                    Some(next) => {
                        through_pallan |= next == p;
                        m += 1;
                        s = next;
                    }
                }
            };
            let Some(e) = landing else { continue };
            if m < min || through_pallan {
                continue;
            }
            if self.regular_reach(pos, p, e, budget) {
                return true;
            }
        }
        false
    }

    /// Whether a piece on `p` reaches the empty square `e` by a straight slide crossing at
    /// most `budget` fronts or a Paktun leap.
    fn regular_reach(&self, pos: &JikaidaPosition, p: Square, e: Square, budget: u8) -> bool {
        let g = &self.geometry;
        if g.fronts_crossed(p, e) > budget {
            return false;
        }
        let dx = g.file(e) as i32 - g.file(p) as i32;
        let dy = g.rank(e) as i32 - g.rank(p) as i32;
        if (dx.abs() == 1 && dy.abs() == 2) || (dx.abs() == 2 && dy.abs() == 1) {
            return true;
        }
        if !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
            return false;
        }
        let n = dx.abs().max(dy.abs());
        let (sx, sy) = (dx.signum(), dy.signum());
        (1..n).all(|i| {
            g.offset(p, sx * i, sy * i)
                .is_some_and(|s| pos.piece(s).is_empty())
        })
    }
}
