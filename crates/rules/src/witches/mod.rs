//! Jacks and Witches 84 (`witches.md`, seed `001_77fd705ac19cfb75.txt`): Antoine Fourrière's
//! 84-square variant with a hole, teleporters, Witches, one-eyed Jacks and Can(n)ons.

mod attack;
mod movegen;
mod notation;
mod options;
mod play;
mod position;

pub use movegen::CheckGuard;
pub use options::{JackStay, WitchesOptions};
pub use play::WitchesUndo;
pub use position::{BLACK, CELLS, Kind, Piece, START, WHITE, WitchesPosition};

use crate::Effect;
use crate::{
    Dir, EndReason, Error, Game, Geometry, Move, Outcome, PieceView, RuleState, Side, Special,
    Square, Zobrist,
};

/// The twelve removed squares.
pub const HOLES: [&str; 12] = [
    "d3", "e3", "c4", "d4", "e4", "f4", "c5", "d5", "e5", "f5", "d6", "e6",
];
/// The four teleporters.
pub const TELEPORTERS: [&str; 4] = ["c3", "f3", "c6", "f6"];

/// Jacks and Witches 84: its board of holes and teleporters, and the tables its moves use.
#[derive(Clone, Debug)]
pub struct Witches {
    options: WitchesOptions,
    geometry: Geometry,
    zobrist: Zobrist,
    teleporters: [Square; 4],
    /// Each square's Jack eye: the mirror square on the same rank.
    mirror: [Square; CELLS],
    /// Whether a square is dark (file index + rank even, `a1` dark).
    dark: [bool; CELLS],
    /// Neighbours, Knight leaps and Lion leaps of each square, `Square::NONE` after the last.
    neighbours: [[Square; 8]; CELLS],
    knight: [[Square; 8]; CELLS],
    lion: [[Square; 8]; CELLS],
    /// Where each side drops its Jacks: c2-f2 for White, c7-f7 for Black.
    drop_squares: [[Square; 4]; 2],
    /// For each cell, the cells on its rank, file and diagonals, as bits.
    aligned: [u128; CELLS],
    /// For each cell, the cells whose pieces a Witch there would immobilize, as bits.
    spell: [u128; CELLS],
    /// For each cell and direction (`Dir::ALL`), the cells along the line from it, as bits.
    rays: [[u128; 8]; CELLS],
}

fn table(g: &Geometry, offsets: &[(i32, i32)]) -> [[Square; 8]; CELLS] {
    let mut t = [[Square::NONE; 8]; CELLS];
    for sq in g.squares() {
        let mut n = 0;
        for &(df, dr) in offsets {
            if let Some(to) = g.offset(sq, df, dr) {
                t[sq.index()][n] = to;
                n += 1;
            }
        }
    }
    t
}

impl Witches {
    /// The position `play` leaves, for callers that want a new value.
    pub fn after(&self, pos: &WitchesPosition, mv: Move) -> WitchesPosition {
        let mut next = *pos;
        self.play_move(&mut next, mv);
        next
    }

    /// Whether `side`'s King is in check.
    pub fn is_check(&self, pos: &WitchesPosition, side: Side) -> bool {
        self.in_check(pos, side)
    }

    /// The squares (bit per cell index) whose pieces a Witch on `sq` immobilizes, if they
    /// are her enemies: those she stands next to.
    pub fn spell(&self, sq: Square) -> u128 {
        self.spell[sq.index()]
    }

    /// Whether the piece on `sq` is immobilized by an enemy Witch next to it.
    pub fn is_immobilized(&self, pos: &WitchesPosition, sq: Square) -> bool {
        pos.piece(sq)
            .side()
            .is_some_and(|side| self.frozen(pos, sq, side))
    }

    fn only_kings(&self, pos: &WitchesPosition) -> bool {
        pos.hand == [0, 0]
            && pos
                .board
                .iter()
                .all(|p| p.is_empty() || p.kind() == Some(Kind::King))
    }
}

impl Game for Witches {
    type Position = WitchesPosition;
    type Undo = WitchesUndo;
    type Options = WitchesOptions;

