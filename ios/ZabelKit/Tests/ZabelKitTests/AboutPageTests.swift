import Foundation
import XCTest
@testable import ZabelKit

/// The About screen names every crate the app is built from, so a new
/// dependency cannot ship without its licence being listed.
final class AboutPageTests: XCTestCase {
    private var repo: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The dependency names of a Cargo.toml's `[dependencies]` tables (the
    /// platform-specific ones too), not its dev-dependencies.
    private func dependencies(_ manifest: String) throws -> Set<String> {
        let text = try String(contentsOf: repo.appendingPathComponent(manifest), encoding: .utf8)
        var names = Set<String>(), inDependencies = false
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("[") {
                inDependencies = line.hasSuffix("dependencies]") && !line.contains("dev-") && !line.contains("build-")
                continue
            }
            guard inDependencies, let name = line.split(separator: "=").first.map({ $0.split(separator: ".")[0].trimmingCharacters(in: .whitespaces) }),
                  !name.isEmpty, !name.hasPrefix("#") else { continue }
            names.insert(name)
        }
        return names
    }

    func testEveryShippedCrateIsListedWithItsLicence() throws {
        let shipped = try dependencies("core/Cargo.toml").union(dependencies("bindings/Cargo.toml")).subtracting(["zabel-core"])
        XCTAssertTrue(shipped.contains("sled"), "\(shipped)")
        let listed = Set(AboutPage.shipped.map(\.name))
        XCTAssertEqual(shipped.subtracting(listed), [], "crates the About screen does not name")
        XCTAssertTrue(AboutPage.shipped.allSatisfy { !$0.licence.isEmpty })
        XCTAssertEqual(AboutPage(version: "1.2").version, "1.2")
        for strings in [Strings.for("en"), Strings.for("de")] {
            XCTAssertEqual(strings.ruleSources.count, 3)
            XCTAssertTrue(strings.version("1.2").contains("1.2"))
        }
    }
}
