//! The rules as the program uses them: the rules core (`jikai-rules`, re-exported whole) and
//! above it what needs the AI or the file system: any game by its id with its search
//! (`AnyMatch`, `open_match`), and game records: RON, the game text, OpenTafl's.

pub use jikai_rules::*;

mod analysis;
mod any_match;
mod destinations;
pub mod game_text;
pub mod otg;
mod record;
mod seat;
mod version;

pub use analysis::{
    ANALYSIS_MOVES, Analysis, BLUNDER, GRAPH_CAP, GraphPoint, MISTAKE, analysis_limits, score_words,
};
pub use any_match::{AnyMatch, Thought, game_to, open_match, play_line};
pub use destinations::{Destinations, destinations};
pub use game_text::result_token;
pub use record::{GameRecord, RECORD_BYTES, RecordedClock, describe_outcome};
pub use seat::Seat;
pub use version::{POSITION_VERSION, upgrade_position};

use jikai_ai::Evaluate;

/// Work to do with a game whose type is known only at run time; every game also has an
/// evaluation, so the work may search it.
pub trait WithGame {
    type Output;
    fn run<G: Game + Evaluate>(self, game: G) -> Result<Self::Output, Error>;
}

/// Builds the game `id` with `key=value` options over its defaults and hands it, with its
/// evaluation, to `work`.
pub fn with_game<W: WithGame>(
    id: &str,
    options: &[(String, String)],
    work: W,
) -> Result<W::Output, Error> {
    jikai_rules::dispatch_game!(id, options, work)
}
