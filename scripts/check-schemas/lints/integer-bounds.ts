import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { bundledSchemaFiles, forEachSchemaNode } from '../schema-files.js';

/** The widest whole numbers JavaScript, JSON parsers and a bigint column all hold exactly. */
const SAFE = Number.MAX_SAFE_INTEGER;

const allowsInteger = (type: unknown) => type === 'integer' || (Array.isArray(type) && type.includes('integer'));

/** A list of the values allowed (`enum`, `const`, or `oneOf`/`anyOf` of `const`s) bounds a number already. */
function listsItsValues(node: Record<string, unknown>): boolean {
  if (Array.isArray(node.enum) || 'const' in node) return true;
  const options = node.oneOf ?? node.anyOf;
  return Array.isArray(options) && options.length > 0 && options.every((option) => typeof option === 'object' && option !== null && 'const' in option);
}

/**
 * Every integer of a def or model (what the server receives) has a minimum and a maximum within JavaScript's safe
 * integers (a column of four bytes wants 2147483647): an unbounded id let 1e300 or 2^31 reach
 * the database and come back as a 500 instead of the field's message. Checked with `$ref`s
 * resolved, so bounds written beside a reference count.
 */
export function checkIntegerBounds({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  // Answers (schemas/answers) are what the server sends, never what it stores from a request.
  for (const bundled of bundledSchemaFiles(set).filter(({ file }) => file.kind !== 'answer')) {
    forEachSchemaNode(bundled, bundled.file.json, ({ pointer, viaKeyword }, resolved) => {
      // An `if` only asks whether a value is an integer; the branches hold the value's rules.
      if (viaKeyword === 'if' || !allowsInteger(resolved.type) || listsItsValues(resolved)) return;
      const { minimum, maximum } = resolved;
      if (typeof minimum !== 'number' || minimum < -SAFE) {
        findings.push(finding('integer-bounds', bundled.file.file, pointer, 'an integer without a minimum the database can hold', `add "minimum" (1 for an id) and its message`));
      }
      if (typeof maximum !== 'number' || maximum > SAFE) {
        findings.push(
          finding('integer-bounds', bundled.file.file, pointer, 'an integer without a maximum the database can hold', `add "maximum" (2147483647 for an integer column, ${SAFE} for a bigint one) and its message`),
        );
      }
    });
  }
  return findings;
}
