import Foundation

/// The app's colour roles in one theme (docs/design.md §1): warm paper and
/// stone for the screens, walnut for actions, never a seat's colour, so a
/// button never looks like a side. One scheme per theme, no dynamic colour.
public struct Palette: Equatable, Sendable {
    public typealias RGB = SeatPalette.RGB

    public let background, surface, surfaceVariant: RGB
    public let onSurface, onSurfaceVariant: RGB
    public let outline, outlineVariant: RGB
    public let primary, onPrimary, primaryContainer, onPrimaryContainer: RGB
    public let secondary, secondaryContainer, onSecondaryContainer: RGB
    public let tertiary, error: RGB

    public static let light = Palette(
        background: RGB(0xF5EFE4), surface: RGB(0xFBF7F0), surfaceVariant: RGB(0xECE3D4),
        onSurface: RGB(0x2A231B), onSurfaceVariant: RGB(0x5C5245),
        outline: RGB(0x8A7D6B), outlineVariant: RGB(0xD6CAB6),
        primary: RGB(0x6B4423), onPrimary: RGB(0xFFFFFF), primaryContainer: RGB(0xF0DCC0), onPrimaryContainer: RGB(0x2B1A08),
        secondary: RGB(0x58635F), secondaryContainer: RGB(0xDCE5E0), onSecondaryContainer: RGB(0x161F1C),
        tertiary: RGB(0x7D5E00), error: RGB(0xB3261E))

    public static let dark = Palette(
        background: RGB(0x1B1713), surface: RGB(0x221D18), surfaceVariant: RGB(0x342C24),
        onSurface: RGB(0xEEE5D8), onSurfaceVariant: RGB(0xCFC3B2),
        outline: RGB(0x9A8D7B), outlineVariant: RGB(0x4A4036),
        primary: RGB(0xE5BE8C), onPrimary: RGB(0x3A2510), primaryContainer: RGB(0x553A1E), onPrimaryContainer: RGB(0xF6E3C8),
        secondary: RGB(0xBCC8C3), secondaryContainer: RGB(0x3E4945), onSecondaryContainer: RGB(0xD8E4DF),
        tertiary: RGB(0xE9C45B), error: RGB(0xF2B8B5))

    public static func of(_ scheme: BoardScheme) -> Palette { scheme == .light ? light : dark }

    /// A History badge's colour: won, drawn or lost, always beside its word.
    public func outcome(_ score: Score) -> RGB {
        let light = self == .light
        switch score {
        case .win: return light ? RGB(0x2E7D32) : RGB(0x81C784)
        case .draw: return light ? RGB(0x6B6358) : RGB(0xBDB3A5)
        case .loss: return light ? RGB(0xB3261E) : RGB(0xF2B8B5)
        }
    }

    /// The badge's word on its colour.
    public func onOutcome(_ score: Score) -> RGB { self == .light ? RGB(0xFFFFFF) : RGB(0x1B1713) }

    /// The die (§5): an ivory face with a thin edge and dark pips.
    public var dieFace: RGB { self == .light ? RGB(0xFBF7EE) : RGB(0xE9E2D4) }
    public var dieEdge: RGB { RGB(0x8A7D6B) }
    public var pip: RGB { RGB(0x2A231B) }
}
