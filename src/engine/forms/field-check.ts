import { bindTemplate, type BindingScope } from '../bindings/binding.js';
import type { CallDefinition, Outcome } from '../flow/flow-definition.js';
import type { CallResult } from '../flow/call.js';
import { statusMatches, succeeded } from '../flow/call.js';
import { errorsOf } from '../flow/flow-effects.js';
import type { MessageParams } from '../messages/message-catalogue.js';
import { evaluateCondition } from '../rules/evaluate-condition.js';
import type { Condition } from '../rules/condition.js';
import type { FieldError } from '../validation/field-error.js';
import type { RowKeep } from './keep-row-values.js';

/**
 * `ui:check` in a ui file: a call made when the field loses focus (debounced, latest answer
 * only), and what its answer does. Username availability, an identifier's plans, a zip.
 */
export interface FieldCheckDefinition {
  /**
   * `"choice"`: made as soon as a value is chosen (a select, radio or checkbox, whose focus
   * stays put after the choice), not first when the field is left: a plan the role may not
   * choose is said at the picker, before the visitor moves on.
   */
  on?: 'choice';
  /**
   * Made only when this holds over the form and the row (`$item`): a call whose other input
   * is still missing (an identifier without its type) would only be refused, so it waits,
   * and the server checks the same on submit.
   */
  when?: Condition;
  call: CallDefinition;
  outcomes?: FieldCheckOutcome[];
}

/** One outcome of a field check, tried in order; the first whose status and `when` match applies. */
export interface FieldCheckOutcome {
  status?: Outcome['status'];
  when?: Condition;
  /** A field error with this message id. */
  error?: string;
  /** The answer's own `{ errors }`, on this field. */
  fieldErrors?: boolean;
  /** A text under the field (e.g. "Username is available"). */
  notice?: string;
  /** Form values to set, by JSON pointer into the form's data, from bindings (`$result/body/...`). */
  set?: Record<string, unknown>;
  /** For a list `set` replaces, by its pointer: which old rows are the same (`by`) and what of them they keep (`values`). */
  keep?: Record<string, RowKeep>;
  /** A further check made when this outcome applies (a known identifier then fetches its plans). */
  then?: FieldCheckDefinition;
}

/** What a check's answer does to the form. */
export interface FieldCheckVerdict {
  errors: FieldError[];
  notice?: string;
  set: { pointer: string; value: unknown; keep?: RowKeep }[];
  /** The check to make next (the applied outcome's `then`). */
  then?: FieldCheckDefinition;
}

/**
 * Judges a check's answer by its outcomes. An answer no outcome names: a 2xx leaves the
 * field as it is; a refusal puts its errors on the field (never swallowed); no answer at
 * all (status 0) says nothing, as the server checks the same on submit.
 */
export function judgeFieldCheck(
  check: FieldCheckDefinition,
  result: CallResult,
  scope: BindingScope,
  pointer: string,
  format: (id: string, params?: MessageParams) => string,
): FieldCheckVerdict {
  const withResult = { ...scope, result };
  const outcome = (check.outcomes ?? []).find((candidate) => statusMatches(result.status, candidate.status) && holds(candidate.when, withResult));
  const onField = (errors: FieldError[]) => errors.map((error) => ({ ...error, path: pointer }));
  if (!outcome) {
    return { errors: succeeded(result) || result.status === 0 ? [] : onField(errorsOf(result)), set: [] };
  }
  const errors: FieldError[] = [];
  if (outcome.error) errors.push({ path: pointer, messageId: outcome.error, params: {}, message: format(outcome.error) });
  if (outcome.fieldErrors) errors.push(...onField(errorsOf(result)));
  const set = Object.entries(outcome.set ?? {}).map(([at, value]) => {
    const keep = outcome.keep?.[at];
    return { pointer: at, value: bindTemplate(value, withResult), ...(keep ? { keep } : {}) };
  });
  return { errors, ...(outcome.notice ? { notice: format(outcome.notice) } : {}), set, ...(outcome.then ? { then: outcome.then } : {}) };
}

/** Whether a condition of a check or an outcome holds over `scope` (no condition: it does). */
function holds(condition: Condition | undefined, scope: BindingScope): boolean {
  return !condition || evaluateCondition(condition, { data: {}, switches: scope.switches as never, context: scope.context as never, scope });
}

/** Whether a check is to be made now: its `when`, over the form's scope and the row's `$item`. */
export function checkApplies(check: FieldCheckDefinition, scope: BindingScope): boolean {
  return holds(check.when, scope);
}

/**
 * Runs a check and the checks its outcomes chain with `then`, one after another, and
 * merges what they say: every error, the last notice, every value set in order. A check
 * `applies` refuses is not made, nor anything after it.
 */
export async function runFieldCheck(
  check: FieldCheckDefinition,
  perform: (check: FieldCheckDefinition) => Promise<CallResult>,
  judge: (check: FieldCheckDefinition, result: CallResult) => FieldCheckVerdict,
  applies: (check: FieldCheckDefinition) => boolean = () => true,
): Promise<FieldCheckVerdict> {
  const merged: FieldCheckVerdict = { errors: [], set: [] };
  for (let next: FieldCheckDefinition | undefined = check; next && applies(next); ) {
    const verdict = judge(next, await perform(next));
    merged.errors.push(...verdict.errors);
    merged.set.push(...verdict.set);
    if (verdict.notice !== undefined) merged.notice = verdict.notice;
    next = verdict.then;
  }
  return merged;
}

/**
 * Finds the check of a field: checks of array items are declared under the list's `items`
 * (written as the segment "*" in the pointer), so "/providerIdentifiers/0/value" finds the check
 * of the ui file's providerIdentifiers.items.value.
 */
export function checkAt<C>(checks: Readonly<Record<string, C>>, pointer: string): C | undefined {
  const exact = checks[pointer];
  if (exact) return exact;
  const segments = pointer.split('/');
  for (const [declared, check] of Object.entries(checks)) {
    const pattern = declared.split('/');
    if (pattern.length === segments.length && pattern.every((part, index) => part === segments[index] || (part === '*' && /^\d+$/.test(segments[index] as string)))) {
      return check;
    }
  }
  return undefined;
}
