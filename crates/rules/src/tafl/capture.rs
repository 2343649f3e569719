//! Playing a tafl move: hammer-and-anvil captures, the king's capture, shieldwalls
//! (`shieldwall.rs`) and undo (`tafl.md`, "Capture").

use super::{ATTACKERS, DEFENDERS, Piece, Tafl, TaflPosition, ThroneRule};
use crate::{CaptureCause, Dir, Effect, Move, Side, Special, Square};

/// The most men one move takes: three by hammer and anvil, and a shieldwall's row of up to
/// eight (an edge has nine squares between its corners, one of them the bracket that moved).
const MOST_CAPTURES: usize = 12;

/// What `undo` needs: the pieces a move took, the king's square and the hash before it.
#[derive(Copy, Clone, Debug)]
pub struct TaflUndo {
    captured: [(Square, Piece); MOST_CAPTURES],
    count: u8,
    king: Option<Square>,
    hash: u64,
}

impl Tafl {
    /// Whether `sq` is an anvil for a capture by `mover`: a friendly piece (the king only when
    /// armed), a corner (hostile to both), the empty throne (hostile to both) or the throne
    /// with the king on it (hostile to attackers only).
    fn is_anvil(&self, at: impl Fn(Square) -> Piece, mover: Side, sq: Square) -> bool {
        match (at(sq), self.geometry.special(sq)) {
            (Piece::Empty, Special::Refuge | Special::Throne) => true,
            (Piece::King, Special::Throne) => mover == DEFENDERS,
            (Piece::King, _) => mover == DEFENDERS && self.armed_king(),
            (piece, _) => piece.side() == Some(mover),
        }
    }

    /// Whether the king on `k` is enclosed: attackers on all four sides, or three and the
    /// empty throne when the throne counts as hostile. Never on the edge.
    fn king_enclosed(&self, at: impl Fn(Square) -> Piece, k: Square) -> bool {
        Dir::ORTHOGONAL
            .iter()
            .all(|&d| match self.geometry.step(k, d) {
                None => false,
                Some(n) => match at(n) {
                    Piece::Attacker => true,
                    Piece::Empty => n == self.throne && self.options.throne == ThroneRule::Hostile,
                    _ => false,
                },
            })
    }

    /// Calls `f` for every piece the piece of `mover` just arrived on `to` captures, in the
    /// order north, east, south, west, then any shieldwall's men, on the board `at` reads
    /// (the position after the move). Only the mover captures; which pieces go does not
    /// depend on the order they are removed in, as each capture is decided on that board.
    fn for_each_capture(
        &self,
        at: impl Fn(Square) -> Piece + Copy,
        mover: Side,
        to: Square,
        mut f: impl FnMut(Square, Piece, CaptureCause),
    ) {
        let hammer = at(to);
        if hammer == Piece::King && !self.armed_king() {
            return;
        }
        for d in Dir::ORTHOGONAL {
            let Some(v) = self.geometry.step(to, d) else {
                continue;
            };
            match at(v) {
                Piece::King if mover == ATTACKERS && self.king_enclosed(at, v) => {
                    f(v, Piece::King, CaptureCause::Surrounded);
                }
                Piece::Empty | Piece::King => {}
                victim if victim.side() != Some(mover) => {
                    if let Some(anvil) = self.geometry.step(v, d)
                        && self.is_anvil(at, mover, anvil)
                    {
                        let cause = CaptureCause::Custodial { hammer: to, anvil };
                        f(v, victim, cause);
                    }
                }
                _ => {}
            }
        }
        self.for_each_shieldwall(at, mover, to, &mut f);
    }

    fn put(&self, pos: &mut TaflPosition, sq: Square, piece: Piece) {
        let old = pos.board[sq.index()];
        if old != Piece::Empty {
            pos.hash ^= self.zobrist.piece(old.kind(), sq.index());
        }
        if piece != Piece::Empty {
            pos.hash ^= self.zobrist.piece(piece.kind(), sq.index());
        }
        pos.place(sq, piece);
    }

