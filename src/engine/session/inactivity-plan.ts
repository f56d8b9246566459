/** The inactivity rules of schemas/config/inactivity.json that the countdown follows. */
export interface InactivityRules {
  /** Taken off the server's limit, so the browser logs out before the server forgets the session. */
  bufferSeconds: number;
  /** The notice shows this long before the end... */
  warningSeconds: number;
  /** ...or this long, when the warning would be longer than the whole countdown. */
  shortWarningSeconds: number;
}

/** When, after the last activity, the notice shows and the visitor is logged out. */
export interface InactivityPlan {
  warnAfterMs: number;
  expireAfterMs: number;
}

/**
 * The spec's countdown (management-session-shared.md section 4): the server's duration minus
 * the buffer; the Inactivity Notice at 60 seconds left, or 5 when 60 exceeds the countdown.
 * A duration shorter than the buffer still counts down for one second rather than
 * logging out at once.
 */
export function inactivityPlan(durationSeconds: number, rules: InactivityRules): InactivityPlan {
  const countdown = Math.max(1, durationSeconds - rules.bufferSeconds);
  const warning = rules.warningSeconds > countdown ? Math.min(rules.shortWarningSeconds, countdown) : rules.warningSeconds;
  return { warnAfterMs: (countdown - warning) * 1000, expireAfterMs: countdown * 1000 };
}

/**
 * Whether a screen reader should hear the countdown now: when the notice opens, every
 * `everySeconds` after that, and a last time at 10 seconds. Often enough to act on, never a
 * voice talking over the reader each second.
 */
export function announcesAt(secondsLeft: number, openedAt: number, everySeconds: number): boolean {
  if (secondsLeft === openedAt) return true;
  if (secondsLeft === 10) return true;
  return secondsLeft > 10 && secondsLeft % everySeconds === 0;
}

/**
 * What screen readers were last told with `secondsLeft` on the clock: the latest moment at
 * or before now that {@link announcesAt} (so a skipped render never skips an announcement).
 */
export function lastAnnounced(secondsLeft: number, openedAt: number, everySeconds: number): number {
  for (let seconds = secondsLeft; seconds < openedAt; seconds += 1) if (announcesAt(seconds, openedAt, everySeconds)) return seconds;
  return openedAt;
}
