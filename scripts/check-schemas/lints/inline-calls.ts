import { isDeepStrictEqual } from 'node:util';
import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { NAMES_CALLS } from '../name-uses.js';

/** What a call asks, without where it is kept: two calls asking the same are the same call. */
function request(call: Record<string, unknown>): Record<string, unknown> {
  const { method, path, pathParams, query, body } = call;
  return { method, path, pathParams, query, body };
}

/**
 * Every call is named once in flows/calls/ and made by name: a call written out in a flow,
 * screen, frame, modal or ui file is a second copy of its path and body that a reviewer of
 * the named one does not see, and that `diff:rules` cannot say by name. It is reported where
 * it is written, with the name of a named call asking the same, when there is one.
 */
export function checkInlineCalls({ set }: LintContext): Finding[] {
  const named = set.ofKind('calls').flatMap((file) =>
    isSchemaNode(file.json) && isSchemaNode(file.json.calls)
      ? Object.entries(file.json.calls).flatMap(([name, call]) => (isSchemaNode(call) ? [{ name, file: file.file, request: request(call) }] : []))
      : [],
  );
  const findings: Finding[] = [];
  const visit = (value: unknown, file: string, path: (string | number)[]) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, file, [...path, index]));
    if (!isSchemaNode(value)) return;
    if (isSchemaNode(value.call)) {
      const asked = request(value.call);
      const same = named.find((call) => isDeepStrictEqual(call.request, asked));
      const fix = same
        ? `write "call": "${same.name}" (${same.file} names this call)`
        : `name the call in the file of its area in flows/calls/ and write "call": "<its name>" here`;
      findings.push(finding('inline-calls', file, toPointer([...path, 'call']), `a call (${String(asked.method)} ${String(asked.path)}) is written out instead of named`, fix));
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'call') visit(child, file, [...path, key]);
  };
  for (const file of set.files) if (NAMES_CALLS.has(file.kind)) visit(file.written ?? file.json, file.file, []);
  return findings;
}
