//! Smith's technical notation (`jetan.md`, "Notation"): files `A`-`J`, ranks `1`-`9` and `0`,
//! `D1-C4`, captures `C4xB6`, the escape marked `E` (`F1-F9E`), and the end marks `P` (a win
//! by Princess capture), `C` (Chief takes Chief) and `d` (a draw). Also the effects of a move.

use super::bitboard::{Bits, bit};
use super::escape;
use super::position::BLACK;
use super::position::{JetanPosition, Kind, kind_of};
use super::readings::EscapeShape;
use super::{ESCAPE, Jetan, PASS};
use crate::EndReason;
use crate::{CaptureCause, Effect, Error, Game, Move, Outcome, Square, move_text};

/// Length, how late the first turn comes, the directions and the squares of a path.
type PathKey = (usize, std::cmp::Reverse<usize>, Vec<usize>, Vec<usize>);

impl Jetan {
    /// A square as Smith writes it: `D1`, `C0` (rank 10 is `0`).
    pub fn square_text(&self, sq: Square) -> String {
        let file = (b'A' + self.geometry.file(sq)) as char;
        let rank = (self.geometry.rank(sq) + 1) % 10;
        format!("{file}{rank}")
    }

    /// The end mark a move's result gets, if the game ends with it.
    fn end_mark(&self, after: &JetanPosition) -> &'static str {
        match self.outcome(after) {
            Some(Outcome::Win {
                reason: EndReason::PrincessCaptured,
                ..
            }) => "P",
            Some(Outcome::Win {
                reason: EndReason::ChiefTakesChief,
                ..
            }) => "C",
            Some(Outcome::Draw { .. }) => "d",
            _ => "",
        }
    }

    pub(super) fn write_move(&self, pos: &JetanPosition, mv: Move) -> String {
        let (text, mark) = self.move_parts(pos, mv);
        text + mark
    }

    /// The move without its end mark, and the end mark.
    fn move_parts(&self, pos: &JetanPosition, mv: Move) -> (String, &'static str) {
        let mut after = *pos;
        self.play(&mut after, mv);
        if mv.tag == PASS {
            return ("pass".into(), self.end_mark(&after));
        }
        let target = pos.piece(mv.to);
        let duel = self.options.wager.dueling();
        let sep = match target {
            Some((kind, _)) if kind != Kind::Princess && !duel => 'x',
            _ => '-',
        };
        let mut text = format!(
            "{}{sep}{}",
            self.square_text(mv.from),
            self.square_text(mv.to)
        );
        if duel
            && matches!(target, Some((kind, _)) if kind != Kind::Princess)
            && let Some(winner) = self.duel_winner(&after, mv)
        {
            // Smith: "the winning color of the duel would follow in parenthesis".
            text += if winner == BLACK { "(B)" } else { "(O)" };
        }
        if mv.tag == ESCAPE {
            text.push('E');
        }
        (text, self.end_mark(&after))
    }

    fn read_square(&self, text: &str) -> Result<Square, Error> {
        let bad = || Error::Move(format!("'{text}' is not a square (A1 to J0)"));
        let mut chars = text.chars();
        let file = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        if !('A'..='J').contains(&file) {
            return Err(bad());
        }
        let rank = match chars.as_str() {
            "0" | "10" => 10,
            d if d.len() == 1 => d.parse::<u8>().map_err(|_| bad())?,
            _ => return Err(bad()),
        };
        Ok(self.geometry.square(file as u8 - b'A', rank - 1))
    }

    /// Reads `D1-C4`, `C4xB6`, `F1-F9E`, with an optional end mark (`P`, `C`, `d`) that must
    /// then be the move's own. Squares may be written in either case, rank 10 as `0` or `10`.
    pub(super) fn read_move(&self, pos: &JetanPosition, text: &str) -> Result<Move, Error> {
        let text = move_text(text)?;
        if text.eq_ignore_ascii_case("pass") {
            let mut moves = Vec::new();
            self.legal_moves(pos, &mut moves);
            return moves
                .into_iter()
                .find(|m| m.tag == PASS)
                .ok_or_else(|| Error::Move("passing is allowed only under Pay to Move".into()));
        }
        let form = || Error::Move(format!("'{text}': write a move as D1-C4, C4xB6 or F1-F9E"));
        let sep = text.find(['-', 'x', 'X']).ok_or_else(form)?;
        let from = self.read_square(&text[..sep])?;
        let rest = &text[sep + 1..];
        let digits_end = rest
            .char_indices()
            .skip(1)
            .find(|(_, c)| !c.is_ascii_digit())
            .map_or(rest.len(), |(i, _)| i);
        let to = self.read_square(&rest[..digits_end])?;
        let mut tail = &rest[digits_end..];
        let mut duel_mark = None;
        for (written, side) in [
            ("(B)", "(B)"),
            ("(b)", "(B)"),
            ("(O)", "(O)"),
            ("(o)", "(O)"),
        ] {
            if let Some(t) = tail.strip_prefix(written) {
                tail = t;
                duel_mark = Some(side);
            }
        }
        let escape = if let Some(t) = tail.strip_prefix(['E', 'e']) {
            tail = t;
            true
        } else {
            false
        };
        let mark = tail;
        if !["", "P", "C", "d", "D"].contains(&mark) {
            return Err(Error::Move(format!(
                "'{text}': after the squares only E (escape) and an end mark P, C or d may follow"
            )));
        }
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        let head = &text[..sep + 1 + digits_end];
        let mv = moves
            .iter()
            .copied()
            .find(|m| m.from == from && m.to == to && (m.tag == ESCAPE) == escape)
            .ok_or_else(|| {
                let other = moves.iter().any(|m| m.from == from && m.to == to);
                Error::Move(if other && escape {
                    format!("{head} is not an escape here (write it without E)")
                } else if other {
                    format!("{head} is only possible as the escape: write {head}E")
                } else {
                    format!("{head} is not a legal move here")
                })
            })?;
        let (own, own_mark) = self.move_parts(pos, mv);
        let full = format!("{own}{own_mark}");
        let (written_sep, own_sep) = (&text[sep..sep + 1], &own[2..3]);
        let sep_ok = written_sep.eq_ignore_ascii_case(own_sep)
            || (written_sep.eq_ignore_ascii_case("x") && pos.piece(to).is_some());
        let duel_ok = duel_mark.is_none_or(|m| own.contains(m));
        if !sep_ok || !duel_ok || (!mark.is_empty() && !mark.eq_ignore_ascii_case(own_mark)) {
            return Err(Error::Move(format!(
                "{text} does not match the move, which is {full}"
            )));
        }
        Ok(mv)
    }

    /// The path a move takes, start and end included: for a Frightened Princess one whose
    /// squares are not threatened, for a non-jumping piece one over empty squares; the
    /// shortest, then the one that turns latest.
    pub fn move_path(&self, pos: &JetanPosition, mv: Move) -> Vec<Square> {
        let (from, to) = (mv.from.index(), mv.to.index());
        let me = pos.to_move;
        let m = &self.sides[me.index()];
        let kind = kind_of(pos.board[from]);
        let occ = pos.occ[0] | pos.occ[1];
        let path: Vec<usize> = if mv.tag == ESCAPE {
            let pass = if m.escape_frightened {
                !self.threatened(pos, me)
            } else {
                !0
            };
            escape::path(m.escape_shape, from, to, pass).unwrap_or_else(|| vec![from, to])
        } else {
            let blocked: Bits = if kind == Kind::Princess && m.princess_frightened {
                self.threatened(pos, me)
            } else if m.jumps[kind as usize] {
                0
            } else {
                occ
            };
            let mut best: Option<PathKey> = None;
            super::tables::for_each_path(m.rules[kind as usize], from, &mut |path, dirs| {
                let inner = &path[1..path.len() - 1];
                if path[path.len() - 1] != to || inner.iter().any(|&s| blocked & bit(s) != 0) {
                    return;
                }
                let turn = (1..dirs.len())
                    .find(|&i| dirs[i] != dirs[i - 1])
                    .unwrap_or(dirs.len());
                let key = (
                    path.len(),
                    std::cmp::Reverse(turn),
                    dirs.to_vec(),
                    path.to_vec(),
                );
                if best.as_ref().is_none_or(|b| key < *b) {
                    best = Some(key);
                }
            });
            best.map_or_else(|| vec![from, to], |b| b.3)
        };
        path.into_iter().map(|s| Square(s as u16)).collect()
    }

    pub(super) fn move_effects(&self, pos: &JetanPosition, mv: Move) -> Vec<Effect> {
        if mv.tag == PASS {
            return Vec::new();
        }
        let duel = self.duel_of(pos, mv);
        if duel.is_some_and(|d| !d.attacker_wins) {
            // The attacker lost the duel: he dies on his own square.
            return vec![Effect::Capture {
                at: mv.from,
                cause: CaptureCause::Duel,
            }];
        }
        let path = self.move_path(pos, mv);
        let m = &self.sides[pos.to_move.index()];
        let mut effects = Vec::new();
        let over: Vec<Square> = path[1..path.len() - 1]
            .iter()
            .copied()
            .filter(|&s| pos.piece(s).is_some())
            .collect();
        if mv.tag == ESCAPE && m.escape_shape == EscapeShape::AnyEmpty {
            effects.push(Effect::Leap {
                from: mv.from,
                to: mv.to,
            });
        } else if over.is_empty() {
            effects.push(Effect::Step { path });
        } else {
            effects.push(Effect::Vault {
                from: mv.from,
                over: path[1..path.len() - 1].to_vec(),
                to: mv.to,
            });
        }
        if let Some((victim, _)) = pos.piece(mv.to)
            && victim != Kind::Princess
        {
            effects.push(Effect::Capture {
                at: mv.to,
                cause: if duel.is_some() {
                    CaptureCause::Duel
                } else {
                    CaptureCause::Replacement
                },
            });
        }
        effects
    }
}
