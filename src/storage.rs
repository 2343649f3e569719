//! Where Jikai keeps its files and how it writes them, without Bevy: the data folder (saves,
//! autosave, tutorial progress, settings), the settings file, and writes that never leave a
//! half-written file.

use directories::ProjectDirs;
use serde::{Deserialize, Serialize};
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The data folder: `$JIKAI_HOME` when set, else the platform's own place for an
/// application's data (see `platform_data_dir`), else `jikai-data` in the current folder
/// when the platform has none (no home folder).
pub fn data_dir() -> PathBuf {
    data_dir_from(std::env::var_os("JIKAI_HOME"))
}

/// `data_dir` for a given value of `JIKAI_HOME` (an empty value counts as unset).
pub fn data_dir_from(jikai_home: Option<OsString>) -> PathBuf {
    jikai_home
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(platform_data_dir)
        .unwrap_or_else(|| PathBuf::from("jikai-data"))
}

/// The platform's data folder for Jikai: `$XDG_DATA_HOME/jikai` or `~/.local/share/jikai`
/// on Linux, `~/Library/Application Support/Jikai` on macOS, `%APPDATA%\Jikai\data` on
/// Windows.
pub fn platform_data_dir() -> Option<PathBuf> {
    ProjectDirs::from("", "", "Jikai").map(|d| d.data_dir().to_path_buf())
}

/// Writes `bytes` to `path` so that `path` holds either its old content or all of the new,
/// never part of it: they go to a temporary file in the same folder, flushed and synced to
/// the disk, which then replaces `path` in one rename. The folder is created if needed; on
/// failure the temporary file is removed.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(dir)?;
    let mut file = tempfile::NamedTempFile::new_in(dir)?;
    file.write_all(bytes)?;
    file.as_file().sync_all()?;
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// The player's settings, kept between launches in `settings.ron` in the data folder. A
/// missing field takes its default (a file from an older version still reads), and a value
/// out of range is brought into it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Animation speed, 0 (instant) to 3.
    pub animation_speed: f32,
    /// The board seen from straight above.
    pub top_down: bool,
    /// Coordinates along the board's edges.
    pub coordinates: bool,
    /// Squares marked as threatened at every move, not only while the Princess is selected
    /// (Jetan: where she may not go).
    pub threatened_squares: bool,
    /// The flat diagram view instead of the 3D view.
    pub diagram: bool,
    /// The board turns to face the player to move.
    pub turn_to_mover: bool,
    /// Each piece's name written beneath it.
    pub piece_names: bool,
    /// Master's thinking time a move in seconds, 0.5 to 30.
    pub master_seconds: f32,
    /// Sounds off (with the `audio` feature).
    pub mute: bool,
    /// The first-run welcome has been seen and closed.
    pub welcomed: bool,
    /// The people's names last given (New game), the side named first's first.
    pub names: [String; 2],
    /// The threads the analysis may use, 1 to the machine's cores (default: all but one).
    pub analysis_threads: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            animation_speed: 1.0,
            top_down: false,
            coordinates: true,
            threatened_squares: false,
            diagram: false,
            turn_to_mover: true,
            piece_names: false,
            master_seconds: 3.0,
            mute: false,
            welcomed: false,
            names: Default::default(),
            analysis_threads: jikai_ai::spare_cores(),
        }
    }
}

impl Settings {
    pub const ANIMATION_SPEEDS: std::ops::RangeInclusive<f32> = 0.0..=3.0;
    pub const MASTER_SECONDS: std::ops::RangeInclusive<f32> = 0.5..=30.0;

    /// The machine's cores, the most analysis threads.
    pub fn cores() -> usize {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }

    /// The settings file in the data folder `dir`.
    pub fn file(dir: &Path) -> PathBuf {
        dir.join("settings.ron")
    }

    /// Reads the settings file; no file is the defaults. An unreadable file is an error
    /// naming it and the reason.
    pub fn load(path: &Path) -> Result<Settings, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Settings::default()),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        let settings: Settings =
            ron::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(settings.in_range())
    }

    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        write_atomically(path, format!("// Jikai settings\n{text}\n").as_bytes())
    }

    /// The settings with each number within its range (a number that is none, the default).
    fn in_range(self) -> Settings {
        let defaults = Settings::default();
        let clamp = |x: f32, range: std::ops::RangeInclusive<f32>, default: f32| {
            if x.is_nan() {
                default
            } else {
                x.clamp(*range.start(), *range.end())
            }
        };
        Settings {
            animation_speed: clamp(
                self.animation_speed,
                Self::ANIMATION_SPEEDS,
                defaults.animation_speed,
            ),
            master_seconds: clamp(
                self.master_seconds,
                Self::MASTER_SECONDS,
                defaults.master_seconds,
            ),
            analysis_threads: match self.analysis_threads {
                0 => defaults.analysis_threads,
                n => n.min(Self::cores()),
            },
            ..self
        }
    }
}

