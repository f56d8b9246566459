import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import type { SchemaNode, SchemaRegistry } from '../../src/engine/schema/json-schema.js';
import type { MessageContext } from '../../test/support/catalogue.js';
import { rootValidator } from '../../test/support/field-errors.js';
import { bundledSchema, bundledSchemaFile } from './bundled-schema-file.js';
import { describeFieldRules } from './describe-rules.js';
import { exampleObject } from './example-object.js';
import { defField, modelFields, type SchemaField } from './field-walk.js';
import type { GeneratedFile } from './generated-file.js';
import type { GenerationTarget } from './generation-targets.js';
import { loadValidatorCode } from './load-validator-code.js';
import { fieldCases } from './rule-cases.js';
import { testFile } from './test-file.js';
import { typeFile } from './type-file.js';
import { shippedSchema } from './shipped-schema.js';
import { compileValidatorCode, validatorFiles } from './validator-files.js';

/**
 * The four outputs of one model or def: bundled schema, validators (+ typing), type, rule
 * tests. An answer (schemas/answers) has one: its type, for the code that reads it. The validator is compiled first and then run from memory, because boundary
 * cases are kept only when the shipped validator judges them as intended.
 */
export async function targetFiles(
  target: GenerationTarget,
  registry: SchemaRegistry,
  messages: MessageContext,
): Promise<GeneratedFile[]> {
  const schema = bundledSchema(registry, target);
  if (target.kind === 'answer') return [await typeFile(target, schema, answerDocs(schema))];
  // What ships (model file and validator) leaves the authors' notes out; docs and cases read them here.
  const shipped = shippedSchema(schema);
  const code = compileValidatorCode(shipped);
  const validators = validatorFiles(target, code);
  const written = validators[0] as GeneratedFile;
  // Generation judges examples with the very code it writes, loaded from ajv's CommonJS form.
  const validate = createModelValidator(rootValidator(loadValidatorCode(code, written.path), shipped), shipped, messages);

  const fields = target.kind === 'model' ? modelFields(schema) : [defField(schema, target.name)];
  const base = target.kind === 'model' ? exampleObject(schema) : undefined;
  const docs = new Map<string, string>();
  if (typeof schema.description === 'string') docs.set('', schema.description);
  // Docs also cover a def's own properties and every array's item properties; tests do not.
  const documented = [...fields, ...modelFields(schema, { intoItems: true }).filter((f) => !docsCovered(fields, f))];
  for (const field of documented) {
    const own = typeof field.schema.description === 'string' ? field.schema.description : '';
    const rules = describeFieldRules(schema, field, messages);
    // A def's root is itself the field, so its rules join the root's description.
    docs.set(field.path, [own, rules].filter(Boolean).join('\n\n'));
  }
  const cases = fields.flatMap((field) => fieldCases(field, { root: schema, validate, base, messages }));

  return [
    bundledSchemaFile(target, shipped),
    ...validators,
    await typeFile(target, schema, docs),
    testFile({ target, cases, base }),
  ];
}

/**
 * An answer's type comments: its own descriptions only. Its rules state what the server
 * sends, not limits a person must meet, so they are not worded as requirements.
 */
function answerDocs(schema: SchemaNode): Map<string, string> {
  const docs = new Map<string, string>();
  if (typeof schema.description === 'string') docs.set('', schema.description);
  for (const field of modelFields(schema, { intoItems: true })) {
    if (typeof field.schema.description === 'string') docs.set(field.path, field.schema.description);
  }
  return docs;
}

function docsCovered(fields: readonly SchemaField[], field: SchemaField): boolean {
  return fields.some((other) => other.path === field.path);
}
