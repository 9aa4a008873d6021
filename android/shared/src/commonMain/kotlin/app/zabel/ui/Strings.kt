package app.zabel.ui

import app.zabel.core.Variant
import app.zabel.core.Pace
import app.zabel.core.Theme
import app.zabel.core.GameResult
import app.zabel.core.GameView
import app.zabel.core.Mark
import app.zabel.core.NotRated
import app.zabel.core.Phase
import app.zabel.core.Ignored
import app.zabel.core.LevelInfo
import app.zabel.core.LevelRecord
import app.zabel.core.Opponent
import app.zabel.core.PlayerKind
import app.zabel.core.Score
import app.zabel.core.SeatInfo
import app.zabel.core.RatingChange
import app.zabel.core.TextArg
import app.zabel.core.TextValue
import app.zabel.core.ZabelException
import app.zabel.core.variantSeating
import app.zabel.core.coreText
import app.zabel.core.errorKey as coreErrorKey
import app.zabel.core.coreTextWith
import app.zabel.core.percentText
import app.zabel.core.ratingChangeText
import app.zabel.core.playersResultText
import app.zabel.core.playerText
import app.zabel.core.playersTexts
import app.zabel.core.scoresText
import app.zabel.core.seatText
import app.zabel.core.variantSeats
import kotlin.math.roundToInt

/** Between the parts of a line: glued to the part before it, so a line never starts with the dot. */
val DOT = Char(0xA0) + "· "

/**
 * Every text the app shows, by key from the core's catalogs (the apps'
 * labels are the `app-` keys of `core/src/text/app-en.ftl` and
 * `app-de.ftl`): no sentence is written here, and no grammar decided.
 * The labels without arguments are [AppText]'s, which the build generates
 * from the catalog (generate-app-text.sh); the ones here make arguments.
 */
