import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import type { BookContext } from './book-context.js';
import { anchor, code, escapeHtml } from './html.js';

/** Lists longer than this are summarised ("36 values"), not spelled out. */
const LONGEST_LIST = 12;

/**
 * Every configuration value (schemas/config/*.json: lifetimes, limits, switches) with the
 * file and the key where it lives, one table per file, the file's own description first.
 */
export function configSection(book: BookContext): string {
  const files = book.set.ofKind('config');
  const tables = files.map((file) => {
    const json = isSchemaNode(file.json) ? file.json : {};
    const rows: string[] = [];
    const visit = (value: unknown, key: string[]) => {
      if (isSchemaNode(value) && Object.keys(value).length) {
        for (const [name, inner] of Object.entries(value)) visit(inner, [...key, name]);
        return;
      }
      rows.push(`<tr><th scope="row">${code(key.join('.'))}</th><td>${escapeHtml(valueText(value))}</td></tr>`);
    };
    for (const [name, value] of Object.entries(json)) if (name !== '$schema' && name !== 'description') visit(value, [name]);
    const description = typeof json.description === 'string' ? `<p>${escapeHtml(json.description)}</p>` : '';
    return `<section aria-labelledby="${anchor('config', file.file)}"><h3 id="${anchor('config', file.file)}">${code(file.file)}</h3>${description}<table><caption class="visually-hidden">Values of ${escapeHtml(file.file)}</caption><thead><tr><th scope="col">Key</th><th scope="col">Value</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
  });
  return tables.join('');
}

function valueText(value: unknown): string {
  if (Array.isArray(value) && value.length > LONGEST_LIST) return `${value.length} values: ${value.slice(0, LONGEST_LIST).map((v) => JSON.stringify(v)).join(', ')}, …`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
