//! Routes: how a piece reaches a square, kept small so generation can hand one to every
//! destination for free. Only `effects` turns a route into squares.

use super::position::Bits;
use crate::{Dir, Side, Square};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RouteKind {
    /// `n1` steps in `d1`.
    Slide,
    /// `n1` steps in `d1`, then `n2` in `d2`: a front turn, or a two-part first move.
    Bent,
    /// A leap to the destination.
    Leap,
    /// A leap to `mid`, then to the destination (the Paktun's first move).
    DoubleLeap,
    /// A vault of `n1` squares in `d1` (the last one the landing or the captured piece).
    Vault,
    /// A vault of `n1` in `d1` to the corner piece, then `n2` in `d2`.
    BentVault,
    /// A slide of `n1` in `d1` to `mid`, then a vault of `n2` in `d2`.
    SlideVault,
    /// A leap to `mid`, then a vault of `n2` in `d2`.
    LeapVault,
    /// The Flutsman's flight in `d1` to `mid`, then `n2` (0 or 1) steps in `d2`.
    Flight,
    /// A vault along `n1` pieces in `d1`, then a step in `d2` beside the last of them (the
    /// leapers' side landing).
    SideVault,
    /// A zeunt of `n1` squares bending any number of times (`pallan-zeunt=larger`); the
    /// bends are not kept, `zeunt_path` finds them again.
    Zeunt,
    /// A zeunt of `n1` squares landing on `mid`, then `n2` steps in `d2`.
    ZeuntSlide,
    /// A zeunt of `n1` squares landing on `mid`, then a leap.
    ZeuntLeap,
    /// A slide of `n1` in `d1` to `mid`, then a zeunt of `n2` squares.
    SlideZeunt,
    /// A leap to `mid`, then a zeunt of `n2` squares.
    LeapZeunt,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub kind: RouteKind,
    pub d1: Dir,
    pub n1: u8,
    pub d2: Dir,
    pub n2: u8,
    pub mid: Square,
}

impl Route {
    pub fn slide(d1: Dir, n1: u8) -> Route {
        Route {
            kind: RouteKind::Slide,
            d1,
            n1,
            d2: d1,
            n2: 0,
            mid: Square::NONE,
        }
    }

    pub fn bent(d1: Dir, n1: u8, d2: Dir, n2: u8) -> Route {
        Route {
            kind: RouteKind::Bent,
            d1,
            n1,
            d2,
            n2,
            mid: Square::NONE,
        }
    }

    pub fn leap() -> Route {
        Route {
            kind: RouteKind::Leap,
            ..Route::slide(Dir::N, 1)
        }
    }

    pub fn double_leap(mid: Square) -> Route {
        Route {
            kind: RouteKind::DoubleLeap,
            mid,
            ..Route::slide(Dir::N, 1)
        }
    }

    pub fn flight(d1: Dir, mid: Square, d2: Dir, n2: u8) -> Route {
        Route {
            kind: RouteKind::Flight,
            d1,
            n1: 4,
            d2,
            n2,
            mid,
        }
    }

    pub fn vault(d1: Dir, n1: u8) -> Route {
        Route {
            kind: RouteKind::Vault,
            ..Route::slide(d1, n1)
        }
    }

    /// A zeunt of `steps` squares.
    pub fn zeunt(steps: u16) -> Route {
        Route {
            kind: RouteKind::Zeunt,
            ..Route::slide(Dir::N, saturated(steps))
        }
    }

    /// This route, a zeunt landing on `mid`, then the regular move `after` from there (a
    /// slide or a leap).
    pub fn then_move(self, mid: Square, after: Route) -> Route {
        let kind = if after.kind == RouteKind::Leap {
            RouteKind::ZeuntLeap
        } else {
            RouteKind::ZeuntSlide
        };
        Route {
            kind,
            mid,
            d2: after.d1,
            n2: after.n1,
            ..self
        }
    }