data class Strings(
    /** The catalog language of the core's texts: "en" or "de". */
    val lang: String,
) : AppText() {
    /** The catalog's message [key]; labels without arguments are asked once per language. */
    override fun t(key: String): String = LABELS.getOrPut(lang to key) { coreText(lang, key) }
    private fun t(key: String, vararg args: Pair<String, Any>): String = coreTextWith(lang, key, args.map { (name, value) -> arg(name, value) })
    private fun pct(share: Double): String = percentText(lang, share)

    fun expectedScore(share: Double): String = t("app-expected-score", "percent" to pct(share))
    /** "Your chance against Thrall: 31 %": the person's expected score, in the pane that says who plays whom. */
    fun chanceAgainst(share: Double, level: String): String = t("app-chance-against", "percent" to pct(share), "level" to level)
    /** "New game of Königszabel": the title of a game's new-game screen. */
    fun newGameOf(game: String): String = t("app-new-game-of", "game" to game)
    /** The face of a die not shown: a sign, in no language. */
    val dieHidden: String get() = "?"
    /** "Person", or a computer level by the name [variant] gives it: "Thrall (computer, level 1)". */
    fun player(variant: Variant, kind: PlayerKind): String = playerText(lang, variant, kind)
    /** Stones in the dice games, pieces in Königszabel. */
    fun choosePiece(variant: Variant): String = t(if (variant == Variant.KOENIGSZABEL) "app-choose-piece" else "app-choose-stone")
    fun ratingChange(change: RatingChange): String = t("app-rating-change", "change" to ratingChangeText(lang, change))
    /** The one reason the core gives why a game against the computer does not count. */
    fun notRated(reason: NotRated): String = t(
        "app-not-rated-reason",
        "reason" to when (reason) {
            NotRated.UNDO -> "undo"
            NotRated.HINT -> "hint"
            NotRated.UNRATED_OPPONENT -> "unrated-opponent"
        },
    )
    /** The review's graph of one side's chance over the game: its label, naming the side. */
    fun chanceGraph(seat: String): String = t("app-chance-graph", "seat" to seat)
    /** The graph's current point, for screen readers: "after move 12: 62%". */
    fun chanceGraphAt(ply: Int, share: Double): String = t("app-chance-graph-at", "ply" to ply, "percent" to pct(share))
    /** A history row's badge: how the game ended for the one person who played the computer. */
    fun yourScore(score: Score): String = t("app-your-score", "score" to kebab(score.name))
    /** When a game finished (Unix seconds), in this language's way and the device's time zone. */
    fun date(unixSeconds: ULong): String =
        java.time.format.DateTimeFormatter.ofLocalizedDateTime(java.time.format.FormatStyle.MEDIUM, java.time.format.FormatStyle.SHORT)
            .withLocale(java.util.Locale.forLanguageTag(lang))
            .format(java.time.Instant.ofEpochSecond(unixSeconds.toLong()).atZone(java.time.ZoneId.systemDefault()))
    /** The day a game finished, without the time: a replay's title. */
    fun day(unixSeconds: ULong): String =
        java.time.format.DateTimeFormatter.ofLocalizedDate(java.time.format.FormatStyle.MEDIUM)
            .withLocale(java.util.Locale.forLanguageTag(lang))
            .format(java.time.Instant.ofEpochSecond(unixSeconds.toLong()).atZone(java.time.ZoneId.systemDefault()))
    fun ply(ply: Int, of: Int): String = t("app-ply", "ply" to ply, "plies" to of)
    fun theme(theme: Theme): String = t("app-theme-" + theme.name.lowercase())
    fun pace(pace: Pace): String = t("app-pace-" + pace.name.lowercase())
    /** A language by its own name: "English", "Deutsch". */
    fun languageName(code: String): String = t("app-language-$code")
    /** A level's rating, "Elo 1192", rounded as `zabel levels` prints it. */
    fun eloOf(rating: Double): String = t("app-elo-of", "rating" to "${rating.roundToInt()}")
    /** A backup saved: the file's name as the person chose it. */
    fun exported(file: String): String = t("app-exported", "file" to file)
    fun imported(added: ULong, skipped: ULong, attempts: ULong): String =
        t("app-imported", "count" to added.toLong(), "skipped" to skipped.toLong(), "attempts" to attempts.toLong())
    fun copyRecordFor(notation: String): String = t("app-copy-record-for", "notation" to notation)
    fun shareRecordFor(notation: String): String = t("app-share-record-for", "notation" to notation)
    /** "Quattro rules": a rules page named where one card offers two. */
    fun rulesOf(variant: Variant): String = t("app-rules-of", "game" to rulesName(variant))
    /** A game's full name: "Königszabel", "Quattro: partners opposite". */
    fun variantName(variant: Variant): String = t("app-game-" + kebab(variant.name))
    /** A game's short name, for tabs and lists: "EinStein", "Quattro opposite". */
    fun shortName(variant: Variant): String = t("app-short-" + kebab(variant.name))
    /** The name of a game's rules page: the two seatings of four share "Quattro". */
    fun rulesName(variant: Variant): String = t("app-rules-" + kebab(variant.name))
    /** A game of three or four in one line: who plays with whom (nothing for the games of two). */
    fun variantHint(variant: Variant): String = if (variant.isMultiplayer) t("app-hint-" + kebab(variant.name)) else ""
    fun team(team: Int): String = t("app-team", "team" to team + 1)
    /** The pause between two people's turns: "Hand the phone to top left", "Gib das Gerät an den Platz oben links weiter". */
    fun handOver(variant: Variant, seat: Int): String = seatText(lang, "app-hand-over", variant, listOf(seat.toUInt()), emptyList())
    fun handOverGo(variant: Variant, seat: Int): String = seatText(lang, "app-hand-over-go", variant, listOf(seat.toUInt()), emptyList())
    /** "Replay #12 · Königszabel"; a game opened from a record is in no history, so it has no number there. */
    /** "Königszabel vs. Thrall · 28 Nov 2026": the game, the computer the person played (null between people), the day. */
    fun replayTitleOf(variant: Variant, opponent: String?, date: String): String =
        t("app-replay-title-of", "game" to gameName(variant), "opponent" to (opponent ?: "none"), "date" to date)

    fun replayTitle(gameId: ULong?, variant: Variant): String =
        t("app-replay-title", "number" to (gameId?.toString() ?: "none"), "game" to gameName(variant))

    /** Screen-reader announcements: a picked piece and where it can go; a move played; what it captured. */
    fun canGoTo(squares: String): String = t("app-can-go-to", "squares" to squares)
    fun played(moves: String): String = t("app-played", "moves" to moves)
    fun captured(squares: String): String = t("app-captured", "squares" to squares)

    /** A seat's label standing alone, the core's: "Attackers", "Rot", "Top left" (seat index in turn order). */
    fun seat(variant: Variant, seat: Int): String =
        seatInfo(lang, variant, seat)?.label ?: "${seat + 1}"

    /** A seat's name inside a sentence, the core's: "the attackers", "Red", "top left". */
    fun seatName(variant: Variant, seat: Int): String =
        seatInfo(lang, variant, seat)?.name ?: "${seat + 1}"

    /** "Attackers to move", "Die Angreifer sind am Zug", "Rot ist am Zug": the verb is the catalog's. */
    fun toMove(variant: Variant, seat: Int): String = seatText(lang, "app-to-move", variant, listOf(seat.toUInt()), emptyList())

    /** Why the core ignored a tap, in its words. */
    fun ignored(reason: Ignored): String = t(
        when (reason) {
            Ignored.GAME_OVER -> "error-game-over"
            Ignored.COMPUTERS_TURN -> "error-computers-turn"
            Ignored.ROLL_FIRST -> "error-roll-first"
            Ignored.NOT_CHOOSABLE -> "tap-not-movable"
            Ignored.NOT_A_TARGET -> "tap-not-a-target"
        },
    )

    /** The chart in one sentence for screen readers: "Elo from 1200 to 1168 over 1 rated game". */
    fun chartSummary(from: Int, to: Int, games: Int): String = t("app-chart-summary", "from" to "$from", "to" to "$to", "count" to games)

    /** Every error's sentence is the core's, keyed by its type: GameOver → error-game-over. */
    fun error(error: ZabelException): String = t(errorKey(error))

    /**
     * The end in one sentence, the core's: who won (or a draw) and why; after a resignation, who resigned.
     * The core says it to the person ("You won", "You lost: you resigned") when one person played
     * against the computer, from [players] (who sat at each seat); else it names the seats.
     */
    fun result(variant: Variant, result: GameResult, players: List<PlayerKind>): String = playersResultText(lang, variant, result, players)

    /**
     * "Your Elo: 1234 · 31 rated games", or while provisional "Your Elo: 1209 ·
     * provisional: 1 of 20 rated games" (the games counted once); the count
     * and its plural are the core's. Rounded, as the rating changes show it.
     */
    fun yourRating(rating: Double, games: UInt, provisional: Boolean): String =
        t("app-your-rating", "rating" to "${rating.roundToInt()}", "provisional" to if (provisional) "yes" else "no", "count" to games.toLong())

    /** "Best: 1216": the best rating reached after a rated game, rounded as the rating is. */
    fun bestRating(rating: Double): String = t("app-best-rating", "rating" to "${rating.roundToInt()}")

    /** "3 won · 1 drawn · 2 lost": the person's results against one computer level. */
    fun levelRecord(record: LevelRecord): String =
        t("app-level-record", "won" to record.won.toLong(), "drawn" to record.drawn.toLong(), "lost" to record.lost.toLong())

    /** The core names levels in the settings' language, which these strings are in too. */
    fun opponentName(opponent: Opponent): String = opponent.name
    fun levelName(level: LevelInfo): String = level.name
    /** A level in a list: its name and, once measured, its rating ("Thoughtful · Elo 1480"). */
    fun levelLine(level: LevelInfo): String = level.name + (level.rating?.let { DOT + eloOf(it) } ?: "")

    /** The question before a step that loses a rated game or makes it unrated, in the core's words. */
    fun confirmation(confirmation: Confirmation): String = when (confirmation) {
        Confirmation.Resign -> t("confirm-resign-rated")
        is Confirmation.Abandon -> t("confirm-abandon-rated", "game" to gameName(confirmation.variant))
        Confirmation.Hint -> t("confirm-hint-unrated")
        Confirmation.Undo -> t("confirm-undo-unrated")
    }

    /** Its yes: the step itself ("Resign", "Show hint", "Take back"). */
    fun confirmButton(confirmation: Confirmation): String = t(
        when (confirmation) {
            Confirmation.Resign, is Confirmation.Abandon -> "confirm-resign"
            Confirmation.Hint -> "confirm-hint"
            Confirmation.Undo -> "confirm-undo"
        },
    )
    val keepPlaying: String get() = t("confirm-keep-playing")
    /** The die's blank face before a roll: what it says, and where a tap rolls it. */
    val dieNotRolled: String get() = t("die-not-rolled")
    val dieTapToRoll: String get() = t("die-tap-to-roll")
    /** A rolled die's face, for screen readers: the eye counts the pips. */
    fun dieValue(value: Int): String = t("app-die-value", "value" to value)
    fun aboutVersion(version: String): String = t("app-about-version", "version" to version)
    val aboutSourceList: List<String> get() = listOf(aboutSourceEinstein, aboutSourceHanfried, aboutSourceTafl)

    /** "3 of 12 done": a course's progress on the Learn screen. */
    fun learnProgress(done: Int, total: Int): String = t("app-learn-progress", "done" to done, "total" to total)
    /** "Try d4-d11.": a lesson's hint. */
    fun learnHintText(move: String): String = t("app-learn-hint-text", "move" to move)
    /** "Task 2 of 3". */
    fun learnStep(step: UInt, steps: UInt): String = t("app-learn-step", "step" to step.toInt(), "steps" to steps.toInt())
    /** "Answered with e5-e6.": the other seats' moves after a task done, as the record writes them. */
    fun learnAnswered(moves: List<String>): String = t("app-learn-answered", "moves" to moves.joinToString(", "))
    /** "New to Königszabel?": the offer of a game's lessons before its first game. */
    fun learnOfferTitle(variant: Variant): String = t("app-learn-offer-title", "game" to if (variant.isMultiplayer) manyPlayers else gameName(variant))

    /** "The move: d4-d11.": a puzzle's hint, the core's words. */
    fun puzzleHintText(move: String): String = t("puzzle-hint", "move" to move)
    /** "Puzzle 12 · Race to the corner · rated 1490", the core's words; the rating as written, never grouped. */
    fun puzzleHeading(number: UInt, theme: String, rating: Int): String = t("puzzle-heading", "number" to number.toInt(), "theme" to theme, "rating" to "$rating")
    /** "3 solved in a row.", the core's words. */
    fun puzzleStreak(streak: UInt): String = t("puzzle-streak", "streak" to streak.toInt())
    /** The core's "There are no puzzles of Königszabel yet." and the app's line after it. */
    fun puzzleNoneText(variant: Variant): String = t("puzzle-none", "game" to gameName(variant)) + " " + puzzleNone
    /** "Puzzle rating from 1500 to 1462 over 3 puzzles": the history's chart in a sentence. */
    fun puzzleHistorySummary(from: Int, to: Int, count: Int): String = t("app-puzzle-history-summary", "from" to "$from", "to" to "$to", "count" to count)

    /** Any game's name in this language, the catalog's. */
    fun gameName(variant: Variant): String = variantName(variant)

    /** Who sat where, one line per seat: "Red: You", "Blue: Person"; who is "You" the core decides. */
    fun players(variant: Variant, players: List<PlayerKind>): List<String> =
        playersTexts(lang, variant, players).mapIndexed { seat, player -> "${this.seat(variant, seat)}: $player" }

    /** Every seat's score: "Red 1 · Blue 0", "Attackers ½ · Defenders ½". */
    fun scores(variant: Variant, result: GameResult): String = scoresText(lang, variant, result)
}

