//! The Princess's escape: one move of ten steps, once per game (`jetan.md`, "Princess'
//! escape"). Free escapes are a breadth-first flood (a shortest path never crosses a square
//! twice); chained escapes need a path of exactly ten steps that never crosses a square twice,
//! found by a depth-first search pruned by walk counts towards the squares not yet reached.

use super::bitboard::{BOARD, Bits, CELLS, bit, diag, king, orth, squares};
use super::readings::{ESCAPE_STEPS, EscapeShape};
use std::sync::OnceLock;

type Expand = fn(Bits) -> Bits;

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
    expand: Expand,
    pass: Bits,
    open: Bits,
    found: Bits,
    /// `within[k]`: squares from which the target is reached in at most `k` steps through
    /// `pass` (what the path has crossed aside).
    within: [Bits; ESCAPE_STEPS as usize + 1],
}

impl Chained {
    fn aim(&mut self, target: usize) {
        self.within[0] = bit(target);
        for k in 1..self.within.len() {
            let w = self.within[k - 1];
            let from = if k == 1 { w } else { w & self.pass };
            self.within[k] = w | (self.expand)(from);
        }
    }

    fn distance(&self, sq: usize) -> usize {
        (0..self.within.len())
            .find(|&k| self.within[k] & bit(sq) != 0)
            .unwrap_or(usize::MAX)
    }

    /// Searches paths of `left` more steps from `here` that can still reach the target;
    /// every open square met at the end of a path is marked reached on the way.
    fn dfs(&mut self, here: usize, visited: Bits, left: usize, target: usize) {
        if self.within[left] & bit(here) == 0 {
            return;
        }
        let next = (self.expand)(bit(here)) & !visited;
        match left {
            1 => self.found |= next & self.open,
            2 => {
                for n in squares(next & self.pass) {
                    self.found |= (self.expand)(bit(n)) & !visited & self.open;
                }
            }
            _ => {
                // Farthest from the target first: the spare steps are spent early.
                let mut children = [(0usize, 0usize); 8];
                let mut count = 0;
                for n in squares(next & self.pass) {
                    let d = self.distance(n);
                    if d < left {
                        children[count] = (d, n);
                        count += 1;
                    }
                }
                children[..count].sort_unstable_by(|a, b| b.cmp(a));
                for &(_, n) in &children[..count] {
                    self.dfs(n, visited | bit(n), left - 1, target);
                    if self.found & bit(target) != 0 {
                        return;
                    }
                }
            }
        }
    }
}

/// Destinations reached by exactly `steps` steps from `start` that never cross a square twice
/// (the start included), every intermediate square in `pass`, the last in `targets`.
pub fn chained_reach(start: usize, steps: u32, expand: Expand, pass: Bits, targets: Bits) -> Bits {
    let mut layer = bit(start);
    for _ in 1..steps {
        layer = expand(layer) & pass;
    }
    let open = expand(layer) & targets & !bit(start);
    let mut search = Chained {
        expand,
        pass,
        open,
        found: 0,
        within: [0; ESCAPE_STEPS as usize + 1],
    };
    // A shortest path never crosses a square twice: the squares at distance exactly `steps`
    // are reached without search.
    let mut ring = [0; ESCAPE_STEPS as usize + 1];
    let (mut seen, mut frontier) = (bit(start), bit(start));
    for r in ring.iter_mut().take(steps as usize + 1).skip(1) {
        let next = expand(frontier) & !seen;
        seen |= next;
        *r = next;
        frontier = next & pass;
    }
    search.found = ring[steps as usize] & open;
    // One search per square not yet reached, farthest first; each also marks what it meets.
    for r in (1..steps as usize).rev() {
        while search.open & !search.found & ring[r] != 0 {
            let target = (search.open & !search.found & ring[r]).trailing_zeros() as usize;
            search.aim(target);
            search.dfs(start, bit(start), steps as usize, target);
            search.open &= !bit(target);
        }
    }
    search.found
}

/// The escape destinations of `shape` from `start`: intermediate squares in `pass`, the last
/// in `targets` (empty squares, and not threatened where the rules say so).
pub fn reach(shape: EscapeShape, start: usize, pass: Bits, targets: Bits) -> Bits {
    let n = ESCAPE_STEPS;
    match shape {
        EscapeShape::ChainedCivil => {
            chained_reach(start, n, orth, pass, targets)
                | chained_reach(start, n, diag, pass, targets)
        }
        EscapeShape::ChainedWild => chained_reach(start, n, king, pass, targets),
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
    TABLES[i].get_or_init(|| std::array::from_fn(|sq| reach(shape, sq, BOARD, BOARD)))
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
