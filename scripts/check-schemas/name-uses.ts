import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import type { FileKind } from './file-kind.js';
import type { RuleFile } from './rule-set.js';

/** The kinds of file that make calls, and so name them (flows/calls/). */
export const NAMES_CALLS: ReadonlySet<FileKind> = new Set(['flow', 'ui', 'screen', 'frame', 'modal']);

/** What a name of flows/calls/ names: its section there. */
export type NamedSection = 'calls' | 'outcomes' | 'conditions';

/** One place a call, outcome list or condition of flows/calls/ is named. */
export interface NameUse {
  section: NamedSection;
  name: string;
  file: string;
  kind: FileKind;
  /** Where in the file, as written: the object that names it. */
  path: string[];
}

/**
 * Every place that names a call (`"call": "<name>"`), an outcome list (a name in an `outcomes`
 * list) or a condition (`"when": "<name>"`), as the files write them: flows, screens, frames,
 * modals and ui files, flows/calls/ itself (a call's default outcomes or a list naming a list),
 * and a configuration value under a key ending in "Call" (`"durationCall": "sessionDuration"`).
 */
export function nameUses(files: readonly RuleFile[]): NameUse[] {
  const uses: NameUse[] = [];
  for (const file of files) {
    if (file.kind === 'config') {
      // A configuration value under a key ending in "Call" names a call (inactivity.json's durationCall).
      for (const [key, value] of Object.entries(isSchemaNode(file.json) ? file.json : {})) {
        if (key.endsWith('Call') && typeof value === 'string') uses.push({ section: 'calls', name: value, file: file.file, kind: file.kind, path: [key] });
      }
      continue;
    }
    if (!NAMES_CALLS.has(file.kind) && file.kind !== 'calls') continue;
    const visit = (value: unknown, path: string[]) => {
      if (Array.isArray(value)) return value.forEach((item, index) => visit(item, [...path, String(index)]));
      if (!isSchemaNode(value)) return;
      const add = (section: NamedSection, name: string) => uses.push({ section, name, file: file.file, kind: file.kind, path });
      if (typeof value.call === 'string') add('calls', value.call);
      if (typeof value.when === 'string') add('conditions', value.when);
      if (Array.isArray(value.outcomes)) for (const item of value.outcomes) if (typeof item === 'string') add('outcomes', item);
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
    };
    if (file.kind !== 'calls') visit(file.written ?? file.json, []);
    else if (isSchemaNode(file.json)) {
      visit(file.json.calls, ['calls']);
      const lists = isSchemaNode(file.json.outcomes) ? file.json.outcomes : {};
      // A list's own entries are its outcomes: a name among them is a use of another list.
      for (const [name, list] of Object.entries(lists)) visit({ outcomes: list }, ['outcomes', name]);
    }
  }
  return uses;
}
