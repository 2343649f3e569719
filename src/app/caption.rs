//! A move told in words from its effects ("Yellow's Pallan vaults over 4 pieces and takes
//! Blue's Kapt"), for the panel and the AI demonstrations.

use crate::rules::{
    AnyMatch, CaptureCause, Effect, Move, SideName, Square, describe_piece, family,
};

/// The caption of `mv`, read in the position before it is played, from its `effects`.
pub fn caption(m: &dyn AnyMatch, mv: Move, effects: &[Effect]) -> String {
    let game = m.game_id();
    let g = m.geometry();
    let at = |sq: Square| g.square_name(sq);
    let name = |sq: Square| match m.piece_at(sq) {
        Some(p) => format!(
            "{} {}",
            SideName(m.side_name(p.side)).possessive(),
            describe_piece(game, p.kind).0
        ),
        None => "a piece".to_string(),
    };
    let mover = m.side_to_move();
    let subject = if mv.from == Square::NONE {
        SideName(m.side_name(mover)).subject()
    } else {
        name(mv.from)
    };
    if let Some(group) = group_caption(m, effects) {
        return group;
    }
    // Where each piece that moves started: an effect starting on another piece's square
    // moves that piece too (the Fluttember's Chuktar), and names it.
    let mut starts = vec![mv.from];
    let mut parts = Vec::new();
    for effect in effects {
        let mover = match travel(effect) {
            Some((from, _)) if !starts.contains(&from) && m.piece_at(from).is_some() => {
                starts.push(from);
                format!("{} ", name(from))
            }
            _ => String::new(),
        };
        let phrase = match effect {
            Effect::Step { path } => match path.last() {
                Some(&to) => format!("moves to {}", at(to)),
                None => continue,
            },
            Effect::Leap { to, .. } => format!("leaps to {}", at(*to)),
            Effect::Vault { over, to, .. } => {
                let n = over.len();
                let pieces = if n == 1 { "piece" } else { "pieces" };
                // Vaulting is Jikaida's word; elsewhere a piece jumps.
                let jikaida = family(game) == "jikaida";
                let verb = if jikaida { "vaults" } else { "jumps" };
                format!("{verb} over {n} {pieces} to {}", at(*to))
            }
            Effect::Teleport { to, .. } => format!("teleports to {}", at(*to)),
            Effect::Drop { to, side } => {
                // The hand holds one kind (Jacks and Witches' Jacks): name it.
                let hand = m.rule_state().hand[side.index()].first().copied();
                let kind = hand.map_or("piece", |p| describe_piece(game, p.kind).0);
                format!("drops a {kind} from the hand on {}", at(*to))
            }
            Effect::Drag { from, to } => format!("drags {} to {}", name(*from), at(*to)),
            Effect::Capture { at: sq, cause } => {
                let how = match cause {
                    CaptureCause::Custodial { .. } => " between hammer and anvil",
                    CaptureCause::Surrounded => ", surrounded on every side",
                    CaptureCause::Shieldwall { .. } => " in a shieldwall",
                    CaptureCause::Cannon { .. } => " with a shot over the screen",
                    CaptureCause::Duel => " after a duel",
                    CaptureCause::Replacement | CaptureCause::Vault => "",
                };
                format!("takes {}{how}", name(*sq))
            }
            Effect::Promote { into, .. } => {
                format!("becomes a {}", describe_piece(game, *into).0)
            }
            Effect::Flip { into, .. } => {
                format!("changes mode: it now {}", describe_piece(game, *into).1)
            }
            Effect::Escape { .. } => "escapes to the refuge".to_string(),
        };
        parts.push(mover + &phrase);
    }
    if parts.is_empty() {
        parts.push("stays where it is".to_string());
    }
    let last = parts.pop().unwrap_or_default();
    let sentence = if parts.is_empty() {
        format!("{subject} {last}.")
    } else {
        format!("{subject} {} and {last}.", parts.join(", "))
    };
    capitalised(&sentence)
}

/// Where a piece's own movement starts and ends (not a drag, which the dragger makes).
fn travel(effect: &Effect) -> Option<(Square, Square)> {
    match effect {
        Effect::Step { path } => Some((*path.first()?, *path.last()?)),
        Effect::Leap { from, to }
        | Effect::Vault { from, to, .. }
        | Effect::Teleport { from, to } => Some((*from, *to)),
        _ => None,
    }
}

/// Several pieces of one kind stepping at once (Vallia's Brumbytes): "Yellow's Swods on f5,
/// g5 and h5 step together to f6, g6 and h6."
fn group_caption(m: &dyn AnyMatch, effects: &[Effect]) -> Option<String> {
    let mut steps: Vec<(Square, Square)> = effects
        .iter()
        .map(|e| match e {
            Effect::Step { .. } => travel(e),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let first = m.piece_at(steps.first()?.0)?;
    let same = steps.iter().all(|s| m.piece_at(s.0) == Some(first));
    if steps.len() < 2 || !same {
        return None;
    }
    let g = m.geometry();
    // In the notation's order: the squares left by rank, then file.
    steps.sort_by_key(|s| (g.rank(s.0), g.file(s.0)));
    let squares = |pick: fn(&(Square, Square)) -> Square| {
        let names: Vec<String> = steps.iter().map(|s| g.square_name(pick(s))).collect();
        listed(&names)
    };
    Some(capitalised(&format!(
        "{} {}s on {} step together to {}.",
        SideName(m.side_name(first.side)).possessive(),
        describe_piece(m.game_id(), first.kind).0,
        squares(|s| s.0),
        squares(|s| s.1)
    )))
}

/// Words listed as a sentence does: "a, b and c".
fn listed(words: &[String]) -> String {
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// A sentence opens with a capital ("The Attackers' Soldier...").
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
