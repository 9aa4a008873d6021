package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.FirstMover
import app.zabel.core.GameConfig
import app.zabel.core.Variant
import app.zabel.core.GameOptions
import app.zabel.core.NotatedRecord
import app.zabel.core.GameView
import app.zabel.core.LevelInfo
import app.zabel.core.CourseEntry
import app.zabel.core.LessonCourse
import app.zabel.core.lessonCourse
import app.zabel.core.Opponent
import app.zabel.core.Placement
import app.zabel.core.RatedSeat
import app.zabel.core.sidesDiffer
import app.zabel.core.PlayerKind
import app.zabel.core.LevelRecord
import app.zabel.core.PlayerRating
import app.zabel.core.GameSummary
import app.zabel.core.ratedVariants
import app.zabel.core.RatingPoint
import app.zabel.core.Replay
import app.zabel.core.Session
import app.zabel.core.Settings
import app.zabel.core.Zabel
import app.zabel.core.ZabelException
import app.zabel.core.paceMillis
import app.zabel.core.variantSeatCount
import kotlinx.coroutines.CoroutineScope
import kotlin.time.Duration
import kotlin.time.Duration.Companion.milliseconds

/** How many of the last games a replay's title is looked for among, when the history list has not shown it. */
private const val SUMMARY_SEARCH = 200u

/** Where the app is. */
sealed interface Screen {
    data object Home : Screen
    /** EinStein's opponents; the human then arranges the stones. */
    data object Opponents : Screen
    /** A new Königszabel game: the opponent, the human's side, the shieldwall option. */
    data object NewKoenigszabel : Screen
    /** A new game of three or four: the game, and a person or a computer's level at each seat. */
    data object NewQuattro : Screen
    /** Arranging the human's stones before an EinStein game of [red] against [blue]. */
    data class Setup(val red: PlayerKind, val blue: PlayerKind) : Screen
    data object Board : Screen
    data object History : Screen
    /** A finished game step by step: game [gameId] of the history, or (null) one opened from a record, which is in no history. */
    data class Replaying(val gameId: ULong?) : Screen
    /** The player's rating in one game. */
    data class Rating(val kind: Variant = Variant.EINSTEIN) : Screen
    data object Settings : Screen
    /** The app's version, licences and the rules' sources; Back returns to the settings. */
    data object About : Screen
    /** One game's rules in short, from the core's catalog. */
    data class Rules(val variant: Variant, val back: Screen = Home) : Screen
    /** The courses of lessons and what is done: every course, or ([only]) one game's, opened beside its rules; Back goes to [back]. */
    data class Learn(val only: LessonCourse? = null, val back: Screen = Home) : Screen
    /** A lesson on the board ([ZabelState.lessons]); Back goes to the courses it was started from. */
    data object Lesson : Screen
    /** Puzzles: one in play ([ZabelState.puzzles]), the game and theme picked, the player's puzzle rating. */
    data object Puzzles : Screen
}

/** A game chosen on Home whose lessons the core says to offer first, and the new-game screen it leads to. */
data class LessonOffer(val variant: Variant, val then: Screen)

/** A step that loses a rated game or makes it unrated, waiting for the player's yes. */
sealed interface Confirmation {
    /** Resigning the rated game on the board. */
    data object Resign : Confirmation
    /** Starting [config] over the rated game of [variant] left unfinished: the core resigns it. */
    data class Abandon(val variant: Variant, val config: GameConfig) : Confirmation
    /** A hint in the rated game on the board: the core makes it unrated. */
    data object Hint : Confirmation
    /** Taking a move back in the rated game on the board: the core makes it unrated. */
    data object Undo : Confirmation
}

/** The rating screen of one game: the rating, one point per rated game, the levels to play. */
data class RatingSummary(
    val rating: PlayerRating?,
    val points: List<RatingPoint>,
    val opponents: List<Opponent>,
    /** The fair match over both seats; none where the sides differ (then [fairBySeat]). */
    val suggested: Opponent?,
    /** The fair match from each seat, first mover first, where the sides differ so much that one average would mislead. */
    val fairBySeat: List<UByte?>,
    /** The best rating reached after a rated game; none before the first. */
    val best: Double? = null,
    /** The person's results against each level played, by level; levels never played are missing. */
    val records: Map<UByte, LevelRecord> = emptyMap(),
)

