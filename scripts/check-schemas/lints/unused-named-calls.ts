import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { NAMES_CALLS } from '../rule-set.js';

type Section = 'calls' | 'outcomes' | 'conditions';

/** What a name stands for, in words, by the section of flows/calls/ it is named in. */
const WHAT: Readonly<Record<Section, string>> = { calls: 'call', outcomes: 'outcome list', conditions: 'condition' };

/**
 * The names of flows/calls/ that some file uses, by section: `"call": "<name>"`, a name in an
 * `outcomes` list and `"when": "<name>"`, as written in the flows, screens, frames, modals, ui
 * files and in flows/calls/ itself (a call's default outcomes may name a list).
 */
export function namesUsed(files: readonly { kind: string; json: unknown; written?: unknown }[]): Record<Section, Set<string>> {
  const used: Record<Section, Set<string>> = { calls: new Set(), outcomes: new Set(), conditions: new Set() };
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isSchemaNode(value)) return;
    if (typeof value.call === 'string') used.calls.add(value.call);
    if (typeof value.when === 'string') used.conditions.add(value.when);
    if (Array.isArray(value.outcomes)) for (const item of value.outcomes) if (typeof item === 'string') used.outcomes.add(item);
    Object.values(value).forEach(visit);
  };
  for (const file of files) {
    if (file.kind === 'calls' && isSchemaNode(file.json)) {
      // A list named under `outcomes` may name another list: those names count as uses too.
      const { calls, outcomes } = file.json;
      visit(calls);
      if (isSchemaNode(outcomes)) for (const list of Object.values(outcomes)) visit({ outcomes: list });
    } else if (NAMES_CALLS.has(file.kind as never)) visit(file.written ?? file.json);
  }
  return used;
}

/**
 * A call, outcome list or condition named in flows/calls/ that no file uses is a rule nobody
 * runs: a reviewer reads it, an analyst edits it, and nothing changes. It is reported where
 * it is named, so it is either used or removed.
 */
export function checkUnusedNamedCalls({ set }: LintContext): Finding[] {
  const used = namesUsed(set.files);
  const findings: Finding[] = [];
  for (const file of set.ofKind('calls')) {
    if (!isSchemaNode(file.json)) continue;
    for (const section of Object.keys(WHAT) as Section[]) {
      const named = file.json[section];
      if (!isSchemaNode(named)) continue;
      for (const name of Object.keys(named)) {
        if (used[section].has(name)) continue;
        findings.push(
          finding('unused-named-calls', file.file, toPointer([section, name]), `${WHAT[section]} "${name}" is not used`, `name it where it is made (a flow, screen or ui file), or remove it`),
        );
      }
    }
  }
  return findings;
}
