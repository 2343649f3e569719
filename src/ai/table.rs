//! The transposition table: one entry per slot, replaced when the new result is as deep or
//! comes from another position. The threads of a parallel search share it without locks:
//! an entry is three words, the first its key xor the other two, so a slot half written by
//! one thread while another reads it fails the key check and reads as a miss.

use crate::rules::{Move, Square};
use std::sync::atomic::{AtomicU64, Ordering};

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
    pub mv: Move,
    pub score: i32,
    pub depth: i8,
    pub bound: Bound,
}

#[derive(Default)]
struct Slot {
    check: AtomicU64,
    mv: AtomicU64,
    data: AtomicU64,
}

pub struct Table {
    slots: Vec<Slot>,
    mask: usize,
}

fn pack_move(mv: Move) -> u64 {
    u64::from(mv.from.0)
        | u64::from(mv.to.0) << 16
        | u64::from(mv.via.0) << 32
        | u64::from(mv.tag) << 48
}

fn unpack_move(w: u64) -> Move {
    Move {
        from: Square(w as u16),
        to: Square((w >> 16) as u16),
        via: Square((w >> 32) as u16),
        tag: (w >> 48) as u8,
    }
}

/// Score, depth and bound in one word; the bound is never 0, so an empty slot (all zeros)
/// never reads as an entry.
fn pack_data(score: i32, depth: i8, bound: Bound) -> u64 {
    let bound = match bound {
        Bound::Exact => 1,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    u64::from(score as u32) | u64::from(depth as u8) << 32 | bound << 40
}

fn unpack_data(w: u64) -> Option<(i32, i8, Bound)> {
    let bound = match w >> 40 {
        1 => Bound::Exact,
        2 => Bound::Lower,
        3 => Bound::Upper,
        _ => return None,
    };
    Some((w as u32 as i32, (w >> 32) as u8 as i8, bound))
}

impl Table {
    /// A table of about `megabytes` (a power of two of entries, at least 1024).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes << 20) / std::mem::size_of::<Slot>();
        let len = (wanted.max(1024) + 1).next_power_of_two() / 2;
        Table {
            slots: (0..len).map(|_| Slot::default()).collect(),
            mask: len - 1,
        }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = &self.slots[key as usize & self.mask];
        let check = slot.check.load(Ordering::Relaxed);
        let mv = slot.mv.load(Ordering::Relaxed);
        let data = slot.data.load(Ordering::Relaxed);
        if check ^ mv ^ data != key {
            return None;
        }
        let (score, depth, bound) = unpack_data(data)?;
        Some(Entry {
            mv: unpack_move(mv),
            score,
            depth,
            bound,
        })
    }

    pub fn store(&self, key: u64, mv: Move, score: i32, depth: i8, bound: Bound) {
        let slot = &self.slots[key as usize & self.mask];
        if self.probe(key).is_some_and(|e| e.depth > depth) {
            return;
        }
        let (mv, data) = (pack_move(mv), pack_data(score, depth, bound));
        slot.check.store(key ^ mv ^ data, Ordering::Relaxed);
        slot.mv.store(mv, Ordering::Relaxed);
        slot.data.store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_read_back_and_deeper_ones_stay() {
        let table = Table::new(1);
        let mv = Move {
            from: Square(3),
            to: Square(200),
            via: Square::NONE,
            tag: 0x80,
        };
        assert!(table.probe(42).is_none());
        table.store(42, mv, -29_990, 5, Bound::Lower);
        let e = table.probe(42).unwrap();
        assert_eq!(
            (e.mv, e.score, e.depth, e.bound),
            (mv, -29_990, 5, Bound::Lower)
        );
        table.store(42, Move::PASS, 7, 3, Bound::Exact);
        assert_eq!(
            table.probe(42).unwrap().depth,
            5,
            "a shallower result leaves it"
        );
        table.store(42, Move::PASS, 7, 5, Bound::Exact);
        assert_eq!(table.probe(42).unwrap().bound, Bound::Exact);
        // Another position in the same slot replaces it; the first then misses.
        let other = 42 + (table.mask as u64 + 1);
        table.store(other, mv, 1, -1, Bound::Upper);
        assert!(table.probe(42).is_none());
        assert_eq!(table.probe(other).unwrap().depth, -1);
        // A slot torn between two writers reads as a miss.
        let slot = &table.slots[other as usize & table.mask];
        slot.data
            .store(pack_data(2, 9, Bound::Exact), Ordering::Relaxed);
        assert!(table.probe(other).is_none());
    }
}
