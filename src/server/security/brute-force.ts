/**
 * The temporary lock-out of schemas/config/account-rules.json `bruteForce`, modelled on
 * Keycloak's brute-force detector with permanent lock-out off: `failureFactor` wrong
 * passwords in a row lock an account for `waitIncrementSeconds`; every further failure
 * after a lock ends locks it again for one increment more, up to `maxFailureWaitSeconds`;
 * after `maxDeltaTimeSeconds` without a failure the count starts again.
 *
 * Why temporary: anyone who knows a username can type wrong passwords, so a lock that lasts
 * until an unlock would let anyone lock anyone out. A wait that grows still stops guessing
 * (a handful of guesses per wait) while the owner gets in again by waiting, by the spec's
 * self-service unlock, or by a password reset.
 */
export interface BruteForceRule {
  /** Wrong passwords in a row before the first wait (the spec's lock-out threshold). */
  failureFactor: number;
  /** The wait of the first lock, and how much each later failure adds. */
  waitIncrementSeconds: number;
  /** The longest wait. */
  maxFailureWaitSeconds: number;
  /** Without a failure for this long, the count starts again from zero. */
  maxDeltaTimeSeconds: number;
}

/** Column names of one table's failure counter, lock start, lock end and last failure. */
export interface LockColumns {
  count: string;
  lastFailure: string;
  lockedUntil: string;
}

/**
 * SQL expressions for one atomic UPDATE that counts a failure: the new count (restarting at 1
 * after the quiet time) and the lock end it leads to (NULL below the factor). Parameters:
 * `$f` failureFactor, `$i` waitIncrementSeconds, `$m` maxFailureWaitSeconds, `$d`
 * maxDeltaTimeSeconds, given as their numbers in `params`. Every expression reads the row
 * the UPDATE locked, so parallel failures count one after the other and cannot pass the
 * factor together. The wait: none below the factor, then waitIncrementSeconds more per
 * failure from the factor on (failures - failureFactor + 1 times), at most maxFailureWaitSeconds.
 */
export function failureCountSql(columns: LockColumns, params: { f: number; i: number; m: number; d: number }) {
  const { count, lastFailure } = columns;
  const next = `(CASE WHEN ${lastFailure} > now() - make_interval(secs => $${params.d}) THEN ${count} + 1 ELSE 1 END)`;
  const lockedUntil = `(CASE WHEN ${next} >= $${params.f}
      THEN now() + make_interval(secs => least($${params.m}, $${params.i} * (${next} - $${params.f} + 1))) ELSE NULL END)`;
  return { next, lockedUntil };
}

/** The parameter values of {@link failureCountSql}, in the order f, i, m, d. */
export const bruteForceParams = (rule: BruteForceRule): number[] => [
  rule.failureFactor,
  rule.waitIncrementSeconds,
  rule.maxFailureWaitSeconds,
  rule.maxDeltaTimeSeconds,
];
