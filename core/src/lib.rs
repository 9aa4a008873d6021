//! The core of Zabel: rules, AI players, ratings, storage and the game
//! session a UI drives. No FFI here, and no I/O outside `store`; the CLI and
//! the bindings sit on top.

pub mod ai;
pub mod app;
pub mod dice;
pub mod einstein;
pub mod game;
pub mod games;
pub mod grid;
pub mod learn;
pub mod puzzle;
pub mod quattro;
pub mod rating;
mod record_text;
pub mod session;
pub mod store;
pub mod tafl;
pub mod text;
