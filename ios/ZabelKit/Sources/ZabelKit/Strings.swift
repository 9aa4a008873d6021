import Foundation

/// Every text the iOS app shows, in the two languages it speaks.
public struct Strings: Sendable {
    public let continueGame, newGame, history, rating, settings, back: String
    public let opponents, suggested, friend, watch: String
    public let setup, setupHint, random, whoStarts, start: String
    public let roll, undo, hint, resign, thinking, noRoll: String
    public let chooseStone, choosePiece, chooseTarget, rollPrompt: String
    public let koenigszabelFriend, shieldwall, board: String
    public let unrated, review, reviewing, playAgain, home, noGames, replay: String
    public let provisional, noRatedGames: String
    public let hinting, cancel, computerOpponents, yourSide, notRated: String
    public let unratedLevel, better: String
    public let showDie, highlightMoves, defaultLevel, language, exportBackup, importBackup, backupPath: String
    public let groupGames, seatsTitle, gameChoice, groupUnrated, ready, droppedOut, yourTurn: String
    let german: Bool

    public static func `for`(_ language: String) -> Strings { language == "de" ? .german : .english }

    /// EinStein's sides on its setup screen and in the history.
    public func side(_ side: Side) -> String {
        german ? (side == .red ? "Rot" : "Blau") : (side == .red ? "Red" : "Blue")
    }

    /// A seat's name in its game: EinStein 0 Red, 1 Blue; Königszabel 0 the
    /// attackers, 1 the defenders; the games of three and four the corner
    /// the seat sits in. The board itself never names a seat.
    public func seat(_ seat: UInt8, in variant: Variant) -> String {
        if let corner = variant.corner(seat) { return self.corner(corner) }
        switch variant {
        case .quattroDiagonal, .quattroLongline, .trio:
            return german ? "Spieler \(seat + 1)" : "Player \(seat + 1)"
        case .einstein:
            let names = german ? ["Rot", "Blau", "Grün", "Gelb"] : ["Red", "Blue", "Green", "Yellow"]
            return Int(seat) < names.count ? names[Int(seat)] : (german ? "Spieler \(seat + 1)" : "Player \(seat + 1)")
        case .koenigszabel:
            switch seat {
            case 0: return german ? "Angreifer" : "Attackers"
            case 1: return german ? "Verteidiger" : "Defenders"
            default: return german ? "Spieler \(seat + 1)" : "Player \(seat + 1)"
            }
        }
    }

    public func corner(_ corner: Corner) -> String {
        switch corner {
        case .topLeft: return german ? "Oben links" : "Top left"
        case .topRight: return german ? "Oben rechts" : "Top right"
        case .bottomRight: return german ? "Unten rechts" : "Bottom right"
        case .bottomLeft: return german ? "Unten links" : "Bottom left"
        }
    }

    /// A seat by name and letter: `Top left (T)`.
    public func seatWithLetter(_ seat: UInt8, in variant: Variant) -> String {
        let name = self.seat(seat, in: variant)
        return variant.seatLetter(seat).map { "\(name) (\($0))" } ?? name
    }

    public func game(_ variant: Variant) -> String {
        switch variant {
        case .einstein: return "EinStein würfelt nicht!"
        case .koenigszabel: return "Königszabel"
        case .quattroDiagonal: return german ? "EinStein zu viert: Partner über Eck" : "EinStein for four: partners opposite"
        case .quattroLongline: return german ? "EinStein zu viert: Partner nebeneinander" : "EinStein for four: partners side by side"
        case .trio: return german ? "EinStein zu dritt: einer gegen zwei" : "EinStein for three: one against two"
        }
    }

    /// The game's short name: the rating picker and the history list.
    public func shortGame(_ variant: Variant) -> String {
        switch variant {
        case .einstein: return "EinStein"
        case .koenigszabel: return "Königszabel"
        case .quattroDiagonal: return german ? "Quattro über Eck" : "Quattro opposite"
        case .quattroLongline: return german ? "Quattro nebeneinander" : "Quattro side by side"
        case .trio: return "Trio"
        }
    }

    public func shortGame(_ kind: GameKind) -> String { shortGame(Variant(kind)) }

