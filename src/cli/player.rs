//! An engine the referee (`jikai match`) runs as a child process: lines sent to its input,
//! its output read on a thread of its own so that a silent or slow engine never blocks the
//! referee, which waits for a line only until a deadline.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// A running engine.
pub struct Player {
    /// The command line, for messages.
    pub name: String,
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

/// Why no wanted line came.
#[derive(Debug, PartialEq, Eq)]
pub enum Silence {
    /// The deadline passed.
    Late,
    /// The engine closed its output (it ended).
    Gone,
}

impl Player {
    /// Starts `command` (split at spaces: the program and its arguments).
    pub fn start(command: &str) -> Result<Player, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("an engine's command is empty")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{command}': {e}"))?;
        let input = child.stdin.take().ok_or("no engine input")?;
        let output = child.stdout.take().ok_or("no engine output")?;
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if send.send(line.trim().to_string()).is_err() {
                    break;
                }
            }
        });
        Ok(Player {
            name: command.to_string(),
            child,
            input,
            lines,
        })
    }

    /// Sends one line; a closed input is found by the next wait.
    pub fn send(&mut self, line: &str) {
        let _ = writeln!(self.input, "{line}").and_then(|_| self.input.flush());
    }

    /// The lines up to and including the first that `wanted` accepts, read until `deadline`.
    pub fn until(
        &mut self,
        deadline: Instant,
        wanted: impl Fn(&str) -> bool,
    ) -> Result<Vec<String>, Silence> {
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = wanted(&line);
                    seen.push(line);
                    if done {
                        return Ok(seen);
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(Silence::Late),
                Err(RecvTimeoutError::Disconnected) => return Err(Silence::Gone),
            }
        }
    }

    /// Reads and drops lines until the engine has been silent for `quiet`: OpenTafl's engine
    /// mode applies its own move after printing it, and a command sent before it is done
    /// races with it.
    pub fn settle(&mut self, quiet: Duration) {
        while self.lines.recv_timeout(quiet).is_ok() {}
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
