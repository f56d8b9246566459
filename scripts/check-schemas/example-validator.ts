import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { addPortalKeywords } from '../../src/engine/keywords/index.js';
import type { MessageCatalogue } from '../../src/engine/messages/message-catalogue.js';
import { getAtPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { FieldError } from '../../src/engine/validation/field-error.js';
import { createModelValidator, type CompiledValidate } from '../../src/engine/validation/model-validator.js';

/** What validating one value against one schema node gave: raw ajv errors and mapped ones. */
export interface ExampleResult {
  raw: NonNullable<CompiledValidate['errors']>;
  errors: FieldError[];
}

/** Validates a value the way browser and server do; undefined when the node cannot compile. */
export type ExampleCheck = (value: unknown) => ExampleResult;

/**
 * Compiles schema nodes of bundled files exactly as the portal does (same ajv options,
 * formats and keywords) and maps errors to catalogue message ids with the same mapper, so
 * an example that passes here passes in the browser and on the server.
 */
export function createExampleValidators(catalogue: MessageCatalogue) {
  const ajv = addPortalKeywords(new Ajv({ allErrors: true, $data: true, strict: false, logger: false }));
  addFormats(ajv);

  /**
   * A validator for the node at `pointer` in `bundle`. A node below the root is compiled
   * with the bundle's definitions beside it, which is where bundling put every `$ref`.
   * Throws when ajv cannot compile the node.
   */
  return (bundle: SchemaNode, pointer: string): ExampleCheck => {
    const node = getAtPointer(bundle, pointer);
    if (!isSchemaNode(node)) throw new Error(`no schema at ${pointer}`);
    // $id is dropped: one ajv compiles many files, and ids may repeat across bundles.
    const { $id: _id, ...rest } = node;
    const schema: SchemaNode =
      pointer === '' ? rest : { ...rest, definitions: { ...(bundle.definitions as object), ...(rest.definitions as object | undefined) } };
    const validate = ajv.compile(schema);
    const check = createModelValidator(validate, schema, { catalogue });
    return (value) => {
      const errors = check(value);
      return { errors, raw: validate.errors ?? [] };
    };
  };
}
