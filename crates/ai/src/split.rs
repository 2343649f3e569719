//! The root moves of a parallel search's iteration, split between its threads: a thread
//! claims a move before it searches it and records its score, so a root move is searched
//! once (the first, the previous best, by every thread, which then split its subtree) and
//! every thread ends the iteration with the same scores, the same best move and so the same
//! next window. Threads that each searched every root move against their own best score did
//! several times the work of one thread wherever their first scores differed.

use jikai_rules::Move;

/// One attempt at an iteration: its depth, which attempt at that depth (the aspiration
/// window widens between attempts) and the window.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    pub depth: i32,
    pub tries: u32,
    pub lo: i32,
    pub hi: i32,
}

/// What a thread is to do with a root move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Search it.
    Search,
    /// Another thread is searching it: put it off.
    Busy,
    /// It is scored.
    Scored(i32),
    /// A move scored `hi` or more: the attempt is over.
    Cut(Move, i32),
}

/// The attempt the threads are on, and its root moves: each claimed by one thread, and its
/// score, once recorded, every thread's.
#[derive(Default)]
pub struct Scoreboard {
    attempt: Option<Attempt>,
    /// The move the attempt searches first: the opening thread's, which every thread
    /// searches first (root moves tied in score stand in each thread's own order, and two
    /// threads with different first moves each searched a whole subtree of their own).
    first: Option<Move>,
    /// The moves claimed, each with its score once searched.
    moves: Vec<(Move, Option<i32>)>,
    /// The best score a move has reached so far, and the move.
    best: Option<(Move, i32)>,
    /// The move that scored `hi` or more.
    cut: Option<(Move, i32)>,
}

impl Scoreboard {
    /// Whether a thread about to make `attempt` splits it with the others, and which
    /// attempt that is: the first thread to reach an attempt opens it, and a thread that
    /// comes to the same depth later takes up the scoreboard's attempt (it may be a later one,
    /// or one with another window where the threads' last iterations ended apart, or one
    /// already done, whose scores it reads), and its first move (`first`). A thread a whole
    /// iteration behind searches on its own.
    pub fn join(&mut self, attempt: &mut Attempt, first: &mut Option<Move>) -> bool {
        match self.attempt {
            Some(a) if a.depth == attempt.depth && a.tries >= attempt.tries => {
                *attempt = a;
                *first = self.first;
            }
            Some(a) if a.depth > attempt.depth => return false,
            _ => {
                *self = Scoreboard {
                    attempt: Some(*attempt),
                    first: *first,
                    ..Scoreboard::default()
                }
            }
        }
        true
    }

    fn slot(&mut self, mv: Move) -> Option<&mut Option<i32>> {
        self.moves
            .iter_mut()
            .find(|(m, _)| *m == mv)
            .map(|(_, s)| s)
    }

    /// What to do with `mv`; `shared` moves are searched by any thread that comes to them
    /// while unscored (the first move, and moves put off and come back to), the others by
    /// the thread that claims them first.
    pub fn claim(&mut self, attempt: Attempt, mv: Move, shared: bool) -> Claim {
        if self.attempt != Some(attempt) {
            return Claim::Search;
        }
        if let Some((mv, score)) = self.cut {
            return Claim::Cut(mv, score);
        }
        match self.slot(mv) {
            Some(Some(score)) => Claim::Scored(*score),
            Some(None) if !shared => Claim::Busy,
            Some(None) => Claim::Search,
            None => {
                self.moves.push((mv, None));
                Claim::Search
            }
        }
    }

    /// Records `mv`'s score, unless another thread recorded it first: the score that
    /// stands.
    pub fn record(&mut self, attempt: Attempt, mv: Move, score: i32) -> i32 {
        if self.attempt != Some(attempt) {
            return score;
        }
        let slot = match self.slot(mv) {
            Some(slot) => slot,
            None => {
                self.moves.push((mv, None));
                &mut self.moves.last_mut().expect("just pushed").1
            }
        };
        let score = *slot.get_or_insert(score);
        if self.best.is_none_or(|(_, best)| score > best) {
            self.best = Some((mv, score));
        }
        if score >= attempt.hi && self.cut.is_none() {
            self.cut = Some((mv, score));
        }
        score
    }

