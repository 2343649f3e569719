//! Witness paths for the chained civil escapes: per start square and family (orthogonal or
//! diagonal), for every destination of a ten-step path on the empty board, eight ten-step
//! paths that never cross a square twice, each leaning as far as a path can to one of the
//! eight compass directions. A Frightened Princess reaches a destination at once when one of
//! its witnesses crosses no threatened square; only the destinations whose every witness is
//! blocked need a search. Built once per start square and family, on first use, by one
//! enumeration of every ten-step path from the start (tens of thousands; about 2 million
//! instructions).

use super::bitboard::{Bits, CELLS, bit};
use super::readings::ESCAPE_STEPS;
use std::sync::OnceLock;

/// Witnesses kept per destination.
pub const WITNESSES: usize = 8;

/// The two civil families: orthogonal steps, diagonal steps.
const FAMILIES: [[(i32, i32); 4]; 2] = [
    [(0, 1), (1, 0), (0, -1), (-1, 0)],
    [(1, 1), (1, -1), (-1, -1), (-1, 1)],
];

pub struct Witnesses {
    /// The destinations of a ten-step path from the start on the empty board.
    pub dests: Bits,
    /// Per destination square, the squares between of its eight witnesses.
    masks: Box<[[Bits; WITNESSES]; CELLS]>,
}

/// The directions the witnesses lean to: the witness of direction `(dx, dy)` is a path whose
/// squares reach as far that way as any path's can (the sum of `dx * file + dy * rank` over its
/// squares between is greatest), so the eight witnesses of a destination skirt a blocked
/// region on every side.
const LEANS: [(i32, i32); WITNESSES] = [
    (0, -1),
    (0, 1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// What the enumeration keeps: per destination and lean, the best score and its path.
struct Best {
    score: [[i32; WITNESSES]; CELLS],
    mask: [[Bits; WITNESSES]; CELLS],
    dests: Bits,
    /// Per square, the neighbours in the family's directions.
    next: [[u8; 4]; CELLS],
    count: [u8; CELLS],
    /// Per square, its weight for each lean.
    weight: [[i32; WITNESSES]; CELLS],
}

impl Best {
    fn new(family: usize) -> Box<Best> {
        let mut b = Box::new(Best {
            score: [[i32::MIN; WITNESSES]; CELLS],
            mask: [[0; WITNESSES]; CELLS],
            dests: 0,
            next: [[0; 4]; CELLS],
            count: [0; CELLS],
            weight: [[0; WITNESSES]; CELLS],
        });
        for sq in 0..CELLS {
            let (f, r) = ((sq % 10) as i32, (sq / 10) as i32);
            for &(df, dr) in &FAMILIES[family] {
                let (nf, nr) = (f + df, r + dr);
                if (0..10).contains(&nf) && (0..10).contains(&nr) {
                    b.next[sq][b.count[sq] as usize] = (nr * 10 + nf) as u8;
                    b.count[sq] += 1;
                }
            }
            for (k, &(dx, dy)) in LEANS.iter().enumerate() {
                b.weight[sq][k] = dx * f + dy * r;
            }
        }
        b
    }

    /// Every path of `left` more steps from `here` that never crosses a square twice;
    /// `visited` holds the path, `between` its squares after the start, `score` their weights.
    fn walk(
        &mut self,
        here: usize,
        visited: Bits,
        between: Bits,
        score: [i32; WITNESSES],
        left: u32,
    ) {
        for i in 0..self.count[here] as usize {
            let n = self.next[here][i] as usize;
            if visited & bit(n) != 0 {
                continue;
            }
            if left == 1 {
                self.dests |= bit(n);
                for (k, &sc) in score.iter().enumerate() {
                    if sc > self.score[n][k] {
                        self.score[n][k] = sc;
                        self.mask[n][k] = between;
                    }
                }
            } else {
                let mut s = score;
                for (sk, w) in s.iter_mut().zip(self.weight[n]) {
                    *sk += w;
                }
                self.walk(n, visited | bit(n), between | bit(n), s, left - 1);
            }
        }
    }
}

impl Witnesses {
    fn build(start: usize, family: usize) -> Witnesses {
        let mut best = Best::new(family);
        best.walk(start, bit(start), 0, [0; WITNESSES], ESCAPE_STEPS);
        Witnesses {
            dests: best.dests,
            masks: Box::new(best.mask),
        }
    }

    /// The destinations among `targets` with a witness whose squares between are all in
    /// `pass`.
    #[inline]
    pub fn reached(&self, pass: Bits, targets: Bits) -> Bits {
        let blocked = !pass;
        let mut found = 0;
        let mut d = self.dests & targets;
        while d != 0 {
            let t = d.trailing_zeros() as usize;
            d &= d - 1;
            if self.masks[t].iter().any(|&m| m & blocked == 0) {
                found |= bit(t);
            }
        }
        found
    }
}

/// The witnesses of `family` (0 orthogonal, 1 diagonal) from `start` for ten-step escapes.
pub fn witnesses(family: usize, start: usize) -> &'static Witnesses {
    static TABLES: [[OnceLock<Witnesses>; CELLS]; 2] =
        [const { [const { OnceLock::new() }; CELLS] }; 2];
    TABLES[family][start].get_or_init(|| Witnesses::build(start, family))
}
