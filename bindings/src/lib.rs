//! uniffi bindings of zabel-core for the apps: Kotlin package
//! `app.zabel.core`, Swift module `ZabelCore`. Only type mapping lives here;
//! every rule, rating and record stays in the core.

mod app;
mod error;
mod session;
mod types;

pub use app::{Zabel, random_setup, setup_cells, swap_in_setup};
pub use error::ZabelError;
pub use session::{GameListener, Replay, Session, live_objects};
pub use types::*;

uniffi::setup_scaffolding!();