    /// This route, a regular move to `mid` (a slide or a leap), then a zeunt of `steps`.
    pub fn then_zeunt(self, steps: u16) -> Route {
        let kind = if self.kind == RouteKind::Leap {
            RouteKind::LeapZeunt
        } else {
            RouteKind::SlideZeunt
        };
        Route {
            kind,
            n2: saturated(steps),
            ..self
        }
    }

    /// Squares travelled: the first key of "shortest, then latest turn".
    pub fn length(&self) -> u32 {
        match self.kind {
            RouteKind::Slide | RouteKind::Vault | RouteKind::Zeunt => self.n1 as u32,
            RouteKind::Bent
            | RouteKind::BentVault
            | RouteKind::SlideVault
            | RouteKind::ZeuntSlide
            | RouteKind::SlideZeunt => self.n1 as u32 + self.n2 as u32,
            RouteKind::Leap => 1,
            RouteKind::DoubleLeap => 2,
            RouteKind::LeapVault | RouteKind::Flight | RouteKind::LeapZeunt => 1 + self.n2 as u32,
            RouteKind::SideVault | RouteKind::ZeuntLeap => self.n1 as u32 + 1,
        }
    }

    /// Where the direction changes, counted in squares from the start (a straight route
    /// turns never, which counts as latest; a zeunt's bends are not kept, so it counts as
    /// turning at once).
    pub fn turn_at(&self) -> u32 {
        match self.kind {
            RouteKind::Slide | RouteKind::Vault | RouteKind::Leap => u32::MAX,
            RouteKind::DoubleLeap
            | RouteKind::LeapVault
            | RouteKind::Flight
            | RouteKind::LeapZeunt => 1,
            RouteKind::Zeunt | RouteKind::ZeuntSlide | RouteKind::ZeuntLeap => 0,
            _ => self.n1 as u32,
        }
    }

    /// Whether this route is a better representative than `other` (shortest, then the
    /// latest turn).
    pub fn better_than(&self, other: &Route) -> bool {
        (self.length(), u32::MAX - self.turn_at()) < (other.length(), u32::MAX - other.turn_at())
    }
}

/// A zeunt's length in a route's count, saturated (a search may find routes of more than
/// 255 squares, and only the animation's choice of route reads it).
fn saturated(steps: u16) -> u8 {
    steps.min(u8::MAX.into()) as u8
}

/// Where generation sends each destination. `add` returns true to stop generating.
pub trait Sink<const W: usize> {
    fn add(&mut self, to: Square, route: Route) -> bool;
    /// The side whose pieces are the only destinations wanted (a capture search's), if any:
    /// generators may then skip routes that cannot end on one of them.
    fn victims(&self) -> Option<Side> {
        None
    }
    /// The one destination wanted, if only one is (a capture test's target): generators may
    /// skip routes that cannot end there.
    fn target(&self) -> Option<Square> {
        None
    }
    /// Whether a vault over an unbroken run of pieces from the mover's square may end on a
    /// wanted destination: not when only victims are wanted and none of them touches a piece
    /// of the mover's side (the run from the mover to its victim would have to pass from one
    /// of the mover's pieces to one of the victims').
    fn vaults(&self) -> bool {
        true
    }
    /// Whether a straight vault from `start` may end on a wanted destination (as
    /// `vault_from`, any way).
    fn vaults_from(&self, _start: Square) -> bool {
        true
    }
    /// Whether a straight vault from one of `squares` may end on a wanted destination (as
    /// `vaults_from`).
    fn vaults_from_any(&self, _squares: &Bits<W>) -> bool {
        true
    }
    /// Whether a straight vault from `start` towards `d` may end on a wanted destination:
    /// not when only victims are wanted and none stands beyond an unbroken run of at least
    /// the shortest line of pieces next to `start` that way.
    fn vault_from(&self, _start: Square, _d: Dir) -> bool {
        true
    }
}
