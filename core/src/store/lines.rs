//! The automatic backups' format: one record a line, each carrying its own
//! checksum, `<JSON>\t<CRC-32 in 8 hex digits>\n`. A damaged byte spoils
//! its own line only, and a line that still decodes after the damage is
//! caught by its checksum instead of coming back changed.
//!
//! A line is a game, or a puzzle attempt (since puzzles): a reader finds
//! each by how it begins, so a file of games only reads as before.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::attempts::BackedUpAttempt;
use super::records::StoredGame;

/// Every game's line begins so (`id` is the first field written).
pub(super) const LINE_START: &[u8] = b"{\"id\":";
/// Every puzzle attempt's line begins so; nothing in a game's line does.
const ATTEMPT_START: &[u8] = b"{\"puzzle_attempt\":";

#[derive(Serialize, Deserialize)]
struct AttemptLine {
    puzzle_attempt: BackedUpAttempt,
}

/// `attempt` as a line with its checksum.
pub(super) fn attempt_line(attempt: &BackedUpAttempt) -> Vec<u8> {
    frame(&super::encode(&AttemptLine { puzzle_attempt: attempt.clone() }))
}

/// `json` as a line with its checksum.
pub(super) fn frame(json: &[u8]) -> Vec<u8> {
    let mut line = Vec::with_capacity(json.len() + 10);
    line.extend_from_slice(json);
    line.push(b'\t');
    line.extend(format!("{:08x}", crc32fast::hash(json)).bytes());
    line.push(b'\n');
    line
}

/// The value at the start of `bytes` when it decodes and its checksum
/// agrees, with where its checksum ends. A line written before lines had
/// checksums (no tab after the JSON) counts when nothing but its line
/// break follows it: such lines were always written with their break, so
/// one that ends the file without it is a line cut at its tab.
fn unframe<T: DeserializeOwned>(bytes: &[u8]) -> Option<(T, usize)> {
    let mut values = serde_json::Deserializer::from_slice(bytes).into_iter::<T>();
    let value = values.next()?.ok()?;
    let json = values.byte_offset();
    let rest = &bytes[json..];
    match rest.strip_prefix(b"\t") {
        Some(sum) => {
            let hex = sum.get(..8).filter(|hex| hex.iter().all(u8::is_ascii_hexdigit))?;
            let sum = u32::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?;
            (sum == crc32fast::hash(&bytes[..json])).then_some((value, json + 9))
        }
        None => {
            let line = rest.iter().position(|&b| b == b'\n')?;
            rest[..line].iter().all(u8::is_ascii_whitespace).then_some((value, json))
        }
    }
}

/// A piece of a backup file, in the file's order.
#[derive(Clone, PartialEq, Debug)]
pub(super) enum Piece {
    Game(StoredGame),
    Attempt(BackedUpAttempt),
    /// Bytes that are neither a whole line nor the line breaks between
    /// lines, byte for byte; pieces with no line read between them are one.
    Unreadable(Vec<u8>),
}

impl Piece {
    /// How many games an unreadable piece may have held: the game starts
    /// left in it, and at least one, unless it is an attempt's line with
    /// no game's start in it (a game's line begins a piece of its own, so
    /// a game there would have left its start).
    pub(super) fn games_it_may_hold(bytes: &[u8]) -> usize {
        let starts = bytes.windows(LINE_START.len()).filter(|w| *w == LINE_START).count();
        if bytes.starts_with(ATTEMPT_START) { starts } else { starts.max(1) }
    }
}

/// A file of lines read, however damaged: its first line (a snapshot's
/// header) when it decodes, checks and is one `read_lines` was told to
/// take, and its pieces.
pub(super) struct LinesRead<H> {
    pub(super) header: Option<H>,
    pub(super) pieces: Vec<Piece>,
}

/// Reads `bytes` line by line. Lines are found by how a game's or an
/// attempt's begins rather than by line breaks, so a damaged line break
/// loses no game, and a damaged line loses only its own game or attempt.
/// An attempt's line always had its checksum; one without is unreadable. Before the first game comes
/// the header, of type `H`, taken when `header` accepts it (`None`: no
/// header); it always carries a checksum, as it came with them. A header
/// not taken is unreadable like any other damaged line.
pub(super) fn read_lines<H: DeserializeOwned>(bytes: &[u8], header: Option<&dyn Fn(&H) -> bool>) -> LinesRead<H> {
    let starts_a_line = |i: usize| bytes[i..].starts_with(LINE_START) || bytes[i..].starts_with(ATTEMPT_START);
    let mut starts: Vec<usize> = (0..bytes.len()).filter(|&i| starts_a_line(i)).collect();
    let first = starts.first().copied().unwrap_or(bytes.len());
    let mut read = LinesRead { header: None, pieces: Vec::new() };
    let prefix = &bytes[..first];
    let mut unread = prefix;
    if let Some(accepts) = header {
        let checked = unframe::<H>(prefix).filter(|(_, end)| prefix[..*end].contains(&b'\t'));
        if let Some((header, end)) = checked.filter(|(header, _)| accepts(header)) {
            read.header = Some(header);
            unread = after_line_break(&prefix[end..]);
        }
    }
    push_unreadable(&mut read.pieces, unread);
    starts.push(bytes.len());
    for piece in starts.windows(2).map(|w| &bytes[w[0]..w[1]]) {
        if piece.starts_with(ATTEMPT_START) {
            match unframe::<AttemptLine>(piece).filter(|(_, end)| piece[..*end].contains(&b'\t')) {
                Some((line, end)) => {
                    read.pieces.push(Piece::Attempt(line.puzzle_attempt));
                    push_unreadable(&mut read.pieces, after_line_break(&piece[end..]));
                }
                None => push_unreadable(&mut read.pieces, piece),
            }
            continue;
        }
        match unframe::<StoredGame>(piece) {
            Some((game, end)) if game.game.validate().is_ok() => {
                read.pieces.push(Piece::Game(game));
                // The rest of its line is a damaged line break, nothing of
                // a game; after it, what another line left.
                push_unreadable(&mut read.pieces, after_line_break(&piece[end..]));
            }
            _ => push_unreadable(&mut read.pieces, piece),
        }
    }
    read
}

