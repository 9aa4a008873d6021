package app.zabel.ui

import app.zabel.core.Score

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

/**
 * The board's colours. Seats take their colour from [seats] by index, so the
 * board needs no game's side names: the Okabe–Ito palette (vermillion, blue,
 * bluish green, yellow), which people with any common colour-vision
 * deficiency tell apart; a seat's stones also have a shape of their own
 * ([seatShape]), so no seat is known by its colour alone. [onSeats] is the
 * text on a seat's stones, dark or light by the fill's luminance.
 *
 * The marks are drawn over the pieces, each by its own shape; their colours
 * keep at least 3:1 against the plain square in both themes (WCAG 1.4.11).
 * What can move and what is picked take the Material theme's primary colour
 * and a tint of its primary container: calm, where the historic program's
 * red read as danger. The last move is marked by its corners alone, in
 * Okabe–Ito's reddish purple (a darker shade on the light board), as on the
 * SwiftUI board: a tint of it under the pieces read as pink, and a yellow one
 * vanished on the beige squares. [casing] edges every
 * mark and arrow, so each stays whole over a stone of any colour.
 */
data class BoardColors(
    val square: Color,
    val throne: Color,
    val castle: Color,
    val grid: Color,
    val label: Color,
    val choosable: Color,
    val moving: Color,
    val target: Color,
    val lastMove: Color,
    val arrow: Color,
    /** The hint's arrow: a colour of its own, apart from the targets' arrows and the last move. */
    val hint: Color,
    val casing: Color,
    val choosableTint: Color,
    val pickedTint: Color,
    val seats: List<Color>,
    val pieceOutline: Color,
    val onPiece: Color,
    val onSeats: List<Color>,
    val crown: Color,
) {
    fun seat(index: UByte): Color = seats[index.toInt() % seats.size]
    fun onSeat(index: UByte): Color = onSeats[index.toInt() % onSeats.size]

    /** The colours the marks are told apart by, each of which must stand out on the plain square. */
    val marks: Map<String, Color> get() = mapOf("choosable" to choosable, "moving" to moving, "target" to target, "last move" to lastMove, "arrow" to arrow, "hint" to hint)

    /** The same board with what can move and what is picked in [scheme]'s colours. */
    fun following(scheme: ColorScheme): BoardColors = copy(
        choosable = scheme.primary,
        moving = scheme.primary,
        choosableTint = scheme.primaryContainer.copy(alpha = 0.55f),
        pickedTint = scheme.primaryContainer,
    )
}

private val LightScheme = lightColorScheme()
private val DarkScheme = darkColorScheme()

val LightBoard = BoardColors(
    square = Color(0xFFF3E6C8), throne = Color(0xFFD9C08A), castle = Color(0xFFCDB27A), grid = Color(0xFF8A6D3B),
    label = Color(0xFF6B5430),
    choosable = Color.Unspecified, moving = Color.Unspecified, target = Color(0xFF2E7D32),
    lastMove = Color(0xFF9E4F7E), arrow = Color(0xFF2E7D32), hint = Color(0xFF4527A0), casing = Color(0xFFF3E6C8),
    choosableTint = Color.Unspecified, pickedTint = Color.Unspecified,
    // Okabe–Ito: vermillion, blue, bluish green, yellow.
    seats = listOf(Color(0xFFD55E00), Color(0xFF0072B2), Color(0xFF009E73), Color(0xFFF0E442)),
    pieceOutline = Color(0xFF3E2F16), onPiece = Color.White,
    onSeats = listOf(Color.White, Color.White, Color(0xFF101010), Color(0xFF101010)),
    crown = Color(0xFFFFC107),
).following(LightScheme)

val DarkBoard = BoardColors(
    square = Color(0xFF3B3326), throne = Color(0xFF5E4E30), castle = Color(0xFF66563A), grid = Color(0xFFB59A66),
    label = Color(0xFFCDB88E),
    choosable = Color.Unspecified, moving = Color.Unspecified, target = Color(0xFF81C784),
    lastMove = Color(0xFFCC79A7), arrow = Color(0xFF81C784), hint = Color(0xFFB39DDB), casing = Color(0xFF3B3326),
    choosableTint = Color.Unspecified, pickedTint = Color.Unspecified,
    // The same hues, lighter for a dark ground (Okabe–Ito's sky blue for blue).
    seats = listOf(Color(0xFFE8803A), Color(0xFF56B4E9), Color(0xFF1DB88E), Color(0xFFF0E442)),
    pieceOutline = Color(0xFF15110A), onPiece = Color.White,
    onSeats = listOf(Color(0xFF101010), Color(0xFF101010), Color(0xFF101010), Color(0xFF101010)),
    crown = Color(0xFFFFD54F),
).following(DarkScheme)

private val LocalBoardColors = staticCompositionLocalOf { LightBoard }

/** The history's badge of how a game ended for the person: won, drawn, lost, each with the text colour [on]. */
data class OutcomeColors(val won: Color, val drawn: Color, val lost: Color, val on: Color) {
    fun of(score: Score): Color = when (score) {
        Score.WIN -> won
        Score.DRAW -> drawn
        Score.LOSS -> lost
    }
}

private val LightOutcome = OutcomeColors(won = Color(0xFF2E7D32), drawn = Color(0xFF5F6368), lost = Color(0xFFB3261E), on = Color.White)
private val DarkOutcome = OutcomeColors(won = Color(0xFF81C784), drawn = Color(0xFFBDBDBD), lost = Color(0xFFF2B8B5), on = Color(0xFF101010))
private val LocalOutcomeColors = staticCompositionLocalOf { LightOutcome }

@Composable
fun outcomeColors(): OutcomeColors = LocalOutcomeColors.current

@Composable
fun boardColors(): BoardColors = LocalBoardColors.current

@Composable
fun ZabelTheme(dark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalBoardColors provides if (dark) DarkBoard else LightBoard, LocalOutcomeColors provides if (dark) DarkOutcome else LightOutcome) {
        MaterialTheme(colorScheme = if (dark) DarkScheme else LightScheme, content = content)
    }
}
