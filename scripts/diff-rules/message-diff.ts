import { formatMessage } from '../../src/engine/messages/format-message.js';
import { messageEntries, type MessageEntry } from '../check-schemas/message-entries.js';
import { messageReferences } from '../check-schemas/message-references.js';
import type { RuleChange } from './rule-change.js';
import type { RuleSnapshot } from './rule-snapshot.js';
import type { ScreenUsage } from './screen-usage.js';
import { quote } from './describe-change.js';

/** The message texts of a snapshot by id, the first definition winning as in the catalogue. */
function messagesById(snapshot: RuleSnapshot): Map<string, MessageEntry> {
  const byId = new Map<string, MessageEntry>();
  for (const entry of messageEntries(snapshot.set)) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return byId;
}

/**
 * Message ids that left and came back under another id with the same text, no file naming
 * the old id any more: renamed, not removed and added. Pairs in file order, each id used once.
 */
export function messageRenames(before: RuleSnapshot, after: RuleSnapshot): Map<string, string> {
  const old = messagesById(before);
  const now = messagesById(after);
  // An old id some file still names was not renamed: its text was removed from under it (check:schemas says where).
  const stillNamed = new Set(messageReferences(after.set).map((r) => r.id));
  const added = [...now.values()].filter((e) => !old.has(e.id));
  const renames = new Map<string, string>();
  const taken = new Set<string>();
  for (const entry of old.values()) {
    if (now.has(entry.id) || stillNamed.has(entry.id)) continue;
    const match = added.find((e) => e.text === entry.text && !taken.has(e.id));
    if (!match) continue;
    taken.add(match.id);
    renames.set(entry.id, match.id);
  }
  return renames;
}

/**
 * Every message change: texts changed, added, removed, renamed or moved to another file,
 * and texts that read differently because a configuration value they quote changed
 * (`{product}`, `{phone}` ... from schemas/config/portal.json).
 */
export function messageChanges(
  before: RuleSnapshot,
  after: RuleSnapshot,
  renames: ReadonlyMap<string, string>,
  movedFiles: ReadonlyMap<string, string>,
  usage: { before: ScreenUsage; after: ScreenUsage },
): RuleChange[] {
  const old = messagesById(before);
  const now = messagesById(after);
  const changes: RuleChange[] = [];
  const moves = new Map<string, string[]>();
  const add = (file: string, text: string, screens: string[]) => changes.push({ group: 'messages', file, text, screens });
  const rendered = (snapshot: RuleSnapshot, id: string) => formatMessage(snapshot.context.catalogue, id, {}, snapshot.context.globals);

  for (const entry of now.values()) {
    const oldId = [...renames].find(([, to]) => to === entry.id)?.[0];
    const was = old.get(oldId ?? entry.id);
    const screens = usage.after.ofMessage(entry.id);
    if (!was) {
      add(entry.file, `New message ${entry.id}: ${quote(entry.text)}`, screens);
      continue;
    }
    if (oldId) add(entry.file, `Message ${oldId} renamed ${entry.id} (same text ${quote(entry.text)})`, screens);
    if (was.text !== entry.text) add(entry.file, `Message ${entry.id} changed: ${quote(was.text)} -> ${quote(entry.text)}`, screens);
    else if (rendered(before, was.id) !== rendered(after, entry.id)) {
      add(entry.file, `Message ${entry.id} now reads ${quote(rendered(after, entry.id))} instead of ${quote(rendered(before, was.id))} (a value it quotes from schemas/config/portal.json changed)`, screens);
    }
    if (was.file !== entry.file && movedFiles.get(was.file) !== entry.file) {
      const key = `${was.file} -> ${entry.file}`;
      moves.set(key, [...(moves.get(key) ?? []), entry.id]);
    }
  }
  // One line per pair of files, not per id: moving a block of texts is one edit.
  for (const [key, ids] of moves) add(key.split(' -> ')[1] as string, `Messages moved from ${key}: ${ids.join(', ')}`, []);
  for (const entry of old.values()) {
    if (now.has(entry.id) || renames.has(entry.id)) continue;
    add(entry.file, `Removed: message ${entry.id} (${quote(entry.text)})`, usage.before.ofMessage(entry.id));
  }
  return changes;
}
