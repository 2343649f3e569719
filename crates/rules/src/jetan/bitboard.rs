//! The 10 x 10 board as a 128-bit set: bit `rank * 10 + file`, the same index as `Square`.

/// A set of squares, one bit per square.
pub type Bits = u128;

pub const CELLS: usize = 100;
pub const BOARD: Bits = (1 << CELLS) - 1;

const fn file_mask(file: usize) -> Bits {
    let mut m = 0;
    let mut r = 0;
    while r < 10 {
        m |= 1 << (r * 10 + file);
        r += 1;
    }
    m
}

const FILE_A: Bits = file_mask(0);
const FILE_J: Bits = file_mask(9);

#[inline]
pub fn bit(sq: usize) -> Bits {
    1 << sq
}

#[inline]
fn north(b: Bits) -> Bits {
    (b << 10) & BOARD
}

#[inline]
fn south(b: Bits) -> Bits {
    b >> 10
}

#[inline]
fn east(b: Bits) -> Bits {
    (b << 1) & !FILE_A & BOARD
}

#[inline]
fn west(b: Bits) -> Bits {
    (b >> 1) & !FILE_J
}

/// Every square one orthogonal step from a square of `b`.
#[inline]
pub fn orth(b: Bits) -> Bits {
    north(b) | south(b) | east(b) | west(b)
}

/// Every square one diagonal step from a square of `b`.
#[inline]
pub fn diag(b: Bits) -> Bits {
    let ew = east(b) | west(b);
    north(ew) | south(ew)
}

/// Every square one step of either kind from a square of `b`.
#[inline]
pub fn king(b: Bits) -> Bits {
    orth(b) | diag(b)
}

/// The squares of a set, lowest first.
#[inline]
pub fn squares(mut b: Bits) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if b == 0 {
            return None;
        }
        let sq = b.trailing_zeros() as usize;
        b &= b - 1;
        Some(sq)
    })
}
