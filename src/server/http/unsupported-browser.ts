/** The page that tells an unsupported browser so (the spec's route). */
export const UNSUPPORTED_BROWSER_PATH = '/unsupported';

/**
 * Whether a User-Agent is Internet Explorer, in any version or document mode ("MSIE n" up to
 * 10, "Trident/" for 11 and for the older modes of 8 to 11). The spec sends IE 5 to 7 to
 * /unsupported; the portal's scripts are ES modules that no Internet Explorer runs, so every
 * version goes there rather than to a blank page (docs/decisions/unsupported-browsers.md).
 */
export function isUnsupportedBrowser(userAgent: string | undefined): boolean {
  return userAgent !== undefined && /\bMSIE \d|\bTrident\/\d/.test(userAgent);
}
