//! Kaida (`jikaida.md`, "Kaida and the end of the game"): whether an enemy piece could
//! capture a King with a move, counting every kind of capture. Plain moves and straight
//! vaults are found backwards from the King; first-move double moves and the Pallan's
//! specials forwards from the few pieces that have them.

use super::JikaidaOf;
use super::movegen::{Fronts, forward, is_diagonal};
use super::options::{DeldarMove, Mode, PallanTurn, PallanZeunt};
use super::position::{Bits, JikaidaPositionOf, Kind, Piece};
use super::route::{Route, Sink};
use crate::{Dir, Side, Square, YesNo};

/// A sink that stops at the first route to `target`.
pub(super) struct Hits {
    pub(super) target: Square,
}

impl<const W: usize> Sink<W> for Hits {
    #[inline]
    fn add(&mut self, to: Square, _route: Route) -> bool {
        to == self.target
    }

    fn target(&self) -> Option<Square> {
        Some(self.target)
    }
}

/// How a capture found by `attack` reaches its target, small enough to return cheaply;
/// `squares` spells it out.
#[derive(Clone, Copy, Debug)]
pub(super) enum Attack {
    /// By a slide, step or straight vault from the square, or a leap.
    Direct(Square),
    /// From the first square by way of the second: a turn's or a bent vault's corner, or the
    /// square a move-then-vault vaults from.
    Via(Square, Square),
    /// By a first-move double move, which stays within four squares of the target.
    Near,
    /// By a turning Kapt, whose route is not worked out.
    Anywhere,
}

impl Attack {
    /// The answer of a Kaida test in a word for `KaidaMemo`: 1 for none, and never 0.
    pub(super) fn packed(attack: Option<Attack>) -> u64 {
        let at = |s: Square, shift: u32| u64::from(s.0) << shift;
        match attack {
            None => 1,
            Some(Attack::Direct(a)) => 2 | at(a, 8),
            Some(Attack::Via(a, b)) => 3 | at(a, 8) | at(b, 24),
            Some(Attack::Near) => 4,
            Some(Attack::Anywhere) => 5,
        }
    }

    /// What `packed` made `word` of.
    pub(super) fn unpacked(word: u64) -> Option<Attack> {
        let at = |shift: u32| Square((word >> shift) as u16);
        match word & 0xff {
            2 => Some(Attack::Direct(at(8))),
            3 => Some(Attack::Via(at(8), at(24))),
            4 => Some(Attack::Near),
            5 => Some(Attack::Anywhere),
            _ => None,
        }
    }

