//! Playing and taking back a move, and the effects (with the representative path) for the
//! animation.

use super::JikaidaOf;
use super::brumbytes::is_group;
use super::legal::FLUTTEMBER;
use super::position::{JikaidaPositionOf, Kind, Piece};
use super::route::{Route, RouteKind, Sink};
use crate::{CaptureCause, Effect, Move, Square};

/// What `undo` needs: what stood on both squares, the rights, the hash and the Kaida memo
/// before.
#[derive(Copy, Clone, Debug)]
pub struct JikaidaUndo {
    from: Piece,
    to: Piece,
    /// A group move's other two Swods, as they stood before.
    group: [Piece; 2],
    fluttember: [bool; 2],
    hash: u64,
    kaida: [u64; 2],
}

impl JikaidaUndo {
    /// The piece the move moved, as it stood before.
    pub fn moved(&self) -> Piece {
        self.from
    }

    /// What stood on the move's destination (empty unless it took something).
    pub fn taken(&self) -> Piece {
        self.to
    }
}

/// Keeps the best route to one square.
struct Best {
    to: Square,
    route: Option<Route>,
}

impl<const W: usize> Sink<W> for Best {
    fn add(&mut self, to: Square, route: Route) -> bool {
        if to == self.to && self.route.is_none_or(|r| route.better_than(&r)) {
            self.route = Some(route);
        }
        false
    }
}

impl<const C: usize, const W: usize> JikaidaOf<C, W> {
    pub(super) fn play_move(&self, pos: &mut JikaidaPositionOf<C, W>, mv: Move) -> JikaidaUndo {
        let side = pos.to_move;
        let mut undo = JikaidaUndo {
            from: if mv.from == Square::NONE {
                Piece::EMPTY
            } else {
                pos.piece(mv.from)
            },
            to: if mv.to == Square::NONE {
                Piece::EMPTY
            } else {
                pos.piece(mv.to)
            },
            group: [Piece::EMPTY; 2],
            fluttember: pos.fluttember,
            hash: pos.hash,
            kaida: pos.kaida.held(),
        };
        if is_group(mv) {
            let squares = self.group_squares(mv);
            let (df, dr) = self.group_step(mv);
            let pieces = squares.map(|s| pos.piece(s));
            undo.group = [pieces[1], pieces[2]];
            for s in squares {
                self.put(pos, s, Piece::EMPTY);
            }
            for (s, p) in squares.into_iter().zip(pieces) {
                let to = self.geometry.offset(s, df, dr).expect("a group's step");
                self.put(pos, to, p.after_moving());
            }
        } else if mv.from != Square::NONE {
            if mv.tag == FLUTTEMBER {
                self.put(pos, mv.from, undo.to);
                self.put(pos, mv.to, undo.from);
                pos.hash ^= self.rights_hash(pos.fluttember);
                pos.fluttember[side.index()] = false;
                pos.hash ^= self.rights_hash(pos.fluttember);
            } else {
                self.put(pos, mv.from, Piece::EMPTY);
                self.put(pos, mv.to, self.arriving(undo.from, mv));
            }
        }
        pos.to_move = side.opponent();
        pos.hash ^= self.zobrist.north_to_move();
        undo
    }

    pub(super) fn undo_move(&self, pos: &mut JikaidaPositionOf<C, W>, mv: Move, undo: JikaidaUndo) {
        if is_group(mv) {
            let squares = self.group_squares(mv);
            let (df, dr) = self.group_step(mv);
            for s in squares {
                let to = self.geometry.offset(s, df, dr).expect("a group's step");
                self.put(pos, to, Piece::EMPTY);
            }
            let pieces = [undo.from, undo.group[0], undo.group[1]];
            for (s, p) in squares.into_iter().zip(pieces) {
                self.put(pos, s, p);
            }
        } else if mv.from != Square::NONE {
            self.put(pos, mv.to, undo.to);
            self.put(pos, mv.from, undo.from);
        }
        pos.fluttember = undo.fluttember;
        pos.to_move = pos.to_move.opponent();
        pos.hash = undo.hash;
        pos.kaida.restore(undo.kaida);
    }

