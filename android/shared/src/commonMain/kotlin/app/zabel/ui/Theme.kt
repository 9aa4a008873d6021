package app.zabel.ui

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

/**
 * The board's colours; the historic program marked candidates red and the
 * moving stone green. Seats take their colour from [seats] by index, so the
 * board needs no game's side names: the Okabe–Ito palette (vermillion, blue,
 * bluish green, yellow), which people with any common colour-vision
 * deficiency tell apart; a seat's stones also have a shape of their own
 * ([seatShape]), so no seat is known by its colour alone. [onSeats] is the
 * text on a seat's stones, dark or light by the fill's luminance.
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
    val seats: List<Color>,
    val pieceOutline: Color,
    val onPiece: Color,
    val onSeats: List<Color>,
    val crown: Color,
) {
    fun seat(index: UByte): Color = seats[index.toInt() % seats.size]
    fun onSeat(index: UByte): Color = onSeats[index.toInt() % onSeats.size]
}

private val LightBoard = BoardColors(
    square = Color(0xFFF3E6C8), throne = Color(0xFFD9C08A), castle = Color(0xFFCDB27A), grid = Color(0xFF8A6D3B),
    label = Color(0xFF6B5430),
    choosable = Color(0xFFF2A0A0), moving = Color(0xFF8FD18F), target = Color(0xFFC8E8C8),
    lastMove = Color(0xFFF5E08A), arrow = Color(0xFF2E7D32),
    // Okabe–Ito: vermillion, blue, bluish green, yellow.
    seats = listOf(Color(0xFFD55E00), Color(0xFF0072B2), Color(0xFF009E73), Color(0xFFF0E442)),
    pieceOutline = Color(0xFF3E2F16), onPiece = Color.White,
    onSeats = listOf(Color.White, Color.White, Color(0xFF101010), Color(0xFF101010)),
    crown = Color(0xFFFFC107),
)

private val DarkBoard = BoardColors(
    square = Color(0xFF3B3326), throne = Color(0xFF5E4E30), castle = Color(0xFF66563A), grid = Color(0xFFB59A66),
    label = Color(0xFFCDB88E),
    choosable = Color(0xFF8E3B3B), moving = Color(0xFF3F7F3F), target = Color(0xFF2E4F2E),
    lastMove = Color(0xFF6B5C24), arrow = Color(0xFF81C784),
    // The same hues, lighter for a dark ground (Okabe–Ito's sky blue for blue).
    seats = listOf(Color(0xFFE8803A), Color(0xFF56B4E9), Color(0xFF1DB88E), Color(0xFFF0E442)),
    pieceOutline = Color(0xFF15110A), onPiece = Color.White,
    onSeats = listOf(Color(0xFF101010), Color(0xFF101010), Color(0xFF101010), Color(0xFF101010)),
    crown = Color(0xFFFFD54F),
)

private val LocalBoardColors = staticCompositionLocalOf { LightBoard }

@Composable
fun boardColors(): BoardColors = LocalBoardColors.current

@Composable
fun ZabelTheme(dark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalBoardColors provides if (dark) DarkBoard else LightBoard) {
        MaterialTheme(colorScheme = if (dark) darkColorScheme() else lightColorScheme(), content = content)
    }
}
