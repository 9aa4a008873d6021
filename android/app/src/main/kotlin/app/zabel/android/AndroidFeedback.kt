package app.zabel.android

import android.media.AudioManager
import android.media.ToneGenerator
import android.view.HapticFeedbackConstants
import android.view.View
import app.zabel.ui.Cue
import app.zabel.ui.Feedback

/**
 * The system's own tones, at the media volume (silent when the person
 * turned it down), and a haptic tick on the app's view, which the system
 * leaves out when touch feedback is off.
 */
class AndroidFeedback(private val view: View) : Feedback {
    private val tones = ToneGenerator(AudioManager.STREAM_MUSIC, VOLUME)

    override fun play(cue: Cue) {
        val (tone, millis, haptic) = when (cue) {
            Cue.MOVE -> Triple(ToneGenerator.TONE_PROP_BEEP, 40, HapticFeedbackConstants.CLOCK_TICK)
            Cue.CAPTURE -> Triple(ToneGenerator.TONE_PROP_ACK, 90, HapticFeedbackConstants.VIRTUAL_KEY)
            Cue.ROLL -> Triple(ToneGenerator.TONE_PROP_BEEP2, 60, HapticFeedbackConstants.KEYBOARD_TAP)
            Cue.END -> Triple(ToneGenerator.TONE_PROP_PROMPT, 300, HapticFeedbackConstants.LONG_PRESS)
        }
        tones.startTone(tone, millis)
        view.performHapticFeedback(haptic)
    }

    fun release() = tones.release()

    private companion object {
        /** Of ToneGenerator's 0..100: a cue under the game, not over it. */
        const val VOLUME = 60
    }
}
