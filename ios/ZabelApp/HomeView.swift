import SwiftUI
import ZabelKit

struct HomeView: View {
    let model: AppModel
    var body: some View {
        let s = model.strings
        // Scrolls: at the accessibility text sizes the buttons outgrow a phone.
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("\(s.game(.einstein))\(dot)\(s.game(.koenigszabel))").font(.headline).padding(.bottom)
                if model.canContinue { Button(s.continueGame) { model.continueGame() }.buttonStyle(.borderedProminent) }
                Button(s.newGame) { model.go(.opponents) }.buttonStyle(.borderedProminent)
                // EinStein for three and four: the seats screen, at one phone.
                Text(s.groupGames).font(.headline).padding(.top)
                Button(s.game(.quattroDiagonal)) { model.chooseGroupGame(.quattroDiagonal) }
                Button(s.game(.quattroLongline)) { model.chooseGroupGame(.quattroLongline) }
                Button(s.game(.trio)) { model.chooseGroupGame(.trio) }
                Button(s.history) { model.go(.history) }
                Button(s.rating) { model.go(.rating) }
                Button(s.settings) { model.go(.settings) }
                Text(s.rules).font(.headline).padding(.top)
                ForEach(RulesPage.games, id: \.self) { variant in
                    Button(s.game(variant)) { model.openRules(variant) }
                }
            }
        }
    }
}
