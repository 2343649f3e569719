//! Time controls and game clocks: Fischer's (a main time and an increment after each move),
//! a fixed time a move, and OpenTafl's (a main time, then overtime periods). The clock is
//! arithmetic on the times its caller measures, so the app's frames, a test's manual time and
//! a record played back charge it alike.

use super::{EndReason, Error, Game, Outcome, Side};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// What each side has and gets. Once the main time is gone a side plays in overtime
/// periods: a move within a period costs nothing, a move past it uses it up, and past the
/// last the flag falls. A fixed time a move is one period and no main time.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    /// Each side's time for the game.
    pub main: Duration,
    /// Added to the main time after each of the side's moves.
    pub increment: Duration,
    /// The length of an overtime period.
    pub period: Duration,
    /// How many overtime periods each side has.
    pub periods: u32,
}

/// The longest time a text may name: a week, far beyond any game, and far from overflow.
const LONGEST: Duration = Duration::from_secs(7 * 24 * 3600);

impl TimeControl {
    /// Fischer's clock: `main` for the game, `increment` added after each move.
    pub fn fischer(main: Duration, increment: Duration) -> TimeControl {
        TimeControl {
            main,
            increment,
            period: Duration::ZERO,
            periods: 0,
        }
    }

    /// `time` for every move, unused time not kept.
    pub fn per_move(time: Duration) -> TimeControl {
        TimeControl {
            main: Duration::ZERO,
            increment: Duration::ZERO,
            period: time,
            periods: 1,
        }
    }

    /// Reads a time control in seconds: `300+3` (Fischer, as PGN and cutechess write it; `300`
    /// alone has no increment), `5/move` (a fixed time a move), or OpenTafl's `600 30/3 2i`
    /// (main time, a period's length / how many, an optional increment; OpenTafl writes the
    /// length first though its notation spec names the count first).
    pub fn parse(text: &str) -> Result<TimeControl, Error> {
        let bad = |why: &str| {
            Error::Option(format!(
                "time control '{text}': {why} (examples: 300+3, 5/move, 600 30/3)"
            ))
        };
        let seconds = |s: &str| -> Result<Duration, Error> {
            let value: f64 = s
                .parse()
                .map_err(|_| bad(&format!("'{s}' is not seconds")))?;
            if !(0.0..=LONGEST.as_secs_f64()).contains(&value) {
                return Err(bad(&format!(
                    "'{s}' is not 0 to {} seconds",
                    LONGEST.as_secs()
                )));
            }
            Ok(Duration::from_millis((value * 1000.0).round() as u64))
        };
        let text = text.trim();
        let control = if let Some(time) = text.strip_suffix("/move") {
            TimeControl::per_move(seconds(time)?)
        } else if text.contains(' ') {
            let parts: Vec<&str> = text.split_whitespace().collect();
            let (main, overtime, increment) = match parts[..] {
                [main, overtime] => (main, overtime, None),
                [main, overtime, increment] => (main, overtime, Some(increment)),
                _ => {
                    return Err(bad(
                        "OpenTafl's form is '<main> <length>/<count> [<increment>i]'",
                    ));
                }
            };
            let (length, count) = overtime
                .split_once('/')
                .ok_or_else(|| bad("an overtime is '<length>/<count>'"))?;
            let periods = count
                .parse()
                .map_err(|_| bad(&format!("'{count}' is not a count of periods")))?;
            let increment = match increment {
                Some(i) => seconds(
                    i.strip_suffix('i')
                        .ok_or_else(|| bad("an increment ends in 'i'"))?,
                )?,
                None => Duration::ZERO,
            };
            TimeControl {
                main: seconds(main)?,
                increment,
                period: seconds(length)?,
                periods,
            }
        } else {
            let (main, increment) = text.split_once('+').unwrap_or((text, "0"));
            TimeControl::fischer(seconds(main)?, seconds(increment)?)
        };
        if control.main.is_zero() && (control.period.is_zero() || control.periods == 0) {
            return Err(bad("it leaves no time at all"));
        }
        Ok(control)
    }

    /// The control in OpenTafl's form, every part written (`300 0/0 3i`), as its .otg
    /// `time-control` tag and its engine protocol's clock read it; `parse` reads it back.
    pub fn opentafl_text(&self) -> String {
        format!(
            "{} {}/{} {}i",
            seconds_text(self.main),
            seconds_text(self.period),
            self.periods,
            seconds_text(self.increment)
        )
    }

    /// The text `parse` reads back: the shortest of its forms that says it all.
    pub fn text(&self) -> String {
        let s = seconds_text;
        if self.periods == 0 || self.period.is_zero() {
            format!("{}+{}", s(self.main), s(self.increment))
        } else if self.main.is_zero() && self.periods == 1 && self.increment.is_zero() {
            format!("{}/move", s(self.period))
        } else {
            let increment = if self.increment.is_zero() {
                String::new()
            } else {
                format!(" {}i", s(self.increment))
            };
            format!(
                "{} {}/{}{increment}",
                s(self.main),
                s(self.period),
                self.periods
            )
        }
    }
}

