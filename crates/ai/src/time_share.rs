//! How much of a clock one move may use: the engines' clocks (UCI `wtime`, OpenTafl's
//! `clock`) and a game's own (`jikai_rules::Clock`, in selfplay and the app) share it out
//! alike.

use jikai_rules::{Clock, Side};
use std::time::Duration;

/// The share of a clock one move may use: a thirtieth of what is left (or of `moves_to_go`)
/// plus most of the increment, never more than what is left less a margin for the answer
/// to travel.
pub fn clock_share(left: Duration, increment: Duration, moves_to_go: Option<u32>) -> Duration {
    let margin = Duration::from_millis(50);
    let share = left / moves_to_go.map_or(30, |n| n.clamp(1, 30)) + increment * 3 / 4;
    share
        .min(left.saturating_sub(margin) * 4 / 5)
        .max(Duration::from_millis(10))
}

/// The share of a clock with `left` main time, `increment`, and while `periods` remain
/// overtime periods of `period`: `clock_share` with the period as a kind of increment. A move
/// that outlasts the main time spends a period, which is its own to use whole (a move within
/// it costs nothing: the period comes back), so in overtime a move takes the period less a
/// tenth for the answer to travel, not the four fifths `clock_share` keeps of a main time.
pub fn overtime_share(
    left: Duration,
    increment: Duration,
    period: Duration,
    periods: u32,
) -> Duration {
    if periods == 0 || period.is_zero() {
        return clock_share(left, increment, None);
    }
    clock_share(left + period, increment + period, None).max(period - period / 10)
}

/// The share of `side`'s clock in a game's own clocks.
pub fn share_of(clock: &Clock, side: Side) -> Duration {
    let i = side.index();
    let c = clock.control;
    overtime_share(
        clock.times.left[i],
        c.increment,
        c.period,
        clock.times.periods[i],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use jikai_rules::TimeControl;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn clock_shares() {
        assert_eq!(clock_share(ms(60_000), ms(0), None), ms(2_000));
        assert_eq!(clock_share(ms(60_000), ms(1_000), Some(10)), ms(6_750));
        // Never the whole clock, never nothing.
        assert_eq!(clock_share(ms(100), ms(5_000), None), ms(40));
        assert_eq!(clock_share(ms(0), ms(0), None), ms(10));
    }

    /// OpenTafl's clock (opentafl-engine-protocol.txt, `clock`): main time, then overtime
    /// periods; in overtime a move may use the period less a tenth.
    #[test]
    fn overtime_periods_are_used_nearly_whole() {
        let zero = Duration::ZERO;
        assert_eq!(overtime_share(ms(0), zero, ms(1_000), 1_000), ms(900));
        assert_eq!(overtime_share(ms(0), zero, ms(2_000), 1), ms(1_800));
        // Main time left: a thirtieth of it and the period, plus three quarters of a period.
        assert_eq!(
            overtime_share(ms(59_000), zero, ms(1_000), 3),
            ms(2_000) + ms(750)
        );
        // No overtimes left: a thirtieth of the main time.
        assert_eq!(overtime_share(ms(30_000), zero, ms(1_000), 0), ms(1_000));
    }

    /// A game's clock shares as the engines' do: 60+1 gives a thirtieth of the minute and
    /// three quarters of the second; a fixed 5 s a move, 4.5 s.
    #[test]
    fn a_games_clock_is_shared_as_an_engines() {
        let fischer = Clock::new(TimeControl::parse("60+1").unwrap());
        assert_eq!(share_of(&fischer, Side::South), ms(2_750));
        let per_move = Clock::new(TimeControl::parse("5/move").unwrap());
        assert_eq!(share_of(&per_move, Side::North), ms(4_500));
    }
}
