/**
 * True when an error message matches one of the patterns (a case-insensitive substring): the
 * spec's ignore list for the client error log plus a deployment's own. The page applies it
 * before reporting and the server again before storing, so an old or foreign client's noise
 * is not kept either.
 */
export function isIgnoredError(message: string, patterns: readonly string[]): boolean {
  const lower = message.toLowerCase();
  return patterns.some((pattern) => pattern !== '' && lower.includes(pattern.toLowerCase()));
}
