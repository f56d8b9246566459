import { toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import { baseName } from '../check-schemas/file-kind.js';
import { nameUses, type NamedSection } from '../check-schemas/name-uses.js';
import type { RuleSet } from '../check-schemas/rule-set.js';
import { titleOf, words } from './describe-change.js';

/** One place a name of flows/calls/ is used, in a reviewer's words, and its file and pointer (for its screens). */
export interface CallUse {
  /** "Registration, step form (on next)", "Registration form, field username", "screen staff-users". */
  place: string;
  file: string;
  pointer: string;
}

/** What starts a step's handler, in the words flow-diff uses. */
const STEP_KEYS: Readonly<Record<string, string>> = { always: 'as soon as it shows', onLoadFailure: 'when loading fails', after: 'by itself' };

/** A place in a flow: "Account access, step verification (on resend)". */
function flowPlace(flow: string, path: readonly string[]): string {
  const title = titleOf(flow);
  const [top, step, key, event] = path;
  if (top === 'on' || top === 'global') return `${title} (on ${String(step)} from ${top === 'on' ? 'any step' : 'anywhere in the portal'})`;
  if (top !== 'steps' || step === undefined) return title;
  const how = key === 'on' ? `on ${String(event)}` : key === 'load' ? 'loading' : key ? (STEP_KEYS[key] ?? words(key)) : undefined;
  return `${title}, step ${step}${how ? ` (${how})` : ''}`;
}

/** A place in a ui file: the field whose check makes the call ("Registration form, field address / zip code"). */
function uiPlace(ui: string, path: readonly string[]): string {
  const hint = path.findIndex((key) => key.startsWith('ui:'));
  const field = path.slice(0, Math.max(hint, 0)).filter((key) => key !== 'items');
  return `${titleOf(ui)} form${field.length ? `, field ${field.map(words).join(' / ')}` : ''}`;
}

/** Where in a file, in words, by the kind of file. */
function placeWords(kind: string, file: string, path: readonly string[]): string {
  const name = baseName(file);
  if (kind === 'flow') return flowPlace(name, path);
  if (kind === 'ui') return uiPlace(name, path);
  if (kind === 'calls') return `${path[0] === 'calls' ? 'call' : 'outcome list'} ${quoteName(String(path[1]))}`;
  return `${kind} ${name}`;
}

/** A name of flows/calls/ in a reviewer's words: "sendPasswordResetMail" -> 'send password reset mail'. */
export function quoteName(name: string): string {
  return `'${words(name)}'`;
}

/**
 * Where each call, outcome list and condition of flows/calls/ is used, by section and name,
 * in words: a change of a named one is said once, with the steps, fields and screens that make it.
 */
export function callUsage(set: RuleSet): (section: NamedSection, name: string) => CallUse[] {
  const uses = nameUses(set.files);
  // A ui file that extends another makes the calls of its base (the multi-factor form the direct one's).
  const variants = (file: string): string[] =>
    [...set.uis.values()].filter((ui) => isSchemaNode(ui.written) && ui.written.extends === baseName(file)).flatMap((ui) => [ui.file, ...variants(ui.file)]);
  return (section, name) => {
    const found = uses
      .filter((use) => use.section === section && use.name === name)
      .flatMap((use) => (use.kind === 'ui' ? [use.file, ...variants(use.file)] : [use.file]).map((file) => ({ ...use, file })))
      .map((use) => ({ place: placeWords(use.kind, use.file, use.path), file: use.file, pointer: toPointer(use.path) }));
    // One place once: a step that makes a call on two branches of one event is one place.
    return found.filter((use, index) => found.findIndex((other) => other.place === use.place) === index);
  };
}
