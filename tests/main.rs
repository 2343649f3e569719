//! The package's integration tests: the AI, the command line, the engines, the tutorial, the
//! fuzz harness over games by id and the app. The rules' own tests are in `crates/rules/tests`.

mod ai;
#[cfg(feature = "app")]
mod app;
mod core;
mod fuzz;
mod jetan;
// Shared with the rules crate's tests, so a helper is written once; not every one is used here.
#[allow(dead_code)]
#[path = "../crates/rules/tests/support.rs"]
mod support;
mod tutorial;
