import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { messageEntries, type MessageEntry } from '../message-entries.js';

/**
 * Messages that say the same thing share one id: two ids with one text drift apart the day
 * an analyst rewords one of them, and a reviewer cannot tell which screens each reaches.
 */
export function checkDuplicateMessageTexts({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  const firstByText = new Map<string, MessageEntry>();
  for (const entry of messageEntries(set)) {
    const first = firstByText.get(entry.text);
    if (!first) firstByText.set(entry.text, entry);
    else findings.push(finding('duplicate-message-texts', entry.file, entry.pointer, `message "${entry.id}" says the same as "${first.id}" (${first.file})`, `use "${first.id}" where "${entry.id}" is used, and remove "${entry.id}"`));
  }
  return findings;
}
