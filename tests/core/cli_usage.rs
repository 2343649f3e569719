//! The command line as a user meets it (issues 20 and 22): every command's help, the version,
//! suggestions for a mistyped command, flag, game or level, shell completions, README naming
//! every command and flag, no control character echoed, and an output that is closed or full
//! handled in every command.

use super::cli::{assert_error, jikai, ok_lines, stderr, stdout};
use std::process::{Command, Output, Stdio};

/// The subcommands (clap's own `help` aside) with their long flags and positionals.
fn commands() -> Vec<(String, Vec<String>, Vec<String>)> {
    jikai::cli::command()
        .get_subcommands()
        .map(|c| {
            let flags = c
                .get_arguments()
                .filter_map(|a| a.get_long())
                .filter(|l| *l != "help")
                .map(|l| format!("--{l}"))
                .collect();
            let positionals = c
                .get_positionals()
                .map(|a| {
                    let name = &a.get_value_names().unwrap()[0];
                    match a.is_required_set() {
                        true => format!("<{name}>"),
                        false => format!("[{name}]"),
                    }
                })
                .collect();
            (c.get_name().to_string(), flags, positionals)
        })
        .collect()
}

/// Issue 22: `jikai <command> --help` exits 0 and names each flag and argument, with an
/// example; `jikai help <command>` says the same.
#[test]
fn every_command_has_help_naming_its_flags() {
    let commands = commands();
    assert_eq!(commands.len(), 13, "{commands:?}");
    for (name, flags, positionals) in &commands {
        let help = ok_lines(&[name.as_str(), "--help"]).join("\n");
        for word in flags.iter().chain(positionals) {
            assert!(
                help.contains(word.as_str()),
                "{name} --help: {word}\n{help}"
            );
        }
        assert!(help.contains("Example:\n  "), "{name} --help: {help}");
        assert_eq!(ok_lines(&["help", name.as_str()]).join("\n"), help);
    }
    // Defaults are shown.
    let help = ok_lines(&["selfplay", "--help"]).join("\n");
    assert!(help.contains("[default: 10]"), "{help}");
    assert!(help.contains("(default: 300; 1500 for Hyrshiv"), "{help}");
}

/// Issue 22: `jikai --version` names the program and its version.
#[test]
fn version() {
    let expected = format!("jikai {}", env!("CARGO_PKG_VERSION"));
    assert_eq!(ok_lines(&["--version"]), [expected.as_str()]);
    assert_eq!(ok_lines(&["-V"]), [expected]);
}

/// Issue 22: README's command line shows every command with all its flags, one line each,
/// and `--help` and `--version`.
#[test]
fn readme_names_every_command_and_flag() {
    let readme = include_str!("../../README.md");
    for (name, flags, positionals) in commands() {
        let prefix = format!("jikai {name}");
        let line = readme
            .lines()
            .find(|l| *l == prefix || l.starts_with(&format!("{prefix} ")))
            .unwrap_or_else(|| panic!("README has no line for `{prefix}`"));
        for word in flags.iter().chain(&positionals) {
            assert!(line.contains(word.as_str()), "README's `{prefix}`: {word}");
        }
    }
    for flag in ["jikai --help", "jikai --version", "jikai help <command>"] {
        assert!(readme.contains(flag), "README: {flag}");
    }
}

/// Issue 22: a mistyped command, flag, game or level gets a suggestion, still on one line
/// with status 2.
#[test]
fn mistakes_get_suggestions() {
    assert_error(
        &["selfplay", "jikaida", "--a", "expret", "--b", "club"],
        "unknown level 'expret' (did you mean 'expert'?)",
    );
    assert_error(
        &["perft", "jikada", "2"],
        "unknown game 'jikada' (did you mean 'jikaida'?)",
    );
    assert_error(
        &["perft", "tafl", "2", "--divid"],
        "unknown argument '--divid' (did you mean '--divide'?)",
    );
    assert_error(&["prft"], "unknown command 'prft' (did you mean 'perft'?)");
    // Without a close name, the choices are listed.
    assert_error(
        &["selfplay", "tafl", "--b", "7"],
        "unknown level '7' (levels: random, beginner, casual, club, expert, master)",
    );
    assert_error(&["bench", "now"], "unexpected argument 'now'");
    assert_error(&["levels"], "missing --check");
    assert_error(&["play", "--step", "2"], "missing --level");
}

