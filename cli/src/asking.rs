//! A person answering on the board in the terminal, a lesson's task or a
//! puzzle's: the prompt, then the typed line.

use std::io::{self, BufRead, Write};

use zabel_core::text::text;

use crate::language;

pub(crate) struct Asker<I> {
    input: I,
    /// Whether a line was read: a byte order mark is dropped only before the first.
    read_any: bool,
}

impl<I: BufRead> Asker<I> {
    pub(crate) fn new(input: I) -> Asker<I> {
        Asker { input, read_any: false }
    }

    /// The next typed line, trimmed; `None` when the input has ended.
    pub(crate) fn ask(&mut self, out: &mut impl Write) -> io::Result<Option<String>> {
        loop {
            write!(out, "{} > ", text(language(), "learn-prompt"))?;
            out.flush()?;
            let first = !std::mem::replace(&mut self.read_any, true);
            match crate::lines::read_line(&mut self.input, first)? {
                None => {
                    writeln!(out)?;
                    return Ok(None);
                }
                Some(Ok(line)) => return Ok(Some(line.trim().to_owned())),
                Some(Err(_)) => writeln!(out, "{}", text(language(), "cli-not-text"))?,
            }
        }
    }
}

/// A trouble no player should meet (a shipped lesson or puzzle that does
/// not play: the tests rule it out), said plainly, its details logged.
pub(crate) fn internal(dir: &std::path::Path, detail: &str) -> io::Error {
    io::Error::other(crate::with_details(dir, &text(language(), "error-internal"), detail))
}
