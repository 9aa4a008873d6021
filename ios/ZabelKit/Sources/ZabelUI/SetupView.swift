// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// The person's stones arranged before an EinStein game, and who starts.
struct SetupView: View {
    @Bindable var model: SetupModel
    let strings: Strings
    let openRules: (Variant) -> Void
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        let s = strings
        Text(s.setupHint).font(.caption)
            // On one view: on the screen, a row of views, each would add the button again.
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { openRules(.einstein) } label: { Label(s.rulesLink(.einstein), systemImage: "book") }
                }
            }
        if let board = model.board {
            BoardGrid(board: board, selected: model.arrangement.selected) { model.tap($0) }
        }
        typeSize.rowLayout {
            Button(s.random) { model.shuffle() }
            Picker(s.whoStarts, selection: $model.firstMover) {
                Text(s.side(.red)).tag(FirstMover.red)
                Text(s.side(.blue)).tag(FirstMover.blue)
                Text(s.random).tag(FirstMover.random)
            }
            .modifier(AdaptivePickerStyle())
        }
        Button(s.start) { model.startGame() }.buttonStyle(.borderedProminent)
    }
}
#endif
