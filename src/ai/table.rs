//! The transposition table: one entry per slot, replaced when the new result is as deep or
//! comes from another position.

use crate::rules::Move;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is at least this (a cutoff).
    Lower,
    /// The score is at most this (no move raised alpha).
    Upper,
}

#[derive(Copy, Clone, Debug)]
pub struct Entry {
    pub key: u64,
    pub mv: Move,
    pub score: i32,
    pub depth: i8,
    pub bound: Bound,
}

pub struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of about `megabytes` (a power of two of entries, at least 1024).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes << 20) / std::mem::size_of::<Option<Entry>>();
        let len = (wanted.max(1024) + 1).next_power_of_two() / 2;
        Table {
            entries: vec![None; len],
            mask: len - 1,
        }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    pub fn store(&mut self, key: u64, mv: Move, score: i32, depth: i8, bound: Bound) {
        let slot = &mut self.entries[key as usize & self.mask];
        if slot.is_none_or(|e| e.key != key || e.depth <= depth) {
            *slot = Some(Entry {
                key,
                mv,
                score,
                depth,
                bound,
            });
        }
    }
}