    pub(super) fn play_move(&self, pos: &mut TaflPosition, mv: Move) -> TaflUndo {
        let mut undo = TaflUndo {
            captured: [(Square::NONE, Piece::Empty); MOST_CAPTURES],
            count: 0,
            king: pos.king,
            hash: pos.hash,
        };
        if mv.from == Square::NONE {
            // `Move::PASS`, never legal in tafl: the search's null move (`SearchMoves::null_move`).
            pos.to_move = pos.to_move.opponent();
            pos.hash ^= self.zobrist.north_to_move();
            return undo;
        }
        let piece = pos.piece(mv.from);
        self.put(pos, mv.from, Piece::Empty);
        self.put(pos, mv.to, piece);
        if piece == Piece::King {
            pos.king = Some(mv.to);
        }
        let board = &pos.board;
        self.for_each_capture(
            |s| board[s.index()],
            pos.to_move,
            mv.to,
            |sq, victim, _| {
                undo.captured[undo.count as usize] = (sq, victim);
                undo.count += 1;
            },
        );
        for &(sq, victim) in &undo.captured[..undo.count as usize] {
            self.put(pos, sq, Piece::Empty);
            if victim == Piece::King {
                pos.king = None;
            }
        }
        pos.to_move = pos.to_move.opponent();
        pos.hash ^= self.zobrist.north_to_move();
        undo
    }

    pub(super) fn undo_move(&self, pos: &mut TaflPosition, mv: Move, undo: TaflUndo) {
        if mv.from == Square::NONE {
            pos.hash = undo.hash;
            pos.to_move = pos.to_move.opponent();
            return;
        }
        let piece = pos.board[mv.to.index()];
        pos.place(mv.to, Piece::Empty);
        pos.place(mv.from, piece);
        for &(sq, victim) in &undo.captured[..undo.count as usize] {
            pos.place(sq, victim);
        }
        pos.king = undo.king;
        pos.hash = undo.hash;
        pos.to_move = pos.to_move.opponent();
    }

    /// Calls `f` for every piece a legal move would capture, in notation order, without
    /// playing it (the search orders every move by what it takes).
    pub fn for_each_capture_by(
        &self,
        pos: &TaflPosition,
        mv: Move,
        f: impl FnMut(Square, Piece, CaptureCause),
    ) {
        if mv.from == Square::NONE {
            return;
        }
        // Most moves land next to no enemy and take nothing: said without the full test.
        let enemy = pos.to_move.opponent();
        let beside_enemy = Dir::ORTHOGONAL.iter().any(|&d| {
            self.geometry
                .step(mv.to, d)
                .is_some_and(|v| pos.piece(v).side() == Some(enemy))
        });
        if !beside_enemy {
            return;
        }
        let piece = pos.piece(mv.from);
        let at = |s: Square| match s {
            s if s == mv.to => piece,
            s if s == mv.from => Piece::Empty,
            s => pos.piece(s),
        };
        self.for_each_capture(at, pos.to_move, mv.to, f);
    }

    /// The squares captured by a legal move, in notation order.
    pub(super) fn captures_of(&self, pos: &TaflPosition, mv: Move) -> Vec<(Square, CaptureCause)> {
        let mut found = Vec::new();
        self.for_each_capture_by(pos, mv, |sq, _, cause| found.push((sq, cause)));
        found
    }

    pub(super) fn move_effects(&self, pos: &TaflPosition, mv: Move) -> Vec<Effect> {
        let g = &self.geometry;
        let (df, dr) = (
            g.file(mv.to) as i32 - g.file(mv.from) as i32,
            g.rank(mv.to) as i32 - g.rank(mv.from) as i32,
        );
        let steps = df.abs().max(dr.abs());
        let path = (0..=steps)
            .filter_map(|i| g.offset(mv.from, df.signum() * i, dr.signum() * i))
            .collect();
        let mut effects = vec![Effect::Step { path }];
        effects.extend(
            self.captures_of(pos, mv)
                .into_iter()
                .map(|(at, cause)| Effect::Capture { at, cause }),
        );
        if pos.piece(mv.from) == Piece::King && g.special(mv.to) == Special::Refuge {
            effects.push(Effect::Escape { at: mv.to });
        }
        effects
    }
}
