//! Lines from a person or a program, read so that bytes that are not UTF-8
//! spoil only their own line: the promise "a bad line gives `error:
//! <reason>` and the next line is read" holds for every kind of bad line.
//! `BufRead::lines` ends the whole stream at the first such byte instead.

use std::fmt;
use std::io::{self, BufRead};

/// A line that is not UTF-8: where the first bad byte is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NotUtf8 {
    /// 1-based, counted in bytes.
    pub column: usize,
    pub byte: u8,
}

impl fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the line is not UTF-8 text (byte 0x{:02X} at column {})", self.byte, self.column)
    }
}

impl std::error::Error for NotUtf8 {}

/// The lines of `input` without their line ends (`\n` or `\r\n`), each
/// decoded on its own; a UTF-8 byte order mark before the first is dropped.
pub fn lines<R: BufRead>(input: R) -> Lines<R> {
    Lines { input, first: true }
}

pub struct Lines<R> {
    input: R,
    first: bool,
}

impl<R: BufRead> Iterator for Lines<R> {
    /// The outer error is the stream's (it ends); the inner one the line's.
    type Item = io::Result<Result<String, NotUtf8>>;

    fn next(&mut self) -> Option<Self::Item> {
        match read_line(&mut self.input, std::mem::replace(&mut self.first, false)) {
            Ok(Some(line)) => Some(Ok(line)),
            Ok(None) => None,
            Err(error) => Some(Err(error)),
        }
    }
}

/// One line of `input` (`None` at the end), its line end removed; `first`
/// drops a byte order mark in front.
pub fn read_line(input: &mut impl BufRead, first: bool) -> io::Result<Option<Result<String, NotUtf8>>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    if bytes.ends_with(b"\n") {
        bytes.pop();
        if bytes.ends_with(b"\r") {
            bytes.pop();
        }
    }
    let text = if first { bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(&bytes) } else { &bytes };
    Ok(Some(std::str::from_utf8(text).map(str::to_owned).map_err(|error| {
        let at = error.valid_up_to();
        NotUtf8 { column: at + 1, byte: text[at] }
    })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(bytes: &[u8]) -> Vec<Result<String, NotUtf8>> {
        lines(bytes).map(|line| line.unwrap()).collect()
    }

    #[test]
    fn a_bad_byte_spoils_only_its_own_line() {
        let read = all(b"one\nt\xFFwo\r\nthree");
        assert_eq!(read[0], Ok("one".to_owned()));
        assert_eq!(read[1], Err(NotUtf8 { column: 2, byte: 0xFF }));
        assert_eq!(read[2], Ok("three".to_owned()));
        assert_eq!(read[1].clone().unwrap_err().to_string(), "the line is not UTF-8 text (byte 0xFF at column 2)");
    }

    #[test]
    fn a_byte_order_mark_is_dropped_from_the_first_line_only() {
        let read = all("\u{feff}a\n\u{feff}b\n".as_bytes());
        assert_eq!(read, [Ok("a".to_owned()), Ok("\u{feff}b".to_owned())]);
        assert!(all(b"").is_empty());
        assert_eq!(all(b"\n"), [Ok(String::new())]);
    }
}