/// Seconds as a time control writes them: whole where they are (`300`), else decimal.
fn seconds_text(d: Duration) -> String {
    let ms = d.as_millis();
    if ms.is_multiple_of(1000) {
        (ms / 1000).to_string()
    } else {
        format!("{}", d.as_secs_f64())
    }
}

/// Both clocks' readings between moves: what a position's clocks were, kept with each ply so
/// that Undo puts them back and a record saves them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockTimes {
    /// Each side's main time left, by `Side::index`.
    pub left: [Duration; 2],
    /// Each side's overtime periods left.
    pub periods: [u32; 2],
    /// Whether each side has made its first move: the clock starts only with it.
    pub started: [bool; 2],
}

/// A side's clock ran out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Flag(pub Side);

/// A game's two clocks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// What the game is played at.
    pub control: TimeControl,
    /// Where both clocks stand.
    pub times: ClockTimes,
}

impl Clock {
    /// Both clocks at the game's start: the main time and every period.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            times: ClockTimes {
                left: [control.main; 2],
                periods: [control.periods; 2],
                started: [false; 2],
            },
        }
    }

    /// The clocks after `plies`, each the side that moved and the time its move took: how a
    /// game's clocks are rebuilt from its moves' times (after an undo, or from a record).
    /// `Err` names the side whose flag fell on the way.
    pub fn replayed(
        control: TimeControl,
        plies: impl IntoIterator<Item = (Side, Duration)>,
    ) -> Result<Clock, Flag> {
        let mut clock = Clock::new(control);
        for (side, spent) in plies {
            clock.charge(side, spent)?;
        }
        Ok(clock)
    }

    /// How long `side`, having thought `spent` on this move, has before its flag falls: its
    /// main time and every period left. `None` before its first move, which is not timed
    /// (a player is not flagged while finding the board), as on lichess.
    pub fn until_flag(&self, side: Side, spent: Duration) -> Option<Duration> {
        let i = side.index();
        self.times.started[i].then(|| {
            (self.times.left[i] + self.control.period * self.times.periods[i]).saturating_sub(spent)
        })
    }

    /// What `side`'s clock shows after thinking `spent`: the main time left, or in overtime
    /// the current period's, and the periods left.
    pub fn showing(&self, side: Side, spent: Duration) -> (Duration, u32) {
        let i = side.index();
        let spent = if self.times.started[i] {
            spent
        } else {
            Duration::ZERO
        };
        let main = self.times.left[i];
        if spent < main {
            return (main - spent, self.times.periods[i]);
        }
        let mut over = spent.saturating_sub(main);
        let mut periods = self.times.periods[i];
        while periods > 0 && over >= self.control.period && !self.control.period.is_zero() {
            over -= self.control.period;
            periods -= 1;
        }
        if periods == 0 {
            return (Duration::ZERO, 0);
        }
        (self.control.period - over, periods)
    }

    /// Charges `side` for a move that took `spent`: the main time first, then the periods it
    /// outlasted; then the increment. A side's first move is free. `Err` when the flag fell
    /// (the clock is then left at nothing).
    pub fn charge(&mut self, side: Side, spent: Duration) -> Result<(), Flag> {
        let i = side.index();
        if !self.times.started[i] {
            self.times.started[i] = true;
            return Ok(());
        }
        let left = &mut self.times.left[i];
        if spent < *left {
            *left -= spent;
        } else {
            let over = spent - *left;
            *left = Duration::ZERO;
            let period = self.control.period;
            let used = if period.is_zero() {
                u32::MAX
            } else {
                // Periods wholly outlasted; a move that ends exactly on a period's end uses it.
                (over.as_nanos() / period.as_nanos()) as u32
            };
            let periods = &mut self.times.periods[i];
            if used >= *periods {
                *periods = 0;
                return Err(Flag(side));
            }
            *periods -= used;
        }
        *left += self.control.increment;
        Ok(())
    }
}

/// The result when `flagged`'s clock runs out in `pos`: the other side wins, or the game is
/// drawn where the other side could not have won (`Game::could_win`, docs/rules.md).
pub fn flag_outcome<G: Game>(game: &G, pos: &G::Position, flagged: Side) -> Outcome {
    let other = flagged.opponent();
    if game.could_win(pos, other) {
        Outcome::Win {
            winner: other,
            reason: EndReason::Time,
        }
    } else {
        Outcome::Draw {
            reason: EndReason::TimeDraw,
        }
    }
}

