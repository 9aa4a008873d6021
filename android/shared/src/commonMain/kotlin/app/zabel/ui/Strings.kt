package app.zabel.ui

import app.zabel.core.Variant
import app.zabel.core.GameResult
import app.zabel.core.GameView
import app.zabel.core.Mark
import app.zabel.core.Phase
import app.zabel.core.Ignored
import app.zabel.core.LevelInfo
import app.zabel.core.Opponent
import app.zabel.core.PlayerKind
import app.zabel.core.Score
import app.zabel.core.SeatInfo
import app.zabel.core.SeatReview
import app.zabel.core.Verdict
import app.zabel.core.RatingChange
import app.zabel.core.TextArg
import app.zabel.core.TextValue
import app.zabel.core.ZabelException
import app.zabel.core.coreCount
import app.zabel.core.coreText
import app.zabel.core.coreTextWith
import app.zabel.core.percentText
import app.zabel.core.ratingChangeText
import app.zabel.core.variantSeats
import kotlin.math.roundToInt

/** Every text the app shows, in the two languages it speaks. */
data class Strings(
    /** The catalog language of the core's texts: "en" or "de". */
    val lang: String,
    val appName: String = "Zabel",
    val continueGame: String,
    val newGame: String,
    val history: String,
    val rating: String,
    val settings: String,
    val back: String,
    val opponents: String,
    val suggested: String,
    val expectedScore: (Double) -> String,
    val friend: String,
    /** "New game of Königszabel": the title of a game's new-game screen. */
    val newGameOf: (String) -> String,
    val opponent: String,
    /** A level the core has not measured yet: games against it are unrated. */
    val notRatedYet: String,
    val yourSide: String,
    val shieldwall: String,
    val shieldwallHint: String,
    val watch: String,
    val setup: String,
    val setupHint: String,
    val random: String,
    val whoStarts: String,
    val you: String,
    val computer: String,
    val start: String,
    val roll: String,
    val undo: String,
    val hint: String,
    val hintWorking: String,
    /** Stops a hint or a review. */
    val cancel: String,
    val resign: String,
    val thinking: String,
    val noRoll: String,
    val dieHidden: String,
    val player: (PlayerKind) -> String,
    val choosePiece: (Variant) -> String,
    val chooseTarget: String,
    val rollPrompt: String,
    val ratingChange: (RatingChange) -> String,
    val unrated: String,
    val review: String,
    val reviewing: String,
    val verdict: (Verdict) -> String,
    val winChance: (Double) -> String,
    /** One side's chance, the same side on every reviewed move: "Attackers: 12%". */
    val chanceOf: (String, Double) -> String,
    /** The review's graph of one side's chance over the game: its label, naming the side. */
    val chanceGraph: (String) -> String,
    /** The graph's current point, for screen readers: "after move 12: 62%". */
    val chanceGraphAt: (Int, Double) -> String,
    val playAgain: String,
    val home: String,
    val noGames: String,
    val replay: String,
    val ply: (Int, Int) -> String,
    val levels: String,
    val noRatedGames: String,
    val showDie: String,
    val highlightMoves: String,
    val defaultLevel: String,
    val language: String,
    val exportBackup: String,
    val importBackup: String,
    /** Hands a backup to another app through the system's share sheet. */
    val shareBackup: String,
    /** The file the person chose could not be opened, read or written (the system's side, not the backup's content). */
    val backupFileFailed: String,
    /** A backup saved: the file's name as the person chose it. */
    val exported: (String) -> String,
    val imported: (ULong, ULong) -> String,
    val recovered: (ULong) -> String,
    /** Home's button for the games of three and four. */
    val manyPlayers: String,
    /** The new-game screen of the games of three and four. */
    val newManyPlayers: String,
    val game: String,
    /** The names of the games of three and four; the two-player games keep theirs in every language. */
    val variantName: (Variant) -> String,
    /** A game of three or four in one line: who plays with whom. */
    val variantHint: (Variant) -> String,
    val seats: String,
    val team: (Int) -> String,
    val droppedOut: String,
    val handOver: (String) -> String,
    val handOverGo: (String) -> String,
    val handOverHint: String,
    val unratedTeams: String,
    /** Home's link to a game's rules in short; the rules themselves are the core's. */
    val rules: String,
    /** A ply's luck in the review: what its roll gave or took, in win probability. */
    val luck: (Double) -> String,
    /** Before the move the review would have played instead of a mistake. */
    val better: String,
    /** The rating chart's x axis and its shaded first games. */
    val chartGames: String,
    val provisionalGames: String,
    /** Screen-reader announcements: a picked piece and where it can go; a move played; what it captured. */
    val canGoTo: (String) -> String,
    val played: (String) -> String,
    val captured: (String) -> String,
) {
    /** A seat's label standing alone, the core's: "Attackers", "Rot", "Top left" (seat index in turn order). */
    fun seat(variant: Variant, seat: Int): String =
        seatInfo(lang, variant, seat)?.label ?: "${seat + 1}"

    /** A seat's name inside a sentence, the core's: "the attackers", "Red", "top left". */
    fun seatName(variant: Variant, seat: Int): String =
        seatInfo(lang, variant, seat)?.name ?: "${seat + 1}"

    /** "Attackers to move"; in German the attackers are many ("Die Angreifer sind am Zug"), a colour or a corner one. */
    fun toMove(variant: Variant, seat: Int): String = when {
        lang != "de" -> "${seat(variant, seat)} to move"
        variant == Variant.KOENIGSZABEL -> seatName(variant, seat).replaceFirstChar { it.uppercase() } + " sind am Zug"
        else -> "${seat(variant, seat)} ist am Zug"
    }

    /** Why the core ignored a tap, in its words. */
    fun ignored(reason: Ignored): String = coreText(
        lang,
        when (reason) {
            Ignored.GAME_OVER -> "error-game-over"
            Ignored.COMPUTERS_TURN -> "error-computers-turn"
            Ignored.ROLL_FIRST -> "error-roll-first"
            Ignored.NOT_CHOOSABLE -> "tap-not-movable"
            Ignored.NOT_A_TARGET -> "tap-not-a-target"
        },
    )

    /** The chart in one sentence for screen readers: "Elo from 1200 to 1168 over 1 rated game". */
    fun chartSummary(from: Int, to: Int, games: Int): String =
        (if (lang == "de") "Elo von $from auf $to in " else "Elo from $from to $to over ") + coreCount(lang, "rated-games", games.toLong())

    /**
     * One seat's "was it luck?" line, the core's sentences: "lost 9% to
     * decisions; the dice cost 21%"; no dice part in games without dice.
     */
    fun seatReview(review: SeatReview): String {
        fun pct(share: Double) = listOf(TextArg("percent", TextValue.Number((kotlin.math.abs(share) * 100).roundToInt().toDouble())))
        val decisions = coreTextWith(lang, "review-decisions", pct(review.decisions))
        val dice = review.dice ?: return decisions
        return decisions + "; " + coreTextWith(lang, if (dice >= 0) "review-dice-gave" else "review-dice-cost", pct(dice))
    }

    /** Every error's sentence is the core's, keyed by its type: GameOver → error-game-over. */
    fun error(error: ZabelException): String = coreText(lang, errorKey(error))

    /** The end in one sentence, from the core's catalog: who won (or a draw) and why. */
    fun result(variant: Variant, result: GameResult): String {
        fun name(seat: Int) = seatName(variant, seat)
        val winners = winners(result)
        val head = when {
            winners.isEmpty() -> coreText(lang, "result-draw")
            winners.size == 1 -> coreTextWith(lang, "result-win", listOf(TextArg("winner", TextValue.Text(name(winners[0])))))
            else -> coreTextWith(lang, "result-team-win", listOf(TextArg("winners", TextValue.Text(winners.joinToString(if (lang == "de") " und " else " and ") { name(it) }))))
        }
        return head.replaceFirstChar { it.uppercase() } + ": " + coreText(lang, "reason-" + kebab(result.reason.name))
    }

    /**
     * "Your Elo: 1234 · 31 rated games", or while provisional "Your Elo: 1209 ·
     * provisional: 1 of 20 rated games" (the games counted once); the count
     * and its plural are the core's. Rounded, as the rating changes show it.
     */
    fun yourRating(rating: Double, games: UInt, provisional: Boolean): String =
        (if (lang == "de") "Deine Elo-Zahl: " else "Your Elo: ") + "${rating.roundToInt()} · " +
            coreCount(lang, if (provisional) "provisional" else "rated-games", games.toLong())

    /** The core names levels in the settings' language, which these strings are in too. */
    fun opponentName(opponent: Opponent): String = opponent.name
    fun levelName(level: LevelInfo): String = level.name

    /** The question before a step that loses a rated game or makes it unrated, in the core's words. */
    fun confirmation(confirmation: Confirmation): String = when (confirmation) {
        Confirmation.Resign -> coreText(lang, "confirm-resign-rated")
        is Confirmation.Abandon -> coreTextWith(lang, "confirm-abandon-rated", listOf(TextArg("game", TextValue.Text(gameName(confirmation.variant)))))
        Confirmation.Hint -> coreText(lang, "confirm-hint-unrated")
        Confirmation.Undo -> coreText(lang, "confirm-undo-unrated")
    }

    /** Its yes: the step itself ("Resign", "Show hint", "Take back"). */
    fun confirmButton(confirmation: Confirmation): String = coreText(
        lang,
        when (confirmation) {
            Confirmation.Resign, is Confirmation.Abandon -> "confirm-resign"
            Confirmation.Hint -> "confirm-hint"
            Confirmation.Undo -> "confirm-undo"
        },
    )
    val keepPlaying: String get() = coreText(lang, "confirm-keep-playing")
    /** The die's blank face before a roll: what it says, and where a tap rolls it. */
    val dieNotRolled: String get() = coreText(lang, "die-not-rolled")
    val dieTapToRoll: String get() = coreText(lang, "die-tap-to-roll")

    /** Any game's name: the games of three and four in this language. */
    fun gameName(variant: Variant): String = if (variant.isMultiplayer) variantName(variant) else app.zabel.ui.gameName(variant)

    /** Who sat where, one line per seat: "Red: Person". */
    fun players(variant: Variant, players: List<PlayerKind>): List<String> =
        players.mapIndexed { seat, player -> "${this.seat(variant, seat)}: ${player(player)}" }

    /** Every seat's score: "Red 1 · Blue 0", "Attackers ½ · Defenders ½". */
    fun scores(variant: Variant, result: GameResult): String = result.scores.withIndex().joinToString(" · ") { (seat, score) ->
        "${this.seat(variant, seat)} " + when (score) {
            Score.WIN -> "1"
            Score.DRAW -> "½"
            Score.LOSS -> "0"
        }
    }
}

