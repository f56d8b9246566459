import { formatMessage } from '../../src/engine/messages/format-message.js';
import { messageSlots } from '../../src/engine/messages/message-catalogue.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { schemaAtDataPath } from '../../src/engine/schema/schema-at-path.js';
import type { ModelValidator } from '../../src/engine/validation/model-validator.js';
import type { MessageContext } from '../../test/support/catalogue.js';
import { errorsWithin, messagesAt, type MessageOutcome } from '../../test/support/field-errors.js';
import type { SchemaField } from './field-walk.js';
import { lengthCandidates } from './length-candidates.js';
import { messageIdFor, ruleParams } from './rule-params.js';

/** One generated test: a value at a field, and what the validator must say about it. */
export type RuleCase =
  | { kind: 'accepts'; title: string; path: string; value: unknown }
  /** `only`: the expected message must be the field's only one (derived cases); else one of them. */
  | { kind: 'rejects'; title: string; path: string; value: unknown; expected: MessageOutcome; only: boolean };

/** What deriving cases needs: the real validator, the model around the field, the catalogue. */
export interface CaseContext {
  /** The bundled schema, to find the schema of the place an error lands on. */
  root: SchemaNode;
  validate: ModelValidator;
  base: unknown;
  messages: MessageContext;
}

/**
 * The cases of one field: each example is accepted, each invalid example is rejected with
 * its message, and for length rules the boundaries (minimum and maximum accepted, one
 * shorter and one longer rejected). Expected texts are computed now, from the catalogue
 * and the schema's values, and written into the test literally: a rule change shows up
 * as a changed test.
 */
export function fieldCases(field: SchemaField, context: CaseContext): RuleCase[] {
  // A confirmation field is valid exactly when it equals its partner: varied alone it can
  // only fail, so its own examples say nothing. Hand-written tests cover the equality.
  if (isEqualsFieldTarget(context.root, field.path)) return [];
  const cases: RuleCase[] = [];
  const examples = Array.isArray(field.schema.examples) ? field.schema.examples : [];
  for (const value of examples) {
    cases.push({ kind: 'accepts', title: `${field.label}: accepts ${quote(value)}`, path: field.path, value });
  }
  const invalid = Array.isArray(field.schema.invalidExamples) ? field.schema.invalidExamples : [];
  for (const entry of invalid) {
    if (!isSchemaNode(entry) || !('value' in entry) || typeof entry.messageId !== 'string') {
      throw new Error(`${field.label}: every invalidExamples entry needs a value and a messageId`);
    }
    const expected = invalidExampleOutcome(field, entry.value, entry.messageId, context);
    cases.push({
      kind: 'rejects',
      title: `${field.label}: rejects ${quote(entry.value)} with ${quote(expected.message)}`,
      path: field.path,
      value: entry.value,
      expected,
      only: false,
    });
  }
  cases.push(...lengthBoundaryCases(field, examples.filter((e): e is string => typeof e === 'string'), context));
  cases.push(...validCharacterCases(field, examples.filter((e): e is string => typeof e === 'string'), context));
  return dedupeTitles(cases);
}

/**
 * The spec's valid-character check (every string has it unless it says `false`): a NUL byte
 * in place of a character of the first example is refused with the field's own message
 * (`validCharacters`, else `pattern`, else field.invalid). Replacing rather than inserting
 * keeps the length, so the message is usually the only one.
 */
function validCharacterCases(field: SchemaField, examples: string[], context: CaseContext): RuleCase[] {
  const example = examples.find((value) => value.length > 0);
  if (field.schema.validCharacters !== true || example === undefined) return [];
  const middle = Math.floor(example.length / 2);
  const value = `${example.slice(0, middle)}\u0000${example.slice(middle + 1)}`;
  const messageId = messageIdFor(field.schema, 'validCharacters') ?? messageIdFor(field.schema, 'pattern') ?? 'field.invalid';
  const expected = outcome(field, messageId, context.messages);
  const reported = messagesAt(context.validate, context.base, field.path, value);
  const only = reported.length === 1;
  const title = `${field.label}: rejects a NUL byte in ${quote(example)} with ${quote(expected.message)}`;
  return [{ kind: 'rejects', title, path: field.path, value, expected, only }];
}

