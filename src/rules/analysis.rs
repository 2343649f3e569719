//! A position analysed for a player: Master's search as the engine runs it, scored without
//! the lean and the weariness (a computer player's leanings, not what the position is
//! worth: docs/ai.md), its best moves scored exactly, from the view of the side named first
//! (`Side::South`), in the game's notation.

use super::{Game, Match, Move, Outcome, Side, protocol_move};
use jikai_ai::{Evaluate, Level, Limits, MATE, SearchResult, WON};

/// The moves an analysis scores and shows.
pub const ANALYSIS_MOVES: usize = 3;

/// One completed iteration of an analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub depth: u32,
    pub nodes: u64,
    /// The best score, for the side named first: hundredths of the game's smallest piece,
    /// beyond `WON` a win found (`MATE - plies`), below `-WON` a loss.
    pub score: i32,
    /// The best moves in notation with their scores (for the side named first), best first.
    pub best: Vec<(String, i32)>,
    /// The line the search expects, in notation.
    pub line: Vec<String>,
    /// The same line as the engine protocols write it (`rules::protocol_move`).
    pub protocol_line: Vec<String>,
}

/// An analysis's search: Master's, without the lean and the weariness, every root move
/// scored exactly where `every_move` (so the best three are exact, as UCI's `MultiPV`
/// asks; one thread, `Limits::parallel`), until `nodes` or a stop.
pub fn analysis_limits(nodes: Option<u64>, every_move: bool) -> Limits {
    Limits {
        nodes,
        exact_root: every_move,
        lean: false,
        weary: false,
        ..Level::Master.limits(None)
    }
}

/// `score`, for the side to move in `m`, as the side named first sees it.
pub fn for_first<G: Game>(m: &Match<G>, score: i32) -> i32 {
    if m.game().side_to_move(m.position()) == Side::South {
        score
    } else {
        -score
    }
}

/// An ended game's score for the side named first: a win now, or a draw.
pub fn ended_score(outcome: Outcome) -> i32 {
    match outcome {
        Outcome::Win {
            winner: Side::South,
            ..
        } => MATE,
        Outcome::Win { .. } => -MATE,
        _ => 0,
    }
}

impl Analysis {
    /// The analysis of `m`'s position that a search's iteration `r` makes.
    pub fn of<G: Evaluate>(m: &Match<G>, r: &SearchResult) -> Analysis {
        let best = r
            .root
            .iter()
            .take(ANALYSIS_MOVES)
            .map(|&(mv, s)| (m.notation(mv), for_first(m, s)))
            .collect();
        let mut on = m.clone();
        let (mut line, mut protocol_line) = (Vec::new(), Vec::new());
        for &mv in &r.pv {
            line.push(on.notation(mv));
            protocol_line.push(protocol_move(on.game(), on.position(), mv));
            if on.play(mv).is_err() {
                break;
            }
        }
        Analysis {
            depth: r.depth,
            nodes: r.nodes,
            score: for_first(m, r.score),
            best,
            line,
            protocol_line,
        }
    }
}

/// A score for the side named first in words, `names` the sides' names, the first's first:
/// "+1.25" (smallest pieces), "-0.40", "Yellow wins in 3" (the winner's moves).
pub fn score_words(score: i32, names: [&str; 2]) -> String {
    if score.abs() > WON {
        let winner = if score > 0 { names[0] } else { names[1] };
        let plies = MATE - score.abs();
        if plies == 0 {
            return format!("{winner} has won");
        }
        return format!("{winner} wins in {}", (plies + 1) / 2);
    }
    format!("{:+.2}", f64::from(score) / 100.0)
}

/// A graph's scores stop at ten of the smallest pieces either way: a win found draws at
/// the edge, and a piece given up in a won game is no mistake worth marking.
pub const GRAPH_CAP: i32 = 1_000;
/// A move that loses its mover this much (hundredths of the smallest piece, on capped
/// scores) is marked a mistake; `BLUNDER` or more, a blunder.
pub const MISTAKE: i32 = 150;
pub const BLUNDER: i32 = 400;

/// A position of the graph over a game: its score, and the score the same search gave the
/// move the game played from it. Comparing the two, not the scores of successive
/// positions, keeps the search's odd and even depths from marking every quiet move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphPoint {
    /// The best score, for the side named first.
    pub score: i32,
    /// The move played's score, for the side named first (none at the game's end).
    pub played: Option<i32>,
    pub to_move: Side,
}

impl GraphPoint {
    /// What the move played lost its mover against the best, on capped scores.
    pub fn loss(&self) -> i32 {
        let Some(played) = self.played else {
            return 0;
        };
        let cap = |s: i32| s.clamp(-GRAPH_CAP, GRAPH_CAP);
        let lost = cap(self.score) - cap(played);
        if self.to_move == Side::South {
            lost
        } else {
            -lost
        }
    }
}

impl GraphPoint {
    /// The graph's point for `m`'s position, `next` the move the game played there, from a
    /// search `r` that scored every root move exactly.
    pub fn of<G: Game>(m: &Match<G>, r: &SearchResult, next: Option<Move>) -> GraphPoint {
        let played = next.and_then(|mv| r.root.iter().find(|&&(m, _)| m == mv));
        GraphPoint {
            score: for_first(m, r.score),
            played: played.map(|&(_, s)| for_first(m, s)),
            to_move: m.game().side_to_move(m.position()),
        }
    }
}
