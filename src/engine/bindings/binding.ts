import { getAtPointer, toPointer } from '../schema/json-pointer.js';

/**
 * Where a binding reads from. One syntax for every value a rule file takes from the
 * running portal instead of writing it down:
 *
 * - `data`: what the step loaded and what calls stored, by name (`$data/defaults/roles`);
 * - `params`: the route's path params (`$params/token`);
 * - `query`: the address's query params (`$query/body`);
 * - `form`: form data held during the visit, by model (`$form/registration/username`);
 * - `this`: in a ui file, the data of the form it draws (`$this/username`), so the file can
 *   be extended for another model (engine/content/ui-extends.ts);
 * - `session`: the signed-in user (`$session/firstName`);
 * - `result`: the answer of the call being judged (`$result/status`, `$result/body/...`);
 * - `switches`: the feature switches (`$switches/multiFactor`);
 * - `context`: values derived from data (`$context/isInternalUser`);
 * - `config`: business constants of schemas/config (`$config/account-rules/passwordHistory`);
 * - `item`: the list entry in question: inside a `$map` template, an option's notes, a row;
 * - `table`: in a `table` node's call, its own paging and sort (`$table/limit`, `$table/offset`,
 *   `$table/page`, `$table/size`, `$table/sort`, `$table/order`: engine/table/table-state.ts);
 * - `screen`: the page's own state: `$screen/modal`, the id of the modal open on it (a page
 *   shows what its modal says only once the modal is closed).
 */
export const BINDING_SOURCES = ['data', 'params', 'query', 'form', 'this', 'session', 'result', 'switches', 'context', 'config', 'item', 'table', 'screen'] as const;

/** A source a binding can read. */
export type BindingSource = (typeof BINDING_SOURCES)[number];

/** The values bindings read, by source; a missing source reads as undefined. */
export type BindingScope = Partial<Readonly<Record<BindingSource, unknown>>>;

/** A binding as parsed: its source and the JSON pointer into it ("" for all of it). */
export interface ParsedBinding {
  source: BindingSource;
  pointer: string;
}

/** A string that looks like a binding but names no source: an authoring mistake. */
export class BindingError extends Error {
  constructor(readonly binding: string) {
    super(`"${binding}" is no binding: write $ followed by one of ${BINDING_SOURCES.join(', ')} (and "$$" for a literal $)`);
  }
}

const BINDING = /^\$([A-Za-z]+)(\/.*)?$/;

/**
 * Reads `"$source/pointer"` as a binding. A string not starting with "$", or starting with
 * "$$" (a literal dollar), is no binding and answers undefined; a "$word" that names no
 * source throws, so a misspelt binding fails loudly instead of showing its own text.
 */
export function parseBinding(value: string): ParsedBinding | undefined {
  if (!value.startsWith('$') || value.startsWith('$$')) return undefined;
  const known = parsed.get(value);
  if (known) return known;
  const match = BINDING.exec(value);
  const source = match?.[1];
  if (!match || !(BINDING_SOURCES as readonly string[]).includes(source as string)) throw new BindingError(value);
  const binding = Object.freeze({ source: source as BindingSource, pointer: match[2] ?? '' });
  // Bindings are the rule files' own few hundred; the limit keeps a request's from growing it.
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(value, binding);
  return binding;
}

/** Parsed bindings by text: conditions and options read the same ones on every keystroke. */
const parsed = new Map<string, ParsedBinding>();
const PARSED_LIMIT = 2048;

/** Whether a value is a binding string (a valid one; an invalid "$word" throws). */
export function isBinding(value: unknown): value is string {
  return typeof value === 'string' && parseBinding(value) !== undefined;
}

/**
 * The value of one written value: a binding reads its source, "$$..." stands for the
 * literal "$...", and anything else is itself.
 */
export function resolveValue(value: unknown, scope: BindingScope): unknown {
  if (typeof value !== 'string') return value;
  if (value.startsWith('$$')) return value.slice(1);
  const binding = parseBinding(value);
  return binding ? getAtPointer(scope[binding.source], binding.pointer) : value;
}

/**
 * A list built from another: `{ "$map": "<binding to a list>", "to": <template> }` makes one
 * entry per item of the list, binding `$item/...` to that item (the health plans an
 * identifier check answers become the checklist's rows, each unticked).
 */
export interface MapTemplate {
  $map: string;
  to: unknown;
}

/** Whether a template node is a `$map`. */
function isMapTemplate(template: unknown): template is MapTemplate {
  return typeof template === 'object' && template !== null && !Array.isArray(template) && typeof (template as MapTemplate).$map === 'string' && 'to' in template;
}

/**
 * A list written as one text: `{ "$join": <a list or a $map>, "with": ";" }` (the spec's
 * add-health-plan call takes the plan ids joined by semicolons). Empty entries are left out.
 */
export interface JoinTemplate {
  $join: unknown;
  with: string;
}

function isJoinTemplate(template: unknown): template is JoinTemplate {
  return typeof template === 'object' && template !== null && !Array.isArray(template) && '$join' in template && typeof (template as JoinTemplate).with === 'string';
}

/**
 * A template with every binding in it resolved: objects and arrays are walked, so a call's
 * body can mix literals and bindings (`{ "userName": "$form/registration/username" }`).
 * A `$map` node becomes a list (none when its binding holds no list), a `$join` node a text.
 */
export function bindTemplate(template: unknown, scope: BindingScope): unknown {
  if (Array.isArray(template)) return template.map((item) => bindTemplate(item, scope));
  if (isJoinTemplate(template)) {
    const items = bindTemplate(template.$join, scope);
    return Array.isArray(items) ? items.filter((item) => item !== undefined && item !== null && item !== '').join(template.with) : '';
  }
  if (isMapTemplate(template)) {
    const items = resolveValue(template.$map, scope);
    return Array.isArray(items) ? items.map((item) => bindTemplate(template.to, { ...scope, item })) : [];
  }
  if (typeof template === 'object' && template !== null) {
    return Object.fromEntries(Object.entries(template).map(([key, item]) => [key, bindTemplate(item, scope)]));
  }
  return resolveValue(template, scope);
}

/** Every binding a template holds, with the JSON pointer of where it is written (for lints). */
export function bindingsIn(template: unknown, at = ''): { at: string; binding: string; parsed: ParsedBinding | BindingError }[] {
  if (Array.isArray(template)) return template.flatMap((item, index) => bindingsIn(item, at + toPointer([index])));
  if (typeof template === 'object' && template !== null) {
    return Object.entries(template).flatMap(([key, item]) => bindingsIn(item, at + toPointer([key])));
  }
  if (typeof template !== 'string' || !template.startsWith('$') || template.startsWith('$$')) return [];
  try {
    return [{ at, binding: template, parsed: parseBinding(template) as ParsedBinding }];
  } catch (error) {
    return [{ at, binding: template, parsed: error as BindingError }];
  }
}
