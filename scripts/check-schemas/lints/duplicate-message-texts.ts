import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import type { Place } from '../rule-set.js';

/**
 * Messages that say the same thing share one id: two ids with one text drift apart the day
 * an analyst rewords one of them, and a reviewer cannot tell which screens each reaches.
 */
export function checkDuplicateMessageTexts({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  const firstByText = new Map<string, Place & { id: string }>();
  for (const file of set.ofKind('messages')) {
    const messages = isSchemaNode(file.json) ? file.json.messages : undefined;
    if (!isSchemaNode(messages)) continue;
    for (const [id, text] of Object.entries(messages)) {
      if (typeof text !== 'string') continue;
      const pointer = toPointer(['messages', id]);
      const first = firstByText.get(text);
      if (!first) firstByText.set(text, { file: file.file, pointer, id });
      else findings.push(finding('duplicate-message-texts', file.file, pointer, `message "${id}" says the same as "${first.id}" (${first.file})`, `use "${first.id}" where "${id}" is used, and remove "${id}"`));
    }
  }
  return findings;
}
