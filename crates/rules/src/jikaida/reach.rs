//! Where a piece's regular moves (`gen_regular`: steps, slides, turns, leaps and a first
//! move's parts) could take something, per square, found by generating them on an otherwise
//! empty board. Other pieces only block those routes (a capture ends where its route meets a
//! piece), so a piece with no victim in its reach has no regular capture, and a capture list
//! passes over it without walking its routes (`Jikaida::gen_regular`).

use super::JikaidaOf;
use super::movegen::forward;
use super::position::{Bits, JikaidaPositionOf, Kind, Piece, YELLOW};
use super::route::{Route, Sink};
use crate::{Side, Square};

/// The reach of each class of piece from each square. A class is what a piece's regular
/// moves depend on besides its square: its kind, whether it has moved (Swod, Deldar and
/// Paktun), and for the Swod its side.
#[derive(Clone, Debug, Default)]
pub(super) struct Reach<const W: usize> {
    /// Per `Piece::code`, its class.
    class: Vec<u8>,
    /// Per class, per square.
    squares: Vec<Bits<W>>,
    cells: usize,
}

/// Every destination, wanted or not.
struct Everywhere<const W: usize>(Bits<W>);

impl<const W: usize> Sink<W> for Everywhere<W> {
    fn add(&mut self, to: Square, _route: Route) -> bool {
        self.0.set(to);
        false
    }
}

impl<const W: usize> Reach<W> {
    pub(super) fn new<const C: usize>(game: &JikaidaOf<C, W>) -> Self {
        let g = &game.geometry;
        let mut reach = Reach {
            class: vec![0; Piece::CODES],
            squares: Vec::new(),
            cells: g.cells(),
        };
        let mut classes: Vec<Piece> = Vec::new();
        for kind in Kind::ALL {
            for side in Side::BOTH {
                for moved in [false, true] {
                    let piece = Piece::new(kind, side, moved);
                    // The Swod's moves depend on its side, and with free movement every
                    // piece's fronts do.
                    let own = kind == Kind::Swod || game.free;
                    let class = Piece::new(kind, if own { side } else { YELLOW }, moved);
                    let i = match classes.iter().position(|&c| c == class) {
                        Some(i) => i,
                        None => {
                            classes.push(class);
                            reach.add_class(game, class);
                            classes.len() - 1
                        }
                    };
                    reach.class[piece.code()] = i as u8;
                }
            }
        }
        reach
    }

    fn add_class<const C: usize>(&mut self, game: &JikaidaOf<C, W>, piece: Piece) {
        let g = &game.geometry;
        for i in 0..self.cells {
            let from = Square(i as u16);
            let mut pos = JikaidaPositionOf::<C, W>::empty(YELLOW);
            pos.board[from.index()] = piece;
            let mut sink = Everywhere(Bits::default());
            game.gen_regular(&pos, from, piece, piece.kind(), &mut sink);
            if piece.is(Kind::Swod) {
                // A Swod takes only aslant: its moves straight ahead never capture.
                let ahead = forward(piece.side().expect("a piece"))[0];
                let mut s = from;
                while let Some(next) = g.step(s, ahead) {
                    sink.0.clear(next);
                    s = next;
                }
            }
            self.squares.push(sink.0);
        }
    }

    /// Where `piece` on `from` could take something with a regular move.
    #[inline]
    pub(super) fn of(&self, piece: Piece, from: Square) -> &Bits<W> {
        &self.squares[usize::from(self.class[piece.code()]) * self.cells + from.index()]
    }
}

#[cfg(test)]
mod tests {
    //! Every regular capture of every piece, generated without the gate on positions of
    //! random games, lies in the piece's reach, under several option sets.
    use super::super::Mode;
    use super::super::walks::{every_reading, walk};
    use super::Everywhere;
    use crate::Game;

    fn check(mode: Mode, pairs: &[(&str, &str)], games: u64) {
        let mut captures = 0;
        walk(mode, pairs, games, |game, pos| {
            for from in game.geometry().squares() {
                let piece = pos.piece(from);
                let Some(side) = piece.side() else { continue };
                let mut all = Everywhere(Default::default());
                game.gen_regular(pos, from, piece, piece.kind(), &mut all);
                let taken = all.0.and(&pos.men[side.opponent().index()]);
                captures += taken.count();
                assert_eq!(
                    taken.and(game.reach.of(piece, from)),
                    taken,
                    "{} in {}",
                    game.geometry().square_name(from),
                    game.format_position(pos)
                );
            }
        });
        assert!(captures > 100, "{mode:?} {pairs:?}: {captures} captures");
    }

    #[test]
    fn regular_captures_lie_in_the_reach() {
        every_reading([4, 20, 20, 0, 3, 2], check);
    }
}
