//! The die as a screen shows it.

/// The die as shown: not rolled yet, a value, or "no roll" (E4.1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DieView {
    NotRolled,
    /// The value is hidden by the settings (the historic default).
    Hidden,
    Value(u8),
    NoRoll,
}
