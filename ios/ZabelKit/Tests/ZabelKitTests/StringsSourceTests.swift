import Foundation
import XCTest
@testable import ZabelKit

/// Issue 45: every sentence the app shows is the catalog's, so
/// `Strings.swift` holds keys and format pieces, never a sentence. Issue 64:
/// the app's keys are generated from the catalog (`AppText.swift`, by
/// `generate-app-text.sh`), never listed by hand.
final class StringsSourceTests: XCTestCase {
    private var package: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
    private var sources: URL { package.appendingPathComponent("Sources/ZabelKit") }

    /// The Swift files written by hand: the models and the screens, not the generated accessors.
    private func handWritten() throws -> [URL] {
        try ["Sources/ZabelKit", "Sources/ZabelUI"].flatMap { folder -> [URL] in
            let dir = package.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: dir.path)
                .filter { $0.hasSuffix(".swift") && $0 != "AppText.swift" }
                .map { dir.appendingPathComponent($0) }
        }
    }

    func testStringsHoldsKeysNotSentences() throws {
        let source = try String(contentsOf: sources.appendingPathComponent("Strings.swift"), encoding: .utf8)
        let literals = stringLiterals(source)
        XCTAssertTrue(literals.contains("app-game-"))
        let key = try NSRegularExpression(pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*-?$")
        let sentences = literals.filter { text in
            let isKey = key.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            return !isKey && text.contains { $0.isLetter }
        }
        XCTAssertEqual(sentences, [], "literals that are not keys")
        // No part of ZabelKit decides a language by its tag any more.
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(text.contains("german ?"), file)
        }
    }

    /// Only a family's prefix ("app-game-", chosen by a variant at run time)
    /// is written by hand, and it names messages of the catalog; a whole key
    /// is the generated `AppKey`'s.
    func testNoHandWrittenSourceNamesAWholeAppKey() throws {
        let keys = AppKey.allCases.map(\.rawValue)
        var prefixes = 0
        for file in try handWritten() {
            for literal in stringLiterals(try String(contentsOf: file, encoding: .utf8)) where literal.hasPrefix("app-") {
                XCTAssertTrue(literal.hasSuffix("-"), "\(literal) listed by hand in \(file.lastPathComponent)")
                XCTAssertTrue(keys.contains { $0.hasPrefix(literal) }, "no message starts with \(literal)")
                prefixes += 1
            }
        }
        XCTAssertGreaterThan(prefixes, 3)
    }

    /// The generated keys are the catalog's as it is now (a stale
    /// `AppText.swift` fails here), and each is in both languages.
    func testTheGeneratedKeysAreTheCatalogsInBothLanguages() throws {
        let catalog = package.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("core/src/text/app-en.ftl")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        let entry = try NSRegularExpression(pattern: "^(app-[a-z0-9-]+)[ \\t]*=", options: .anchorsMatchLines)
        let keys = entry.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            String(text[Range(match.range(at: 1), in: text)!])
        }
        XCTAssertGreaterThan(keys.count, 100)
        XCTAssertEqual(AppKey.allCases.map(\.rawValue), keys)
        for key in AppKey.allCases {
            for language in ["en", "de"] {
                XCTAssertNotEqual(coreText(language: language, key: key.rawValue), key.rawValue, "\(key.rawValue) in \(language)")
            }
        }
        // A generated accessor is the catalog's message in the strings' language.
        XCTAssertEqual(Strings.for("de").continueGame, coreText(language: "de", key: AppKey.continueGame.rawValue))
        XCTAssertNotEqual(Strings.for("de").continueGame, Strings.for("en").continueGame)
    }

    func testTheScannerSeesSentencesInsideInterpolations() {
        let found = stringLiterals("let a = \"x \\(f(\"app-y\")) z\" // \"not this\"\n/* \"nor this\" */ let c = \"\\(d): done\"")
        XCTAssertEqual(found, ["x ", "app-y", " z", ": done"])
    }

    /// The string literals of Swift `source`, each interpolation's code taken out
    /// (a literal inside an interpolation is its own).
    private func stringLiterals(_ source: String) -> [String] {
        let chars = Array(source)
        var found: [String] = []
        var i = 0
        func string() {
            i += 1  // the opening quote
            var piece = ""
            func flush() { if !piece.isEmpty { found.append(piece) }; piece = "" }
            while i < chars.count, chars[i] != "\"" {
                if chars[i] == "\\", i + 1 < chars.count, chars[i + 1] == "(" {
                    flush()
                    i += 2
                    var depth = 1
                    while i < chars.count, depth > 0 {
                        switch chars[i] {
                        case "(": depth += 1; i += 1
                        case ")": depth -= 1; i += 1
                        case "\"": string()
                        default: i += 1
                        }
                    }
                } else if chars[i] == "\\" {
                    if i + 1 < chars.count { piece.append(chars[i + 1]) }
                    i += 2
                } else {
                    piece.append(chars[i])
                    i += 1
                }
            }
            i += 1
            flush()
        }
        while i < chars.count {
            if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
            } else if chars[i] == "\"" {
                string()
            } else {
                i += 1
            }
        }
        return found
    }
}
