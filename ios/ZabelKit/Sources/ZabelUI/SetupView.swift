import SwiftUI
import ZabelKit

struct SetupView: View {
    @Bindable var model: AppModel
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        let s = model.strings
        Text(s.setupHint).font(.caption)
            // On one view: on the screen, a row of views, each would add the button again.
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { model.openRules(.einstein) } label: { Label(s.rulesLink(.einstein), systemImage: "book") }
                }
            }
        if let board = model.setupBoard {
            BoardGrid(board: board, selected: model.setup?.selected) { model.tapSetup($0) }
        }
        typeSize.rowLayout {
            Button(s.random) { model.shuffleSetup() }
            Picker(s.whoStarts, selection: $model.firstMover) {
                Text(s.side(.red)).tag(FirstMover.red)
                Text(s.side(.blue)).tag(FirstMover.blue)
                Text(s.random).tag(FirstMover.random)
            }
            .modifier(AdaptivePickerStyle())
        }
        Button(s.start) { model.startFromSetup() }.buttonStyle(.borderedProminent)
    }
}
