//! Notation (`witches.md`, "Notation") and the effects of a move for the animation.
//!
//! `Nb1-a3`, captures `Nb1xc3`, drops `J@d2`, commutes `Nc3~f6`, a Can(n)on's new mode `=V`/`=P`
//! after its move or alone (`z1=V`), drags `(y6>b3)`, promotion `=R`; `+` check, `#` mate.
//! Pawns have no letter; a Can(n)on's letter is `C` in either mode.

use super::Witches;
use super::position::{Kind, WitchesPosition};
use crate::{CaptureCause, Effect, Error, Game, Move, Square, move_text};

/// Piece letters as notation writes them.
const LETTERS: &str = "KWLCVRNBJP";

impl Witches {
    /// The move without its check or mate mark.
    pub(super) fn write_core(&self, pos: &WitchesPosition, mv: Move) -> String {
        let g = &self.geometry;
        let name = |sq| g.square_name(sq);
        if mv.from == Square::NONE {
            return format!("J@{}", name(mv.to));
        }
        let piece = pos.piece(mv.from);
        let kind = piece.kind().expect("a piece moves");
        let a = self.anatomy(pos, mv);
        if mv.from == mv.to && kind.is_cannon() {
            let mode = a.becomes.map_or('?', Kind::letter);
            return format!("{}={}", name(mv.from), if mode == 'C' { 'P' } else { mode });
        }
        let mut text = String::new();
        match kind {
            Kind::Pawn => {}
            Kind::Vao => text.push('C'),
            k => text.push(k.letter()),
        }
        text.push_str(&name(mv.from));
        text.push(if a.commute {
            '~'
        } else if a.capture.is_some() {
            'x'
        } else {
            '-'
        });
        text.push_str(&name(mv.to));
        if let Some(k) = a.becomes {
            text.push('=');
            text.push(match k {
                Kind::Pao if kind.is_cannon() => 'P',
                k => k.letter(),
            });
        }
        if let Some((from, to)) = a.drag {
            text.push_str(&format!("({}>{})", name(from), name(to)));
        }
        text
    }

    pub(super) fn write_move(&self, pos: &WitchesPosition, mv: Move) -> String {
        let mut text = self.write_core(pos, mv);
        let mut after = *pos;
        self.play_move(&mut after, mv);
        if self.in_check(&after, after.to_move) {
            text.push(if self.has_legal_move(&after) {
                '+'
            } else {
                '#'
            });
        }
        text
    }

    /// Reads a move: the letter of the moving piece may be left out, a check or mate mark
    /// is ignored, and a drag may be left out when only one move fits.
    pub(super) fn read_move(&self, pos: &WitchesPosition, text: &str) -> Result<Move, Error> {
        let wanted = normalize(move_text(text)?);
        if wanted.is_empty() {
            return Err(Error::Move("empty move".into()));
        }
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        let names: Vec<String> = moves
            .iter()
            .map(|&m| normalize(&self.write_core(pos, m)))
            .collect();
        if let Some(i) = names.iter().position(|n| *n == wanted) {
            return Ok(moves[i]);
        }
        // A stay by another Jack is the same move as the one listed.
        if let Some((a, b)) = wanted.split_once('-')
            && a == b
            && let Some(sq) = self.geometry.parse_square(a)
            && pos.piece(sq).kind() == Some(Kind::Jack)
            && let Some(&stay) = moves
                .iter()
                .find(|m| m.from == m.to && pos.piece(m.from).kind() == Some(Kind::Jack))
        {
            return Ok(stay);
        }
        let fits: Vec<usize> = (0..moves.len())
            .filter(|&i| names[i].split('(').next() == Some(wanted.as_str()))
            .collect();
        match fits.as_slice() {
            [i] => Ok(moves[*i]),
            [] => Err(Error::Move(format!("{text} is not a legal move here"))),
            _ => Err(Error::Move(format!(
                "{text} is ambiguous: name the drag, as {}",
                self.write_core(pos, moves[fits[0]])
            ))),
        }
    }

    pub(super) fn move_effects(&self, pos: &WitchesPosition, mv: Move) -> Vec<Effect> {
        let g = &self.geometry;
        if mv.from == Square::NONE {
            return vec![Effect::Drop {
                side: pos.to_move,
                to: mv.to,
            }];
        }
        let kind = pos.piece(mv.from).kind().expect("a piece moves");
        let a = self.anatomy(pos, mv);
        let mut effects = Vec::new();
        if mv.from == mv.to {
            if let Some(into) = a.becomes.filter(|_| kind.is_cannon()) {
                effects.push(Effect::Flip {
                    at: mv.from,
                    into: into.letter(),
                });
            } else {
                effects.push(Effect::Leap {
                    from: mv.from,
                    to: mv.to,
                });
            }
            return effects;
        }
        let leaps = match kind {
            Kind::Knight | Kind::Jack => true,
            Kind::Lion => a.capture.is_none(),
            _ => false,
        };
        if a.commute {
            effects.push(Effect::Teleport {
                from: mv.from,
                to: mv.to,
            });
        } else if leaps {
            effects.push(Effect::Leap {
                from: mv.from,
                to: mv.to,
            });
        } else {
            let (df, dr) = self.geometry.line_step(mv.from, mv.to);
            let mut path = vec![mv.from];
            let mut sq = mv.from;
            while sq != mv.to {
                sq = g.offset(sq, df, dr).expect("a line of squares");
                path.push(sq);
            }
            effects.push(Effect::Step { path });
        }
        if let Some(at) = a.capture {
            let cause = if kind.is_cannon() {
                let (df, dr) = self.geometry.line_step(mv.from, mv.to);
                let mut screen = g.offset(mv.from, df, dr).expect("a line of squares");
                while pos.piece(screen).is_empty() {
                    screen = g.offset(screen, df, dr).expect("a line of squares");
                }
                CaptureCause::Cannon { screen }
            } else {
                CaptureCause::Replacement
            };
            effects.push(Effect::Capture { at, cause });
        }
        if let Some((from, to)) = a.drag {
            effects.push(Effect::Drag { from, to });
        }
        if let Some(k) = a.becomes {
            if kind == Kind::Pawn {
                effects.push(Effect::Promote {
                    at: mv.to,
                    into: k.letter(),
                });
            } else {
                effects.push(Effect::Flip {
                    at: mv.to,
                    into: k.letter(),
                });
            }
        }
        effects
    }
}

/// Drops a check or mate mark and a leading piece letter (`Nb1-a3` reads as `b1-a3`).
fn normalize(text: &str) -> String {
    let text = text.strip_suffix(['+', '#']).unwrap_or(text);
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(p), Some(f)) if LETTERS.contains(p) && f.is_ascii_lowercase() => {
            text[1..].to_string()
        }
        _ => text.to_string(),
    }
}
