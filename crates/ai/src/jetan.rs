//! Jetan evaluation: Smith's price list (Panthan 1 ... Chief 10), the Princess's safety (the
//! game is lost when she is taken, so enemy pieces near her weigh heavily) and the Chief's (a
//! Chief taken by a lesser piece draws), her unused escape, Panthans' advance, and in the
//! endgame the side ahead's mop-up (the enemy Princess's squares taken away, its Chief near her).

use super::{Evaluate, SearchMoves, nearness, trade_down};
use jikai_rules::jetan::{BLACK, Jetan, JetanPosition, JetanUndo, Kind};
use jikai_rules::{Game, Move, Side, Square};

/// The evaluation's tunable numbers with their hand values (`Evaluate::TUNABLE`; the
/// Panthan, 100, is the unit): Smith's prices x 100; per enemy piece within two squares of
/// the Princess, and of the Chief (a Chief taken by a lesser piece ends the game drawn,
/// which the side ahead must not allow); a Princess who still has her escape; per rank a
/// Panthan has advanced; the attack on the Princess, in hundredths of a point per square a
/// piece has come nearer her (king's distance, within `REACH`) per 100 of its value up to
/// the Dwar's; how many hundredths of once it counts once fewer than `OPEN` pieces are
/// left (a lead is won by taking the Princess, not kept); the lead traded down
/// (`trade_down`'s scale); and, for the side ahead once fewer than `OPEN` pieces are left,
/// the mop-up: per square of the `ROOM` a Princess has in the open that the enemy
/// Princess has not (off the board, taken or threatened: she is caught only where she has
/// nowhere left to go, in practice on an edge or in a corner), and per square its Chief
/// stands nearer her (king's distance, within `REACH`; two squares in from her corner the
/// Chief alone covers all her squares). Without them the side ahead left a Chief and a
/// Princess with its last pieces about them and the game ran to the length cap.
const TUNABLE: &[(&str, i32)] = &[
    ("warrior", 200),
    ("padwar", 200),
    ("thoat", 300),
    ("dwar", 400),
    ("flier", 400),
    ("chief", 1_000),
    ("princess_pressed", 35),
    ("chief_pressed", 30),
    ("escape_kept", 40),
    ("panthan_advance", 4),
    ("tropism", 100),
    ("endgame", 300),
    ("trade_down", 1_000),
    ("princess_cornered", 8),
    ("chief_tropism", 10),
];
const PANTHAN: i32 = 100;
const REACH: i32 = 9;
const OPEN: usize = 12;
/// The squares a Princess can move to in the open, on an empty board (the default reading).
const ROOM: i32 = 32;

/// The weights as the evaluation reads them (`Evaluate::weights`).
#[derive(Clone)]
pub struct JetanWeights {
    /// Per `Kind as usize`: the value.
    values: [i32; 8],
    /// The attack on the enemy Princess, per stage (before `OPEN`, then after), `Kind as
    /// usize` and king's distance to her (up to `REACH`): counted once per piece by a
    /// lookup, since it was a product and a division per piece on every evaluation.
    tropism: [[[i32; REACH as usize + 1]; 8]; 2],
    princess_pressed: i32,
    chief_pressed: i32,
    escape_kept: i32,
    panthan_advance: i32,
    trade_down: i32,
    princess_cornered: i32,
    chief_tropism: i32,
}

fn value(kind: Kind) -> i32 {
    kind.value() as i32 * 100
}

/// What Jetan's evaluation sums over the pieces (`Evaluate::Sums`), per side: the material,
/// the Panthans' ranks advanced, the attack on the enemy Princess, and where the Chief stands.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct JetanSums {
    material: [i32; 2],
    advance: [i32; 2],
    attack: [i32; 2],
    chief: [Option<Square>; 2],
}

/// The index of `JetanWeights::tropism` with `found` pieces on the board.
fn stage(found: usize) -> usize {
    usize::from(found < OPEN)
}

/// Adds (`sign` 1) or takes away (-1) the share of a piece (its square, kind and side) in
/// `sums`, its side's enemy Princess on `princess`.
fn add_share(
    game: &Jetan,
    w: &JetanWeights,
    sums: &mut JetanSums,
    stage: usize,
    princess: Option<Square>,
    (sq, kind, side): (Square, Kind, Side),
    sign: i32,
) {
    let g = game.geometry();
    let s = side.index();
    sums.material[s] += sign * w.values[kind as usize];
    match kind {
        Kind::Princess => return,
        Kind::Chief => {
            sums.chief[s] = (sign > 0).then_some(sq);
            return;
        }
        Kind::Panthan => {
            let rank = g.rank(sq) as i32;
            sums.advance[s] += sign
                * if side == BLACK {
                    rank
                } else {
                    g.ranks() as i32 - 1 - rank
                };
        }
        _ => {}
    }
    if let Some(p) = princess {
        let d = usize::from(g.distance(sq, p)).min(REACH as usize);
        sums.attack[s] += sign * w.tropism[stage][kind as usize][d];
    }
}

impl SearchMoves for Jetan {
    type Guard = ();

    /// A Princess under attack must be moved or covered at once, and a chase of her
    /// (the one way to win a won ending) is a few such attacks deep.
    fn in_check(&self, pos: &JetanPosition) -> bool {
        self.princess_attacked(pos)
    }

