import { toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import type { RuleSet } from './rule-set.js';

/** One text of a message file, with where it is written. */
export interface MessageEntry {
  file: string;
  pointer: string;
  id: string;
  text: string;
}

/** Every message text of every message file, in file order (what the message lints read). */
export function messageEntries(set: RuleSet): MessageEntry[] {
  return set.ofKind('messages').flatMap((file) => {
    const messages = isSchemaNode(file.json) ? file.json.messages : undefined;
    if (!isSchemaNode(messages)) return [];
    return Object.entries(messages).flatMap(([id, text]) => (typeof text === 'string' ? [{ file: file.file, pointer: toPointer(['messages', id]), id, text }] : []));
  });
}