    fn new(options: WitchesOptions) -> Witches {
        let geometry = Geometry::new(12, 8, "yzabcdefghij")
            .with_special(&HOLES, Special::Hole)
            .with_special(&TELEPORTERS, Special::Teleporter);
        let sq = |name| geometry.parse_square(name).expect("a square");
        let teleporters = TELEPORTERS.map(sq);
        let mut mirror = [Square::NONE; CELLS];
        let mut dark = [false; CELLS];
        for i in 0..CELLS {
            let s = Square(i as u16);
            let (f, r) = (geometry.file(s), geometry.rank(s));
            mirror[i] = geometry.square(11 - f, r);
            dark[i] = (f + r) % 2 == 0;
        }
        let steps: Vec<(i32, i32)> = Dir::ALL.iter().map(|d| d.delta()).collect();
        let leaps: Vec<(i32, i32)> = steps.iter().map(|&(f, r)| (2 * f, 2 * r)).collect();
        let drop_squares = [
            ["c2", "d2", "e2", "f2"].map(sq),
            ["c7", "d7", "e7", "f7"].map(sq),
        ];
        let mut aligned = [0u128; CELLS];
        for (a, bits) in aligned.iter_mut().enumerate() {
            let (fa, ra) = (a % 12, a / 12);
            for b in 0..CELLS {
                let (fb, rb) = (b % 12, b / 12);
                if a != b && (fa == fb || ra == rb || fa.abs_diff(fb) == ra.abs_diff(rb)) {
                    *bits |= 1u128 << b;
                }
            }
        }
        let neighbours = table(&geometry, &steps);
        let mut spell = [0u128; CELLS];
        for (cell, near) in neighbours.iter().enumerate() {
            for n in near.iter().take_while(|n| **n != Square::NONE) {
                spell[n.index()] |= 1 << cell;
            }
        }
        let mut rays = [[0u128; 8]; CELLS];
        for sq in geometry.squares() {
            for (i, &d) in Dir::ALL.iter().enumerate() {
                let mut s = sq;
                while let Some(n) = geometry.step(s, d) {
                    rays[sq.index()][i] |= 1 << n.index();
                    s = n;
                }
            }
        }
        Witches {
            aligned,
            rays,
            spell,
            options,
            zobrist: Zobrist::new(22, geometry.cells(), 0x0084_3177),
            neighbours,
            knight: table(&geometry, &crate::geometry::KNIGHT),
            lion: table(&geometry, &leaps),
            geometry,
            teleporters,
            mirror,
            dark,
            drop_squares,
        }
    }

    fn id(&self) -> &'static str {
        "witches"
    }

    fn options(&self) -> &WitchesOptions {
        &self.options
    }

    fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    fn side_name(&self, side: Side) -> &'static str {
        match side {
            WHITE => "White",
            BLACK => "Black",
        }
    }

    /// A lone King with no Jack in hand cannot mate (witches.md, "End of the game": checkmate
    /// wins; a King gives no check); any other piece, or a Jack to drop, might.
    fn could_win(&self, pos: &WitchesPosition, side: Side) -> bool {
        pos.in_hand(side) > 0
            || self.geometry.squares().any(|sq| {
                let piece = pos.piece(sq);
                piece.side() == Some(side) && piece.kind() != Some(Kind::King)
            })
    }

    fn start(&self) -> WitchesPosition {
        self.parse(START).expect("the start position parses")
    }

    fn side_to_move(&self, pos: &WitchesPosition) -> Side {
        pos.to_move
    }

    fn piece_at(&self, pos: &WitchesPosition, sq: Square) -> Option<PieceView> {
        let piece = pos.piece(sq);
        Some(PieceView {
            side: piece.side()?,
            kind: piece.kind()?.letter(),
        })
    }

    fn legal_moves(&self, pos: &WitchesPosition, out: &mut Vec<Move>) {
        if self.decided(pos).is_some() {
            out.clear();
        } else {
            self.generate_legal(pos, out);
        }
    }

    fn play(&self, pos: &mut WitchesPosition, mv: Move) -> WitchesUndo {
        self.play_move(pos, mv)
    }

    fn undo(&self, pos: &mut WitchesPosition, mv: Move, undo: WitchesUndo) {
        self.undo_move(pos, mv, undo)
    }

    fn hash(&self, pos: &WitchesPosition) -> u64 {
        pos.hash
    }

    /// King against King, and the fifty-move rule (a mate on the hundredth halfmove stands).
    fn decided(&self, pos: &WitchesPosition) -> Option<Outcome> {
        if self.only_kings(pos) {
            return Some(Outcome::Draw {
                reason: EndReason::KingAgainstKing,
            });
        }
        if pos.halfmove >= 100 && (!self.in_check(pos, pos.to_move) || self.has_legal_move(pos)) {
            return Some(Outcome::Draw {
                reason: EndReason::FiftyMoves,
            });
        }
        None
    }

    fn no_legal_move(&self, pos: &WitchesPosition) -> Outcome {
        if self.in_check(pos, pos.to_move) {
            Outcome::Win {
                winner: pos.to_move.opponent(),
                reason: EndReason::Checkmate,
            }
        } else {
            Outcome::Draw {
                reason: EndReason::Stalemate,
            }
        }
    }

    fn repetition(&self, _pos: &WitchesPosition) -> Option<Outcome> {
        Some(Outcome::Draw {
            reason: EndReason::Repetition,
        })
    }

    fn effects(&self, pos: &WitchesPosition, mv: Move) -> Vec<Effect> {
        self.move_effects(pos, mv)
    }

    fn notation(&self, pos: &WitchesPosition, mv: Move) -> String {
        self.write_move(pos, mv)
    }

    fn parse_move(&self, pos: &WitchesPosition, text: &str) -> Result<Move, Error> {
        self.read_move(pos, text)
    }

    fn parse_position(&self, text: &str) -> Result<WitchesPosition, Error> {
        self.parse(text)
    }

    fn format_position(&self, pos: &WitchesPosition) -> String {
        self.format(pos)
    }

    fn rule_state(&self, pos: &WitchesPosition) -> RuleState {
        let mut state = RuleState::default();
        for side in Side::BOTH {
            if self.is_check(pos, side) {
                state.in_check.push(pos.king(side));
            }
            state.set_hand(side, Kind::Jack.letter(), pos.in_hand(side) as usize);
        }
        state.immobilized = self
            .geometry
            .squares()
            .filter(|&sq| self.is_immobilized(pos, sq))
            .collect();
        state
    }
}
