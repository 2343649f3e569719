//! Fitting an evaluation's weights to the results of games (Texel's method): positions from
//! games that ended by the rules, each labelled with the result for its side to move (1, 1/2,
//! 0), and the weights that make `sigmoid(K * evaluation)` predict those results best (least
//! mean squared error), found by a local search from the hand weights after `K` is fitted to
//! the hand weights. The same for every game: a game only declares its weights
//! (`Evaluate::TUNABLE`) and reads them (`Evaluate::weights`).

use super::{Evaluate, Searcher, WeightSet, below, chance, mix, weights};
use jikai_rules::{Error, Game, Match, Outcome};

/// A position and the result of its game for the side to move: 1 won, 0.5 drawn, 0 lost.
#[derive(Clone, Debug)]
pub struct Sample<P> {
    pub pos: P,
    pub result: f64,
    /// The game it comes from (a number): positions are held out game by game, since
    /// those of one game are alike.
    pub game: usize,
}

/// Plies of each game left out: the opening, random and varied, says little of the result.
pub const OPENING_PLIES: usize = 20;

/// The quiet positions of one game that ended by the rules, from its start position and
/// moves in notation, each labelled with the result; `None` if the game did not end (a game
/// stopped at a length cap was decided by the evaluation, not by the rules). Quiet: the
/// capture search with the hand weights scores it as the evaluation does (no capture pays),
/// so the result is the evaluation's to predict, not a capture's.
pub fn game_samples<G: Evaluate>(
    game: &G,
    number: usize,
    start: &str,
    moves: &[String],
) -> Result<Option<Vec<Sample<G::Position>>>, Error> {
    let mut m = Match::new(game.clone(), game.parse_position(start)?);
    let mut positions = Vec::new();
    for (i, text) in moves.iter().enumerate() {
        if i >= OPENING_PLIES {
            positions.push(m.position().clone());
        }
        let mv = game.parse_move(m.position(), text)?;
        m.play(mv)?;
    }
    let Some(outcome) = m.outcome() else {
        return Ok(None);
    };
    let hand = weights::weights(game, &WeightSet::Hand);
    let mut searcher = Searcher::new(game.clone(), 1).with_weights(&WeightSet::Hand);
    Ok(Some(
        positions
            .into_iter()
            .filter(|pos| searcher.capture_search(pos) == game.evaluate(&hand, pos))
            .map(|pos| {
                let mover = game.side_to_move(&pos);
                let result = match outcome {
                    Outcome::Win { winner, .. } if winner == mover => 1.0,
                    Outcome::Win { .. } => 0.0,
                    Outcome::Draw { .. } => 0.5,
                };
                Sample {
                    pos,
                    result,
                    game: number,
                }
            })
            .collect(),
    ))
}

/// At most `limit` of `samples`, drawn by `seed`, in their order.
pub fn thin<P>(samples: Vec<Sample<P>>, limit: usize, seed: u64) -> Vec<Sample<P>> {
    if samples.len() <= limit {
        return samples;
    }
    let mut rng = chance(seed);
    let mut index: Vec<usize> = (0..samples.len()).collect();
    for i in 0..limit {
        let j = i + below(&mut rng, index.len() - i);
        index.swap(i, j);
    }
    let mut keep = vec![false; samples.len()];
    index[..limit].iter().for_each(|&i| keep[i] = true);
    samples
        .into_iter()
        .zip(keep)
        .filter_map(|(s, k)| k.then_some(s))
        .collect()
}

/// The data file: a comment, then one position a line, `result game position`.
pub fn format_samples<G: Game>(game: &G, comment: &str, samples: &[Sample<G::Position>]) -> String {
    let mut text = String::new();
    for line in comment.lines() {
        text += &format!("# {line}\n");
    }
    for s in samples {
        let result = if s.result >= 1.0 {
            "1"
        } else if s.result <= 0.0 {
            "0"
        } else {
            "0.5"
        };
        text += &format!("{result} {} {}\n", s.game, game.format_position(&s.pos));
    }
    text
}

/// Reads a data file (`format_samples`); an error names the line.
pub fn parse_samples<G: Game>(game: &G, text: &str) -> Result<Vec<Sample<G::Position>>, String> {
    let mut samples = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = || format!("line {}", n + 1);
        let mut fields = line.splitn(3, ' ');
        let (Some(result), Some(number), Some(position)) =
            (fields.next(), fields.next(), fields.next())
        else {
            return Err(format!("{}: expected 'result game position'", at()));
        };
        let number = number
            .parse::<usize>()
            .map_err(|_| format!("{}: game '{number}' is not a number", at()))?;
        let result = match result {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            other => return Err(format!("{}: result '{other}' is not 1, 0.5 or 0", at())),
        };
        let pos = game
            .parse_position(position)
            .map_err(|e| format!("{}: {e}", at()))?;
        samples.push(Sample {
            pos,
            result,
            game: number,
        });
    }
    if samples.is_empty() {
        return Err("no positions".into());
    }
    Ok(samples)
}

