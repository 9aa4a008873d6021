//! uniffi bindings of zabel-core for the apps: Kotlin package
//! `app.zabel.core`, Swift module `ZabelCore`. Only type mapping lives here;
//! every rule, rating and record stays in the core.

//!
//! Split by domain, as matrix-rust-sdk's FFI crate is: `game` (configuration,
//! the board-neutral view, taps), `history`, `rating`, `settings`, `error`;
//! `app` and `session` export the objects.

mod app;
mod error;
mod game;
mod history;
mod lesson;
mod puzzle;
mod rating;
mod session;
mod settings;
mod text;

pub use app::{Zabel, random_setup, setup_board, swap_in_setup};
pub use error::ZabelError;
pub use game::*;
pub use history::*;
pub use lesson::*;
pub use puzzle::*;
pub use rating::*;
pub use session::{GameListener, Replay, Session, live_objects};
pub use settings::*;

uniffi::setup_scaffolding!();