/// No control character of the input reaches the terminal: the error is still one line and
/// the character is written as an escape.
#[test]
fn control_characters_are_not_echoed() {
    for args in [
        ["perft", "ta\u{1b}[2Jfl", "1"],
        ["perft", "tafl\nnodes 7", "1"],
    ] {
        let out = jikai(&args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.lines().count(), 1, "{err:?}");
        assert!(!err.chars().any(|c| c != '\n' && c.is_control()), "{err:?}");
    }
    assert_error(&["perft", "tafl", "1", "--option", "a\tb"], "a\\tb");
}

/// Issue 22: `jikai completions bash|zsh|fish` prints a script naming the commands, flags,
/// levels and games (fish completes games only for `engine --game`, not positionals).
#[test]
fn shell_completions() {
    for shell in ["bash", "zsh", "fish"] {
        let script = ok_lines(&["completions", shell]).join("\n");
        for word in ["perft", "selfplay", "divide", "max-plies", "expert"] {
            assert!(script.contains(word), "{shell}: {word}");
        }
        assert!(script.contains("draks-city"), "{shell}");
    }
    assert_error(&["completions", "tcsh"], "unknown shell 'tcsh'");
}

/// Issue 49: `jikai manpages <dir>` writes `jikai.6`, listing every command, and a page for
/// each command naming its flags, titled for section 6; a folder it cannot write is one line.
#[test]
fn manual_pages() {
    let dir = std::env::temp_dir().join(format!("jikai-manpages-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    ok_lines(&["manpages", dir.to_str().unwrap()]);
    let page = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let top = page("jikai.6");
    assert!(top.contains("\n.TH jikai 6 "), "{top}");
    let mut pages = vec!["jikai.6".to_string()];
    for (name, flags, _) in commands() {
        assert!(
            top.contains(&format!("jikai\\-{name}(6)")),
            "jikai.6 lists {name}: {top}"
        );
        let file = format!("jikai-{name}.6");
        let text = page(&file);
        assert!(text.contains(&format!("\n.TH jikai-{name} 6 ")), "{text}");
        for flag in flags {
            let roff = flag.replace('-', "\\-");
            assert!(text.contains(&roff), "{file}: {flag}");
        }
        pages.push(file);
    }
    let mut written: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    written.sort();
    pages.sort();
    assert_eq!(written, pages);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_error(&["manpages", "/dev/null/man"], "cannot write /dev/null/man");
}

/// README, `--seed`: the same seed plays the same series (the summary, its time aside), and
/// another seed another one.
#[test]
fn selfplay_repeats_for_a_seed() {
    let summary = |seed: &str| {
        let args = [
            "selfplay",
            "witches",
            "--a",
            "casual",
            "--b",
            "beginner",
            "--games",
            "2",
            "--max-plies",
            "24",
            "--seed",
            seed,
        ];
        let line = ok_lines(&args).join("\n");
        // "..., adjudicated 2, 0.4 s; a move: ..., 25 ms (longest 55 ms), ..." without the
        // times, which vary from run to run.
        let (before, after) = line.split_once(" s; ").expect("a time");
        let before = before.rsplit_once(", ").expect("a time").0;
        let after: Vec<String> = after
            .split(", ")
            .map(|part| match part.rfind(" ms") {
                Some(i) if part.starts_with(|c: char| c.is_ascii_digit()) => {
                    format!("_{}", part[i + 3..].trim_start_matches(')'))
                }
                _ => part.to_string(),
            })
            .collect();
        format!("{before}; {}", after.join(", "))
    };
    let first = summary("11");
    assert_eq!(summary("11"), first);
    let seeds = ["12", "13", "14"];
    assert!(seeds.iter().any(|s| summary(s) != first), "{first}");
}

/// An engine that answers at once, for `jikai match`.
const RANDOM_ENGINE: &str = concat!(
    env!("CARGO_BIN_EXE_jikai"),
    " engine --game tafl --level random"
);

/// One run of every subcommand that writes to stdout, or its help.
fn every_command() -> Vec<Vec<&'static str>> {
    let levels = concat!(env!("CARGO_MANIFEST_DIR"), "/levels");
    let runs = vec![
        vec!["play", "--help"],
        vec!["screenshot", "--help"],
        vec!["perft", "jikaida", "3", "--divide"],
        vec!["bench"],
        vec![
            "selfplay",
            "tafl",
            "--a",
            "beginner",
            "--games",
            "1",
            "--max-plies",
            "6",
        ],
        vec!["options", "jetan"],
        vec!["replay", "jetan", "--moves", "CF-CD4 PWT-PP4 CFxPWT"],
        vec![
            "match",
            "tafl",
            "--engine1",
            RANDOM_ENGINE,
            "--engine2",
            RANDOM_ENGINE,
            "--games",
            "1",
            "--movetime",
            "10",
        ],
        vec!["tune", "--help"],
        // OpenTafl's protocol says `hello` first; stdin is empty, so it ends then.
        vec!["engine", "--protocol", "otep"],
        vec!["levels", "--check", levels],
        vec!["completions", "fish"],
        vec!["manpages", "--help"],
        vec!["help"],
        vec!["--version"],
    ];
    for (name, _, _) in commands() {
        assert!(runs.iter().any(|r| r[0] == name), "{name} is not run");
    }
    runs
}

fn run_with_stdout(args: &[&str], stdout: impl Into<Stdio>, stderr: impl Into<Stdio>) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jikai"))
        .args(args)
        .stdout(stdout)
        .stderr(stderr)
        .output()
        .expect("the jikai binary runs")
}

