//! `jikai perft`: counts the positions a game reaches in `depth` plies, the move generator's
//! test against the reference counts.

use super::{CliError, values};
use crate::rules::{Error, Game, WithGame, divide, perft, with_game};
use std::io::Write;
use std::time::Instant;

/// Count the positions reachable in <depth> plies (perft), from the start or a position.
#[derive(clap::Args, Debug)]
#[command(
    allow_negative_numbers = true,
    after_help = "Example:\n  jikai perft jikaida 3 --divide --option notation=drin"
)]
pub struct PerftArgs {
    /// The game or drill
    #[arg(value_name = "game", value_parser = values::game())]
    game: String,
    /// Plies to count, 0 to 20
    #[arg(value_name = "depth", value_parser = values::number(0u32, 20))]
    depth: u32,
    /// The position to count from, as the game's position string (default: the start)
    #[arg(long, value_name = "string")]
    position: Option<String>,
    /// List each legal move with its count before the total
    #[arg(long)]
    divide: bool,
    /// A rules option; repeat for several (`jikai options <game>` lists them)
    #[arg(long = "option", value_name = "key=value", value_parser = values::pair("key=value"))]
    options: Vec<(String, String)>,
}

/// What `perft` found: the divide lines (move, count) and the total.
pub struct Counted {
    lines: Vec<(String, u64)>,
    nodes: u64,
}

pub fn run(args: PerftArgs, out: &mut impl Write) -> Result<(), CliError> {
    let started = Instant::now();
    let counted = with_game(&args.game, &args.options, &args)?;
    let seconds = started.elapsed().as_secs_f64();
    for (mv, count) in &counted.lines {
        writeln!(out, "{mv} {count}")?;
    }
    writeln!(out, "nodes {}", counted.nodes)?;
    // The speed is for people, not for scripts reading stdout; it may go unsaid.
    let _ = writeln!(
        std::io::stderr(),
        "{seconds:.3} s, {:.0} nodes/s",
        counted.nodes as f64 / seconds.max(1e-9)
    );
    Ok(())
}

impl WithGame for &PerftArgs {
    type Output = Counted;

    fn run<G: Game + crate::ai::Evaluate>(self, game: G) -> Result<Counted, Error> {
        let mut pos = match &self.position {
            Some(text) => game.parse_position(text)?,
            None => game.start(),
        };
        if !self.divide {
            let nodes = perft(&game, &mut pos, self.depth);
            return Ok(Counted {
                lines: Vec::new(),
                nodes,
            });
        }
        let before = pos.clone();
        let lines: Vec<(String, u64)> = divide(&game, &mut pos, self.depth)
            .into_iter()
            .map(|(mv, count)| (game.notation(&before, mv), count))
            .collect();
        let nodes = lines.iter().map(|(_, n)| n).sum::<u64>() + u64::from(self.depth == 0);
        Ok(Counted { lines, nodes })
    }
}