val EN = Strings(
    lang = "en",
    continueGame = "Continue game",
    newGame = "New game",
    history = "History",
    rating = "Rating",
    settings = "Settings",
    back = "Back",
    opponents = "Choose your opponent",
    suggested = "Fair match",
    expectedScore = { "you score ${percentText("en", it)}" },
    friend = "A friend on this phone",
    newGameOf = { "New game of $it" },
    opponent = "Opponent",
    notRatedYet = "not rated yet",
    yourSide = "Your side",
    shieldwall = "Shieldwall",
    shieldwallHint = "Whole rows of men at the edge can be captured at once.",
    watch = "Watch two computers",
    setup = "Arrange your stones",
    setupHint = "Tap a stone, then the square to swap it with.",
    random = "Random",
    whoStarts = "Who starts",
    you = "You",
    computer = "Computer",
    start = "Start",
    roll = "Roll",
    undo = "Undo",
    hint = "Hint",
    hintWorking = "Working out a hint…",
    cancel = "Cancel",
    resign = "Resign",
    thinking = "The computer is thinking…",
    noRoll = "One stone left: no roll",
    dieHidden = "?",
    player = { if (it is PlayerKind.Computer) "Computer (level ${it.level})" else "Person" },
    choosePiece = { if (it == Variant.KOENIGSZABEL) "Choose a piece to move" else "Choose a stone" },
    chooseTarget = "Choose where to move",
    rollPrompt = "Roll the die",
    ratingChange = { "Rating ${ratingChangeText("en", it)}" },
    unrated = "Not rated (undo, hint, or no rated computer opponent)",
    review = "Review",
    reviewing = "Reviewing every move…",
    verdict = {
        when (it) {
            Verdict.FORCED -> "forced"
            Verdict.BEST -> "best"
            Verdict.GOOD -> "good"
            Verdict.INACCURACY -> "inaccuracy"
            Verdict.MISTAKE -> "mistake"
            Verdict.BLUNDER -> "blunder"
        }
    },
    winChance = { "win ${percentText("en", it)}" },
    chanceOf = { seat, share -> "$seat: ${percentText("en", share)}" },
    chanceGraph = { seat -> "Chance of $seat, move by move" },
    chanceGraphAt = { ply, share -> "after move $ply: ${percentText("en", share)}" },
    playAgain = "Play again",
    home = "Home",
    noGames = "No finished games yet.",
    replay = "Replay",
    ply = { ply, of -> "Move $ply of $of" },
    levels = "The computer's levels",
    noRatedGames = "Play the computer to get a rating.",
    showDie = "Show the die",
    highlightMoves = "Highlight possible moves",
    defaultLevel = "Default level",
    language = "Language",
    exportBackup = "Export backup",
    importBackup = "Import backup",
    shareBackup = "Share backup",
    backupFileFailed = "The chosen file could not be opened.",
    exported = { "Saved to $it" },
    imported = { added, skipped -> "$added games added, $skipped already there" },
    recovered = { "The database was damaged and rebuilt from a backup ($it games)." },
    manyPlayers = "EinStein for 3 or 4 players",
    newManyPlayers = "EinStein for 3 or 4",
    game = "Game",
    variantName = {
        when (it) {
            Variant.QUATTRO_DIAGONAL -> "Quattro: partners diagonal"
            Variant.QUATTRO_LONGLINE -> "Quattro: partners side by side"
            Variant.TRIO -> "Trio: one against two"
            else -> gameName(it)
        }
    },
    variantHint = {
        when (it) {
            Variant.QUATTRO_DIAGONAL -> "Four players, two teams: partners sit in opposite corners."
            Variant.QUATTRO_LONGLINE -> "Four players, two teams: partners sit side by side."
            Variant.TRIO -> "Three players: the top left corner plays alone against the other two."
            else -> ""
        }
    },
    seats = "Who plays at each seat",
    team = { "Team ${it + 1}" },
    droppedOut = "out",
    handOver = { "Hand the phone to $it" },
    handOverGo = { "I am $it – go" },
    handOverHint = "The next move is another person's. Pass the phone on, then tap.",
    unratedTeams = "Games of three and four are not rated.",
    rules = "Rules",
    luck = { "roll ${signed(it * 100)}%" },
    better = "better",
    chartGames = "rated games →",
    provisionalGames = "provisional",
    canGoTo = { "Can move to $it" },
    played = { "Played $it" },
    captured = { "Captured $it" },
)

