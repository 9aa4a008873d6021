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
 * board needs no game's side names.
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
    val crown: Color,
) {
    fun seat(index: UByte): Color = seats[index.toInt() % seats.size]
}

private val LightBoard = BoardColors(
    square = Color(0xFFF3E6C8), throne = Color(0xFFD9C08A), castle = Color(0xFFCDB27A), grid = Color(0xFF8A6D3B),
    label = Color(0xFF6B5430),
    choosable = Color(0xFFF2A0A0), moving = Color(0xFF8FD18F), target = Color(0xFFC8E8C8),
    lastMove = Color(0xFFF5E08A), arrow = Color(0xFF2E7D32),
    seats = listOf(Color(0xFFC62828), Color(0xFF1565C0), Color(0xFF2E7D32), Color(0xFFEF6C00)),
    pieceOutline = Color(0xFF3E2F16), onPiece = Color.White, crown = Color(0xFFFFC107),
)

private val DarkBoard = BoardColors(
    square = Color(0xFF3B3326), throne = Color(0xFF5E4E30), castle = Color(0xFF66563A), grid = Color(0xFFB59A66),
    label = Color(0xFFCDB88E),
    choosable = Color(0xFF8E3B3B), moving = Color(0xFF3F7F3F), target = Color(0xFF2E4F2E),
    lastMove = Color(0xFF6B5C24), arrow = Color(0xFF81C784),
    seats = listOf(Color(0xFFE57373), Color(0xFF64B5F6), Color(0xFF81C784), Color(0xFFFFB74D)),
    pieceOutline = Color(0xFF15110A), onPiece = Color.White, crown = Color(0xFFFFD54F),
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
