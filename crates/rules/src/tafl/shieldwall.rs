//! Shieldwall captures (Copenhagen, docs/rules.md "Tafl: shieldwall"): a row of two or more
//! men along the edge, each with an enemy directly in front of him, bracketed at both ends by
//! enemies (or, `strong`, by a corner at one end), is captured together, the king in such a
//! row excepted. The capturing move lands on a bracket (`shieldwall-flank=yes`) or on a
//! bracket or front square (`no`).

use super::{Piece, Shieldwall, Tafl};
use crate::{CaptureCause, Dir, Side, Special, Square, YesNo};

impl Tafl {
    /// Whether the piece `p` takes part in `mover`'s shieldwall as a bracket or a front man:
    /// his own man, or his king when armed.
    fn walls_for(&self, p: Piece, mover: Side) -> bool {
        p.side() == Some(mover) && (p != Piece::King || self.armed_king())
    }

    /// Calls `f` for each man a shieldwall takes when `mover`'s piece has arrived on `to`, on
    /// the board `at` reads: rows along the edge beside `to` that it brackets, and (flank
    /// `no`) the row in front of it.
    pub(super) fn for_each_shieldwall(
        &self,
        at: impl Fn(Square) -> Piece + Copy,
        mover: Side,
        to: Square,
        mut f: impl FnMut(Square, Piece, CaptureCause),
    ) {
        if self.options.shieldwall == Shieldwall::Off || !self.walls_for(at(to), mover) {
            return;
        }
        let g = &self.geometry;
        for out in Dir::ORTHOGONAL {
            let along = [turn(out), turn(out).opposite()];
            match g.step(to, out) {
                // `to` is on this edge: a bracket for the rows on either side of it.
                None => {
                    for a in along {
                        if let Some(first) = g.step(to, a) {
                            self.take_row(at, mover, out, first, a, &mut f);
                        }
                    }
                }
                // `to` faces an edge square: a front man of the row holding it.
                Some(e)
                    if self.options.shieldwall_flank == YesNo::No
                        && g.step(e, out).is_none()
                        && at(e).side() == Some(mover.opponent()) =>
                {
                    let mut end = e;
                    while let Some(next) = g.step(end, along[1])
                        && at(next).side() == Some(mover.opponent())
                    {
                        end = next;
                    }
                    self.take_row(at, mover, out, end, along[0], &mut f);
                }
                Some(_) => {}
            }
        }
    }

    /// The row of `mover`'s enemies on the edge beyond `out`, from `first` on in direction `a`
    /// (the square before `first` holds a bracket, or is where the row's own end was found):
    /// taken if it has two or more men, each faced by a man of `mover`, and a bracket beyond
    /// its far end, with one corner allowed among the two brackets when shieldwalls are strong.
    fn take_row(
        &self,
        at: impl Fn(Square) -> Piece,
        mover: Side,
        out: Dir,
        first: Square,
        a: Dir,
        f: &mut impl FnMut(Square, Piece, CaptureCause),
    ) {
        let g = &self.geometry;
        let enemy = mover.opponent();
        let strong = self.options.shieldwall == Shieldwall::Strong;
        // (whether it brackets, whether as a corner): a man of the mover's, the king on a
        // corner he has just reached included, or an empty corner under strong shieldwalls.
        let bracket = |sq: Option<Square>| match sq {
            None => (false, false),
            Some(s) if self.walls_for(at(s), mover) => (true, false),
            Some(s) if g.special(s) == Special::Refuge => (strong, true),
            Some(_) => (false, false),
        };
        let before = g.step(first, a.opposite());
        let mut row = [Square::NONE; 11];
        let mut len = 0;
        let mut sq = Some(first);
        while let Some(s) = sq
            && at(s).side() == Some(enemy)
        {
            let faced = g
                .step(s, out.opposite())
                .is_some_and(|front| self.walls_for(at(front), mover));
            if !faced {
                return;
            }
            row[len] = s;
            len += 1;
            sq = g.step(s, a);
        }
        let ((near, near_corner), (far, far_corner)) = (bracket(before), bracket(sq));
        if len < 2 || !near || !far || (near_corner && far_corner) {
            return;
        }
        let brackets = [before, sq].map(|s| s.unwrap_or(Square::NONE));
        for &s in &row[..len] {
            let victim = at(s);
            if victim != Piece::King {
                f(s, victim, CaptureCause::Shieldwall { brackets });
            }
        }
    }
}

/// The direction a quarter turn clockwise from `d` (along the edge beyond `d`).
fn turn(d: Dir) -> Dir {
    match d {
        Dir::N => Dir::E,
        Dir::E => Dir::S,
        Dir::S => Dir::W,
        _ => Dir::N,
    }
}
