//! Playing a Jetan move: replacement capture, the win and draw rules (`jetan.md`, "End of the
//! game"), the escape right and the ten-move count, and undo. The wager modes play through
//! `wager.rs`.

use super::options::ChiefCapture;
use super::position::{Code, Ended, JetanPosition, Kind, NO_COUNT, kind_of, side_of};
use super::wager::WagerUndo;
use super::{ESCAPE, Jetan};
use crate::{Move, Side};

/// What `undo` needs: the piece taken and the state before the move.
#[derive(Copy, Clone, Debug)]
pub struct JetanUndo {
    pub(super) captured: Code,
    pub(super) escape: [bool; 2],
    pub(super) count: u8,
    pub(super) ended: Ended,
    pub(super) hash: u64,
    pub(super) wager: WagerUndo,
}

impl JetanUndo {
    /// The piece the move took off the board: its victim, or the attacker who lost a duel.
    pub fn taken(&self) -> Option<(Kind, Side)> {
        (self.captured != 0).then(|| (kind_of(self.captured), side_of(self.captured)))
    }

    /// Whether the attacker lost a duel (a wager mode), and the defender kept his square.
    pub fn lost_duel(&self) -> bool {
        self.wager.lost_duel
    }
}

impl Jetan {
    pub(super) fn play_move(&self, pos: &mut JetanPosition, mv: Move) -> JetanUndo {
        let mut undo = JetanUndo {
            captured: 0,
            escape: pos.escape,
            count: pos.count,
            ended: pos.ended,
            hash: pos.hash,
            wager: WagerUndo::default(),
        };
        let (from, to) = (mv.from.index(), mv.to.index());
        let me = pos.to_move;
        let z = &self.zobrist;
        let mut hash = pos.hash ^ self.state_hash(pos) ^ z.north_to_move();
        let piece = pos.remove(from);
        hash ^= z.piece(piece as usize - 1, from);
        let target = pos.board[to];
        let mut ended = Ended::No;
        if target != 0 {
            pos.remove(to);
            hash ^= z.piece(target as usize - 1, to);
            undo.captured = target;
            ended = self.kill_end(pos, piece, target);
        }
        pos.add(to, piece);
        hash ^= z.piece(piece as usize - 1, to);
        if mv.tag == ESCAPE {
            pos.escape[me.index()] = false;
        }
        pos.ended = Self::tick(pos, ended);
        pos.to_move = me.opponent();
        pos.hash = hash ^ self.state_hash(pos);
        undo
    }

    /// How the game ends when `killer` kills `victim` (before the ten-move count ticks).
    #[inline]
    pub(super) fn kill_end(&self, pos: &JetanPosition, killer: Code, victim: Code) -> Ended {
        let side = side_of(killer);
        match kind_of(victim) {
            Kind::Princess => Ended::PrincessTaken(side),
            Kind::Chief if kind_of(killer) == Kind::Chief => Ended::ChiefTakesChief(side),
            Kind::Chief
                if self.options.chief_capture == ChiefCapture::Draw || pos.count != NO_COUNT =>
            {
                Ended::ChiefCaptured
            }
            _ => Ended::No,
        }
    }

    /// The ten-move count after a move that ended the game as `ended` (or not): it runs down
    /// while it runs, and starts when both sides are reduced to three pieces of equal value.
    #[inline]
    pub(super) fn tick(pos: &mut JetanPosition, ended: Ended) -> Ended {
        if ended != Ended::No {
            return ended;
        }
        if pos.count != NO_COUNT {
            pos.count -= 1;
            if pos.count == 0 {
                return Ended::TenMoves;
            }
        } else if pos.three_pieces() {
            pos.count = 10;
        }
        Ended::No
    }

    pub(super) fn undo_move(&self, pos: &mut JetanPosition, mv: Move, undo: JetanUndo) {
        Self::unmove(pos, mv, undo.captured);
        Self::restore(pos, &undo);
    }

    /// Puts the piece that moved back on `mv.from`, and what it took back on `mv.to`.
    #[inline]
    pub(super) fn unmove(pos: &mut JetanPosition, mv: Move, captured: Code) {
        let (from, to) = (mv.from.index(), mv.to.index());
        let piece = pos.remove(to);
        pos.add(from, piece);
        if captured != 0 {
            pos.add(to, captured);
        }
    }

    /// Restores what every move's undo record keeps, and the turn: shared by plain and
    /// wagered moves.
    #[inline]
    pub(super) fn restore(pos: &mut JetanPosition, undo: &JetanUndo) {
        pos.escape = undo.escape;
        pos.count = undo.count;
        pos.ended = undo.ended;
        pos.hash = undo.hash;
        pos.to_move = pos.to_move.opponent();
    }
}
