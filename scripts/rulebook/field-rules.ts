import { parsePointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { SchemaField } from '../gen/field-walk.js';
import { crossFieldParams, GENERIC_MESSAGE_ID, messageIdFor, ruleParams } from '../gen/rule-params.js';
import { FORMAT_LIMIT_WORDS } from '../gen/format-limit-words.js';
import { siblingReference } from '../../src/engine/schema/sibling-reference.js';
import type { BookContext } from './book-context.js';
import { code } from './html.js';
import { patternWords } from './pattern-words.js';
import { optionWords } from './value-words.js';

/** One rule of a field: what it asks in plain words, and the message a user reads when it fails. */
export interface RuleRow {
  /** HTML: plain words, with the rule file's own values (a pattern in code style). */
  rule: string;
  messageId: string;
  /** The exact text the portal shows, the schema's values filled in. */
  message: string;
}

type Say = (id: string, extra?: Record<string, string | number>) => string;
type Words = (schema: SchemaNode, book: BookContext) => string | undefined;

/** Plain words per keyword; the message comes from the schema's `messages` (as error mapping finds it). */
const KEYWORD_WORDS: ReadonlyArray<readonly [string, Words]> = [
  ['minLength', (s) => (typeof s.maxLength === 'number' ? (s.minLength === s.maxLength ? `exactly ${s.minLength} characters` : `${s.minLength} to ${s.maxLength} characters`) : `at least ${s.minLength} characters`)],
  ['maxLength', (s) => (typeof s.minLength === 'number' ? undefined : `at most ${s.maxLength} characters`)],
  ['pattern', (s) => patternWords(String(s.pattern))],
  ['noRepeatedCharacters', (s) => (s.noRepeatedCharacters === true ? 'no character directly follows an identical one' : undefined)],
  ['validCharacters', (s) => (s.validCharacters === true ? 'only characters the portal accepts in text (no control characters or markup)' : undefined)],
  ['npiCheckDigit', (s) => (s.npiCheckDigit === true ? 'ends in a valid NPI check digit' : undefined)],
  ['format', (s) => `a valid ${code(String(s.format))}`],
  ['enum', (s, book) => `one of ${(s.enum as unknown[]).map((v) => optionWords(book, { schema: s, ui: undefined }, v)).join(', ')}`],
  ['const', (s, book) => `exactly ${optionWords(book, { schema: s, ui: undefined }, s.const)}`],
  ['minimum', (s) => `at least ${s.minimum}`],
  ['maximum', (s) => `at most ${s.maximum}`],
  ['exclusiveMinimum', (s) => `more than ${s.exclusiveMinimum}`],
  ['exclusiveMaximum', (s) => `less than ${s.exclusiveMaximum}`],
  ['multipleOf', (s) => `a multiple of ${s.multipleOf}`],
  ['minItems', (s) => `at least ${s.minItems} ${s.minItems === 1 ? 'entry' : 'entries'}`],
  ['maxItems', (s) => `at most ${s.maxItems} ${s.maxItems === 1 ? 'entry' : 'entries'}`],
  ['uniqueItems', (s) => (s.uniqueItems === true ? 'no entry repeats' : undefined)],
  ['contains', () => 'at least one entry is chosen'],
  ...Object.entries(FORMAT_LIMIT_WORDS).map(([keyword, words]): readonly [string, Words] => [keyword, (s) => `${words} ${code(String(s[keyword]))}`]),
];

/**
 * A field's rules as rows of plain words and exact message, in the order they are written
 * (`requirementOrder` first), cross-field rules of its parent and type-dependent rules
 * (`allOf` / `if` / `then`) included, and every other message its `messages` names.
 */
export function fieldRuleRows(book: BookContext, field: SchemaField): RuleRow[] {
  const say: Say = (id, extra = {}) => book.say(id, { ...ruleParams(field.schema, field.path), ...extra });
  const rows: RuleRow[] = [];
  if (field.required) rows.push(row('required', messageIdFor(field.schema, 'required') ?? 'field.required', say));
  rows.push(...ownRows(book, field.schema, say));
  rows.push(...crossFieldRows(book, field));
  rows.push(...conditionalRows(book, field));
  // Whatever else the field's `messages` names (a type mismatch, additional properties): its text too.
  const messages = isSchemaNode(field.schema.messages) ? field.schema.messages : {};
  for (const [keyword, id] of Object.entries(messages)) {
    if (typeof id === 'string' && !rows.some((r) => r.messageId === id)) rows.push(row(MESSAGE_KEYWORD_WORDS[keyword] ?? `passes its ${code(keyword)} check`, id, say));
  }
  return dedupe(rows);
}

function ownRows(book: BookContext, schema: SchemaNode, say: Say): RuleRow[] {
  const order = Array.isArray(schema.requirementOrder) ? schema.requirementOrder.map(String) : [];
  const keywords = [...new Set([...order, ...Object.keys(schema)])];
  const rows: RuleRow[] = [];
  for (const keyword of keywords) {
    if (keyword === 'patternRules' && Array.isArray(schema.patternRules)) {
      for (const rule of schema.patternRules.filter(isSchemaNode)) {
        const params = isSchemaNode(rule.params) ? (rule.params as Record<string, string | number>) : {};
        rows.push(row(patternWords(String(rule.pattern)), String(rule.messageId), say, params));
      }
      continue;
    }
    if (keyword === 'uniqueByProperty' && isSchemaNode(schema.uniqueByProperty)) {
      rows.push(row(`no two entries share ${code(String(schema.uniqueByProperty.property))}`, String(schema.uniqueByProperty.messageId), say));
      continue;
    }
    const words = KEYWORD_WORDS.find(([name]) => name === keyword)?.[1];
    // A keyword whose value is a `$data` reference is compared at run time: no fixed value to state.
    if (!words || (isSchemaNode(schema[keyword]) && '$data' in (schema[keyword] as SchemaNode))) continue;
    const text = words(schema, book);
    if (text) rows.push(row(text, messageIdFor(schema, keyword) ?? GENERIC_MESSAGE_ID, say));
  }
  return rows;
}

/** What a field asks, said for a message its `messages` names for a keyword it does not carry itself (its $ref or a rule of the form does). */
const MESSAGE_KEYWORD_WORDS: Readonly<Record<string, string>> = {
  required: 'filled in when the form asks for it',
  maxLength: 'not longer than its limit',
  minLength: 'not shorter than its limit',
  type: 'a value of the kind the field takes',
  pattern: 'written in the form the field takes',
  format: 'written in the form the field takes',
  additionalProperties: 'no parts other than the field’s own',
};

const CROSS_FIELD_WORDS: Readonly<Record<string, string>> = {
  equalsField: 'the same as',
  excludesFieldValues: 'does not contain the value of',
  differsFromFields: 'different from',
};

/** Rules the parent object states about this field (equal to, different from, not containing). */
function crossFieldRows(book: BookContext, field: SchemaField): RuleRow[] {
  const parent = field.parent;
  const name = parsePointer(field.path).at(-1);
  if (!parent || name === undefined) return [];
  const rows: RuleRow[] = [];
  const caption = (other: string) => {
    const sibling = isSchemaNode(parent.properties) ? parent.properties[other] : undefined;
    return isSchemaNode(sibling) && typeof sibling.title === 'string' ? sibling.title : other;
  };
  for (const [keyword, words] of Object.entries(CROSS_FIELD_WORDS)) {
    for (const rule of (Array.isArray(parent[keyword]) ? parent[keyword] : []).filter(isSchemaNode)) {
      if (rule.field !== name) continue;
      const others = typeof rule.other === 'string' ? [rule.other] : Array.isArray(rule.others) ? rule.others.map(String) : [];
      for (const other of others) {
        const params = crossFieldParams(field.schema, field.path, other, caption(other)) as Record<string, string | number>;
        rows.push({ rule: `${words} ${book.say(caption(other))}`, messageId: String(rule.messageId), message: book.say(String(rule.messageId), params) });
      }
    }
  }
  // A limit the field takes from another field ("formatMinimum": { "$data": "1/from" }).
  for (const [keyword, words] of Object.entries(FORMAT_LIMIT_WORDS)) {
    const other = siblingReference(field.schema[keyword]);
    if (other === undefined) continue;
    const messageId = messageIdFor(field.schema, keyword) ?? GENERIC_MESSAGE_ID;
    const params = crossFieldParams(field.schema, field.path, other, caption(other)) as Record<string, string | number>;
    rows.push({ rule: `${words} ${book.say(caption(other))}`, messageId, message: book.say(messageId, params) });
  }
  const paired = parent.pairedProperties;
  if (isSchemaNode(paired) && Array.isArray(paired.properties) && paired.properties.includes(name)) {
    const together = paired.properties.map((p) => book.say(caption(String(p)))).join(', ');
    rows.push({ rule: `filled together with the others of ${together}`, messageId: String(paired.messageId), message: book.say(String(paired.messageId), ruleParams(field.schema, field.path)) });
  }
  return rows;
}

/** Rules that hold only for some values of a sibling: `allOf` of `if` / `then` on the parent. */
function conditionalRows(book: BookContext, field: SchemaField): RuleRow[] {
  const parent = field.parent;
  const name = parsePointer(field.path).at(-1);
  if (!parent || name === undefined) return [];
  const branches = [parent, ...(Array.isArray(parent.allOf) ? parent.allOf.filter(isSchemaNode) : [])].filter((b) => isSchemaNode(b.if) && isSchemaNode(b.then));
  return branches.flatMap((branch) => {
    const then = (branch.then as SchemaNode).properties;
    const own = isSchemaNode(then) ? then[name] : undefined;
    if (!isSchemaNode(own)) return [];
    // The branch adds keywords; their messages and caption are the field's own.
    const merged: SchemaNode = { ...own, title: field.schema.title, messages: field.schema.messages };
    const say: Say = (id, extra = {}) => book.say(id, { ...ruleParams(merged, field.path), ...extra });
    const when = ifWords(book, parent, branch.if as SchemaNode);
    return ownRows(book, merged, say).map((r) => ({ ...r, rule: `when ${when}: ${r.rule}` }));
  });
}

/** An `if` of sibling values in words: "Identifier Type is NPI or Group NPI". */
function ifWords(book: BookContext, parent: SchemaNode, condition: SchemaNode): string {
  const properties = isSchemaNode(condition.properties) ? condition.properties : {};
  return Object.entries(properties)
    .filter(([, rule]) => isSchemaNode(rule))
    .map(([sibling, rule]) => {
      const schema = isSchemaNode(parent.properties) && isSchemaNode(parent.properties[sibling]) ? (parent.properties[sibling] as SchemaNode) : undefined;
      const caption = typeof schema?.title === 'string' ? book.say(schema.title) : sibling;
      const values = 'const' in (rule as SchemaNode) ? [(rule as SchemaNode).const] : Array.isArray((rule as SchemaNode).enum) ? ((rule as SchemaNode).enum as unknown[]) : [];
      return `${caption} is ${values.map((v) => optionWords(book, { schema, ui: undefined }, v)).join(' or ')}`;
    })
    .join(' and ');
}

function row(rule: string, messageId: string, say: Say, params: Record<string, string | number> = {}): RuleRow {
  return { rule, messageId, message: say(messageId, params) };
}

function dedupe(rows: RuleRow[]): RuleRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.rule}|${r.messageId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
