import SwiftUI
import ZabelKit

/// A game's rules in short, the core's text; the example set apart.
struct RulesView: View {
    let model: AppModel
    let page: RulesPage
    var body: some View {
        // Back to the screen that opened the page: Home or a new-game screen.
        Button(model.strings.back) { model.closeRules() }
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(page.title).font(.title2)
                ForEach(page.paragraphs, id: \.self) { paragraph in Text(paragraph) }
                if let example = page.example { Text(example).foregroundStyle(.secondary) }
            }
        }
    }
}
