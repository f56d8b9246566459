import type { ErrorSchema } from '@rjsf/utils';
import { parsePointer } from '../../engine/schema/json-pointer.js';
import type { FieldError } from '../../engine/validation/field-error.js';

/** Builds rjsf's nested error tree from field errors, each field's messages in order, once each. */
export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root;
    for (const segment of parsePointer(error.path)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const list = ((node.__errors as string[] | undefined) ??= []);
    if (!list.includes(error.message)) list.push(error.message);
  }
  return root as ErrorSchema;
}
