/**
 * A condition written in ui rules, evaluated without eval (CSP-safe) against the form data
 * and the portal context (feature switches, user role, internal-user detection).
 *
 * - `{ "data": "/userRole", "in": [1, 2] }`: a value of the form data (JSON pointer);
 * - `{ "switch": "mfaEnabled", "equals": true }`: a feature switch;
 * - `{ "context": "isInternalUser", "equals": true }`: a context value;
 * - `{ "value": "$data/defaults/cds", "equals": true }`: any binding (engine/bindings);
 * - `{ "row": true, "in": [0, 1, 2] }`: the position (from 0) of the list row a rule is on
 *   (the first three security questions are required);
 * - `{ "all": [...] }`, `{ "any": [...] }`, `{ "not": {...} }`.
 * A leaf compares with `equals`, `in`, or `filled` (true: not empty, null or undefined).
 */
export type Condition =
  | ({ data: string } & Comparison)
  | ({ switch: string } & Comparison)
  | ({ context: string } & Comparison)
  | ({ value: string } & Comparison)
  | ({ row: true } & Comparison)
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** How a leaf compares its value. */
export interface Comparison {
  equals?: unknown;
  in?: unknown[];
  filled?: boolean;
}

/** A rule on a field: its effect applies while the condition holds. */
export interface FieldRule {
  effect: 'show' | 'hide' | 'require' | 'disable' | 'enable';
  when: Condition;
}
