import { INVALID_CHARACTER_PATTERN } from '../../../src/engine/keywords/valid-characters.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { bundledSchemaFiles, forEachSchemaNode } from '../schema-files.js';

/** The one pattern a `pattern` keyword would copy the default check with. */
const COPIED_RULE = `^[^${INVALID_CHARACTER_PATTERN.slice(1)}*$`;

/**
 * The spec's valid-character check is on for every string (bundling adds
 * `validCharacters: true`), so a file only says something about it to turn it off, and that
 * is a decision a reader must be able to follow: `validCharacters: false` needs a `$comment`
 * saying why. A `pattern` that only restates the check is redundant: it is reported, so the
 * rule keeps one home (src/engine/keywords/valid-characters.ts).
 */
export function checkValidCharacters({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const bundled of bundledSchemaFiles(set)) {
    forEachSchemaNode(bundled, bundled.file.json, ({ node, pointer }) => {
      if (node.validCharacters === false && typeof node.$comment !== 'string') {
        findings.push(
          finding(
            'valid-characters',
            bundled.file.file,
            `${pointer}/validCharacters`,
            'the valid-character check is turned off without a reason',
            'add a "$comment" saying why this field may hold control characters, or remove "validCharacters": false',
          ),
        );
      }
      if (node.pattern === COPIED_RULE) {
        findings.push(
          finding(
            'valid-characters',
            bundled.file.file,
            `${pointer}/pattern`,
            'this pattern only restates the valid-character check every string already has',
            'remove the pattern (and name its message under "validCharacters" in messages if it differs from field.invalid)',
          ),
        );
      }
    });
  }
  return findings;
}
