import type { FieldError } from './field-error.js';

/**
 * Thrown by an effect when the server refused data with field errors, so the renderer can
 * show them on their fields instead of treating the refusal as a failure of the page.
 */
export class FieldErrorsError extends Error {
  constructor(
    readonly model: string,
    readonly errors: readonly FieldError[],
  ) {
    super(`${model}: ${errors.length} field error(s)`);
  }
}