    /// Who sat where, in seat order: `Red: Human · Blue: Computer (level 2)`.
    public func players(_ players: [PlayerKind], in variant: Variant) -> String {
        players.enumerated().map { "\(seat(UInt8($0.offset), in: variant)): \(player($0.element))" }.joined(separator: " · ")
    }

    /// When a game finished (Unix seconds), in the app's language.
    public func date(_ unixSeconds: UInt64) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: german ? "de_DE" : "en_US")
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
    }

    /// Partners named by their letters: `Team T + V`.
    public func team(_ letters: String) -> String { "Team \(letters)" }

    /// How a seat fared.
    public func score(_ score: Score) -> String {
        switch score {
        case .win: return german ? "gewonnen" : "won"
        case .draw: return german ? "remis" : "draw"
        case .loss: return german ? "verloren" : "lost"
        }
    }

    /// The pause between two people's turns at one phone.
    public func handOver(_ seat: UInt8, in variant: Variant) -> String {
        let who = seatWithLetter(seat, in: variant)
        return german ? "Gib das Gerät an \(who) weiter" : "Hand the phone to \(who)"
    }

    /// A computer level in a seat's picker: `Computer: 2. Heuristic`.
    public func computerChoice(_ choice: LevelChoice) -> String { "Computer: \(choice.title)" }

    /// Whose turn it is, from the view's seats.
    public func toMove(_ view: GameView) -> String {
        let seats = view.seats.filter(\.toMove).map { seat($0.seat, in: view.variant) }
        guard !seats.isEmpty else { return "" }
        let who = seats.joined(separator: german ? " und " : " and ")
        if german { return "\(who) \(view.variant == .koenigszabel ? "sind" : "ist") am Zug" }
        return "\(who) to move"
    }

    public func player(_ kind: PlayerKind) -> String {
        switch kind {
        case .human: return german ? "Mensch" : "Human"
        case .computer(let level): return german ? "Computer (Stufe \(level))" : "Computer (level \(level))"
        }
    }

    public func opponentName(_ opponent: Opponent) -> String { german ? opponent.nameDe : opponent.nameEn }

    public func expectedScore(_ share: Double) -> String { german ? "du erzielst \(percent(share))" : "you score \(percent(share))" }

    public func winChance(_ share: Double) -> String { german ? "Gewinnchance \(percent(share))" : "win \(percent(share))" }

    public func ignored(_ reason: Ignored) -> String {
        switch reason {
        case .gameOver: return german ? "Die Partie ist vorbei." : "The game is over."
        case .computersTurn: return german ? "Warte auf den Computer." : "Wait for the computer."
        case .rollFirst: return german ? "Erst würfeln." : "Roll the die first."
        case .notChoosable: return german ? "Dieser Stein darf jetzt nicht ziehen." : "That piece may not move now."
        case .notATarget: return german ? "Dorthin kann er nicht ziehen." : "It cannot go there."
        }
    }

    /// How a game ended: who won and why, or a draw and why.
    public func result(_ result: GameResult, in variant: Variant) -> String {
        let winners = result.winner.map { [$0] }
            ?? result.scores.indices.filter { result.scores[$0] == .win }.map(UInt8.init)
        if winners.isEmpty {
            let why: String
            switch result.reason {
            case .repetition: why = german ? " durch Stellungswiederholung" : " by repetition"
            case .noCapture: why = german ? ": 200 Halbzüge ohne Schlagen" : ": 200 plies without a capture"
            default: why = " (\(reason(result.reason)))"
            }
            return german ? "Remis\(why)" : "Draw\(why)"
        }
        // Partners win together (Q3, Q4): the winning seats are the team.
        if variant.isGroupGame, winners.count > 1 {
            let who = team(winners.map { variant.seatLetter($0) ?? "\($0 + 1)" }.joined(separator: " + "))
            if german { return "\(who) gewinnt \(how(result.reason))" }
            return "\(who) wins \(how(result.reason))"
        }
        let who = winners.map { variant.isGroupGame ? seatWithLetter($0, in: variant) : seat($0, in: variant) }.joined(separator: german ? " und " : " and ")
        let plural = variant == .koenigszabel || winners.count > 1
        if german { return "\(who) \(plural ? "gewinnen" : "gewinnt") \(how(result.reason))" }
        return "\(who) \(plural ? "win" : "wins") \(how(result.reason))"
    }

    /// The reason alone, as a noun phrase.
    public func reason(_ reason: EndReason) -> String {
        switch reason {
        case .reachedCorner: return german ? "Ecke erreicht" : "corner reached"
        case .capturedAll: return german ? "alle Steine geschlagen" : "every stone captured"
        case .kingEscaped: return german ? "der König ist entkommen" : "the king escaped"
        case .kingCaptured: return german ? "der König ist gefangen" : "the king was captured"
        case .noLegalMove: return german ? "kein Zug mehr möglich" : "no legal move left"
        case .repetition: return german ? "dreifache Stellungswiederholung" : "threefold repetition"
        case .noCapture: return german ? "200 Halbzüge ohne Schlagen" : "200 plies without a capture"
        case .resigned: return german ? "Aufgabe" : "resignation"
        }
    }

    private func how(_ reason: EndReason) -> String {
        switch reason {
        case .reachedCorner: return german ? "durch Erreichen der Ecke" : "by reaching the corner"
        case .capturedAll: return german ? "durch Schlagen aller Steine" : "by capturing every stone"
        case .kingEscaped: return german ? "durch die Flucht des Königs" : "by the king's escape"
        case .kingCaptured: return german ? "durch Gefangennahme des Königs" : "by capturing the king"
        case .noLegalMove: return german ? "– der Gegner kann nicht mehr ziehen" : "– the opponent has no legal move"
        case .repetition: return german ? "durch Stellungswiederholung" : "by repetition"
        case .noCapture: return german ? "nach 200 Halbzügen ohne Schlagen" : "after 200 plies without a capture"
        case .resigned: return german ? "durch Aufgabe" : "by resignation"
        }
    }

    /// What the line above the board asks for in this phase.
    public func prompt(_ phase: Phase, in variant: Variant) -> String {
        switch phase {
        case .roll: return rollPrompt
        case .choosePiece: return variant.hasStones ? chooseStone : choosePiece
        case .chooseTarget: return chooseTarget
        case .computerTurn: return thinking
        case .over: return ""
        }
    }

    public func ratingChange(_ change: RatingChange) -> String {
        let delta = Int(change.delta.rounded())
        return "\(german ? "Wertung" : "Rating") \(Int(change.before)) → \(Int(change.after)) (\(delta >= 0 ? "+" : "")\(delta))"
    }

    public func verdict(_ verdict: Verdict) -> String {
        switch verdict {
        case .forced: return german ? "erzwungen" : "forced"
        case .best: return german ? "bester Zug" : "best"
        case .good: return german ? "gut" : "good"
        case .inaccuracy: return german ? "Ungenauigkeit" : "inaccuracy"
        case .mistake: return german ? "Fehler" : "mistake"
        case .blunder: return german ? "grober Fehler" : "blunder"
        }
    }

    public func ply(_ ply: UInt32, of plies: UInt32) -> String { german ? "Zug \(ply) von \(plies)" : "Move \(ply) of \(plies)" }

    /// A computer opponent's name and Elo.
    public func opponent(_ opponent: Opponent) -> String { "\(opponent.level). \(opponentName(opponent)) · Elo \(Int(opponent.rating))" }

    /// A level's name as the core gives it, in the app's language.
    public func levelName(_ level: LevelInfo) -> String { german ? level.nameDe : level.nameEn }

    /// A level on the new-game screen: number, name, and its Elo or that it has none yet.
    public func level(_ level: LevelInfo) -> String {
        "\(level.level). \(levelName(level)) · " + (level.rating.map { "Elo \(Int($0))" } ?? notRated)
    }

    /// A reviewed ply: the die it was played with (EinStein), then the move;
    /// a ply without a roll (Königszabel, or EinStein's last stone) is the
    /// move alone. `recorded` is the ply as the record has it: where it
    /// extends the move (Königszabel's captures, `g5-c5xb5/c4`) it is shown.
    public func reviewedMove(_ ply: PlyReview, recorded: String? = nil) -> String {
        let move = recorded.flatMap { $0.hasPrefix(ply.played.notation) ? $0 : nil } ?? ply.played.notation
        guard let roll = ply.roll else { return move }
        return "\(german ? "Wurf" : "Die") \(roll): \(move)"
    }

    public func yourRating(_ rating: PlayerRating) -> String {
        german ? "Deine Elo-Zahl: \(Int(rating.rating)) nach \(rating.games) gewerteten Partien"
            : "Your Elo: \(Int(rating.rating)) after \(rating.games) rated games"
    }

    public func exported(_ path: String) -> String { german ? "Gespeichert in \(path)" : "Saved to \(path)" }

    public func imported(_ added: UInt64, _ skipped: UInt64) -> String {
        german ? "\(added) Partien hinzugefügt, \(skipped) schon vorhanden" : "\(added) games added, \(skipped) already there"
    }

    public func recovered(_ games: UInt64) -> String {
        german ? "Die Datenbank war beschädigt und wurde aus einer Sicherung wiederhergestellt (\(games) Partien)."
            : "The database was damaged and rebuilt from a backup (\(games) games)."
    }

    /// The error's case is its message key; German has a sentence for every
    /// key (the switch has no default, so a new key does not compile until it
    /// is translated), English keeps the core's own detail.
    public func error(_ error: Error) -> String {
        guard let error = error as? ZabelError else { return String(describing: error) }
        let detail = error.detail
        guard german else { return detail }
        switch error {
        case .DataDirectory: return "Der Datenordner ist nicht nutzbar: \(detail)"
        case .Locked: return "Die Daten sind schon von einem anderen Programm geöffnet."
        case .Database: return "Die Datenbank meldet einen Fehler: \(detail)"
        case .Corrupt: return "Die Datenbank ist beschädigt: \(detail)"
        case .TooNew: return "Diese Daten stammen von einer neueren Version von Zabel. Bitte aktualisiere die App."
        case .Backup: return "Die Sicherung ist nicht lesbar: \(detail)"
        case .BadGame: return "Diese Partie gibt es so nicht: \(detail)"
        case .NoSuchLevel: return "Diese Spielstufe gibt es nicht."
        case .GameOver: return "Die Partie ist vorbei."
        case .ComputersTurn: return "Der Computer ist am Zug."
        case .NotComputersTurn: return "Der Computer ist nicht am Zug."
        case .AlreadyRolled: return "Es ist schon gewürfelt."
        case .NoRollNeeded: return "Mit einem Stein wird nicht gewürfelt."
        case .RollFirst: return "Erst würfeln."
        case .NothingToUndo: return "Es gibt keinen Zug zum Zurücknehmen."
        case .NoHumanToResign: return "Hier spielt kein Mensch, der aufgeben könnte."
        case .AlreadyThinking: return "Der Computer denkt schon nach."
        case .BadSavedGame: return "Die gespeicherte Partie ist nicht lesbar: \(detail)"
        case .IllegalMove: return "Dieser Zug ist nicht erlaubt."
        case .BadSquare: return "Dieses Feld gibt es nicht: \(detail)"
        case .BadSetup: return "Diese Aufstellung ist ungültig: \(detail)"
        case .BadSettings: return "Die Einstellungen sind ungültig: \(detail)"
        case .BadConfig: return "Diese Einstellungen passen nicht zum Spiel: \(detail)"
        case .NoDice: return "In diesem Spiel wird nicht gewürfelt."
        case .NoHints: return "Für dieses Spiel gibt es noch keine Tipps."
        case .HintCancelled: return "Der Tipp wurde abgebrochen."
        case .Internal: return "Ein interner Fehler: \(detail)"
        }
    }

    private func percent(_ share: Double) -> String { "\(Int(share * 100))%" }

    static let english = Strings(
        continueGame: "Continue game", newGame: "New game", history: "History", rating: "Rating", settings: "Settings", back: "Back",
        opponents: "Choose your opponent", suggested: "Fair match", friend: "A friend on this phone", watch: "Watch two computers",
        setup: "Arrange your stones", setupHint: "Tap a stone, then the square to swap it with.", random: "Random", whoStarts: "Who starts", start: "Start",
        roll: "Roll", undo: "Undo", hint: "Hint", resign: "Resign", thinking: "The computer is thinking…", noRoll: "One stone left: no roll",
        chooseStone: "Choose a stone", choosePiece: "Choose a piece to move", chooseTarget: "Choose where to move", rollPrompt: "Roll the die",
        koenigszabelFriend: "Königszabel: two players on this phone", shieldwall: "Shieldwall captures", board: "Board",
        unrated: "Not rated (undo, hint, or an opponent without a rating)", review: "Review", reviewing: "Reviewing every move…",
        playAgain: "Play again", home: "Home", noGames: "No finished games yet.", replay: "Replay",
        provisional: "provisional", noRatedGames: "Play the computer to get a rating.",
        hinting: "Looking for the best move…", cancel: "Cancel", computerOpponents: "Against the computer", yourSide: "You play",
        notRated: "not rated",
        unratedLevel: "No rating yet: games against this level are not rated", better: "better",
        showDie: "Show the die", highlightMoves: "Highlight possible moves", defaultLevel: "Default level", language: "Language",
        exportBackup: "Export backup", importBackup: "Import backup", backupPath: "Backup file",
        groupGames: "For three and four players", seatsTitle: "Who sits where", gameChoice: "Game",
        groupUnrated: "Games of three and four are not rated.", ready: "Ready: show the board", droppedOut: "out", yourTurn: "to move",
        german: false)

    static let german = Strings(
        continueGame: "Partie fortsetzen", newGame: "Neue Partie", history: "Verlauf", rating: "Wertung", settings: "Einstellungen", back: "Zurück",
        opponents: "Wähle deinen Gegner", suggested: "Ausgeglichen", friend: "Zu zweit an einem Gerät", watch: "Zwei Computern zusehen",
        setup: "Stelle deine Steine auf", setupHint: "Tippe einen Stein an, dann das Feld, mit dem er tauscht.", random: "Zufällig", whoStarts: "Wer beginnt", start: "Los",
        roll: "Würfeln", undo: "Zurücknehmen", hint: "Tipp", resign: "Aufgeben", thinking: "Der Computer denkt nach…", noRoll: "Ein Stein übrig: kein Wurf",
        chooseStone: "Wähle einen Stein", choosePiece: "Wähle eine Figur", chooseTarget: "Wähle das Zielfeld", rollPrompt: "Würfle",
        koenigszabelFriend: "Königszabel: zu zweit an einem Gerät", shieldwall: "Schildwall-Schlagen", board: "Brett",
        unrated: "Nicht gewertet (Zurücknehmen, Tipp oder ein Gegner ohne Wertung)", review: "Analyse", reviewing: "Jeder Zug wird bewertet…",
        playAgain: "Noch einmal", home: "Start", noGames: "Noch keine beendeten Partien.", replay: "Nachspielen",
        provisional: "vorläufig", noRatedGames: "Spiele gegen den Computer, um eine Wertung zu bekommen.",
        hinting: "Der beste Zug wird gesucht…", cancel: "Abbrechen", computerOpponents: "Gegen den Computer", yourSide: "Du spielst",
        notRated: "nicht gewertet",
        unratedLevel: "Noch ohne Wertung: Partien gegen diese Stufe zählen nicht", better: "besser",
        showDie: "Würfel anzeigen", highlightMoves: "Mögliche Züge markieren", defaultLevel: "Standard-Spielstufe", language: "Sprache",
        exportBackup: "Sicherung exportieren", importBackup: "Sicherung importieren", backupPath: "Sicherungsdatei",
        groupGames: "Zu dritt und zu viert", seatsTitle: "Wer sitzt wo", gameChoice: "Spiel",
        groupUnrated: "Partien zu dritt und zu viert werden nicht gewertet.", ready: "Bereit: Brett zeigen", droppedOut: "ausgeschieden", yourTurn: "am Zug",
        german: true)
}

extension Variant {
    /// The game a rating belongs to.
    public init(_ kind: GameKind) {
        switch kind {
        case .einstein: self = .einstein
        case .koenigszabel: self = .koenigszabel
        }
    }
}

extension GameKind {
    /// Every game with its own rating, in the picker's order.
    public static let all: [GameKind] = [.einstein, .koenigszabel]
}

extension ZabelError {
    /// The core's English detail, which every case carries as `message`.
    public var detail: String {
        let payload = Mirror(reflecting: self).children.first?.value
        if let message = payload as? String { return message }
        if let payload, let message = Mirror(reflecting: payload).children.first?.value as? String { return message }
        return String(describing: self)
    }
}
