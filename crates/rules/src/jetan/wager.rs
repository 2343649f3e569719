//! The wagers of seed 002, "Rules of Wager" (`jetan.md`, "Wagers"): Ransom, Dueling and Pay to
//! Move, with the tokens of each side, the pot and the dice state kept in the position, so
//! play/undo, the hash and the position string cover them and a record replays exactly.
//!
//! Everything here runs only when a wager mode is set: the default game never calls it.

use super::position::{Code, Ended, JetanPosition, Kind, kind_of, side_of};
use super::{Jetan, PASS};
use crate::options::choice;
use crate::{Move, Outcome, Side, whole_number};
use serde::{Deserialize, Serialize};

choice!(
    /// How the game is wagered (seed 002, "Rules of Wager").
    Wager {
        /// No wager: tokens are not kept.
        None = "none",
        /// "At the start of the game, each player puts up the value of the pieces"; a capture
        /// withdraws the captured piece's value from the ante, the winner claims the rest.
        Ransom = "ransom",
        /// "When a player moves the piece onto a square occupied by one of the opponent's, they
        /// proceed to the duel": piece value plus a throw, the higher wins the square and prize.
        Dueling = "dueling",
        /// "Each player must pay 1 token to move a piece on the turn. The player may opt to pass."
        PayToMove = "pay-to-move",
        /// Pay to Move with duels ("Dueling can be combined with this version").
        PayToMoveDueling = "pay-to-move-dueling",
    }
);

impl Wager {
    /// Whether captures pay out of the ante (Ransom).
    pub fn ransom(self) -> bool {
        self == Wager::Ransom
    }

    /// Whether a capture is fought out as a duel (Dueling, alone or with Pay to Move).
    pub fn dueling(self) -> bool {
        matches!(self, Wager::Dueling | Wager::PayToMoveDueling)
    }

    /// Whether each move costs a token and a player may pass (Pay to Move, alone or with
    /// duels).
    pub fn pay_to_move(self) -> bool {
        matches!(self, Wager::PayToMove | Wager::PayToMoveDueling)
    }
}

/// The dice of a duel: `count` dice of `sides` sides, thrown together and added ("a single
/// throw of a die, a single throw of two dice"; Smith's set has "four four-sided throwing
/// sticks", `4d4`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dice {
    /// How many dice are thrown.
    pub count: u8,
    /// The sides of each die, numbered from 1.
    pub sides: u8,
}

impl Default for Dice {
    fn default() -> Self {
        Dice { count: 1, sides: 6 }
    }
}

impl Dice {
    /// The most dice a duel may throw.
    pub const MAX_COUNT: u8 = 8;
    /// The most sides a die may have.
    pub const MAX_SIDES: u8 = 20;

    /// Reads `NdS` (1 to 8 dice of 2 to 20 sides).
    pub fn parse(text: &str) -> Option<Dice> {
        let (n, s) = text.split_once(['d', 'D'])?;
        let dice = Dice {
            count: u8::try_from(whole_number(n)?).ok()?,
            sides: u8::try_from(whole_number(s)?).ok()?,
        };
        ((1..=Self::MAX_COUNT).contains(&dice.count) && (2..=Self::MAX_SIDES).contains(&dice.sides))
            .then_some(dice)
    }

    /// The dice as `NdS` (`4d4`), as `parse` reads them.
    pub fn text(self) -> String {
        format!("{}d{}", self.count, self.sides)
    }
}

choice!(
    /// How many throws a duel takes: "a single throw ... best two out of three, etc."
    DuelFormat {
        /// One throw each; the higher total wins.
        Single = "single",
        /// Rounds of one throw each until one side has won two.
        BestOfThree = "best-of-3",
    }
);

/// The wager state of a position: each side's tokens (negative is a debt), the pot (Ransom's
/// ante, Pay to Move's fares, a drawn game's pot carried over), each side's consecutive passes
/// (Pay to Move; 2 ends the game) and the dice state. All zero without a wager.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Purse {
    pub(super) tokens: [i32; 2],
    pub(super) pot: i32,
    pub(super) passes: [u8; 2],
    pub(super) dice: u64,
}

impl Purse {
    /// The tokens `side` holds (negative: a debt).
    pub fn tokens(&self, side: Side) -> i32 {
        self.tokens[side.index()]
    }

    /// The tokens in the pot.
    pub fn pot(&self) -> i32 {
        self.pot
    }

    /// How many turns in a row `side` has passed (Pay to Move).
    pub fn passes(&self, side: Side) -> u8 {
        self.passes[side.index()]
    }

    /// The dice generator's state (the next throws follow from it).
    pub fn dice_state(&self) -> u64 {
        self.dice
    }
}

/// The largest token count a position string or an option may give.
pub const MAX_TOKENS: i32 = 1_000_000;

const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The next number of the dice generator (splitmix64), advancing its state.
pub fn next_random(state: &mut u64) -> u64 {
    *state = state.wrapping_add(GAMMA);
    mix(*state)
}

