import type { BruteForceRule } from './brute-force.js';

/**
 * The `Retry-After` seconds of an "Account is Locked" answer. A temporary lock names its own
 * wait. A lock without an end (set by staff, the demo's locked accounts) or one whose end the
 * answering code does not know (the identity provider's lock seen by the portal's sign-in, a
 * lock a parallel guess set a moment ago) names the longest wait wrong passwords can cause,
 * `maxFailureWaitSeconds`: the header needs a finite value, no temporary lock outlasts it,
 * and a client that waits that long and is refused again is told again. Retrying sooner
 * cannot succeed; the owner's way out is the unlock, not the wait.
 */
export function lockRetryAfterSeconds(secondsLeft: number | null | undefined, rule: BruteForceRule): number {
  return secondsLeft !== null && secondsLeft !== undefined && secondsLeft > 0 ? Math.ceil(secondsLeft) : rule.maxFailureWaitSeconds;
}