    /// The squares the capture of `target` needs as they are: the capturing piece's, those it
    /// passes and the pieces it vaults (`target` may be among them). A move changes only its
    /// two squares, so one touching none of these leaves the capture there.
    pub(super) fn squares<const C: usize, const W: usize>(
        self,
        game: &JikaidaOf<C, W>,
        target: Square,
    ) -> Bits<W> {
        match self {
            Attack::Direct(a) => Bits::of(a).or(&game.leg(a, target)),
            Attack::Via(a, b) => Bits::of(a).or(&game.leg(a, b)).or(&game.leg(b, target)),
            Attack::Near => game.near[target.index()],
            Attack::Anywhere => Bits::ALL,
        }
    }
}

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// Whether `side`'s King is in Kaida (false for a side without a King).
    pub fn in_kaida(&self, pos: &JikaidaPositionOf<C, W>, side: Side) -> bool {
        self.kaida_attack(pos, side).is_some()
    }

    /// A capture of `side`'s King, if he is in Kaida (none for a side without a King).
    pub(super) fn kaida_attack(&self, pos: &JikaidaPositionOf<C, W>, side: Side) -> Option<Attack> {
        if let Some(known) = pos.kaida.get(side) {
            return known;
        }
        let answer = pos
            .king(side)
            .and_then(|k| self.attack(pos, k, side.opponent()));
        pos.kaida.set(side, answer);
        answer
    }

    /// A capture by a piece of `by` of the (non-Swod) piece on `target`, if there is one:
    /// whether it is attacked.
    pub(super) fn attack(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        target: Square,
        by: Side,
    ) -> Option<Attack> {
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
                                .is_some_and(|s1| self.line_fronts(by, s1, target) == 0)
                    }
                    Fronts::Budget(b) => self.line_fronts(by, a, target) <= b,
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
                    Kind::Jiktar if self.options.jiktar_chuktar == YesNo::Yes => {
                        fronts_ok(Fronts::Budget(1))
                    }
                    Kind::Jiktar => !is_diagonal(d) && fronts_ok(restricted),
                    Kind::Chuktar | Kind::Kapt => fronts_ok(Fronts::Budget(1)),
                    Kind::Pallan => fronts_ok(Fronts::Budget(self.budget(Kind::Pallan))),
                    // Leaps, and the larger games' pieces (found forwards below).
                    Kind::Paktun
                    | Kind::Hyrpaktun
                    | Kind::Flutsman
                    | Kind::Archer
                    | Kind::Crossbowman => false,
                };
                if hit {
                    return Some(Attack::Direct(a));
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
                        return Some(Attack::Direct(next));
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
                    && self.fronts(by, a, target) <= self.budget(p.kind())
                {
                    return Some(Attack::Direct(a));
                }
            }
        }
        // Forwards: the Pallans' specials, unmoved Deldars and Paktuns near the target, and
        // turning or vaulting Kapts.
        let mut hits = Hits { target };
        let larger_zeunt = self.options.pallan_zeunt == PallanZeunt::Larger;
        for sq in pos.pallans[by.index()].iter() {
            let pallan = pos.piece(sq);
            if self.free || larger_zeunt {
                // The routes found backwards count fronts as on Poron's board and bend once:
                // with free movement or the larger zeunt the Pallan's moves are generated
                // forwards instead.
                if self.gen_piece(pos, sq, &mut hits) {
                    return Some(Attack::Anywhere);
                }
                continue;
            }
            // Only vaults in Drak's City: straight ones were found above.
            let route = (!draks)
                .then(|| self.turn_route(pos, sq, pallan, target, &open))
                .flatten()
                .or_else(|| self.bent_vault_route(pos, sq, target, &corners))
                .or_else(|| {
                    runs.then(|| self.move_then_vault_route(pos, sq, target))
                        .flatten()
                });
            if route.is_some() {
                return route;
            }
        }
        if draks {
            return None;
        }
        for sq in pos.men[by.index()].and(&self.near[target.index()]).iter() {
            let p = pos.piece(sq);
            // Only the double moves: plain moves and vaults were found above. Their routes
            // stay among these squares.
            if !p.moved()
                && ((p.is(Kind::Deldar) && self.gen_deldar(pos, sq, p, &mut hits))
                    || (p.is(Kind::Paktun) && self.gen_double_leaps(pos, sq, p, &mut hits)))
            {
                return Some(Attack::Near);
            }
        }
        if self.options.mode.is_larger() {
            // The larger games' pieces, forwards: the Hyrpaktun and Flutsman only from within
            // their reach of five squares; the leapers' side landings from anywhere.
            let side_vaults = self.options.leaper_vault == YesNo::Yes;
            for sq in pos.men[by.index()].iter() {
                let p = pos.piece(sq);
                let far = g.distance(sq, target) > 5;
                let found = match p.kind() {
                    Kind::Hyrpaktun if !far => self.gen_hyrpaktun(pos, sq, p, &mut hits),
                    Kind::Flutsman if !far => self.gen_flutsman(pos, sq, p, &mut hits),
                    Kind::Archer | Kind::Crossbowman => self.gen_missile(pos, sq, p, &mut hits),
                    _ => false,
                } || (side_vaults
                    && matches!(p.kind(), Kind::Paktun | Kind::Hyrpaktun)
                    && self.gen_side_vaults(pos, sq, p, &mut hits));
                if found {
                    return Some(Attack::Anywhere);
                }
            }
        }
        if self.options.kapt_turn == YesNo::Yes || self.options.kapt_vault == YesNo::Yes {
            for sq in g.squares() {
                let p = pos.piece(sq);
                if p.belongs(by) && p.is(Kind::Kapt) && self.gen_piece(pos, sq, &mut hits) {
                    // A turning or vaulting Kapt's route is not worked out: every square
                    // counts.
                    return Some(Attack::Anywhere);
                }
            }
        }
        None
    }

    /// The squares a move from `a` to `b` needs as they are, `a` aside: those of `a`'s line
    /// up to `b`, or `b` alone for a leap.
    fn leg(&self, a: Square, b: Square) -> Bits<W> {
        if !self.aligned[a.index()].has(b) {
            return Bits::of(b);
        }
        let (x, y) = self.geometry.line_step(a, b);
        let d = Dir::of_step(x, y) as usize;
        self.rays[a.index()][d].without(&self.rays[b.index()][d])
    }

    /// The route of a capture of `t` by the piece on `p` with a front turn, found
    /// backwards: the last leg runs over empty squares into `t` (`open`: per direction, how
    /// many there are from `t` to the first piece), the turning square is one of them, and
    /// the first leg comes straight from `p` under the turn rules in force (as
    /// `gen_turns`). The two legs are 45 degrees apart, so the offset from `p` to `t` fixes
    /// them and the turning square: two squares at most to test.
    fn turn_route(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        p: Square,
        piece: Piece,
        t: Square,
        open: &[i32; 8],
    ) -> Option<Attack> {
        let g = &self.geometry;
        if !self.can_take(pos, piece, t) {
            return None;
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
            return None;
        }
        let first_published = self.options.pallan_turn == PallanTurn::FirstPublished;
        let (dx, dy) = (
            g.file(t) as i32 - g.file(p) as i32,
            g.rank(t) as i32 - g.rank(p) as i32,
        );
        // The offset from `p` to `t` splits into n1 steps along d1 and n2 along d2, both
        // at least one, only inside the 45-degree sector between a straight heading and a
        // diagonal one: an offset on one of `p`'s lines has no turn to `t`, any other two
        // (first leg straight then diagonal, or diagonal then straight).
        let (ax, ay) = (dx.abs(), dy.abs());
        if ax == 0 || ay == 0 || ax == ay {
            return None;
        }
        let diagonal = Dir::of_step(dx.signum(), dy.signum());
        let straight = if ax > ay {
            Dir::of_step(dx.signum(), 0)
        } else {
            Dir::of_step(0, dy.signum())
        };
        let (n_diagonal, n_straight) = (ax.min(ay), ax.max(ay) - ax.min(ay));
        for (d1, n1, d2, n2) in [
            (straight, n_straight, diagonal, n_diagonal),
            (diagonal, n_diagonal, straight, n_straight),
        ] {
            if n2 > open[d2.opposite() as usize] {
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
                return Some(Attack::Via(p, y));
            }
        }
        None
    }

    /// The route of a capture of `t` by the Pallan on `p` with a bent vault, found from the
    /// corners: a corner is a square of the unbroken runs of pieces beside `t` (`corners`),
    /// so the pieces between it and `t` are there; it lies on one of the Pallan's lines, not
    /// `t`'s line through it, and the first leg's squares up to it hold pieces. Few squares
    /// meet all of these, so the Pallan's own runs are not walked.
    fn bent_vault_route(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        p: Square,
        t: Square,
        corners: &Bits<W>,
    ) -> Option<Attack> {
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
                return Some(Attack::Via(p, c));
            }
        }
        None
    }

    /// The route of a capture of `t` by the Pallan on `p` with a regular non-capturing move
    /// to an empty square and a straight vault from there: the square is the first empty
    /// one beyond the run of pieces next to the target.
    fn move_then_vault_route(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        p: Square,
        t: Square,
    ) -> Option<Attack> {
        let g = &self.geometry;
        let min = self.min_line();
        let pallan = pos.piece(p);
        let budget = self.budget(Kind::Pallan);
        if !self.can_take(pos, pallan, t) {
            return None;
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
                return Some(Attack::Via(p, e));
            }
        }
        None
    }

    /// Whether a piece on `p` reaches the empty square `e` by a straight slide crossing at
    /// most `budget` fronts or a Paktun leap.
    fn regular_reach(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        p: Square,
        e: Square,
        budget: u8,
    ) -> bool {
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
    //! `attack` finds captures backwards and with shortcuts; here it is compared with the
    //! plain forward answer (does any piece of the side generate a capture of the square?)
    //! on positions of random games, under several option sets, and the squares a capture
    //! it finds needs (`Attack::squares`) are checked against the moves that leave them be.
    use super::super::brumbytes::is_group;
    use super::super::walks::{every_reading, walk};
    use super::super::{JikaidaOf, JikaidaPositionOf, Kind, Mode};
    use super::Hits;
    use crate::{Game, Side, Square};

    fn forward<const C: usize, const W: usize>(
        game: &JikaidaOf<C, W>,
        pos: &JikaidaPositionOf<C, W>,
        target: Square,
        by: Side,
    ) -> bool {
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
                let fast = game.attack(pos, target, by).is_some();
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
        every_reading([6, 40, 40, 20, 4, 2], compare);
    }

    /// Every move of the target's side by another piece that touches none of the squares
    /// of the capture `attack` found (`Attack::squares`) leaves the target attacked: what
    /// lets the search pass over such moves of a King in Kaida untested.
    fn routes_hold(mode: Mode, pairs: &[(&str, &str)], games: u64) {
        let (mut kept, mut moves) = (0, Vec::new());
        walk(mode, pairs, games, |game, pos| {
            for target in game.geometry().squares() {
                let p = pos.piece(target);
                let Some(side) = p.side() else { continue };
                let by = side.opponent();
                let attack = game.attack(pos, target, by);
                let (Some(attack), false) = (attack, p.is(Kind::Swod)) else {
                    continue;
                };
                let squares = attack.squares(game, target);
                moves.clear();
                game.pseudo_moves(pos, side, None, &mut moves);
                for &mv in &moves {
                    // A group move changes six squares: the guard never passes over one.
                    if mv.from == target
                        || squares.has(mv.from)
                        || squares.has(mv.to)
                        || is_group(mv)
                    {
                        continue;
                    }
                    let mut after = pos.clone();
                    game.play_move(&mut after, mv);
                    let name = |sq| game.geometry().square_name(sq);
                    assert!(
                        game.attack(&after, target, by).is_some(),
                        "{} after {}{} ({attack:?}) in {}",
                        name(target),
                        name(mv.from),
                        name(mv.to),
                        game.format_position(pos)
                    );
                    kept += 1;
                }
            }
        });
        println!("{mode:?} {pairs:?}: {kept} moves keep a capture");
        assert!(kept > 100, "{mode:?} {pairs:?}: {kept}");
    }

    #[test]
    fn a_move_away_from_a_captures_route_keeps_it() {
        every_reading([1, 20, 4, 20, 1, 1], routes_hold);
    }
}
