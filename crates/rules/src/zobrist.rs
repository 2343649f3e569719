/// Zobrist keys: one random 64-bit key per (piece kind, square) and one for the side to move,
/// so a position's hash updates by XOR as pieces come and go. The keys come from a fixed seed,
/// so hashes are the same on every run and every machine.
#[derive(Clone, Debug)]
pub struct Zobrist {
    squares: usize,
    keys: Vec<u64>,
    north_to_move: u64,
}

impl Zobrist {
    /// Keys for `kinds` piece kinds on `squares` squares, drawn from `seed`.
    pub fn new(kinds: usize, squares: usize, seed: u64) -> Zobrist {
        let mut state = seed;
        let mut next = || {
            // splitmix64
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let keys = (0..kinds * squares).map(|_| next()).collect();
        Zobrist {
            squares,
            keys,
            north_to_move: next(),
        }
    }

    /// Key of piece kind `kind` (0-based, game-defined) on square index `square`.
    #[inline]
    pub fn piece(&self, kind: usize, square: usize) -> u64 {
        self.keys[kind * self.squares + square]
    }

    /// XORed in while North is to move.
    pub fn north_to_move(&self) -> u64 {
        self.north_to_move
    }
}
