//! Legal moves: every piece's destinations without duplicates (a move is its outcome, rules
//! README), promotion choices, the King's Fluttember, and the Kaida filter.

use super::JikaidaOf;
use super::attack::Hits;
use super::brumbytes::is_group;
use super::options::{DraksNoMoves, Mode, PallanZeunt};
use super::position::{Bits, JikaidaPositionOf, Kind, MAX_WORDS, Piece};
use super::route::{Route, Sink};
use crate::{Dir, Move, Side, Square, YesNo};

/// `Move::tag` of the King's Fluttember; promotion tags are the new kind's code.
pub const FLUTTEMBER: u8 = 0x80;

/// Collects one move per destination of one piece (only onto `victims`' pieces when set).
struct Collect<'a, const C: usize, const W: usize> {
    pos: &'a JikaidaPositionOf<C, W>,
    victims: Option<Side>,
    /// Whether straight and bent vaults may reach a victim (`Sink::vaults`).
    vaults: bool,
    /// With victims, where straight vaults may start (`Jikaida::vault_starts`).
    vault_starts: Option<&'a [Bits<W>; 9]>,
    from: Square,
    seen: Bits<W>,
    promote: &'a [Kind],
    last_rank: u8,
    swod: bool,
    files: u16,
    out: &'a mut Vec<Move>,
}

impl<const C: usize, const W: usize> Sink<W> for Collect<'_, C, W> {
    #[inline]
    fn add(&mut self, to: Square, _route: Route) -> bool {
        if self.victims.is_some_and(|v| !self.pos.piece(to).belongs(v)) {
            return false;
        }
        if self.seen.insert(to) {
            let mv = Move::new(self.from, to);
            if self.swod && (to.0 / self.files) as u8 == self.last_rank {
                for &k in self.promote {
                    self.out.push(Move { tag: k as u8, ..mv });
                }
            } else {
                self.out.push(mv);
            }
        }
        false
    }

    fn victims(&self) -> Option<Side> {
        self.victims
    }

    fn vaults(&self) -> bool {
        self.vaults
    }

    #[inline]
    fn vaults_from(&self, start: Square) -> bool {
        self.vault_starts.is_none_or(|starts| starts[8].has(start))
    }

    #[inline]
    fn vaults_from_any(&self, squares: &Bits<W>) -> bool {
        self.vault_starts
            .is_none_or(|starts| !starts[8].and(squares).is_empty())
    }

    #[inline]
    fn vault_from(&self, start: Square, d: Dir) -> bool {
        self.vault_starts
            .is_none_or(|starts| starts[d as usize].has(start))
    }
}

/// What `confirm_safe` needs of the position a search's candidates were generated in: the
/// side moving (none when every candidate is legal) and its Kaida shortcut.
#[derive(Clone, Debug, Default)]
pub struct KaidaGuardOf<const W: usize> {
    side: Option<Side>,
    /// Whether that side's King is in Kaida before the move.
    in_kaida: bool,
    shortcut: Option<Shortcut<W>>,
    /// In Kaida, the King's square and the squares one capture of him needs as they are
    /// (`Attack::squares`): a move by another piece touching none of them leaves him in
    /// Kaida. In Stikitche most candidates tested are such moves.
    kept: Option<(Square, Bits<W>)>,
}

/// The guard of a Poron-sized game's moves.
pub type KaidaGuard = KaidaGuardOf<MAX_WORDS>;

/// What decides whether a move can matter to the King's safety. When the King is not in
/// Kaida, a move by another piece changes the board only on its two squares; every kind of
/// capture of the King runs along the King's eight lines, within four squares of it (steps,
/// leaps, first-move double moves) or along the lines and leaps of an enemy Pallan (its
/// turns, bent vaults and move-then-vault). A move touching none of these squares leaves
/// the King as safe as it was, so it needs no Kaida test. A capture's destination does not
/// count: it stays occupied, by a friend instead of an enemy, which opens no line and gives
/// the enemy no piece.
#[derive(Clone, Debug)]
pub(super) struct Shortcut<const W: usize> {
    king: Square,
    /// The enemy's squares: a move onto one is a capture.
    enemies: Bits<W>,
    /// 4 when an enemy unmoved Deldar or Paktun is that close (its double moves stay within
    /// four squares of the King), else 2 (steps and leaps).
    near: i32,
    pallans: [Square; 4],
    count: usize,
}

