//! The Princess's escape: one move of ten steps, once per game (`jetan.md`, "Princess'
//! escape"). Free escapes are a breadth-first flood (a shortest path never crosses a square
//! twice). Chained escapes need a path of exactly ten steps that never crosses a square twice
//! (a self-avoiding walk), every square between unthreatened for a Frightened Princess. They
//! are decided in three stages, each exact:
//!
//! 1. witness paths (`witness.rs`, chained civil escapes): per start square, eight
//!    precomputed paths to each destination; one that crosses no threatened square proves the
//!    destination reached;
//! 2. the walk bound: a destination no walk of ten steps reaches (a walk may cross a square
//!    twice) is not reached;
//! 3. the rest, one destination at a time: the answer depends only on which squares of its
//!    "ellipse" (those within `i` steps of the start and `10 - i` of the destination) may be
//!    crossed, so it is kept in a per-thread table under that key (`memo.rs`) and searched
//!    only the first time: a depth-first search over paths, pruned by the distance to the
//!    destination (on the board, then around the squares the path has crossed), which also
//!    marks every other destination it meets.

use super::bitboard::{BOARD, Bits, CELLS, bit, diag, king, orth};
use super::memo;
use super::readings::{ESCAPE_STEPS, EscapeShape};
use super::witness;
use std::sync::OnceLock;

type Expand = fn(Bits) -> Bits;

const STEPS: usize = ESCAPE_STEPS as usize;

/// The squares a chained escape steps through: orthogonal, diagonal (civil) or both (wild).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Family {
    Orth = 0,
    Diag = 1,
    King = 2,
}

impl Family {
    #[inline]
    fn expand(self, b: Bits) -> Bits {
        match self {
            Family::Orth => orth(b),
            Family::Diag => diag(b),
            Family::King => king(b),
        }
    }

    /// Per square, the squares within `k` steps on the empty board, `k` = 0 to 10.
    fn balls(self) -> &'static [[Bits; STEPS + 1]; CELLS] {
        static BALLS: [OnceLock<[[Bits; STEPS + 1]; CELLS]>; 3] = [const { OnceLock::new() }; 3];
        BALLS[self as usize].get_or_init(|| {
            std::array::from_fn(|sq| {
                let mut b = [bit(sq); STEPS + 1];
                for k in 1..=STEPS {
                    b[k] = b[k - 1] | self.expand(b[k - 1]);
                }
                b
            })
        })
    }

    /// The squares a ten-step path from `start` to `target` can cross: its `i`-th square is
    /// within `i` steps of the start and `10 - i` of the target.
    fn ellipse(self, start: usize, target: usize) -> Bits {
        let balls = self.balls();
        (0..=STEPS).fold(0, |e, i| e | (balls[start][i] & balls[target][STEPS - i]))
    }
}

/// Destinations within `steps` steps of `start`, every intermediate square in `pass`.
pub fn free_reach(start: usize, steps: u32, expand: Expand, pass: Bits, targets: Bits) -> Bits {
    let mut visited = bit(start);
    let mut layer = bit(start);
    let mut found = 0;
    for _ in 0..steps {
        let next = expand(layer) & !visited;
        found |= next & targets;
        layer = next & pass;
        visited |= next;
        if layer == 0 {
            break;
        }
    }
    found
}

struct Chained {
    family: Family,
    /// The squares she may cross (her start excluded: she never returns to it).
    pass: Bits,
    open: Bits,
    found: Bits,
    target: usize,
    /// `within[k]`: squares from which the target is reached by a walk of at most `k` steps
    /// whose squares between are in `pass`. The graphs are bipartite, so a square of
    /// `within[k]` at the right parity has a walk of exactly `k` steps.
    within: [Bits; STEPS + 1],
}

impl Chained {
    fn aim(&mut self, target: usize) {
        self.target = target;
        self.within[0] = bit(target);
        self.within[1] = bit(target) | self.family.expand(bit(target));
        for k in 2..self.within.len() {
            let w = self.within[k - 1];
            self.within[k] = w | self.family.expand(w & self.pass);
        }
    }

