package app.zabel.ui

import javax.sound.sampled.AudioFormat
import javax.sound.sampled.AudioSystem
import kotlin.concurrent.thread
import kotlin.math.PI
import kotlin.math.sin

/** A desktop has no vibration: a short tone per cue, played off the UI thread; silent where there is no sound device. */
class DesktopFeedback : Feedback {
    override fun play(cue: Cue) {
        val (hertz, millis) = when (cue) {
            Cue.MOVE -> 660.0 to 40
            Cue.CAPTURE -> 440.0 to 90
            Cue.ROLL -> 880.0 to 50
            Cue.END -> 523.0 to 300
        }
        thread(isDaemon = true) { runCatching { tone(hertz, millis) } }
    }

    private fun tone(hertz: Double, millis: Int) {
        val rate = 44_100f
        val samples = ByteArray((rate * millis / 1000).toInt()) { i ->
            // Faded out over the tone, so it ends without a click.
            val fade = 1.0 - i.toDouble() * 1000 / (rate * millis)
            (sin(2 * PI * hertz * i / rate) * 40 * fade).toInt().toByte()
        }
        AudioSystem.getSourceDataLine(AudioFormat(rate, 8, 1, true, false)).use { line ->
            line.open()
            line.start()
            line.write(samples, 0, samples.size)
            line.drain()
        }
    }
}
