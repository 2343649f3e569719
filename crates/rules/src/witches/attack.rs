//! Check, immobilization and the exclusion rule (`witches.md`, "The pieces", "Teleporters",
//! "End of the game"). Check is found from the King's square outwards (reverse lookups), so
//! legality costs a few table walks per move, never a generation of the enemy's moves.

use super::Witches;
use super::position::{Kind, Piece, WHITE, WitchesPosition};
use crate::{Dir, Side, Square};

impl Witches {
    /// Whether the piece of `side` on `sq` is immobilized: an enemy Witch stands next to it.
    #[inline]
    pub(super) fn frozen(&self, pos: &WitchesPosition, sq: Square, side: Side) -> bool {
        let witch = Piece::new(side.opponent(), Kind::Witch);
        self.neighbours[sq.index()]
            .iter()
            .take_while(|n| **n != Square::NONE)
            .any(|n| pos.board[n.index()] == witch)
    }

    /// Whether Jacks move as Wazirs: both Kings stand on squares of the same colour.
    #[inline]
    pub(super) fn jacks_wazir(&self, pos: &WitchesPosition) -> bool {
        self.dark[pos.kings[0].index()] == self.dark[pos.kings[1].index()]
    }

    /// Whether `side`'s King is in check.
    pub(super) fn in_check(&self, pos: &WitchesPosition, side: Side) -> bool {
        self.attacked(pos, pos.kings[side.index()], side)
    }

    /// Whether an enemy of `side` could capture the piece of `side` on `k` with a move its
    /// rules allow: not immobilized, and not forbidden by the exclusion rule.
    pub(super) fn attacked(&self, pos: &WitchesPosition, k: Square, side: Side) -> bool {
        let g = &self.geometry;
        let enemy = side.opponent();
        // Families of `side`'s pieces on the other teleporters: an enemy of such a type may
        // not capture onto the teleporter `k`.
        let mut banned: u16 = 0;
        if self.is_teleporter(k) {
            for &t in &self.teleporters {
                let p = pos.board[t.index()];
                if t != k && p.side() == Some(side) {
                    banned |= 1 << p.kind().map_or(0, Kind::family);
                }
            }
        }
        let can = |sq: Square, kind: Kind| -> bool {
            banned & (1 << kind.family()) == 0 && !self.frozen(pos, sq, enemy)
        };
        for &n in &self.knight[k.index()] {
            if n == Square::NONE {
                break;
            }
            if pos.board[n.index()].is(enemy, Kind::Knight) && can(n, Kind::Knight) {
                return true;
            }
        }
        // One step: King, Lion (captures like a King), Pawn (forward diagonally).
        let pawn_dirs = if enemy == WHITE {
            [Dir::SW, Dir::SE]
        } else {
            [Dir::NW, Dir::NE]
        };
        for d in Dir::ALL {
            let Some(n) = g.step(k, d) else { continue };
            let p = pos.board[n.index()];
            if p.side() != Some(enemy) {
                continue;
            }
            let kind = p.kind().expect("a piece");
            let hits = match kind {
                Kind::King | Kind::Lion => true,
                Kind::Pawn => pawn_dirs.contains(&d),
                _ => false,
            };
            if hits && can(n, kind) {
                return true;
            }
        }
        // Lines: Rook or Bishop first, Can(n)on of the line's mode just beyond a screen. The
        // cell numbers grow along N, E, NE and NW (rank by rank, file by file), so a line's
        // nearest pieces are its lowest bits that way and its highest the others.
        for (i, d) in Dir::ALL.into_iter().enumerate() {
            let (slider, cannon) = if i < 4 {
                (Kind::Rook, Kind::Pao)
            } else {
                (Kind::Bishop, Kind::Vao)
            };
            let (df, dr) = d.delta();
            let up = dr > 0 || (dr == 0 && df > 0);
            let nearest = |bits: u128| {
                Square(if up {
                    bits.trailing_zeros()
                } else {
                    127 - bits.leading_zeros()
                } as u16)
            };
            let pieces = pos.occupied & self.rays[k.index()][i];
            if pieces == 0 {
                continue;
            }
            let screen = nearest(pieces);
            if pos.board[screen.index()].is(enemy, slider) && can(screen, slider) {
                return true;
            }
            let beyond = pieces & !(1 << screen.index());
            if beyond != 0 {
                let n = nearest(beyond);
                if pos.board[n.index()].is(enemy, cannon) && can(n, cannon) {
                    return true;
                }
            }
        }
        // Jacks: an empty eye next to `k` in the Jacks' mode, and the enemy Jack it belongs to.
        let dirs = if self.jacks_wazir(pos) {
            Dir::ORTHOGONAL
        } else {
            Dir::DIAGONAL
        };
        for d in dirs {
            let Some(eye) = g.step(k, d) else { continue };
            if !pos.board[eye.index()].is_empty() {
                continue;
            }
            let jack = self.mirror[eye.index()];
            if pos.board[jack.index()].is(enemy, Kind::Jack) && can(jack, Kind::Jack) {
                return true;
            }
        }
        false
    }

    /// The exclusion rule: no two teleporters hold pieces of the same type of opposite sides.
    pub(super) fn exclusion_ok(&self, pos: &WitchesPosition) -> bool {
        let mut seen = [0u16; 2];
        for &t in &self.teleporters {
            let p = pos.board[t.index()];
            if let (Some(side), Some(kind)) = (p.side(), p.kind()) {
                seen[side.index()] |= 1 << kind.family();
            }
        }
        seen[0] & seen[1] == 0
    }
}
