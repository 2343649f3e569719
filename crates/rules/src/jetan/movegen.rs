//! Jetan move generation (`jetan.md`, "Moves in general" and the Princess rows): every piece's
//! destinations from the tables, the threatened squares once per position when the Princess
//! needs them, her ordinary moves and her escape.

use super::bitboard::{BOARD, Bits, bit, squares};
use super::escape;
use super::position::{JetanPosition, Kind, NO_SQUARE, kind_of};
use super::readings::EscapeShape;
use super::{ESCAPE, Jetan, SideMoves};
use crate::{Move, Side, Square};

impl Jetan {
    /// The squares `kind` of `side` on `sq` could move to or capture on, with `occ` the
    /// occupied squares (what stands on the destination is not looked at).
    #[inline]
    pub(super) fn reach(&self, side: Side, kind: Kind, sq: usize, occ: Bits) -> Bits {
        let m = &self.sides[side.index()];
        let table = m.tables[kind as usize];
        if m.jumps[kind as usize] {
            table.reach[sq]
        } else {
            table.reachable(sq, occ)
        }
    }

    /// The squares threatened for `side`'s Princess: an enemy piece other than the Princess
    /// could capture on them with its next move, judged with her lifted off her square.
    pub fn threatened(&self, pos: &JetanPosition, side: Side) -> Bits {
        let enemy = side.opponent();
        let mut occ = pos.occ[0] | pos.occ[1];
        let p = pos.princess[side.index()];
        if p != NO_SQUARE {
            occ &= !bit(p as usize);
        }
        let mut threats = 0;
        for sq in squares(pos.occ[enemy.index()]) {
            let kind = kind_of(pos.board[sq]);
            if kind != Kind::Princess {
                threats |= self.reach(enemy, kind, sq, occ);
            }
        }
        threats & !pos.occ[enemy.index()]
    }

    /// Whether an enemy piece could take the Princess of the side to move where she stands,
    /// which would win it the game: the search looks further there (`SearchMoves::in_check`).
    /// Her own square is threatened exactly when she is attacked: lifting her off it opens
    /// no path that ends on it.
    ///
    /// Tested piece by piece, each first against its destinations on an empty board: most
    /// pieces are too far off to need their paths walked.
    pub fn princess_attacked(&self, pos: &JetanPosition) -> bool {
        let p = pos.princess[pos.to_move.index()];
        if p == NO_SQUARE {
            return false;
        }
        let (target, enemy) = (bit(p as usize), pos.to_move.opponent());
        let m = &self.sides[enemy.index()];
        let occ = (pos.occ[0] | pos.occ[1]) & !target;
        squares(pos.occ[enemy.index()]).any(|sq| {
            let kind = kind_of(pos.board[sq]);
            kind != Kind::Princess
                && m.tables[kind as usize].reach[sq] & target != 0
                && self.reach(enemy, kind, sq, occ) & target != 0
        })
    }

    /// Every legal move of the side to move.
    pub(super) fn generate(&self, pos: &JetanPosition, out: &mut Vec<Move>) {
        let me = pos.to_move;
        let s = me.index();
        let own = pos.occ[s];
        let all = own | pos.occ[1 - s];
        for from in squares(own) {
            let kind = kind_of(pos.board[from]);
            if kind == Kind::Princess {
                continue;
            }
            let dests = self.reach(me, kind, from, all) & !own;
            for to in squares(dests) {
                out.push(Move::new(Square(from as u16), Square(to as u16)));
            }
        }
        let p = pos.princess[s];
        if p != NO_SQUARE {
            self.princess_moves(pos, p as usize, out);
        }
    }

    /// What the Princess on `p` may do: her ordinary move to an empty square (never a
    /// capture), and her escape while she has it.
    fn princess_moves(&self, pos: &JetanPosition, p: usize, out: &mut Vec<Move>) {
        let me = pos.to_move;
        let m = &self.sides[me.index()];
        let empty = BOARD & !(pos.occ[0] | pos.occ[1]);
        let escape = pos.escape[me.index()];
        let threats = if m.needs_threats(escape) {
            self.threatened(pos, me)
        } else {
            0
        };
        let from = Square(p as u16);
        for to in squares(self.princess_ordinary(m, p, empty, threats)) {
            out.push(Move::new(from, Square(to as u16)));
        }
        if escape {
            for to in squares(self.escape_dests(m, p, empty, threats)) {
                out.push(Move {
                    from,
                    to: Square(to as u16),
                    via: Square::NONE,
                    tag: ESCAPE,
                });
            }
        }
    }

    pub(super) fn princess_ordinary(
        &self,
        m: &SideMoves,
        p: usize,
        empty: Bits,
        threats: Bits,
    ) -> Bits {
        let table = m.tables[Kind::Princess as usize];
        if m.princess_frightened {
            table.reachable(p, threats) & empty & !threats
        } else if m.threat_limit {
            table.reach[p] & empty & !threats
        } else {
            table.reach[p] & empty
        }
    }

    pub(super) fn escape_dests(&self, m: &SideMoves, p: usize, empty: Bits, threats: Bits) -> Bits {
        let targets = if m.threat_limit || m.escape_frightened {
            empty & !threats
        } else {
            empty
        };
        match m.escape_shape {
            EscapeShape::AnyEmpty => targets & !bit(p),
            shape if m.escape_frightened => escape::reach(shape, p, BOARD & !threats, targets),
            shape => escape::brave_table(shape)[p] & targets,
        }
    }
}

impl SideMoves {
    /// Whether this side's Princess moves depend on the threatened squares.
    pub(super) fn needs_threats(&self, escape: bool) -> bool {
        self.threat_limit || self.princess_frightened || (escape && self.escape_frightened)
    }
}
