//! Poron Jikaida and its drills Pastang, Stikitche and Drak's City (`jikaida.md`, seed
//! `000_eaf044e3f2616059.txt`). One type serves the four game ids; the options carry the
//! mode.

mod attack;
mod brumbytes;
mod larger;
mod legal;
mod movegen;
mod notation;
mod options;
mod play;
mod position;
mod reach;
mod route;
mod side_vaults;
#[cfg(test)]
mod walks;
mod zeunt;

pub use legal::{FLUTTEMBER, KaidaGuard, KaidaGuardOf};
pub use notation::DRIN_NAMES;
pub use options::{
    DeldarMove, DraksNoMoves, First, FlutsmanFronts, FlutsmanStep, FreeMovement, JikaidaOptions,
    MissileFronts, MissileSlide, MissileStep, Mode, NotationForm, PallanTurn, PallanZeunt,
    PastangBack, Ranks, Repetition, Setup,
};
pub use play::JikaidaUndo;
use position::Bits;
pub use position::{
    BLUE, JikaidaPosition, JikaidaPositionOf, Kind, MAX_CELLS, MAX_WORDS, PORON_START, Piece,
    YELLOW,
};

use crate::{
    Dir, Effect, EndReason, Error, Game, Geometry, Move, Outcome, PieceView, Right, RuleState,
    Side, Square, Zobrist,
};

/// Poron Jikaida or one of its drills, under a set of options, on a board of at most `C`
/// squares with sets of `W` words of 64 (`W` is `C.div_ceil(64)`; stable Rust cannot
/// compute an array length from a const parameter). The capacity is the type's, so that a
/// Poron position does not carry the 864 squares of the largest board.
#[derive(Clone, Debug)]
pub struct JikaidaOf<const C: usize, const W: usize> {
    options: JikaidaOptions,
    geometry: Geometry,
    zobrist: Zobrist,
    /// Promotion choices for a Swod on its last rank.
    promotions: Vec<Kind>,
    /// Each side's King's starting square (`Square::NONE` without Kings).
    king_start: [Square; 2],
    /// Each side's Kapt and Chuktar starting squares, for the Fluttember.
    fluttember_squares: [Vec<(Square, Kind)>; 2],
    /// Per square, the squares within four files and ranks of it: where a first-move double
    /// move that reaches it can start (the Kaida test and its shortcut look only there).
    near: Vec<Bits<W>>,
    /// Per square, the squares a step from it: a vault starts only beside a piece.
    neighbours: Vec<Bits<W>>,
    /// Per square, the King's distance to every square (`Geometry::distance`), read row by
    /// row by the evaluation's loop over the pieces.
    distances: Vec<u8>,
    /// Per square, the squares a Paktun's leap from it reaches.
    leaps: Vec<Bits<W>>,
    /// Per square and direction (`Dir as usize`), the squares beyond it that way.
    rays: Vec<[Bits<W>; 8]>,
    /// Per square, the squares on its eight lines (the union of its `rays`).
    aligned: Vec<Bits<W>>,
    /// Per direction (`Dir as usize`), the squares with a square next to them that way.
    has_step: [Bits<W>; 8],
    /// Where each piece's regular moves could take something.
    reach: reach::Reach<W>,
    /// Whether free movement is in force: fronts count only at the enemy's home drins.
    free: bool,
    /// Per side, the enemy's home drins (its first drin row), where free movement ends.
    enemy_home: [Bits<W>; 2],
}

/// Poron Jikaida and its drills, whose boards fit Poron's 216 squares.
pub type Jikaida = JikaidaOf<MAX_CELLS, MAX_WORDS>;

/// Squares of the largest board, Jikshiv's 36 x 24.
pub const LARGE_CELLS: usize = 864;

