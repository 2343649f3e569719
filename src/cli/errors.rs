//! clap's answers rendered the project's way: help and version on stdout; a usage error as
//! one line (clap's own form spans several, with the usage and a tip), a suggestion kept.

use super::CliError;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::io::Write;

/// Prints help or the version, or turns a usage error into its one-line message.
pub fn usage(e: &clap::Error, out: &mut impl Write) -> Result<(), CliError> {
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => Ok(write!(out, "{}", e.render())?),
        _ => Err(CliError::new(message(e))),
    }
}

/// The one-line message of a usage error.
fn message(e: &clap::Error) -> String {
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => v.first().cloned(),
        _ => None,
    };
    let list = |kind| match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    let mean = |kind| text(kind).map(|s| format!(" (did you mean '{s}'?)"));
    let arg = text(ContextKind::InvalidArg).unwrap_or_default();
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    match e.kind() {
        ErrorKind::InvalidSubcommand => {
            let commands: Vec<String> = super::command()
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect();
            let hint = mean(ContextKind::SuggestedSubcommand)
                .unwrap_or_else(|| format!(" (commands: {})", commands.join(", ")));
            let word = text(ContextKind::InvalidSubcommand).unwrap_or_default();
            format!("unknown command '{word}'{hint}")
        }
        ErrorKind::UnknownArgument if arg.starts_with('-') => {
            let hint = mean(ContextKind::SuggestedArg).unwrap_or_default();
            format!("unknown argument '{arg}'{hint}")
        }
        ErrorKind::UnknownArgument => format!("unexpected argument '{arg}'"),
        ErrorKind::InvalidValue if value.is_empty() => format!("{} needs a value", flag(&arg)),
        ErrorKind::InvalidValue => {
            let hint = mean(ContextKind::SuggestedValue).unwrap_or_else(|| {
                let valid = list(ContextKind::ValidValue);
                format!(" ({}s: {})", noun(&arg), valid.join(", "))
            });
            format!("unknown {} '{value}'{hint}", noun(&arg))
        }
        // The value parsers of `values` say what the flag takes.
        ErrorKind::ValueValidation => {
            let takes = std::error::Error::source(e).map_or(String::new(), |s| s.to_string());
            format!("{} takes {takes}, not '{value}'", flag(&arg))
        }
        ErrorKind::MissingRequiredArgument => {
            let names: Vec<String> = list(ContextKind::InvalidArg)
                .iter()
                .map(|a| flag(a))
                .collect();
            format!("missing {}", names.join(" and "))
        }
        _ => first_line(e),
    }
}

/// The flag of `--a <level>`, or the name of the positional `<depth>`.
fn flag(arg: &str) -> String {
    match arg.split_once(' ') {
        Some((flag, _)) => flag.to_string(),
        None => noun(arg),
    }
}

/// What a value is: `level` for `--a <level>`, `game` for `<game>`.
fn noun(arg: &str) -> String {
    let name = arg.rsplit(' ').next().unwrap_or(arg);
    name.trim_matches(|c| matches!(c, '<' | '>' | '[' | ']' | '.'))
        .to_string()
}

/// clap's own message, its first line without the `error: ` prefix.
fn first_line(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let line = rendered.lines().next().unwrap_or("bad arguments");
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_and_nouns() {
        assert_eq!(flag("--a <level>"), "--a");
        assert_eq!(flag("<depth>"), "depth");
        assert_eq!(noun("--a <level>"), "level");
        assert_eq!(noun("<game>"), "game");
    }
}