/// `time` as a UTC date and time, "2026-11-25 03:50:12" (no time-zone library: the civil
/// calendar from the days since 1970).
pub fn utc_stamp(time: std::time::SystemTime) -> String {
    let secs = time
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = ((secs / 86_400) as i64, secs % 86_400);
    // Howard Hinnant's days-to-civil: eras of 400 years from 0000-03-01.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}",
        rest / 3_600,
        rest / 60 % 60,
        rest % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("jikai-storage-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// Issue 22: `JIKAI_HOME` comes first; unset or empty, the platform's folder.
    #[test]
    fn jikai_home_comes_first() {
        assert_eq!(
            data_dir_from(Some("/tmp/my-jikai".into())),
            PathBuf::from("/tmp/my-jikai")
        );
        let platform = platform_data_dir().expect("a home folder here");
        assert_eq!(data_dir_from(None), platform);
        assert_eq!(data_dir_from(Some("".into())), platform);
    }

    /// Linux: `$XDG_DATA_HOME/jikai` when that is an absolute path, else
    /// `~/.local/share/jikai` (the folder earlier versions used).
    #[cfg(target_os = "linux")]
    #[test]
    fn platform_folder_on_linux() {
        let home = std::env::home_dir().expect("a home folder");
        let base = std::env::var_os("XDG_DATA_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .unwrap_or_else(|| home.join(".local/share"));
        assert_eq!(platform_data_dir(), Some(base.join("jikai")));
    }

    #[cfg(target_os = "macos")]
    #[test]
    fn platform_folder_on_macos() {
        let home = std::env::home_dir().expect("a home folder");
        assert_eq!(
            platform_data_dir(),
            Some(home.join("Library/Application Support/Jikai"))
        );
    }

    #[cfg(windows)]
    #[test]
    fn platform_folder_on_windows() {
        let roaming = std::env::var_os("APPDATA")
            .map(PathBuf::from)
            .expect("APPDATA");
        assert_eq!(
            platform_data_dir(),
            Some(roaming.join("Jikai").join("data"))
        );
    }

    /// Issue 22: settings written are read back the same, as the app does at its next launch
    /// (issue 48: the hot-seat names and the analysis threads too);
    /// no file gives the defaults; a damaged one is an error naming the file; numbers out of
    /// range are brought into it and missing fields take their defaults.
    #[test]
    fn settings_survive_a_restart() {
        let dir = scratch("settings");
        let file = Settings::file(&dir);
        assert_eq!(Settings::load(&file), Ok(Settings::default()));
        let changed = Settings {
            animation_speed: 2.5,
            top_down: true,
            coordinates: false,
            threatened_squares: true,
            diagram: true,
            turn_to_mover: false,
            piece_names: true,
            master_seconds: 7.5,
            mute: true,
            welcomed: true,
            names: ["Ann".into(), "Bob \"the\" Bold".into()],
            analysis_threads: 1,
        };
        changed.save(&file).unwrap();
        assert_eq!(Settings::load(&file), Ok(changed));
        std::fs::write(&file, "(animation_speed: 2.0, top_down: tru").unwrap();
        let err = Settings::load(&file).unwrap_err();
        assert!(err.starts_with(&file.display().to_string()), "{err}");
        std::fs::write(
            &file,
            "(animation_speed: 90.0, master_seconds: -1.0, analysis_threads: 100000)",
        )
        .unwrap();
        let read = Settings::load(&file).unwrap();
        assert_eq!((read.animation_speed, read.master_seconds), (3.0, 0.5));
        assert_eq!(read.analysis_threads, Settings::cores());
        assert!(read.coordinates && !read.mute);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A write replaces the file whole and leaves no temporary file; a write that fails
    /// (here the target is a folder) leaves what was there and no temporary file either.
    #[test]
    fn writes_are_atomic() {
        let dir = scratch("atomic");
        let file = dir.join("nested").join("game.ron");
        write_atomically(&file, b"first").unwrap();
        let mut reader = std::fs::File::open(&file).unwrap();
        write_atomically(&file, b"second").unwrap();
        assert_eq!(std::fs::read(&file).unwrap(), b"second");
        // Replaced, not rewritten in place: a reader of the old file still reads all of it.
        let mut held = Vec::new();
        std::io::Read::read_to_end(&mut reader, &mut held).unwrap();
        assert_eq!(held, b"first");
        let folder = dir.join("nested").join("a-folder");
        std::fs::create_dir_all(folder.join("inside")).unwrap();
        assert!(write_atomically(&folder, b"third").is_err());
        assert!(folder.join("inside").is_dir());
        let mut names: Vec<_> = std::fs::read_dir(dir.join("nested"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        assert_eq!(names, ["a-folder", "game.ron"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Known instants: the epoch, a leap day, and the day this was written.
    #[test]
    fn utc_stamps_follow_the_calendar() {
        use std::time::{Duration, UNIX_EPOCH};
        let at = |secs| super::utc_stamp(UNIX_EPOCH + Duration::from_secs(secs));
        assert_eq!(at(0), "1970-01-01 00:00:00");
        assert_eq!(at(951_782_400), "2000-02-29 00:00:00");
        assert_eq!(at(1_795_577_412), "2026-11-25 03:30:12");
    }
}