/// Hyrshiv and Jikshiv, whose boards fit Jikshiv's 864 squares.
pub type JikaidaLarge = JikaidaOf<LARGE_CELLS, { LARGE_CELLS.div_ceil(64) }>;

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// The game for a game id (`jikaida`, `pastang`, `stikitche`, `draks-city`, and in a
    /// large enough type `hyrshiv`, `jikshiv`) with `key=value` options over that mode's
    /// defaults.
    pub fn for_id(id: &str, options: &[(String, String)]) -> Result<Self, Error> {
        let options = JikaidaOptions::for_game(id, options)?;
        let (files, ranks) = options.mode.board();
        if usize::from(files) * usize::from(ranks) > C {
            return Err(Error::Game(format!(
                "{id}'s board of {files} x {ranks} needs a larger position than this one"
            )));
        }
        Ok(Self::new(options))
    }

    /// Whether the mode has Kings (and so Kaida).
    pub fn has_kings(&self) -> bool {
        !matches!(self.options.mode, Mode::Pastang | Mode::DraksCity)
    }

    /// The squares of `b` and those a King's step from one (boards without holes).
    fn around(&self, b: &Bits<W>) -> Bits<W> {
        let files = self.geometry.files() as i32;
        let row = b
            .or(&b.and(&self.has_step[Dir::E as usize]).shifted(1))
            .or(&b.and(&self.has_step[Dir::W as usize]).shifted(-1));
        row.or(&row.shifted(files)).or(&row.shifted(-files))
    }

    /// Per direction (`Dir as usize`), the squares a straight vault that way may start from
    /// to take one of `victims` (boards without holes), found backwards from the victims:
    /// behind each, over the unbroken run of pieces behind it, the squares with at least
    /// `min_line` of them between; last, those of any direction.
    pub(super) fn vault_starts(&self, occupied: &Bits<W>, victims: &Bits<W>) -> [Bits<W>; 9] {
        let files = self.geometry.files() as i32;
        let min = self.min_line();
        let mut starts = [Bits::default(); 9];
        for d in Dir::ALL {
            let (dx, dy) = d.delta();
            // The squares whose next square that way is in `set`.
            let before = |set: &Bits<W>| {
                set.shifted(-(dx + dy * files))
                    .and(&self.has_step[d as usize])
            };
            // The squares `k` behind a victim with all `k` occupied.
            let mut run = before(victims).and(occupied);
            let mut k = 1;
            while !run.is_empty() {
                let from = before(&run);
                if k >= min {
                    starts[d as usize] = starts[d as usize].or(&from);
                }
                run = from.and(occupied);
                k += 1;
            }
            starts[8] = starts[8].or(&starts[d as usize]);
        }
        starts
    }

    /// How many of `side`'s pieces have one of their own on one of the three squares right
    /// behind them (the evaluation's links of vaulting lines), counted on bit sets.
    pub fn backed(&self, pos: &JikaidaPositionOf<C, W>, side: Side) -> u32 {
        let men = &pos.men[side.index()];
        let files = self.geometry.files() as i32;
        let ahead = if side == BLUE { -files } else { files };
        let before = men
            .shifted(ahead)
            .or(&men.and(&self.has_step[Dir::E as usize]).shifted(ahead + 1))
            .or(&men.and(&self.has_step[Dir::W as usize]).shifted(ahead - 1));
        before.and(men).count()
    }

    /// The King's distance from `sq` to each square, by square index.
    pub fn distances_from(&self, sq: Square) -> &[u8] {
        let cells = self.geometry.cells();
        &self.distances[sq.index() * cells..][..cells]
    }

    /// The shortest valid vaulting line: 3, or 2 in Pastang.
    pub fn min_line(&self) -> u8 {
        if self.options.mode == Mode::Pastang {
            2
        } else {
            3
        }
    }

    /// The side's last rank (rank index from 0).
    pub fn last_rank(&self, side: Side) -> u8 {
        if side == YELLOW {
            self.geometry.ranks() - 1
        } else {
            0
        }
    }

    /// The pieces a Swod may promote to.
    pub fn promotions(&self) -> &[Kind] {
        &self.promotions
    }

    /// The result the position decides (Nikaida, a side without pieces).
    fn decided_now(&self, pos: &JikaidaPositionOf<C, W>) -> Option<Outcome> {
        let mover = pos.to_move;
        let other = mover.opponent();
        match self.options.mode {
            Mode::Poron | Mode::Stikitche | Mode::Hyrshiv | Mode::Jikshiv => {
                // The side that just moved had only its King: its one Nikaida move is over.
                if pos.count(other) == 1 {
                    return Some(if pos.count(mover) == 1 {
                        Outcome::Draw {
                            reason: EndReason::NikaidaDraw,
                        }
                    } else {
                        Outcome::Win {
                            winner: mover,
                            reason: EndReason::Nikaida,
                        }
                    });
                }
                None
            }
            Mode::Pastang | Mode::DraksCity => {
                let reason = if self.options.mode == Mode::Pastang {
                    EndReason::AllPiecesLost
                } else {
                    EndReason::CityLost
                };
                // Drak's City: "lost its Pallan and all its Swods" (other pieces, possible
                // only from a position string, do not count). Asked at every node of a
                // search: a Pallan, kept in a set, answers at once.
                let alive = |side: Side| {
                    if self.options.mode == Mode::Pastang {
                        pos.count(side) > 0
                    } else {
                        pos.pallans[side.index()].iter().next().is_some()
                            || self.geometry.squares().any(|s| {
                                let p = pos.piece(s);
                                p.belongs(side) && p.is(Kind::Swod)
                            })
                    }
                };
                match (alive(mover), alive(other)) {
                    (false, false) => Some(Outcome::Draw { reason }),
                    (false, true) => Some(Outcome::Win {
                        winner: other,
                        reason,
                    }),
                    (true, false) => Some(Outcome::Win {
                        winner: mover,
                        reason,
                    }),
                    (true, true) => None,
                }
            }
        }
    }

    /// The move in drin notation (`Zhantil A2-Zhantil A4`), whatever the `notation` option.
    pub fn drin_notation(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> String {
        self.notation_in(pos, mv, NotationForm::Drin)
    }
}

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// The game under `options` on `geometry`, without the start's King and Fluttember
    /// squares (`new` adds them): a board of another size can be tried before its game has
    /// a start position.
    pub(crate) fn on(options: JikaidaOptions, geometry: Geometry) -> Self {
        const { assert!(W == C.div_ceil(64), "sets of W words hold the C squares") };
        assert!(geometry.cells() <= C, "board larger than a position holds");
        let promotions = match options.mode {
            Mode::Poron | Mode::Stikitche => vec![
                Kind::Pallan,
                Kind::Kapt,
                Kind::Chuktar,
                Kind::Jiktar,
                Kind::Hikdar,
                Kind::Paktun,
                Kind::Deldar,
            ],
            Mode::Pastang => {
                // "only to pieces that are being used in the game": the back rank's kinds.
                let mut kinds: Vec<Kind> = options
                    .pastang_back
                    .letters()
                    .chars()
                    .filter_map(Kind::from_letter)
                    .filter(|&k| k != Kind::Swod)
                    .collect();
                kinds.sort();
                kinds.dedup();
                kinds
            }
            Mode::DraksCity => vec![Kind::Pallan],
            // "all may be a promoted Swod's choice" (jikaida-large.md, "The new pieces").
            Mode::Hyrshiv | Mode::Jikshiv => Kind::ALL[1..]
                .iter()
                .copied()
                .filter(|&k| k != Kind::Swod)
                .collect(),
        };
        let kinds = if options.mode.is_larger() {
            position::ZOBRIST_LARGER
        } else {
            position::ZOBRIST_PORON
        };
        let free = options.mode.is_larger() && options.free_movement == FreeMovement::HomeCentral;
        let mut game = JikaidaOf {
            options,
            zobrist: Zobrist::new(kinds, geometry.cells(), 0x071C_A1DA),
            geometry,
            promotions,
            king_start: [Square::NONE; 2],
            fluttember_squares: [Vec::new(), Vec::new()],
            near: Vec::new(),
            neighbours: Vec::new(),
            distances: Vec::new(),
            leaps: Vec::new(),
            rays: Vec::new(),
            aligned: Vec::new(),
            has_step: [Bits::default(); 8],
            reach: reach::Reach::default(),
            free,
            enemy_home: [Bits::default(); 2],
        };
        let g = &game.geometry;
        // Yellow's home drins are ranks 1-6, Blue's the last six (jikaida-large.md, "Boards").
        for sq in g.squares() {
            if g.rank(sq) < 6 {
                game.enemy_home[BLUE.index()].set(sq);
            } else if g.rank(sq) >= g.ranks() - 6 {
                game.enemy_home[YELLOW.index()].set(sq);
            }
        }
        for sq in g.squares() {
            for d in Dir::ALL {
                if g.step(sq, d).is_some() {
                    game.has_step[d as usize].set(sq);
                }
            }
        }
        game.distances = (0..g.cells() as u16)
            .flat_map(|a| (0..g.cells() as u16).map(move |b| g.distance(Square(a), Square(b))))
            .collect();
        game.leaps = (0..g.cells())
            .map(|i| {
                let mut leaps = Bits::default();
                for &(df, dr) in &crate::geometry::KNIGHT {
                    if let Some(to) = g.offset(Square(i as u16), df, dr) {
                        leaps.set(to);
                    }
                }
                leaps
            })
            .collect();
        game.rays = (0..g.cells())
            .map(|i| {
                Dir::ALL.map(|d| {
                    let mut ray = Bits::default();
                    let mut s = Square(i as u16);
                    while let Some(next) = g.step(s, d) {
                        ray.set(next);
                        s = next;
                    }
                    ray
                })
            })
            .collect();
        game.aligned = game
            .rays
            .iter()
            .map(|rays| rays.iter().fold(Bits::default(), |all, ray| all.or(ray)))
            .collect();
        game.near = (0..g.cells())
            .map(|i| {
                let mut area = Bits::default();
                for s in g.squares() {
                    if g.distance(s, Square(i as u16)) <= 4 {
                        area.set(s);
                    }
                }
                area
            })
            .collect();
        game.neighbours = g
            .squares()
            .map(|sq| {
                let mut around = Bits::default();
                for next in Dir::ALL.iter().filter_map(|&d| g.step(sq, d)) {
                    around.set(next);
                }
                around
            })
            .collect();
        game.reach = reach::Reach::new(&game);
        game
    }
}

