//! The leapers' side landings (`leaper-vault=yes`, jikaida-large.md, "The larger games'
//! powers"): "The pieces of a knight-like leap may come down off the vault to one side ...
//! they would then cover the entire sides of the vaulting line from three pieces away"
//! (seed 000, 526).

use super::JikaidaOf;
use super::position::{JikaidaPositionOf, Piece};
use super::route::{Route, RouteKind, Sink};
use crate::{Dir, Square};

/// The two headings at 90 degrees to `d`: the knight's sideways step off a run that way.
fn sideways(d: Dir) -> [Dir; 2] {
    let (x, y) = d.delta();
    [Dir::of_step(-y, x), Dir::of_step(y, -x)]
}

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// The Paktun's and Hyrpaktun's side landings: vaulting along the run of pieces next to
    /// it in any direction, beside each piece of the run from the third on, at 90 degrees to
    /// the run, on an empty square or taking an enemy there. A vault: fronts do not matter.
    /// Never inlined: Poron's move generation stays as small as without it.
    #[inline(never)]
    pub(super) fn gen_side_vaults<S: Sink<W>>(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        from: Square,
        piece: Piece,
        sink: &mut S,
    ) -> bool {
        let g = &self.geometry;
        let min = self.min_line();
        Dir::ALL.iter().any(|&d| {
            let mut s = from;
            let mut passed = 0u8;
            while let Some(next) = g.step(s, d) {
                if pos.piece(next).is_empty() {
                    break;
                }
                passed += 1;
                s = next;
                if passed < min {
                    continue;
                }
                for side in sideways(d) {
                    let Some(to) = g.step(s, side) else { continue };
                    let route = Route {
                        kind: RouteKind::SideVault,
                        d2: side,
                        n2: 1,
                        ..Route::slide(d, passed)
                    };
                    if self.may_end(pos, piece, to) && sink.add(to, route) {
                        return true;
                    }
                }
            }
            false
        })
    }
}
