//! The one integration-test binary: rules core, each game, and the command line.

mod core;
mod jikaida;
mod support;
mod tafl;
