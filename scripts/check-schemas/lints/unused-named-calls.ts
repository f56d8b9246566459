import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { nameUses, type NamedSection } from '../name-uses.js';


/** What a name stands for, in words, by the section of flows/calls/ it is named in. */
const WHAT: Readonly<Record<NamedSection, string>> = { calls: 'call', outcomes: 'outcome list', conditions: 'condition' };

/**
 * A call, outcome list or condition named in flows/calls/ that no file uses is a rule nobody
 * runs: a reviewer reads it, an analyst edits it, and nothing changes. It is reported where
 * it is named, so it is either used or removed.
 */
export function checkUnusedNamedCalls({ set }: LintContext): Finding[] {
  const uses = nameUses(set.files);
  const findings: Finding[] = [];
  for (const file of set.ofKind('calls')) {
    if (!isSchemaNode(file.json)) continue;
    for (const section of Object.keys(WHAT) as NamedSection[]) {
      const named = file.json[section];
      if (!isSchemaNode(named)) continue;
      for (const name of Object.keys(named)) {
        if (uses.some((use) => use.section === section && use.name === name)) continue;
        findings.push(
          finding('unused-named-calls', file.file, toPointer([section, name]), `${WHAT[section]} "${name}" is not used`, `name it where it is made (a flow, screen or ui file), or remove it`),
        );
      }
    }
  }
  return findings;
}
