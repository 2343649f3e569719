//! Position strings carry no version of their own; the records and levels that keep them do
//! (a `version` field, absent in files written before it). Version 1 turned tafl's board the
//! right way up: rank 1 first, as OpenTafl writes it; before, rank 11 came first.

/// The version of the position strings this program writes.
pub const POSITION_VERSION: u32 = 1;

/// `text`, a position string of `game` written under `version`, as this version writes it.
pub fn upgrade_position(game: &str, version: u32, text: &str) -> String {
    if version >= 1 || game != "tafl" {
        return text.to_string();
    }
    let (board, rest) = text.split_once(' ').unwrap_or((text, ""));
    let rows: Vec<&str> = board.split('/').rev().collect();
    match rest {
        "" => rows.join("/"),
        _ => format!("{} {rest}", rows.join("/")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An old tafl string (rank 11 first) names the same squares once upgraded; other games'
    /// strings and current ones are kept as they are.
    #[test]
    fn old_tafl_boards_are_turned_over() {
        let old = "/11/11/11/11/11/11/11/11/11/K10/11/ d";
        assert_eq!(
            upgrade_position("tafl", 0, old),
            "/11/K10/11/11/11/11/11/11/11/11/11/ d"
        );
        assert_eq!(upgrade_position("tafl", 1, old), old);
        let jetan = "rnbq/pppp w";
        assert_eq!(upgrade_position("jetan", 0, jetan), jetan);
    }
}
