import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { bundledSchemaFiles, forEachSchemaNode } from '../schema-files.js';

/** Keywords that only speak of an object's members: on anything else they hold by themselves. */
const OBJECT_KEYWORDS = ['properties', 'required', 'not', 'dependencies', 'propertyNames'];

/**
 * Every `if` that asks about an object's members says `"type": "object"`. rjsf resolves a
 * list's `items` against the whole list when the drawn schema changes; there an untyped
 * condition holds vacuously, every branch applies at once and rjsf warns that it "could not
 * merge subschemas in allOf" (docs/decisions/rjsf-settings.md). The server's answer is the
 * same with the type, since the schema around it is an object.
 */
export function checkTypedConditions({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const bundled of bundledSchemaFiles(set)) {
    forEachSchemaNode(bundled, bundled.file.json, ({ pointer, viaKeyword }, resolved) => {
      if (viaKeyword !== 'if' || resolved.type !== undefined || !OBJECT_KEYWORDS.some((keyword) => keyword in resolved)) return;
      findings.push(
        finding('typed-conditions', bundled.file.file, pointer, 'a condition on an object\u2019s members without "type": "object"', 'add "type": "object" to this "if" (rjsf also tries it on lists, where it would hold)'),
      );
    });
  }
  return findings;
}
