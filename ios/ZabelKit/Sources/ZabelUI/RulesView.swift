// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// A game's rules in short, the core's text; then the rules at work (the
/// core's diagrams: a board before its move, the move marked as in play,
/// a caption under it); the example set apart. First the way to the game's
/// lessons, which teach the same rules on the board.
struct RulesView: View {
    let page: RulesPage
    let strings: Strings
    let learn: () -> Void
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Button { learn() } label: { Label(strings.learnTitle, systemImage: "graduationcap") }
                ForEach(page.paragraphs, id: \.self) { paragraph in Text(paragraph) }
                ForEach(page.diagrams, id: \.caption) { diagram in
                    VStack(alignment: .leading, spacing: 8) {
                        BoardGrid(board: diagram.board) { _ in }.frame(maxWidth: 280)
                        Text(diagram.caption).font(.footnote)
                    }
                    .padding(.top)
                }
                if let example = page.example { Text(example).foregroundStyle(.secondary) }
            }
        }
    }
}
#endif