val EN = Strings("en")
val DE = Strings("de")

/** The catalog languages, as the settings offer them. */
val LANGUAGES: List<String> = listOf(EN.lang, DE.lang)

/** A catalog argument: numbers choose plurals, anything else is words. */
private fun arg(name: String, value: Any): TextArg = TextArg(
    name,
    when (value) {
        is Int -> TextValue.Number(value.toDouble())
        is Long -> TextValue.Number(value.toDouble())
        is Double -> TextValue.Number(value)
        else -> TextValue.Text(value.toString())
    },
)

/** The labels without arguments, asked of the core once per language and key. */
private val LABELS = java.util.concurrent.ConcurrentHashMap<Pair<String, String>, String>()

/** The catalog key of an error, as the core names it (class names do not survive a minifier). */
fun errorKey(error: ZabelException): String = coreErrorKey(error)

/** "NoHumanToResign" and "KING_ESCAPED" → "no-human-to-resign", "king-escaped". */
fun kebab(name: String): String =
    if (name.contains('_') || name.all { !it.isLetter() || it.isUpperCase() }) name.lowercase().replace('_', '-')
    else buildString {
        for ((index, c) in name.withIndex()) {
            if (c.isUpperCase() && index > 0 && (name[index - 1].isLowerCase() || name[index - 1].isDigit())) append('-')
            append(c.lowercaseChar())
        }
    }

