//! Vallia's Brumbytes (jikaida-large.md, "Brumbytes"): three Swods on connected squares
//! make the same forward step at once, never into the enemy's home drins.
//!
//! A group move is a `Move` of its leader, the Swod furthest forward (then the one furthest
//! to Yellow's left), whose destination no other Swod of the group leaves and so is always
//! empty: `from` and `to` are the leader's, `via` the square of the first other Swod in the
//! board's order, and `tag` says where the third stands from the leader.

use super::JikaidaOf;
use super::movegen::forward;
use super::options::Setup;
use super::position::{JikaidaPositionOf, Kind, YELLOW};
use crate::{Dir, Move, Side, Square};

/// `Move::tag` of a group move: this bit, with the third Swod's offset from the leader in
/// the low five bits (`(file + 2) * 5 + rank + 2`, both offsets within two).
pub const GROUP: u8 = 0x40;

/// Whether `mv` is a group move.
#[inline]
pub fn is_group(mv: Move) -> bool {
    mv.tag & GROUP != 0 && mv.tag & 0x80 == 0
}

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// Whether this game has group moves (Hyrshiv's Vallia set-up).
    #[inline]
    pub(super) fn has_groups(&self) -> bool {
        self.options.mode.is_larger() && self.options.setup == Setup::Vallia
    }

    /// The three Swods' squares of a group move, leader first, then `via`, then the third.
    pub fn group_squares(&self, mv: Move) -> [Square; 3] {
        let code = i32::from(mv.tag & 0x1f);
        let third = self
            .geometry
            .offset(mv.from, code / 5 - 2, code % 5 - 2)
            .expect("a group move's third Swod is on the board");
        [mv.from, mv.via, third]
    }

    /// The step a group move makes.
    pub fn group_step(&self, mv: Move) -> (i32, i32) {
        let g = &self.geometry;
        (
            g.file(mv.to) as i32 - g.file(mv.from) as i32,
            g.rank(mv.to) as i32 - g.rank(mv.from) as i32,
        )
    }

    /// Every group move of `side`: three of its Swods, each touching another as a King
    /// steps, each making the same step straight or diagonally forward onto an empty square
    /// or one the group leaves, none into the enemy's home drins.
    pub(super) fn group_moves(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        side: Side,
        out: &mut Vec<Move>,
    ) {
        let g = &self.geometry;
        let swods: Vec<Square> = pos
            .squares_of(side)
            .filter(|&s| pos.piece(s).is(Kind::Swod))
            .collect();
        let touching = |a: Square, b: Square| g.distance(a, b) == 1;
        // The enemy's home drins begin six ranks from the far edge.
        let limit = |sq: Square| {
            let r = g.rank(sq);
            if side == YELLOW {
                r < g.ranks() - 6
            } else {
                r >= 6
            }
        };
        for (i, &a) in swods.iter().enumerate() {
            let near: Vec<Square> = swods[i + 1..]
                .iter()
                .copied()
                .filter(|&s| g.distance(a, s) <= 2)
                .collect();
            for (j, &b) in near.iter().enumerate() {
                for &c in &near[j + 1..] {
                    let links = [touching(a, b), touching(a, c), touching(b, c)];
                    if links.iter().filter(|&&l| l).count() < 2 {
                        continue;
                    }
                    for d in forward(side) {
                        self.add_group(pos, side, [a, b, c], d, &limit, out);
                    }
                }
            }
        }
    }

    /// The group move of `group` (in the board's order) by one step `d`, if it is one.
    fn add_group(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        side: Side,
        group: [Square; 3],
        d: Dir,
        limit: &impl Fn(Square) -> bool,
        out: &mut Vec<Move>,
    ) {
        let g = &self.geometry;
        let mut to = [Square::NONE; 3];
        for (k, &s) in group.iter().enumerate() {
            match g.step(s, d) {
                Some(t) if limit(t) && (pos.piece(t).is_empty() || group.contains(&t)) => to[k] = t,
                _ => return,
            }
        }
        // The leader: furthest forward, then furthest to Yellow's left.
        let ahead = |s: Square| {
            let r = i32::from(g.rank(s));
            (if side == YELLOW { -r } else { r }, g.file(s))
        };
        let lead = (0..3).min_by_key(|&k| ahead(group[k])).expect("three");
        let others: Vec<Square> = (0..3).filter(|&k| k != lead).map(|k| group[k]).collect();
        let leader = group[lead];
        let (df, dr) = (
            g.file(others[1]) as i32 - g.file(leader) as i32,
            g.rank(others[1]) as i32 - g.rank(leader) as i32,
        );
        out.push(Move {
            from: leader,
            to: to[lead],
            via: others[0],
            tag: GROUP | ((df + 2) * 5 + dr + 2) as u8,
        });
    }
}