val DE = Strings(
    lang = "de",
    continueGame = "Partie fortsetzen",
    newGame = "Neue Partie",
    history = "Verlauf",
    rating = "Wertung",
    settings = "Einstellungen",
    back = "Zurück",
    opponents = "Wähle deinen Gegner",
    suggested = "Ausgeglichen",
    expectedScore = { "du erzielst ${percentText("de", it)}" },
    friend = "Zu zweit an einem Gerät",
    newGameOf = { "Neue Partie $it" },
    opponent = "Gegner",
    notRatedYet = "noch ohne Wertung",
    yourSide = "Deine Seite",
    shieldwall = "Schildwall",
    shieldwallHint = "Ganze Reihen von Männern am Rand können auf einmal geschlagen werden.",
    watch = "Zwei Computern zusehen",
    setup = "Stelle deine Steine auf",
    setupHint = "Tippe einen Stein an, dann das Feld, mit dem er tauscht.",
    random = "Zufällig",
    whoStarts = "Wer beginnt",
    you = "Du",
    computer = "Computer",
    start = "Los",
    roll = "Würfeln",
    undo = "Zurücknehmen",
    hint = "Tipp",
    hintWorking = "Der Tipp wird berechnet…",
    cancel = "Abbrechen",
    resign = "Aufgeben",
    thinking = "Der Computer denkt nach…",
    noRoll = "Ein Stein übrig: kein Wurf",
    dieHidden = "?",
    player = { if (it is PlayerKind.Computer) "Computer (Stufe ${it.level})" else "Mensch" },
    choosePiece = { if (it == Variant.KOENIGSZABEL) "Wähle die Figur, die zieht" else "Wähle einen Stein" },
    chooseTarget = "Wähle das Zielfeld",
    rollPrompt = "Würfle",
    ratingChange = { "Wertung ${ratingChangeText("de", it)}" },
    unrated = "Nicht gewertet (Zurücknehmen, Tipp oder kein gewerteter Computergegner)",
    review = "Analyse",
    reviewing = "Jeder Zug wird bewertet…",
    verdict = {
        when (it) {
            Verdict.FORCED -> "erzwungen"
            Verdict.BEST -> "bester Zug"
            Verdict.GOOD -> "gut"
            Verdict.INACCURACY -> "Ungenauigkeit"
            Verdict.MISTAKE -> "Fehler"
            Verdict.BLUNDER -> "grober Fehler"
        }
    },
    winChance = { "Gewinnchance ${percentText("de", it)}" },
    chanceOf = { seat, share -> "$seat: ${percentText("de", share)}" },
    chanceGraph = { seat -> "Chance für $seat, Zug für Zug" },
    chanceGraphAt = { ply, share -> "nach Zug $ply: ${percentText("de", share)}" },
    playAgain = "Noch einmal",
    home = "Start",
    noGames = "Noch keine beendeten Partien.",
    replay = "Nachspielen",
    ply = { ply, of -> "Zug $ply von $of" },
    levels = "Die Spielstufen des Computers",
    noRatedGames = "Spiele gegen den Computer, um eine Wertung zu bekommen.",
    showDie = "Würfel anzeigen",
    highlightMoves = "Mögliche Züge markieren",
    defaultLevel = "Standard-Spielstufe",
    language = "Sprache",
    exportBackup = "Sicherung exportieren",
    importBackup = "Sicherung importieren",
    shareBackup = "Sicherung teilen",
    backupFileFailed = "Die gewählte Datei ließ sich nicht öffnen.",
    exported = { "Gespeichert in $it" },
    imported = { added, skipped -> "$added Partien hinzugefügt, $skipped schon vorhanden" },
    recovered = { "Die Datenbank war beschädigt und wurde aus einer Sicherung wiederhergestellt ($it Partien)." },
    manyPlayers = "EinStein zu dritt oder viert",
    newManyPlayers = "EinStein zu dritt oder viert",
    game = "Spiel",
    variantName = {
        when (it) {
            Variant.QUATTRO_DIAGONAL -> "Quattro: Partner über Eck"
            Variant.QUATTRO_LONGLINE -> "Quattro: Partner nebeneinander"
            Variant.TRIO -> "Trio: einer gegen zwei"
            else -> gameName(it)
        }
    },
    variantHint = {
        when (it) {
            Variant.QUATTRO_DIAGONAL -> "Vier Spieler, zwei Teams: Partner sitzen in gegenüberliegenden Ecken."
            Variant.QUATTRO_LONGLINE -> "Vier Spieler, zwei Teams: Partner sitzen nebeneinander."
            Variant.TRIO -> "Drei Spieler: die Ecke oben links spielt allein gegen die beiden anderen."
            else -> ""
        }
    },
    seats = "Wer spielt an welchem Platz",
    team = { "Team ${it + 1}" },
    droppedOut = "ausgeschieden",
    handOver = { "Gib das Gerät an $it" },
    handOverGo = { "Ich bin $it – los" },
    handOverHint = "Der nächste Zug gehört jemand anderem. Gib das Gerät weiter und tippe dann.",
    unratedTeams = "Partien zu dritt und zu viert werden nicht gewertet.",
    rules = "Regeln",
    luck = { "Wurf ${signed(it * 100)} %" },
    better = "besser",
    chartGames = "gewertete Partien →",
    provisionalGames = "vorläufig",
    canGoTo = { "Kann ziehen nach $it" },
    played = { "Gespielt: $it" },
    captured = { "Geschlagen: $it" },
)

