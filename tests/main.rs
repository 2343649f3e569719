//! The one integration-test binary: rules core, each game, and the command line.

mod ai;
#[cfg(feature = "app")]
mod app;
mod core;
mod jetan;
mod jikaida;
mod properties;
mod support;
mod tafl;
mod tutorial;
mod witches;
