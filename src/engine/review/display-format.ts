/** The display formats (`ui:format` of a summary, `format` of a fact). */
export const DISPLAY_FORMATS = ['phone'] as const;

/** How `ui:format` shows a value on a read-only page. */
export type DisplayFormat = (typeof DISPLAY_FORMATS)[number];

/**
 * A value in a display format: "phone" shows ten digits as 999-999-9999 (spec: phone and
 * fax "shown as 999-999-9999"); anything that is not ten digits is shown as given, so a
 * value is never hidden behind a format it does not fit.
 */
export function formatForDisplay(format: DisplayFormat, value: string): string {
  if (format === 'phone') {
    const digits = /^\d{10}$/.test(value) ? value : undefined;
    return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : value;
  }
  return value;
}
