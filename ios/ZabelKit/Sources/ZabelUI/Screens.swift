// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// Segments truncate long names ("Verteidiger") at the accessibility text
/// sizes; a menu does not.
struct AdaptivePickerStyle: ViewModifier {
    @Environment(\.dynamicTypeSize) private var typeSize
    @ViewBuilder func body(content: Content) -> some View {
        if typeSize.isAccessibilitySize {
            content.pickerStyle(.menu)
        } else {
            content.pickerStyle(.segmented)
        }
    }
}

extension View {
    /// A screen of one column, no wider than a line read at a glance, in the
    /// middle of a wide window: on an iPad its cards ran the whole width, a
    /// level's name at one edge and its chance at the other.
    func readableColumn() -> some View {
        frame(maxWidth: 640).frame(maxWidth: .infinity)
    }
}

extension DynamicTypeSize {
    /// A row's parts side by side, or one under the other at the accessibility sizes.
    var rowLayout: AnyLayout {
        isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
    }

    /// Roughly how much larger than the default the text is: room for the
    /// board screen's controls (`BoardScreenLayout`).
    var textScale: Double {
        switch self {
        case .xSmall, .small, .medium, .large: return 1
        case .xLarge: return 1.1
        case .xxLarge: return 1.2
        case .xxxLarge: return 1.3
        case .accessibility1: return 1.6
        case .accessibility2: return 1.9
        case .accessibility3: return 2.3
        case .accessibility4: return 2.7
        default: return 3
        }
    }
}
#endif
