mod cli;
mod cli_usage;
mod destinations;
mod engine;
mod grammar;
mod look;
mod options;
mod replay;
