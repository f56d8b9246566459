import { getAtPointer, parsePointer, toPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { schemaAtDataPath } from '../schema/schema-at-path.js';
import { computeFieldStates, fieldStateAt, type RuleContext } from '../rules/field-states.js';
import { isEmptyValue } from '../rules/is-empty-value.js';
import { captionOf } from '../validation/map-ajv-errors.js';
import type { BindingScope } from '../bindings/binding.js';
import { boundOptions, type OptionsFromHint } from '../forms/bound-options.js';
import { computedFields, withComputedValues } from '../forms/computed-values.js';
import { formatForDisplay, type DisplayFormat } from './display-format.js';
import { withNormalisedStrings } from '../validation/normalised-strings.js';

/** The character masked values are drawn with. */
const MASK_CHARACTER = '•';
/**
 * How many bullets stand for any masked value: a fixed count, so the review does not tell
 * an onlooker how long the password or answer is.
 */
export const MASK_LENGTH = 8;

/** One line of a review: a field's caption and what to show for its value. */
export interface ReviewEntry {
  /** Data pointer of the field ("/securityAnswers/0/Answer"). */
  pointer: string;
  caption: string;
  /** The text to show: an option's title, the value as given, bullets when masked, '' when empty. */
  display: string;
  /** The ui schema marks the field `ui:masked`: the UI offers a "show" control. */
  maskable: boolean;
  /** The display is bullets right now (maskable, not revealed, not empty). */
  masked: boolean;
  /** No value was given: the UI shows the catalogue's "Not provided" (review.empty). */
  empty: boolean;
}

/** A titled group of entries (ui:sections); `title` is a message id. */
export interface ReviewSection {
  title?: string;
  entries: ReviewEntry[];
}

/** What {@link reviewEntries} reads. */
export interface ReviewInput {
  /** The bundled model schema (captions, option titles). */
  schema: SchemaNode;
  /** The review's ui schema: `ui:sections`, `ui:order`, per-field `ui:masked` and `ui:rules`. */
  ui: SchemaNode;
  data: unknown;
  /** Pointers whose masked value the user chose to show. */
  revealed?: ReadonlySet<string>;
  /** Switches and context for `ui:rules`: a hidden field is not reviewed either. */
  rules?: RuleContext;
  /** The text of a caption id (field and option titles); without it, titles are shown as written. */
  caption?: (title: string) => string;
  /** What `ui:optionsFrom` reads (loaded roles, questions, plans), so a value shows as its option's name. */
  scope?: BindingScope;
}

/** `ui:reviewList`: a list of objects reviewed as one entry naming the items whose flag is set (the ticked plans). */
interface ReviewListHint {
  where: string;
  label: string;
}

/**
 * The read-only review model: sections of entries, ready to draw with no schema knowledge
 * left in the UI. Objects and lists of objects open into one entry per inner field
 * (each security question and its answer); a list of plain values is one entry, its
 * displays joined by ", ". A value shows as its option's name, in its `ui:format`, or as given;
 * a field with `ui:valueFrom` shows its binding's value (while its condition holds).
 */
export function reviewEntries(given: ReviewInput): ReviewSection[] {
  // The review's own `ui:valueFrom` fields: what was sent in another's place (the username as contact e-mail).
  const rules = given.rules ?? {};
  // Shown as it is sent and kept: a phone typed (555) 555-0100 is its ten digits, so its `ui:format` applies.
  const kept = withNormalisedStrings(given.schema, given.data);
  const data = isSchemaNode(kept) ? withComputedValues(kept, computedFields(given.ui), { ...rules.scope, ...given.scope, context: rules.context }, rules) : kept;
  const input = { ...given, data };
  // Rules read the screen's bindings too (a role named by `$config/codes/...`), as the form did.
  const states = computeFieldStates(input.ui, input.data, { ...rules, scope: { ...given.scope, ...rules.scope } });
  const revealed = input.revealed ?? new Set<string>();
  const named = input.caption ?? ((title: string) => title);

  const entriesAt = (pointer: string): ReviewEntry[] => {
    if (fieldStateAt(states, pointer).hidden) return [];
    const field = schemaAtDataPath(input.schema, pointer);
    const value = getAtPointer(input.data, pointer);
    const ui = uiAt(input.ui, pointer);
    const listHint = ui?.['ui:reviewList'];
    if (isSchemaNode(listHint) && Array.isArray(value)) {
      const hint = listHint as unknown as ReviewListHint;
      const names = value.filter((item) => getAtPointer(item, hint.where) === true).map((item) => String(getAtPointer(item, hint.label) ?? ''));
      return [{ pointer, caption: named(captionOf(field, pointer)), display: names.join(', '), maskable: false, masked: false, empty: names.length === 0 }];
    }
    if (isSchemaNode(value) && !hasOptions(field)) {
      return orderedKeys(ui, field, value).flatMap((key) => entriesAt(pointer + toPointer([key])));
    }
    if (Array.isArray(value) && value.some(isSchemaNode)) {
      return value.flatMap((_item, index) => entriesAt(pointer + toPointer([index])));
    }
    const empty = isEmptyValue(value);
    const maskable = ui?.['ui:masked'] === true;
    const masked = maskable && !empty && !revealed.has(pointer);
    const display = empty ? '' : masked ? MASK_CHARACTER.repeat(MASK_LENGTH) : shownValue(ui, field, value, named, input.scope ?? {});
    return [{ pointer, caption: named(captionOf(field, pointer)), display, maskable, masked, empty }];
  };

  const sections = input.ui['ui:sections'];
  if (!Array.isArray(sections)) {
    const keys = orderedKeys(input.ui, schemaAtDataPath(input.schema, ''), input.data);
    return [{ entries: keys.flatMap((key) => entriesAt(toPointer([key]))) }];
  }
  return sections.filter(isSchemaNode).map((section) => ({
    ...(typeof section.title === 'string' ? { title: section.title } : {}),
    entries: (Array.isArray(section.fields) ? section.fields : [])
      .filter((field): field is string => typeof field === 'string')
      // A section names top-level properties ("firstName") or, for a nested one, a pointer.
      .flatMap((field) => entriesAt(field.startsWith('/') ? field : toPointer([field]))),
  }));
}

/**
 * What a value shows as: its bound option's name (`ui:optionsFrom`, in the catalogue's
 * words where it has them), its `ui:format` (a phone as 999-999-9999), else displayValue.
 */
function shownValue(ui: SchemaNode | undefined, field: SchemaNode | undefined, value: unknown, named: (title: string) => string, scope: BindingScope): string {
  const hint = ui?.['ui:optionsFrom'];
  if (isSchemaNode(hint)) {
    const option = boundOptions(hint as unknown as OptionsFromHint, scope).find((candidate) => candidate.value === value);
    if (option) {
      const worded = option.labelId ? named(option.labelId) : option.label;
      return worded === option.labelId ? option.label : worded;
    }
  }
  const format = ui?.['ui:format'];
  if (typeof format === 'string' && typeof value === 'string') return formatForDisplay(format as DisplayFormat, value);
  if (typeof value === 'boolean') return named(value ? 'action.yes' : 'action.no');
  return displayValue(field, value, named);
}

/** An option's title (as its caption's text) for enum-like fields, else the value as text. */
function displayValue(field: SchemaNode | undefined, value: unknown, named: (title: string) => string): string {
  if (Array.isArray(value)) {
    const items = isSchemaNode(field?.items) ? field.items : undefined;
    return value.map((item) => displayValue(items, item, named)).join(', ');
  }
  for (const option of options(field)) {
    if (option.const === value && typeof option.title === 'string') return named(option.title);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function options(field: SchemaNode | undefined): SchemaNode[] {
  const list = field?.oneOf ?? field?.anyOf;
  return Array.isArray(list) ? list.filter(isSchemaNode) : [];
}

function hasOptions(field: SchemaNode | undefined): boolean {
  return options(field).some((option) => 'const' in option);
}

/** The ui node for a data pointer; array indexes go through the array's `items` layout. */
function uiAt(ui: SchemaNode, pointer: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = ui;
  for (const segment of parsePointer(pointer)) {
    if (!node) return undefined;
    const next: unknown = /^\d+$/.test(segment) && isSchemaNode(node.items) ? node.items : node[segment];
    node = isSchemaNode(next) ? next : undefined;
  }
  return node;
}

/**
 * The keys to review inside an object: the schema's properties (present or not, so a
 * missing answer shows as "Not provided") and any extra keys of the value, in `ui:order`
 * where given ("*" stands for all not named; without it they follow at the end).
 */
function orderedKeys(ui: SchemaNode | undefined, field: SchemaNode | undefined, value: unknown): string[] {
  const schemaKeys = isSchemaNode(field?.properties) ? Object.keys(field.properties) : [];
  const valueKeys = isSchemaNode(value) ? Object.keys(value) : [];
  const candidates = [...new Set([...schemaKeys, ...valueKeys])];
  const order = ui?.['ui:order'];
  if (!Array.isArray(order)) return candidates;
  const named = order.filter((key): key is string => typeof key === 'string' && candidates.includes(key));
  const rest = candidates.filter((key) => !named.includes(key));
  const out: string[] = [];
  for (const key of order) {
    if (key === '*') out.push(...rest);
    else if (typeof key === 'string' && named.includes(key)) out.push(key);
  }
  return order.includes('*') ? out : [...out, ...rest];
}
