//! The transposition table: buckets of two entries, one kept for the deepest result and one
//! for the latest. A result goes over its position's entry (unless that is deeper), else into
//! the first if it is as deep as the entry there, whose old entry then takes the second's
//! place, else into the second; an entry of an earlier search counts as shallower. With one
//! entry a slot, where any other position's result replaced it, a small endgame's search
//! (Stikitche, to depth 14) grew fivefold when its table was halved and two threads, filling
//! it twice as fast, took anywhere from a quarter to three times one thread's time.
//! The threads of a parallel search share it without locks: an entry is three words, the
//! first its key xor the other two, so a slot half written by one thread while another reads
//! it fails the key check and reads as a miss.

use jikai_rules::{Move, Square};
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

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
    /// The buckets' count less one (a power of two).
    mask: usize,
    /// The search the table's results now come from (`new_search`), kept with each entry.
    generation: AtomicU8,
}

/// Entries a bucket: the deepest result's and the latest's.
const WAYS: usize = 2;

/// Plies of depth an entry loses, as a victim, for each search it is older than the current.
const AGE_PLIES: i32 = 4;

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

/// Score, depth, bound and generation in one word; the bound is never 0, so an empty slot
/// (all zeros) never reads as an entry.
fn pack_data(score: i32, depth: i8, bound: Bound, generation: u8) -> u64 {
    let bound = match bound {
        Bound::Exact => 1,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    u64::from(score as u32)
        | u64::from(depth as u8) << 32
        | bound << 40
        | u64::from(generation) << 48
}

fn unpack_data(w: u64) -> Option<(i32, i8, Bound)> {
    let bound = match (w >> 40) & 0xff {
        1 => Bound::Exact,
        2 => Bound::Lower,
        3 => Bound::Upper,
        _ => return None,
    };
    Some((w as u32 as i32, (w >> 32) as u8 as i8, bound))
}

impl Table {
    /// A table of about `megabytes` (a power of two of buckets, at least 256).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes << 20) / (WAYS * std::mem::size_of::<Slot>());
        let buckets = (wanted.max(256) + 1).next_power_of_two() / 2;
        Table {
            slots: (0..buckets * WAYS).map(|_| Slot::default()).collect(),
            mask: buckets - 1,
            generation: AtomicU8::new(0),
        }
    }

    /// Marks the results stored from now on as a new search's: the older ones go first.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn bucket(&self, key: u64) -> &[Slot] {
        let first = (key as usize & self.mask) * WAYS;
        &self.slots[first..first + WAYS]
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.bucket(key).iter().find_map(|slot| {
            let (check, mv, data) = slot.read();
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
        })
    }

    pub fn store(&self, key: u64, mv: Move, score: i32, depth: i8, bound: Bound) {
        let generation = self.generation.load(Ordering::Relaxed);
        let [deep, latest] = self.bucket(key) else {
            unreachable!("a bucket has two entries")
        };
        let (deep_words, latest_words) = (deep.read(), latest.read());
        let holds = |(check, mv, data): (u64, u64, u64)| check ^ mv ^ data == key;
        let deeper = |(_, _, data): (u64, u64, u64)| {
            unpack_data(data).is_some_and(|(_, old, _)| old > depth)
        };
        // What the deep entry is worth keeping: its depth, less for each search since.
        let worth = match unpack_data(deep_words.2) {
            None => i32::MIN,
            Some((_, old, _)) => {
                let age = generation.wrapping_sub((deep_words.2 >> 48) as u8);
                i32::from(old) - AGE_PLIES * i32::from(age)
            }
        };
        let target = if holds(deep_words) {
            if deeper(deep_words) {
                return;
            }
            deep
        } else if holds(latest_words) && deeper(latest_words) {
            return;
        } else if worth <= i32::from(depth) {
            if worth > i32::MIN {
                latest.write(deep_words);
            }
            deep
        } else {
            latest
        };
        let (mv, data) = (pack_move(mv), pack_data(score, depth, bound, generation));
        target.write((key ^ mv ^ data, mv, data));
    }
}

impl Slot {
    fn read(&self) -> (u64, u64, u64) {
        (
            self.check.load(Ordering::Relaxed),
            self.mv.load(Ordering::Relaxed),
            self.data.load(Ordering::Relaxed),
        )
    }

    fn write(&self, (check, mv, data): (u64, u64, u64)) {
        self.check.store(check, Ordering::Relaxed);
        self.mv.store(mv, Ordering::Relaxed);
        self.data.store(data, Ordering::Relaxed);
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
        // Another position in the bucket, shallower, goes beside it; a third replaces that.
        let same_bucket = |k: u64| 42 + k * (table.mask as u64 + 1);
        table.store(same_bucket(1), mv, 1, 2, Bound::Upper);
        assert!(table.probe(42).is_some() && table.probe(same_bucket(1)).is_some());
        table.store(same_bucket(2), mv, 1, 3, Bound::Upper);
        assert!(table.probe(same_bucket(1)).is_none(), "the latest went");
        assert_eq!(table.probe(42).unwrap().depth, 5, "the deepest stays");
        // One as deep as the deepest takes its place, and the deepest becomes the latest.
        table.store(same_bucket(3), mv, 1, 5, Bound::Upper);
        assert!(table.probe(42).is_some() && table.probe(same_bucket(3)).is_some());
        assert!(table.probe(same_bucket(2)).is_none());
        // An entry of an earlier search counts `AGE_PLIES` shallower a search: after two, a
        // depth-1 result takes the depth-5 entry's place.
        table.new_search();
        table.new_search();
        table.store(same_bucket(4), mv, 1, 1, Bound::Upper);
        assert!(table.probe(same_bucket(4)).is_some() && table.probe(same_bucket(3)).is_some());
        assert!(table.probe(42).is_none());
        // A slot torn between two writers reads as a miss.
        let other = same_bucket(4);
        for slot in table.bucket(other) {
            slot.data
                .store(pack_data(2, 9, Bound::Exact, 0), Ordering::Relaxed);
        }
        assert!(table.probe(other).is_none());
    }
}
