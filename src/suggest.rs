//! "Did you mean" for a mistyped name, said once for the command line, the engine protocols
//! and the window: clap's own measure, for the names clap does not see (tutorial levels,
//! computer seats and levels, UCI variants).

/// The candidate closest to a mistyped `word`, if it is close enough to be what was meant:
/// clap's measure and bar for its own suggestions (Jaro similarity above 0.7).
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (strsim::jaro(word, c), c))
        .filter(|(score, _)| *score > 0.7)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

/// `(did you mean 'x'?)` for the closest candidate, else `(<what>: a, b, c)`.
pub fn hint(word: &str, what: &str, candidates: &[&str]) -> String {
    match closest(word, candidates.iter().copied()) {
        Some(c) => format!("(did you mean '{c}'?)"),
        None => format!("({what}: {})", candidates.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_names() {
        let levels = ["beginner", "casual", "club", "expert", "master"];
        assert_eq!(closest("expret", levels), Some("expert"));
        assert_eq!(closest("Master", levels), Some("master"));
        assert_eq!(closest("zzz", levels), None);
        assert_eq!(
            hint("zzz", "levels", &levels[..2]),
            "(levels: beginner, casual)"
        );
    }
}
