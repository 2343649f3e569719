//! perft: the number of legal move sequences of a given length (rules README).

use super::{Game, Move};

/// Reusable move buffers, one per ply, so counting allocates nothing per node.
pub struct Perft {
    buffers: Vec<Vec<Move>>,
}

impl Perft {
    /// Buffers for counting to `depth` plies.
    pub fn new(depth: u32) -> Perft {
        Perft {
            buffers: (0..depth.max(1)).map(|_| Vec::with_capacity(256)).collect(),
        }
    }

    /// perft(depth) from `pos`, which it leaves as it found it; `depth` is at most the
    /// depth the buffers were made for.
    pub fn count<G: Game>(&mut self, game: &G, pos: &mut G::Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = std::mem::take(&mut self.buffers[depth as usize - 1]);
        game.legal_moves(pos, &mut moves);
        let nodes = if depth == 1 {
            moves.len() as u64
        } else {
            let mut sum = 0;
            for &mv in &moves {
                let undo = game.play(pos, mv);
                sum += self.count(game, pos, depth - 1);
                game.undo(pos, mv, undo);
            }
            sum
        };
        self.buffers[depth as usize - 1] = moves;
        nodes
    }
}

/// perft(depth) from `pos`.
pub fn perft<G: Game>(game: &G, pos: &mut G::Position, depth: u32) -> u64 {
    Perft::new(depth).count(game, pos, depth)
}

/// perft(depth - 1) after each legal root move, in generation order.
pub fn divide<G: Game>(game: &G, pos: &mut G::Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let mut counter = Perft::new(depth);
    moves
        .into_iter()
        .map(|mv| {
            let undo = game.play(pos, mv);
            let n = counter.count(game, pos, depth - 1);
            game.undo(pos, mv, undo);
            (mv, n)
        })
        .collect()
}
