import { parseBinding } from '../../src/engine/bindings/binding.js';
import { parsePointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { BookContext } from './book-context.js';
import { captionWords, fieldView, optionWords, valueWords, type FieldView } from './value-words.js';

/** The form a condition is written in (ui rules read its data by pointer). */
export interface FormScope {
  model?: string;
  ui?: SchemaNode;
}

/**
 * A condition of the rule files (engine/rules/condition.ts) in words: "User Role is
 * Ordering Provider or Servicing Provider", "feature switch mfaEnabled is on and ...".
 * Values of a form field are said by their option captions, as the form shows them.
 */
export function conditionWords(book: BookContext, condition: unknown, form: FormScope = {}): string {
  if (!isSchemaNode(condition)) return JSON.stringify(condition);
  if (Array.isArray(condition.all)) return joined(book, condition.all, ' and ', form);
  if (Array.isArray(condition.any)) return joined(book, condition.any, ' or ', form);
  if ('not' in condition) return negated(book, condition.not, form);
  const { subject, field } = subjectOf(book, condition, form);
  return `${subject} ${comparisonWords(book, condition, field)}`;
}

function joined(book: BookContext, parts: unknown[], word: string, form: FormScope): string {
  // A nested all/any is bracketed, so "a and (b or c)" keeps its meaning.
  return parts
    .map((part) => {
      const words = conditionWords(book, part, form);
      return isSchemaNode(part) && (Array.isArray(part.all) || Array.isArray(part.any)) && parts.length > 1 ? `(${words})` : words;
    })
    .join(word);
}

function negated(book: BookContext, inner: unknown, form: FormScope): string {
  if (isSchemaNode(inner) && !('all' in inner) && !('any' in inner) && !('not' in inner)) {
    const { subject, field } = subjectOf(book, inner, form);
    return `${subject} ${comparisonWords(book, inner, field, true)}`;
  }
  return `not (${conditionWords(book, inner, form)})`;
}

/** What a leaf reads, named; and the field, when it reads one, for its option captions. */
function subjectOf(book: BookContext, leaf: SchemaNode, form: FormScope): { subject: string; field?: FieldView } {
  if (typeof leaf.data === 'string') {
    const field = fieldView(book, form.model, form.ui, leaf.data);
    return { subject: captionWords(book, field.schema, leaf.data), field };
  }
  if (typeof leaf.switch === 'string') return { subject: `feature switch “${leaf.switch}”` };
  if (typeof leaf.context === 'string') return { subject: `context value “${leaf.context}” (schemas/config/context.json)` };
  if (leaf.row === true) return { subject: 'the row’s position (from 0)' };
  if (typeof leaf.value === 'string') return { subject: valueWords(book, leaf.value, form), field: bindingField(book, leaf.value, form) };
  return { subject: JSON.stringify(leaf) };
}

/** A `$form/...` or `$this/...` binding's field, so its values read as options. */
function bindingField(book: BookContext, value: string, form: FormScope): FieldView | undefined {
  try {
    const binding = parseBinding(value);
    if (binding?.source === 'this') return fieldView(book, form.model, form.ui, binding.pointer);
    if (binding?.source !== 'form') return undefined;
    const [model, ...rest] = parsePointer(binding.pointer);
    return model === undefined ? undefined : fieldView(book, model, book.ui(model), `/${rest.join('/')}`);
  } catch {
    return undefined;
  }
}

function comparisonWords(book: BookContext, leaf: SchemaNode, field: FieldView | undefined, not = false): string {
  const say = (value: unknown) => {
    // A named code (`$config/codes/userRole/orderingProvider`) reads as the option it stands
    // for where the field has options ("Ordering Provider"), else by its name.
    const code = field ? configCode(book, value) : undefined;
    if (code !== undefined) return [code].flat().map((entry) => optionWords(book, field, entry)).join(' or ');
    return typeof value === 'string' && value.startsWith('$') ? valueWords(book, value) : optionWords(book, field, value);
  };
  const parts: string[] = [];
  if ('equals' in leaf) parts.push(`${not ? 'is not' : 'is'} ${say(leaf.equals)}`);
  if (Array.isArray(leaf.in)) parts.push(`${not ? 'is none of' : 'is'} ${leaf.in.map(say).join(not ? ', ' : ' or ')}`);
  if (typeof leaf.filled === 'boolean') parts.push(leaf.filled !== not ? 'is filled' : 'is empty');
  if (parts.length === 0) parts.push(not ? 'is off (false or empty)' : 'is on (true)');
  return parts.join(not ? ' or ' : ' and ');
}

/** The number (or numbers) a `$config/<file>/...` binding names, when it names one. */
function configCode(book: BookContext, value: unknown): number | number[] | undefined {
  if (typeof value !== 'string' || !value.startsWith('$config/')) return undefined;
  const [file, ...path] = parsePointer(value.slice('$config'.length));
  let node: unknown = book.config(String(file));
  for (const key of path) node = isSchemaNode(node) ? node[key] : undefined;
  return typeof node === 'number' || (Array.isArray(node) && node.every((entry) => typeof entry === 'number')) ? (node as number | number[]) : undefined;
}