    /// Whether the target is within `left` steps of `here` through squares of `free`.
    fn in_reach(&self, here: usize, free: Bits, left: usize) -> bool {
        let goal = bit(self.target);
        let (mut seen, mut frontier) = (bit(here), bit(here));
        for _ in 0..left {
            let n = self.family.expand(frontier) & !seen;
            if n & goal != 0 {
                return true;
            }
            seen |= n;
            frontier = n & free;
            if frontier == 0 {
                break;
            }
        }
        false
    }

    /// Searches the paths of `left` more steps from `here` (`visited` holds the path so far),
    /// marking every open square a path ends on; true once the target is reached.
    fn dfs(&mut self, here: usize, visited: Bits, left: usize) -> bool {
        let next = self.family.expand(bit(here)) & !visited;
        if left == 1 {
            self.found |= next & self.open;
        } else if left == 2 {
            let mut mid = next & self.pass & self.within[1];
            while mid != 0 {
                let n = mid.trailing_zeros() as usize;
                mid &= mid - 1;
                self.found |= self.family.expand(bit(n)) & !visited & self.open;
            }
        } else {
            // The target must still be in reach around the squares the path has crossed.
            if left >= 4 && !self.in_reach(here, self.pass & !visited, left) {
                return false;
            }
            // Only squares that can still reach the target in time; the farthest first, so
            // the spare steps are spent early and the path closes in on the target last.
            let near = next & self.pass & self.within[left - 1];
            let far = near & !self.within[left - 3];
            for set in [far, near & !far] {
                let mut set = set;
                while set != 0 {
                    let n = set.trailing_zeros() as usize;
                    set &= set - 1;
                    if self.dfs(n, visited | bit(n), left - 1) {
                        return true;
                    }
                }
            }
        }
        self.found & bit(self.target) != 0
    }
}

/// Destinations reached by exactly ten steps of `family` from `start` that never cross a
/// square twice (the start included), every intermediate square in `pass`, the last in
/// `targets`. `known` are destinations already known to be reached (by witness paths).
pub fn chained_reach(start: usize, family: Family, pass: Bits, targets: Bits, known: Bits) -> Bits {
    let pass = pass & !bit(start);
    // Walks of ten steps (they may cross squares twice) bound what paths reach.
    let mut layer = bit(start);
    for _ in 1..STEPS {
        layer = family.expand(layer) & pass;
    }
    let open = family.expand(layer) & targets & !bit(start);
    let mut search = Chained {
        family,
        pass,
        open,
        found: known,
        target: 0,
        within: [0; STEPS + 1],
    };
    loop {
        let left = search.open & !search.found;
        if left == 0 {
            break;
        }
        let target = 127 - left.leading_zeros() as usize;
        // Only the squares a path to the target can cross matter to the answer.
        let key = memo::Key::new(
            family as u8,
            start,
            target,
            pass & family.ellipse(start, target),
        );
        let reached = memo::get(key).unwrap_or_else(|| {
            search.aim(target);
            let r = search.dfs(start, bit(start), STEPS);
            memo::put(key, r);
            r
        });
        if reached {
            search.found |= bit(target);
        }
        search.open &= !bit(target);
    }
    search.found
}

/// The escape destinations of `shape` from `start`: intermediate squares in `pass`, the last
/// in `targets` (empty squares, and not threatened where the rules say so).
pub fn reach(shape: EscapeShape, start: usize, pass: Bits, targets: Bits) -> Bits {
    let n = ESCAPE_STEPS;
    match shape {
        EscapeShape::ChainedCivil => {
            let mut found = 0;
            for family in [Family::Orth, Family::Diag] {
                let w = witness::witnesses(family as usize, start);
                let candidates = w.dests & targets;
                let known = w.reached(pass, candidates);
                found |= if candidates & !known == 0 {
                    known
                } else {
                    chained_reach(start, family, pass, candidates, known)
                };
            }
            found
        }
        EscapeShape::ChainedWild => chained_reach(start, Family::King, pass, targets, 0),
        EscapeShape::FreeCivil => {
            free_reach(start, n, orth, pass, targets) | free_reach(start, n, diag, pass, targets)
        }
        EscapeShape::FreeWild => free_reach(start, n, king, pass, targets),
        EscapeShape::AnyEmpty => targets & !bit(start),
    }
}

