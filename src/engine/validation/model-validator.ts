import type { ErrorObject } from 'ajv';
import type { SchemaNode } from '../schema/json-schema.js';
import { withoutEmptyOptionalStrings } from './empty-optional-strings.js';
import type { FieldError } from './field-error.js';
import { createErrorMemo, mapAjvErrors, type ErrorMappingContext } from './map-ajv-errors.js';

/** A compiled ajv validate function, whether precompiled (browser) or compiled at start (server). */
export interface CompiledValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Validates one model's data and answers with field errors (empty when valid). */
export type ModelValidator = (data: unknown) => FieldError[];

/**
 * Wraps a compiled validator so that every caller, browser or server, gets the same field
 * errors with the same message ids and texts for the same data. An empty optional string
 * counts as absent, as the server's request normalisation treats it.
 */
export function createModelValidator(
  validate: CompiledValidate,
  schema: SchemaNode,
  context: Omit<ErrorMappingContext, 'schema'>,
): ModelValidator {
  const memo = createErrorMemo();
  const mapping = { ...context, schema };
  return (data) => {
    if (validate(withoutEmptyOptionalStrings(schema, data))) return [];
    return mapAjvErrors(validate.errors, mapping, memo);
  };
}
