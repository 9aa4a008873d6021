// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// About (docs/design.md §7): the app's name and version, that it works
/// offline, what it ships and under which licence, and where the rules come
/// from. Every sentence is the catalog's; the components' and licences'
/// names are proper nouns (ZabelKit's `AboutPage`).
struct AboutView: View {
    let page: AboutPage
    let strings: Strings
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = Palette.of(scheme.board)
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(strings.name).font(.title).fontDesign(.serif)
                Text(strings.version(page.version)).foregroundStyle(.secondary)
                Text(strings.aboutOffline)
                Text(strings.aboutLicences).font(.subheadline).foregroundStyle(Color(palette.primary))
                ForEach(page.components, id: \.name) { component in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(component.name)
                        Text(component.licence).font(.footnote).foregroundStyle(.secondary)
                    }
                    .accessibilityElement(children: .combine)
                }
                Text(strings.aboutSources).font(.subheadline).foregroundStyle(Color(palette.primary))
                ForEach(strings.ruleSources, id: \.self) { source in Text(source) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
#endif
