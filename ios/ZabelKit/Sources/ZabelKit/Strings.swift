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
    public let noRatedGames: String
    public let hinting, cancel, computerOpponents, yourSide, notRated: String
    public let unratedLevel, better: String
    public let showDie, highlightMoves, defaultLevel, language, exportBackup, importBackup, shareBackup, backupFileFailed: String
    public let groupGames, seatsTitle, gameChoice, groupUnrated, ready, droppedOut, yourTurn: String
    let german: Bool

    public static func `for`(_ language: String) -> Strings { language == "de" ? .german : .english }

    /// EinStein's sides on its setup screen and in the history: Red is
    /// seat 0, Blue seat 1, named as the core names them.
    public func side(_ side: Side) -> String { seat(side == .red ? 0 : 1, in: .einstein) }

    /// A seat's name standing alone ("Attackers", "Rot", "Top left"), as
    /// the core's catalog gives it in `SeatInfo`. The board itself never
    /// names a seat.
    public func seat(_ seat: UInt8, in variant: Variant) -> String {
        guard let info = seats(variant).first(where: { $0.seat == seat }) else { return "\(seat + 1)" }
        return info.label
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

    /// Who sat where, in seat order: `Red: Person · Blue: Computer (level 2)`.
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
        case .human: return german ? "Mensch" : "Person"
        case .computer(let level): return german ? "Computer (Stufe \(level))" : "Computer (level \(level))"
        }
    }

    /// The core names levels in the settings' language, which these strings are in too.
    public func opponentName(_ opponent: Opponent) -> String { opponent.name }

    public func expectedScore(_ share: Double) -> String { german ? "du erzielst \(percent(share))" : "you score \(percent(share))" }

    public func winChance(_ share: Double) -> String { german ? "Gewinnchance \(percent(share))" : "win \(percent(share))" }

    /// One side's chance, the same side on every reviewed move: "Attackers: 12%".
    public func chanceOf(_ side: String, _ share: Double) -> String { "\(side): \(percent(share))" }
    /// The review graph's label: one side's chance over the game.
    public func chanceGraph(_ side: String) -> String { german ? "Chance für \(side), Zug für Zug" : "Chance of \(side), move by move" }
    /// The graph's point at the move on the board, for screen readers.
    public func chanceGraphAt(_ ply: UInt32, _ share: Double) -> String { german ? "nach Zug \(ply): \(percent(share))" : "after move \(ply): \(percent(share))" }

    public func ignored(_ reason: Ignored) -> String {
        switch reason {
        case .gameOver: return coreText(language: tag, key: "error-game-over")
        case .computersTurn: return coreText(language: tag, key: "error-computers-turn")
        case .rollFirst: return coreText(language: tag, key: "error-roll-first")
        case .notChoosable: return coreText(language: tag, key: "tap-not-movable")
        case .notATarget: return coreText(language: tag, key: "tap-not-a-target")
        }
    }

    /// How a game ended, in one sentence from the core's catalog: who won
    /// (or a draw), then why. Seats are named as the core names them.
    public func result(_ result: GameResult, in variant: Variant) -> String {
        let winners = result.winner.map { [$0] }
            ?? result.scores.indices.filter { result.scores[$0] == .win }.map(UInt8.init)
        let seats = seats(variant)
        func name(_ seat: UInt8) -> String {
            seats.first { $0.seat == seat }.map(\.name) ?? self.seat(seat, in: variant)
        }
        let head: String
        switch winners.count {
        case 0: head = coreText(language: tag, key: "result-draw")
        case 1: head = coreTextWith(language: tag, key: "result-win", args: [TextArg(name: "winner", value: .text(text: name(winners[0])))])
        default:
            let names = winners.map(name).joined(separator: german ? " und " : " and ")
            head = coreTextWith(language: tag, key: "result-team-win", args: [TextArg(name: "winners", value: .text(text: names))])
        }
        return head.prefix(1).uppercased() + head.dropFirst() + ": " + reason(result.reason)
    }

    /// The reason alone, as the core's catalog says it.
    public func reason(_ reason: EndReason) -> String {
        coreText(language: tag, key: "reason-" + kebab(String(describing: reason)))
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

    /// The question before a step that loses a rated game or makes it
    /// unrated, in the core's words.
    public func confirmation(_ confirmation: Confirmation) -> String {
        switch confirmation {
        case .resign: return coreText(language: tag, key: "confirm-resign-rated")
        case .abandon(let variant, _):
            return coreTextWith(language: tag, key: "confirm-abandon-rated", args: [TextArg(name: "game", value: .text(text: game(variant)))])
        case .hint: return coreText(language: tag, key: "confirm-hint-unrated")
        case .undo: return coreText(language: tag, key: "confirm-undo-unrated")
        }
    }
    /// Its yes: the step itself ("Resign", "Show hint", "Take back").
    public func confirmButton(_ confirmation: Confirmation) -> String {
        switch confirmation {
        case .resign, .abandon: return coreText(language: tag, key: "confirm-resign")
        case .hint: return coreText(language: tag, key: "confirm-hint")
        case .undo: return coreText(language: tag, key: "confirm-undo")
        }
    }
    public var keepPlaying: String { coreText(language: tag, key: "confirm-keep-playing") }

    /// The core rounds both ratings and shows their difference, so the numbers add up.
    public func ratingChange(_ change: RatingChange) -> String {
        "\(german ? "Wertung" : "Rating") \(ratingChangeText(language: tag, change: change))"
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
    public func levelName(_ level: LevelInfo) -> String { level.name }

    /// A game's seats as the core names them in these strings' language.
    func seats(_ variant: Variant) -> [SeatInfo] { variantSeats(variant: variant, language: german ? "de" : "en") }

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

    /// "Your Elo: 1234 · 31 rated games", or while provisional "Your Elo:
    /// 1209 · provisional: 1 of 20 rated games" (the games named once); the
    /// count and its plural are the core's. Rounded, as rating changes show it.
    public func yourRating(_ rating: PlayerRating) -> String {
        (german ? "Deine Elo-Zahl: " : "Your Elo: ") + "\(Int(rating.rating.rounded())) · "
            + coreCount(language: tag, key: rating.provisional ? "provisional" : "rated-games", count: Int64(rating.games))
    }

    public func exported(_ file: String) -> String { german ? "Gespeichert in \(file)" : "Saved to \(file)" }

    public func imported(_ added: UInt64, _ skipped: UInt64) -> String {
        let games = coreCount(language: tag, key: "games-played", count: Int64(added))
        return german ? "\(games) hinzugefügt, \(skipped) schon vorhanden" : "\(games) added, \(skipped) already there"
    }

    public func recovered(_ games: UInt64) -> String {
        let count = coreCount(language: tag, key: "games-played", count: Int64(games))
        return german ? "Die Datenbank war beschädigt und wurde aus einer Sicherung wiederhergestellt (\(count))."
            : "The database was damaged and rebuilt from a backup (\(count))."
    }

    /// The line under every screen, in this language.
    public func notice(_ notice: Notice) -> String {
        switch notice {
        case .recovered(let games): return recovered(games)
        case .exported(let file): return exported(file)
        case .fileFailed: return backupFileFailed
        case .imported(let added, let skipped): return imported(added, skipped)
        case .failed(let error): return self.error(error)
        }
    }

    /// Every error's sentence is the core's, keyed by its case:
    /// `.NoHumanToResign` → `error-no-human-to-resign`. The core's English
    /// detail is for logs, never shown.
    public func error(_ error: Error) -> String {
        guard let error = error as? ZabelError else { return String(describing: error) }
        return coreText(language: tag, key: Strings.errorKey(error))
    }

    public static func errorKey(_ error: ZabelError) -> String {
        let name = Mirror(reflecting: error).children.first?.label
            ?? String(String(describing: error).prefix { $0 != "(" })
        return "error-" + kebab(name)
    }

    /// The catalog's language tag for the core's texts.
    public var tag: String { german ? "de" : "en" }

    /// The core's: whole percent, "< 1%" and "> 99%" where rounding would claim 0 or 100.
    private func percent(_ share: Double) -> String { percentText(language: tag, share: share) }

    static let english = Strings(
        continueGame: "Continue game", newGame: "New game", history: "History", rating: "Rating", settings: "Settings", back: "Back",
        opponents: "Choose your opponent", suggested: "Fair match", friend: "A friend on this phone", watch: "Watch two computers",
        setup: "Arrange your stones", setupHint: "Tap a stone, then the square to swap it with.", random: "Random", whoStarts: "Who starts", start: "Start",
        roll: "Roll", undo: "Undo", hint: "Hint", resign: "Resign", thinking: "The computer is thinking…", noRoll: "One stone left: no roll",
        chooseStone: "Choose a stone", choosePiece: "Choose a piece to move", chooseTarget: "Choose where to move", rollPrompt: "Roll the die",
        koenigszabelFriend: "Königszabel: two players on this phone", shieldwall: "Shieldwall captures", board: "Board",
        unrated: "Not rated (undo, hint, or an opponent without a rating)", review: "Review", reviewing: "Reviewing every move…",
        playAgain: "Play again", home: "Home", noGames: "No finished games yet.", replay: "Replay",
        noRatedGames: "Play the computer to get a rating.",
        hinting: "Looking for the best move…", cancel: "Cancel", computerOpponents: "Against the computer", yourSide: "You play",
        notRated: "not rated",
        unratedLevel: "No rating yet: games against this level are not rated", better: "better",
        showDie: "Show the die", highlightMoves: "Highlight possible moves", defaultLevel: "Default level", language: "Language",
        exportBackup: "Export backup", importBackup: "Import backup", shareBackup: "Share backup",
        backupFileFailed: "The chosen file could not be opened.",
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
        noRatedGames: "Spiele gegen den Computer, um eine Wertung zu bekommen.",
        hinting: "Der beste Zug wird gesucht…", cancel: "Abbrechen", computerOpponents: "Gegen den Computer", yourSide: "Du spielst",
        notRated: "nicht gewertet",
        unratedLevel: "Noch ohne Wertung: Partien gegen diese Stufe zählen nicht", better: "besser",
        showDie: "Würfel anzeigen", highlightMoves: "Mögliche Züge markieren", defaultLevel: "Standard-Spielstufe", language: "Sprache",
        exportBackup: "Sicherung exportieren", importBackup: "Sicherung importieren", shareBackup: "Sicherung teilen",
        backupFileFailed: "Die gewählte Datei ließ sich nicht öffnen.",
        groupGames: "Zu dritt und zu viert", seatsTitle: "Wer sitzt wo", gameChoice: "Spiel",
        groupUnrated: "Partien zu dritt und zu viert werden nicht gewertet.", ready: "Bereit: Brett zeigen", droppedOut: "ausgeschieden", yourTurn: "am Zug",
        german: true)
}

/// `NoHumanToResign` or `noHumanToResign` → `no-human-to-resign`: how the
/// catalog spells the core's names.
public func kebab(_ name: String) -> String {
    var out = ""
    for character in name {
        if character.isUppercase, !out.isEmpty { out.append("-") }
        out.append(contentsOf: character.lowercased())
    }
    return out
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
