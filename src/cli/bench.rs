//! `jikai bench`: move generation speed per game, as perft nodes per second from fixed
//! positions. Meaningful only in a release build.

use super::{Args, CliError};
use crate::rules::{Error, Game, WithGame, perft, with_game};
use std::time::Instant;

/// Per game: a label, a position (`None` for the start), a depth and options.
type BenchCase = (
    &'static str,
    &'static str,
    Option<&'static str>,
    u32,
    &'static [(&'static str, &'static str)],
);

const CASES: &[BenchCase] = &[
    ("tafl", "start", None, 4, &[]),
    (
        "tafl",
        "midgame",
        Some(
            "/3t1t1t3/1t3t5/2t2T1T3/t3T5t/t1TT1T2t1t/tt1T1K1Tt1t/t4T4t/t5T3t/2t4t3/1T3t5/3ttt1t3/ d",
        ),
        4,
        &[],
    ),
    ("jetan", "start", None, 4, &[]),
    (
        "jetan",
        "midgame",
        Some("wa1fp1fdaw/tn1nnn1nnt/2n2c4/3d2n3/10/2N2F4/4NN4/1N8/T2N3NNT/WADFCP1DAW b BO -"),
        4,
        &[],
    ),
    ("jetan", "burroughs", None, 4, &[("preset", "burroughs")]),
    ("jetan", "gremlin", None, 4, &[("preset", "gremlin")]),
    ("witches", "start", None, 4, &[]),
    (
        "witches",
        "midgame",
        Some(
            "lc1nb1kb1rvl/pprp2n1p2p/W2w1**2pp1/2p1****4/1P2****4/L4**4L/P1PP1NJ1PPPP/V1R1B1KBNRC1 b Jjj - T 0 8",
        ),
        4,
        &[],
    ),
];

struct Case {
    position: Option<&'static str>,
    depth: u32,
}

impl WithGame for Case {
    type Output = (u64, f64);

    fn run<G: Game>(self, game: G) -> Result<(u64, f64), Error> {
        let mut pos = match self.position {
            Some(text) => game.parse_position(text)?,
            None => game.start(),
        };
        let started = Instant::now();
        let nodes = perft(&game, &mut pos, self.depth);
        Ok((nodes, started.elapsed().as_secs_f64()))
    }
}

pub fn run(mut args: Args) -> Result<(), CliError> {
    if let Some(extra) = args.word() {
        return Err(CliError(format!("unexpected argument '{extra}'")));
    }
    if cfg!(debug_assertions) {
        eprintln!("jikai: warning: a debug build; run `cargo run --release -- bench`");
    }
    println!(
        "{:<8} {:<10} {:>5} {:>12} {:>8} {:>14}",
        "game", "position", "depth", "nodes", "seconds", "nodes/s"
    );
    for &(game, label, position, depth, options) in CASES {
        let options: Vec<(String, String)> = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let (nodes, seconds) = with_game(game, &options, Case { position, depth })?;
        println!(
            "{game:<8} {label:<10} {depth:>5} {nodes:>12} {seconds:>8.3} {:>14.0}",
            nodes as f64 / seconds.max(1e-9)
        );
    }
    Ok(())
}
