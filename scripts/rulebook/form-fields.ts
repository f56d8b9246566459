import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { getAtPointer, parsePointer } from '../../src/engine/schema/json-pointer.js';
import { ANY_ITEM, modelFields, type SchemaField } from '../gen/field-walk.js';
import type { BookContext } from './book-context.js';
import { conditionWords, type FormScope } from './condition-words.js';
import { fieldRuleRows } from './field-rules.js';
import { code, escapeHtml, htmlList } from './html.js';
import { transitionItems } from './transition-words.js';
import { valueWords } from './value-words.js';

/** How each `ui:rules` effect is said before its condition. */
const EFFECT_WORDS: Readonly<Record<string, string>> = {
  show: 'shown only when',
  hide: 'hidden when',
  require: 'required when',
  disable: 'cannot be changed when',
  enable: 'can be changed only when',
};

/** A form or review a screen draws, as the book shows it. */
export interface DrawnForm {
  model: string;
  ui: string;
  draws: 'form' | 'review';
  flow: string;
}

/**
 * The fields of a form (or the values a review shows) in the order its ui file's sections
 * give, each with its label, the conditions it shows under, its checks and notes, and its
 * rules with their exact messages. A review lists its fields only: it checks nothing.
 */
export function formFields(book: BookContext, drawn: DrawnForm, level: number): string {
  const schema = book.model(drawn.model);
  const ui = book.ui(drawn.ui);
  if (!schema) return `<p>Model ${code(drawn.model)} could not be read (run npm run check:schemas).</p>`;
  const form: FormScope = { model: drawn.model, ui };
  const fields = modelFields(schema, { intoItems: true });
  const sections = Array.isArray(ui?.['ui:sections']) ? (ui['ui:sections'] as unknown[]).filter(isSchemaNode) : [];
  const top = (field: SchemaField) => parsePointer(field.path)[0] ?? '';
  const groups: { title?: string; fields: SchemaField[] }[] = sections.map((section) => ({
    title: typeof section.title === 'string' ? section.title : undefined,
    fields: (Array.isArray(section.fields) ? section.fields.map(String) : []).flatMap((name) => fields.filter((f) => top(f) === name)),
  }));
  const placed = new Set(groups.flatMap((g) => g.fields));
  const rest = fields.filter((f) => !placed.has(f));
  if (rest.length) groups.push({ title: undefined, fields: rest });
  const heading = (title: string | undefined) => (title ? `<h${level} class="form-section">${escapeHtml(book.say(title))} ${code(title)}</h${level}>` : '');
  return groups
    .map((group) => `${heading(group.title)}${group.fields.map((field) => fieldEntry(book, drawn, form, field, group.title ? level + 1 : level)).join('')}`)
    .join('');
}

function fieldEntry(book: BookContext, drawn: DrawnForm, form: FormScope, field: SchemaField, level: number): string {
  const hints = uiAt(form.ui, field.path);
  const label = fieldLabel(book, field);
  const notes = [...optionItems(book, field.schema), ...(drawn.draws === 'form' ? hintItems(book, drawn, form, hints) : [])];
  const caption = `Rules of ${escapeHtml(label)}`;
  const rows = drawn.draws === 'form' ? fieldRuleRows(book, field) : [];
  const table = rows.length
    ? `<table><caption class="visually-hidden">${caption}</caption><thead><tr><th scope="col">Rule</th><th scope="col">Message shown</th></tr></thead><tbody>${rows
        .map((r) => `<tr><td>${r.rule}</td><td>${escapeHtml(r.message)}<br><small>${code(r.messageId)}</small></td></tr>`)
        .join('')}</tbody></table>`
    : '';
  const hidden = hints?.['ui:widget'] === 'hidden' ? ' <span class="tag">not shown</span>' : '';
  return `<div class="field"><h${level} class="field-name">${escapeHtml(label)} ${code(field.label.replaceAll(ANY_ITEM, '[each]'))}${hidden}</h${level}>${htmlList(notes)}${table}</div>`;
}

/** The options a schema lists (`oneOf` of `const` and `title`), by their captions. */
function optionItems(book: BookContext, schema: SchemaNode): string[] {
  const options = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : []).filter(isSchemaNode).filter((o) => typeof o.title === 'string' && 'const' in o);
  if (!options.length) return [];
  return [`options: ${options.map((o) => `“${escapeHtml(book.say(String(o.title)))}” (${code(JSON.stringify(o.const))})`).join(', ')}`];
}

/** A field's caption in the catalogue's words (its path, shown beside it, tells nested fields apart). */
function fieldLabel(book: BookContext, field: SchemaField): string {
  return typeof field.schema.title === 'string' ? book.say(field.schema.title) : (parsePointer(field.path).at(-1) ?? field.label);
}

/** The ui hints of a field: a list's item hints sit under `items`. */
function uiAt(ui: SchemaNode | undefined, path: string): SchemaNode | undefined {
  const at = getAtPointer(ui, path.replaceAll(`/${ANY_ITEM}`, '/items'));
  return isSchemaNode(at) ? at : undefined;
}

/** What the ui file says of a field: when it shows, its help, link, notes, checks, options and value. */
function hintItems(book: BookContext, drawn: DrawnForm, form: FormScope, hints: SchemaNode | undefined): string[] {
  if (!hints) return [];
  const items: string[] = [];
  for (const rule of Array.isArray(hints['ui:rules']) ? hints['ui:rules'].filter(isSchemaNode) : []) {
    items.push(`${EFFECT_WORDS[String(rule.effect)] ?? String(rule.effect)} ${escapeHtml(conditionWords(book, rule.when, form))}`);
  }
  if (typeof hints['ui:help'] === 'string') items.push(`help: “${escapeHtml(book.say(hints['ui:help']))}” (${code(hints['ui:help'])})`);
  const link = hints['ui:link'];
  if (isSchemaNode(link) && typeof link.text === 'string') items.push(`link “${escapeHtml(book.say(link.text))}” (${code(link.text)}) sends ${code(String(link.event))}`);
  if (typeof hints['ui:addLabel'] === 'string') items.push(`add button “${escapeHtml(book.say(hints['ui:addLabel']))}” (${code(hints['ui:addLabel'])})`);
  for (const note of Array.isArray(hints['ui:notes']) ? hints['ui:notes'].filter(isSchemaNode) : []) {
    const when = note.when === undefined ? '' : ` when ${escapeHtml(conditionWords(book, note.when, form))}`;
    const params = isSchemaNode(note.params) ? Object.fromEntries(Object.entries(note.params).map(([k, v]) => [k, `[${valueWords(book, v, form)}]`])) : {};
    items.push(`note “${escapeHtml(book.say(String(note.text), params))}” (${code(String(note.text))})${when}`);
  }
  const from = hints['ui:optionsFrom'];
  if (isSchemaNode(from)) items.push(`options: ${escapeHtml(valueWords(book, from.items, form))}`);
  const valueFrom = hints['ui:valueFrom'];
  if (typeof valueFrom === 'string') items.push(`kept equal to ${escapeHtml(valueWords(book, valueFrom, form))}`);
  if (isSchemaNode(valueFrom)) items.push(`kept equal to ${escapeHtml(valueWords(book, valueFrom.from, form))} when ${escapeHtml(conditionWords(book, valueFrom.when, form))}`);
  if (isSchemaNode(hints['ui:check'])) {
    items.push(`when it loses focus, ${transitionItems(book, hints['ui:check'], { flow: drawn.flow, form }).join('')}`);
  }
  return items;
}
