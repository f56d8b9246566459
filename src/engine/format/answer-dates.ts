/** An ISO 8601 date or date-time, as the server writes them. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const two = (value: number) => String(value).padStart(2, '0');

/** MM/dd/yyyy of a date, in the reader's time zone (a date alone is that calendar day). */
function day(date: Date): string {
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
}

/** MM/dd/yyyy h:mm a. */
function dayAndTime(date: Date): string {
  const hours = date.getHours();
  return `${day(date)} ${hours % 12 === 0 ? 12 : hours % 12}:${two(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

function parse(value: string): Date | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  // "2026-11-24" is a calendar day, not midnight UTC: read it as the reader's own day.
  const date = value.length === 10 ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The spec's date rule (management-session-shared.md section 7): answer fields whose names
 * end in `Date` are shown as MM/dd/yyyy and those ending in `DateTime` as MM/dd/yyyy h:mm a,
 * at any depth. A value that is no ISO date is left as it came.
 */
export function formatAnswerDates(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(formatAnswerDates);
  if (typeof body !== 'object' || body === null) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const date = typeof value === 'string' && /Date(Time)?$/.test(key) ? parse(value) : undefined;
    out[key] = date ? (key.endsWith('DateTime') ? dayAndTime(date) : day(date)) : formatAnswerDates(value);
  }
  return out;
}