/** The catalog key of an error: "error-" and its type in kebab case. */
fun errorKey(error: ZabelException): String = "error-" + kebab(error::class.simpleName ?: "Internal")

/** "NoHumanToResign" and "KING_ESCAPED" → "no-human-to-resign", "king-escaped". */
fun kebab(name: String): String =
    if (name.contains('_') || name.all { !it.isLetter() || it.isUpperCase() }) name.lowercase().replace('_', '-')
    else name.replace(Regex("(?<=[a-z0-9])(?=[A-Z])"), "-").lowercase()

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
        result?.let { parts += s.result(variant, it) }
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
    return Announcement(now.variant, played, captured, moving?.name, targets, result).takeUnless { it.isEmpty }
}

/** Every game's seats as the core names them in each language, asked once. */
private val SEATS: Map<Pair<String, Variant>, List<SeatInfo>> by lazy {
    listOf("en", "de").flatMap { lang -> Variant.entries.map { (lang to it) to variantSeats(it, lang) } }.toMap()
}

private fun seatInfo(lang: String, variant: Variant, seat: Int): SeatInfo? = SEATS[lang to variant]?.getOrNull(seat)

fun strings(language: String): Strings = if (language == "de") DE else EN

/** A game's name, the same in every language. */
fun gameName(variant: Variant): String = when (variant) {
    Variant.EINSTEIN -> "EinStein würfelt nicht!"
    Variant.KOENIGSZABEL -> "Königszabel"
    Variant.QUATTRO_DIAGONAL, Variant.QUATTRO_LONGLINE -> "Quattro"
    Variant.TRIO -> "Trio"
}

/** EinStein for three or four players on 6×6. */
val Variant.isMultiplayer: Boolean get() = this == Variant.QUATTRO_DIAGONAL || this == Variant.QUATTRO_LONGLINE || this == Variant.TRIO

/** The seats won: a team's, or one player's. */
fun winners(result: GameResult): List<Int> = result.scores.withIndex().filter { it.value == Score.WIN }.map { it.index }

/** The short name a rating goes by: its tab. */
fun ratingName(variant: Variant): String = if (variant == Variant.EINSTEIN) "EinStein" else gameName(variant)

private fun signed(delta: Double) = (if (delta >= 0) "+" else "") + delta.toInt()
