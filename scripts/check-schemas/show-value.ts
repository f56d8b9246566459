/** A JSON value as a finding quotes it: JSON text, cut short so one finding stays one line. */
export function showValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