/// What follows the first line break in `rest`.
fn after_line_break(rest: &[u8]) -> &[u8] {
    rest.iter().position(|&b| b == b'\n').map_or(&[], |at| &rest[at + 1..])
}

fn push_unreadable(pieces: &mut Vec<Piece>, bytes: &[u8]) {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return;
    }
    match pieces.last_mut() {
        Some(Piece::Unreadable(before)) => before.extend_from_slice(bytes),
        _ => pieces.push(Piece::Unreadable(bytes.to_vec())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back_and_a_changed_byte_fails_its_checksum() {
        let line = frame(br#"{"a":1}"#);
        assert!(line.ends_with(b"\n") && line.contains(&b'\t'));
        let (value, end) = unframe::<serde_json::Value>(&line).unwrap();
        assert_eq!((value, end), (serde_json::json!({"a": 1}), line.len() - 1));
        let mut changed = line.clone();
        changed[5] = b'2';
        assert!(unframe::<serde_json::Value>(&changed).is_none(), "still JSON, but not what was written");
        let mut sum = line.clone();
        sum[9] = if sum[9] == b'0' { b'1' } else { b'0' };
        assert!(unframe::<serde_json::Value>(&sum).is_none());
        assert!(unframe::<serde_json::Value>(b"{\"a\":1}\n").is_some(), "a line from before checksums");
        assert!(unframe::<serde_json::Value>(b"{\"a\":1}x\n").is_none());
        assert!(unframe::<serde_json::Value>(b"{\"a\":1}").is_none(), "a line cut at its tab, not one from before");
    }

    #[test]
    fn unreadable_pieces_with_no_game_between_are_one() {
        let read = read_lines::<()>(b"garbage {\"id\": garbage\n", None);
        assert_eq!(read.pieces.len(), 1);
        let Piece::Unreadable(bytes) = &read.pieces[0] else { panic!() };
        assert_eq!(Piece::games_it_may_hold(bytes), 1);
        assert!(read_lines::<()>(b"\n \n", None).pieces.is_empty());
    }

    #[test]
    fn an_attempt_line_reads_back_and_a_damaged_one_is_unreadable_alone() {
        use crate::game::Variant;
        use crate::puzzle::{PuzzleRating, RatingChange};
        use crate::store::PuzzleAttempt;
        let rating = PuzzleRating::default();
        let attempt = BackedUpAttempt {
            variant: Variant::Koenigszabel,
            seq: 3,
            attempt: PuzzleAttempt {
                puzzle: "k1".into(),
                at: 9,
                solved: true,
                change: RatingChange { before: rating, after: rating },
            },
        };
        let line = attempt_line(&attempt);
        assert!(line.starts_with(ATTEMPT_START));
        let two = [line.clone(), line.clone()].concat();
        let read = read_lines::<()>(&two, None);
        assert_eq!(read.pieces, [Piece::Attempt(attempt.clone()), Piece::Attempt(attempt.clone())]);
        let mut damaged = two.clone();
        damaged[30] ^= 1;
        let read = read_lines::<()>(&damaged, None);
        assert_eq!(read.pieces, [Piece::Unreadable(damaged[..line.len()].to_vec()), Piece::Attempt(attempt)]);
        let unsummed = [&line[..line.iter().position(|&b| b == b'\t').unwrap()], b"\n"].concat();
        assert!(matches!(read_lines::<()>(&unsummed, None).pieces[..], [Piece::Unreadable(_)]));
        assert_eq!(Piece::games_it_may_hold(&damaged[..line.len()]), 0, "an attempt's line held no game");
        let game_after = [&damaged[..line.len()], b"{\"id\": 7 broken\n"].concat();
        assert_eq!(Piece::games_it_may_hold(&game_after), 1);
        assert_eq!(Piece::games_it_may_hold(b"{\"puzzle_att"), 1, "cut inside the start: anything");
    }
}
