// @vitest-environment node
// (The rule-file loader resolves paths with node:url, which needs Node's own URL, not jsdom's.)
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addPortalKeywords } from '../../../src/engine/keywords/index.js';
import { mergeMessageFiles, type MessageFile } from '../../../src/engine/messages/message-catalogue.js';
import { bundleSchema } from '../../../src/engine/schema/bundle-schema.js';
import { isSchemaNode, SCHEMA_BASE_URI, type SchemaNode, type SchemaRegistry } from '../../../src/engine/schema/json-schema.js';
import { createModelValidator, type ModelValidator } from '../../../src/engine/validation/model-validator.js';
import { loadSchemaRegistry, readJsonTree } from '../../../src/server/rules/load-rule-files.js';

interface InvalidExample {
  value: unknown;
  messageId: string;
}

const registry = loadSchemaRegistry();
const catalogue = mergeMessageFiles(
  Object.fromEntries(readJsonTree('schemas/messages').map(({ file, json }) => [file, json as MessageFile])),
);
const defs = readJsonTree('schemas/defs').map(({ file, json }) => ({
  name: file.replace(/^schemas\/defs\//, ''),
  schema: json as SchemaNode,
}));

/** Compiles a registered schema the way browser and server do: bundled, with our keywords and formats. */
function validatorFor(id: string, schemas: SchemaRegistry = registry): ModelValidator {
  const schema = bundleSchema(schemas, id);
  const ajv = addPortalKeywords(new Ajv({ allErrors: true, $data: true }));
  addFormats(ajv);
  return createModelValidator(ajv.compile(schema), schema, { catalogue });
}

/** Every message id a schema names: in `messages` maps and in our keywords' rules. */
function messageIdsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(messageIdsIn);
  if (!isSchemaNode(node)) return [];
  return Object.entries(node).flatMap(([keyword, value]) => {
    if (keyword === 'messages' && isSchemaNode(value)) return Object.values(value) as string[];
    if (keyword === 'messageId' && typeof value === 'string') return [value];
    return messageIdsIn(value);
  });
}

describe('shared definitions', () => {
  it.each(defs)('$name follows the file conventions: draft-07, its own $id, a caption and a description', ({ name, schema }) => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.$id).toBe(`${SCHEMA_BASE_URI}defs/${name}`);
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.json$/);
    expect(typeof schema.title).toBe('string');
    expect(typeof schema.description).toBe('string');
    expect(Array.isArray(schema.examples) && schema.examples.length > 0).toBe(true);
  });

  it.each(defs)('every message id $name names exists in the message catalogue', ({ schema }) => {
    for (const id of messageIdsIn(schema)) expect(catalogue, id).toHaveProperty([id]);
  });

  it.each(defs)(
    'every example in $name passes and every invalid example fails with its message, all slots filled',
    ({ schema }) => {
      const validate = validatorFor(schema.$id as string);
      for (const example of schema.examples as unknown[]) {
        expect(validate(example), JSON.stringify(example)).toEqual([]);
      }
      for (const { value, messageId } of (schema.invalidExamples ?? []) as InvalidExample[]) {
        const errors = validate(value);
        const error = errors.find((candidate) => candidate.messageId === messageId);
        expect(error, `${JSON.stringify(value)} gave ${JSON.stringify(errors)}`).toBeDefined();
        expect(error?.message).not.toMatch(/\{\w+\}/);
      }
    },
  );

  it('a model that bounds a shared number quotes its bounds in the message', () => {
    const id = `${SCHEMA_BASE_URI}models/bounded-number-probe.json`;
    const probe: SchemaNode = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: id,
      type: 'object',
      properties: { visits: { $ref: '../defs/integer.json', title: 'Visits', type: 'integer', minimum: 1, maximum: 12 } },
    };
    const validate = validatorFor(id, { ...registry, [id]: probe });
    expect(validate({ visits: 0 }).map((error) => error.message)).toEqual(['Visits must be at least 1']);
    expect(validate({ visits: 13 }).map((error) => error.message)).toEqual(['Visits must be at most 12']);
    expect(validate({ visits: 6 })).toEqual([]);
  });
});
