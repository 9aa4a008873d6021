import Foundation

/// A game's rules in short, for the page Home opens: the text is the core's
/// (`rulesText`), so both apps and the terminal teach the same rules.
public struct RulesPage: Equatable, Sendable {
    public let variant: Variant
    public let title: String
    /// The rules, one paragraph per line of the catalog's text.
    public let paragraphs: [String]
    /// The worked example the catalog ends with, set apart on the page.
    public let example: String?
    /// The rules at work on small boards, the core's: each drawn before its
    /// move with the move marked as in play, its caption under it.
    public let diagrams: [RulesDiagram]

    public init(_ variant: Variant, strings: Strings) {
        self.variant = variant
        title = strings.game(variant)
        diagrams = rulesDiagrams(variant: variant, language: strings.tag)
        let lines = rulesText(language: strings.tag, variant: variant)
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        // The catalog's convention: rules first, the example last.
        if lines.count > 1 {
            paragraphs = Array(lines.dropLast())
            example = lines.last
        } else {
            paragraphs = lines
            example = nil
        }
    }

    /// Every game Home offers, each with its page.
    public static let games: [Variant] = [.einstein, .koenigszabel, .quattroDiagonal, .quattroLongline, .trio]
}

extension Strings {
    /// The link to a game's rules: "Königszabel rules", "Regeln für Trio" (the two Quattros share one page).
    public func rulesLink(_ variant: Variant) -> String {
        t(.rulesOf, ["game": t("app-rules-" + kebab(String(describing: variant)))])
    }
}