/// One throw of the dice: their total.
pub fn throw(state: &mut u64, dice: Dice) -> u16 {
    (0..dice.count)
        .map(|_| ((u128::from(next_random(state)) * u128::from(dice.sides)) >> 64) as u16 + 1)
        .sum()
}

/// A tie is thrown again; after this many ties in one duel a tied round goes to the defender (so a
/// duel always ends; with any dice this is never reached in practice).
pub const MAX_TIES: u16 = 100;

/// What a duel came to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Duel {
    /// Whether the attacker won the duel (and the square).
    pub attacker_wins: bool,
    /// The counted throws (dice totals, the pieces' values not added), attacker then defender,
    /// one pair per round; `rounds[..counted]`.
    pub rounds: [(u16, u16); 3],
    /// How many rounds of `rounds` were thrown.
    pub counted: usize,
    /// Throws that tied and were thrown again (not counted, not paid).
    pub ties: u16,
    /// What each side antes: its piece's value plus its counted throws. The winner takes the
    /// loser's stake (and keeps his own).
    pub attacker_stake: i32,
    /// The defender's stake, counted the same way.
    pub defender_stake: i32,
}

/// Fights a duel between pieces worth `attacker` and `defender`, throwing from `state`.
pub fn duel(state: &mut u64, dice: Dice, format: DuelFormat, attacker: u8, defender: u8) -> Duel {
    let need = match format {
        DuelFormat::Single => 1,
        DuelFormat::BestOfThree => 2,
    };
    let mut d = Duel {
        attacker_wins: false,
        rounds: [(0, 0); 3],
        counted: 0,
        ties: 0,
        attacker_stake: i32::from(attacker),
        defender_stake: i32::from(defender),
    };
    let (mut won, mut lost) = (0, 0);
    while won < need && lost < need {
        let a = throw(state, dice);
        let b = throw(state, dice);
        let (sa, sb) = (u16::from(attacker) + a, u16::from(defender) + b);
        if sa == sb && d.ties < MAX_TIES {
            d.ties += 1;
            continue;
        }
        d.rounds[d.counted] = (a, b);
        d.counted += 1;
        d.attacker_stake += i32::from(a);
        d.defender_stake += i32::from(b);
        if sa > sb {
            won += 1;
        } else {
            lost += 1;
        }
    }
    d.attacker_wins = won == need;
    d
}

/// What each side holds once the game is over: the winner claims the pot; after a draw the
/// pot stays, to be "combined with the next game's ante".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    /// Black's and Orange's tokens (index by `Side::index`).
    pub tokens: [i32; 2],
    /// The pot carried to the next game (a draw), else 0.
    pub carried: i32,
}

/// What `undo` needs besides the board: the wager state before the move and whether the
/// attacker lost a duel (then `captured` is the attacker, to be put back on `from`).
#[derive(Copy, Clone, Debug, Default)]
pub struct WagerUndo {
    pub(super) purse: Purse,
    pub(super) lost_duel: bool,
}

impl Jetan {
    /// The wager state of a game starting from `pos` under these options: Ransom's ante (each
    /// side puts up the value of its pieces), the purses, the carried pot, the dice seed.
    pub(super) fn initial_purse(&self, pos: &JetanPosition) -> Purse {
        let o = &self.options;
        if o.wager == Wager::None {
            return Purse::default();
        }
        let mut p = Purse {
            tokens: [o.purse[0] as i32, o.purse[1] as i32],
            pot: o.carry as i32,
            passes: [0; 2],
            dice: o.dice_seed,
        };
        if o.wager.ransom() {
            for s in 0..2 {
                let ante = i32::from(pos.value[s]);
                p.tokens[s] -= ante;
                p.pot += ante;
            }
        }
        p
    }

    /// The part of the hash from the wager state (only with a wager mode).
    pub(super) fn purse_hash(p: &Purse) -> u64 {
        let tokens = u64::from(p.tokens[0] as u32) | (u64::from(p.tokens[1] as u32) << 32);
        let rest = u64::from(p.pot as u32)
            | (u64::from(p.passes[0]) << 32)
            | (u64::from(p.passes[1]) << 40);
        mix(tokens ^ 0x5157_4A45_7A17_0001)
            ^ mix(rest ^ 0x2B1D_0E5C_7A17_0002)
            ^ mix(p.dice ^ 0x7A17)
    }

    /// Every legal move with a wager: under Pay to Move a piece moves only for a token, and a
    /// pass is always possible.
    pub(super) fn generate_wager(&self, pos: &JetanPosition, out: &mut Vec<Move>) {
        if !self.options.wager.pay_to_move() {
            self.generate(pos, out);
            return;
        }
        if pos.purse.tokens[pos.to_move.index()] >= 1 {
            self.generate(pos, out);
        }
        out.push(pass_move());
    }

    /// The duel `mv` starts, if it starts one, thrown with the position's dice.
    pub fn duel_of(&self, pos: &JetanPosition, mv: Move) -> Option<Duel> {
        if !self.options.wager.dueling() || mv.tag == PASS {
            return None;
        }
        let (attacker, defender) = (pos.board[mv.from.index()], pos.board[mv.to.index()]);
        if defender == 0 || kind_of(defender) == Kind::Princess {
            return None;
        }
        let mut dice = pos.purse.dice;
        Some(self.fight(&mut dice, attacker, defender))
    }

