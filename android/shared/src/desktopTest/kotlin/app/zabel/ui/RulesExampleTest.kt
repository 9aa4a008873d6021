package app.zabel.ui

import app.zabel.core.Variant
import app.zabel.core.rulesDiagrams
import app.zabel.core.rulesText
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Issue 61: a rules page's worked example stands beside the core's
 * diagrams, so it tells one of them: it names the move that diagram's
 * caption names, and nothing (no square, no stone, no roll) the diagram
 * does not show. It told a roll of 4 beside a diagram of a roll of 2.
 */
class RulesExampleTest {
    /** The squares (b3, e13) and the single numbers (rolls, stones) a sentence names. */
    private fun named(text: String): Set<String> =
        Regex("""(?<![\w×])([a-m](1[0-3]|[1-9])|[1-9])(?![\w×])""").findAll(text).map { it.value }.toSet()

    @Test
    fun eachGamesExampleTellsWhatOneOfItsDiagramsShows() {
        for (language in listOf("en", "de")) {
            for (variant in listOf(Variant.EINSTEIN, Variant.KOENIGSZABEL, Variant.QUATTRO_DIAGONAL, Variant.QUATTRO_LONGLINE, Variant.TRIO)) {
                val example = rulesText(language, variant).split("\n").last().trim()
                val said = named(example)
                val diagrams = rulesDiagrams(variant, language)
                val told = diagrams.firstOrNull { diagram ->
                    val shown = diagram.board.cells.filter { it.piece != null || it.mark != app.zabel.core.Mark.NONE }
                        .flatMap { listOfNotNull(it.name, it.piece?.label?.takeIf(String::isNotEmpty)) }.toSet()
                    named(diagram.caption).all { it in said } && said.all { it in shown }
                }
                assertTrue(
                    "$variant in $language: the example \"$example\" (naming $said) tells none of the diagrams:\n" +
                        diagrams.joinToString("\n") { it.caption },
                    told != null,
                )
            }
        }
    }
}
