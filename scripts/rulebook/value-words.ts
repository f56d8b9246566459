import { parseBinding } from '../../src/engine/bindings/binding.js';
import { getAtPointer, parsePointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { schemaAtDataPath } from '../../src/engine/schema/schema-at-path.js';
import type { BookContext } from './book-context.js';

/** What a field's values are named by: its schema and, when the form draws it, its ui hints. */
export interface FieldView {
  schema: SchemaNode | undefined;
  ui: SchemaNode | undefined;
}

/** A field's caption in the catalogue's words, else the last segment of its path. */
export function captionWords(book: BookContext, schema: SchemaNode | undefined, pointer: string): string {
  if (typeof schema?.title === 'string') return book.say(schema.title);
  return parsePointer(pointer).at(-1) ?? pointer;
}

/** The schema and ui hints of a field of a model, by JSON pointer. */
export function fieldView(book: BookContext, model: string | undefined, ui: SchemaNode | undefined, pointer: string): FieldView {
  const root = model === undefined ? undefined : book.model(model);
  const uiAt = ui ? getAtPointer(ui, pointer.replace(/\/\d+(?=\/|$)/g, '/items')) : undefined;
  return { schema: root ? schemaAtDataPath(root, pointer) : undefined, ui: isSchemaNode(uiAt) ? uiAt : undefined };
}

/**
 * A value as the field shows it: an option's caption where the schema lists options
 * (`oneOf` of `const` and `title`, also under `then`), or the catalogue id the ui's
 * `ui:optionsFrom.labelId` makes from it ("caption.role.{/id}"); else the value itself.
 */
export function optionWords(book: BookContext, field: FieldView | undefined, value: unknown): string {
  const options = [field?.schema?.oneOf, field?.schema?.anyOf, isSchemaNode(field?.schema?.then) ? field.schema.then.oneOf : undefined]
    .filter(Array.isArray)
    .flat()
    .filter(isSchemaNode);
  const option = options.find((candidate) => candidate.const === value && typeof candidate.title === 'string');
  if (option) return book.say(option.title as string);
  const from = field?.ui?.['ui:optionsFrom'];
  if (isSchemaNode(from) && typeof from.labelId === 'string') {
    const id = from.labelId.replace(/\{[^}]*\}/, String(value));
    if (id in book.messages.catalogue) return book.say(id);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A value of configuration (`$config/<file>/<key>`) with where it lives. */
function configWords(book: BookContext, pointer: string): string {
  const [file, ...key] = parsePointer(pointer);
  const value = file === undefined ? undefined : getAtPointer(book.config(file), `/${key.join('/')}`);
  const shown = value === undefined ? '(not set)' : typeof value === 'string' ? value : JSON.stringify(value);
  return `${shown} (${key.join('.')} in schemas/config/${String(file)}.json)`;
}

/** How each binding source is said; the pointer after it follows in code style. */
const SOURCE_WORDS: Readonly<Record<string, string>> = {
  data: 'loaded',
  params: 'address part',
  query: 'address query',
  form: 'entered in form',
  this: 'entered in this form',
  session: 'signed-in user',
  result: 'answer',
  switches: 'feature switch',
  context: 'context value',
  item: 'the item’s',
  table: 'table’s',
};

/**
 * A value a rule file writes, in words: a literal as itself, a configuration value with its
 * file and key, a form field by its caption, any other binding by where it reads from.
 */
export function valueWords(book: BookContext, value: unknown, form?: { model?: string; ui?: SchemaNode }): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  const binding = safeBinding(value);
  if (!binding) return value.startsWith('$$') ? value.slice(1) : value;
  if (binding.source === 'config') return configWords(book, binding.pointer);
  if (binding.source === 'form' || binding.source === 'this') {
    const [model, ...rest] = binding.source === 'form' ? parsePointer(binding.pointer) : [form?.model, ...parsePointer(binding.pointer)];
    if (rest.length === 0) return `what was entered in form ${String(model)}`;
    const pointer = `/${rest.join('/')}`;
    const field = fieldView(book, model, model === form?.model ? form?.ui : book.ui(String(model)), pointer);
    return field.schema ? `“${captionWords(book, field.schema, pointer)}” entered` : `${SOURCE_WORDS[binding.source]} ${String(model)}: ${pointer.slice(1)}`;
  }
  // An answer's body is what a reviewer calls the answer: "the answer's success", not "answer body/success".
  if (binding.source === 'result') {
    const path = binding.pointer.replace(/^\/body(?=\/|$)/, '').slice(1);
    return path === '' ? 'the answer' : `the answer’s ${pathWords(path)}`;
  }
  return `${SOURCE_WORDS[binding.source]} ${pathWords(binding.pointer.slice(1)) || '(all)'}`;
}

/**
 * A path into stored data as a reviewer reads it: names in words, positions counted from one
 * ("result/0/userToken" -> "result › item 1 › user token").
 */
export function pathWords(path: string): string {
  if (path === '') return '';
  return path
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? `item ${Number(segment) + 1}` : segment.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase()))
    .join(' › ');
}

function safeBinding(value: string) {
  try {
    return parseBinding(value);
  } catch {
    return undefined;
  }
}
