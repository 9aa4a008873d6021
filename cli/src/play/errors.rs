//! A session's errors as the player reads them: the core's catalog key,
//! or a sentence naming what was typed; details in the log.

use std::io;

use zabel_core::game::TurnError;
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
        TurnError::Refused(refusal) => match refusal.rule_error::<zabel_core::tafl::PlayError>() {
            Some(error) => tafl_illegal(error),
            None => text(language(), refusal.key()),
        },
        TurnError::NoReview(variant) => say("cli-no-review").text("game", display_name(*variant)).get(),
        _ => text(language(), error.message_key()),
    }
}

/// Why a Königszabel move is not legal: "g2-g7: g5 is in the way (K3)".
pub(super) fn tafl_illegal(error: &zabel_core::tafl::PlayError) -> String {
    use zabel_core::tafl::PlayError;
    let (mv, why) = match error {
        PlayError::GameOver => return text(language(), error.message_key()),
        PlayError::NoPiece { mv } => (mv, "no-piece"),
        PlayError::NotYourPiece { mv, .. } => (mv, "not-your-piece"),
        PlayError::NotStraight { mv } => (mv, "not-straight"),
        PlayError::Blocked { mv, .. } => (mv, "blocked"),
        PlayError::Throne { mv } => (mv, "throne"),
        PlayError::Castle { mv } => (mv, "castle"),
    };
    let mut said = say("cli-tafl-illegal").text("move", mv.to_string()).text("error", why);
    said = said.text("from", mv.from.to_string());
    match error {
        PlayError::NotYourPiece { piece, turn, .. } => said.text("piece", piece_code(*piece)).text("turn", turn.name()),
        PlayError::Blocked { blocker, .. } => said.text("blocker", blocker.to_string()),
        _ => said,
    }
    .get()
}

/// `king`, `attacker` or `defender`.
pub(super) fn piece_code(piece: zabel_core::tafl::Piece) -> &'static str {
    use zabel_core::tafl::{Kind, Side};
    match (piece.side, piece.kind) {
        (_, Kind::King) => "king",
        (Side::Attackers, Kind::Man) => "attacker",
        (Side::Defenders, Kind::Man) => "defender",
    }
}
