//! Kaida (`jikaida.md`, "Kaida and the end of the game"): whether an enemy piece could
//! capture a King with a move, counting every kind of capture. Plain moves and straight
//! vaults are found backwards from the King; first-move double moves and the Pallan's
//! specials forwards from the few pieces that have them.

use super::Jikaida;
use super::movegen::{Fronts, forward, is_diagonal, turns_of};
use super::options::{DeldarMove, Mode, PallanTurn};
use super::position::{Bits, JikaidaPosition, Kind, Piece};
use super::route::{Route, Sink};
use crate::rules::{Dir, Side, Square, YesNo};

/// A sink that stops at the first route to `target`.
pub(super) struct Hits {
    pub(super) target: Square,
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
        if let Some(known) = pos.kaida.get(side) {
            return known;
        }
        let answer = match pos.king(side) {
            Some(k) => self.attacked(pos, k, side.opponent()),
            None => false,
        };
        pos.kaida.set(side, answer);
        answer
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
        // The squares of the unbroken runs of pieces from the target's neighbours (a bent
        // vault turns on one of them), and whether a run of at least `min_line` ends on an
        // empty square (where a move-then-vault starts its vault).
        let (mut corners, mut runs) = (Bits::default(), false);
        // Per direction, the empty squares from the target to the first piece (a turn's
        // second leg runs over them).
        let mut open = [0i32; 8];
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
            open[d as usize] = n as i32 - i32::from(first.is_some());
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
                corners.set(a);
                let min = self.min_line() as u32;
                let mut k = 1u32;
                let mut s = a;
                while let Some(next) = g.step(s, d) {
                    let v = pos.piece(next);
                    if v.is_empty() {
                        runs |= k >= min;
                        break;
                    }
                    corners.set(next);
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
            // Leaps: the few enemy pieces a leap away (leaps go both ways).
            for a in pos.men[by.index()].and(&self.leaps[target.index()]).iter() {
                let p = pos.piece(a);
                if matches!(p.kind(), Kind::Paktun | Kind::Kapt | Kind::Pallan)
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
            // Only vaults in Drak's City: straight ones were found above.
            if (!draks && self.turn_hits(pos, sq, pallan, target, &open))
                || self.bent_vault_hits(pos, sq, target, &corners)
                || (runs && self.move_then_vault_hits(pos, sq, target))
            {
                return true;
            }
        }
        if draks {
            return false;
        }
        for sq in pos.men[by.index()].and(&self.near[target.index()]).iter() {
            let p = pos.piece(sq);
            // Only the double moves: plain moves and vaults were found above.
            if !p.moved() {
                if p.is(Kind::Deldar) && self.gen_deldar(pos, sq, p, &mut hits) {
                    return true;
                }
                if p.is(Kind::Paktun) && self.gen_double_leaps(pos, sq, p, &mut hits) {
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

    /// Whether the piece on `p` captures `t` with a front turn, found backwards: the last
    /// leg runs over empty squares into `t` (`open`: per direction, how many there are from
    /// `t` to the first piece), the turning square is one of them, and the first leg comes
    /// straight from `p` under the turn rules in force (as `gen_turns`). For each direction
    /// of the last leg and each of the two first legs that turn into it, the two lines meet
    /// on one square at most: that square is the only turning square to test.
    fn turn_hits(
        &self,
        pos: &JikaidaPosition,
        p: Square,
        piece: Piece,
        t: Square,
        open: &[i32; 8],
    ) -> bool {
        let g = &self.geometry;
        if !self.can_take(pos, piece, t) {
            return false;
        }
        let budget = self.budget(piece.kind());
        // A turn crosses at most `budget` fronts in all: turning on the first square beyond a
        // crossing, the first leg's and the second's crossings share the budget; turning
        // before a diagonal crossing, the first leg crosses none, the first step of the
        // second (a straight one) one at most and the rest `budget - 1`. The fronts between
        // the ends are at most those crossed on the way, so a target farther off in zones is
        // out of reach, which in Poron Jikaida is the usual case (a Pallan at home and the
        // enemy King at his, or in the next zone), and the walks below are spared.
        if g.fronts_crossed(p, t) > budget {
            return false;
        }
        let first_published = self.options.pallan_turn == PallanTurn::FirstPublished;
        let (dx, dy) = (
            g.file(t) as i32 - g.file(p) as i32,
            g.rank(t) as i32 - g.rank(p) as i32,
        );
        for d2 in Dir::ALL {
            let room = open[d2.opposite() as usize];
            if room == 0 {
                continue;
            }
            let (x2, y2) = d2.delta();
            for d1 in turns_of(d2) {
                let (x1, y1) = d1.delta();
                // The turning square y = p + n1 d1 = t - n2 d2; the two directions are 45
                // degrees apart, so the determinant is 1 or -1 and n1, n2 are whole.
                let det = x1 * y2 - y1 * x2;
                let (n1, n2) = ((dx * y2 - dy * x2) * det, (x1 * dy - y1 * dx) * det);
                if n1 < 1 || n2 < 1 || n2 > room {
                    continue;
                }
                // The first leg, stepped along: it ends on the turning square, one of the
                // open squares, so every step stays on the board.
                let mut before = p;
                for _ in 1..n1 {
                    before = g.step(before, d1).expect("a square of the first leg");
                    if !pos.piece(before).is_empty() {
                        break;
                    }
                }
                if before != p && !pos.piece(before).is_empty() {
                    continue;
                }
                let y = g.step(before, d1).expect("the turning square");
                let ok = if first_published || !is_diagonal(d1) {
                    // Turning on the first square beyond a crossing.
                    let crossed = g.fronts_crossed(p, y);
                    g.fronts_crossed(before, y) > 0
                        && crossed <= budget
                        && g.fronts_crossed(y, t) <= budget - crossed
                } else {
                    // Diagonal approach: no crossing before; the next diagonal step would
                    // cross; after the turn only the first step may cross.
                    g.fronts_crossed(p, y) == 0
                        && g.step(y, d1).is_some_and(|b| g.fronts_crossed(y, b) > 0)
                        && (n2 < 2
                            || g.step(y, d2)
                                .is_some_and(|s1| g.fronts_crossed(s1, t) < budget))
                };
                if ok {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the Pallan on `p` captures `t` with a bent vault, found from the corners: a
    /// corner is a square of the unbroken runs of pieces beside `t` (`corners`), so the
    /// pieces between it and `t` are there; it lies on one of the Pallan's lines, not `t`'s
    /// line through it, and the first leg's squares up to it hold pieces. Few squares meet
    /// all of these, so the Pallan's own runs are not walked.
    fn bent_vault_hits(&self, pos: &JikaidaPosition, p: Square, t: Square, corners: &Bits) -> bool {
        let g = &self.geometry;
        let min = self.min_line() as i32;
        let place = |s: Square| (g.file(s) as i32, g.rank(s) as i32);
        let (pf, pr) = place(p);
        let (tf, tr) = place(t);
        for c in corners.and(&self.aligned[p.index()]).iter() {
            let (cf, cr) = place(c);
            let (x1, y1) = ((cf - pf).signum(), (cr - pr).signum());
            let (x2, y2) = ((tf - cf).signum(), (tr - cr).signum());
            let a = i32::from(g.distance(p, c));
            let k = i32::from(g.distance(c, t));
            if a < 2 || (x1 * y2 == y1 * x2) || a + k - 1 < min {
                continue;
            }
            let leg = (1..a).all(|i| {
                g.offset(p, x1 * i, y1 * i)
                    .is_some_and(|s| !pos.piece(s).is_empty())
            });
            if leg && self.can_take(pos, pos.piece(p), t) {
                return true;
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

#[cfg(test)]
mod tests {
    //! `attacked` finds captures backwards and with shortcuts; here it is compared with the
    //! plain forward answer (does any piece of the side generate a capture of the square?)
    //! on positions of random games, under several option sets.
    use super::super::walks::{READINGS, walk};
    use super::super::{Jikaida, Kind, Mode};
    use super::Hits;
    use crate::rules::{Game, Side, Square};

    fn forward(game: &Jikaida, pos: &super::JikaidaPosition, target: Square, by: Side) -> bool {
        let mut hits = Hits { target };
        game.geometry()
            .squares()
            .any(|sq| pos.piece(sq).belongs(by) && game.gen_piece(pos, sq, &mut hits))
    }

    fn compare(mode: Mode, pairs: &[(&str, &str)], games: u64) {
        let (mut checked, mut in_kaida) = (0, 0);
        walk(mode, pairs, games, |game, pos| {
            // Every non-Swod piece as a target (Propt concerns Swods only).
            for target in game.geometry().squares() {
                let p = pos.piece(target);
                let Some(side) = p.side() else { continue };
                if p.is(Kind::Swod) {
                    continue;
                }
                let by = side.opponent();
                let fast = game.attacked(pos, target, by);
                let name = game.geometry().square_name(target);
                assert_eq!(
                    fast,
                    forward(game, pos, target, by),
                    "{name} in {}",
                    game.format_position(pos)
                );
                checked += 1;
                in_kaida += fast as usize;
            }
        });
        println!("{mode:?} {pairs:?}: {checked} targets, {in_kaida} attacked");
        assert!(checked > 100 && in_kaida > 0, "{checked} {in_kaida}");
    }

    #[test]
    fn attacked_matches_forward_generation() {
        compare(Mode::Poron, &[], 6);
        compare(Mode::Stikitche, &[], 40);
        compare(Mode::Pastang, &[], 40);
        compare(Mode::DraksCity, &[], 20);
        for pairs in READINGS {
            compare(Mode::Poron, pairs, 4);
        }
    }
}
