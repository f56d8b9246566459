import { formatMessage } from '../../src/engine/messages/format-message.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import { siblingReference } from '../../src/engine/schema/sibling-reference.js';
import { FORMAT_LIMIT_WORDS } from '../gen/format-limit-words.js';
import type { MessageContext } from '../../test/support/catalogue.js';
import { fromTo, showJson, showText, words } from './describe-change.js';

/** What a schema keyword is called in a report line, and the unit its number counts. */
const KEYWORD_NAMES: Readonly<Record<string, { name: string; unit?: string }>> = {
  minLength: { name: 'minimum length', unit: 'characters' },
  maxLength: { name: 'maximum length', unit: 'characters' },
  minimum: { name: 'minimum' },
  maximum: { name: 'maximum' },
  exclusiveMinimum: { name: 'lower limit (excluded)' },
  exclusiveMaximum: { name: 'upper limit (excluded)' },
  multipleOf: { name: 'step' },
  minItems: { name: 'minimum count', unit: 'items' },
  maxItems: { name: 'maximum count', unit: 'items' },
  pattern: { name: 'pattern' },
  format: { name: 'format' },
  type: { name: 'type' },
  const: { name: 'fixed value' },
  default: { name: 'default' },
  title: { name: 'caption' },
  $ref: { name: 'shared definition' },
  examples: { name: 'examples' },
  invalidExamples: { name: 'invalid examples' },
  noRepeatedCharacters: { name: 'no repeated characters' },
  uniqueItems: { name: 'no repeated items' },
};

/**
 * One keyword's change in words: "maximum length 15 -> 20 characters", "now also allows 3",
 * "message for maxLength 'a' -> 'b'". Rule lists with message ids (patternRules ...) are
 * named by their rules' texts.
 */
export function keywordChange(keyword: string, before: unknown, after: unknown, context: MessageContext, siblingCaption: (name: string) => string = (name) => name): string {
  if (keyword === 'enum' && Array.isArray(before) && Array.isArray(after)) return enumChange(before, after);
  const limit = FORMAT_LIMIT_WORDS[keyword];
  if (limit) {
    // "now not before the Start date entered (new)": a limit another field holds is that field, by its caption.
    const show = (v: unknown) => {
      const other = siblingReference(v);
      return `${limit} ${other === undefined ? showJson(v) : `the ${siblingCaption(other)} entered`}`;
    };
    return fromTo(before, after, show);
  }
  if (keyword === 'messages') return messagesChange(before, after, context);
  if (EXAMPLE_KEYWORDS.has(keyword)) return examplesChange(keyword, before, after);
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].every((r) => isSchemaNode(r) && typeof r.messageId === 'string')) {
    return ruleListChange(keyword, before, after, context);
  }
  const known = KEYWORD_NAMES[keyword];
  const name = known?.name ?? words(keyword);
  const show = keyword === 'title' ? (v: unknown) => showText(v, context) : showJson;
  // "15 -> 20 characters": the unit once, after both numbers; a number alone carries it itself.
  if (known?.unit && typeof before === 'number' && typeof after === 'number') return `${name} ${before} -> ${after} ${known.unit}`;
  const withUnit = (v: unknown) => (known?.unit && typeof v === 'number' ? `${v} ${known.unit}` : show(v));
  return `${name} ${fromTo(before, after, withUnit)}`;
}

/** Values the generated tests check; a reviewer needs how many changed, not their JSON. */
const EXAMPLE_KEYWORDS = new Set(['examples', 'invalidExamples']);

function examplesChange(keyword: string, before: unknown, after: unknown): string {
  const old = Array.isArray(before) ? before.map((v) => JSON.stringify(v)) : [];
  const now = Array.isArray(after) ? after.map((v) => JSON.stringify(v)) : [];
  const added = now.filter((v) => !old.includes(v)).length;
  const removed = old.filter((v) => !now.includes(v)).length;
  const counts = [added > 0 ? `${added} added` : '', removed > 0 ? `${removed} removed` : ''].filter(Boolean).join(', ') || 'reordered';
  return `${KEYWORD_NAMES[keyword]?.name ?? keyword} ${counts} (the generated tests check them)`;
}

function enumChange(before: unknown[], after: unknown[]): string {
  const has = (list: unknown[], v: unknown) => list.some((x) => JSON.stringify(x) === JSON.stringify(v));
  const added = after.filter((v) => !has(before, v));
  const removed = before.filter((v) => !has(after, v));
  const parts = [];
  if (added.length > 0) parts.push(`now also allows ${added.map(showJson).join(', ')}`);
  if (removed.length > 0) parts.push(`no longer allows ${removed.map(showJson).join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : `allowed values reordered: ${after.map(showJson).join(', ')}`;
}

function messagesChange(before: unknown, after: unknown, context: MessageContext): string {
  const old = isSchemaNode(before) ? before : {};
  const now = isSchemaNode(after) ? after : {};
  const keys = [...new Set([...Object.keys(now), ...Object.keys(old)])].filter((k) => old[k] !== now[k]);
  return keys.map((k) => `message for ${k} ${fromTo(old[k], now[k], (v) => showText(v, context))}`).join('; ');
}

/** A list of `{ messageId, ... }` rules: rules added and removed by their message, changed ones by what changed. */
function ruleListChange(keyword: string, before: unknown[], after: unknown[], context: MessageContext): string {
  const id = (rule: unknown) => String((rule as { messageId: string }).messageId);
  const text = (rule: unknown) => `'${formatMessage(context.catalogue, id(rule), {}, context.globals)}'`;
  const parts: string[] = [];
  for (const rule of after) {
    const was = before.find((r) => id(r) === id(rule));
    if (!was) parts.push(`new rule ${text(rule)}`);
    else if (JSON.stringify(was) !== JSON.stringify(rule)) {
      const { messageId: _a, ...oldRest } = was as Record<string, unknown>;
      const { messageId: _b, ...newRest } = rule as Record<string, unknown>;
      parts.push(`rule ${text(rule)}: ${Object.keys({ ...oldRest, ...newRest }).filter((k) => JSON.stringify(oldRest[k]) !== JSON.stringify(newRest[k])).map((k) => `${words(k)} ${fromTo(oldRest[k], newRest[k])}`).join(', ')}`);
    }
  }
  for (const rule of before) if (!after.some((r) => id(r) === id(rule))) parts.push(`no longer the rule ${text(rule)}`);
  return parts.length > 0 ? parts.join('; ') : `${words(keyword)} reordered`;
}
