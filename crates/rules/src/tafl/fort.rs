//! The exit fort (Copenhagen, docs/rules.md "Tafl: exit fort"): "the defenders also win if
//! the king has contact with the board edge, is able to move, and it is impossible for the
//! attackers to break the fort". The test, exact and sound (a fort it finds can never be
//! broken while the defenders stand still; a fort that needs a longer argument, such as
//! empty squares the attackers cannot reach, is not found):
//! 1. the king stands on an edge square beside an empty one;
//! 2. the fort's inside is the empty squares joined to the king orthogonally through empty
//!    squares; no attacker stands beside it;
//! 3. the safe defenders are the largest set in which no defender has both neighbours on one
//!    line "open" (an attacker, a defender not safe, a corner, the empty throne, or an empty
//!    square outside the fort: a square off the board, inside the fort or holding the king
//!    is closed), and, with shieldwalls, no row of safe defenders on the edge (the king may
//!    stand in it) has every front square open and both bracket squares open (a corner only
//!    under strong shieldwalls);
//! 4. every defender beside the inside is safe.

use super::{Piece, Shieldwall, Tafl, TaflPosition, position::CELLS};
use crate::{Dir, Special, Square};

impl Tafl {
    /// Whether the king stands in an exit fort (the module's test).
    pub(super) fn in_edge_fort(&self, pos: &TaflPosition) -> bool {
        let g = &self.geometry;
        let Some(k) = pos.king else {
            return false;
        };
        let on_edge = |s: Square| Dir::ORTHOGONAL.iter().any(|&d| g.step(s, d).is_none());
        if !on_edge(k) {
            return false;
        }
        let mut inside = [false; CELLS];
        inside[k.index()] = true;
        let mut stack = vec![k];
        let mut can_move = false;
        while let Some(s) = stack.pop() {
            for d in Dir::ORTHOGONAL {
                let Some(n) = g.step(s, d) else { continue };
                match pos.piece(n) {
                    Piece::Attacker => return false,
                    Piece::Empty if !inside[n.index()] => {
                        can_move |= s == k;
                        inside[n.index()] = true;
                        stack.push(n);
                    }
                    _ => {}
                }
            }
        }
        if !can_move {
            return false;
        }
        let mut safe = [false; CELLS];
        for s in g.squares() {
            safe[s.index()] = pos.piece(s) == Piece::Defender;
        }
        // Whether a square could hold or become a piece hostile to a defender.
        let open = |safe: &[bool; CELLS], sq: Option<Square>| match sq {
            None => false,
            Some(n) => match pos.piece(n) {
                Piece::Attacker => true,
                Piece::Defender => !safe[n.index()],
                Piece::King => false,
                Piece::Empty => g.special(n) != Special::Plain || !inside[n.index()],
            },
        };
        loop {
            let mut changed = false;
            for s in g.squares() {
                let exposed = [(Dir::N, Dir::S), (Dir::E, Dir::W)]
                    .iter()
                    .any(|&(a, b)| open(&safe, g.step(s, a)) && open(&safe, g.step(s, b)));
                if safe[s.index()] && exposed {
                    safe[s.index()] = false;
                    changed = true;
                }
            }
            if self.options.shieldwall != Shieldwall::Off {
                changed |= self.drop_walls_in_reach(pos, &mut safe, &inside);
            }
            if !changed {
                break;
            }
        }
        let beside_inside = |s: Square| {
            Dir::ORTHOGONAL
                .iter()
                .any(|&d| g.step(s, d).is_some_and(|n| inside[n.index()]))
        };
        g.squares()
            .all(|s| pos.piece(s) != Piece::Defender || safe[s.index()] || !beside_inside(s))
    }

    /// Marks unsafe every row of safe defenders on an edge (the king may stand in it) that a
    /// shieldwall could take: every man's front square open and both bracket squares open.
    /// Whether any was marked.
    fn drop_walls_in_reach(
        &self,
        pos: &TaflPosition,
        safe: &mut [bool; CELLS],
        inside: &[bool; CELLS],
    ) -> bool {
        let g = &self.geometry;
        let strong = self.options.shieldwall == Shieldwall::Strong;
        let in_row =
            |safe: &[bool; CELLS], s: Square| safe[s.index()] || pos.piece(s) == Piece::King;
        // A square an attacker could come to stand on (a corner brackets when strong).
        let fillable = |safe: &[bool; CELLS], s: Square| match pos.piece(s) {
            Piece::Attacker => true,
            Piece::Defender => !safe[s.index()],
            Piece::King => false,
            Piece::Empty if g.special(s) == Special::Refuge => strong,
            Piece::Empty => !inside[s.index()],
        };
        let mut dropped = false;
        for (out, along) in [
            (Dir::S, Dir::E),
            (Dir::N, Dir::E),
            (Dir::W, Dir::N),
            (Dir::E, Dir::N),
        ] {
            // The edge beyond `out`, walked in direction `along` from its first corner.
            let start = g
                .squares()
                .find(|&s| g.step(s, out).is_none() && g.step(s, along.opposite()).is_none());
            let mut sq = start;
            while let Some(s) = sq {
                if !in_row(safe, s) {
                    sq = g.step(s, along);
                    continue;
                }
                let mut row = vec![s];
                let mut next = g.step(s, along);
                while let Some(n) = next
                    && in_row(safe, n)
                {
                    row.push(n);
                    next = g.step(n, along);
                }
                let before = g.step(s, along.opposite());
                let corners = [before, next]
                    .iter()
                    .filter(|b| b.is_some_and(|b| g.special(b) == Special::Refuge))
                    .count();
                let takeable = row.len() >= 2
                    && row.iter().any(|&r| pos.piece(r) == Piece::Defender)
                    && corners < 2
                    && [before, next]
                        .iter()
                        .all(|b| b.is_some_and(|b| fillable(safe, b)))
                    && row.iter().all(|&r| {
                        g.step(r, out.opposite())
                            .is_some_and(|front| fillable(safe, front))
                    });
                if takeable {
                    for &r in &row {
                        if pos.piece(r) == Piece::Defender {
                            safe[r.index()] = false;
                            dropped = true;
                        }
                    }
                }
                sq = next;
            }
        }
        dropped
    }
}
