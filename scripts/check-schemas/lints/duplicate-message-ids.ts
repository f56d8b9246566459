import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';

/**
 * A message id defined in two message files: the catalogue merge refuses it at start-up
 * (which text would win is an accident of file order), so it is named here first.
 */
export function checkDuplicateMessageIds({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const file of set.ofKind('messages')) {
    const messages = isSchemaNode(file.json) ? file.json.messages : undefined;
    if (!isSchemaNode(messages)) continue;
    for (const id of Object.keys(messages)) {
      const first = set.messageIds.get(id);
      if (first && first.file !== file.file) {
        findings.push(
          finding('duplicate-message-ids', file.file, toPointer(['messages', id]), `message id "${id}" is already defined in ${first.file}`, 'keep one of the two and remove the other'),
        );
      }
    }
  }
  return findings;
}
