//! Move generation (`witches.md`, "The pieces", "Teleporters"): every move the pieces' rules
//! allow, then the legality filter (the exclusion rule, and not leaving one's King in check).
//!
//! Move encoding: `from` is `Square::NONE` for a drop; `from == to` is a Can(n)on's flip
//! (`tag` the new mode) or a Jack's stay on the d- or e-file (`tag` 0); a move between two
//! teleporters is a commute (no other move joins two teleporters); `tag`, when not 0, is the
//! code of the piece's kind after the move (a promotion, or a Can(n)on's mode); `via` is the
//! square of the piece a commuting Witch drags onto the teleporter it leaves. Moves that leave
//! the same position are one move (rules README): when two Jacks may stay, only the first
//! (from White's side, rank by rank) is listed.

use super::Witches;
use super::options::JackStay;
use super::position::{CELLS, Kind, Piece, WHITE, WitchesPosition};
use crate::{Dir, Game, Move, Square};

/// What decides which moves of a position need the full legality test. With the King out
/// of check and off the teleporters (so no exclusion exemption can be lost), a move can only
/// expose him through a square on one of his lines: a line opened, a Can(n)on screen made,
/// a Jack's eye (next to him) opened. A move of the King or a Witch (which frees enemy pieces
/// and may drag the enemy King, changing the Jacks' mode) and en passant are always tested.
#[derive(Clone, Copy, Debug)]
pub struct CheckGuard {
    mover: crate::Side,
    quiet_king: bool,
    lines: u128,
    ep: Square,
}

/// A guard that clears nothing: every move is tested.
impl Default for CheckGuard {
    fn default() -> CheckGuard {
        CheckGuard {
            mover: crate::Side::South,
            quiet_king: false,
            lines: 0,
            ep: Square::NONE,
        }
    }
}

impl CheckGuard {
    /// Whether `mv`, moving a piece of `kind`, certainly keeps the King safe (no test).
    fn clears(&self, game: &Witches, mv: Move, kind: Option<Kind>) -> bool {
        let off_lines = |sq: Square| self.lines & (1u128 << sq.index()) == 0;
        if !self.quiet_king || !off_lines(mv.to) || game.is_teleporter(mv.to) {
            return false;
        }
        if mv.from == Square::NONE {
            return true;
        }
        let en_passant = kind == Some(Kind::Pawn) && mv.to == self.ep;
        off_lines(mv.from)
            && !game.is_teleporter(mv.from)
            && !matches!(kind, Some(Kind::King | Kind::Witch))
            && !en_passant
    }
}

impl Witches {
    /// The legal moves found by playing every move and testing the King, with no shortcut:
    /// what `generate_legal` must agree with (the property tests compare them).
    pub fn legal_moves_slow(&self, pos: &WitchesPosition, out: &mut Vec<Move>) {
        out.clear();
        self.generate_pseudo(pos, out);
        let mover = pos.to_move;
        let mut scratch = *pos;
        out.retain(|&mv| {
            let undo = self.play_move(&mut scratch, mv);
            let ok = self.exclusion_ok(&scratch) && !self.in_check(&scratch, mover);
            self.undo_move(&mut scratch, mv, undo);
            ok
        });
    }

    /// The legal moves, into `out` (cleared first).
    pub(super) fn generate_legal(&self, pos: &WitchesPosition, out: &mut Vec<Move>) {
        out.clear();
        self.generate_pseudo(pos, out);
        self.retain_legal(pos, out);
    }

    /// Keeps the moves of `out` (pseudo-legal in `pos`) that are legal.
    fn retain_legal(&self, pos: &WitchesPosition, out: &mut Vec<Move>) {
        let guard = self.check_guard(pos);
        let mut scratch = *pos;
        out.retain(|&mv| {
            let kind = (mv.from != Square::NONE)
                .then(|| pos.board[mv.from.index()].kind())
                .flatten();
            if guard.clears(self, mv, kind) {
                return true;
            }
            let undo = self.play_move(&mut scratch, mv);
            let ok = self.keeps_king_safe(&guard, &scratch);
            self.undo_move(&mut scratch, mv, undo);
            ok
        });
    }

    /// The moves the search tries, with the legality test left to `confirm_legal` once a move
    /// is played: most nodes cut off after a few moves, so most are never tested.
    pub fn candidate_moves(&self, pos: &WitchesPosition, out: &mut Vec<Move>) -> CheckGuard {
        out.clear();
        if self.decided(pos).is_none() {
            self.generate_pseudo(pos, out);
        }
        self.check_guard(pos)
    }

