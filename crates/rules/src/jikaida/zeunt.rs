//! The Pallan's zeunt in the larger games (`pallan-zeunt=larger`, jikaida-large.md, "The
//! larger games' powers"): "the Pallan has the power of more than one change of direction
//! during a zeunt, and may come down off the vault and continue moving" (seed 000, 526).
//! A zeunt's ends are found by a breadth-first search over the pieces passed, each with the
//! heading it was passed on and the count of pieces passed so far (no rule counts beyond
//! three), the spec's equivalent of its routes: a route crossing itself adds no work, and
//! the first route found to an end is the shortest, turning latest. The squares a zeunt
//! may start from after a regular move are all empty, so their zeunts pass over the same
//! board: one search from all of them at once finds all their ends.

use super::JikaidaOf;
use super::movegen::Fronts;
use super::position::{Bits, JikaidaPositionOf, Kind, Piece};
use super::route::{Route, Sink};
use crate::{Dir, Square};

/// Pieces passed that the rules count: a bend needs two, a landing or a capture three.
const COUNTED: u8 = 3;

/// A piece passed by a zeunt, as the search reaches it.
#[derive(Copy, Clone, Debug)]
struct Passed {
    at: Square,
    heading: Dir,
    /// Pieces passed so far, this one included, at most `COUNTED`.
    count: u8,
    /// Squares travelled to reach it.
    steps: u16,
    /// Which of the search's starts the zeunt began on.
    start: u16,
    /// The piece passed before it (an index into the search's list), none for the first.
    before: Option<u32>,
}

/// Collects the regular moves before a zeunt: those to an empty square, each route ending
/// on its `mid`.
struct Before<'a, const C: usize, const W: usize> {
    pos: &'a JikaidaPositionOf<C, W>,
    moves: Vec<Route>,
}

