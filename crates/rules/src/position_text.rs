//! The board field that every game's position string shares: ranks separated by `/` (from
//! the top down as FEN writes them, or from rank 1 up between slashes as OpenTafl does), files
//! left to right, a letter per piece (optionally followed by `'`, a
//! mark such as Jikaida's "has moved"), digits for runs of empty squares (`11` is one run of
//! eleven) and `*` for each hole. Each game maps letters to its pieces.

use super::{Error, Geometry, Special, Square};

/// The two orders a board field is written in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardForm {
    /// FEN's: the top rank first, no slash at either end.
    Fen,
    /// OpenTafl's position record: `/` at both ends, rank 1 first ("Position records always
    /// start at the 'a' file on the first rank").
    OpenTafl,
}

/// What a square holds, as the board field writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// No piece: counted in a run of empty squares.
    Empty,
    /// A piece, written as its letter.
    Piece {
        /// The piece's letter, as the game maps it.
        letter: char,
        /// Whether the letter is followed by `'`.
        marked: bool,
    },
}

/// The fields of a position string: separated by one space each, with nothing before the
/// first or after the last (so a string reads back only in the form it is written).
pub fn fields(text: &str) -> Result<Vec<&str>, Error> {
    if text.is_empty() {
        return Err(Error::Position("empty position string".into()));
    }
    if let Some(c) = text.chars().find(|&c| c.is_whitespace() && c != ' ') {
        return Err(Error::Position(format!(
            "fields are separated by single spaces, not {:?}",
            c
        )));
    }
    let fields: Vec<&str> = text.split(' ').collect();
    if fields.iter().any(|f| f.is_empty()) {
        return Err(Error::Position(
            "fields are separated by single spaces, with none at the start or the end".into(),
        ));
    }
    Ok(fields)
}

/// Reads a counter field: decimal digits without sign or leading zero, from `min` to `max`;
/// the error names the field, the value and the range.
pub fn counter(what: &str, text: &str, min: u32, max: u32) -> Result<u32, Error> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if !digits || (text.len() > 1 && text.starts_with('0')) {
        return Err(Error::Position(format!(
            "{what} must be a whole number from {min} to {max} in decimal digits without sign \
             or leading zero, not '{text}'"
        )));
    }
    match text.parse::<u32>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(Error::Position(format!(
            "{what} {text} is out of range: {min} to {max}"
        ))),
    }
}

/// Reads a board field in `form`, calling `place` for each piece; OpenTafl's slashes are
/// required in its form and refused in FEN's.
pub fn parse_rows(
    geometry: &Geometry,
    field: &str,
    form: BoardForm,
    mut place: impl FnMut(Square, char, bool) -> Result<(), Error>,
) -> Result<(), Error> {
    let field = match form {
        BoardForm::OpenTafl => field
            .strip_prefix('/')
            .and_then(|f| f.strip_suffix('/'))
            .filter(|f| !f.is_empty())
            .ok_or_else(|| Error::Position("the board field begins and ends with '/'".into()))?,
        BoardForm::Fen if field.starts_with('/') || field.ends_with('/') => {
            return Err(Error::Position(
                "the board field neither begins nor ends with '/'".into(),
            ));
        }
        BoardForm::Fen => field,
    };
    let rows: Vec<&str> = field.split('/').collect();
    let (files, ranks) = (geometry.files(), geometry.ranks());
    if rows.len() != ranks as usize {
        return Err(Error::Position(format!(
            "the board is {files} files by {ranks} ranks: expected {ranks} ranks separated \
             by '/', found {}",
            rows.len()
        )));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = match form {
            BoardForm::Fen => ranks - 1 - i as u8,
            BoardForm::OpenTafl => i as u8,
        };
        let row_error = |what: String| Error::Position(format!("rank {}: {what}", rank + 1));
        let mut file: u32 = 0;
        let mut chars = row.chars().peekable();
        while let Some(c) = chars.next() {
            let cell = |file: u32| -> Result<Square, Error> {
                if file >= files as u32 {
                    return Err(row_error(format!("more than {files} files")));
                }
                Ok(geometry.square(file as u8, rank))
            };
            if let Some(d) = c.to_digit(10) {
                if d == 0 {
                    return Err(row_error("a run of empty squares starting with 0".into()));
                }
                let mut run = d;
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    // Saturating: an absurd run fails below as too many files.
                    run = run
                        .saturating_mul(10)
                        .saturating_add(d.to_digit(10).unwrap_or(0));
                }
                for _ in 0..run {
                    if geometry.special(cell(file)?) == Special::Hole {
                        return Err(row_error("a run of empty squares covers a hole".into()));
                    }
                    file += 1;
                }
            } else if c == '*' {
                let sq = cell(file)?;
                if geometry.special(sq) != Special::Hole {
                    let name = geometry.square_name(sq);
                    return Err(row_error(format!("'*' on {name}, which is not a hole")));
                }
                file += 1;
            } else if c.is_ascii_alphabetic() {
                let sq = cell(file)?;
                if geometry.special(sq) == Special::Hole {
                    return Err(row_error(format!("piece '{c}' on a hole")));
                }
                let marked = chars.next_if_eq(&'\'').is_some();
                place(sq, c, marked)?;
                file += 1;
            } else {
                return Err(row_error(format!("unexpected character '{c}'")));
            }
        }
        if file != files as u32 {
            return Err(row_error(format!("{file} files instead of {files}")));
        }
    }
    Ok(())
}

/// Writes a board field in `form`.
pub fn format_rows(geometry: &Geometry, form: BoardForm, cell: impl Fn(Square) -> Cell) -> String {
    let mut out = String::new();
    let ranks: Vec<u8> = match form {
        BoardForm::Fen => (0..geometry.ranks()).rev().collect(),
        BoardForm::OpenTafl => {
            out.push('/');
            (0..geometry.ranks()).collect()
        }
    };
    for (i, rank) in ranks.into_iter().enumerate() {
        let mut run = 0;
        for file in 0..geometry.files() {
            let sq = geometry.square(file, rank);
            let hole = geometry.special(sq) == Special::Hole;
            let content = if hole { Cell::Empty } else { cell(sq) };
            if content == Cell::Empty && !hole {
                run += 1;
                continue;
            }
            if run > 0 {
                out.push_str(&run.to_string());
                run = 0;
            }
            match content {
                _ if hole => out.push('*'),
                Cell::Piece { letter, marked } => {
                    out.push(letter);
                    if marked {
                        out.push('\'');
                    }
                }
                Cell::Empty => {}
            }
        }
        if run > 0 {
            out.push_str(&run.to_string());
        }
        if i + 1 < geometry.ranks() as usize || form == BoardForm::OpenTafl {
            out.push('/');
        }
    }
    out
}
