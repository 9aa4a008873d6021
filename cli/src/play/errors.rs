//! A session's errors as the player reads them: the core's catalog key,
//! or a sentence naming what was typed; details in the log.

use std::io;

use zabel_core::game::{Sentence, TurnError};
use zabel_core::session::SessionError;
use zabel_core::text::{shortened, text};

use super::display_name;
use crate::{language, say};

/// A session's error as the player reads it: the store's and the core's
/// own troubles in the catalog's plain sentence, their details in the log
/// of data directory `dir`; the rest are plain sentences already.
pub(super) fn told(dir: &std::path::Path, error: SessionError) -> io::Error {
    match &error {
        SessionError::Store(error) => return crate::store_error(dir, error),
        SessionError::Turn(TurnError::Internal(_)) | SessionError::BadSavedGame(_) => {}
        _ => return io::Error::other(said(&error)),
    };
    io::Error::other(crate::with_details(dir, &text(language(), error.message_key()), &error.to_string()))
}

/// A session's error in a plain sentence of the catalog: the apps' words
/// for it (the core's key), or the terminal's where it names what was typed.
pub(crate) fn said(error: &SessionError) -> String {
    match error {
        SessionError::Turn(error) => turn_said(error),
        _ => text(language(), error.message_key()),
    }
}

/// What a game's table refused, in a plain sentence of the catalog.
pub(super) fn turn_said(error: &TurnError) -> String {
    match error {
        TurnError::BadSquare(square) => say("cli-bad-square").text("square", shortened(square, 20)).get(),
        TurnError::Refused(refusal) => sentence_said(&refusal.sentence()),
        TurnError::NoReview(variant) => say("cli-no-review").text("game", display_name(*variant)).get(),
        _ => text(language(), error.message_key()),
    }
}

/// A refusal's sentence from the catalog, what it names filled in.
pub(crate) fn sentence_said(sentence: &Sentence) -> String {
    let said = sentence.args.iter().fold(say(sentence.key), |said, (name, value)| said.text(name, value.as_str()));
    said.get()
}
