package app.zabel.ui

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.layout.layout
import kotlin.math.roundToInt

/** The board's colours; the historic program marked candidates red and the moving stone green. */
data class BoardColors(
    val square: Color,
    val corner: Color,
    val grid: Color,
    val choosable: Color,
    val moving: Color,
    val target: Color,
    val lastMove: Color,
    val arrow: Color,
    val red: Color,
    val blue: Color,
)

private val LightBoard = BoardColors(
    square = Color(0xFFF3E6C8), corner = Color(0xFFE0CDA0), grid = Color(0xFF8A6D3B),
    choosable = Color(0xFFF2A0A0), moving = Color(0xFF8FD18F), target = Color(0xFFC8E8C8),
    lastMove = Color(0xFFF5E08A), arrow = Color(0xFF2E7D32), red = Color(0xFFC62828), blue = Color(0xFF1565C0),
)

private val DarkBoard = BoardColors(
    square = Color(0xFF3B3326), corner = Color(0xFF4C4130), grid = Color(0xFFB59A66),
    choosable = Color(0xFF8E3B3B), moving = Color(0xFF3F7F3F), target = Color(0xFF2E4F2E),
    lastMove = Color(0xFF6B5C24), arrow = Color(0xFF81C784), red = Color(0xFFE57373), blue = Color(0xFF64B5F6),
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

/** Shifts the content by a fraction of its own size (for the move animation). */
fun Modifier.offsetFraction(x: Float, y: Float): Modifier = layout { measurable, constraints ->
    val placeable = measurable.measure(constraints)
    layout(placeable.width, placeable.height) {
        // A stone's cell is its size plus padding; whole cells are what it slides.
        placeable.place((x * (placeable.width + 12 * density)).roundToInt(), (y * (placeable.height + 12 * density)).roundToInt())
    }
}
