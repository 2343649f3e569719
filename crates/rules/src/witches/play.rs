//! Playing and taking back a move: captures (en passant too), promotions and flips, drops,
//! commutes, the Witch's drags, the endgame rule and the counters (`witches.md`).

use super::Witches;
use super::position::{BLACK, Kind, Piece, WitchesPosition, Z_EP, Z_MISC, Z_TELEPORT};
use crate::{Move, Side, Square};

/// What `undo` needs to restore a position exactly.
#[derive(Copy, Clone, Debug)]
pub struct WitchesUndo {
    moved: Piece,
    captured: Piece,
    captured_at: Square,
    drag_from: Square,
    drag_to: Square,
    ep: Square,
    teleport: bool,
    halfmove: u16,
    fullmove: u16,
    kings: [Square; 2],
    hash: u64,
}

impl WitchesUndo {
    /// The piece that moved, as it stood before the move (empty for a drop).
    pub fn moved(&self) -> Piece {
        self.moved
    }

    /// The piece the move took and its square (en passant: the passed Pawn's), if any.
    pub fn taken(&self) -> Option<(Piece, Square)> {
        (self.captured_at != Square::NONE).then_some((self.captured, self.captured_at))
    }

    /// A Witch's drag: the dragged piece's squares before and after.
    pub fn dragged(&self) -> Option<(Square, Square)> {
        (self.drag_from != Square::NONE).then_some((self.drag_from, self.drag_to))
    }
}

/// What a move does besides moving its piece, worked out before playing it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Anatomy {
    /// The captured piece's square (the passed Pawn's for en passant).
    pub capture: Option<Square>,
    /// A drag: from, to.
    pub drag: Option<(Square, Square)>,
    pub commute: bool,
    /// The kind after the move when it changed (promotion, flip, Can(n)on mode).
    pub becomes: Option<Kind>,
}

impl Witches {
    #[inline]
    fn put(&self, pos: &mut WitchesPosition, sq: Square, piece: Piece) {
        let old = pos.board[sq.index()];
        if !old.is_empty() {
            pos.hash ^= self.zobrist.piece(old.zkey(), sq.index());
        }
        if !piece.is_empty() {
            pos.hash ^= self.zobrist.piece(piece.zkey(), sq.index());
        }
        pos.set(sq, piece);
    }

    /// Takes a move apart in the position before it.
    pub(super) fn anatomy(&self, pos: &WitchesPosition, mv: Move) -> Anatomy {
        let g = &self.geometry;
        let mut a = Anatomy {
            capture: None,
            drag: None,
            commute: false,
            becomes: None,
        };
        if mv.from == Square::NONE {
            return a;
        }
        let piece = pos.board[mv.from.index()];
        let kind = piece.kind().expect("a piece moves");
        a.becomes = Kind::from_code(mv.tag).filter(|&k| k != kind);
        if mv.from == mv.to {
            return a;
        }
        if self.is_teleporter(mv.from) && self.is_teleporter(mv.to) {
            a.commute = true;
            if mv.via != Square::NONE {
                a.drag = Some((mv.via, mv.from));
            }
            return a;
        }
        if !pos.board[mv.to.index()].is_empty() {
            a.capture = Some(mv.to);
        } else if kind == Kind::Pawn && g.file(mv.from) != g.file(mv.to) {
            a.capture = Some(g.square(g.file(mv.to), g.rank(mv.from)));
        }
        if kind == Kind::Witch {
            let (df, dr) = g.line_step(mv.from, mv.to);
            if let Some(behind) = g.offset(mv.from, -df, -dr) {
                let p = pos.board[behind.index()];
                if p.side() == Some(pos.to_move.opponent()) && p.kind() != Some(Kind::Witch) {
                    let arrival = g.offset(mv.to, -df, -dr).expect("a square of the path");
                    a.drag = Some((behind, arrival));
                }
            }
        }
        a
    }

