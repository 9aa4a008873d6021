import SwiftUI
import ZabelKit

struct SetupView: View {
    @Bindable var model: AppModel
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        let s = model.strings
        BackButton(model: model)
        Text(s.setup).font(.title2)
        Text(s.setupHint).font(.caption)
        Button(s.rulesLink(.einstein)) { model.openRules(.einstein) }
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