    /// Whether the candidate `mv`, just played into `after`, is legal.
    pub fn confirm_legal(&self, guard: &CheckGuard, after: &WitchesPosition, mv: Move) -> bool {
        // The piece that arrived: a promoted Pawn is tested as its new kind, which only
        // tests more moves than the kind before the move would.
        let kind = after.board[mv.to.index()].kind();
        guard.clears(self, mv, kind) || self.keeps_king_safe(guard, after)
    }

    /// The legal moves that capture (by `is_capture`), in generation order, testing
    /// legality only for them: what a capture search follows.
    pub fn legal_captures(
        &self,
        pos: &WitchesPosition,
        out: &mut Vec<Move>,
        is_capture: impl Fn(Move) -> bool,
    ) {
        out.clear();
        if self.decided(pos).is_some() {
            return;
        }
        self.generate_pseudo(pos, out);
        out.retain(|&mv| is_capture(mv));
        self.retain_legal(pos, out);
    }

    fn check_guard(&self, pos: &WitchesPosition) -> CheckGuard {
        let mover = pos.to_move;
        let king = pos.kings[mover.index()];
        CheckGuard {
            mover,
            quiet_king: !self.is_teleporter(king) && !self.in_check(pos, mover),
            lines: self.aligned[king.index()],
            ep: pos.ep,
        }
    }

    /// Whether the mover's King is safe after a move, under the exclusion rule.
    fn keeps_king_safe(&self, guard: &CheckGuard, after: &WitchesPosition) -> bool {
        self.exclusion_ok(after) && !self.in_check(after, guard.mover)
    }

    /// Whether the side to move has at least one legal move.
    pub(super) fn has_legal_move(&self, pos: &WitchesPosition) -> bool {
        let mut moves = Vec::with_capacity(128);
        self.generate_legal(pos, &mut moves);
        !moves.is_empty()
    }

    /// Every move the pieces' rules allow, before the legality filter.
    fn generate_pseudo(&self, pos: &WitchesPosition, out: &mut Vec<Move>) {
        let g = &self.geometry;
        let me = pos.to_move;
        let enemy = me.opponent();
        let mut frozen = [false; CELLS];
        let enemy_witch = Piece::new(enemy, Kind::Witch);
        for i in 0..CELLS {
            if pos.board[i] == enemy_witch {
                for &n in self.neighbours[i]
                    .iter()
                    .take_while(|n| **n != Square::NONE)
                {
                    frozen[n.index()] = true;
                }
            }
        }
        let wazir = self.jacks_wazir(pos);
        let own = |sq: Square| pos.board[sq.index()].side() == Some(me);
        let is_enemy = |sq: Square| pos.board[sq.index()].side() == Some(enemy);
        let empty = |sq: Square| pos.board[sq.index()].is_empty();
        // Two Jacks that may stay leave the same position: one move (rules README).
        let mut stayed = false;
        for (i, &p) in pos.board.iter().enumerate() {
            if p.side() != Some(me) || frozen[i] {
                continue;
            }
            let from = Square(i as u16);
            let kind = p.kind().expect("a piece");
            let mut eye_open = true;
            match kind {
                Kind::King => {
                    for &n in self.neighbours[i]
                        .iter()
                        .take_while(|n| **n != Square::NONE)
                    {
                        if !own(n) {
                            out.push(Move::new(from, n));
                        }
                    }
                }
                Kind::Witch => {
                    for d in Dir::ALL {
                        let mut sq = from;
                        while let Some(n) = g.step(sq, d) {
                            if !empty(n) {
                                break;
                            }
                            out.push(Move::new(from, n));
                            sq = n;
                        }
                    }
                }
                Kind::Lion => {
                    for &n in self.lion[i].iter().take_while(|n| **n != Square::NONE) {
                        if empty(n) {
                            out.push(Move::new(from, n));
                        }
                    }
                    for &n in self.neighbours[i]
                        .iter()
                        .take_while(|n| **n != Square::NONE)
                    {
                        if is_enemy(n) {
                            out.push(Move::new(from, n));
                        }
                    }
                }
                Kind::Pao | Kind::Vao => {
                    let dirs = if kind == Kind::Pao {
                        Dir::ORTHOGONAL
                    } else {
                        Dir::DIAGONAL
                    };
                    let both = |out: &mut Vec<Move>, to: Square| {
                        for mode in [Kind::Pao, Kind::Vao] {
                            out.push(Move {
                                from,
                                to,
                                via: Square::NONE,
                                tag: mode as u8,
                            });
                        }
                    };
                    for d in dirs {
                        let mut sq = from;
                        let mut screened = false;
                        while let Some(n) = g.step(sq, d) {
                            sq = n;
                            if empty(n) {
                                if !screened {
                                    both(out, n);
                                }
                                continue;
                            }
                            if screened {
                                if is_enemy(n) {
                                    both(out, n);
                                }
                                break;
                            }
                            screened = true;
                        }
                    }
                    let other = if kind == Kind::Pao {
                        Kind::Vao
                    } else {
                        Kind::Pao
                    };
                    out.push(Move {
                        from,
                        to: from,
                        via: Square::NONE,
                        tag: other as u8,
                    });
                }
                Kind::Rook | Kind::Bishop => {
                    let dirs = if kind == Kind::Rook {
                        Dir::ORTHOGONAL
                    } else {
                        Dir::DIAGONAL
                    };
                    for d in dirs {
                        let mut sq = from;
                        while let Some(n) = g.step(sq, d) {
                            if own(n) {
                                break;
                            }
                            out.push(Move::new(from, n));
                            if !empty(n) {
                                break;
                            }
                            sq = n;
                        }
                    }
                }
                Kind::Knight => {
                    for &n in self.knight[i].iter().take_while(|n| **n != Square::NONE) {
                        if !own(n) {
                            out.push(Move::new(from, n));
                        }
                    }
                }
                Kind::Jack => {
                    let eye = self.mirror[i];
                    eye_open = empty(eye);
                    if eye_open {
                        let dirs = if wazir {
                            Dir::ORTHOGONAL
                        } else {
                            Dir::DIAGONAL
                        };
                        for d in dirs {
                            if let Some(n) = g.step(eye, d)
                                && n != from
                                && !own(n)
                            {
                                out.push(Move::new(from, n));
                            }
                        }
                        let file = g.file(from);
                        let on_d_or_e = file == 5 || file == 6;
                        let stay = match self.options.jack_stay {
                            JackStay::Always => true,
                            JackStay::Wazir => wazir,
                        };
                        if on_d_or_e && stay && !stayed {
                            stayed = true;
                            out.push(Move::new(from, from));
                        }
                    }
                }
                Kind::Pawn => self.pawn_moves(pos, from, out),
            }
            if pos.teleport && eye_open && self.is_teleporter(from) {
                self.commutes(pos, from, kind, out);
            }
        }
        if pos.hand[me.index()] > 0 {
            for &sq in &self.drop_squares[me.index()] {
                if empty(sq) {
                    out.push(Move::new(Square::NONE, sq));
                }
            }
        }
    }

