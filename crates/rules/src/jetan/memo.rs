//! A per-thread table of chained-escape answers: whether a ten-step path from a start to a
//! target exists through a given set of crossable squares. The key holds everything the
//! answer depends on (family, start, target, and the crossable squares among those a path
//! between them can use at all), so a stored answer is exact; a full slot is overwritten.
//! The table is allocated once per thread, on first use.

use super::bitboard::Bits;
use std::cell::RefCell;

const SLOTS: usize = 1 << 14;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Key {
    squares: Bits,
    /// 1 (in use), family, start, target.
    id: u32,
}

impl Key {
    pub fn new(family: u8, start: usize, target: usize, squares: Bits) -> Key {
        Key {
            squares,
            id: 1 << 24 | u32::from(family) << 16 | (start as u32) << 8 | target as u32,
        }
    }

    fn slot(&self) -> usize {
        let h = (self.squares as u64)
            ^ ((self.squares >> 64) as u64).rotate_left(29)
            ^ u64::from(self.id).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h.wrapping_mul(0xD6E8_FEB8_6659_FD93) >> (64 - SLOTS.trailing_zeros())) as usize
    }
}

/// The answer's bit in a stored key's `id`.
const REACHED: u32 = 1 << 25;

thread_local! {
    /// The stored keys, each with its answer in `REACHED` (32 bytes a slot, 512 KiB).
    static TABLE: RefCell<Vec<Key>> = const { RefCell::new(Vec::new()) };
}

const EMPTY: Key = Key { squares: 0, id: 0 };

/// The answer stored for `key`, if any.
pub fn get(key: Key) -> Option<bool> {
    TABLE.with(|t| {
        let t = t.borrow();
        let k = t.get(key.slot())?;
        (k.squares == key.squares && k.id & !REACHED == key.id).then_some(k.id & REACHED != 0)
    })
}

/// Stores the answer for `key`.
pub fn put(key: Key, reached: bool) {
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        if t.is_empty() {
            t.resize(SLOTS, EMPTY);
        }
        let slot = key.slot();
        t[slot] = Key {
            squares: key.squares,
            id: key.id | if reached { REACHED } else { 0 },
        };
    })
}
