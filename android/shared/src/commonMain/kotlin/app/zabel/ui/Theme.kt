package app.zabel.ui

import app.zabel.core.Score

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Typography
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight

/**
 * The board's colours (docs/design.md §4): maple squares in a walnut frame,
 * the wood dimmed in the dark, never inverted. Seats take their colour from
 * [seats] by index, so the board needs no game's side names; a side keeps its
 * hue in both themes (red stays red) and its stones a shape of their own
 * ([seatShape]), so no seat is known by its colour alone. [onSeats] is the
 * text on a seat's stones.
 *
 * The marks are quiet: one tint for the last move ([lastMove]), one for the
 * picked piece ([selection]), a dot where it may go ([target]) and a small
 * dot on a piece that can move ([movable]). The hint alone is an arrow, in a
 * colour of its own, cased in [casing] so it stays whole over any stone.
 */
data class BoardColors(
    val square: Color,
    val throne: Color,
    val castle: Color,
    val grid: Color,
    val frame: Color,
    /** The coordinates, on the frame. */
    val label: Color,
    /** The last move's from and to squares: a tint, alpha included. */
    val lastMove: Color,
    /** The picked piece's square: a tint of another hue, alpha included. */
    val selection: Color,
    /** The small dot on a piece that can move. */
    val movable: Color,
    /** The dot on a square the picked piece may go to, and the ring round a piece it may take. */
    val target: Color,
    /** The hint's arrow: the one arrow on the board. */
    val hint: Color,
    /** The squares a lesson's task names: a tint of a hue of its own (rose), alpha included, as the iOS app's. */
    val task: Color,
    /** A cross over the squares a refused move names in a lesson (the piece, what blocks it): the error's colour, in a shape no other mark has. */
    val refused: Color,
    /** The sight over a piece the picked one would capture in a lesson: the task's rose, whole. */
    val capturable: Color,
    val casing: Color,
    val seats: List<Color>,
    val onSeats: List<Color>,
    val pieceRim: Color,
    val crown: Color,
) {
    fun seat(index: UByte): Color = seats[index.toInt() % seats.size]
    fun onSeat(index: UByte): Color = onSeats[index.toInt() % onSeats.size]
}

val LightBoard = BoardColors(
    square = Color(0xFFE6CB9A), throne = Color(0xFFC9A66B), castle = Color(0xFFC9A66B), grid = Color(0xFF8C6A3E),
    frame = Color(0xFF7A5230), label = Color(0xFFF3E3C4),
    lastMove = Color(0xFF9BC700).copy(alpha = 0.42f), selection = Color(0xFF1F7A8C).copy(alpha = 0.40f),
    movable = Color(0xFF1F7A8C), target = Color(0xFF2A231B).copy(alpha = 0.35f),
    hint = Color(0xFF5B3FA0), casing = Color(0xFFF3E3C4),
    task = Color(0xFFB0306A).copy(alpha = 0.30f), refused = Color(0xFFB3261E), capturable = Color(0xFFB0306A),
    seats = listOf(Color(0xFFC0392B), Color(0xFF1F5FAE), Color(0xFF1E7F55), Color(0xFFE3B82A)),
    onSeats = listOf(Color.White, Color.White, Color.White, Color(0xFF2A231B)),
    pieceRim = Color.Black.copy(alpha = 0.35f), crown = Color(0xFFE9B949),
)

val DarkBoard = BoardColors(
    square = Color(0xFF7A5E3C), throne = Color(0xFF5E4829), castle = Color(0xFF5E4829), grid = Color(0xFF4E3A22),
    frame = Color(0xFF3C2A18), label = Color(0xFFE0CBA6),
    lastMove = Color(0xFFB5D93A).copy(alpha = 0.38f), selection = Color(0xFF4FB3C6).copy(alpha = 0.42f),
    movable = Color(0xFF8FE3F2), target = Color.Black.copy(alpha = 0.45f),
    hint = Color(0xFFC3B1F0), casing = Color(0xFF2A1D10),
    task = Color(0xFFE87BAA).copy(alpha = 0.34f), refused = Color(0xFFF2B8B5), capturable = Color(0xFFE87BAA),
    seats = listOf(Color(0xFFE0483C), Color(0xFF4C8EE0), Color(0xFF3DB57F), Color(0xFFEDC94A)),
    onSeats = listOf(Color(0xFF1A0F0C), Color(0xFF0C1420), Color(0xFF0C1A12), Color(0xFF2A231B)),
    pieceRim = Color.Black.copy(alpha = 0.55f), crown = Color(0xFFF0C85A),
)

