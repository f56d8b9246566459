import { formatMessage } from '../messages/format-message.js';
import type { MessageCatalogue, MessageParams } from '../messages/message-catalogue.js';
import { getAtPointer } from '../schema/json-pointer.js';
import type { SchemaNode } from '../schema/json-schema.js';
import { schemaAtDataPath } from '../schema/schema-at-path.js';
import type { FieldError } from '../validation/field-error.js';
import { captionOf } from '../validation/map-ajv-errors.js';
import type { FieldStates } from './field-states.js';
import { isEmptyValue } from './is-empty-value.js';

/** The catalogue id of "{caption} is required", shared with ajv's `required` errors. */
const RULE_REQUIRED_MESSAGE_ID = 'field.required';

/** What reporting needs beside the states and the data. */
export interface RuleRequiredContext {
  /** The bundled model, for captions. */
  schema: SchemaNode;
  catalogue: MessageCatalogue;
  globals?: MessageParams;
}

/**
 * Field errors for fields a "require" rule currently demands but that are empty.
 *
 * The model schema cannot express "required only when the role is chosen" in a way the
 * form can show field by field, so those demands live in ui rules and are checked here;
 * the errors have exactly the shape and message of ajv's own `required` errors, so the
 * form cannot tell them apart.
 */
export function ruleRequiredErrors(states: FieldStates, data: unknown, context: RuleRequiredContext): FieldError[] {
  const errors: FieldError[] = [];
  for (const pointer of requiredPointers(states)) {
    if (!isEmptyValue(getAtPointer(data, pointer))) continue;
    errors.push(errorAt(pointer, context));
  }
  return errors;
}

const required = new WeakMap<FieldStates, readonly string[]>();

/** The fields a rule demands now, listed once per states: a keystroke keeps them (form-evaluation.ts). */
function requiredPointers(states: FieldStates): readonly string[] {
  let pointers = required.get(states);
  if (!pointers) {
    pointers = Object.entries(states).flatMap(([pointer, state]) => (state.required ? [pointer] : []));
    required.set(states, pointers);
  }
  return pointers;
}

/** The errors already worked out per context (one form's rules), by pointer: a field typed into asks on every keystroke. */
const known = new WeakMap<RuleRequiredContext, Map<string, FieldError>>();

function errorAt(pointer: string, context: RuleRequiredContext): FieldError {
  let errors = known.get(context);
  if (!errors) known.set(context, (errors = new Map()));
  let error = errors.get(pointer);
  if (!error) {
    const params = { caption: captionOf(schemaAtDataPath(context.schema, pointer), pointer) };
    // Shared by every evaluation that finds the field empty: frozen, as ajv's mapped errors are.
    error = Object.freeze({ path: pointer, messageId: RULE_REQUIRED_MESSAGE_ID, params: Object.freeze(params), message: formatMessage(context.catalogue, RULE_REQUIRED_MESSAGE_ID, params, context.globals) });
    errors.set(pointer, error);
  }
  return error;
}