/**
 * What a screen reader should hear after one view replaced another, kept as
 * data (squares, moves, the result) so that it is said in the language of the
 * moment: switching language re-renders it.
 */
data class Announcement(
    val variant: Variant,
    /** The plies played since, as the record writes them. */
    val played: List<String>,
    /** The squares the last of those moves captured, as the core names them. */
    val captured: List<String>,
    /** The picked piece's square, and the squares it can go to. */
    val picked: String?,
    val targets: List<String>,
    /** The end, when this change ended the game. */
    val result: GameResult?,
    /** Who sits at each seat: the end is said to a person alone against the computer. */
    val players: List<PlayerKind> = emptyList(),
) {
    /** In [s]'s language; the picked piece in the core's words from [view], the view shown now. */
    fun text(s: Strings, view: GameView?): String {
        val parts = mutableListOf<String>()
        if (played.isNotEmpty()) parts += s.played(played.joinToString(", "))
        if (captured.isNotEmpty()) parts += s.captured(captured.joinToString(", "))
        if (picked != null) {
            view?.board?.cells?.firstOrNull { it.name == picked }?.let { parts += it.description }
            if (targets.isNotEmpty()) parts += s.canGoTo(targets.joinToString(", "))
        }
        result?.let { parts += s.result(variant, it, players) }
        return parts.joinToString(". ")
    }

    val isEmpty: Boolean get() = played.isEmpty() && picked == null && result == null
}

