//! Today's date and the command line, for the headers of measured tables.

use std::time::{SystemTime, UNIX_EPOCH};

/// `YYYY-MM-DD` in UTC.
pub fn today() -> String {
    let days = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() / 86_400) as i64;
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}-{m:02}-{d:02}")
}

/// `YYYY-MM-DD` of a Unix time.
pub fn date_of(seconds: u64) -> String {
    let (y, m, d) = civil_from_days((seconds / 86_400) as i64);
    format!("{y:04}-{m:02}-{d:02}")
}

/// This run's command line as a reader would type it: `zabel-lab …`, not
/// the path the binary happened to have.
pub fn command_line() -> String {
    let mut args = std::env::args();
    let program = args.next().map(std::path::PathBuf::from);
    let name = program.as_deref().and_then(std::path::Path::file_name).and_then(std::ffi::OsStr::to_str);
    std::iter::once(name.unwrap_or("zabel").to_owned()).chain(args).collect::<Vec<_>>().join(" ")
}

/// Howard Hinnant's days-to-civil algorithm.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_dates() {
        assert_eq!(super::civil_from_days(0), (1970, 1, 1));
        assert_eq!(super::civil_from_days(20_779), (2026, 11, 22));
        assert_eq!(super::civil_from_days(11_016), (2000, 2, 29));
    }
}
