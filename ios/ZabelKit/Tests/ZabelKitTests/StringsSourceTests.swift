import Foundation
import XCTest
@testable import ZabelKit

/// Issue 45: every sentence the app shows is the catalog's, so
/// `Strings.swift` holds keys and format pieces, never a sentence.
final class StringsSourceTests: XCTestCase {
    private var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ZabelKit")
    }

    func testStringsHoldsKeysNotSentences() throws {
        let source = try String(contentsOf: sources.appendingPathComponent("Strings.swift"), encoding: .utf8)
        let literals = stringLiterals(source)
        XCTAssertGreaterThan(literals.count, 80)
        XCTAssertTrue(literals.contains("app-new-game"))
        let key = try NSRegularExpression(pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*-?$")
        let sentences = literals.filter { text in
            let isKey = key.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            return !isKey && text.contains { $0.isLetter }
        }
        XCTAssertEqual(sentences, [], "literals that are not keys")
        // Every app- key it names is in both catalogs.
        for name in literals where name.hasPrefix("app-") && !name.hasSuffix("-") {
            for language in ["en", "de"] { XCTAssertNotEqual(coreText(language: language, key: name), name, "\(name) in \(language)") }
        }
        // No part of ZabelKit decides a language by its tag any more.
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(text.contains("german ?"), file)
        }
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
