//! Regular moves (`jikaida.md`, "Fronts and movement classes", "Regular moves, leaps,
//! captures"), first-move bonuses and the Pallan's front turn. Every generator sends each
//! destination with its route to a `Sink` and returns true when the sink asked to stop.

use super::JikaidaOf;
use super::options::{DeldarMove, Mode, PallanTurn, PallanZeunt};
use super::position::{Bits, JikaidaPositionOf, Kind, Piece, YELLOW};
use super::route::{Route, RouteKind, Sink};
use crate::geometry::KNIGHT;
use crate::{Dir, Side, Square, YesNo};

/// How a slide may cross fronts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fronts {
    /// No limit (King, Swod, vaults).
    Free,
    /// Only on the slide's first step (restricted pieces).
    FirstStep,
    /// At most this many in all.
    Budget(u8),
    /// The first step crosses freely, then at most this many (after a diagonal-approach
    /// turn: "it may cross only the front it approached").
    FirstFreeThen(u8),
}

/// The two headings 45 degrees from `d`.
pub fn turns_of(d: Dir) -> [Dir; 2] {
    match d {
        Dir::N => [Dir::NE, Dir::NW],
        Dir::E => [Dir::NE, Dir::SE],
        Dir::S => [Dir::SE, Dir::SW],
        Dir::W => [Dir::SW, Dir::NW],
        Dir::NE => [Dir::N, Dir::E],
        Dir::SE => [Dir::S, Dir::E],
        Dir::SW => [Dir::S, Dir::W],
        Dir::NW => [Dir::N, Dir::W],
    }
}

pub fn is_diagonal(d: Dir) -> bool {
    matches!(d, Dir::NE | Dir::SE | Dir::SW | Dir::NW)
}

