//! The one integration-test binary: rules core, each game, and the command line.

mod core;
mod support;
mod tafl;
mod witches;
