//! The larger games' new pieces (jikaida-large.md, "The new pieces"): the Hyrpaktun's long
//! leap, the Flutsman's flight and step, and the missile pieces' step then slide.

use super::JikaidaOf;
use super::movegen::{Fronts, turns_of};
use super::options::{FlutsmanFronts, FlutsmanStep, MissileFronts, MissileSlide, MissileStep};
use super::position::{JikaidaPositionOf, Kind, Piece};
use super::route::{Route, Sink};
use crate::{Dir, Square, YesNo};

/// The Hyrpaktun's leaps: "an elongated Paktun's move, three squares instead of two before
/// the sideways move" (seed 000, 522), in its eight orientations.
pub(super) const LONG_LEAP: [(i32, i32); 8] = [
    (1, 3),
    (3, 1),
    (3, -1),
    (1, -3),
    (-1, -3),
    (-3, -1),
    (-3, 1),
    (-1, 3),
];

/// The Flutsman's flight: "moves four spaces ... over intervening pieces" (522).
const FLIGHT: u8 = 4;

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// Whether `piece` may end its move on `to`: an empty square, or one it may take.
    #[inline]
    pub(super) fn may_end(&self, pos: &JikaidaPositionOf<C, W>, piece: Piece, to: Square) -> bool {
        pos.piece(to).is_empty() || self.can_take(pos, piece, to)
    }

    /// The moves of a piece of the larger games, kept out of Poron's generation.
    #[inline(never)]
    pub(super) fn gen_larger<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        match piece.kind() {
            Kind::Hyrpaktun => self.gen_hyrpaktun(pos, from, piece, sink),
            Kind::Flutsman => self.gen_flutsman(pos, from, piece, sink),
            _ => self.gen_missile(pos, from, piece, sink),
        }
    }

    /// The Hyrpaktun: a (1, 3) leap crossing at most one front; with `hyrpaktun-step=yes`
    /// also a King's step under the same one-front class.
    pub(super) fn gen_hyrpaktun<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        let g = &self.geometry;
        let side = piece.owner();
        let leaps = LONG_LEAP.iter().any(|&(df, dr)| {
            g.offset(from, df, dr).is_some_and(|to| {
                self.fronts(side, from, to) <= 1
                    && self.may_end(pos, piece, to)
                    && sink.add(to, Route::leap())
            })
        });
        leaps
            || (self.options.hyrpaktun_step == YesNo::Yes
                && Dir::ALL.iter().any(|&d| {
                    self.ray(
                        pos,
                        from,
                        piece,
                        from,
                        d,
                        1,
                        Fronts::Budget(1),
                        true,
                        |n| Route::slide(d, n),
                        sink,
                    )
                }))
    }

    /// The Flutsman: a flight of exactly four squares over anything to an empty square, then
    /// one step in any direction to an empty square or a capture (compulsory unless
    /// `flutsman-step=optional`). Fronts: free, or with `flutsman-fronts=one` one in all,
    /// the flight counted as a leap.
    pub(super) fn gen_flutsman<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        let g = &self.geometry;
        let side = piece.owner();
        let one = self.options.flutsman_fronts == FlutsmanFronts::One;
        let optional = self.options.flutsman_step == FlutsmanStep::Optional;
        let reach = i32::from(FLIGHT);
        for d in Dir::ALL {
            let (dx, dy) = d.delta();
            let Some(touch) = g.offset(from, dx * reach, dy * reach) else {
                continue;
            };
            if !pos.piece(touch).is_empty() {
                continue;
            }
            let flown = if one {
                self.fronts(side, from, touch)
            } else {
                0
            };
            if flown > 1 {
                continue;
            }
            if optional && sink.add(touch, Route::flight(d, touch, d, 0)) {
                return true;
            }
            for e in Dir::ALL {
                let Some(to) = g.step(touch, e) else { continue };
                if (!one || flown + self.fronts(side, touch, to) <= 1)
                    && self.may_end(pos, piece, to)
                    && sink.add(to, Route::flight(d, touch, e, 1))
                {
                    return true;
                }
            }
        }
        false
    }

    /// The Archer (a diagonal step, then an orthogonal slide) and the Crossbowman (an
    /// orthogonal step, then a diagonal slide): the step to an empty square, the slide of at
    /// least one square at 45 degrees to it (any way of its kind with `missile-slide=any`),
    /// ending before a piece or taking it. Fronts as the restricted pieces (the step only),
    /// or by `missile-fronts`.
    pub(super) fn gen_missile<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        let g = &self.geometry;
        let side = piece.owner();
        let archer = piece.is(Kind::Archer);
        let (steps, slides) = if archer {
            (Dir::DIAGONAL, Dir::ORTHOGONAL)
        } else {
            (Dir::ORTHOGONAL, Dir::DIAGONAL)
        };
        let stop = self.options.missile_first_step == MissileStep::Stop;
        for d in steps {
            let Some(first) = g.step(from, d) else {
                continue;
            };
            let crossed = self.fronts(side, from, first);
            let rule = match self.options.missile_fronts {
                MissileFronts::Restricted => Fronts::Budget(0),
                MissileFronts::One if crossed > 1 => continue,
                MissileFronts::One => Fronts::Budget(1 - crossed),
                MissileFronts::Free => Fronts::Free,
            };
            if !pos.piece(first).is_empty() {
                if stop && self.can_take(pos, piece, first) && sink.add(first, Route::slide(d, 1)) {
                    return true;
                }
                continue;
            }
            if stop && sink.add(first, Route::slide(d, 1)) {
                return true;
            }
            let outward = turns_of(d);
            let ways: &[Dir] = match self.options.missile_slide {
                MissileSlide::Outward => &outward,
                MissileSlide::Any => &slides,
            };
            for &e in ways {
                let route = |n| Route::bent(d, 1, e, n);
                if self.ray(pos, from, piece, first, e, u8::MAX, rule, true, route, sink) {
                    return true;
                }
            }
        }
        false
    }
}
