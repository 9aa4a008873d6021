// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// Home: the game to continue, then a card per game (its name, what it is
/// in a line, the person's rating in it, its rules) to start a new one, and
/// the history and the rating; Settings is the bar's gear. On an iPad the
/// last games finished beside them, as on Android's tablets.
@MainActor
struct HomeView: View {
    let model: HomeModel
    let strings: Strings
    /// Where Home's buttons lead: the app's navigation.
    let go: (Screen) -> Void
    let continueGame: () -> Void
    /// A game's new-game screen: EinStein's or Königszabel's, or the seats of a game of three or four.
    let chooseGame: (Variant) -> Void
    let openRules: (Variant) -> Void
    /// The Learn screen: every course of lessons.
    let openLearn: () -> Void
    /// The Puzzles screen: rated puzzles of EinStein and Königszabel.
    let openPuzzles: () -> Void
    /// An iPad's width: the last games finished beside the games.
    var wide = false
    var body: some View {
        let s = strings
        panes(s).toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button { go(.settings) } label: { Label(s.settings, systemImage: "gearshape") }
            }
        }
    }

    @ViewBuilder private func panes(_ s: Strings) -> some View {
        if wide {
            HStack(alignment: .top, spacing: 24) {
                games(s)
                recent(s).frame(width: 400)
            }
        } else {
            games(s).readableColumn()
        }
    }

    private func games(_ s: Strings) -> some View {
        // Read on the way in: a game finished since shows on return.
        let ratings = model.ratings()
        // Scrolls: at the accessibility text sizes the cards outgrow a phone.
        return ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                if model.canContinue { Button(s.continueGame) { continueGame() }.buttonStyle(.borderedProminent) }
                Text(s.newGame).font(.headline)
                // The whole card opens its game's new-game screen; the rules are a link under it.
                GameCard(board: model.startBoard(.einstein), name: s.game(.einstein), about: s.aboutEinstein, rating: ratingLine(s, ratings[.einstein]),
                         open: { chooseGame(.einstein) }) {
                    Button(s.rulesLink(.einstein)) { openRules(.einstein) }
                }
                GameCard(board: model.startBoard(.koenigszabel), name: s.game(.koenigszabel), about: s.aboutKoenigszabel, rating: ratingLine(s, ratings[.koenigszabel]),
                         open: { chooseGame(.koenigszabel) }) {
                    Button(s.rulesLink(.koenigszabel)) { openRules(.koenigszabel) }
                }
                // Not rated, so no rating line; the seats screen, at one phone, for the game chosen.
                GameCard(board: model.startBoard(.quattroDiagonal), name: s.manyPlayers, about: s.aboutManyPlayers, rating: nil, open: nil) {
                    ForEach([Variant.quattroDiagonal, .quattroLongline, .trio], id: \.self) { variant in
                        Button(s.game(variant)) { chooseGame(variant) }
                    }
                    Button(s.rulesLink(.quattroDiagonal)) { openRules(.quattroDiagonal) }
                    Button(s.rulesLink(.trio)) { openRules(.trio) }
                }
                // In a row while it fits, else one under the other (large text).
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 12) { links(s) }
                    VStack(alignment: .leading, spacing: 8) { links(s) }
                }
            }
        }
    }

    /// The lessons, the puzzles, the history and the rating.
    @ViewBuilder private func links(_ s: Strings) -> some View {
        Button { openLearn() } label: { Label(s.learn, systemImage: "graduationcap") }
        Button { openPuzzles() } label: { Label(s.puzzles, systemImage: "puzzlepiece") }
        Button { go(.history) } label: { Label(s.history, systemImage: "clock") }
        Button { go(.rating) } label: { Label(s.rating, systemImage: "chart.line.uptrend.xyaxis") }
    }

    /// The last games finished, as the history shows them, each tapped to replay.
    private func recent(_ s: Strings) -> some View {
        let entries = model.recentEntries()
        return VStack(alignment: .leading, spacing: 8) {
            Text(s.recentGames).font(.headline)
            if entries.isEmpty { Text(s.noGames).foregroundStyle(.secondary) }
            List(entries, id: \.id) { entry in
                Button { go(.replay(gameId: entry.id)) } label: { HistoryRow(entry: entry) }
            }
        }
    }

    /// "Your Elo: 1192 · 12 rated games", or how to get one.
    private func ratingLine(_ s: Strings, _ rating: PlayerRating?) -> String {
        rating.map(s.yourRating) ?? s.noRatedGames
    }
}

/// One game on Home (docs/design.md §7): a small drawing of its board,
/// its name, what it is, the person's rating in it, on the surface's variant colour; with `open` the
/// whole card is one button, and `actions` (the rules) sit under it.
private struct GameCard<Actions: View>: View {
    let board: Board
    let name: String
    let about: String
    let rating: String?
    let open: (() -> Void)?
    @ViewBuilder let actions: () -> Actions
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = Palette.of(scheme.board)
        VStack(alignment: .leading, spacing: 8) {
            if let open {
                Button(action: open) { summary(palette) }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
            } else {
                summary(palette)
            }
            actions()
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(palette.surfaceVariant)))
    }

    private func summary(_ palette: Palette) -> some View {
        HStack(alignment: .top, spacing: 12) {
            BoardThumbnail(board: board)
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.title3).fontDesign(.serif).foregroundStyle(Color(palette.onSurface)).lineLimit(2)
                Text(about).foregroundStyle(Color(palette.onSurfaceVariant))
                if let rating { Text(rating).font(.footnote).foregroundStyle(Color(palette.onSurfaceVariant)) }
            }
            Spacer(minLength: 0)
            if open != nil { Image(systemName: "chevron.right").foregroundStyle(Color(palette.primary)).accessibilityHidden(true) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .contentShape(Rectangle())
    }
}
#endif
