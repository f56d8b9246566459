import { captionText, formatMessage } from '../../src/engine/messages/format-message.js';
import type { MessageParams } from '../../src/engine/messages/message-catalogue.js';
import { parsePointer, toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { schemaAtDataPath } from '../../src/engine/schema/schema-at-path.js';
import { captionOf } from '../../src/engine/validation/map-ajv-errors.js';
import type { MessageContext } from '../../test/support/catalogue.js';
import type { SchemaField } from './field-walk.js';
import { crossFieldParams, GENERIC_MESSAGE_ID, messageIdFor, ruleParams } from './rule-params.js';
import { FORMAT_LIMIT_WORDS } from './format-limit-words.js';
import { siblingReference } from '../../src/engine/schema/sibling-reference.js';
import { upperFirst } from '../../src/engine/messages/upper-first.js';

/** Says one keyword's rule in words, or nothing when the keyword is not a rule of ours to state. */
type KeywordSentences = (field: SchemaNode, say: (id: string, params?: MessageParams) => string) => string[];

/**
 * Plain wording for rules whose schema names no message. These are for developers reading
 * the generated types; users only ever see catalogue texts.
 */
const KEYWORD_SENTENCES: Readonly<Record<string, KeywordSentences>> = {
  length: (field, say) => {
    const ids = ['minLength', 'maxLength']
      .filter((keyword) => typeof field[keyword] === 'number')
      .map((keyword) => messageIdFor(field, keyword) as string);
    return [...new Set(ids)].map((id) => say(id));
  },
  pattern: (field, say) => {
    const id = messageIdFor(field, 'pattern');
    return [id ? say(id) : `Must match the pattern ${String(field.pattern)}`];
  },
  patternRules: (field, say) =>
    (Array.isArray(field.patternRules) ? field.patternRules : [])
      .filter(isSchemaNode)
      // A rule's own params fill its message's slots ("at least {letters} letters"), as at run time.
      .map((rule) => say(String(rule.messageId), isSchemaNode(rule.params) ? (rule.params as MessageParams) : {})),
  noRepeatedCharacters: (field, say) => {
    if (field.noRepeatedCharacters !== true) return [];
    const id = messageIdFor(field, 'noRepeatedCharacters');
    return [id ? say(id) : 'No character may directly follow an identical one'];
  },
  format: (field, say) => [withFallback(field, 'format', say, `Must be a valid ${String(field.format)}`)],
  enum: (field, say) => [
    withFallback(field, 'enum', say, `One of ${(field.enum as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`),
  ],
  const: (field, say) => [withFallback(field, 'const', say, `Exactly ${JSON.stringify(field.const)}`)],
  minimum: (field, say) => [withFallback(field, 'minimum', say, `At least ${String(field.minimum)}`)],
  maximum: (field, say) => [withFallback(field, 'maximum', say, `At most ${String(field.maximum)}`)],
  exclusiveMinimum: (field, say) => [withFallback(field, 'exclusiveMinimum', say, `More than ${String(field.exclusiveMinimum)}`)],
  exclusiveMaximum: (field, say) => [withFallback(field, 'exclusiveMaximum', say, `Less than ${String(field.exclusiveMaximum)}`)],
  multipleOf: (field, say) => [withFallback(field, 'multipleOf', say, `A multiple of ${String(field.multipleOf)}`)],
  minItems: (field, say) => [withFallback(field, 'minItems', say, `At least ${String(field.minItems)} items`)],
  maxItems: (field, say) => [withFallback(field, 'maxItems', say, `At most ${String(field.maxItems)} items`)],
  uniqueItems: (field, say) => (field.uniqueItems === true ? [withFallback(field, 'uniqueItems', say, 'No item may repeat')] : []),
  uniqueByProperty: (field, say) => (isSchemaNode(field.uniqueByProperty) ? [say(String(field.uniqueByProperty.messageId))] : []),
  ...Object.fromEntries(
    Object.entries(FORMAT_LIMIT_WORDS).map(([keyword, words]): [string, KeywordSentences] => [
      keyword,
      (field, say) => [withFallback(field, keyword, say, `${upperFirst(words)} ${String(field[keyword])}`)],
    ]),
  ),
};

function withFallback(field: SchemaNode, keyword: string, say: (id: string) => string, fallback: string): string {
  const id = messageIdFor(field, keyword);
  return id && id !== GENERIC_MESSAGE_ID ? say(id) : fallback;
}

/** The order rules are stated in: the schema's `requirementOrder` first, then as written. */
function ruleOrder(field: SchemaNode): string[] {
  const written = Array.isArray(field.requirementOrder) ? field.requirementOrder.map(String) : [];
  const tokens = [...written, ...Object.keys(field)].map((keyword) =>
    keyword === 'minLength' || keyword === 'maxLength' ? 'length' : keyword,
  );
  return [...new Set(tokens)].filter((token) => token in KEYWORD_SENTENCES);
}

/**
 * A field's rules as the sentences a user would read, in requirement order: "Password is
 * required. Between 8 and 15 characters long. At least one uppercase letter. ...". Texts
 * come from the message catalogue with the schema's own values, so changing a limit in a
 * schema changes this text (and the generated type comment that shows it).
 */
export function describeFieldRules(root: SchemaNode, field: SchemaField, context: MessageContext): string {
  const params = ruleParams(field.schema, field.path);
  const say = (id: string, extra: MessageParams = {}) =>
    formatMessage(context.catalogue, id, { ...params, ...extra }, context.globals);
  const sentences: string[] = [];
  if (field.required) sentences.push(say(messageIdFor(field.schema, 'required') as string));
  for (const token of ruleOrder(field.schema)) {
    // A keyword whose value is a $data reference is compared at run time; it has no fixed value to state.
    if (isSchemaNode(field.schema[token]) && '$data' in (field.schema[token] as SchemaNode)) continue;
    sentences.push(...(KEYWORD_SENTENCES[token] as KeywordSentences)(field.schema, say));
  }
  sentences.push(...crossFieldSentences(root, field, context));
  // One sentence a line, so a changed rule is a one-line diff in the generated comment.
  return [...new Set(sentences.map(asSentence))].join('\n');
}

/** Rules the parent object states about this field: equal to, different from, not containing others. */
function crossFieldSentences(root: SchemaNode, field: SchemaField, context: MessageContext): string[] {
  const parent = field.parent;
  if (!parent) return [];
  const name = parsePointer(field.path).at(-1);
  // Found the way error mapping finds it at run time, so the caption is the one users see.
  const siblingCaption = (other: string) => {
    const path = toPointer([...parsePointer(field.path).slice(0, -1), other]);
    return captionOf(schemaAtDataPath(root, path), path);
  };
  const say = (id: string, other: string) =>
    formatMessage(context.catalogue, id, crossFieldParams(field.schema, field.path, other, siblingCaption(other)), context.globals);
  const sentences: string[] = [];
  for (const keyword of ['equalsField', 'excludesFieldValues', 'differsFromFields']) {
    const rules = Array.isArray(parent[keyword]) ? (parent[keyword] as unknown[]) : [];
    for (const rule of rules.filter(isSchemaNode)) {
      if (rule.field !== name) continue;
      const others = typeof rule.other === 'string' ? [rule.other] : Array.isArray(rule.others) ? rule.others.map(String) : [];
      for (const other of others) sentences.push(say(String(rule.messageId), other));
    }
  }
  const paired = parent.pairedProperties;
  if (isSchemaNode(paired) && Array.isArray(paired.properties) && name !== undefined && paired.properties.includes(name)) {
    sentences.push(formatMessage(context.catalogue, String(paired.messageId), ruleParams(field.schema, field.path), context.globals));
  }
  // A limit the field itself takes from another field ("formatMinimum": { "$data": "1/from" }).
  for (const [keyword, words] of Object.entries(FORMAT_LIMIT_WORDS)) {
    const other = siblingReference(field.schema[keyword]);
    if (other === undefined) continue;
    const id = messageIdFor(field.schema, keyword);
    sentences.push(id && id !== GENERIC_MESSAGE_ID ? say(id, other) : `${upperFirst(words)} ${captionText(context.catalogue, siblingCaption(other))}`);
  }
  return sentences;
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