    fn fight(&self, dice: &mut u64, attacker: Code, defender: Code) -> Duel {
        let o = &self.options;
        duel(
            dice,
            o.dice,
            o.duel,
            kind_of(attacker).value(),
            kind_of(defender).value(),
        )
    }

    /// What each side holds when the game is over (None while it goes on).
    pub fn settlement(&self, pos: &JetanPosition) -> Option<Settlement> {
        use crate::Game;
        let outcome = self.outcome(pos)?;
        let mut tokens = pos.purse.tokens;
        Some(match outcome {
            Outcome::Win { winner, .. } => {
                tokens[winner.index()] += pos.purse.pot;
                Settlement { tokens, carried: 0 }
            }
            Outcome::Draw { .. } => Settlement {
                tokens,
                carried: pos.purse.pot,
            },
        })
    }

    /// Plays a move under a wager mode (see the module's rules).
    pub(super) fn play_wager(&self, pos: &mut JetanPosition, mv: Move) -> super::JetanUndo {
        let wager = self.options.wager;
        let mut undo = super::JetanUndo {
            captured: 0,
            escape: pos.escape,
            count: pos.count,
            ended: pos.ended,
            hash: pos.hash,
            wager: WagerUndo {
                purse: pos.purse,
                lost_duel: false,
            },
        };
        let me = pos.to_move;
        let (s, o) = (me.index(), me.opponent().index());
        let z = &self.zobrist;
        let mut hash =
            pos.hash ^ self.state_hash(pos) ^ Self::purse_hash(&pos.purse) ^ z.north_to_move();
        let mut ended = Ended::No;
        if mv.tag == PASS {
            pos.purse.passes[s] += 1;
            if pos.purse.passes[s] == 2 {
                ended = Ended::PassedTwice(me.opponent());
            }
        } else {
            pos.purse.passes[s] = 0;
            if wager.pay_to_move() {
                pos.purse.tokens[s] -= 1;
                pos.purse.pot += 1;
            }
            let (from, to) = (mv.from.index(), mv.to.index());
            let piece = pos.board[from];
            let target = pos.board[to];
            let duel = (wager.dueling() && target != 0 && kind_of(target) != Kind::Princess)
                .then(|| self.fight(&mut pos.purse.dice, piece, target));
            if let Some(d) = duel
                && !d.attacker_wins
            {
                // The attacker loses the duel: he is killed, the defender keeps his square.
                pos.remove(from);
                hash ^= z.piece(piece as usize - 1, from);
                undo.captured = piece;
                undo.wager.lost_duel = true;
                pos.purse.tokens[s] -= d.attacker_stake;
                pos.purse.tokens[o] += d.attacker_stake;
                ended = self.kill_end(pos, target, piece);
            } else {
                pos.remove(from);
                hash ^= z.piece(piece as usize - 1, from);
                if target != 0 {
                    pos.remove(to);
                    hash ^= z.piece(target as usize - 1, to);
                    undo.captured = target;
                    let value = i32::from(kind_of(target).value());
                    if let Some(d) = duel {
                        pos.purse.tokens[o] -= d.defender_stake;
                        pos.purse.tokens[s] += d.defender_stake;
                    } else if wager.ransom() {
                        pos.purse.tokens[s] += value;
                        pos.purse.pot -= value;
                    } else if wager.pay_to_move() {
                        pos.purse.tokens[o] -= value;
                        pos.purse.tokens[s] += value;
                    }
                    ended = self.kill_end(pos, piece, target);
                }
                pos.add(to, piece);
                hash ^= z.piece(piece as usize - 1, to);
                if mv.tag == super::ESCAPE {
                    pos.escape[s] = false;
                }
            }
        }
        pos.ended = Self::tick(pos, ended);
        pos.to_move = me.opponent();
        pos.hash = hash ^ self.state_hash(pos) ^ Self::purse_hash(&pos.purse);
        undo
    }

    pub(super) fn undo_wager(&self, pos: &mut JetanPosition, mv: Move, undo: super::JetanUndo) {
        if mv.tag != PASS {
            if undo.wager.lost_duel {
                pos.add(mv.from.index(), undo.captured);
            } else {
                Self::unmove(pos, mv, undo.captured);
            }
        }
        Self::restore(pos, &undo);
        pos.purse = undo.wager.purse;
    }

    /// The side whose piece stands on `to` after `mv` was played from `before`: who won the
    /// duel, if it was one.
    pub(super) fn duel_winner(&self, after: &JetanPosition, mv: Move) -> Option<Side> {
        let c = after.board[mv.to.index()];
        (c != 0).then(|| side_of(c))
    }
}

/// The pass of Pay to Move.
pub fn pass_move() -> Move {
    Move {
        from: crate::Square::NONE,
        to: crate::Square::NONE,
        via: crate::Square::NONE,
        tag: PASS,
    }
}