function lengthBoundaryCases(field: SchemaField, examples: string[], context: CaseContext): RuleCase[] {
  const { minLength, maxLength } = field.schema;
  const cases: RuleCase[] = [];
  const judge = (value: string) => messagesAt(context.validate, context.base, field.path, value);
  const derive = (length: number, accept: (messages: MessageOutcome[]) => boolean) => {
    for (const example of examples) {
      for (const candidate of lengthCandidates(example, length)) if (accept(judge(candidate))) return candidate;
    }
    return undefined;
  };
  const valid = (length: number, which: string) => {
    const value = derive(length, (messages) => messages.length === 0);
    if (value !== undefined) {
      cases.push({ kind: 'accepts', title: `${field.label}: accepts ${characters(length)} (the ${which})`, path: field.path, value });
    }
  };
  const invalid = (length: number, keyword: 'minLength' | 'maxLength') => {
    const expected = outcome(field, messageIdFor(field.schema, keyword) as string, context.messages);
    const only = (messages: MessageOutcome[]) =>
      messages.length === 1 && messages[0]!.messageId === expected.messageId && messages[0]!.message === expected.message;
    const value = derive(length, only);
    if (value !== undefined) {
      const title = `${field.label}: rejects ${characters(length)} with ${quote(expected.message)}`;
      cases.push({ kind: 'rejects', title, path: field.path, value, expected, only: true });
    }
  };
  if (typeof minLength === 'number') {
    valid(minLength, 'minimum');
    if (minLength > 0) invalid(minLength - 1, 'minLength');
  }
  if (typeof maxLength === 'number') {
    valid(maxLength, 'maximum');
    invalid(maxLength + 1, 'maxLength');
  }
  return cases;
}

/** The message id and text a field reports for a rule, as the catalogue words it today. */
function isEqualsFieldTarget(root: SchemaNode, path: string): boolean {
  const segments = path.split('/');
  const name = segments.pop();
  const parent = schemaAtDataPath(root, segments.join('/'));
  const rules = parent?.equalsField;
  return Array.isArray(rules) && rules.some((rule) => isSchemaNode(rule) && rule.field === name);
}

function outcome(field: SchemaField, messageId: string, messages: MessageContext): MessageOutcome {
  const params = ruleParams(field.schema, field.path);
  return { messageId, message: formatMessage(messages.catalogue, messageId, params, messages.globals) };
}

/**
 * The text an invalid example must be rejected with. It is worked out from the catalogue
 * and the schema of the place the error lands on (a property inside an object value, say),
 * independently of the validator, so the test checks the validator rather than copying it.
 * Only when a text quotes a value no schema keyword holds (ajv's `{limit}` under an
 * if/then rule) is the validator's own text taken. When the validator does not report the
 * id at all the schema text is kept, and the generated test fails, as it should.
 */
function invalidExampleOutcome(field: SchemaField, value: unknown, messageId: string, context: CaseContext): MessageOutcome {
  const reported = errorsWithin(context.validate, context.base, field.path, value).find((error) => error.messageId === messageId);
  const path = reported?.path ?? field.path;
  const schema = schemaAtDataPath(context.root, path) ?? field.schema;
  const params = ruleParams(schema, path);
  const message = formatMessage(context.messages.catalogue, messageId, params, context.messages.globals);
  const unfilled = messageSlots(message).length > 0;
  return { messageId, message: unfilled && reported ? reported.message : message };
}

/** A value as a test title shows it: strings in single quotes, anything else as JSON. */
function quote(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** vitest needs distinct titles; equal titles here mean the same check (e.g. minLength = maxLength). */
function dedupeTitles(cases: RuleCase[]): RuleCase[] {
  const seen = new Set<string>();
  return cases.filter((c) => !seen.has(c.title) && seen.add(c.title));
}

function characters(count: number): string {
  return count === 1 ? '1 character' : `${count} characters`;
}
