//! A game written down for sharing, in Zabel's notation or another program's.

/// A game written down in one notation: Zabel's own, or another program's
/// for the same game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotatedRecord {
    /// The notation's name, a proper noun that needs no translation.
    pub notation: &'static str,
    pub text: String,
}

/// The name of the records Zabel writes.
pub const ZABEL_NOTATION: &str = "Zabel";
