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
//!    is closed);
//! 4. every defender beside the inside is safe.
//!
//! Shieldwalls need no test of their own: a row the attackers could take holds no man beside
//! the inside (his front or a bracket would be an inside square, where no attacker can come),
//! and no safe man outside the row leans on it (a man beside a row member along the edge is
//! in the row or its bracket, and the one in front must be an attacker).

use super::{Piece, Tafl, TaflPosition, position::CELLS};
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
}
