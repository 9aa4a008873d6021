import Foundation

/// Every text the iOS app shows, by key from the core's catalogs (the
/// apps' labels are the `app-` keys of `core/src/text/app-en.ftl` and
/// `app-de.ftl`): no sentence is written here, and no grammar decided.
/// A message without variables is a property generated from the catalog
/// (`AppText.swift`, by `generate-app-text.sh`); what is here makes the
/// arguments of the others and picks a family's member (a game's name).
public struct Strings: Sendable, Equatable {
    /// The catalog's language tag for the core's texts: "en" or "de".
    public let tag: String

    /// The strings of a catalog language; any other falls back to English, as the core does.
    public static func `for`(_ language: String) -> Strings { Strings(tag: languages.contains(language) ? language : "en") }

    /// The catalog languages, as the settings offer them.
    public static let languages = ["en", "de"]

    /// A language by its own name: "English", "Deutsch".
    public func languageName(_ code: String) -> String { t("app-language-" + code) }

    /// The catalog's message `key`.
    func t(_ key: String) -> String { coreText(language: tag, key: key) }
    /// The message `key` with its arguments: numbers choose plurals, the rest is words.
    func t(_ key: String, _ args: [String: Any]) -> String {
        coreTextWith(language: tag, key: key, args: args.map { name, value in
            switch value {
            case let number as Int: return TextArg(name: name, value: .number(number: Double(number)))
            case let number as UInt64: return TextArg(name: name, value: .number(number: Double(number)))
            case let number as Double: return TextArg(name: name, value: .number(number: number))
            default: return TextArg(name: name, value: .text(text: "\(value)"))
            }
        })
    }
    /// The apps' message `key` (`AppText.swift`, generated from app-en.ftl).
    func t(_ key: AppKey) -> String { t(key.rawValue) }
    /// The apps' message `key` with its arguments.
    func t(_ key: AppKey, _ args: [String: Any]) -> String { t(key.rawValue, args) }
    /// A message naming seats: `$seat` and its forms are the core's.
    func seatT(_ key: AppKey, _ seats: [UInt8], in variant: Variant) -> String {
        seatText(language: tag, key: key.rawValue, variant: variant, seats: seats.map(UInt32.init), args: [])
    }

    /// A history row's badge: how the game ended for the one person who played the computer.
    public func yourScore(_ score: Score) -> String { t(.yourScore, ["score": kebab(String(describing: score))]) }
    /// "Replay #12 · Königszabel"; a game opened from a record is in no
    /// history, so it has no number there.
    public func replayTitle(_ id: UInt64?, _ variant: Variant) -> String {
        t(.replayTitle, ["number": id.map { "\($0)" } ?? "none", "game": game(variant)])
    }

    /// "Königszabel vs. Thrall · 28 Nov 2026": a game of the history by the
    /// game, the computer the person played (nil between people) and the day.
    public func replayTitle(_ variant: Variant, opponent: String?, finishedAt: UInt64) -> String {
        t(.replayTitleOf, ["game": game(variant), "opponent": opponent ?? "none", "date": day(finishedAt)])
    }