/**
 * What changed when [now] replaced [before]: the moves played since (with
 * what the last of them captured), the picked piece with its targets, or the
 * result. Null when nothing worth saying changed.
 */
fun announce(before: GameView, now: GameView): Announcement? {
    val moved = now.moves.size > before.moves.size && now.moves.take(before.moves.size) == before.moves
    val played = if (moved) now.moves.drop(before.moves.size) else emptyList()
    // A view names only its last ply's captures; the core delivers a view per ply, so earlier ones were said with theirs.
    val captured = if (moved) now.lastMove?.captured.orEmpty() else emptyList()
    val moving = now.board.cells.firstOrNull { it.mark == Mark.MOVING }?.takeIf { now.phase == Phase.CHOOSE_TARGET }
    val targets = if (moving != null) now.board.cells.filter { it.mark == Mark.TARGET }.map { it.name } else emptyList()
    val result = now.result?.takeIf { before.result == null }
    return Announcement(now.variant, played, captured, moving?.name, targets, result, now.seats.map { it.player }).takeUnless { it.isEmpty }
}

/** Every game's seats as the core names them in each language, asked once. */
private val SEATS: Map<Pair<String, Variant>, List<SeatInfo>> by lazy {
    LANGUAGES.flatMap { lang -> Variant.entries.map { (lang to it) to variantSeats(it, lang) } }.toMap()
}

private fun seatInfo(lang: String, variant: Variant, seat: Int): SeatInfo? = SEATS[lang to variant]?.getOrNull(seat)

/** The strings of a catalog language; any other falls back to English, as the core does. */
fun strings(language: String): Strings = listOf(EN, DE).firstOrNull { it.lang == language } ?: EN


/** EinStein for three or four players on 6×6. */
val Variant.isMultiplayer: Boolean get() = variantSeating(this) != null

/** The seats won: a team's, or one player's. */
fun winners(result: GameResult): List<Int> = result.scores.withIndex().filter { it.value == Score.WIN }.map { it.index }

