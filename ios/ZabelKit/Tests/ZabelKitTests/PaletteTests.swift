import XCTest
@testable import ZabelKit

/// The colour roles of docs/design.md §1: text reads on its ground in both
/// themes, and the die's pips on its face.
final class PaletteTests: XCTestCase {
    func testTextReadsOnItsGroundInLightAndDark() {
        for scheme in BoardScheme.allCases {
            let p = Palette.of(scheme)
            for (text, ground, name) in [(p.onSurface, p.background, "body"), (p.onSurface, p.surface, "surface"),
                                         (p.onSurfaceVariant, p.surfaceVariant, "card"), (p.onPrimary, p.primary, "button"),
                                         (p.onPrimaryContainer, p.primaryContainer, "current move"),
                                         (p.onSecondaryContainer, p.secondaryContainer, "chip"),
                                         (p.surface, p.onSurface, "banner"), (p.primary, p.background, "section header")] {
                XCTAssertGreaterThanOrEqual(text.contrast(with: ground), 4.5, "\(name) in \(scheme)")
            }
            XCTAssertGreaterThanOrEqual(p.error.contrast(with: p.background), 4.5, "errors in \(scheme)")
            for score in [Score.win, .draw, .loss] {
                XCTAssertGreaterThanOrEqual(p.onOutcome(score).contrast(with: p.outcome(score)), 4.5, "\(score) badge in \(scheme)")
            }
            XCTAssertGreaterThanOrEqual(p.pip.contrast(with: p.dieFace), 7, "pips on the die in \(scheme)")
        }
        XCTAssertNotEqual(Palette.light, Palette.dark)
    }

    /// Primary is walnut, not a seat's colour: a button never looks like a side.
    func testNoActionLooksLikeASide() {
        for scheme in BoardScheme.allCases {
            let primary = Palette.of(scheme).primary
            for seat in SeatPalette.fills(scheme) {
                XCTAssertNotEqual(primary, seat)
            }
        }
    }
}
