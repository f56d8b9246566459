import type { ErrorObject } from 'ajv';
import type { SchemaNode } from '../schema/json-schema.js';
import { withNormalisedStrings } from './normalised-strings.js';
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
 * errors with the same message ids and texts for the same data. The data is taken as the
 * server's request normalisation takes it: `normalize` rules applied (a phone's ten digits),
 * an empty optional string absent.
 */
export function createModelValidator(
  validate: CompiledValidate,
  schema: SchemaNode,
  context: Omit<ErrorMappingContext, 'schema'>,
): ModelValidator {
  const memo = createErrorMemo();
  const mapping = { ...context, schema };
  return (data) => {
    if (validate(withNormalisedStrings(schema, data))) return [];
    return mapAjvErrors(validate.errors, mapping, memo);
  };
}
