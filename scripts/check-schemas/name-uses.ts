import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import type { FileKind } from './file-kind.js';
import { NAMES_CALLS, type RuleFile } from './rule-set.js';

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
 * modals and ui files, and flows/calls/ itself (a call's default outcomes or a list naming a list).
 */
export function nameUses(files: readonly RuleFile[]): NameUse[] {
  const uses: NameUse[] = [];
  for (const file of files) {
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
