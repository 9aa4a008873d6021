//! A record of any game, read by its format line (E7, K9, Q5) as a file or
//! the clipboard hands it over: the reader of the game it names replays it.
//! Records in another program's notation for the same game (OpenTafl's for
//! Königszabel) are read too, and written for sharing.

use super::{AnyGame, RecordError};
use crate::game::Variant;
use crate::{einstein, quattro, tafl};

/// The format lines of the records the apps and `zabel play` write, and
/// their games; the games of three and four say which in their game line.
const FORMATS: [(&str, Option<Variant>); 3] = [
    (einstein::record::FORMAT, Some(Variant::Einstein)),
    (tafl::record::FORMAT, Some(Variant::Koenigszabel)),
    (quattro::record::FORMAT, None),
];

/// Every format line a record may have, for the message that names them.
pub fn known_formats() -> Vec<&'static str> {
    FORMATS.iter().map(|(format, _)| *format).collect()
}

/// The game a record is of, by its format line; a record without one is
/// read as E7, as the first records were written.
pub fn variant_of(text: &str) -> Result<Variant, RecordError> {
    if tafl::is_otn_record(text) {
        return Ok(Variant::Koenigszabel);
    }
    let header = |key: &str| text.lines().find_map(|line| line.trim().strip_prefix(key)).map(str::trim);
    let Some(format) = header("Format:") else { return Ok(Variant::Einstein) };
    match FORMATS.iter().find(|(name, _)| *name == format) {
        Some((_, Some(variant))) => Ok(*variant),
        Some((_, None)) => {
            let game = header("Game:");
            Variant::ALL
                .into_iter()
                .find(|variant| variant.seating().is_some() && Some(variant.name()) == game)
                .ok_or_else(|| RecordError::NoGroupGame { named: game.map(str::to_owned) })
        }
        None => Err(RecordError::UnknownFormat(format.to_owned())),
    }
}

impl AnyGame {
    /// Reads a record of any game, replaying every move. Editors on some
    /// systems start a UTF-8 file with a byte order mark; it is skipped.
    pub fn read_record(text: &str) -> Result<AnyGame, RecordError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if tafl::is_otn_record(text) {
            return Ok(AnyGame::Koenigszabel(tafl::Game::from_otn_record(text)?));
        }
        AnyGame::from_record(variant_of(text)?, text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{NotatedRecord, ZABEL_NOTATION};

    #[test]
    fn a_record_of_every_game_reads_by_its_format_line() {
        let games = [
            AnyGame::Einstein(einstein::Game::new(
                einstein::Setup::ordered(),
                einstein::Setup::ordered(),
                einstein::Side::Red,
            )),
            AnyGame::Koenigszabel(tafl::Game::new(tafl::Rules { shieldwall: true })),
            AnyGame::Quattro(
                quattro::Game::new(quattro::Seating::Trio, [einstein::Setup::ordered(); 4], quattro::Seat::T).unwrap(),
            ),
        ];
        for game in games {
            let record = game.state().to_record();
            assert_eq!(AnyGame::read_record(&record).as_ref(), Ok(&game), "{record}");
            assert_eq!(AnyGame::read_record(&format!("\u{feff}{record}")), Ok(game.clone()), "with a byte order mark");
            // Each notation the game is shared in reads back to the same game.
            let records = game.state().records();
            assert_eq!(records[0], NotatedRecord { notation: ZABEL_NOTATION, text: record });
            for shared in records {
                assert_eq!(AnyGame::read_record(&shared.text).as_ref(), Ok(&game), "{}", shared.text);
            }
        }
    }

    #[test]
    fn a_record_names_what_it_is_not() {
        let err = AnyGame::read_record("Format: zabel-chess 1\n").unwrap_err();
        assert_eq!(err, RecordError::UnknownFormat("zabel-chess 1".to_owned()));
        let group = format!("Format: {}\nGame: quintet\n", quattro::record::FORMAT);
        assert_eq!(AnyGame::read_record(&group), Err(RecordError::NoGroupGame { named: Some("quintet".to_owned()) }));
        let nameless = format!("Format: {}\n", quattro::record::FORMAT);
        assert_eq!(AnyGame::read_record(&nameless), Err(RecordError::NoGroupGame { named: None }));
        // No format line: the first records' E7, which then says what is missing.
        assert!(matches!(AnyGame::read_record("1. 3 R3 c1-d2\n"), Err(RecordError::Einstein(_))));
        assert_eq!(known_formats(), ["zabel-einstein 1", "zabel-tafl 1", "zabel-einstein-quattro 1"]);
    }
}
