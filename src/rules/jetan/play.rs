//! Playing a Jetan move: replacement capture, the win and draw rules (`jetan.md`, "End of the
//! game"), the escape right and the ten-move count, and undo.

use super::options::ChiefCapture;
use super::position::{Code, Ended, JetanPosition, Kind, NO_COUNT, kind_of};
use super::{ESCAPE, Jetan};
use crate::rules::Move;

/// What `undo` needs: the piece taken and the state before the move.
#[derive(Copy, Clone, Debug)]
pub struct JetanUndo {
    captured: Code,
    escape: [bool; 2],
    count: u8,
    ended: Ended,
    hash: u64,
}

impl Jetan {
    pub(super) fn play_move(&self, pos: &mut JetanPosition, mv: Move) -> JetanUndo {
        let undo = JetanUndo {
            captured: 0,
            escape: pos.escape,
            count: pos.count,
            ended: pos.ended,
            hash: pos.hash,
        };
        let (from, to) = (mv.from.index(), mv.to.index());
        let me = pos.to_move;
        let z = &self.zobrist;
        let mut hash = pos.hash ^ self.state_hash(pos) ^ z.north_to_move();
        let piece = pos.remove(from);
        hash ^= z.piece(piece as usize - 1, from);
        let target = pos.board[to];
        let mut undo = undo;
        if target != 0 {
            pos.remove(to);
            hash ^= z.piece(target as usize - 1, to);
            undo.captured = target;
        }
        pos.add(to, piece);
        hash ^= z.piece(piece as usize - 1, to);
        if mv.tag == ESCAPE {
            pos.escape[me.index()] = false;
        }
        let mut ended = Ended::No;
        if target != 0 {
            match kind_of(target) {
                Kind::Princess => ended = Ended::PrincessTaken(me),
                Kind::Chief if kind_of(piece) == Kind::Chief => {
                    ended = Ended::ChiefTakesChief(me);
                }
                Kind::Chief
                    if self.options.chief_capture == ChiefCapture::Draw
                        || pos.count != NO_COUNT =>
                {
                    ended = Ended::ChiefCaptured;
                }
                _ => {}
            }
        }
        if ended == Ended::No {
            if pos.count != NO_COUNT {
                pos.count -= 1;
                if pos.count == 0 {
                    ended = Ended::TenMoves;
                }
            } else if pos.three_pieces() {
                pos.count = 10;
            }
        }
        pos.ended = ended;
        pos.to_move = me.opponent();
        pos.hash = hash ^ self.state_hash(pos);
        undo
    }

    pub(super) fn undo_move(&self, pos: &mut JetanPosition, mv: Move, undo: JetanUndo) {
        let (from, to) = (mv.from.index(), mv.to.index());
        let piece = pos.remove(to);
        pos.add(from, piece);
        if undo.captured != 0 {
            pos.add(to, undo.captured);
        }
        pos.escape = undo.escape;
        pos.count = undo.count;
        pos.ended = undo.ended;
        pos.hash = undo.hash;
        pos.to_move = pos.to_move.opponent();
    }
}