/**
 * The app's frame: which screen is shown, the settings, the one notice line
 * and the questions asked before a rated game is lost or made unrated. What
 * each screen keeps has a holder of its own ([game], [choices], [setup],
 * [replay], [review], [hints], [history], [exchange]); this wires them to the
 * core and to each other. It decides no rule and touches no storage.
 */
class ZabelState(
    private val zabel: Zabel,
    private val scope: CoroutineScope,
    /** The system's pickers, share sheet and clipboard, for backups and game records. */
    private val files: SystemFiles,
    /** The system asks for reduced motion: the computers' moves come one after another, without the settings' pace. */
    var reduceMotion: Boolean = false,
    /** How many finished games the history reads at a time. */
    historyPage: UInt = 40u,
    /** The platform's sound and vibration, played when the settings allow. */
    private val feedback: Feedback = Feedback {},
) {
    var screen: Screen by mutableStateOf(Screen.Home)
        private set
    var settings: Settings by mutableStateOf(zabel.settings())
        private set
    val strings: Strings get() = strings(settings.language)

    /** The game on the board as the core draws it. */
    val view: GameView? get() = game.view
    /** [GameInPlay.announcement] in the language of the moment: a language switch says it anew. */
    val announcementText: String get() = game.announcement?.text(strings, view) ?: ""
    /** The computer's progress, 0..1, while it thinks. */
    val thinking: Double? get() = game.thinking
    /** One line for the user: an ignored tap, an error, a backup done. */
    var notice: Notice? by mutableStateOf(null)
        private set
    val message: String? get() = notice?.say(strings)
    var canContinue: Boolean by mutableStateOf(false)
        private set
    /** Asked before a rated game is lost (resigning, starting another) or made unrated (a hint, an undo). */
    var confirmation: Confirmation? by mutableStateOf(null)
        private set

    private val failed: (ZabelException) -> Unit = { e -> notice = Notice({ said -> said.error(e) }) }

    /** The new-game screens' choices; Königszabel's opponent is first the fair level for the attackers. */
    val choices = NewGameChoices(taflLevel = null)
    /** The person's stones before an EinStein game. */
    val setup = SetupArrangement(failed)

    /** The finished game on the replay screen, and its move. */
    val replay = ReplayCursor(failed)
    /** The review of the game replayed or just finished. */
    val review = GameReview(scope, failed)
    /** The hint for the game on the board. */
    val hints = GameHint(scope, failed)
    /** The game on the board. */
    val game = GameInPlay(scope, { computerPace }, { settings.sound }, feedback, { notice = it }, failed, hints)
    /** The lesson on the Learn screen; its words in the language of the moment it starts. */
    val lessons = LessonInPlay(
        start = { id -> attempt { zabel.startLesson(id, settings.language) } },
        courses = ::courses,
        failed = failed,
    )
    /** The puzzle on the Puzzles screen; its words in the language of the moment it is fetched. */
    val puzzles = PuzzleInPlay(
        fetch = { variant, theme -> zabel.nextPuzzle(variant, theme, settings.language) },
        readStanding = { variant -> attempt { zabel.puzzleStanding(variant, settings.language) } },
        failed = failed,
    )
    /** The courses a lesson started from, where its Back goes. */
    private var learnFrom: Screen.Learn = Screen.Learn()
    /** Asked before a game's new-game screen, the first time the core says to ([chooseGame]). */
    var lessonOffer: LessonOffer? by mutableStateOf(null)
        private set
    /** Backups and records through the system's pickers, share sheet and clipboard. */
    val exchange = FileExchange(zabel, files, scope, { strings }, ::shownRecords, { notice = it }, ::showRecord)

    /** How long a computer's move stays in view before the next computer moves: the settings' pace, none with reduced motion. */
    val computerPace: Duration get() = if (reduceMotion) Duration.ZERO else paceMillis(settings.pace).toLong().milliseconds

    init {
        // The core's own words for what it restored and what was lost, asked again in the language of the moment.
        if (attempt { zabel.recovery() } != null) notice = Notice({ attempt { zabel.recovery() }?.text?.trimEnd().orEmpty() })
        canContinue = attempt { zabel.hasInterruptedGame() } ?: false
        choices.taflLevel = suggested(Variant.KOENIGSZABEL, choices.taflSeat)?.level ?: 1u
    }

    private inline fun <T> attempt(body: () -> T): T? = try {
        body()
    } catch (e: ZabelException) {
        failed(e)
        null
    }

    fun dismissMessage() { notice = null }

    fun go(to: Screen) {
        notice = null
        if (to != Screen.Board) {
            game.stop()
            hints.stop()
        }
        review.stop()
        if (to !is Screen.Replaying) replay.close()
        if (to != Screen.Lesson) lessons.close()
        if (to != Screen.Puzzles) puzzles.close()
        if (to is Screen.Learn) learnFrom = to
        when (to) {
            Screen.Home -> canContinue = attempt { zabel.hasInterruptedGame() } ?: false
            is Screen.Setup -> setup.begin(to.red, to.blue)
            // An opened record's replay is shown by openRecord, which has it already.
            is Screen.Replaying -> to.gameId?.let { showReplay(attempt { zabel.replay(it) }) }
            // Back from a replay keeps the filters and the pages read; from anywhere else a game may have finished since.
            Screen.History -> if (screen !is Screen.Replaying) history.show()
            // The game last picked, its standing read again and a puzzle near it.
            Screen.Puzzles -> puzzles.select(puzzles.variant)
            else -> {}
        }
        screen = to
    }

    /**
     * Back, for the screens' back buttons and the system's Back (Android's
     * gesture or button): a replay goes to the history, a rules page to the
     * screen that opened it, every other screen Home — a game too, which
     * stays there to continue. An open question is answered no. On Home
     * there is nowhere to go: false, and the system's Back closes the app.
     */
    fun back(): Boolean {
        if (confirmation != null) {
            keepPlaying()
            return true
        }
        if (lessonOffer != null) {
            dismissLessonOffer()
            return true
        }
        go(
            when (val now = screen) {
                Screen.Home -> return false
                is Screen.Replaying -> Screen.History
                is Screen.Rules -> now.back
                is Screen.Learn -> now.back
                Screen.Lesson -> learnFrom
                Screen.About -> Screen.Settings
                else -> Screen.Home
            },
        )
        return true
    }

    /** Whether [back] has somewhere to go; else the system's Back is the system's. */
    val handlesBack: Boolean get() = screen != Screen.Home || confirmation != null || lessonOffer != null

    // Data for the list screens, read from the core when shown.
    fun opponents(kind: Variant = Variant.EINSTEIN) = attempt { zabel.opponents(kind) } ?: emptyList()
    /** The level nearest an even game: from [seat] once the player has chosen a side, else over both. */
    fun suggested(kind: Variant = Variant.EINSTEIN, seat: RatedSeat? = null) = attempt { zabel.suggestedOpponent(kind, seat) }
    /** The levels a seat of [variant] may have, weakest first. */
    fun levels(variant: Variant): List<LevelInfo> = attempt { zabel.levels(variant) } ?: emptyList()
    fun rules(variant: Variant): String = app.zabel.core.rulesText(settings.language, variant)
    /** The history screen's list: read when the screen is shown, filtered and paged by the core. */
    val history = HistoryList(
        load = { limit, before, filter -> attempt { zabel.history(limit, before, filter) } },
        played = { attempt { zabel.playedVariants() } },
        page = historyPage,
    )
    /** The last [count] games finished, newest first, for Home's pane beside the games. */
    fun recentGames(count: UInt = RECENT_GAMES): List<GameSummary> = attempt { zabel.history(count, null) } ?: emptyList()

    /** Game [id]'s history entry: from the list shown, else among the last games finished. */
    fun summaryOf(id: ULong): GameSummary? =
        history.games.firstOrNull { it.id == id } ?: recentGames(SUMMARY_SEARCH).firstOrNull { it.id == id }

    /** A computer opponent by its level's name alone ("Thrall"), as a title has room for; a person as the core says. */
    fun opponentName(variant: Variant, player: PlayerKind): String =
        (player as? PlayerKind.Computer)?.let { computer -> levels(variant).firstOrNull { it.level == computer.level }?.name }
            ?: strings.player(variant, player)

    /**
     * Who plays whom in the game on the board, as the core rates them: each
     * seat's line, the person's rating once they have one, a computer's
     * rating and its level's line, and the person's expected score against
     * it from the seat they play (over both where the sides do not differ).
     * None in a game of three or four, whose seats are listed beside the board.
     */
    fun opening(): Opening? {
        val shown = view ?: return null
        if (shown.variant.isMultiplayer) return null
        val variant = shown.variant
        val players = shown.seats.map { it.player }
        val levels = levels(variant)
        val people = players.withIndex().filter { it.value is PlayerKind.Human }
        val person = people.singleOrNull()?.takeIf { variant in ratedVariants() }?.let { attempt { zabel.rating(variant) } }?.takeIf { it.games > 0u }
        val lines = strings.players(variant, players)
        val computer = players.filterIsInstance<PlayerKind.Computer>().singleOrNull()
        val chance = people.singleOrNull()?.let { (seat, _) ->
            computer?.let { opponents(variant).firstOrNull { it.level == computer.level } }?.let { opponent ->
                val share = if (sidesDiffer(variant)) opponent.expectedBySeat.getOrNull(seat) else opponent.expectedScore
                val name = levels.firstOrNull { it.level == computer.level }?.name
                if (share != null && name != null) seat to Chance(share, name) else null
            }
        }
        val seats = shown.seats.map { seat ->
            val level = (seat.player as? PlayerKind.Computer)?.let { computer -> levels.firstOrNull { it.level == computer.level } }
            OpeningSeat(
                seat.seat, lines[seat.seat.toInt()], level?.rating ?: person?.rating?.takeIf { seat.player is PlayerKind.Human }, level?.description,
                chance?.takeIf { it.first == seat.seat.toInt() }?.second,
            )
        }
        return Opening(seats)
    }

    /** The person's rating in each rated game with a rated game played, for Home. */
    fun homeRatings(): Map<Variant, PlayerRating> =
        ratedVariants().mapNotNull { kind -> attempt { zabel.rating(kind) }?.takeIf { it.games > 0u }?.let { kind to it } }.toMap()

    fun ratingSummary(kind: Variant): RatingSummary {
        val bySide = sidesDiffer(kind)
        val standing = attempt { zabel.standing(kind) }
        return RatingSummary(
            rating = attempt { zabel.rating(kind) },
            points = attempt { zabel.ratingHistory(kind) } ?: emptyList(),
            opponents = opponents(kind),
            suggested = if (bySide) null else suggested(kind),
            fairBySeat = if (bySide) listOf(RatedSeat.FIRST, RatedSeat.SECOND).map { suggested(kind, it)?.level } else emptyList(),
            best = standing?.best,
            records = standing?.levels?.associateBy { it.level } ?: emptyMap(),
        )
    }

    /** Every course with its lessons and which are done, as the core keeps them, in the language of the moment. */
    fun courses(): List<CourseEntry> = attempt { zabel.lessonCourses(settings.language) } ?: emptyList()

    /** Lesson [id] on the board; Back goes to [from], the courses it was chosen in. */
    fun startLesson(id: String, from: Screen.Learn = learnFrom) {
        learnFrom = from
        if (lessons.begin(id)) go(Screen.Lesson)
    }

    /**
     * A game chosen on Home: its new-game screen [then], unless the core
     * says to offer the game's lessons first (it has not been played, learnt
     * or declined), which then waits for the person's answer.
     */
    fun chooseGame(variant: Variant, then: Screen) {
        if (attempt { zabel.offerLessons(variant) } == true) lessonOffer = LessonOffer(variant, then) else go(then)
    }

    /** "Show me": the course's next lesson, Back to that course's list. */
    fun acceptLessons() {
        val offer = lessonOffer ?: return
        lessonOffer = null
        val course = lessonCourse(offer.variant)
        val entry = courses().firstOrNull { it.course == course } ?: return
        val from = Screen.Learn(course)
        val id = entry.next ?: entry.lessons.firstOrNull()?.id
        if (id == null) go(from) else startLesson(id, from)
    }

    /** "No, thanks": the core remembers it, and the game's new-game screen follows. */
    fun declineLessons() {
        val offer = lessonOffer ?: return
        lessonOffer = null
        attempt { zabel.declineLessons(offer.variant) }
        go(offer.then)
    }

    /** The offer put away unanswered (Back, a tap outside): asked again next time. */
    fun dismissLessonOffer() {
        lessonOffer = null
    }

    /** The human plays red against [level]. */
    fun chooseOpponent(level: UByte) = go(Screen.Setup(PlayerKind.Human, PlayerKind.Computer(level)))
    fun chooseFriend() = go(Screen.Setup(PlayerKind.Human, PlayerKind.Human))
    /** The new-game screen of the game [variant], to play it again. */
    fun playAgain(variant: Variant) = go(
        when {
            variant == Variant.KOENIGSZABEL -> Screen.NewKoenigszabel
            variant.isMultiplayer -> Screen.NewQuattro.also { choices.quattroVariant = variant }
            else -> Screen.Opponents
        },
    )

    /** How many play [variant], as the core seats it. */
    fun seatCount(variant: Variant) = variantSeatCount(variant).toInt()

    /** Starts the chosen game of three or four; the core draws who starts and refuses a seating it cannot play. */
    fun startQuattro() = start(choices.quattro())

    /** The human seat to hand the device to before it plays, while the board is shown ([GameInPlay.handOver]). */
    val handOver: UByte? get() = if (screen == Screen.Board) game.handOver else null

    /** The next person has the device. */
    fun handedOver() = game.handedOver()

    /** Starts Königszabel with the new-game screen's choices; the core decides the rest. */
    fun startKoenigszabel() = start(choices.koenigszabel())

    fun watch(red: UByte, blue: UByte) = start(einstein(PlayerKind.Computer(red), PlayerKind.Computer(blue), FirstMover.RANDOM))

    private fun einstein(red: PlayerKind, blue: PlayerKind, first: FirstMover, redSetup: List<Placement> = emptyList(), blueSetup: List<Placement> = emptyList()) =
        GameConfig(listOf(red, blue), GameOptions.Einstein(first, redSetup, blueSetup), null)

    /** The setup board, as the core draws it: turned as the game's board will be for these players. */
    fun setupBoard() = (screen as? Screen.Setup)?.let { players ->
        attempt { app.zabel.core.setupBoard(setup.side, setup.placements, listOf(players.red, players.blue)) }
    }

    fun startFromSetup() {
        val players = screen as? Screen.Setup ?: return
        val (red, blue) = setup.bySide
        start(einstein(players.red, players.blue, choices.firstMover, red, blue))
    }

    fun start(config: GameConfig) {
        val unfinished = attempt { zabel.interruptedGame() }
        if (unfinished?.counts == true) {
            confirmation = Confirmation.Abandon(unfinished.variant, config)
            return
        }
        startNow(config)
    }

    private fun startNow(config: GameConfig) {
        val started = attempt { zabel.newGame(config) } ?: return
        show(started)
    }

    /** The player said yes to [confirmation]. */
    fun confirm() {
        val asked = confirmation ?: return
        confirmation = null
        when (asked) {
            Confirmation.Resign -> resignNow()
            is Confirmation.Abandon -> startNow(asked.config)
            Confirmation.Hint -> hintNow()
            Confirmation.Undo -> undoNow()
        }
    }

    fun keepPlaying() {
        confirmation = null
    }

    fun continueGame() {
        val resumed = attempt { zabel.resume() } ?: return
        show(resumed)
    }

    private fun show(next: Session) {
        hints.stop()
        hints.clear()
        review.clear()
        game.begin(next)
        go(Screen.Board)
        game.play()
    }

    fun roll() = game.roll()
    /** Takes a move back; that makes a rated game unrated, so there it asks first (when there is one to take back). */
    fun undo() {
        if (view?.rated == true && view?.canUndo == true) confirmation = Confirmation.Undo else undoNow()
    }
    private fun undoNow() = game.undo()
    fun resign() {
        if (view?.rated == true) confirmation = Confirmation.Resign else resignNow()
    }
    private fun resignNow() = game.resign()

    /** A tap on the board's square named [square]; the core decides what it means. */
    fun tap(square: String) = game.tap(square)

    /**
     * Asks the core for a hint; it works it out off the UI thread while
     * [hints] runs. An answered hint makes a rated game unrated, so there it asks first.
     */
    fun hint() {
        if (hints.running) return
        if (view?.rated == true) confirmation = Confirmation.Hint else hintNow()
    }

    private fun hintNow() = game.askHint()

    fun cancelHint() = hints.cancel()

    /** Reviews the game being replayed, or else the one just finished. */
    fun startReview() {
        if (review.ui.running) return
        val shown = replay.replay
        val target = shown ?: view?.gameId?.let { id -> attempt { zabel.replay(id) } } ?: return
        review.start(target, owned = target !== shown)
    }

    private fun showReplay(opened: Replay?) {
        review.clear()
        replay.open(opened)
    }

    fun stepReplay(delta: Int) = replay.step(delta)

    /**
     * The replay at the position after [ply] plies, as the core replays it:
     * a tap on a reviewed move or on the review's graph goes to that move.
     */
    fun showReplayPly(ply: UInt) = replay.show(ply)

    /**
     * A reviewed move of the game just finished, tapped on the game-over
     * page: the game's replay at that move, with its review (kept by the
     * core, so not worked out again). Back goes to the history, where the game now is.
     */
    fun replayFinishedAt(ply: UInt) {
        val id = view?.gameId ?: return
        go(Screen.Replaying(id))
        showReplayPly(ply)
        startReview()
    }

    fun saveSettings(changed: Settings) {
        attempt { zabel.saveSettings(changed) } ?: return
        val retold = changed.language != settings.language
        settings = changed
        game.redraw(changed)
        if (retold) retellReplayAndReview() else replay.redraw()
    }

    /**
     * The replay and the review in the language just chosen: the core words
     * a replay (its squares, its review's rows and sums) in the language it
     * was opened in, so the game is opened anew and, where it was reviewed,
     * its review asked again (the core keeps it, so it is not worked out
     * again). The old words stay in view until the new ones are there.
     */
    private fun retellReplayAndReview() {
        val reviewed = review.ui.reviews != null || review.ui.running
        val shown = replay.replay
        val again = when {
            shown != null -> attempt { shown.gameId()?.let { zabel.replay(it) } ?: zabel.openRecord(shown.game().record) }
            reviewed -> view?.gameId?.let { id -> attempt { zabel.replay(id) } }
            else -> null
        } ?: return
        if (shown != null) replay.reopen(again)
        // Without a replay shown, it is the review of the game just finished, opened for it alone.
        if (reviewed) {
            review.stop()
            review.start(again, owned = shown == null)
        }
    }

    /** The game shown in every notation it is shared in, Zabel's own first: the replay's, or the finished game's on the board. */
    private fun shownRecords(): List<NotatedRecord> =
        replay.replay?.records() ?: game.records() ?: emptyList()

    /**
     * The replay of a game opened from a record, shown as one from the
     * history is, with Back to the history.
     */
    private fun showRecord(opened: Replay) {
        go(Screen.Replaying(null))
        showReplay(opened)
    }

    /** Frees the core's objects; the app calls it when it closes. */
    fun close() {
        lessons.close()
        puzzles.close()
        review.stop()
        hints.stop()
        replay.close()
        game.close()
    }
}

/** A line for the user: [error] when something went wrong (an ignored tap, a failure, a recovery), else news of a thing done. */
/**
 * One line for the user, said in the language of the moment: a language
 * switch says it anew, as the announcement does.
 */
class Notice(val say: (Strings) -> String, val error: Boolean = true)