/// A side's forward direction and its two forward diagonals.
pub fn forward(side: Side) -> [Dir; 3] {
    if side == YELLOW {
        [Dir::N, Dir::NE, Dir::NW]
    } else {
        [Dir::S, Dir::SE, Dir::SW]
    }
}

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// Whether `mover` may capture what stands on `at` (the spec's capture rules: enemies
    /// only, the Pallan any piece but its own King, a Swod never a Propt Swod; in Drak's City
    /// only Pallans capture). Always inlined: a move list asks it of every piece a slide
    /// ends on, most often a friend, and the call cost more than the answer.
    #[inline(always)]
    pub(super) fn can_take(&self, pos: &JikaidaPositionOf<C, W>, mover: Piece, at: Square) -> bool {
        let victim = pos.piece(at);
        if victim.is_empty() {
            return false;
        }
        let side = mover.side();
        if mover.is(Kind::Pallan) {
            return !(victim.is(Kind::King) && victim.side() == side);
        }
        if self.options.mode == Mode::DraksCity || victim.side() == side {
            return false;
        }
        !(mover.is(Kind::Swod) && victim.is(Kind::Swod) && self.propt(pos, at))
    }

    /// Propt: a Swod with a friendly Deldar on any of its eight neighbours.
    pub(super) fn propt(&self, pos: &JikaidaPositionOf<C, W>, at: Square) -> bool {
        let swod = pos.piece(at);
        Dir::ALL.iter().any(|&d| {
            self.geometry.step(at, d).is_some_and(|n| {
                let p = pos.piece(n);
                p.is(Kind::Deldar) && p.side() == swod.side()
            })
        })
    }

    /// Fronts a one-front piece may cross (the Pallan two with `pallan-fronts=2`).
    pub(super) fn budget(&self, kind: Kind) -> u8 {
        if kind == Kind::Pallan {
            self.options.pallan_fronts.count()
        } else {
            1
        }
    }

    /// The fronts a step or leap of `side`'s from `a` to `b` counts: all it crosses, but with
    /// free movement only if it starts or ends in one of the enemy's home drins
    /// (jikaida-large.md, "Fronts on the larger boards: free movement"). Poron's boards pay
    /// only the test of the flag.
    #[inline(always)]
    pub(super) fn fronts(&self, side: Side, a: Square, b: Square) -> u8 {
        let c = self.geometry.fronts_crossed(a, b);
        if c == 0 || !self.free {
            c
        } else {
            self.counted_fronts(side, a, b, c)
        }
    }

    /// `fronts` under free movement, for the `c` fronts crossed.
    #[cold]
    #[inline(never)]
    fn counted_fronts(&self, side: Side, a: Square, b: Square, c: u8) -> u8 {
        let home = &self.enemy_home[side.index()];
        if home.has(a) || home.has(b) { c } else { 0 }
    }

    /// The fronts `side`'s straight slide from `a` to `b` counts: the sum of its steps'.
    #[inline(always)]
    pub(super) fn line_fronts(&self, side: Side, a: Square, b: Square) -> u8 {
        if self.free {
            self.counted_line_fronts(side, a, b)
        } else {
            self.geometry.fronts_crossed(a, b)
        }
    }

    #[cold]
    #[inline(never)]
    fn counted_line_fronts(&self, side: Side, a: Square, b: Square) -> u8 {
        let g = &self.geometry;
        let (x, y) = g.line_step(a, b);
        let d = Dir::of_step(x, y);
        let (mut s, mut sum) = (a, 0);
        while s != b {
            let next = g.step(s, d).expect("a square of the line");
            sum += self.fronts(side, s, next);
            s = next;
        }
        sum
    }

    /// A straight slide of up to `max` steps from `start` for the piece that began its move
    /// on `origin` (left empty: passed over, never a destination); `capture` whether it may
    /// end by capturing.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub(super) fn ray<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        origin: Square,
        piece: Piece,
        start: Square,
        dir: Dir,
        max: u8,
        rule: Fronts,
        capture: bool,
        route: impl Fn(u8) -> Route,
        sink: &mut S,
    ) -> bool {
        if sink
            .victims()
            .is_some_and(|v| !capture || self.no_victim_beyond(pos, start, dir, v))
        {
            return false;
        }
        let g = &self.geometry;
        let side = piece.owner();
        let mut s = start;
        let mut left = match rule {
            Fronts::Budget(b) | Fronts::FirstFreeThen(b) => b,
            _ => 0,
        };
        for i in 1..=max {
            let Some(next) = g.step(s, dir) else {
                return false;
            };
            let c = self.fronts(side, s, next);
            if c > 0 {
                match rule {
                    Fronts::Free => {}
                    Fronts::FirstStep => {
                        if i > 1 {
                            return false;
                        }
                    }
                    Fronts::FirstFreeThen(_) if i == 1 => {}
                    Fronts::Budget(_) | Fronts::FirstFreeThen(_) => {
                        if c > left {
                            return false;
                        }
                        left -= c;
                    }
                }
            }
            if next == origin {
                s = next;
                continue;
            }
            if pos.piece(next).is_empty() {
                if sink.add(next, route(i)) {
                    return true;
                }
            } else {
                return capture && self.can_take(pos, piece, next) && sink.add(next, route(i));
            }
            s = next;
        }
        false
    }

    /// Every destination of the piece on `from`: regular moves, bonuses, turns and vaults.
    pub(super) fn gen_piece<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        sink: &mut S,
    ) -> bool {
        let piece = pos.piece(from);
        let kind = piece.kind();
        if self.options.mode != Mode::DraksCity && self.gen_regular(pos, from, piece, kind, sink) {
            return true;
        }
        if sink.vaults()
            && self.gen_vaults(pos, from, piece, from, Square::NONE, Route::vault, sink)
        {
            return true;
        }
        match kind {
            Kind::Pallan | Kind::Kapt => self.gen_special_vaults(pos, from, piece, sink),
            Kind::Paktun | Kind::Hyrpaktun => {
                self.options.leaper_vault == YesNo::Yes
                    && sink.vaults()
                    && self.gen_side_vaults(pos, from, piece, sink)
            }
            _ => false,
        }
    }

    /// Whether `kind`'s captures may come from more than its reach and the straight vaults
    /// from its square: the Pallan's special vaults, the Kapt's move then vault
    /// (`kapt-vault`), the leapers' side landings (`leaper-vault`).
    pub(super) fn vaults_beyond_its_lines(&self, kind: Kind) -> bool {
        match kind {
            Kind::Pallan => true,
            Kind::Kapt => self.options.kapt_vault == YesNo::Yes,
            Kind::Paktun | Kind::Hyrpaktun => self.options.leaper_vault == YesNo::Yes,
            _ => false,
        }
    }

    /// Whether no piece of `victims` stands beyond `start` in `dir`: then no slide or vault
    /// that way can take one.
    #[inline]
    fn no_victim_beyond(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        start: Square,
        dir: Dir,
        victims: Side,
    ) -> bool {
        pos.men[victims.index()]
            .and(&self.rays[start.index()][dir as usize])
            .is_empty()
    }

    pub(super) fn gen_regular<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        kind: Kind,
        sink: &mut S,
    ) -> bool {
        if sink.victims().is_some_and(|v| {
            pos.men[v.index()]
                .and(self.reach.of(piece, from))
                .is_empty()
        }) {
            return false;
        }
        let side = piece.owner();
        let restricted = if self.options.free_jiktar_hikdar == YesNo::Yes {
            Fronts::Free
        } else {
            Fronts::FirstStep
        };
        let slide = |dirs: &[Dir], rule: Fronts, sink: &mut S| {
            dirs.iter().any(|&d| {
                self.ray(
                    pos,
                    from,
                    piece,
                    from,
                    d,
                    u8::MAX,
                    rule,
                    true,
                    |n| Route::slide(d, n),
                    sink,
                )
            })
        };
        match kind {
            Kind::King => Dir::ALL.iter().any(|&d| {
                self.ray(
                    pos,
                    from,
                    piece,
                    from,
                    d,
                    1,
                    Fronts::Free,
                    true,
                    |n| Route::slide(d, n),
                    sink,
                )
            }),
            Kind::Swod => {
                let max = if piece.moved() { 1 } else { 3 };
                forward(side).iter().enumerate().any(|(i, &d)| {
                    self.ray(
                        pos,
                        from,
                        piece,
                        from,
                        d,
                        max,
                        Fronts::Free,
                        i > 0,
                        |n| Route::slide(d, n),
                        sink,
                    )
                })
            }
            Kind::Deldar => self.gen_deldar(pos, from, piece, sink),
            Kind::Hikdar => slide(&Dir::DIAGONAL, restricted, sink),
            Kind::Jiktar if self.options.jiktar_chuktar == YesNo::Yes => {
                slide(&Dir::ALL, Fronts::Budget(1), sink)
            }
            Kind::Jiktar => slide(&Dir::ORTHOGONAL, restricted, sink),
            Kind::Paktun => {
                self.gen_leaps(pos, from, piece, from, 1, Route::leap(), sink)
                    || self.gen_double_leaps(pos, from, piece, sink)
            }
            Kind::Chuktar => slide(&Dir::ALL, Fronts::Budget(1), sink),
            Kind::Kapt => {
                slide(&Dir::ALL, Fronts::Budget(1), sink)
                    || self.gen_leaps(pos, from, piece, from, 1, Route::leap(), sink)
                    || (self.options.kapt_turn == YesNo::Yes
                        && self.gen_turns(pos, from, piece, 1, sink))
            }
            Kind::Pallan => {
                let b = self.budget(kind);
                slide(&Dir::ALL, Fronts::Budget(b), sink)
                    || self.gen_leaps(pos, from, piece, from, b, Route::leap(), sink)
                    || self.gen_turns(pos, from, piece, b, sink)
            }
            Kind::Hyrpaktun | Kind::Flutsman | Kind::Archer | Kind::Crossbowman => {
                self.gen_larger(pos, from, piece, sink)
            }
        }
    }

    /// Paktun leaps from `start` crossing at most `budget` fronts, for the piece that began
    /// its move on `origin` (never a destination), each sent with `route` (none when only
    /// victims are wanted and no square a leap reaches holds one).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn gen_leaps<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        origin: Square,
        piece: Piece,
        start: Square,
        budget: u8,
        route: Route,
        sink: &mut S,
    ) -> bool {
        if sink.victims().is_some_and(|v| {
            pos.men[v.index()]
                .and(&self.leaps[start.index()])
                .is_empty()
        }) {
            return false;
        }
        let g = &self.geometry;
        let side = piece.owner();
        KNIGHT.iter().any(|&(df, dr)| {
            g.offset(start, df, dr).is_some_and(|to| {
                to != origin
                    && self.fronts(side, start, to) <= budget
                    && (pos.piece(to).is_empty() || self.can_take(pos, piece, to))
                    && sink.add(to, route)
            })
        })
    }

    /// The unmoved Paktun's second leap: "may leap twice; a capture ends it; each leap may
    /// cross one front".
    pub(super) fn gen_double_leaps<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        if piece.moved() {
            return false;
        }
        let g = &self.geometry;
        let side = piece.owner();
        for &(df, dr) in &KNIGHT {
            let Some(mid) = g.offset(from, df, dr) else {
                continue;
            };
            if self.fronts(side, from, mid) > 1 || !pos.piece(mid).is_empty() {
                continue;
            }
            for &(ef, er) in &KNIGHT {
                let Some(to) = g.offset(mid, ef, er) else {
                    continue;
                };
                if to == from || self.fronts(side, mid, to) > 1 {
                    continue;
                }
                if (pos.piece(to).is_empty() || self.can_take(pos, piece, to))
                    && sink.add(to, Route::double_leap(mid))
                {
                    return true;
                }
            }
        }
        false
    }

    /// The Deldar: 1 or 2 squares in a line (by option only 2, or 1 without capture),
    /// restricted; unmoved, a second part (spec table).
    pub(super) fn gen_deldar<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        let g = &self.geometry;
        let side = piece.owner();
        let rule = self.options.deldar;
        // One part of `len` steps in `dir` from `start`: its end square, if the steps are
        // allowed and the squares before the end are empty.
        let part = |start: Square, dir: Dir, len: u8| -> Option<Square> {
            let mut s = start;
            for i in 1..=len {
                let next = g.step(s, dir)?;
                if i > 1 && (self.fronts(side, s, next) > 0 || !pos.piece(s).is_empty()) {
                    return None;
                }
                s = next;
            }
            Some(s)
        };
        let lens: &[u8] = if rule == DeldarMove::TwoOnly {
            &[2]
        } else {
            &[1, 2]
        };
        let may_capture = |len: u8| !(len == 1 && rule == DeldarMove::OneWithoutCapture);
        for d1 in Dir::ALL {
            for &l1 in lens {
                let Some(mid) = part(from, d1, l1) else {
                    continue;
                };
                if mid == from {
                    continue;
                }
                if !pos.piece(mid).is_empty() {
                    if may_capture(l1)
                        && self.can_take(pos, piece, mid)
                        && sink.add(mid, Route::slide(d1, l1))
                    {
                        return true;
                    }
                    continue;
                }
                if sink.add(mid, Route::slide(d1, l1)) {
                    return true;
                }
                // The second part reaches no further than a moved Deldar's move from `mid`.
                if piece.moved()
                    || sink.victims().is_some_and(|v| {
                        pos.men[v.index()]
                            .and(self.reach.of(piece.after_moving(), mid))
                            .is_empty()
                    })
                {
                    continue;
                }
                for d2 in Dir::ALL {
                    if l1 == 1 && d2 != d1 {
                        continue;
                    }
                    for &l2 in lens {
                        let Some(to) = part(mid, d2, l2) else {
                            continue;
                        };
                        if to == from {
                            continue;
                        }
                        let empty = pos.piece(to).is_empty();
                        if (empty || (may_capture(l2) && self.can_take(pos, piece, to)))
                            && sink.add(to, Route::bent(d1, l1, d2, l2))
                        {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }

    /// The Pallan's front turn (`jikaida.md`, "The Pallan's front turn"), also the Kapt's with
    /// `kapt-turn=yes`.
    pub(super) fn gen_turns<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        budget: u8,
        sink: &mut S,
    ) -> bool {
        let g = &self.geometry;
        let side = piece.owner();
        let first_published = self.options.pallan_turn == PallanTurn::FirstPublished;
        let approaches: &[Dir] = if first_published {
            &Dir::ALL
        } else {
            &Dir::ORTHOGONAL
        };
        // Turning on the first square beyond a crossing.
        for &d in approaches {
            let mut s = from;
            let mut crossed = 0;
            let mut n1 = 0;
            while let Some(next) = g.step(s, d) {
                let c = self.fronts(side, s, next);
                if crossed + c > budget || !pos.piece(next).is_empty() {
                    break;
                }
                crossed += c;
                n1 += 1;
                if c > 0 {
                    for d2 in turns_of(d) {
                        let route = |n| Route::bent(d, n1, d2, n);
                        if self.ray(
                            pos,
                            from,
                            piece,
                            next,
                            d2,
                            u8::MAX,
                            Fronts::Budget(budget - crossed),
                            true,
                            route,
                            sink,
                        ) {
                            return true;
                        }
                    }
                }
                s = next;
            }
        }
        if first_published {
            return false;
        }
        // Diagonal approach: turn on the last square before the front the next step would
        // cross, without having crossed one; the turn spends the crossing.
        for d in Dir::DIAGONAL {
            let mut s = from;
            let mut n1 = 0;
            while let Some(next) = g.step(s, d) {
                if self.fronts(side, s, next) > 0 || !pos.piece(next).is_empty() {
                    break;
                }
                n1 += 1;
                s = next;
                let Some(beyond) = g.step(s, d) else { break };
                if self.fronts(side, s, beyond) == 0 {
                    continue;
                }
                for d2 in turns_of(d) {
                    let route = |n| Route::bent(d, n1, d2, n);
                    if self.ray(
                        pos,
                        from,
                        piece,
                        s,
                        d2,
                        u8::MAX,
                        Fronts::FirstFreeThen(budget - 1),
                        true,
                        route,
                        sink,
                    ) {
                        return true;
                    }
                }
                break;
            }
        }
        false
    }

    /// Straight vaults (`jikaida.md`, "Vaulting") from `start` for the piece that began on
    /// `origin`; `vacated` is a square left empty by a move before the vault.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn gen_vaults<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        origin: Square,
        piece: Piece,
        start: Square,
        vacated: Square,
        route: impl Fn(Dir, u8) -> Route,
        sink: &mut S,
    ) -> bool {
        // A vault passes over the pieces next to its start: none beside it, no vault (most
        // squares of an open board, which a move-then-vault tries from each square it
        // slides over).
        if !sink.vaults_from(start)
            || pos.men[0]
                .or(&pos.men[1])
                .and(&self.neighbours[start.index()])
                .is_empty()
        {
            return false;
        }
        let dirs: &[Dir] = if piece.is(Kind::Swod) {
            &forward(piece.side().expect("a piece"))
        } else {
            &Dir::ALL
        };
        dirs.iter()
            .any(|&d| self.vault_line(pos, origin, piece, start, vacated, d, &route, sink))
    }

    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn vault_line<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        origin: Square,
        piece: Piece,
        start: Square,
        vacated: Square,
        d: Dir,
        route: &impl Fn(Dir, u8) -> Route,
        sink: &mut S,
    ) -> bool {
        if !sink.vault_from(start, d) {
            return false;
        }
        let g = &self.geometry;
        let min = self.min_line();
        let mut s = start;
        let mut count = 0u8;
        while let Some(next) = g.step(s, d) {
            if next == vacated || pos.piece(next).is_empty() {
                return count >= min && next != origin && sink.add(next, route(d, count + 1));
            }
            if count >= min
                && self.can_take(pos, piece, next)
                && sink.add(next, route(d, count + 1))
            {
                return true;
            }
            count += 1;
            s = next;
        }
        false
    }

    /// The Pallan's special vaults, bent vaults and move-then-vault ("The Pallan's special
    /// vaults"), or with `pallan-zeunt=larger` its zeunts; the Kapt's move then vault with
    /// `kapt-vault=yes` (one call of `gen_move_then_vault`, which is then inlined).
    fn gen_special_vaults<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        if piece.is(Kind::Kapt) {
            if self.options.kapt_vault == YesNo::No {
                return false;
            }
        } else if self.options.pallan_zeunt == PallanZeunt::Larger {
            return self.gen_zeunts(pos, from, piece, sink);
        } else if sink.vaults() && self.gen_bent_vaults(pos, from, piece, sink) {
            return true;
        }
        self.gen_move_then_vault(pos, from, piece, sink)
    }

    fn gen_bent_vaults<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        let g = &self.geometry;
        let min = self.min_line();
        for d1 in Dir::ALL {
            let mut corner = from;
            let mut a = 0u8;
            while let Some(c) = g.step(corner, d1) {
                if pos.piece(c).is_empty() {
                    break;
                }
                a += 1;
                corner = c;
                if a < 2 {
                    continue;
                }
                for d2 in Dir::ALL {
                    if d2 == d1 || d2 == d1.opposite() {
                        continue;
                    }
                    let mut s = corner;
                    let mut k = 0u8;
                    let route = |k: u8| Route {
                        kind: RouteKind::BentVault,
                        d1,
                        n1: a,
                        d2,
                        n2: k,
                        mid: corner,
                    };
                    while let Some(next) = g.step(s, d2) {
                        if pos.piece(next).is_empty() {
                            if k >= 1 && sink.add(next, route(k + 1)) {
                                return true;
                            }
                            break;
                        }
                        if a + k >= min
                            && self.can_take(pos, piece, next)
                            && sink.add(next, route(k + 1))
                        {
                            return true;
                        }
                        k += 1;
                        s = next;
                    }
                }
            }
        }
        false
    }

    /// Where the vault of a move-then-vault of `piece` on `from` may start: its first part,
    /// a slide along one of its lines or a leap, ends on an empty square within its regular
    /// moves' reach.
    pub(super) fn move_then_vault_starts(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        piece: Piece,
        from: Square,
    ) -> Bits<W> {
        let occupied = pos.men[0].or(&pos.men[1]);
        self.reach
            .of(piece, from)
            .and(&self.aligned[from.index()].or(&self.leaps[from.index()]))
            .without(&occupied)
    }

    /// A regular non-capturing move (a straight slide with no turn, or a leap) to an empty
    /// square, then a straight vault from there: the Pallan's, and the Kapt's with
    /// `kapt-vault=yes`.
    fn gen_move_then_vault<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        // With only victims wanted: one of those squares where a vault onto one starts (the
        // reach tested first, which alone answers when no vault starts anywhere).
        if sink.victims().is_some()
            && (!sink.vaults_from_any(self.reach.of(piece, from))
                || !sink.vaults_from_any(&self.move_then_vault_starts(pos, piece, from)))
        {
            return false;
        }
        let g = &self.geometry;
        let side = piece.owner();
        let budget = self.budget(piece.kind());
        for d1 in Dir::ALL {
            let mut s = from;
            let mut crossed = 0;
            let mut n1 = 0;
            while let Some(mid) = g.step(s, d1) {
                let c = self.fronts(side, s, mid);
                if crossed + c > budget || !pos.piece(mid).is_empty() {
                    break;
                }
                crossed += c;
                n1 += 1;
                let route = |d2, n2| Route {
                    kind: RouteKind::SlideVault,
                    d1,
                    n1,
                    d2,
                    n2,
                    mid,
                };
                if self.gen_vaults(pos, from, piece, mid, from, route, sink) {
                    return true;
                }
                s = mid;
            }
        }
        for &(df, dr) in &KNIGHT {
            let Some(mid) = g.offset(from, df, dr) else {
                continue;
            };
            if self.fronts(side, from, mid) > budget || !pos.piece(mid).is_empty() {
                continue;
            }
            let route = |d2, n2| Route {
                kind: RouteKind::LeapVault,
                d1: d2,
                n1: 0,
                d2,
                n2,
                mid,
            };
            if self.gen_vaults(pos, from, piece, mid, from, route, sink) {
                return true;
            }
        }
        false
    }
}
