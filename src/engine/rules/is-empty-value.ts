/**
 * True when a value counts as "not filled in": undefined, null, a string of only white
 * space, or an array with no items. Zero and false are answers, so they count as filled
 * (the spec: "required (zero counts as filled)").
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