    /// The day a game finished (Unix seconds), in the app's language.
    public func day(_ unixSeconds: UInt64) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: tag)
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
    }

    /// The die's face for VoiceOver: "Die: 4" (the face shows pips).
    public func dieValue(_ value: UInt8) -> String { t(.dieValue, ["value": Int(value)]) }
    public func version(_ version: String) -> String { t(.aboutVersion, ["version": version]) }
    /// Where each game's rules come from, as the About screen lists them.
    public var ruleSources: [String] { AppKey.allCases.filter { $0.rawValue.hasPrefix("app-about-source-") }.map(t) }
    public func theme(_ theme: Theme) -> String { t("app-theme-" + String(describing: theme)) }
    public func pace(_ pace: Pace) -> String { t("app-pace-" + String(describing: pace)) }
    public func copyRecord(for notation: String) -> String { t(.copyRecordFor, ["notation": notation]) }
    public func shareRecord(for notation: String) -> String { t(.shareRecordFor, ["notation": notation]) }
    /// "New game of Königszabel": the title of a game's new-game screen.
    public func newGameOf(_ variant: Variant) -> String { t(.newGameOf, ["game": game(variant)]) }

    /// The line under a game that does not count for the rating: the one
    /// reason the core gives (issue 61: "Not rated (undo, hint, or an
    /// opponent without a rating)" showed even in a game between friends);
    /// none where the game counts or is never rated (between people, three
    /// or four players), where the core gives none.
    public func unratedNote(_ view: GameView) -> String? { view.notRated.map(notRated) }

    /// "Not rated: a hint was shown".
    public func notRated(_ reason: NotRated) -> String { t(.notRatedReason, ["reason": kebab(String(describing: reason))]) }

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

    /// A game's full name, the same in both apps: `Quattro: partners opposite`.
    public func game(_ variant: Variant) -> String { t("app-game-" + kebab(String(describing: variant))) }

    /// The game's short name: the rating picker and the history list.
    public func shortGame(_ variant: Variant) -> String { t("app-short-" + kebab(String(describing: variant))) }

    /// Who sat where, in seat order: `Red: You · Blue: Beginner (computer, level 2)`.
    public func players(_ players: [PlayerKind], in variant: Variant) -> String {
        playerNames(players, in: variant).enumerated().map { "\(seat(UInt8($0.offset), in: variant)): \($0.element)" }.joined(separator: dot)
    }

    /// Each seat's player among the game's `players`, the core's words: the
    /// one person at the device against computers is "You" (docs/design.md,
    /// issue 61: History said "Person"); people sharing a device are told
    /// apart by their seats, so each stays a person; a computer by its level.
    public func playerNames(_ players: [PlayerKind], in variant: Variant) -> [String] {
        playersTexts(language: tag, variant: variant, players: players)
    }

    /// When a game finished (Unix seconds), in the app's language.
    public func date(_ unixSeconds: UInt64) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: tag)
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
    }

    /// Partners named by their letters: `Team T + V`.
    public func team(_ letters: String) -> String { t(.team, ["team": letters]) }

    /// How a seat fared.
    public func score(_ score: Score) -> String { t(.score, ["score": kebab(String(describing: score))]) }

    /// The pause between two people's turns: `Hand the phone to top left`.
    public func handOver(_ seat: UInt8, in variant: Variant) -> String { seatT(.handOver, [seat], in: variant) }

    /// A computer level in a seat's picker: `Computer: 2. Heuristic`.
    public func computerChoice(_ choice: LevelChoice) -> String { t(.computerChoice, ["level": choice.title]) }

    /// Whose turn it is, from the view's seats, with the verb the catalog gives the seat.
    public func toMove(_ view: GameView) -> String {
        let seats = view.seats.filter(\.toMove).map(\.seat)
        guard !seats.isEmpty else { return "" }
        return seatT(.toMove, seats, in: view.variant)
    }

    /// `Person`, or a computer level by the name `variant` gives it: `Thrall (computer, level 1)`.
    public func player(_ kind: PlayerKind, in variant: Variant) -> String {
        playerText(language: tag, variant: variant, player: kind)
    }

    /// The core names levels in the settings' language, which these strings are in too.
    public func opponentName(_ opponent: Opponent) -> String { opponent.name }

    public func expectedScore(_ share: Double) -> String { t(.expectedScore, ["percent": percent(share)]) }

    /// The review graph's label: one side's chance over the game.
    public func chanceGraph(_ side: String) -> String { t(.chanceGraph, ["seat": side]) }
    /// The graph's point at the move on the board, for screen readers.
    public func chanceGraphAt(_ ply: UInt32, _ share: Double) -> String { t(.chanceGraphAt, ["ply": Int(ply), "percent": percent(share)]) }

    public func ignored(_ reason: Ignored) -> String {
        switch reason {
        case .gameOver: return t("error-game-over")
        case .computersTurn: return t("error-computers-turn")
        case .rollFirst: return t("error-roll-first")
        case .notChoosable: return t("tap-not-movable")
        case .notATarget: return t("tap-not-a-target")
        }
    }

    /// How a game ended, in one sentence, the core's: who won (or a draw)
    /// and why; after a resignation, who resigned. Said to the person ("You
    /// won", "You lost: you resigned") when `players` (who sat at each seat)
    /// are one person against the computer: the core decides, not the app.
    public func result(_ result: GameResult, in variant: Variant, players: [PlayerKind]) -> String {
        playersResultText(language: tag, variant: variant, result: result, players: players)
    }

    /// The reason alone, as the core's catalog says it.
    public func reason(_ reason: EndReason) -> String {
        t("reason-" + kebab(String(describing: reason)))
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
        case .resign: return t("confirm-resign-rated")
        case .abandon(let variant, _): return t("confirm-abandon-rated", ["game": game(variant)])
        case .hint: return t("confirm-hint-unrated")
        case .undo: return t("confirm-undo-unrated")
        }
    }
    /// Its yes: the step itself ("Resign", "Show hint", "Take back").
    public func confirmButton(_ confirmation: Confirmation) -> String {
        switch confirmation {
        case .resign, .abandon: return t("confirm-resign")
        case .hint: return t("confirm-hint")
        case .undo: return t("confirm-undo")
        }
    }
    public var keepPlaying: String { t("confirm-keep-playing") }

    /// The core rounds both ratings and shows their difference, so the numbers add up.
    public func ratingChange(_ change: RatingChange) -> String {
        t(.ratingChange, ["change": ratingChangeText(language: tag, change: change)])
    }

    public func ply(_ ply: UInt32, of plies: UInt32) -> String { t(.ply, ["ply": Int(ply), "plies": Int(plies)]) }

    /// A computer opponent's name and Elo.
    public func opponent(_ opponent: Opponent) -> String {
        t(.levelLine, ["level": Int(opponent.level), "name": opponentName(opponent), "rating": "\(Int(opponent.rating))"])
    }

    /// "Best: 1216": the best rating reached after a rated game, rounded as the rating is.
    public func bestRating(_ rating: Double) -> String { t(.bestRating, ["rating": "\(Int(rating.rounded()))"]) }

    /// "3 won · 1 drawn · 2 lost": the person's results against one computer level.
    public func levelRecord(_ record: LevelRecord) -> String {
        t(.levelRecord, ["won": Int(record.won), "drawn": Int(record.drawn), "lost": Int(record.lost)])
    }

    /// A level's name as the core gives it, in the app's language.
    public func levelName(_ level: LevelInfo) -> String { level.name }

    /// A game's seats as the core names them in these strings' language.
    func seats(_ variant: Variant) -> [SeatInfo] { variantSeats(variant: variant, language: tag) }

    /// A level on the new-game screen: number, name, and its Elo or that it has none yet.
    public func level(_ level: LevelInfo) -> String {
        t(.levelLine, ["level": Int(level.level), "name": levelName(level),
                             "rating": level.rating.map { "\(Int($0))" } ?? "none", "unrated": notRated])
    }

    /// "Your Elo: 1234 · 31 rated games", or while provisional "Your Elo:
    /// 1209 · provisional: 1 of 20 rated games" (the games named once); the
    /// count and its plural are the core's. Rounded, as rating changes show it.
    public func yourRating(_ rating: PlayerRating) -> String {
        t(.yourRating, ["rating": "\(Int(rating.rating.rounded()))", "provisional": rating.provisional ? "yes" : "no",
                              "count": Int(rating.games)])
    }

    public func exported(_ file: String) -> String { t(.exported, ["file": file]) }

    public func imported(_ added: UInt64, _ skipped: UInt64, _ attempts: UInt64) -> String {
        t(.imported, ["count": added, "skipped": skipped, "attempts": attempts])
    }

    /// The line under every screen, in this language.
    public func notice(_ notice: Notice) -> String {
        switch notice {
        case .recovered(let text): return text.trimmingCharacters(in: .newlines)
        case .exported(let file): return exported(file)
        case .fileFailed: return backupFileFailed
        case .recordCopied: return t(.recordCopied)
        case .clipboardEmpty: return t(.clipboardEmpty)
        case .imported(let added, let skipped, let attempts): return imported(added, skipped, attempts)
        case .failed(let error): return self.error(error)
        }
    }

    /// Every error's sentence is the core's, under the key the core gives
    /// it. The core's English detail is for logs, never shown.
    public func error(_ error: Error) -> String {
        t(Strings.errorKey(error as? ZabelError ?? .Internal(detail: String(describing: error))))
    }

    public static func errorKey(_ error: ZabelError) -> String {
        ZabelCore.errorKey(error: error)
    }

    /// The core's: whole percent, "< 1%" and "> 99%" where rounding would claim 0 or 100.
    private func percent(_ share: Double) -> String { percentText(language: tag, share: share) }
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
