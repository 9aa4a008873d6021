import Foundation

/// Every text the iOS app shows, in the two languages it speaks.
public struct Strings: Sendable {
    public let continueGame, newGame, history, rating, settings, back: String
    public let opponents, suggested, friend, watch: String
    public let setup, setupHint, random, whoStarts, start: String
    public let roll, undo, hint, resign, thinking, noRoll: String
    public let chooseStone, chooseTarget, rollPrompt: String
    public let unrated, review, reviewing, playAgain, home, noGames, replay: String
    public let provisional, noRatedGames: String
    public let showDie, highlightMoves, defaultLevel, language, exportBackup, importBackup, backupPath: String
    let german: Bool

    public static func `for`(_ language: String) -> Strings { language == "de" ? .german : .english }

    public func side(_ side: Side) -> String {
        german ? (side == .red ? "Rot" : "Blau") : (side == .red ? "Red" : "Blue")
    }

    public func toMove(_ side: Side) -> String { german ? "\(self.side(side)) ist am Zug" : "\(self.side(side)) to move" }

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
        case .notChoosable: return german ? "Dieser Stein darf jetzt nicht ziehen." : "That stone may not move now."
        case .notATarget: return german ? "Dorthin kann der Stein nicht." : "The stone cannot go there."
        }
    }

    public func wins(_ result: GameResult) -> String {
        let how: String
        switch result.reason {
        case .reachedCorner: how = german ? "durch Erreichen der Ecke" : "by reaching the corner"
        case .capturedAll: how = german ? "durch Schlagen aller Steine" : "by capturing every stone"
        case .resigned: how = german ? "durch Aufgabe" : "by resignation"
        }
        return german ? "\(side(result.winner)) gewinnt \(how)" : "\(side(result.winner)) wins \(how)"
    }

    public func won(_ side: Side) -> String { german ? "\(self.side(side)) hat gewonnen" : "\(self.side(side)) won" }

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

    /// The error's case is its message key; German has a sentence for each
    /// one a player can meet, English keeps the core's own detail.
    public func error(_ error: Error) -> String {
        guard let error = error as? ZabelError else { return String(describing: error) }
        let detail = error.detail
        guard german else { return detail }
        switch error {
        case .GameOver: return "Die Partie ist vorbei."
        case .ComputersTurn: return "Der Computer ist am Zug."
        case .NotComputersTurn: return "Der Computer ist nicht am Zug."
        case .AlreadyRolled: return "Es ist schon gewürfelt."
        case .NoRollNeeded: return "Mit einem Stein wird nicht gewürfelt."
        case .RollFirst: return "Erst würfeln."
        case .NothingToUndo: return "Es gibt keinen Zug zum Zurücknehmen."
        case .AlreadyThinking: return "Der Computer denkt schon nach."
        case .Backup: return "Die Sicherung ist nicht lesbar: \(detail)"
        case .DataDirectory: return "Der Datenordner ist nicht nutzbar: \(detail)"
        case .BadSettings: return "Die Einstellungen sind ungültig: \(detail)"
        case .BadSetup: return "Diese Aufstellung ist ungültig: \(detail)"
        default: return detail
        }
    }

    private func percent(_ share: Double) -> String { "\(Int(share * 100))%" }

    static let english = Strings(
        continueGame: "Continue game", newGame: "New game", history: "History", rating: "Rating", settings: "Settings", back: "Back",
        opponents: "Choose your opponent", suggested: "Fair match", friend: "A friend on this phone", watch: "Watch two computers",
        setup: "Arrange your stones", setupHint: "Tap a stone, then the square to swap it with.", random: "Random", whoStarts: "Who starts", start: "Start",
        roll: "Roll", undo: "Undo", hint: "Hint", resign: "Resign", thinking: "The computer is thinking…", noRoll: "One stone left: no roll",
        chooseStone: "Choose a stone", chooseTarget: "Choose where to move", rollPrompt: "Roll the die",
        unrated: "Not rated (undo, hint, or no computer opponent)", review: "Review", reviewing: "Reviewing every move…",
        playAgain: "Play again", home: "Home", noGames: "No finished games yet.", replay: "Replay",
        provisional: "provisional", noRatedGames: "Play the computer to get a rating.",
        showDie: "Show the die", highlightMoves: "Highlight possible moves", defaultLevel: "Default level", language: "Language",
        exportBackup: "Export backup", importBackup: "Import backup", backupPath: "Backup file", german: false)

    static let german = Strings(
        continueGame: "Partie fortsetzen", newGame: "Neue Partie", history: "Verlauf", rating: "Wertung", settings: "Einstellungen", back: "Zurück",
        opponents: "Wähle deinen Gegner", suggested: "Ausgeglichen", friend: "Zu zweit an einem Gerät", watch: "Zwei Computern zusehen",
        setup: "Stelle deine Steine auf", setupHint: "Tippe einen Stein an, dann das Feld, mit dem er tauscht.", random: "Zufällig", whoStarts: "Wer beginnt", start: "Los",
        roll: "Würfeln", undo: "Zurücknehmen", hint: "Tipp", resign: "Aufgeben", thinking: "Der Computer denkt nach…", noRoll: "Ein Stein übrig: kein Wurf",
        chooseStone: "Wähle einen Stein", chooseTarget: "Wähle das Zielfeld", rollPrompt: "Würfle",
        unrated: "Nicht gewertet (Zurücknehmen, Tipp oder kein Computergegner)", review: "Analyse", reviewing: "Jeder Zug wird bewertet…",
        playAgain: "Noch einmal", home: "Start", noGames: "Noch keine beendeten Partien.", replay: "Nachspielen",
        provisional: "vorläufig", noRatedGames: "Spiele gegen den Computer, um eine Wertung zu bekommen.",
        showDie: "Würfel anzeigen", highlightMoves: "Mögliche Züge markieren", defaultLevel: "Standard-Spielstufe", language: "Sprache",
        exportBackup: "Sicherung exportieren", importBackup: "Sicherung importieren", backupPath: "Sicherungsdatei", german: true)
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
