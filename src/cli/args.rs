use super::CliError;

/// The arguments after the command word, read in order.
pub struct Args {
    rest: std::collections::VecDeque<String>,
}

impl Args {
    pub fn new(argv: Vec<String>) -> Args {
        Args { rest: argv.into() }
    }

    /// The next argument, if any.
    pub fn word(&mut self) -> Option<String> {
        self.rest.pop_front()
    }

    /// Every argument not read yet.
    pub fn rest(self) -> Vec<String> {
        self.rest.into()
    }

    /// The next argument, which must be there.
    pub fn required(&mut self, what: &str) -> Result<String, CliError> {
        self.word()
            .ok_or_else(|| CliError(format!("missing {what}")))
    }

    /// The value following a flag.
    pub fn value_of(&mut self, flag: &str) -> Result<String, CliError> {
        self.word()
            .ok_or_else(|| CliError(format!("{flag} needs a value")))
    }

    /// Reads `key=value`.
    pub fn pair(text: &str) -> Result<(String, String), CliError> {
        text.split_once('=')
            .filter(|(k, v)| !k.is_empty() && !v.is_empty())
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .ok_or_else(|| CliError(format!("--option takes key=value, not '{text}'")))
    }
}
