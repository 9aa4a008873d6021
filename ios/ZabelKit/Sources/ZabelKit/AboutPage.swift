import Foundation

/// The About screen's facts: the app's version and what it ships with each
/// part's licence. Names and licences are proper nouns (SPDX identifiers),
/// not sentences; the sentences around them are the catalog's.
public struct AboutPage: Equatable, Sendable {
    /// One part the app ships and its licence.
    public struct Component: Equatable, Sendable {
        public let name: String
        public let licence: String
    }

    public let version: String
    public let components: [Component]

    /// `version` is the app bundle's (`CFBundleShortVersionString`).
    public init(version: String) {
        self.version = version
        components = Self.shipped
    }

    /// Zabel itself, then the Rust crates its core and bindings are built
    /// from, as their Cargo.toml declare them (a test keeps this list whole).
    /// SwiftUI and Swift Charts are the system's.
    public static let shipped: [Component] = [
        Component(name: "Zabel", licence: "MIT OR Apache-2.0"),
        Component(name: "arrayvec", licence: "MIT OR Apache-2.0"),
        Component(name: "crc32fast", licence: "MIT OR Apache-2.0"),
        Component(name: "fluent-bundle", licence: "Apache-2.0 OR MIT"),
        Component(name: "libc", licence: "MIT OR Apache-2.0"),
        Component(name: "rand", licence: "MIT OR Apache-2.0"),
        Component(name: "rustc-hash", licence: "Apache-2.0 OR MIT"),
        Component(name: "serde", licence: "MIT OR Apache-2.0"),
        Component(name: "serde_json", licence: "MIT OR Apache-2.0"),
        Component(name: "skillratings", licence: "MIT OR Apache-2.0"),
        Component(name: "sled", licence: "MIT OR Apache-2.0"),
        Component(name: "thiserror", licence: "MIT OR Apache-2.0"),
        Component(name: "tokio", licence: "MIT"),
        Component(name: "unic-langid", licence: "MIT OR Apache-2.0"),
        Component(name: "uniffi", licence: "MPL-2.0"),
    ]
}