/// A clock's time as a player reads it: `1:02:03`, `4:59`, and tenths under 10 s (`9.8`).
pub fn format_clock(time: Duration) -> String {
    let tenths = time.as_millis() / 100;
    if tenths < 100 {
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    let s = time.as_secs();
    match s / 3600 {
        0 => format!("{}:{:02}", s / 60, s % 60),
        h => format!("{h}:{:02}:{:02}", s / 60 % 60, s % 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    /// The three forms read and written back (PGN's `300+3`; OpenTafl's `time-control`,
    /// opentafl-notation-spec.txt, as its `TimeSpec` writes it: length/count).
    #[test]
    fn time_controls_read_and_write_back() {
        let five_three = TimeControl::parse("300+3").unwrap();
        assert_eq!(five_three, TimeControl::fischer(ms(300_000), ms(3_000)));
        assert_eq!(TimeControl::parse("60").unwrap().text(), "60+0");
        assert_eq!(
            TimeControl::parse("5/move").unwrap(),
            TimeControl::per_move(ms(5_000))
        );
        let opentafl = TimeControl::parse("600 30/3 2i").unwrap();
        assert_eq!((opentafl.period, opentafl.periods), (ms(30_000), 3));
        assert_eq!(opentafl.increment, ms(2_000));
        for text in [
            "300+3",
            "0.5+0.1",
            "5/move",
            "600 30/3",
            "600 30/3 2i",
            "0 10/2",
        ] {
            assert_eq!(TimeControl::parse(text).unwrap().text(), text);
        }
        for bad in [
            "",
            "x+3",
            "300+",
            "-5+3",
            "0+0",
            "600 30",
            "600 30/x",
            "600 30/3 2",
            "1e30+1",
        ] {
            let e = TimeControl::parse(bad).unwrap_err().to_string();
            assert!(e.contains("time control"), "{bad}: {e}");
        }
    }

    /// Fischer: the main time runs down, the increment comes after each move, the first move
    /// of each side is free, and the flag falls when the time reaches nothing.
    #[test]
    fn fischer_clocks_run_down_and_fall() {
        let mut clock = Clock::new(TimeControl::fischer(ms(5_000), ms(1_000)));
        let (a, b) = (Side::South, Side::North);
        assert_eq!(clock.until_flag(a, ms(60_000)), None);
        clock.charge(a, ms(60_000)).unwrap();
        clock.charge(b, ms(1)).unwrap();
        assert_eq!(clock.showing(a, ms(0)), (ms(5_000), 0));
        clock.charge(a, ms(2_500)).unwrap();
        assert_eq!(clock.showing(a, ms(0)), (ms(3_500), 0));
        assert_eq!(clock.until_flag(a, ms(500)), Some(ms(3_000)));
        assert_eq!(clock.showing(a, ms(3_400)), (ms(100), 0));
        assert_eq!(clock.charge(a, ms(3_500)), Err(Flag(a)));
        assert_eq!(clock.showing(a, ms(0)), (ms(0), 0));
    }

    /// Replaying the moves' times gives the clocks charged move by move, and names a flag.
    #[test]
    fn replayed_clocks_match_the_clocks_charged() {
        let control = TimeControl::fischer(ms(300_000), ms(3_000));
        let plies = [
            (Side::South, ms(4_000)),
            (Side::North, ms(1_000)),
            (Side::South, ms(10_000)),
            (Side::North, ms(2_500)),
        ];
        let mut charged = Clock::new(control);
        for (side, spent) in plies {
            charged.charge(side, spent).unwrap();
        }
        assert_eq!(Clock::replayed(control, plies), Ok(charged));
        assert_eq!(charged.times.left, [ms(293_000), ms(300_500)]);
        let late = plies.into_iter().chain([(Side::South, ms(300_000))]);
        assert_eq!(Clock::replayed(control, late), Err(Flag(Side::South)));
    }

    /// OpenTafl's overtime (its `GameClock`): a move within a period costs nothing, each
    /// period outlasted is used up, and the flag falls past the last.
    #[test]
    fn overtime_periods_are_used_up_one_by_one() {
        let mut clock = Clock::new(TimeControl::parse("10 5/3").unwrap());
        let side = Side::North;
        clock.charge(side, ms(0)).unwrap();
        clock.charge(side, ms(12_000)).unwrap(); // 10 s of main time, 2 s of a period
        assert_eq!(clock.times.periods[side.index()], 3);
        assert_eq!(clock.showing(side, ms(4_000)), (ms(1_000), 3));
        assert_eq!(clock.showing(side, ms(6_000)), (ms(4_000), 2));
        clock.charge(side, ms(11_000)).unwrap(); // two periods outlasted
        assert_eq!(clock.times.periods[side.index()], 1);
        assert_eq!(clock.until_flag(side, ms(1_000)), Some(ms(4_000)));
        clock.charge(side, ms(4_999)).unwrap();
        assert_eq!(clock.charge(side, ms(5_000)), Err(Flag(side)));
        // A fixed time a move: the one period, never used up until outlasted.
        let mut clock = Clock::new(TimeControl::per_move(ms(2_000)));
        clock.charge(side, ms(0)).unwrap();
        for _ in 0..100 {
            clock.charge(side, ms(1_999)).unwrap();
        }
        assert_eq!(clock.charge(side, ms(2_000)), Err(Flag(side)));
    }

    #[test]
    fn clocks_read_as_players_read_them() {
        assert_eq!(format_clock(ms(9_870)), "9.8");
        assert_eq!(format_clock(ms(10_000)), "0:10");
        assert_eq!(format_clock(ms(299_999)), "4:59");
        assert_eq!(format_clock(ms(3_723_000)), "1:02:03");
    }
}