impl<const W: usize> Shortcut<W> {
    /// Whether `mv` certainly leaves the King as safe as it was (no test needed).
    #[inline]
    fn clears<const C: usize>(&self, game: &JikaidaOf<C, W>, mv: Move) -> bool {
        mv.from != self.king
            && !self.relevant(game, mv.from)
            && (self.enemies.has(mv.to) || !self.relevant(game, mv.to))
    }

    #[inline]
    fn relevant<const C: usize>(&self, game: &JikaidaOf<C, W>, sq: Square) -> bool {
        let g = &game.geometry;
        let pos = |s: Square| (g.file(s) as i32, g.rank(s) as i32);
        let (f, r) = pos(sq);
        let (kf, kr) = pos(self.king);
        let (df, dr) = (f - kf, r - kr);
        if df == 0 || dr == 0 || df.abs() == dr.abs() || df.abs().max(dr.abs()) <= self.near {
            return true;
        }
        self.pallans[..self.count].iter().any(|&p| {
            let (pf, pr) = pos(p);
            let (df, dr) = ((f - pf).abs(), (r - pr).abs());
            df == 0 || dr == 0 || df == dr || (df.min(dr) == 1 && df.max(dr) == 2)
        })
    }
}

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// The shortcut for `side`'s moves, or `None` when every move needs the full test (the
    /// King in Kaida, which `in_kaida` tells, many enemy Pallans, turning Kapts, or the
    /// larger games' powers, whose captures bend through the crowd, vault after a move from
    /// anywhere, or land beside a line).
    fn kaida_shortcut(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        side: Side,
        in_kaida: bool,
    ) -> Option<Shortcut<W>> {
        let king = pos.king(side)?;
        let o = &self.options;
        if o.kapt_turn == YesNo::Yes
            || o.pallan_zeunt == PallanZeunt::Larger
            || o.kapt_vault == YesNo::Yes
            || o.leaper_vault == YesNo::Yes
            || in_kaida
        {
            return None;
        }
        let doubles = pos.men[side.opponent().index()]
            .and(&self.near[king.index()])
            .iter()
            .any(|sq| {
                let p = pos.piece(sq);
                !p.moved() && (p.is(Kind::Deldar) || p.is(Kind::Paktun))
            });
        let near = if doubles { 4 } else { 2 };
        let mut s = Shortcut {
            king,
            enemies: pos.men[side.opponent().index()],
            near,
            pallans: [Square::NONE; 4],
            count: 0,
        };
        for p in pos.pallans[side.opponent().index()].iter() {
            if s.count == s.pallans.len() {
                return None;
            }
            s.pallans[s.count] = p;
            s.count += 1;
        }
        Some(s)
    }

    /// Every move of `side` before the Kaida filter, Fluttember excluded; with `victims`, only
    /// those onto a piece of that side.
    pub(super) fn pseudo_moves(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        side: Side,
        victims: Option<Side>,
        out: &mut Vec<Move>,
    ) {
        let files = self.geometry.files() as u16;
        let last = self.last_rank(side);
        let men = &pos.men;
        let near_victims = victims.map(|v| self.around(&men[v.index()]));
        let vaults = near_victims
            .as_ref()
            .is_none_or(|zone| !zone.and(&men[side.index()]).is_empty());
        let vault_starts = victims.map(|v| {
            // With none of its pieces beside an enemy, no vault from their squares takes
            // anything; only a Pallan's move-then-vault can (or a Kapt's, with
            // `kapt-vault`), over a run of enemy pieces beginning beside the empty square it
            // moved to (a run holding one of its own would touch an enemy). Most often there
            // is no such square, and no vault starts are worked out (81% of the capture lists
            // searching from Poron Jikaida's start).
            let zone = near_victims.as_ref().expect("victims");
            let after_moving = |p: Square| {
                !self
                    .move_then_vault_starts(pos, pos.piece(p), p)
                    .and(zone)
                    .is_empty()
            };
            let any = vaults
                || pos.pallans[side.index()].iter().any(after_moving)
                || (self.options.kapt_vault == YesNo::Yes
                    && pos
                        .squares_of(side)
                        .any(|s| pos.piece(s).is(Kind::Kapt) && after_moving(s)));
            if any {
                self.vault_starts(&men[0].or(&men[1]), &men[v.index()])
            } else {
                [Bits::default(); 9]
            }
        });
        for from in pos.squares_of(side) {
            let p = pos.piece(from);
            if let (Some(v), Some(starts)) = (victims, &vault_starts) {
                // Only Pallans capture in Drak's City. Elsewhere a piece with no victim in
                // its regular moves' reach and no straight vault to start from its square
                // takes nothing (`gen_regular`, `gen_vaults`), the special vaults aside
                // (`vaults_beyond_its_lines`): passed over without building its sink.
                if !self.vaults_beyond_its_lines(p.kind())
                    && (self.options.mode == Mode::DraksCity
                        || (men[v.index()].and(self.reach.of(p, from)).is_empty()
                            && !(vaults && starts[8].has(from))))
                {
                    continue;
                }
            }
            let mut sink = Collect {
                pos,
                victims,
                vaults,
                vault_starts: vault_starts.as_ref(),
                from,
                seen: Bits::default(),
                promote: &self.promotions,
                last_rank: last,
                swod: p.is(Kind::Swod),
                files,
                out,
            };
            self.gen_piece(pos, from, &mut sink);
        }
        // Group moves never capture.
        if victims.is_none() && self.has_groups() {
            self.group_moves(pos, side, out);
        }
    }

    pub(super) fn generate_legal(&self, pos: &JikaidaPositionOf<C, W>, out: &mut Vec<Move>) {
        out.clear();
        if self.decided_now(pos).is_some() {
            return;
        }
        let side = pos.to_move;
        self.pseudo_moves(pos, side, None, out);
        if self.has_kings() {
            self.retain_safe(pos, out);
            self.fluttembers(pos, self.in_kaida(pos, side), out);
        }
        if out.is_empty()
            && self.options.mode == Mode::DraksCity
            && self.options.no_moves == DraksNoMoves::Passes
        {
            // Passing is allowed unless the opponent cannot move either (then the game is
            // drawn: `no_legal_move`).
            self.pseudo_moves(pos, side.opponent(), None, out);
            let opponent_moves = !out.is_empty();
            out.clear();
            if opponent_moves {
                out.push(Move::PASS);
            }
        }
    }

    /// The legal moves that take an enemy piece, in `legal_moves`' order: what a capture
    /// search follows, without paying the Kaida test for every quiet move.
    pub fn legal_captures(&self, pos: &JikaidaPositionOf<C, W>, out: &mut Vec<Move>) {
        out.clear();
        if self.decided_now(pos).is_some() {
            return;
        }
        let side = pos.to_move;
        self.pseudo_moves(pos, side, Some(side.opponent()), out);
        // Most capture searches find none: then no Kaida test at all.
        if self.has_kings() && !out.is_empty() {
            self.retain_safe(pos, out);
        }
    }

    /// The moves of the side to move with the Kaida test left to `confirm_safe`, for a
    /// search that plays only a few of them: all legal moves but those that would leave
    /// the King in Kaida (the Fluttember, Drak's City's pass and games without Kings are
    /// settled here).
    pub fn candidate_moves(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        out: &mut Vec<Move>,
    ) -> KaidaGuardOf<W> {
        let guard = self.kaida_guard(pos);
        self.guarded_candidates(pos, &guard, out);
        guard
    }

    /// The moves of `candidate_moves`, for a search that holds their guard already (from
    /// `candidate_captures`).
    pub fn guarded_candidates(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        guard: &KaidaGuardOf<W>,
        out: &mut Vec<Move>,
    ) {
        if !self.has_kings() {
            self.generate_legal(pos, out);
            return;
        }
        out.clear();
        if self.decided_now(pos).is_some() {
            return;
        }
        self.pseudo_moves(pos, pos.to_move, None, out);
        self.fluttembers(pos, guard.in_kaida, out);
    }

    /// The moves of `candidate_moves` that take an enemy piece, in its order, generated
    /// without the others, with their guard: a search tries them before it needs the rest.
    pub fn candidate_captures(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        out: &mut Vec<Move>,
    ) -> KaidaGuardOf<W> {
        self.capture_moves(pos, out);
        self.kaida_guard(pos)
    }

    /// The moves of `candidate_captures`, with their guard only if there are any: a
    /// capture search, which needs nothing more, most often finds none, and then makes no
    /// Kaida test.
    pub fn capture_search_candidates(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        out: &mut Vec<Move>,
    ) -> KaidaGuardOf<W> {
        self.capture_moves(pos, out);
        if out.is_empty() {
            KaidaGuardOf::default()
        } else {
            self.kaida_guard(pos)
        }
    }

    fn capture_moves(&self, pos: &JikaidaPositionOf<C, W>, out: &mut Vec<Move>) {
        out.clear();
        if self.decided_now(pos).is_none() {
            self.pseudo_moves(pos, pos.to_move, Some(pos.to_move.opponent()), out);
        }
    }

    /// What confirms the candidates of the side to move (nothing to confirm without Kings).
    pub fn kaida_guard(&self, pos: &JikaidaPositionOf<C, W>) -> KaidaGuardOf<W> {
        if !self.has_kings() || self.decided_now(pos).is_some() {
            return KaidaGuardOf::default();
        }
        let side = pos.to_move;
        let attack = self.kaida_attack(pos, side);
        let in_kaida = attack.is_some();
        let kept = pos
            .king(side)
            .zip(attack)
            .map(|(king, attack)| (king, attack.squares(self, king)));
        KaidaGuardOf {
            side: Some(side),
            in_kaida,
            shortcut: self.kaida_shortcut(pos, side, in_kaida),
            kept,
        }
    }

    /// Whether `mv` is one of `candidate_moves(pos)`, found by generating only its piece's
    /// moves (the Fluttember and the pass excepted: they answer false).
    pub fn is_candidate(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> bool {
        if mv.from == Square::NONE || mv.to == Square::NONE || mv.tag == FLUTTEMBER {
            return false;
        }
        let piece = pos.piece(mv.from);
        if !piece.belongs(pos.to_move) || self.decided_now(pos).is_some() {
            return false;
        }
        if is_group(mv) {
            let mut groups = Vec::new();
            if self.has_groups() {
                self.group_moves(pos, pos.to_move, &mut groups);
            }
            return groups.contains(&mv);
        }
        let promotes =
            piece.is(Kind::Swod) && self.geometry.rank(mv.to) == self.last_rank(pos.to_move);
        let tag_ok = if promotes {
            Kind::from_code(mv.tag).is_some_and(|k| self.promotions.contains(&k))
        } else {
            mv == Move::new(mv.from, mv.to)
        };
        tag_ok && self.gen_piece(pos, mv.from, &mut Hits { target: mv.to })
    }

    /// Whether the candidate `mv` (from `candidate_moves`), just played into `after`, left
    /// its side's King out of Kaida. Fluttembers were tested as they were generated.
    pub fn confirm_safe(
        &self,
        guard: &KaidaGuardOf<W>,
        after: &JikaidaPositionOf<C, W>,
        mv: Move,
    ) -> bool {
        let Some(side) = guard.side else { return true };
        self.safe_unplayed(guard, mv) || !self.in_kaida(after, side)
    }

    /// Whether the candidate `mv` is legal, if `guard` tells without playing it: legal
    /// (`safe_unplayed`), or not (`kept_in_kaida`); `None` when only `confirm_safe` can tell.
    pub fn settled_unplayed(&self, guard: &KaidaGuardOf<W>, mv: Move) -> Option<bool> {
        if self.safe_unplayed(guard, mv) {
            Some(true)
        } else if self.kept_in_kaida(guard, mv) {
            Some(false)
        } else {
            None
        }
    }

    /// Whether the candidate `mv` is known to leave its King out of Kaida without playing
    /// it: no King to guard, the Fluttember (tested as generated), or a move the shortcut
    /// clears.
    fn safe_unplayed(&self, guard: &KaidaGuardOf<W>, mv: Move) -> bool {
        guard.side.is_none()
            || mv.tag == FLUTTEMBER
            || (!is_group(mv) && guard.shortcut.as_ref().is_some_and(|s| s.clears(self, mv)))
    }

    /// Whether the candidate `mv` is known to leave its King in Kaida without playing it:
    /// another piece's move touching nothing a capture of him needs (`KaidaGuard::kept`).
    fn kept_in_kaida(&self, guard: &KaidaGuardOf<W>, mv: Move) -> bool {
        !is_group(mv)
            && guard.kept.is_some_and(|(king, squares)| {
                mv.from != king && !squares.has(mv.from) && !squares.has(mv.to)
            })
    }

    /// Keeps the moves of the side to move in `pos` that leave its King out of Kaida,
    /// testing only those its guard does not settle.
    fn retain_safe(&self, pos: &JikaidaPositionOf<C, W>, out: &mut Vec<Move>) {
        let guard = self.kaida_guard(pos);
        let mut scratch = None;
        out.retain(|&mv| {
            self.settled_unplayed(&guard, mv)
                .unwrap_or_else(|| self.leaves_safe(pos, &mut scratch, mv))
        });
    }

    /// Whether `mv` leaves its side's King out of Kaida, played on `scratch`: a copy of `pos`
    /// made on the first test only, since most move lists need none.
    fn leaves_safe(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        scratch: &mut Option<JikaidaPositionOf<C, W>>,
        mv: Move,
    ) -> bool {
        let scratch = scratch.get_or_insert_with(|| pos.clone());
        let undo = self.play_move(scratch, mv);
        let ok = !self.in_kaida(scratch, pos.to_move);
        self.undo_move(scratch, mv, undo);
        ok
    }

    /// The King's Fluttember: the King on its starting square swaps with a Kapt or Chuktar
    /// on a starting square of its type, once per game, not out of Kaida (`in_kaida`), not
    /// into it.
    fn fluttembers(&self, pos: &JikaidaPositionOf<C, W>, in_kaida: bool, out: &mut Vec<Move>) {
        let side = pos.to_move;
        if !pos.fluttember[side.index()] {
            return;
        }
        let Some(king) = pos.king(side) else { return };
        if king != self.king_start[side.index()] || in_kaida {
            return;
        }
        let mut scratch = None;
        for &(sq, kind) in &self.fluttember_squares[side.index()] {
            let p = pos.piece(sq);
            let mv = Move {
                tag: FLUTTEMBER,
                ..Move::new(king, sq)
            };
            if p.belongs(side) && p.is(kind) && self.leaves_safe(pos, &mut scratch, mv) {
                out.push(mv);
            }
        }
    }

    /// The piece a move leaves on its destination.
    pub(super) fn arriving(&self, piece: Piece, mv: Move) -> Piece {
        match Kind::from_code(mv.tag) {
            Some(kind) if mv.tag != FLUTTEMBER => {
                Piece::new(kind, piece.side().expect("a piece"), true)
            }
            _ => piece.after_moving(),
        }
    }
}

#[cfg(test)]
mod tests {
    //! A capture list passes over routes that cannot take anything (`Sink::victims` and the
    //! vault gates); here it is compared with the full list kept to the moves onto an enemy,
    //! on positions of random games under several option sets.
    use super::super::Mode;
    use super::super::walks::{every_reading, walk};
    use crate::Game;

    fn check(mode: Mode, pairs: &[(&str, &str)], games: u64) {
        let (mut all, mut captures) = (Vec::new(), Vec::new());
        let mut seen = 0;
        walk(mode, pairs, games, |game, pos| {
            for side in crate::Side::BOTH {
                let victims = side.opponent();
                all.clear();
                game.pseudo_moves(pos, side, None, &mut all);
                all.retain(|mv| pos.piece(mv.to).belongs(victims));
                captures.clear();
                game.pseudo_moves(pos, side, Some(victims), &mut captures);
                assert_eq!(captures, all, "{}", game.format_position(pos));
                seen += all.len();
            }
        });
        assert!(seen > 100, "{mode:?} {pairs:?}: {seen} captures");
    }

    #[test]
    fn capture_lists_are_the_moves_onto_enemies() {
        every_reading([4, 20, 20, 20, 3, 2], check);
    }
}
