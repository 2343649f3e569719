//! Jetan, the Martian chess of Burroughs' *The Chessmen of Mars*, with every reading of
//! L. Lynn Smith's "The Rules of Jetan" (`jetan.md`, seeds 002 and 003).

mod bitboard;
mod descriptive;
mod escape;
mod memo;
mod movegen;
mod notation;
mod option_table;
mod options;
mod play;
mod position;
mod readings;
mod record;
mod tables;
mod wager;
mod witness;

pub use bitboard::Bits;
pub use options::{ChiefCapture, First, JetanOptions, Notation, Preset, Setup, SideRules};
pub use play::JetanUndo;
pub use position::{BLACK, Ended, JetanPosition, Kind, ORANGE};
pub use readings::{Chief, Courage, Dwar, Escape, Flier, Padwar, Panthan, Thoat, Warrior};
pub use record::{read_record_text, record_text};
pub use wager::{
    Dice, Duel, DuelFormat, MAX_TIES, Purse, Settlement, Wager, duel, next_random, pass_move, throw,
};

use crate::Effect;
use crate::{
    EndReason, Error, Game, Geometry, Move, Outcome, PieceView, Right, RuleState, Side, Square,
    YesNo, Zobrist,
};
use readings::{EscapeShape, Rule};
use tables::Table;

/// `Move::tag` of the Princess's escape (an ordinary move to the same square is another move).
pub const ESCAPE: u8 = 1;
/// `Move::tag` of a pass (Pay to Move); its squares are `Square::NONE`.
pub const PASS: u8 = 2;

/// One side's readings turned into tables.
#[derive(Clone)]
pub(crate) struct SideMoves {
    rules: [Rule; 8],
    tables: [&'static Table; 8],
    jumps: [bool; 8],
    princess_frightened: bool,
    threat_limit: bool,
    escape_shape: EscapeShape,
    escape_frightened: bool,
}

impl SideMoves {
    fn new(r: &SideRules, side: Side) -> SideMoves {
        let rules = [
            r.panthan.rule(side),
            r.warrior.rule(),
            r.padwar.rule(),
            r.thoat.rule(),
            r.dwar.rule(),
            r.flier.rule(),
            r.chief.rule(),
            r.princess_moves.rule(),
        ];
        let mut jumps = [false; 8];
        jumps[Kind::Thoat as usize] = r.thoat == Thoat::Jump;
        jumps[Kind::Flier as usize] = r.flier_jumps == YesNo::Yes;
        jumps[Kind::Princess as usize] = true;
        SideMoves {
            rules,
            tables: rules.map(tables::table),
            jumps,
            princess_frightened: r.princess == Courage::Frightened,
            threat_limit: r.threat_limit == YesNo::Yes,
            escape_shape: r.escape.shape(),
            escape_frightened: r.escape.frightened(),
        }
    }
}

impl std::fmt::Debug for SideMoves {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SideMoves")
            .field("rules", &self.rules)
            .finish()
    }
}

/// Jetan under a set of readings and rules: the game the app and the AI play.
#[derive(Clone, Debug)]
pub struct Jetan {
    options: JetanOptions,
    geometry: Geometry,
    zobrist: Zobrist,
    sides: [SideMoves; 2],
    /// A wager mode is set: moves play through `wager.rs`.
    wagered: bool,
}

/// The destinations of the escape `escape` from square index `start` when the squares of
/// `pass` may be crossed and those of `targets` ended on: the function move generation uses
/// for a Frightened escape (with `pass` the unthreatened squares), open for tests and tools.
pub fn escape_reach(escape: Escape, start: usize, pass: Bits, targets: Bits) -> Bits {
    escape::reach(escape.shape(), start, pass, targets)
}