    fn capture_value(&self, pos: &JetanPosition, mv: Move) -> i32 {
        if mv.from == Square::NONE || mv.to == Square::NONE {
            return 0;
        }
        match pos.piece(mv.to) {
            Some((Kind::Princess, side)) if Some(side) != pos.piece(mv.from).map(|p| p.1) => {
                100 * value(Kind::Chief)
            }
            Some((kind, side)) if Some(side) != pos.piece(mv.from).map(|p| p.1) => value(kind),
            _ => 0,
        }
    }
}

impl Evaluate for Jetan {
    type Sums = JetanSums;
    type Weights = JetanWeights;
    const TUNABLE: &'static [(&'static str, i32)] = TUNABLE;
    /// Strong players' games that have not ended by ply 300 (150 moves a side) are mostly
    /// endings a piece or two up that the rules give no way to win but taking the Princess,
    /// who keeps a free square on an edge (docs/ai.md, "Jetan's mop-up"); Master converts
    /// its leads later than that (from ply 250 it won 9 games of 40 against Expert, from 300
    /// 15).
    const WEARY: usize = 300;

    fn weights(&self, v: &[i32]) -> JetanWeights {
        // Per kind: Panthan, Warrior, Padwar, Thoat, Dwar, Flier, Chief, Princess.
        let values = [PANTHAN, v[0], v[1], v[2], v[3], v[4], v[5], 0];
        let tropism = |stage: i32| {
            values.map(|value| {
                std::array::from_fn(|d| {
                    stage * nearness(d as u8, REACH) * v[10] * value.min(v[3]) / 1_000_000
                })
            })
        };
        JetanWeights {
            values,
            tropism: [tropism(100), tropism(v[11])],
            princess_pressed: v[6],
            chief_pressed: v[7],
            escape_kept: v[8],
            panthan_advance: v[9],
            trade_down: v[12],
            princess_cornered: v[13],
            chief_tropism: v[14],
        }
    }

    fn sums(&self, w: &JetanWeights, pos: &JetanPosition) -> JetanSums {
        let mut sums = JetanSums::default();
        let stage = stage(pos.on_board());
        for (sq, kind, side) in pos.pieces() {
            let princess = pos.princess(side.opponent());
            add_share(self, w, &mut sums, stage, princess, (sq, kind, side), 1);
        }
        sums
    }

    /// A move of a piece other than a Princess, taking neither a Princess nor enough to
    /// open the game (`OPEN`), changes the shares of its piece and its victim only.
    fn sums_after(
        &self,
        w: &JetanWeights,
        after: &JetanPosition,
        mv: Move,
        undo: &JetanUndo,
        sums: &JetanSums,
    ) -> Option<JetanSums> {
        if mv.tag != 0 || undo.lost_duel() {
            return None;
        }
        let (kind, side) = after.piece(mv.to)?;
        let victim = undo.taken();
        let found = after.on_board();
        let before = found + usize::from(victim.is_some());
        if kind == Kind::Princess
            || victim.is_some_and(|(k, _)| k == Kind::Princess)
            || stage(found) != stage(before)
        {
            return None;
        }
        let mut sums = *sums;
        let princess = after.princess(side.opponent());
        let stage = stage(found);
        add_share(
            self,
            w,
            &mut sums,
            stage,
            princess,
            (mv.from, kind, side),
            -1,
        );
        add_share(self, w, &mut sums, stage, princess, (mv.to, kind, side), 1);
        if let Some((k, s)) = victim {
            let theirs = after.princess(s.opponent());
            add_share(self, w, &mut sums, stage, theirs, (mv.to, k, s), -1);
        }
        Some(sums)
    }

    fn evaluate_with(&self, w: &JetanWeights, pos: &JetanPosition, sums: &JetanSums) -> i32 {
        let g = self.geometry();
        let mover = self.side_to_move(pos);
        let princess = Side::BOTH.map(|side| pos.princess(side));
        let JetanSums {
            material,
            advance,
            attack,
            chief,
        } = *sums;
        let found = pos.on_board();
        let (m, o) = (mover.index(), mover.opponent().index());
        let mut score =
            material[m] - material[o] + (advance[m] - advance[o]) * w.panthan_advance + attack[m]
                - attack[o];
        let [ours, theirs] = [mover, mover.opponent()].map(|s| material[s.index()]);
        score += trade_down(ours, theirs, w.trade_down);
        for side in Side::BOTH {
            let sign = if side == mover { 1 } else { -1 };
            if pos.has_escape(side) {
                score += sign * w.escape_kept;
            }
            if let Some(p) = princess[side.index()] {
                score -= sign * w.princess_pressed * pos.pieces_near(p, side.opponent()) as i32;
            }
            if let Some(c) = chief[side.index()] {
                score -= sign * w.chief_pressed * pos.pieces_near(c, side.opponent()) as i32;
            }
            let lead = material[side.index()] - material[side.opponent().index()];
            if let (Some(p), true) = (princess[side.opponent().index()], found < OPEN && lead > 0) {
                let cornered = ROOM - room(self, pos, p, side.opponent());
                let near = chief[side.index()].map_or(0, |c| nearness(g.distance(c, p), REACH));
                score += sign * (w.princess_cornered * cornered + w.chief_tropism * near);
            }
        }
        score
    }
}

/// The empty squares `side`'s Princess on `p` could move to that no enemy threatens.
fn room(game: &Jetan, pos: &JetanPosition, p: Square, side: Side) -> i32 {
    let threats = game.threatened(pos, side);
    let free = |sq: &&Square| pos.piece(**sq).is_none() && threats & (1 << sq.index()) == 0;
    let squares = game.destinations_alone(side, Kind::Princess, p);
    squares.iter().filter(free).count() as i32
}
