/** Timings and thresholds of the voice demo, named once. */

/** The floating widget appears this long after the page loads (spec section 9). */
export const WIDGET_APPEAR_DELAY_MS = 1000;

/** A microphone level below this counts as silence (levels run from 0 to 1). */
export const MIC_SILENCE_LEVEL = 0.01;

/** After this long of silence during a call, the visitor is told we can't hear them. */
export const MIC_SILENCE_HINT_MS = 5000;

/** Caption lines kept on screen; older lines scroll away. */
export const CAPTION_LINES_KEPT = 6;