impl Jetan {
    /// The destinations of `kind` of `side` from `sq` alone on an empty board (for the
    /// seed's diagrams; the Princess without her threatened-square limit).
    pub fn destinations_alone(&self, side: Side, kind: Kind, sq: Square) -> Vec<Square> {
        let d = self.reach(side, kind, sq.index(), 0);
        bitboard::squares(d).map(|s| Square(s as u16)).collect()
    }

    /// The start position's board for the setup option, ranks 10 to 1.
    fn start_text(&self) -> String {
        let [black, orange] = self.options.setup.back_ranks();
        let first = match self.options.first {
            First::Black => 'b',
            First::Orange => 'o',
        };
        format!("{orange}/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/{black} {first} BO -")
    }
}

impl Game for Jetan {
    type Position = JetanPosition;
    type Undo = JetanUndo;
    type Options = JetanOptions;

    fn new(options: JetanOptions) -> Jetan {
        let geometry = Geometry::new(10, 10, "abcdefghij");
        let sides = [
            SideMoves::new(&options.black, BLACK),
            SideMoves::new(&options.orange, ORANGE),
        ];
        Jetan {
            wagered: options.wager != Wager::None,
            options,
            zobrist: Zobrist::new(19, geometry.cells(), 0x7E7A),
            geometry,
            sides,
        }
    }