/// A Brave escape's destinations on an empty board, per square (what stands on or threatens
/// the squares between does not matter to her), built once per shape.
pub fn brave_table(shape: EscapeShape) -> &'static [Bits; CELLS] {
    static TABLES: [OnceLock<[Bits; CELLS]>; 5] = [const { OnceLock::new() }; 5];
    let i = shape as usize;
    TABLES[i].get_or_init(|| {
        std::array::from_fn(|sq| match shape {
            // Without the witness tables, which would be built for every square.
            EscapeShape::ChainedCivil => {
                chained_reach(sq, Family::Orth, BOARD, BOARD, 0)
                    | chained_reach(sq, Family::Diag, BOARD, BOARD, 0)
            }
            _ => reach(shape, sq, BOARD, BOARD),
        })
    })
}

/// The ten-step neighbours of `sq` in the directions `dirs`, continuing `prev` first (so the
/// path found turns late).
fn neighbours(sq: usize, prev: Option<usize>, dirs: &[usize]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = dirs
        .iter()
        .filter_map(|&d| super::tables::offset(sq, d).map(|n| (d, n)))
        .collect();
    out.sort_by_key(|&(d, _)| (Some(d) != prev, d));
    out
}

fn path_dfs(
    path: &mut Vec<usize>,
    prev: Option<usize>,
    target: usize,
    left: usize,
    dirs: &[usize],
    pass: Bits,
    back: &[Bits],
) -> bool {
    let here = *path.last().expect("a path has its start");
    if left == 0 {
        return here == target;
    }
    if back[left] & bit(here) == 0 {
        return false;
    }
    for (d, n) in neighbours(here, prev, dirs) {
        if path.contains(&n) || (left > 1 && pass & bit(n) == 0) || (left == 1 && n != target) {
            continue;
        }
        path.push(n);
        if path_dfs(path, Some(d), target, left - 1, dirs, pass, back) {
            return true;
        }
        path.pop();
    }
    false
}

/// A path of the escape from `start` to `target` (for the animation): intermediate squares in
/// `pass`; the shortest for a free escape; one that keeps its direction as long as it can.
pub fn path(shape: EscapeShape, start: usize, target: usize, pass: Bits) -> Option<Vec<usize>> {
    let families: &[(&[usize], Expand)] = match shape {
        EscapeShape::ChainedCivil | EscapeShape::FreeCivil => {
            &[(&[0, 1, 2, 3], orth), (&[4, 5, 6, 7], diag)]
        }
        EscapeShape::ChainedWild | EscapeShape::FreeWild => &[(&[0, 1, 2, 3, 4, 5, 6, 7], king)],
        EscapeShape::AnyEmpty => return Some(vec![start, target]),
    };
    let chained = matches!(shape, EscapeShape::ChainedCivil | EscapeShape::ChainedWild);
    let mut best: Option<Vec<usize>> = None;
    for &(dirs, expand) in families {
        let lengths: Vec<usize> = if chained {
            vec![ESCAPE_STEPS as usize]
        } else {
            (1..=ESCAPE_STEPS as usize).collect()
        };
        for n in lengths {
            let mut back = vec![0; n + 1];
            back[0] = bit(target);
            for r in 1..=n {
                let from = if r == 1 {
                    bit(target)
                } else {
                    back[r - 1] & pass
                };
                back[r] = expand(from);
            }
            let mut p = vec![start];
            if path_dfs(&mut p, None, target, n, dirs, pass, &back) {
                if best.as_ref().is_none_or(|b| b.len() > p.len()) {
                    best = Some(p);
                }
                break;
            }
        }
    }
    best
}