impl<const C: usize, const W: usize> Game for JikaidaOf<C, W> {
    type Position = JikaidaPositionOf<C, W>;
    type Undo = JikaidaUndo;
    type Options = JikaidaOptions;

    fn id(&self) -> &'static str {
        use crate::Choice;
        self.options.mode.name()
    }

    fn new(options: JikaidaOptions) -> Self {
        let (files, ranks) = options.mode.board();
        let geometry = Geometry::alphabetic(files, ranks).with_zones(6, 6);
        let mut game = Self::on(options, geometry);
        let start = game.start();
        for sq in game.geometry.squares() {
            let p = start.piece(sq);
            let Some(side) = p.side() else { continue };
            match p.kind() {
                Kind::King => game.king_start[side.index()] = sq,
                k @ (Kind::Kapt | Kind::Chuktar) => {
                    game.fluttember_squares[side.index()].push((sq, k))
                }
                _ => {}
            }
        }
        game
    }

    fn options(&self) -> &JikaidaOptions {
        &self.options
    }

    fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    fn side_name(&self, side: Side) -> &'static str {
        if side == YELLOW { "Yellow" } else { "Blue" }
    }

    /// The seed's scoring (Yellow, Blue): Hyrkaida 1, Tikaida and Nikaida 1/2 to the winner,
    /// a Nikaida draw 1/2 each. Other wins (the drills, resignation) count 1, other draws
    /// 1/2 each.
    fn points(&self, outcome: Outcome) -> (f32, f32) {
        let split = |winner: Side, p: f32| if winner == YELLOW { (p, 0.0) } else { (0.0, p) };
        match outcome {
            Outcome::Win { winner, reason } => match reason {
                EndReason::Tikaida | EndReason::Nikaida => split(winner, 0.5),
                _ => split(winner, 1.0),
            },
            Outcome::Draw { .. } => (0.5, 0.5),
        }
    }

    fn start(&self) -> JikaidaPositionOf<C, W> {
        self.parse(&self.start_text())
            .expect("the start position parses")
    }

    fn side_to_move(&self, pos: &JikaidaPositionOf<C, W>) -> Side {
        pos.to_move
    }

    fn piece_at(&self, pos: &JikaidaPositionOf<C, W>, sq: Square) -> Option<PieceView> {
        let p = pos.piece(sq);
        Some(PieceView {
            side: p.side()?,
            kind: p.kind().letter(),
        })
    }

    fn legal_moves(&self, pos: &JikaidaPositionOf<C, W>, out: &mut Vec<Move>) {
        self.generate_legal(pos, out);
    }

    fn play(&self, pos: &mut JikaidaPositionOf<C, W>, mv: Move) -> JikaidaUndo {
        self.play_move(pos, mv)
    }

    fn undo(&self, pos: &mut JikaidaPositionOf<C, W>, mv: Move, undo: JikaidaUndo) {
        self.undo_move(pos, mv, undo)
    }

    fn hash(&self, pos: &JikaidaPositionOf<C, W>) -> u64 {
        pos.hash
    }

    fn decided(&self, pos: &JikaidaPositionOf<C, W>) -> Option<Outcome> {
        self.decided_now(pos)
    }

    fn no_legal_move(&self, pos: &JikaidaPositionOf<C, W>) -> Outcome {
        let winner = pos.to_move.opponent();
        if self.options.mode == Mode::DraksCity && self.options.no_moves == DraksNoMoves::Passes {
            return Outcome::Draw {
                reason: EndReason::NoLegalMove,
            };
        }
        let reason = if !self.has_kings() {
            EndReason::NoLegalMove
        } else if self.in_kaida(pos, pos.to_move) {
            EndReason::Hyrkaida
        } else {
            EndReason::Tikaida
        };
        Outcome::Win { winner, reason }
    }

    fn repetition(&self, _pos: &JikaidaPositionOf<C, W>) -> Option<Outcome> {
        match self.options.repetition {
            Repetition::Draw => Some(Outcome::Draw {
                reason: EndReason::Repetition,
            }),
            Repetition::Off => None,
        }
    }

    /// A bare King could not win (jikaida.md, "Nikaida": his one move draws at best, by
    /// taking his opponent's last piece other than the King); the drills without Kings, and
    /// a side with more than its King, might.
    fn could_win(&self, pos: &JikaidaPositionOf<C, W>, side: Side) -> bool {
        !self.has_kings() || pos.count(side) > 1
    }

    fn effects(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> Vec<Effect> {
        self.move_effects(pos, mv)
    }

    fn notation(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> String {
        self.write_move(pos, mv)
    }

    fn parse_move(&self, pos: &JikaidaPositionOf<C, W>, text: &str) -> Result<Move, Error> {
        self.read_move(pos, text)
    }

    fn parse_position(&self, text: &str) -> Result<JikaidaPositionOf<C, W>, Error> {
        self.parse(text)
    }

    fn format_position(&self, pos: &JikaidaPositionOf<C, W>) -> String {
        self.format(pos)
    }

    fn rule_state(&self, pos: &JikaidaPositionOf<C, W>) -> RuleState {
        let mut state = RuleState::default();
        for side in Side::BOTH {
            let Some(king) = pos.king(side) else { continue };
            if self.in_kaida(pos, side) {
                state.in_check.push(king);
            }
            if pos.may_fluttember(side) {
                state.rights.push((king, Right::Fluttember));
            }
        }
        state
    }
}

#[cfg(test)]
mod capacity {
    //! The rules are generic in the board's capacity: Jikshiv's 864 squares (36 files of 24
    //! ranks) go through the same code as Poron's 216.
    use super::{Jikaida, JikaidaOf, JikaidaOptions, JikaidaPositionOf};
    use crate::{Game, Geometry, Move};

    type Jikshiv = JikaidaOf<864, 14>;

    /// Every line of `depth` moves from `pos`, each played and taken back: the hash kept is
    /// the one computed afresh, and taking back restores position and hash. Returns the
    /// leaves.
    fn walk<const C: usize, const W: usize>(
        game: &JikaidaOf<C, W>,
        pos: &mut JikaidaPositionOf<C, W>,
        depth: u32,
    ) -> u64 {
        let mut moves: Vec<Move> = Vec::new();
        game.legal_moves(pos, &mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut leaves = 0;
        for mv in moves {
            let (before, hash) = (pos.clone(), game.hash(pos));
            let undo = game.play(pos, mv);
            assert_eq!(game.hash(pos), game.full_hash(pos), "{mv:?}");
            leaves += walk(game, pos, depth - 1);
            game.undo(pos, mv, undo);
            assert_eq!((&*pos, game.hash(pos)), (&before, hash), "{mv:?}");
        }
        leaves
    }

    /// jikaida-large.md, "Square names": "Drin notation is unchanged: drin name, local file
    /// `A`-`F`, local rank `1`-`6`, from Yellow's side (`s1` = Sleeth A1, `aj24` = Calsany F6,
    /// `r24` = Dermiflon F6)", and "every Hyrshiv square keeps its drin name" (`g3` = Zhantil
    /// A3 on every board).
    #[test]
    fn drin_names_cover_the_largest_board() {
        let geometry = Geometry::alphabetic(36, 24).with_zones(6, 6);
        let game = Jikshiv::on(JikaidaOptions::default(), geometry);
        let poron = Jikaida::for_id("jikaida", &[]).expect("Poron Jikaida");
        for (global, drin) in [
            ("s1", "Sleeth A1"),
            ("aj24", "Calsany F6"),
            ("r24", "Dermiflon F6"),
            ("g3", "Zhantil A3"),
            ("y13", "Risslaca A1"),
        ] {
            let sq = game.geometry().parse_square(global).expect("on the board");
            assert_eq!(game.drin_square_name(sq), drin);
            assert_eq!(game.read_square(drin), Some(sq), "{drin}");
        }
        let g3 = poron
            .geometry()
            .parse_square("g3")
            .expect("on Poron's board");
        assert_eq!(poron.drin_square_name(g3), "Zhantil A3");
        // A drin beyond Poron's board names no square there.
        assert_eq!(poron.read_square("Sleeth A1"), None);
        for sq in game.geometry().squares() {
            assert_eq!(game.read_square(&game.drin_square_name(sq)), Some(sq));
        }
    }

    #[test]
    fn a_36_by_24_board_plays_and_takes_back() {
        let geometry = Geometry::alphabetic(36, 24).with_zones(6, 6);
        let game = Jikshiv::on(JikaidaOptions::default(), geometry);
        // Kings and Pallans in opposite corners, pieces spread over the sets' 14 words.
        let mut rows = vec!["34pk", "30ss1sss"];
        rows.extend(["36"; 10]);
        rows.extend(["17P18", "36", "20C15"]);
        rows.extend(["36"; 6]);
        rows.extend(["5T30", "3SSD30", "K35"]);
        let text = format!("{} y -", rows.join("/"));
        let mut pos = game.parse_position(&text).expect("a 36x24 position");
        assert_eq!(game.format_position(&pos), text);
        let blue_king = game.geometry().parse_square("aj24").expect("on the board");
        assert_eq!(pos.king(super::BLUE), Some(blue_king));
        assert_eq!(blue_king.index(), 863);
        let mut moves = Vec::new();
        game.legal_moves(&pos, &mut moves);
        assert!(moves.iter().any(|m| m.to.index() > 512), "{moves:?}");
        let leaves = walk(&game, &mut pos, 2);
        println!("{} moves, {leaves} lines of two", moves.len());
        assert!(leaves > 1000, "{leaves}");
    }

    #[test]
    fn a_larger_capacity_plays_poron_alike() {
        let small = Jikaida::new(JikaidaOptions::default());
        let large = Jikshiv::new(JikaidaOptions::default());
        let (mut a, mut b) = (small.start(), large.start());
        assert_eq!(small.hash(&a), large.hash(&b));
        assert_eq!(walk(&small, &mut a, 2), walk(&large, &mut b, 2));
    }
}