    /// The best move and score recorded in `attempt` so far.
    pub fn best(&self, attempt: Attempt) -> Option<(Move, i32)> {
        self.best.filter(|_| self.attempt == Some(attempt))
    }

    /// The score recorded for `mv` in `attempt`, if any.
    pub fn score(&self, attempt: Attempt, mv: Move) -> Option<i32> {
        let scored = self.moves.iter().find(|(m, _)| *m == mv);
        scored
            .and_then(|&(_, s)| s)
            .filter(|_| self.attempt == Some(attempt))
    }

    /// Whether a thread searching `mv` in `attempt` may stop: another thread has scored it,
    /// or the attempt is over.
    pub fn settled(&self, attempt: Attempt, mv: Move) -> bool {
        self.attempt == Some(attempt) && (self.cut.is_some() || self.score(attempt, mv).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jikai_rules::Square;

    fn mv(n: u16) -> Move {
        Move {
            from: Square(n),
            to: Square(n + 1),
            via: Square::NONE,
            tag: 0,
        }
    }

    #[test]
    fn a_root_move_is_searched_once_and_its_score_is_everyones() {
        let attempt = Attempt {
            depth: 5,
            tries: 0,
            lo: -25,
            hi: 25,
        };
        let mut scoreboard = Scoreboard::default();
        assert!(scoreboard.join(&mut attempt.clone(), &mut Some(mv(1))));
        let mut other = Attempt { lo: -30, ..attempt };
        let mut first = Some(mv(5));
        assert!(
            scoreboard.join(&mut other, &mut first),
            "a second thread joins"
        );
        assert_eq!(other, attempt, "and takes up the scoreboard's window");
        assert_eq!(first, Some(mv(1)), "and its first move");
        assert_eq!(scoreboard.claim(attempt, mv(1), false), Claim::Search);
        assert_eq!(scoreboard.claim(attempt, mv(1), false), Claim::Busy);
        assert_eq!(scoreboard.claim(attempt, mv(1), true), Claim::Search);
        assert!(!scoreboard.settled(attempt, mv(1)));
        assert_eq!(scoreboard.record(attempt, mv(1), 7), 7);
        assert_eq!(
            scoreboard.record(attempt, mv(1), 3),
            7,
            "the first score stands"
        );
        assert!(scoreboard.settled(attempt, mv(1)));
        assert_eq!(scoreboard.claim(attempt, mv(1), false), Claim::Scored(7));
        assert_eq!(scoreboard.best(attempt), Some((mv(1), 7)));
        // A move at `hi` or above ends the attempt for every thread.
        assert_eq!(scoreboard.claim(attempt, mv(2), false), Claim::Search);
        scoreboard.record(attempt, mv(2), 40);
        assert_eq!(
            scoreboard.claim(attempt, mv(3), false),
            Claim::Cut(mv(2), 40)
        );
        assert!(scoreboard.settled(attempt, mv(3)));
        // A thread an iteration behind does not disturb the scoreboard; one ahead opens a new
        // attempt, which a thread behind on the same depth takes up.
        let mut earlier = Attempt {
            depth: 4,
            ..attempt
        };
        assert!(!scoreboard.join(&mut earlier, &mut None));
        assert_eq!(scoreboard.claim(earlier, mv(1), false), Claim::Search);
        let wider = Attempt {
            tries: 1,
            hi: 125,
            ..attempt
        };
        assert!(scoreboard.join(&mut wider.clone(), &mut Some(mv(2))));
        assert_eq!(scoreboard.claim(wider, mv(1), false), Claim::Search);
        assert_eq!(scoreboard.best(attempt), None);
        let (mut behind, mut first) = (attempt, Some(mv(1)));
        assert!(scoreboard.join(&mut behind, &mut first));
        assert_eq!((behind, first), (wider, Some(mv(2))));
    }
}
