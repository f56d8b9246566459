import type { FieldError } from './field-error.js';

/**
 * The errors with each text said once per field, in their first order. The browser's rules,
 * a field check's answer and the server's refusal often say the same thing about one field
 * ("Must be 10 digits" from the schema and from the identifier check); an alert that repeats
 * a line reads as two problems where there is one.
 */
export function distinctErrors(errors: readonly FieldError[]): readonly FieldError[] {
  const seen = new Set<string>();
  const kept: FieldError[] = [];
  for (const error of errors) {
    const key = `${error.path}\u0000${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(error);
  }
  return kept.length === errors.length ? errors : kept;
}
