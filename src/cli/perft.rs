//! `jikai perft <game> <depth> [--position "<string>"] [--divide] [--option key=value ...]`

use super::{Args, CliError};
use crate::rules::{Error, Game, WithGame, divide, perft, with_game};
use std::time::Instant;

struct Perft {
    depth: u32,
    position: Option<String>,
    divide: bool,
}

pub fn run(mut args: Args) -> Result<(), CliError> {
    let game = args.required("game")?;
    let depth_text = args.required("depth")?;
    let depth = depth_text
        .parse()
        .ok()
        .filter(|d| *d <= 20)
        .ok_or_else(|| {
            CliError(format!(
                "depth must be a number from 0 to 20, not '{depth_text}'"
            ))
        })?;
    let mut job = Perft {
        depth,
        position: None,
        divide: false,
    };
    let mut options = Vec::new();
    while let Some(arg) = args.word() {
        match arg.as_str() {
            "--divide" => job.divide = true,
            "--position" => job.position = Some(args.value_of("--position")?),
            "--option" => options.push(Args::pair(&args.value_of("--option")?)?),
            other => return Err(CliError(format!("unknown argument '{other}'"))),
        }
    }
    Ok(with_game(&game, &options, job)?)
}

impl WithGame for Perft {
    type Output = ();

    fn run<G: Game + crate::ai::Evaluate>(self, game: G) -> Result<(), Error> {
        let mut pos = match &self.position {
            Some(text) => game.parse_position(text)?,
            None => game.start(),
        };
        let started = Instant::now();
        let nodes = if self.divide {
            let before = pos.clone();
            let lines = divide(&game, &mut pos, self.depth);
            for (mv, count) in &lines {
                println!("{} {count}", game.notation(&before, *mv));
            }
            lines.iter().map(|(_, n)| n).sum::<u64>() + u64::from(self.depth == 0)
        } else {
            perft(&game, &mut pos, self.depth)
        };
        let seconds = started.elapsed().as_secs_f64();
        println!("nodes {nodes}");
        eprintln!(
            "{:.3} s, {:.0} nodes/s",
            seconds,
            nodes as f64 / seconds.max(1e-9)
        );
        Ok(())
    }
}
