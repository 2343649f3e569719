//! Move notation (`docs/jikaida.md`): global squares (`g2-g4`, `f6xg7`, `a17-a18=P`,
//! `h1<>i1` for the Fluttember, `pass`), or the same with drin names (`Zhantil A2-Zhantil
//! A4`); `+` marks Kaida after the move, `#` a move that wins.

use super::JikaidaOf;
use super::brumbytes::is_group;
use super::legal::FLUTTEMBER;
use super::options::NotationForm;
use super::position::{JikaidaPositionOf, Kind};
use crate::{Error, Game, Move, Outcome, Square, move_text};

/// Drin names by drin row (from South) and column (from Yellow's left): the Poron board's six,
/// the Hyrshiv board's twelve (seed, Variations) and Jikshiv's twelve more, which the seed
/// does not name (jikaida-large.md, "Boards"). A square keeps its drin's name on every board.
pub const DRIN_NAMES: [[&str; 6]; 4] = [
    ["Mortil", "Zhantil", "Krulch", "Sleeth", "Zorca", "Vosk"],
    ["Neemu", "Leem", "Prychan", "Flutrell", "Mirvol", "Flutduin"],
    [
        "Wersting",
        "Chavonth",
        "Strigicaw",
        "Chank",
        "Risslaca",
        "Manhound",
    ],
    [
        "Boloth",
        "Graint",
        "Dermiflon",
        "Totrix",
        "Nikvove",
        "Calsany",
    ],
];

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    /// A square in drin notation: `Zhantil A3` for `g3`.
    pub fn drin_square_name(&self, sq: Square) -> String {
        let g = &self.geometry;
        let (f, r) = (g.file(sq) as usize, g.rank(sq) as usize);
        let name = DRIN_NAMES[r / 6][f / 6];
        format!("{name} {}{}", (b'A' + (f % 6) as u8) as char, r % 6 + 1)
    }

    /// Reads a square in either form: `g3`, or a drin's name, one space and its square
    /// (`Zhantil A3`).
    pub fn read_square(&self, text: &str) -> Option<Square> {
        if let Some(sq) = self.geometry.parse_square(text) {
            return Some(sq);
        }
        let (name, coord) = text.split_at_checked(text.len().checked_sub(2)?)?;
        let name = name.strip_suffix(' ')?;
        let coord = coord.as_bytes();
        let file = coord[0].to_ascii_uppercase().checked_sub(b'A')? as usize;
        let rank = coord[1].checked_sub(b'1')? as usize;
        if file >= 6 || rank >= 6 {
            return None;
        }
        for (row, names) in DRIN_NAMES.iter().enumerate() {
            for (col, n) in names.iter().enumerate() {
                if n.eq_ignore_ascii_case(name) {
                    let (f, r) = (col * 6 + file, row * 6 + rank);
                    if f < self.geometry.files() as usize && r < self.geometry.ranks() as usize {
                        return Some(self.geometry.square(f as u8, r as u8));
                    }
                }
            }
        }
        None
    }

    /// The move in the given form.
    pub fn notation_in(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        mv: Move,
        form: NotationForm,
    ) -> String {
        if mv.from == Square::NONE {
            return "pass".into();
        }
        let name = |sq| match form {
            NotationForm::Global => self.geometry.square_name(sq),
            NotationForm::Drin => self.drin_square_name(sq),
        };
        let mut text = name(mv.from);
        if is_group(mv) {
            text = self
                .group_pairs(mv)
                .iter()
                .map(|&(a, b)| format!("{}-{}", name(a), name(b)))
                .collect::<Vec<_>>()
                .join(",");
        } else if mv.tag == FLUTTEMBER {
            text.push_str("<>");
        } else if pos.piece(mv.to).is_empty() {
            text.push('-');
        } else {
            text.push('x');
        }
        if !is_group(mv) {
            text.push_str(&name(mv.to));
        }
        if mv.tag != FLUTTEMBER
            && let Some(kind) = Kind::from_code(mv.tag)
        {
            text.push('=');
            text.push(kind.letter());
        }
        let mut after = pos.clone();
        self.play_move(&mut after, mv);
        let mover = pos.to_move;
        match self.outcome(&after) {
            Some(Outcome::Win { winner, .. }) if winner == mover => text.push('#'),
            _ if self.in_kaida(&after, mover.opponent()) => text.push('+'),
            _ => {}
        }
        text
    }

    /// A group move's three steps (square left, square reached) in the order of the squares
    /// left: "the three moves in the order of the squares left (rank, then file from
    /// Yellow's left)" (jikaida-large.md, "Brumbytes").
    fn group_pairs(&self, mv: Move) -> [(Square, Square); 3] {
        let (df, dr) = self.group_step(mv);
        let mut left = self.group_squares(mv);
        left.sort();
        left.map(|s| (s, self.geometry.offset(s, df, dr).expect("a group's step")))
    }

    pub(super) fn write_move(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> String {
        self.notation_in(pos, mv, self.options.notation)
    }

    pub(super) fn read_move(
        &self,
        pos: &JikaidaPositionOf<C, W>,
        text: &str,
    ) -> Result<Move, Error> {
        let original = move_text(text)?;
        let body = original.strip_suffix(['+', '#']).unwrap_or(original);
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        if body.eq_ignore_ascii_case("pass") {
            return moves
                .into_iter()
                .find(|m| m.from == Square::NONE)
                .ok_or_else(|| Error::Move("passing is not allowed here".into()));
        }
        let (body, promotion) = match body.split_once('=') {
            Some((b, p)) => {
                let kind = p
                    .chars()
                    .next()
                    .and_then(Kind::from_letter)
                    .filter(|_| p.len() == 1)
                    .ok_or_else(|| {
                        Error::Move(format!(
                            "'={p}': promotion takes one letter (P A C J H T D, larger games Y F R X)"
                        ))
                    })?;
                (b, Some(kind))
            }
            None => (body, None),
        };
        let square = |name: &str| {
            self.read_square(name).ok_or_else(|| {
                Error::Move(format!("'{name}' is not a square (as g3 or Zhantil A3)"))
            })
        };
        if body.contains(',') {
            let mut pairs = Vec::new();
            for part in body.split(',') {
                let (a, b) = part.split_once('-').ok_or_else(|| {
                    Error::Move(format!(
                        "'{original}': write a group move as f5-f6,g5-g6,h5-h6"
                    ))
                })?;
                pairs.push((square(a)?, square(b)?));
            }
            pairs.sort();
            return moves
                .into_iter()
                .find(|&m| is_group(m) && self.group_pairs(m).as_slice() == pairs.as_slice())
                .ok_or_else(|| Error::Move(format!("{body} is not a legal group move here")));
        }
        let (from, to, swap) = if let Some((a, b)) = body.split_once("<>") {
            (square(a)?, square(b)?, true)
        } else {
            // The mark follows the first square's rank: files `x` and `ax` hold an `x` too.
            let at = body
                .match_indices(['-', 'x', 'X'])
                .map(|(i, _)| i)
                .find(|&i| body[..i].ends_with(|c: char| c.is_ascii_digit()))
                .ok_or_else(|| {
                    Error::Move(format!("'{original}': write a move as g2-g4 or f6xg7"))
                })?;
            (square(&body[..at])?, square(&body[at + 1..])?, false)
        };
        let candidates: Vec<Move> = moves
            .into_iter()
            .filter(|m| {
                m.from == from && m.to == to && (m.tag == FLUTTEMBER) == swap && !is_group(*m)
            })
            .collect();
        let head = body;
        let mv = match (candidates.as_slice(), promotion) {
            ([], _) => return Err(Error::Move(format!("{head} is not a legal move here"))),
            ([only], None) => *only,
            (_, None) => {
                let letters: Vec<String> = candidates
                    .iter()
                    .filter_map(|m| Kind::from_code(m.tag))
                    .map(|k| format!("={}", k.letter()))
                    .collect();
                return Err(Error::Move(format!(
                    "{head} promotes: add one of {}",
                    letters.join(" ")
                )));
            }
            (_, Some(kind)) => {
                *candidates
                    .iter()
                    .find(|m| m.tag == kind as u8)
                    .ok_or_else(|| {
                        Error::Move(format!("{head} cannot promote to a {} here", kind.name()))
                    })?
            }
        };
        Ok(mv)
    }
}
