//! Fetlar Hnefatafl on 11 x 11 (`tafl.md`, seed `004_d1f937064d30c949.txt`).

mod capture;
mod fort;
mod movegen;
mod notation;
mod opentafl;
mod options;
mod position;
mod shieldwall;

pub use capture::TaflUndo;
pub use opentafl::{MoveRecord, Rules, board_record, read_move_record, read_rules, write_rules};
pub use options::{EdgeFort, Preset, Repetition, Shieldwall, Surround, TaflOptions, ThroneRule};
pub use position::{ATTACKERS, DEFENDERS, Piece, START, TaflPosition};

use crate::{Effect, PieceView, YesNo};
use crate::{EndReason, Error, Game, Geometry, Move, Outcome, Side, Special, Square, Zobrist};

/// Fetlar Hnefatafl on the 11 x 11 board, under a set of options.
#[derive(Clone, Debug)]
pub struct Tafl {
    options: TaflOptions,
    geometry: Geometry,
    zobrist: Zobrist,
    throne: Square,
}

impl Tafl {
    fn armed_king(&self) -> bool {
        self.options.armed_king == YesNo::Yes
    }

    /// Whether the attackers have enclosed the king and every defender: no square a defender
    /// stands on is connected to the edge through squares free of attackers.
    fn defenders_enclosed(&self, pos: &TaflPosition) -> bool {
        let g = &self.geometry;
        let mut seen = [false; position::CELLS];
        let mut stack: Vec<Square> = g
            .squares()
            .filter(|&s| {
                let (f, r) = (g.file(s), g.rank(s));
                (f == 0 || r == 0 || f == 10 || r == 10) && pos.piece(s) != Piece::Attacker
            })
            .collect();
        while let Some(s) = stack.pop() {
            if std::mem::replace(&mut seen[s.index()], true) {
                continue;
            }
            if pos.piece(s).side() == Some(DEFENDERS) {
                return false;
            }
            for d in crate::Dir::ORTHOGONAL {
                if let Some(n) = g.step(s, d)
                    && !seen[n.index()]
                    && pos.piece(n) != Piece::Attacker
                {
                    stack.push(n);
                }
            }
        }
        true
    }
}

impl Game for Tafl {
    type Position = TaflPosition;
    type Undo = TaflUndo;
    type Options = TaflOptions;

    fn new(options: TaflOptions) -> Tafl {
        let geometry = Geometry::new(11, 11, "abcdefghijk")
            .with_special(&["a1", "a11", "k1", "k11"], Special::Refuge)
            .with_special(&["f6"], Special::Throne);
        let throne = geometry.parse_square("f6").expect("f6 is on the board");
        Tafl {
            options,
            zobrist: Zobrist::new(3, geometry.cells(), 0x7AF1),
            geometry,
            throne,
        }
    }

    fn id(&self) -> &'static str {
        "tafl"
    }

    fn options(&self) -> &TaflOptions {
        &self.options
    }

    fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    fn side_name(&self, side: Side) -> &'static str {
        match side {
            ATTACKERS => "Attackers",
            DEFENDERS => "Defenders",
        }
    }

    /// The defenders could always win while the king stands (the attackers may step aside).
    /// The attackers need three men to take the king (four, or three and the empty throne:
    /// tafl.md, "Capture"); fewer can neither shut in every defender nor leave them without
    /// a move (the king alone needs three squares closed round him), so they could win only
    /// by a repetition that the rules score against the defenders.
    fn could_win(&self, pos: &TaflPosition, side: Side) -> bool {
        side == DEFENDERS
            || pos.men(ATTACKERS).count_ones() >= 3
            || matches!(
                self.options.repetition,
                Repetition::DefendersLose | Repetition::MoverLoses
            )
    }

    fn start(&self) -> TaflPosition {
        self.parse(START).expect("the start position parses")
    }

    fn side_to_move(&self, pos: &TaflPosition) -> Side {
        pos.to_move
    }

    fn piece_at(&self, pos: &TaflPosition, sq: Square) -> Option<PieceView> {
        let piece = pos.piece(sq);
        Some(PieceView {
            side: piece.side()?,
            kind: piece.letter()?.to_ascii_uppercase(),
        })
    }

    fn legal_moves(&self, pos: &TaflPosition, out: &mut Vec<Move>) {
        out.clear();
        if self.decided(pos).is_none() {
            self.generate(pos, out);
        }
    }

    fn play(&self, pos: &mut TaflPosition, mv: Move) -> TaflUndo {
        self.play_move(pos, mv)
    }

    fn undo(&self, pos: &mut TaflPosition, mv: Move, undo: TaflUndo) {
        self.undo_move(pos, mv, undo)
    }

    fn hash(&self, pos: &TaflPosition) -> u64 {
        pos.hash
    }

    fn decided(&self, pos: &TaflPosition) -> Option<Outcome> {
        let win = |winner, reason| Some(Outcome::Win { winner, reason });
        match pos.king {
            None => return win(ATTACKERS, EndReason::KingCaptured),
            Some(k) if self.geometry.special(k) == Special::Refuge => {
                return win(DEFENDERS, EndReason::KingEscaped);
            }
            Some(_) => {}
        }
        if self.options.edge_fort == EdgeFort::Win && self.in_edge_fort(pos) {
            return win(DEFENDERS, EndReason::EdgeFort);
        }
        if self.options.surround == Surround::AttackersWin && self.defenders_enclosed(pos) {
            return win(ATTACKERS, EndReason::DefendersSurrounded);
        }
        None
    }

    fn no_legal_move(&self, pos: &TaflPosition) -> Outcome {
        self.options.no_moves.outcome(pos.to_move)
    }

    /// The third occurrence of `pos`, made by the move just played (the side to move did
    /// not make it).
    fn repetition(&self, pos: &TaflPosition) -> Option<Outcome> {
        let reason = EndReason::Repetition;
        match self.options.repetition {
            Repetition::Draw => Some(Outcome::Draw { reason }),
            Repetition::Off => None,
            Repetition::DefendersLose => Some(Outcome::Win {
                winner: ATTACKERS,
                reason,
            }),
            Repetition::MoverLoses => Some(Outcome::Win {
                winner: pos.to_move,
                reason,
            }),
        }
    }

    fn effects(&self, pos: &TaflPosition, mv: Move) -> Vec<Effect> {
        self.move_effects(pos, mv)
    }

    fn notation(&self, pos: &TaflPosition, mv: Move) -> String {
        self.write_move(pos, mv)
    }

    fn parse_move(&self, pos: &TaflPosition, text: &str) -> Result<Move, Error> {
        self.read_move(pos, text)
    }

    fn parse_position(&self, text: &str) -> Result<TaflPosition, Error> {
        self.parse(text)
    }

    fn format_position(&self, pos: &TaflPosition) -> String {
        self.format(pos)
    }
}
