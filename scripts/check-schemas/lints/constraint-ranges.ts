import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { bundledSchemaFiles, forEachSchemaNode } from '../schema-files.js';

/** Lower and upper bounds that together admit nothing when the lower one is above the upper one. */
const PAIRS: ReadonlyArray<readonly [lower: string, upper: string, strict: boolean]> = [
  ['minLength', 'maxLength', false],
  ['minimum', 'maximum', false],
  ['minItems', 'maxItems', false],
  ['minProperties', 'maxProperties', false],
  // With an exclusive bound, equal bounds already admit nothing.
  ['exclusiveMinimum', 'exclusiveMaximum', true],
  ['minimum', 'exclusiveMaximum', true],
  ['exclusiveMinimum', 'maximum', true],
];

/**
 * Bounds no value can meet (minLength 20 with maxLength 15): the field could never be
 * filled in. Checked on each schema node with its `$ref` resolved, so a model that narrows
 * a shared definition beside its `$ref` is caught too; the finding points at the bound
 * written in this file (the upper one when both are).
 */
export function checkConstraintRanges({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const bundled of bundledSchemaFiles(set)) {
    forEachSchemaNode(bundled, bundled.file.json, ({ node, pointer }, resolved) => {
      for (const [lower, upper, strict] of PAIRS) {
        const low = resolved[lower];
        const high = resolved[upper];
        if (typeof low !== 'number' || typeof high !== 'number') continue;
        if (strict ? low < high : low <= high) continue;
        const at = upper in node ? upper : lower in node ? lower : undefined;
        if (!at) continue; // Both come from a referenced file, which gets its own finding.
        const problem = strict
          ? `${upper} ${high} is not above ${lower} ${low}, so no value can pass`
          : `${upper} ${high} is smaller than ${lower} ${low}`;
        const fix = strict ? `make ${lower} smaller than ${upper}` : `make ${lower} at most ${upper}`;
        findings.push(finding('constraint-ranges', bundled.file.file, `${pointer}/${at}`, problem, fix));
      }
    });
  }
  return findings;
}
