import type { SchemaNode } from '../../src/engine/schema/json-schema.js';
import { parsePointer } from '../../src/engine/schema/json-pointer.js';
import type { FieldError } from '../../src/engine/validation/field-error.js';
import type { CompiledValidate, ModelValidator } from '../../src/engine/validation/model-validator.js';

/** The part of a field error a rule test asserts: which message, and its text. */
export interface MessageOutcome {
  messageId: string;
  message: string;
}

/**
 * The root validate function of a precompiled validators module. Modules are keyed by
 * schema `$id` (the shape rjsf's precompiled validator expects), so a missing key means
 * the module and the bundled schema come from different generations.
 */
export function rootValidator(validators: Readonly<Record<string, CompiledValidate>>, schema: SchemaNode): CompiledValidate {
  const validate = typeof schema.$id === 'string' ? validators[schema.$id] : undefined;
  if (!validate) throw new Error(`no precompiled validator for ${String(schema.$id)}: run npm run gen`);
  return validate;
}

/**
 * A copy of `base` with `value` at the JSON pointer `path` ("" replaces the whole value).
 * Tests vary one field inside an otherwise valid model, so required and cross-field rules
 * of the other fields stay satisfied.
 */
export function withValueAt(base: unknown, path: string, value: unknown): unknown {
  const segments = parsePointer(path);
  if (segments.length === 0) return value;
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    node[segment] = typeof next === 'object' && next !== null ? next : {};
    node = node[segment] as Record<string, unknown>;
  }
  node[segments.at(-1) as string] = value;
  return copy;
}

/**
 * The errors reported on the field at `path` or inside it (an object field's rules may
 * report on its own properties) when `value` is put at `path` in `base`. Errors on other
 * fields are left out: varying one field may break a cross-field rule of another.
 */
export function errorsWithin(validate: ModelValidator, base: unknown, path: string, value: unknown): FieldError[] {
  return validate(withValueAt(base, path, value)).filter((error) => error.path === path || error.path.startsWith(`${path}/`));
}

/** The messages of `errorsWithin`, as rule tests compare them. */
export function messagesAt(validate: ModelValidator, base: unknown, path: string, value: unknown): MessageOutcome[] {
  return errorsWithin(validate, base, path, value).map(({ messageId, message }) => ({ messageId, message }));
}
