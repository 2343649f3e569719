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
    let mut parts = Vec::new();
    for effect in effects {
        parts.push(match effect {
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
        });
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

/// A sentence opens with a capital ("The Attackers' Soldier...").
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
