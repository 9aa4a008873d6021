// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// The new-game screen of EinStein or Königszabel: every level with the
/// person's chances, a friend, and for Königszabel the side and the shieldwall.
struct OpponentsView: View {
    @Bindable var model: NewGameModel
    let strings: Strings
    let openRules: (Variant) -> Void
    /// EinStein's watched game: the settings' level against the strongest.
    let defaultLevel: UInt8
    var body: some View {
        let s = strings
        let suggested = model.suggestedOpponent(.einstein)?.level
        // From the side picked below, whose chances the list shows: never the average of both sides.
        let taflSuggested = model.fairMatch(.koenigszabel)
        // One game's levels, as Home's card chose; the other game is one Back and one tap away.
        List {
            if model.variant == .koenigszabel {
                Section(s.game(.koenigszabel)) {
                    Toggle(s.shieldwall, isOn: $model.shieldwall)
                    Picker(s.yourSide, selection: $model.koenigszabelSeat) {
                        Text(s.seat(0, in: .koenigszabel)).tag(UInt8(0))
                        Text(s.seat(1, in: .koenigszabel)).tag(UInt8(1))
                    }
                    .modifier(AdaptivePickerStyle())
                    // Every level, 1 to 8: the rated ones with the player's chances,
                    // the others marked as not rated yet.
                    ForEach(model.levelChoices(.koenigszabel), id: \.level) { choice in
                        Button { model.playKoenigszabel(level: choice.level) } label: {
                            LevelRow(choice: choice, suggested: choice.level == taflSuggested, strings: s)
                        }
                    }
                    Button(s.koenigszabelFriend) { model.playKoenigszabel() }
                    Button(s.rulesLink(.koenigszabel)) { openRules(.koenigszabel) }
                }
            } else {
                Section(s.game(.einstein)) {
                    ForEach(model.levelChoices(.einstein), id: \.level) { choice in
                        Button { model.chooseOpponent(level: choice.level) } label: {
                            LevelRow(choice: choice, suggested: choice.level == suggested, strings: s)
                        }
                    }
                    Button(s.friend) { model.chooseFriend() }
                    Button(s.watch) { model.watch(red: defaultLevel, blue: 8) }
                    Button(s.rulesLink(.einstein)) { openRules(.einstein) }
                }
            }
        }
    }
}

/// A level to play against: number, name, Elo (or "not rated"), the player's chances.
struct LevelRow: View {
    let choice: LevelChoice
    let suggested: Bool
    let strings: Strings
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        typeSize.rowLayout {
            VStack(alignment: .leading) {
                Text(choice.title).bold()
                // What the level is like, then the player's chances against it.
                if !choice.about.isEmpty { Text(choice.about).font(.footnote) }
                Text(choice.detail).font(.caption)
            }
            Spacer()
            if suggested { Text(strings.suggested).foregroundStyle(.tint) }
        }
    }
}

/// A computer opponent: level, name, Elo, the player's chances.
struct OpponentRow: View {
    let opponent: Opponent
    let suggested: Bool
    let strings: Strings
    /// The person's record against this level, on the rating screen once played.
    var record: String? = nil
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        typeSize.rowLayout {
            VStack(alignment: .leading) {
                Text(strings.opponent(opponent)).bold()
                Text(strings.expectedScore(opponent.expectedScore)).font(.caption)
                if let record { LevelRecordLine(record: record) }
            }
            Spacer()
            if suggested { Text(strings.suggested).foregroundStyle(.tint) }
        }
    }
}

/// A computer opponent where the sides differ too much for one figure
/// (Königszabel): level, name, Elo, the player's chances from each side, and
/// "fair match" beside the sides it is the fair match from.
struct SidedOpponentRow: View {
    let opponent: Opponent
    let fair: [Bool]
    let variant: Variant
    let strings: Strings
    /// The person's record against this level, once played.
    var record: String? = nil
    var body: some View {
        VStack(alignment: .leading) {
            Text(strings.opponent(opponent)).bold()
            ForEach(Array(opponent.expectedBySeat.enumerated()), id: \.offset) { seat, expected in
                let suggested = seat < fair.count && fair[seat] ? "\(dot)\(strings.suggested)" : ""
                Text(strings.expectedScore(expected, as: UInt8(seat), in: variant) + suggested).font(.caption)
            }
            if let record { LevelRecordLine(record: record) }
        }
    }
}

/// The person's record against a level, "3 won · 1 drawn · 2 lost", on one
/// line; where that does not fit (large text) one result a line, so no dot
/// starts a line and no glued "0 unentschieden ·" breaks inside.
struct LevelRecordLine: View {
    let record: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text(record).lineLimit(1)
            VStack(alignment: .leading) {
                ForEach(record.components(separatedBy: dot), id: \.self) { Text($0) }
            }
        }
        .font(.caption)
        .foregroundStyle(.secondary)
    }
}
#endif
