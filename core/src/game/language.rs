//! The languages Zabel speaks: every text a game gives a screen (a
//! square's description, a diagram's caption) is said in one of them.

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Language {
    English,
    German,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::German];

    /// The BCP 47 tag: `en`, `de`.
    pub const fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
        }
    }

    /// German for `de` and its regional tags (`de-AT`), English otherwise:
    /// an app in another language falls back to English, never to nothing.
    pub fn from_tag(tag: &str) -> Language {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("de") { Language::German } else { Language::English }
    }
}
