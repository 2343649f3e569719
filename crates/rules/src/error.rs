use std::borrow::Cow;
use std::fmt;

/// What can go wrong when a player or a file hands the rules core something: always a
/// one-line message fit to show as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A position string that does not describe a position of this game.
    Position(String),
    /// A move that is not legal here, or notation that names no move.
    Move(String),
    /// An option key or value this game does not have.
    Option(String),
    /// A game id that names no game.
    Game(String),
    /// A game record that cannot be read or replayed.
    Record(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Position(m) => write!(f, "bad position: {}", one_line(m)),
            Error::Move(m) => write!(f, "bad move: {}", one_line(m)),
            Error::Option(m) => write!(f, "bad option: {}", one_line(m)),
            Error::Game(m) | Error::Record(m) => write!(f, "{}", one_line(m)),
        }
    }
}

impl std::error::Error for Error {}

/// `text` with every control character (and Unicode's line and paragraph separators) written
/// as an escape (`\n`, `\t`, `\u{1b}`), so that input echoed in a message or a report can
/// never split its line or drive the terminal.
pub fn one_line(text: &str) -> Cow<'_, str> {
    let raw = |c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}');
    if !text.chars().any(raw) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if raw(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::one_line;

    #[test]
    fn control_characters_and_line_separators_are_escaped() {
        assert_eq!(one_line("a\nb\u{1b}[2Jc\td"), "a\\nb\\u{1b}[2Jc\\td");
        assert_eq!(one_line("x\u{2028}y\u{2029}"), "x\\u{2028}y\\u{2029}");
        assert_eq!(one_line("plain 'text' é"), "plain 'text' é");
    }
}
