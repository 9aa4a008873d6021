package app.zabel.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListScope
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Tab
import androidx.compose.material3.Divider
import androidx.compose.material3.TabRow
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.key
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.compose.ui.semantics.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import kotlin.math.roundToInt
import androidx.compose.ui.unit.IntOffset
import androidx.compose.foundation.layout.offset
import app.zabel.core.Variant
import app.zabel.core.ratedVariants
import app.zabel.core.RatingPoint

/** The rating screen of the app's state: [kind]'s summary, read from the core when the game changes. */
@Composable
fun ColumnScope.RatingScreen(state: ZabelState, screen: Screen.Rating) {
    val summary = remember(screen.kind) { state.ratingSummary(screen.kind) }
    RatingScreen(summary, screen.kind, state.strings, onBack = { state.back() }, onKind = { state.go(Screen.Rating(it)) })
}

/**
 * One game's rating: the tabs of the rated games ([kinds]), the rating and
 * its chart, the levels to play with the person's record against each.
 * Drawn from [summary] alone, so a test needs no core to show it.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ColumnScope.RatingScreen(
    summary: RatingSummary,
    kind: Variant,
    s: Strings,
    onBack: () -> Unit,
    onKind: (Variant) -> Unit,
    kinds: List<Variant> = remember { ratedVariants() },
) {
    ScreenBar(s, s.rating, onBack)
    RatingTabs(s, kinds, kind, onKind)
    // A list of its own per game: the scroll position is not shared.
    key(kind) {
        BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
            if (maxWidth >= LIST_DETAIL_WIDTH) {
                // Wide: the rating and its chart, and beside them the levels, each its own list.
                Row(Modifier.fillMaxSize().testTag("rating-panes")) {
                    LazyColumn(Modifier.weight(1f).fillMaxHeight()) { ratingItems(summary, s) }
                    LazyColumn(Modifier.width(LEVELS_PANE).fillMaxHeight().padding(start = 24.dp).testTag("rating-levels")) { levelItems(summary, kind, s) }
                }
            } else {
                LazyColumn(Modifier.fillMaxSize()) {
                    ratingItems(summary, s)
                    levelItems(summary, kind, s)
                }
            }
        }
    }
}

/** The levels' pane beside the chart on a wide window. */
private val LEVELS_PANE = 420.dp

/** The rating and its chart; before the first rated game only the way to get one. */
@OptIn(ExperimentalLayoutApi::class)
private fun LazyListScope.ratingItems(summary: RatingSummary, s: Strings) {
    val rating = summary.rating?.takeIf { it.games > 0u && summary.points.isNotEmpty() }
    if (rating == null) {
        item { Text(s.noRatedGames, Modifier.padding(vertical = 8.dp).testTag("no-rating")) }
        return
    }
    // The best rating beside the current one, or under it where the line is too wide.
    item {
        FlowRow(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
            Text(s.yourRating(rating.rating, rating.games, rating.provisional), Modifier.testTag("elo"))
            summary.best?.let { Text(s.bestRating(it), Modifier.testTag("best-rating"), color = MaterialTheme.colorScheme.onSurfaceVariant) }
        }
    }
    item { RatingChart(summary.points, s) }
}

/** The levels to play, with the person's chance and record against each. */
private fun LazyListScope.levelItems(summary: RatingSummary, kind: Variant, s: Strings) {
    item { Text(s.levels, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 12.dp, bottom = 4.dp)) }
    // Where the sides differ too much for one figure: each side's chance, and the fair match from each.
    val bySide = summary.fairBySeat.isNotEmpty()
    val fair = summary.fairBySeat
    items(summary.opponents) { opponent ->
        Card(Modifier.fillMaxWidth().padding(vertical = 2.dp).testTag("rating-level-${opponent.level}")) {
            val record = summary.records[opponent.level]
            if (bySide) SidedOpponentRow(s, opponent, kind, fair.map { it == opponent.level }, record)
            else OpponentRow(s, opponent, opponent.level == summary.suggested?.level, record)
        }
    }
}

