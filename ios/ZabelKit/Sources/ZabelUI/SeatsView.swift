// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// Who sits where in a game of three or four: the game, a person or a
/// computer level per seat (the levels the core offers for it), who starts.
/// The core refuses a table it cannot play; the message says why.
struct SeatsView: View {
    @Bindable var model: SeatsModel
    let strings: Strings
    let openRules: (Variant) -> Void
    var body: some View {
        let s = strings
        let assignment = model.assignment
        let variant = assignment.variant
        let levels = model.levels(variant)
        Picker(s.game, selection: Binding(get: { model.assignment.variant }, set: { model.select($0) })) {
            ForEach(Variant.groupGames, id: \.self) { game in Text(s.shortGame(game)).tag(game) }
        }
        .modifier(AdaptivePickerStyle())
        Text(s.game(variant)).font(.headline)
            // On one view: on the screen, a row of views, each would add the button again.
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { openRules(variant) } label: { Label(s.rulesLink(variant), systemImage: "book") }
                }
            }
        List {
            ForEach(assignment.seats, id: \.self) { seat in
                HStack {
                    SeatBadge(seat: seat, letter: variant.seatLetter(seat), size: 28)
                    Picker(s.seat(seat, in: variant),
                           selection: Binding(get: { model.assignment.players[Int(seat)] },
                                              set: { model.assignment.set(seat, to: $0) })) {
                        Text(s.player(.human, in: variant)).tag(PlayerKind.human)
                        ForEach(levels, id: \.level) { choice in
                            Text(s.computerChoice(choice)).tag(PlayerKind.computer(level: choice.level))
                        }
                    }
                }
            }
            Picker(s.whoStarts, selection: $model.assignment.firstSeat) {
                Text(s.random).tag(UInt8?.none)
                ForEach(assignment.seats, id: \.self) { seat in
                    Text(s.seatWithLetter(seat, in: variant)).tag(UInt8?.some(seat))
                }
            }
        }
        Text(s.unratedTeams).font(.caption)
        Button(s.start) { model.startGame() }.buttonStyle(.borderedProminent)
    }
}
#endif