impl<const C: usize, const W: usize> Sink<W> for Before<'_, C, W> {
    fn add(&mut self, to: Square, route: Route) -> bool {
        if self.pos.piece(to).is_empty() {
            self.moves.push(Route { mid: to, ..route });
        }
        false
    }
}

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// The Pallan's zeunts: from its square, each landing possibly followed by one regular
    /// move, and after one regular non-capturing move from where that ends (a move has at
    /// most one regular part). Never inlined: Poron's move generation stays as small as
    /// without it.
    #[inline(never)]
    pub(super) fn gen_zeunts<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        let mut passed = Vec::new();
        let from_its_square = self.zeunt_ends(pos, piece, from, &[from], &mut passed, |p, to| {
            let zeunt = Route::zeunt(p.steps + 1);
            sink.add(to, zeunt)
                || (pos.piece(to).is_empty()
                    && self.gen_move_after_landing(pos, from, piece, to, zeunt, sink))
        });
        if from_its_square {
            return true;
        }
        // The moves before a zeunt: regular non-capturing slides without a turn and leaps.
        let budget = self.budget(Kind::Pallan);
        let mut before = Before {
            pos,
            moves: Vec::new(),
        };
        for d in Dir::ALL {
            let route = |n| Route::slide(d, n);
            let rule = Fronts::Budget(budget);
            self.ray(
                pos,
                from,
                piece,
                from,
                d,
                u8::MAX,
                rule,
                false,
                route,
                &mut before,
            );
        }
        self.gen_leaps(pos, from, piece, from, budget, Route::leap(), &mut before);
        let starts: Vec<Square> = before.moves.iter().map(|m| m.mid).collect();
        self.zeunt_ends(pos, piece, from, &starts, &mut passed, |p, to| {
            sink.add(
                to,
                before.moves[usize::from(p.start)].then_zeunt(p.steps + 1),
            )
        })
    }

    /// "Come down off the vault and continue moving": after landing on `landing` by
    /// `zeunt`, one slide in any direction or a leap, within the Pallan's front budget and
    /// with no turn, which may capture; the starting square `origin` counts as empty.
    fn gen_move_after_landing<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        origin: Square,
        piece: Piece,
        landing: Square,
        zeunt: Route,
        sink: &mut S,
    ) -> bool {
        // Only the slides and leaps towards the one square wanted, if there is one.
        if sink.target().is_some_and(|t| {
            !self.aligned[landing.index()].has(t) && !self.leaps[landing.index()].has(t)
        }) {
            return false;
        }
        let budget = self.budget(Kind::Pallan);
        let then = |after| zeunt.then_move(landing, after);
        Dir::ALL.iter().any(|&d| {
            let route = |n| then(Route::slide(d, n));
            let rule = Fronts::Budget(budget);
            self.ray(
                pos,
                origin,
                piece,
                landing,
                d,
                u8::MAX,
                rule,
                true,
                route,
                sink,
            )
        }) || self.gen_leaps(
            pos,
            origin,
            piece,
            landing,
            budget,
            then(Route::leap()),
            sink,
        )
    }

    /// The squares of the representative zeunt (the shortest, then turning latest) from
    /// `start` to `to` of the Pallan that began its move on `origin`, both ends included.
    pub(super) fn zeunt_path(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        origin: Square,
        start: Square,
        to: Square,
    ) -> Vec<Square> {
        let piece = pos.piece(origin);
        let mut passed = Vec::new();
        let mut last = None;
        self.zeunt_ends(pos, piece, origin, &[start], &mut passed, |p, end| {
            last = (end == to).then_some(*p);
            last.is_some()
        });
        let mut path = vec![to];
        while let Some(p) = last {
            path.push(p.at);
            last = p.before.map(|i| passed[i as usize]);
        }
        path.push(start);
        path.reverse();
        path
    }

    /// The ends of the zeunts of `piece` from each of `starts` (empty squares, or `origin`),
    /// in order of length, for the piece that began its move on `origin` (empty during the
    /// zeunt): `end(last, to)` with the last piece passed before `to`, where the zeunt lands
    /// (an empty square) or captures. Stops when `end` returns true. `passed` is the
    /// search's list, kept for the caller to follow a route back.
    fn zeunt_ends(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        piece: Piece,
        origin: Square,
        starts: &[Square],
        passed: &mut Vec<Passed>,
        mut end: impl FnMut(&Passed, Square) -> bool,
    ) -> bool {
        let g = &self.geometry;
        let min = self.min_line();
        let empty = |s: Square| s == origin || pos.piece(s).is_empty();
        // Per count and heading, the pieces reached so.
        let mut seen = [Bits::<W>::default(); COUNTED as usize * 8];
        passed.clear();
        for (start, &sq) in starts.iter().enumerate() {
            for heading in Dir::ALL {
                let Some(at) = g.step(sq, heading).filter(|&s| !empty(s)) else {
                    continue;
                };
                if seen[heading as usize].insert(at) {
                    passed.push(Passed {
                        at,
                        heading,
                        count: 1,
                        steps: 1,
                        start: start as u16,
                        before: None,
                    });
                }
            }
        }
        let mut i = 0;
        while let Some(&p) = passed.get(i) {
            // Straight on first: of two routes as long, the one turning later is found first.
            let bends = Dir::ALL
                .into_iter()
                .filter(|&h| p.count >= 2 && h != p.heading && h != p.heading.opposite());
            for heading in std::iter::once(p.heading).chain(bends) {
                let Some(next) = g.step(p.at, heading) else {
                    continue;
                };
                if empty(next) {
                    // It lands straight on; a bend needs a piece next to the corner.
                    if heading == p.heading && p.count >= min && next != origin && end(&p, next) {
                        return true;
                    }
                    continue;
                }
                if p.count >= min && self.can_take(pos, piece, next) && end(&p, next) {
                    return true;
                }
                let count = (p.count + 1).min(COUNTED);
                if seen[usize::from(count - 1) * 8 + heading as usize].insert(next) {
                    passed.push(Passed {
                        at: next,
                        heading,
                        count,
                        steps: p.steps + 1,
                        before: Some(i as u32),
                        ..p
                    });
                }
            }
            i += 1;
        }
        false
    }
}