    pub(super) fn play_move(&self, pos: &mut WitchesPosition, mv: Move) -> WitchesUndo {
        let g = &self.geometry;
        let me = pos.to_move;
        let mut undo = WitchesUndo {
            moved: Piece::EMPTY,
            captured: Piece::EMPTY,
            captured_at: Square::NONE,
            drag_from: Square::NONE,
            drag_to: Square::NONE,
            ep: pos.ep,
            teleport: pos.teleport,
            halfmove: pos.halfmove,
            fullmove: pos.fullmove,
            kings: pos.kings,
            hash: pos.hash,
        };
        if pos.ep != Square::NONE {
            pos.hash ^= self.zobrist.piece(Z_EP, pos.ep.index());
            pos.ep = Square::NONE;
        }
        let mut reset = false;
        if mv.from == Square::NONE {
            self.put(pos, mv.to, Piece::new(me, Kind::Jack));
            let h = &mut pos.hand[me.index()];
            let keys = self.hand_key(me, *h) ^ self.hand_key(me, *h - 1);
            *h -= 1;
            pos.hash ^= keys;
            reset = true;
        } else {
            let a = self.anatomy(pos, mv);
            let piece = pos.board[mv.from.index()];
            undo.moved = piece;
            let kind = piece.kind().expect("a piece moves");
            let after = match a.becomes {
                Some(k) => Piece::new(me, k),
                None => piece,
            };
            if let Some(at) = a.capture {
                undo.captured = pos.board[at.index()];
                undo.captured_at = at;
                self.put(pos, at, Piece::EMPTY);
                reset = true;
            }
            self.put(pos, mv.from, Piece::EMPTY);
            self.put(pos, mv.to, after);
            if let Some((df, dt)) = a.drag {
                let dragged = pos.board[df.index()];
                self.put(pos, df, Piece::EMPTY);
                self.put(pos, dt, dragged);
                undo.drag_from = df;
                undo.drag_to = dt;
                if dragged.kind() == Some(Kind::King) {
                    pos.kings[me.opponent().index()] = dt;
                }
            }
            match kind {
                Kind::King => pos.kings[me.index()] = mv.to,
                Kind::Pawn => {
                    reset = true;
                    if !a.commute && g.rank(mv.from).abs_diff(g.rank(mv.to)) == 2 {
                        let skipped =
                            g.square(g.file(mv.from), (g.rank(mv.from) + g.rank(mv.to)) / 2);
                        pos.ep = skipped;
                        pos.hash ^= self.zobrist.piece(Z_EP, skipped.index());
                    }
                }
                _ => {}
            }
        }
        if pos.teleport && self.king_on_far_rank(pos) {
            pos.teleport = false;
            pos.hash ^= self.zobrist.piece(Z_MISC, Z_TELEPORT);
        }
        pos.halfmove = if reset {
            0
        } else {
            pos.halfmove.saturating_add(1)
        };
        if me == BLACK {
            pos.fullmove = pos.fullmove.saturating_add(1);
        }
        pos.to_move = me.opponent();
        pos.hash ^= self.zobrist.north_to_move();
        undo
    }

    pub(super) fn undo_move(&self, pos: &mut WitchesPosition, mv: Move, undo: WitchesUndo) {
        let me: Side = pos.to_move.opponent();
        pos.to_move = me;
        if mv.from == Square::NONE {
            pos.set(mv.to, Piece::EMPTY);
            pos.hand[me.index()] += 1;
        } else {
            if undo.drag_from != Square::NONE {
                pos.set(undo.drag_from, pos.board[undo.drag_to.index()]);
                pos.set(undo.drag_to, Piece::EMPTY);
            }
            pos.set(mv.to, Piece::EMPTY);
            pos.set(mv.from, undo.moved);
            if undo.captured_at != Square::NONE {
                pos.set(undo.captured_at, undo.captured);
            }
        }
        pos.ep = undo.ep;
        pos.teleport = undo.teleport;
        pos.halfmove = undo.halfmove;
        pos.fullmove = undo.fullmove;
        pos.kings = undo.kings;
        pos.hash = undo.hash;
    }
}