/// `1 / (1 + e^(-k score))`: the expected result of a position the evaluation scores `score`.
fn sigmoid(k: f64, score: i32) -> f64 {
    1.0 / (1.0 + (-k * f64::from(score)).exp())
}

/// The mean squared error of `sigmoid(k * score)` against the results.
pub fn loss(k: f64, scored: &[(i32, f64)]) -> f64 {
    let sum: f64 = scored
        .iter()
        .map(|&(score, result)| (result - sigmoid(k, score)).powi(2))
        .sum();
    sum / scored.len().max(1) as f64
}

/// The `k` with the least `loss`: a golden-section search over its logarithm, from
/// 1/100,000 to 1/10 (a point of evaluation worth from a ten-thousandth to ten times the
/// logistic's unit).
pub fn fit_k(scored: &[(i32, f64)]) -> f64 {
    let f = |x: f64| loss(10f64.powf(x), scored);
    let (mut lo, mut hi) = (-5.0f64, -1.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let (mut a, mut b) = (hi - g * (hi - lo), lo + g * (hi - lo));
    let (mut fa, mut fb) = (f(a), f(b));
    for _ in 0..60 {
        if fa < fb {
            hi = b;
            (b, fb) = (a, fa);
            a = hi - g * (hi - lo);
            fa = f(a);
        } else {
            lo = a;
            (a, fa) = (b, fb);
            b = lo + g * (hi - lo);
            fb = f(b);
        }
    }
    10f64.powf((lo + hi) / 2.0)
}

/// A local search for the least `loss` from `start`: each weight in turn is tried a step up
/// and a step down, and a change kept if it lowers the loss; each weight's step starts at
/// an eighth of its start value (at least 1) and is halved when a whole pass keeps nothing,
/// until every step is 1 and a pass keeps nothing, or after `passes` passes. The weights
/// marked in `kept` keep their start values. Deterministic.
pub fn minimise(
    start: &[i32],
    kept: &[bool],
    passes: usize,
    mut loss: impl FnMut(&[i32]) -> f64,
    log: &mut dyn FnMut(&str),
) -> (Vec<i32>, f64) {
    let mut best = start.to_vec();
    let mut best_loss = loss(&best);
    let mut steps: Vec<i32> = start.iter().map(|v| (v.abs() / 8).max(1)).collect();
    for pass in 1..=passes {
        let mut improved = false;
        for i in (0..best.len()).filter(|&i| !kept.get(i).copied().unwrap_or(false)) {
            for sign in [1, -1] {
                let mut trial = best.clone();
                trial[i] += sign * steps[i];
                let l = loss(&trial);
                if l < best_loss {
                    (best, best_loss, improved) = (trial, l, true);
                    break;
                }
            }
        }
        log(&format!("pass {pass}: loss {best_loss:.6}"));
        if !improved {
            if steps.iter().all(|&s| s == 1) {
                break;
            }
            steps.iter_mut().for_each(|s| *s = (*s / 2).max(1));
        }
    }
    (best, best_loss)
}

/// What a tuning found.
#[derive(Clone, Debug)]
pub struct Tuning {
    pub k: f64,
    /// Positions fitted to and held out (those of a fifth of the games, drawn by the seed):
    /// the held-out loss says whether the fit holds beyond the games it saw.
    pub fitted_on: usize,
    pub held_out: usize,
    pub hand: Vec<i32>,
    pub fitted: Vec<i32>,
    /// Losses with the hand and the fitted weights, on the fitted and the held-out positions.
    pub loss_fitted: [f64; 2],
    pub loss_held_out: [f64; 2],
}

/// How far `values` stray from `hand`: the sum of each weight's change squared, relative
/// to its hand value (at least 1). The fit minimises the loss plus `prior` times this: a
/// few hundred games give only a few hundred results, which a free fit of every weight
/// explains by the accidents of single games (weights doubled, signs turned) and predicts
/// other games worse; the prior keeps the hand values unless the results clearly say
/// otherwise.
pub fn stray(values: &[i32], hand: &[i32]) -> f64 {
    values
        .iter()
        .zip(hand)
        .map(|(&v, &h)| (f64::from(v - h) / f64::from(h.abs().max(1))).powi(2))
        .sum()
}

/// Fits `game`'s weights to `samples`: the positions of a fifth of the games held out (drawn
/// by `seed`), `k` fitted to the hand weights' scores of the rest, then the weights by
/// `minimise` of the loss plus `prior` times their `stray` from the hand weights; the
/// weights named in `kept` keep their hand values.
#[allow(clippy::too_many_arguments)]
pub fn tune<G: Evaluate>(
    game: &G,
    samples: &[Sample<G::Position>],
    seed: u64,
    passes: usize,
    prior: f64,
    kept: &[&str],
    log: &mut dyn FnMut(&str),
) -> Tuning {
    let held: Vec<bool> = samples
        .iter()
        .map(|s| mix(seed ^ mix(s.game as u64)).is_multiple_of(5))
        .collect();
    let part = |out: bool| -> Vec<&Sample<G::Position>> {
        samples
            .iter()
            .zip(&held)
            .filter(|(_, h)| **h == out)
            .map(|(s, _)| s)
            .collect()
    };
    let (train, test) = (part(false), part(true));
    let scored = |values: &[i32], set: &[&Sample<G::Position>]| -> Vec<(i32, f64)> {
        let w = game.weights(values);
        set.iter()
            .map(|s| (game.evaluate(&w, &s.pos), s.result))
            .collect()
    };
    let hand = weights::values(game, &WeightSet::Hand);
    let k = fit_k(&scored(&hand, &train));
    log(&format!("k {k:.6}"));
    let kept: Vec<bool> = G::TUNABLE.iter().map(|w| kept.contains(&w.0)).collect();
    let (fitted, _) = minimise(
        &hand,
        &kept,
        passes,
        |v| loss(k, &scored(v, &train)) + prior * stray(v, &hand),
        log,
    );
    let losses = |set: &[&Sample<G::Position>]| [&hand, &fitted].map(|v| loss(k, &scored(v, set)));
    Tuning {
        k,
        fitted_on: train.len(),
        held_out: test.len(),
        loss_fitted: losses(&train),
        loss_held_out: losses(&test),
        hand,
        fitted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up evaluation `a x + b y` of made-up positions `(x, y)`, whose results follow
    /// `sigmoid(k (3x - 2y))`: from a wrong start the loss falls and the fit comes near the
    /// truth (up to the scale, which `k` takes).
    #[test]
    fn the_loss_falls_on_a_synthetic_set() {
        let mut rng = chance(5);
        let points: Vec<(i32, i32, f64)> = (0..400)
            .map(|_| {
                let x = below(&mut rng, 200) as i32 - 100;
                let y = below(&mut rng, 200) as i32 - 100;
                let p = sigmoid(0.01, 3 * x - 2 * y);
                let result = if super::super::unit(&mut rng) < p {
                    1.0
                } else {
                    0.0
                };
                (x, y, result)
            })
            .collect();
        let scored = |v: &[i32]| -> Vec<(i32, f64)> {
            points
                .iter()
                .map(|&(x, y, r)| (v[0] * x + v[1] * y, r))
                .collect()
        };
        let start = [30, 30];
        let k = fit_k(&scored(&start));
        let before = loss(k, &scored(&start));
        let (fitted, after) = minimise(&start, &[], 200, |v| loss(k, &scored(v)), &mut |_| {});
        assert!(after < before - 0.01, "loss {before} -> {after}");
        assert!(fitted[0] > 0 && fitted[1] < 0, "fitted {fitted:?}");
        let ratio = f64::from(fitted[0]) / f64::from(-fitted[1]);
        assert!((1.2..1.8).contains(&ratio), "fitted {fitted:?}");
    }

    #[test]
    fn k_fits_the_scale_of_the_scores() {
        // Results that follow sigmoid(0.02 s) exactly: the fitted k is 0.02.
        let scored: Vec<(i32, f64)> = (-50..50).map(|s| (s * 4, sigmoid(0.02, s * 4))).collect();
        assert!((fit_k(&scored) - 0.02).abs() < 1e-4);
    }

    #[test]
    fn thinning_keeps_a_seeded_subset_in_order() {
        let samples = (0..50)
            .map(|i| Sample {
                pos: i,
                result: 1.0,
                game: 0,
            })
            .collect::<Vec<_>>();
        let kept = |seed| {
            thin(samples.clone(), 10, seed)
                .iter()
                .map(|s| s.pos)
                .collect::<Vec<_>>()
        };
        assert_eq!(kept(3), kept(3));
        assert_ne!(kept(3), kept(4));
        assert_eq!(kept(3).len(), 10);
        assert!(kept(3).windows(2).all(|w| w[0] < w[1]));
    }
}
