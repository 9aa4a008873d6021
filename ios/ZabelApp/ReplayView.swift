import Charts
import SwiftUI
import ZabelKit

struct ReplayView: View {
    let model: AppModel
    let replay: ReplayModel
    /// Beside the history the bar is the list's, so the replay names itself.
    var besideHistory = false
    var body: some View {
        let s = model.strings
        if besideHistory { Text(replay.title(s)).font(.title2) }
        Text(s.ply(replay.ply, of: replay.plies))
        if let view = replay.view {
            BoardGrid(board: view.board, variant: view.variant, lastMove: view.lastMove, hint: replay.betterMove) { _ in }
            HStack {
                Button { replay.step(-1) } label: { Image(systemName: "chevron.left") }.accessibilityLabel(s.moveBack)
                Spacer()
                if let die = view.die { DieFace(die: die, strings: s) }
                Spacer()
                Button { replay.step(1) } label: { Image(systemName: "chevron.right") }.accessibilityLabel(s.moveOn)
                Button(s.review) { Task { await replay.review() } }.disabled(!replay.canReview)
            }
            if let next = replay.nextMistake { Button(s.nextMistake) { replay.show(ply: next) } }
            RecordButtons(model: model)
            if let result = view.result { Text(s.result(result, in: view.variant, players: view.seats.map(\.player))) }
        }
        ReviewList(review: replay, strings: s, tiedToBoard: true)
    }
}

/// One side's chance over the game, the core's figure per reviewed ply, 0 to
/// 100 % with a dashed line at 50 %, the move on the board marked; a tap goes
/// to the nearest move. Read out as its side and the chance at that move.
struct ChanceGraphView: View {
    let replay: ReplayModel
    let strings: Strings
    var body: some View {
        let points = replay.chancePoints
        VStack(alignment: .leading) {
            Text(replay.chanceGraphLabel(strings)).font(.caption)
            Chart {
                RuleMark(y: .value("", 0.5)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                if points.contains(where: { $0.number == replay.ply }) {
                    RuleMark(x: .value("", Int(replay.ply))).foregroundStyle(Color.orange)
                }
                ForEach(points, id: \.number) { point in
                    LineMark(x: .value("", Int(point.number)), y: .value("", point.chance))
                }
            }
            .chartYScale(domain: 0.0...1.0)
            .frame(height: 96)
            .overlay {
                GeometryReader { geometry in
                    Color.clear.contentShape(Rectangle()).onTapGesture(coordinateSpace: .local) { at in
                        if let ply = replay.chancePly(at: Double(at.x / max(1, geometry.size.width))) { replay.show(ply: ply) }
                    }
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(replay.chanceGraphDescription(strings))
        }
    }
}
