//! Tutorial levels: walkthroughs of each game's pieces and rules, kept as data in `levels/`.
//! Pure Rust, no Bevy: the command line checks the levels with it, and the app drives a
//! level through [`Walk`], which compares the player's moves through the rules core.

mod check;
mod explain;
mod level;
mod walk;

pub use check::{LevelReport, check_dir, check_file, check_level, check_text};
pub use explain::explain_illegal;
pub use level::{Aim, Goal, Level, LevelError, Step, Task, limits, read_text, text_of};
pub use walk::{Reply, Walk};
