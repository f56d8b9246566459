import { didYouMean } from '../closest-match.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { messageReferences } from '../message-references.js';

/** Every message id a rule file names must be defined in some file under schemas/messages/. */
export function checkUnknownMessageIds({ set }: LintContext): Finding[] {
  const known = [...set.messageIds.keys()];
  return messageReferences(set)
    .filter((ref) => !set.messageIds.has(ref.id))
    .map((ref) =>
      finding(
        'unknown-message-ids',
        ref.file,
        ref.pointer,
        `unknown message id "${ref.id}"`,
        `add it to a file in schemas/messages/ or use an existing id${didYouMean(ref.id, known)}`,
      ),
    );
}
