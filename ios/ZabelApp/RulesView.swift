import SwiftUI
import ZabelKit

/// A game's rules in short, the core's text; the example set apart.
struct RulesView: View {
    let page: RulesPage
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(page.paragraphs, id: \.self) { paragraph in Text(paragraph) }
                if let example = page.example { Text(example).foregroundStyle(.secondary) }
            }
        }
    }
}