    /// The representative route of a legal non-Fluttember move: shortest, then the latest
    /// turn (rules README).
    pub(super) fn route_of(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> Option<Route> {
        let mut best = Best {
            to: mv.to,
            route: None,
        };
        self.gen_piece(pos, mv.from, &mut best);
        best.route
    }

    /// The squares a route passes, start and end included, with the corner of a bend.
    fn line(&self, from: Square, d: crate::Dir, n: u8) -> Vec<Square> {
        let mut out = vec![from];
        let mut s = from;
        for _ in 0..n {
            s = self
                .geometry
                .step(s, d)
                .expect("a route stays on the board");
            out.push(s);
        }
        out
    }

    pub(super) fn move_effects(&self, pos: &JikaidaPositionOf<C, W>, mv: Move) -> Vec<Effect> {
        if mv.from == Square::NONE {
            return Vec::new();
        }
        if is_group(mv) {
            let (df, dr) = self.group_step(mv);
            return self
                .group_squares(mv)
                .into_iter()
                .map(|s| Effect::Step {
                    path: vec![s, self.geometry.offset(s, df, dr).expect("a group's step")],
                })
                .collect();
        }
        if mv.tag == FLUTTEMBER {
            return vec![
                Effect::Leap {
                    from: mv.from,
                    to: mv.to,
                },
                Effect::Leap {
                    from: mv.to,
                    to: mv.from,
                },
            ];
        }
        let route = self.route_of(pos, mv).expect("a legal move has a route");
        let (from, to) = (mv.from, mv.to);
        let mut effects = Vec::new();
        // A vault over the squares between the first and the last of `squares`.
        let over = |squares: Vec<Square>| {
            let last = squares.len() - 1;
            Effect::Vault {
                from: squares[0],
                over: squares[1..last].to_vec(),
                to: squares[last],
            }
        };
        let vault = |start: Square, d, n: u8| over(self.line(start, d, n));
        let zeunt = |start: Square, end: Square| over(self.zeunt_path(pos, from, start, end));
        let mut by_vault = false;
        match route.kind {
            RouteKind::Slide => effects.push(Effect::Step {
                path: self.line(from, route.d1, route.n1),
            }),
            RouteKind::Bent => {
                let mut path = self.line(from, route.d1, route.n1);
                let corner = *path.last().expect("a path");
                path.extend_from_slice(&self.line(corner, route.d2, route.n2)[1..]);
                effects.push(Effect::Step { path });
            }
            RouteKind::Leap => effects.push(Effect::Leap { from, to }),
            RouteKind::DoubleLeap => {
                effects.push(Effect::Leap {
                    from,
                    to: route.mid,
                });
                effects.push(Effect::Leap {
                    from: route.mid,
                    to,
                });
            }
            RouteKind::Vault => {
                by_vault = true;
                effects.push(vault(from, route.d1, route.n1));
            }
            RouteKind::BentVault => {
                by_vault = true;
                let first = self.line(from, route.d1, route.n1);
                let second = self.line(route.mid, route.d2, route.n2);
                let mut over = first[1..].to_vec();
                over.extend_from_slice(&second[1..second.len() - 1]);
                effects.push(Effect::Vault { from, over, to });
            }
            RouteKind::SlideVault => {
                by_vault = true;
                effects.push(Effect::Step {
                    path: self.line(from, route.d1, route.n1),
                });
                effects.push(vault(route.mid, route.d2, route.n2));
            }
            RouteKind::Flight => {
                effects.push(Effect::Leap {
                    from,
                    to: route.mid,
                });
                if route.n2 > 0 {
                    effects.push(Effect::Step {
                        path: vec![route.mid, to],
                    });
                }
            }
            RouteKind::LeapVault => {
                by_vault = true;
                effects.push(Effect::Leap {
                    from,
                    to: route.mid,
                });
                effects.push(vault(route.mid, route.d2, route.n2));
            }
            RouteKind::SideVault => {
                by_vault = true;
                let mut squares = self.line(from, route.d1, route.n1);
                squares.push(to);
                effects.push(over(squares));
            }
            RouteKind::Zeunt => {
                by_vault = true;
                effects.push(zeunt(from, to));
            }
            RouteKind::ZeuntSlide => {
                effects.push(zeunt(from, route.mid));
                effects.push(Effect::Step {
                    path: self.line(route.mid, route.d2, route.n2),
                });
            }
            RouteKind::ZeuntLeap => {
                effects.push(zeunt(from, route.mid));
                effects.push(Effect::Leap {
                    from: route.mid,
                    to,
                });
            }
            RouteKind::SlideZeunt => {
                by_vault = true;
                effects.push(Effect::Step {
                    path: self.line(from, route.d1, route.n1),
                });
                effects.push(zeunt(route.mid, to));
            }
            RouteKind::LeapZeunt => {
                by_vault = true;
                effects.push(Effect::Leap {
                    from,
                    to: route.mid,
                });
                effects.push(zeunt(route.mid, to));
            }
        }
        if !pos.piece(to).is_empty() {
            let cause = if by_vault {
                CaptureCause::Vault
            } else {
                CaptureCause::Replacement
            };
            effects.push(Effect::Capture { at: to, cause });
        }
        if let Some(kind) = Kind::from_code(mv.tag) {
            effects.push(Effect::Promote {
                at: to,
                into: kind.letter(),
            });
        }
        effects
    }
}