    fn id(&self) -> &'static str {
        "jetan"
    }

    fn options(&self) -> &JetanOptions {
        &self.options
    }

    fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    fn side_name(&self, side: Side) -> &'static str {
        position::side_word(side)
    }

    /// Seed 002's head of a record: the readings each side agreed to, the game's rules.
    fn record_header(&self) -> Option<String> {
        Some(self.options.record_header())
    }

    fn start(&self) -> JetanPosition {
        let mut pos = self
            .parse(&self.start_text())
            .expect("the start position parses");
        let without = &self.options.without;
        if without.iter().any(|w| !w.is_empty()) {
            for (s, squares) in without.iter().enumerate() {
                for &sq in squares {
                    let sq = sq as usize;
                    if pos.board[sq] != 0 && position::side_of(pos.board[sq]).index() == s {
                        pos.remove(sq);
                    }
                }
            }
            pos.purse = self.initial_purse(&pos);
            pos.hash = self.full_hash(&pos);
        }
        pos
    }

    fn side_to_move(&self, pos: &JetanPosition) -> Side {
        pos.to_move
    }

    fn piece_at(&self, pos: &JetanPosition, sq: Square) -> Option<PieceView> {
        let (kind, side) = pos.piece(sq)?;
        Some(PieceView {
            side,
            kind: kind.letter(),
        })
    }

    fn legal_moves(&self, pos: &JetanPosition, out: &mut Vec<Move>) {
        out.clear();
        if pos.ended == Ended::No {
            if self.wagered {
                self.generate_wager(pos, out);
            } else {
                self.generate(pos, out);
            }
        }
    }

    fn play(&self, pos: &mut JetanPosition, mv: Move) -> JetanUndo {
        if self.wagered {
            self.play_wager(pos, mv)
        } else {
            self.play_move(pos, mv)
        }
    }

    fn undo(&self, pos: &mut JetanPosition, mv: Move, undo: JetanUndo) {
        if self.wagered {
            self.undo_wager(pos, mv, undo)
        } else {
            self.undo_move(pos, mv, undo)
        }
    }

    fn hash(&self, pos: &JetanPosition) -> u64 {
        pos.hash
    }

    fn decided(&self, pos: &JetanPosition) -> Option<Outcome> {
        let win = |winner, reason| Some(Outcome::Win { winner, reason });
        let draw = |reason| Some(Outcome::Draw { reason });
        match pos.ended {
            Ended::No => None,
            Ended::PrincessTaken(w) => win(w, EndReason::PrincessCaptured),
            Ended::ChiefTakesChief(w) => win(w, EndReason::ChiefTakesChief),
            Ended::ChiefCaptured => draw(EndReason::ChiefCaptured),
            Ended::TenMoves => draw(EndReason::TenMoveCount),
            Ended::PassedTwice(w) => win(w, EndReason::PassedTwice),
        }
    }

    fn no_legal_move(&self, pos: &JetanPosition) -> Outcome {
        self.options.no_moves.outcome(pos.to_move)
    }

    fn repetition(&self, _pos: &JetanPosition) -> Option<Outcome> {
        None
    }

    fn effects(&self, pos: &JetanPosition, mv: Move) -> Vec<Effect> {
        self.move_effects(pos, mv)
    }

    fn notation(&self, pos: &JetanPosition, mv: Move) -> String {
        self.write_move(pos, mv)
    }

    /// The escape (`e`): the Princess reaches the same square as by an ordinary move.
    fn coordinate_mark(&self, mv: Move) -> Option<char> {
        (mv.tag == ESCAPE).then_some('e')
    }

    /// Technical moves; a descriptive one needs the moves from the start (`parse_in_line`).
    fn parse_move(&self, pos: &JetanPosition, text: &str) -> Result<Move, Error> {
        if Self::is_technical(text) {
            self.read_move(pos, text)
        } else {
            Err(Self::descriptive_needs_start(text))
        }
    }

    /// Descriptive moves when `notation=descriptive` and the game began at the setup's start.
    fn line_notation(&self, start: &JetanPosition, moves: &[Move]) -> Vec<String> {
        let descriptive = self.options.notation == Notation::Descriptive;
        let mut origins = self.origins_after(start, &[]).filter(|_| descriptive);
        let mut pos = *start;
        moves
            .iter()
            .map(|&mv| {
                let text = origins
                    .as_ref()
                    .and_then(|o| self.describe(&pos, o, mv))
                    .unwrap_or_else(|| self.write_move(&pos, mv));
                let before = pos;
                self.play(&mut pos, mv);
                if let Some(o) = &mut origins {
                    o.follow(&before, &pos, mv);
                }
                text
            })
            .collect()
    }

    /// Either notation; descriptive moves where the game began at the setup's start.
    fn parse_in_line(
        &self,
        start: &JetanPosition,
        moves: &[Move],
        pos: &JetanPosition,
        text: &str,
    ) -> Result<Move, Error> {
        if Self::is_technical(text) {
            return self.read_move(pos, text);
        }
        let origins = self
            .origins_after(start, moves)
            .ok_or_else(|| Self::descriptive_needs_start(text))?;
        self.read_descriptive(pos, &origins, text)
    }

    fn check_start(&self, start: &JetanPosition) -> Result<(), Error> {
        if self.options.notation == Notation::Descriptive && *start != self.start() {
            return Err(Error::Position(
                "notation=descriptive names each piece by the square it started on, so it needs the setup's start: use notation=technical with a set position".into(),
            ));
        }
        Ok(())
    }

    fn parse_position(&self, text: &str) -> Result<JetanPosition, Error> {
        self.parse(text)
    }

    fn format_position(&self, pos: &JetanPosition) -> String {
        self.format(pos)
    }

    /// The escapes still held, and the threatened squares while they bind the side to move's
    /// Princess (not under readings that let her enter them).
    fn rule_state(&self, pos: &JetanPosition) -> RuleState {
        let mut state = RuleState::default();
        for side in Side::BOTH {
            let p = pos.princess[side.index()];
            if p != position::NO_SQUARE && pos.has_escape(side) {
                state.rights.push((Square(p as u16), Right::Escape));
            }
        }
        let me = pos.to_move;
        let binding = self.sides[me.index()].needs_threats(pos.has_escape(me));
        if pos.ended == Ended::No && pos.princess[me.index()] != position::NO_SQUARE && binding {
            state.threatened = bitboard::squares(self.threatened(pos, me))
                .map(|s| Square(s as u16))
                .collect();
            state.threatened_for = Some(Square(pos.princess[me.index()] as u16));
        }
        state
    }
}
