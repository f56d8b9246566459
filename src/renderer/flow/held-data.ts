/** Values held per model during a visit, so a review step shows what the form step took. */
export interface HeldData {
  get: (model: string) => Record<string, unknown> | undefined;
  hold: (model: string, values: Record<string, unknown>) => void;
  forget: (model: string) => void;
  clear: () => void;
  any: () => boolean;
}

/**
 * Creates the visit's store. Kept in memory only: the form's secrets (password, answers)
 * must never reach localStorage or the URL.
 */
export function createHeldData(): HeldData {
  const values = new Map<string, Record<string, unknown>>();
  return {
    get: (model) => values.get(model),
    hold: (model, next) => void values.set(model, next),
    forget: (model) => void values.delete(model),
    clear: () => values.clear(),
    any: () => values.size > 0,
  };
}
