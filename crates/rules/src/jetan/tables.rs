//! Destination tables per move rule and square, built once by enumerating every path of single
//! steps that never crosses a square twice (`jetan.md`, "Moves in general").
//!
//! For a jumping piece the destinations are `reach[sq]`. For a non-jumping piece each
//! destination comes with the minimal sets of intermediate squares of its paths: the piece
//! reaches it when one of those sets is empty of pieces. The same sets, tested against the
//! threatened squares, give a Frightened Princess's paths.

use super::bitboard::{Bits, CELLS, bit};
use super::readings::{Rule, Shape};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// (file step, rank step) of the eight directions; the first four are orthogonal.
pub const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 0),
    (0, -1),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, -1),
    (-1, 1),
];

pub fn is_orth(d: usize) -> bool {
    d < 4
}

pub fn offset(sq: usize, d: usize) -> Option<usize> {
    let (df, dr) = DIRS[d];
    let f = (sq % 10) as i32 + df;
    let r = (sq / 10) as i32 + dr;
    ((0..10).contains(&f) && (0..10).contains(&r)).then(|| (r * 10 + f) as usize)
}

/// Whether direction `d` may be the step after `prev` (None: the first step) in a path of
/// this shape whose first step was `first`.
fn allowed(shape: Shape, first: Option<usize>, prev: Option<usize>, d: usize) -> bool {
    match shape {
        Shape::Orth => is_orth(d),
        Shape::Diag => !is_orth(d),
        Shape::Civil => first.is_none_or(|f| is_orth(f) == is_orth(d)),
        Shape::Wild => true,
        Shape::Line => prev.is_none_or(|p| p == d),
        Shape::ThoatStraightFirst => match prev {
            None => is_orth(d),
            Some(_) => !is_orth(d),
        },
        Shape::ThoatEither => prev.is_none_or(|p| is_orth(p) != is_orth(d)),
        Shape::Panthan {
            back_diagonal,
            north,
        } => {
            let (_, dr) = DIRS[d];
            let forward = if north { dr } else { -dr };
            match forward {
                1 | 0 => true,
                _ => back_diagonal && !is_orth(d),
            }
        }
    }
}

/// Calls `f(path)` for every path of `rule` from `from` (the path includes `from`).
pub fn for_each_path(rule: Rule, from: usize, f: &mut impl FnMut(&[usize], &[usize])) {
    let mut path = vec![from];
    let mut dirs = Vec::new();
    walk(rule, &mut path, &mut dirs, f);
}

fn walk(
    rule: Rule,
    path: &mut Vec<usize>,
    dirs: &mut Vec<usize>,
    f: &mut impl FnMut(&[usize], &[usize]),
) {
    let steps = dirs.len() as u8;
    if steps >= rule.min {
        f(path, dirs);
    }
    if steps == rule.max {
        return;
    }
    let here = *path.last().expect("a path has its start");
    for d in 0..8 {
        if !allowed(rule.shape, dirs.first().copied(), dirs.last().copied(), d) {
            continue;
        }
        let Some(next) = offset(here, d) else {
            continue;
        };
        if path.contains(&next) {
            continue;
        }
        path.push(next);
        dirs.push(d);
        walk(rule, path, dirs, f);
        path.pop();
        dirs.pop();
    }
}

/// The destinations of one rule from every square.
pub struct Table {
    /// Every destination, whatever stands between.
    pub reach: [Bits; CELLS],
    /// Destinations with a path of one step (or whose path crosses nothing).
    direct: [Bits; CELLS],
    /// Per square, `paths[start[sq]..start[sq + 1]]`: (destination, intermediate squares),
    /// only minimal sets, only destinations not in `direct`.
    start: [u32; CELLS + 1],
    paths: Vec<(u8, Bits)>,
}

impl Table {
    fn build(rule: Rule) -> Table {
        let mut table = Table {
            reach: [0; CELLS],
            direct: [0; CELLS],
            start: [0; CELLS + 1],
            paths: Vec::new(),
        };
        for sq in 0..CELLS {
            let mut by_dest: Vec<Vec<Bits>> = vec![Vec::new(); CELLS];
            for_each_path(rule, sq, &mut |path, _| {
                let dest = *path.last().expect("non-empty");
                let mask = path[1..path.len() - 1].iter().fold(0, |m, &s| m | bit(s));
                by_dest[dest].push(mask);
            });
            for (dest, masks) in by_dest.iter_mut().enumerate() {
                if masks.is_empty() {
                    continue;
                }
                table.reach[sq] |= bit(dest);
                masks.sort_by_key(|m| (m.count_ones(), *m));
                masks.dedup();
                if masks[0] == 0 {
                    table.direct[sq] |= bit(dest);
                    continue;
                }
                let mut minimal: Vec<Bits> = Vec::new();
                for &m in masks.iter() {
                    if minimal.iter().all(|&k| k & !m != 0) {
                        minimal.push(m);
                    }
                }
                table
                    .paths
                    .extend(minimal.into_iter().map(|m| (dest as u8, m)));
            }
            table.start[sq + 1] = table.paths.len() as u32;
        }
        table
    }

    /// The destinations from `sq` with some path whose intermediate squares avoid `blocked`.
    #[inline]
    pub fn reachable(&self, sq: usize, blocked: Bits) -> Bits {
        let mut found = self.direct[sq];
        let paths = &self.paths[self.start[sq] as usize..self.start[sq + 1] as usize];
        for &(dest, mask) in paths {
            if mask & blocked == 0 {
                found |= bit(dest as usize);
            }
        }
        found
    }
}

/// The table of `rule`, built on first use and kept for the life of the program.
pub fn table(rule: Rule) -> &'static Table {
    static CACHE: OnceLock<Mutex<HashMap<Rule, &'static Table>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    map.entry(rule)
        .or_insert_with(|| Box::leak(Box::new(Table::build(rule))))
}