/** Paper and walnut (docs/design.md §1): primary is never a side's colour, so a button never looks like a side. */
val LightScheme = lightColorScheme(
    primary = Color(0xFF6B4423), onPrimary = Color.White,
    primaryContainer = Color(0xFFF0DCC0), onPrimaryContainer = Color(0xFF2B1A08),
    secondary = Color(0xFF58635F), onSecondary = Color.White,
    secondaryContainer = Color(0xFFDCE5E0), onSecondaryContainer = Color(0xFF161F1C),
    tertiary = Color(0xFF7D5E00), onTertiary = Color.White,
    tertiaryContainer = Color(0xFFFFDF9A), onTertiaryContainer = Color(0xFF271900),
    background = Color(0xFFF5EFE4), onBackground = Color(0xFF2A231B),
    surface = Color(0xFFFBF7F0), onSurface = Color(0xFF2A231B),
    surfaceVariant = Color(0xFFECE3D4), onSurfaceVariant = Color(0xFF5C5245),
    outline = Color(0xFF8A7D6B), outlineVariant = Color(0xFFD6CAB6),
    error = Color(0xFFB3261E), onError = Color.White,
    errorContainer = Color(0xFFF9DEDC), onErrorContainer = Color(0xFF410E0B),
    inverseSurface = Color(0xFF3A3129), inverseOnSurface = Color(0xFFF5EFE4), inversePrimary = Color(0xFFE5BE8C),
)

val DarkScheme = darkColorScheme(
    primary = Color(0xFFE5BE8C), onPrimary = Color(0xFF3A2510),
    primaryContainer = Color(0xFF553A1E), onPrimaryContainer = Color(0xFFF6E3C8),
    secondary = Color(0xFFBCC8C3), onSecondary = Color(0xFF27322E),
    secondaryContainer = Color(0xFF3E4945), onSecondaryContainer = Color(0xFFD8E4DF),
    tertiary = Color(0xFFE9C45B), onTertiary = Color(0xFF3F2E00),
    tertiaryContainer = Color(0xFF5B4300), onTertiaryContainer = Color(0xFFFFDF9A),
    background = Color(0xFF1B1713), onBackground = Color(0xFFEEE5D8),
    surface = Color(0xFF221D18), onSurface = Color(0xFFEEE5D8),
    surfaceVariant = Color(0xFF342C24), onSurfaceVariant = Color(0xFFCFC3B2),
    outline = Color(0xFF9A8D7B), outlineVariant = Color(0xFF4A4036),
    error = Color(0xFFF2B8B5), onError = Color(0xFF601410),
    errorContainer = Color(0xFF8C1D18), onErrorContainer = Color(0xFFF9DEDC),
    inverseSurface = Color(0xFFEEE5D8), inverseOnSurface = Color(0xFF2A231B), inversePrimary = Color(0xFF6B4423),
)

/** Material's type scale with the titles in the platform's serif: the one typographic mark of the app (docs/design.md §2). */
private val ZabelTypography = Typography().let { base ->
    base.copy(
        headlineSmall = base.headlineSmall.copy(fontFamily = FontFamily.Serif, fontWeight = FontWeight.Medium),
        titleLarge = base.titleLarge.copy(fontFamily = FontFamily.Serif, fontWeight = FontWeight.Medium),
        titleMedium = base.titleMedium.copy(fontFamily = FontFamily.Serif, fontWeight = FontWeight.Medium),
    )
}

private val LocalBoardColors = staticCompositionLocalOf { LightBoard }

/** The history's badge of how a game ended for the person: won, drawn, lost, each with the text colour [on]. */
data class OutcomeColors(val won: Color, val drawn: Color, val lost: Color, val on: Color) {
    fun of(score: Score): Color = when (score) {
        Score.WIN -> won
        Score.DRAW -> drawn
        Score.LOSS -> lost
    }
}

private val LightOutcome = OutcomeColors(won = Color(0xFF2E7D32), drawn = Color(0xFF6B6358), lost = Color(0xFFB3261E), on = Color.White)
private val DarkOutcome = OutcomeColors(won = Color(0xFF81C784), drawn = Color(0xFFBDB3A5), lost = Color(0xFFF2B8B5), on = Color(0xFF1B1713))
private val LocalOutcomeColors = staticCompositionLocalOf { LightOutcome }

@Composable
fun outcomeColors(): OutcomeColors = LocalOutcomeColors.current

@Composable
fun boardColors(): BoardColors = LocalBoardColors.current

@Composable
fun ZabelTheme(dark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalBoardColors provides if (dark) DarkBoard else LightBoard, LocalOutcomeColors provides if (dark) DarkOutcome else LightOutcome) {
        MaterialTheme(colorScheme = if (dark) DarkScheme else LightScheme, typography = ZabelTypography, content = content)
    }
}
