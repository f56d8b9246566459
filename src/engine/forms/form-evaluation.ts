import type { BindingScope } from '../bindings/binding.js';
import type { MessageCatalogue, MessageParams } from '../messages/message-catalogue.js';
import { deriveContext, type ContextDerivations } from '../rules/derive-context.js';
import { computeFieldStates, fieldStateAt, type FieldState, type FieldStates, type RuleContext } from '../rules/field-states.js';
import { ruleRequiredErrors } from '../rules/rule-required-errors.js';
import type { SchemaNode } from '../schema/json-schema.js';
import { distinctErrors } from '../validation/distinct-errors.js';
import type { FieldError } from '../validation/field-error.js';
import type { ModelValidator } from '../validation/model-validator.js';
import { computedFields, withComputedValues } from './computed-values.js';
import { shouldShowErrors, type DirtyState } from './dirty-fields.js';
import { nullifyInactiveFields } from './nullify-inactive-fields.js';
import { feedsRules, ruleInputs } from './rule-inputs.js';
import { setAtPointer } from './set-at-pointer.js';
import { getAtPointer } from '../schema/json-pointer.js';

/** What a form's rules are: fixed while the form is on screen. */
export interface FormRules {
  /** The bundled model schema. */
  schema: SchemaNode;
  /** The ui file (its `ui:rules`, computed values). */
  ui: SchemaNode;
  validate: ModelValidator;
  messages: { catalogue: MessageCatalogue; globals: MessageParams };
  ruleContext: RuleContext;
  /** Context values computed from the data (schemas/config/context.json). */
  derivations?: ContextDerivations;
  /** The bindings' scope given the form's data (loaded data, switches, this form). */
  scopeOf?: (data: Record<string, unknown>) => BindingScope;
}

/** What changes while the visitor works on the form. */
export interface FormInputs {
  data: Record<string, unknown>;
  dirty: DirtyState;
  /** The server's refusals still standing: shown at once, dirty or not. */
  serverErrors: readonly FieldError[];
  /** The answers of field checks (`ui:check`). */
  checkErrors: readonly FieldError[];
}

/** Everything the form shows and sends, worked out from its inputs. */
export interface FormEvaluation {
  data: Record<string, unknown>;
  scope: BindingScope;
  /** The rule context with the values derived from the data (schemas/config/context.json). */
  context: Readonly<Record<string, unknown>>;
  fieldStates: FieldStates;
  /** The data as it would be sent: hidden and disabled fields nulled, computed values set. */
  savedData: Record<string, unknown>;
  /** Every error, shown or not (a requirement list ticks its rules live from these). */
  allErrors: readonly FieldError[];
  /** The errors the form shows now: the server's, and the rest once their field is dirty. */
  shownErrors: readonly FieldError[];
}

/**
 * Inputs that differ from those of an earlier evaluation only in the values at `edited`
 * (what a field typed since): the rules' part of that evaluation still holds unless an
 * edited place feeds them (rule-inputs.ts).
 */
export interface EditedSince {
  evaluation: FormEvaluation;
  edited: readonly string[];
}

/** Works out a form's state; given what it was before a few edits, only what they can change. */
export type FormEvaluator = (inputs: FormInputs, since?: EditedSince) => FormEvaluation;

/**
 * The form's whole state as one pure function of its inputs: the same answer whether the
 * form works it out while drawing or a field works it out between keystrokes (pending-edits.ts).
 * A keystroke into a field no rule reads keeps the field states and context it had, so a
 * keystroke costs validation and the field's own feedback, not the whole form's rules.
 */
export function createFormEvaluator(rules: FormRules): FormEvaluator {
  const computed = computedFields(rules.ui);
  const { schema, ui, validate, messages, ruleContext } = rules;
  const reads = ruleInputs(ui, rules.derivations);
  // One object for the form's life: the rule-required errors are worked out once per field under it.
  const requiredContext = { schema, ...messages };
  // By pointer: a field is typed into many times.
  const fed = new Map<string, boolean>();
  const feeds = (pointer: string) => {
    let answer = fed.get(pointer);
    if (answer === undefined) fed.set(pointer, (answer = feedsRules(reads, pointer)));
    return answer;
  };
  return ({ data, dirty, serverErrors, checkErrors }, since) => {
    const scope = rules.scopeOf?.(data) ?? {};
    const held = since?.edited.every((pointer) => !feeds(pointer)) ? since : undefined;
    const kept = held?.evaluation;
    const context = kept?.context ?? { ...ruleContext.context, ...deriveContext(rules.derivations ?? {}, data, scope) };
    // A rule's `{ "value": "$data/..." }` reads the screen's bindings (a captcha the answer asked for).
    const fieldStates = kept?.fieldStates ?? computeFieldStates(ui, data, { ...ruleContext, context, scope: { ...ruleContext.scope, ...scope } });
    // With the states kept, the saved data differs from before only at the edited fields, where no state resets them.
    const savedData =
      held?.edited.every((pointer) => isActive(fieldStateAt(fieldStates, pointer)))
        ? held.edited.reduce((saved, pointer) => setAtPointer(saved, pointer, getAtPointer(data, pointer)), held.evaluation.savedData)
        : withComputedValues(nullifyInactiveFields(data, fieldStates, schema), computed, { ...scope, context }, { ...ruleContext, context });
    // The model's rules skip a field the visitor cannot reach (hidden or disabled, nulled on
    // save): its error could be neither seen at the field nor mended there.
    const modelErrors = validate(savedData).filter((error) => error.path === '' || isActive(fieldStateAt(fieldStates, error.path)));
    const allErrors = [...modelErrors, ...ruleRequiredErrors(fieldStates, savedData, requiredContext), ...serverErrors, ...checkErrors];
    // Filtered before the repeats go, so a refusal shown at once is not dropped for a rule's copy still waiting for its field to be dirty.
    const shownErrors = distinctErrors(allErrors.filter((error) => serverErrors.includes(error) || shouldShowErrors(dirty, error.path)));
    return { data, scope, context, fieldStates, savedData, allErrors, shownErrors };
  };
}

/** A field that is sent as typed: neither hidden nor disabled (those are reset on save). */
function isActive(state: FieldState): boolean {
  return !state.hidden && !state.disabled;
}
