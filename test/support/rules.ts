import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMessage } from '../../src/engine/messages/format-message.js';
import type { MessageParams } from '../../src/engine/messages/message-catalogue.js';
import { getAtPointer } from '../../src/engine/schema/json-pointer.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { loadMessageContext } from './catalogue.js';

/**
 * What hand-written tests know of the rules: read from the rule files and the catalogue,
 * never restated, so an analyst's valid edit (a limit, a wording) keeps them green and only
 * the generated tests change with it (test/authoring/ applies such edits to prove it).
 */
const context = loadMessageContext();

/** A catalogue text as the portal shows it: params filled, configuration globals (phone...) in. */
export function text(id: string, params: MessageParams = {}): string {
  if (context.catalogue[id] === undefined) throw new Error(`no message "${id}" in schemas/messages`);
  return formatMessage(context.catalogue, id, params, context.globals);
}

/**
 * A pattern for what starts with a catalogue text, as a label does that a required marker or a
 * hint follows ("Password *"): `getByLabel(startingWith('caption.password'))`.
 */
export function startingWith(id: string, params: MessageParams = {}): RegExp {
  return new RegExp(`^${escapeRegExp(text(id, params))}`);
}

/** A pattern for these texts in this order, anything between them: a card or a banner read whole. */
export function inOrder(...texts: string[]): RegExp {
  return new RegExp(texts.map(escapeRegExp).join('[\\s\\S]*'));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const files = new Map<string, unknown>();

/** The value at a JSON pointer of a rule file: `rule('schemas/defs/password.json', '/maxLength')`. */
export function rule<T = unknown>(file: string, pointer = ''): T {
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as unknown);
  const value = getAtPointer(files.get(file), pointer);
  if (value === undefined) throw new Error(`${file} holds nothing at "${pointer}"`);
  return value as T;
}

/** The files of schemas/config by name, as `$config/<name>/...` bindings read them in the portal. */
export function configFiles(): Record<string, unknown> {
  const folder = join(REPO_ROOT, 'schemas/config');
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), rule(`schemas/config/${name}`)]),
  );
}