/**
 * One tab per game, sharing the width while every game's name fits its
 * share whole; else (large fonts, narrow phones) the games one under the
 * other, each name whole: a scrolling row cut the game beside at the edge.
 */
@Composable
private fun RatingTabs(s: Strings, kinds: List<Variant>, selected: Variant, onKind: (Variant) -> Unit) {
    val style = MaterialTheme.typography.titleSmall
    val measurer = rememberTextMeasurer()
    BoxWithConstraints(Modifier.fillMaxWidth().padding(bottom = 8.dp)) {
        // A tab's text has 16 dp on either side.
        val widest = kinds.maxOf { measurer.measure(s.shortName(it), style).size.width } + with(LocalDensity.current) { 32.dp.roundToPx() }
        val fits = widest * kinds.size <= constraints.maxWidth
        if (fits) {
            TabRow(kinds.indexOf(selected), Modifier.fillMaxWidth().testTag("rating-tabs")) {
                for (kind in kinds) {
                    Tab(kind == selected, { onKind(kind) }, Modifier.testTag("rating-${kind.name.lowercase()}"), text = { Text(s.shortName(kind), maxLines = 1, softWrap = false) })
                }
            }
        } else {
            StackedTabs(s, kinds, selected, onKind)
        }
    }
}

/** The games as tabs one under the other, the chosen one marked, for when they do not fit side by side. */
@Composable
private fun StackedTabs(s: Strings, kinds: List<Variant>, selected: Variant, onKind: (Variant) -> Unit) {
    Column(Modifier.fillMaxWidth().selectableGroup().testTag("rating-tabs")) {
        for (kind in kinds) {
            Row(
                Modifier.fillMaxWidth()
                    .selectable(kind == selected, onClick = { onKind(kind) }, role = Role.Tab)
                    .testTag("rating-${kind.name.lowercase()}")
                    .padding(vertical = 4.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                RadioButton(kind == selected, onClick = null, Modifier.padding(end = 8.dp))
                Text(s.shortName(kind), style = MaterialTheme.typography.titleSmall)
            }
        }
        Divider()
    }
}

/**
 * Elo (y, its title at the top of the axis) over rated games (x, its title
 * under the tick labels, at the right), the provisional games shaded and
 * named in a key above the chart, where the name never spills out of a
 * narrow band; one semantics node that says the chart in a sentence. Large
 * fonts make the chart taller and its Elo ticks fewer, so their labels never
 * run into each other.
 */
@Composable
fun RatingChart(points: List<RatingPoint>, s: Strings) =
    RatingChart(s.elo, s.chartGames, s.provisionalGames, { yParts -> RatingChartModel.of(points, yParts) }) { model ->
        s.chartSummary(model.values.first().roundToInt(), model.values.last().roundToInt(), model.games)
    }

/**
 * A rating over its history, as [RatingChart] draws Elo over rated games:
 * [yTitle] over the rating's axis, [xTitle] under the steps' axis, [provisional]
 * naming the band of provisional steps (where the model has one), the model
 * made for the room its ticks have, and the chart said in a sentence.
 */
@Composable
fun RatingChart(yTitle: String, xTitle: String, provisional: String, model: (yParts: Int) -> RatingChartModel, summary: (RatingChartModel) -> String) {
    val line = MaterialTheme.colorScheme.primary
    val axis = MaterialTheme.colorScheme.outline
    val band = MaterialTheme.colorScheme.secondaryContainer
    val label = MaterialTheme.typography.labelSmall.copy(color = MaterialTheme.colorScheme.onSurfaceVariant)
    val measurer = rememberTextMeasurer()
    val density = LocalDensity.current
    val height = CHART_HEIGHT * maxOf(1f, density.fontScale * 0.75f)
    val tick = measurer.measure("0", label).size.height
    val eloTitle = measurer.measure(yTitle, label)
    val gamesTitle = measurer.measure(xTitle, label)
    val heightPx = with(density) { height.toPx() }
    val top = eloTitle.size.height + with(density) { 4.dp.toPx() } + tick / 2f
    // Under the axis: its tick labels, then its title on a line of its own.
    val bottom = heightPx - (6f + tick + with(density) { 4.dp.toPx() } + gamesTitle.size.height)
    val model = model(RatingChartModel.yPartsFitting(bottom - top, tick.toFloat()))
    val yLabels = model.yTicks.map { it to measurer.measure("$it", label) }
    // Room for the widest Elo label, and for the axis's title above it, at any font size.
    val left = maxOf(with(density) { 44.dp.toPx() }, eloTitle.size.width + 6f, yLabels.maxOfOrNull { it.second.size.width + 10f } ?: 0f)
    fun y(elo: Double) = bottom - (bottom - top) * ((elo - model.low) / (model.high - model.low)).toFloat()
    val summary = summary(model)
    Column(Modifier.fillMaxWidth().padding(vertical = 8.dp).testTag("chart").semantics(mergeDescendants = true) { contentDescription = summary }) {
        if (model.provisionalUntil > 0) {
            Row(Modifier.padding(bottom = 4.dp), verticalAlignment = Alignment.CenterVertically) {
                Box(Modifier.width(14.dp).height(10.dp).background(band).border(1.dp, axis.copy(alpha = 0.4f)))
                Text(provisional, Modifier.padding(start = 6.dp).testTag("chart-provisional"), style = label)
            }
        }
        Box(Modifier.fillMaxWidth().height(height)) {
            Canvas(Modifier.matchParentSize()) {
                val right = size.width - 8.dp.toPx()
                fun x(game: Double) = left + (right - left) * ((game - model.first) / model.span).toFloat()
                if (model.provisionalUntil > 0) {
                    drawRect(band, Offset(x(model.first.toDouble()), top), Size(x(model.provisionalUntil.toDouble()) - x(model.first.toDouble()), bottom - top))
                }
                for (elo in model.yTicks) drawLine(axis.copy(alpha = 0.3f), Offset(left, y(elo.toDouble())), Offset(right, y(elo.toDouble())))
                for (game in model.xTicks) {
                    drawLine(axis, Offset(x(game.toDouble()), bottom), Offset(x(game.toDouble()), bottom + 4f))
                    val text = measurer.measure("$game", label)
                    // The last tick ends at the axis's end rather than past the chart's edge.
                    val at = (x(game.toDouble()) - text.size.width / 2).coerceAtMost(size.width - text.size.width)
                    drawText(text, topLeft = Offset(at, bottom + 6f))
                }
                drawLine(axis, Offset(left, bottom), Offset(right, bottom))
                drawLine(axis, Offset(left, top), Offset(left, bottom))
                drawText(eloTitle, topLeft = Offset(left - eloTitle.size.width / 2f, 0f).let { if (it.x < 0f) it.copy(x = 0f) else it })
                drawText(gamesTitle, topLeft = Offset(right - gamesTitle.size.width, size.height - gamesTitle.size.height))
                val points = model.values.indices.map { Offset(x((model.first + it).toDouble()), y(model.values[it])) }
                for (i in 1 until points.size) drawLine(line, points[i - 1], points[i], strokeWidth = if (model.games > 100) 2f else 4f)
                // Dots only while there is room for them.
                if (model.games <= 60) for (p in points) drawCircle(line, 5f, p)
            }
            // The Elo labels as laid-out text, each where its tick is: a test can see that none overlaps the next.
            for ((elo, text) in yLabels) {
                Text(
                    "$elo",
                    Modifier.offset { IntOffset((left - text.size.width - 6f).roundToInt(), (y(elo.toDouble()) - text.size.height / 2f).roundToInt()) }
                        .clearAndSetSemantics { testTag = "y-tick-$elo" },
                    style = label,
                    maxLines = 1,
                    softWrap = false,
                )
            }
        }
    }
}

/** The rating chart's height at the usual font size; large fonts make it taller. */
val CHART_HEIGHT = 220.dp
