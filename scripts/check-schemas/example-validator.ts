import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { addPortalKeywords } from '../../src/engine/keywords/index.js';
import type { MessageCatalogue } from '../../src/engine/messages/message-catalogue.js';
import { getAtPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { FieldError } from '../../src/engine/validation/field-error.js';
import { createModelValidator, type CompiledValidate } from '../../src/engine/validation/model-validator.js';

/*
 * Compiling is nearly all a check run costs (about 0.7 s of ajv per run). A process that checks
 * many copies of the rule files (the checker's own tests, each on a copy with one edit) met
 * the same schemas again each time. A compiled function is pure, so it is kept for the process
 * by the schema's text: an edited schema has another text and compiles afresh. No schema here
 * carries an $id, so one ajv holds them all without collisions.
 */
let sharedAjv: Ajv | undefined;
const validators = new Map<string, CompiledValidate>();

function compiled(schema: SchemaNode): CompiledValidate {
  const key = JSON.stringify(schema);
  const known = validators.get(key);
  if (known) return known;
  sharedAjv ??= addFormats(addPortalKeywords(new Ajv({ allErrors: true, $data: true, strict: false, logger: false })));
  const made = sharedAjv.compile(schema);
  validators.set(key, made);
  return made;
}

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
    const validate = compiled(schema);
    const check = createModelValidator(validate, schema, { catalogue });
    return (value) => {
      const errors = check(value);
      return { errors, raw: validate.errors ?? [] };
    };
  };
}