/// Issue 20: with its output closed (`jikai ... | head -1` once head has read its line),
/// every command ends quietly with status 0, as `cat` does.
#[test]
fn closed_output_ends_quietly() {
    for args in every_command() {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = run_with_stdout(&args, writer, Stdio::piped());
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(
            !err.contains("panicked") && !err.contains("pipe"),
            "{args:?}: {err}"
        );
    }
}

#[cfg(target_os = "linux")]
/// Issue 20: a full disk (`> /dev/full`) is one line on stderr and status 2 in every command;
/// with stderr full too, the status alone.
#[test]
fn full_output_is_one_error_line() {
    let full = || std::fs::File::create("/dev/full").unwrap();
    for args in every_command() {
        let out = run_with_stdout(&args, full(), Stdio::piped());
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        // A debug build's bench warns on stderr first.
        let errors: Vec<&str> = err.lines().filter(|l| !l.contains("warning")).collect();
        assert_eq!(
            errors,
            ["jikai: cannot write the output: No space left on device (os error 28)"],
            "{args:?}"
        );
        assert_eq!(stdout(&out), "");
    }
    let out = run_with_stdout(&["perft", "tafl", "1"], full(), full());
    assert_eq!(out.status.code(), Some(2));
}

/// Issue 22, "Must show": docs/cli.md shows the help, the version, the errors and the
/// completions as the program prints them. Each `$ jikai ...` line of a code block (without
/// a pipe or redirection) is run; the lines after it must be its output (stdout, then
/// stderr), or the start of it where the block ends in `...`.
#[test]
fn docs_show_real_output() {
    let doc = include_str!("../../docs/cli.md");
    let mut checked = 0;
    for block in doc.split("```\n").skip(1).step_by(2) {
        let lines: Vec<&str> = block.lines().collect();
        let starts: Vec<usize> = (0..lines.len())
            .filter(|&i| lines[i].starts_with("$ jikai"))
            .collect();
        for (n, &start) in starts.iter().enumerate() {
            let command = lines[start].trim_start_matches("$ jikai");
            if command.contains(['|', '>']) {
                continue;
            }
            let end = starts.get(n + 1).copied().unwrap_or(lines.len());
            let mut shown = lines[start + 1..end].to_vec();
            let partial = shown.last() == Some(&"...");
            if partial {
                shown.pop();
            }
            let args: Vec<&str> = command.split_whitespace().collect();
            let out = jikai(&args);
            let printed = stdout(&out) + &stderr(&out);
            let printed: Vec<&str> = printed.lines().collect();
            if partial {
                assert_eq!(printed[..shown.len()], shown[..], "{command}");
            } else {
                let trimmed = shown.join("\n").trim_end().to_string();
                assert_eq!(printed.join("\n"), trimmed, "{command}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 9, "commands checked in docs/cli.md");
}
