//! The core of Zabel: rules, AI players and (later) ratings and storage.
//! No FFI and no I/O here; the CLI and the bindings sit on top.

pub mod ai;
pub mod einstein;
pub mod rating;