    fn pawn_moves(&self, pos: &WitchesPosition, from: Square, out: &mut Vec<Move>) {
        let g = &self.geometry;
        let me = pos.to_move;
        let (forward, start_rank, last_rank, sides) = if me == WHITE {
            (Dir::N, 1, 7, [Dir::NW, Dir::NE])
        } else {
            (Dir::S, 6, 0, [Dir::SW, Dir::SE])
        };
        let push = |out: &mut Vec<Move>, to: Square| {
            if g.rank(to) == last_rank {
                for kind in Kind::PROMOTIONS {
                    out.push(Move {
                        from,
                        to,
                        via: Square::NONE,
                        tag: kind as u8,
                    });
                }
            } else {
                out.push(Move::new(from, to));
            }
        };
        if let Some(one) = g.step(from, forward)
            && pos.board[one.index()].is_empty()
        {
            push(out, one);
            if g.rank(from) == start_rank
                && let Some(two) = g.step(one, forward)
                && pos.board[two.index()].is_empty()
            {
                out.push(Move::new(from, two));
            }
        }
        for d in sides {
            if let Some(to) = g.step(from, d) {
                let target = pos.board[to.index()];
                if target.side() == Some(me.opponent()) || (target.is_empty() && to == pos.ep) {
                    push(out, to);
                }
            }
        }
    }

    /// Commutes from the teleporter `from` to every empty teleporter: two per destination
    /// for a Can(n)on (its mode after), one per draggable piece for a Witch.
    fn commutes(&self, pos: &WitchesPosition, from: Square, kind: Kind, out: &mut Vec<Move>) {
        let enemy = pos.to_move.opponent();
        for &to in &self.teleporters {
            if to == from || !pos.board[to.index()].is_empty() {
                continue;
            }
            match kind {
                Kind::Pao | Kind::Vao => {
                    for mode in [Kind::Pao, Kind::Vao] {
                        out.push(Move {
                            from,
                            to,
                            via: Square::NONE,
                            tag: mode as u8,
                        });
                    }
                }
                Kind::Witch => {
                    let mut dragged = false;
                    for &n in self.neighbours[from.index()]
                        .iter()
                        .take_while(|n| **n != Square::NONE)
                    {
                        let p = pos.board[n.index()];
                        if p.side() == Some(enemy) && p.kind() != Some(Kind::Witch) {
                            dragged = true;
                            out.push(Move {
                                from,
                                to,
                                via: n,
                                tag: 0,
                            });
                        }
                    }
                    if !dragged {
                        out.push(Move::new(from, to));
                    }
                }
                _ => out.push(Move::new(from, to)),
            }
        }
    }
}
