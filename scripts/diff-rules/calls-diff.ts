import { callLibrary, resolveNamedCalls, type CallLibrary } from '../../src/engine/flow/named-calls.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { NamedSection } from '../check-schemas/name-uses.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { callUsage, quoteName, type CallUse } from './call-usage.js';
import { behaviours, behaviourSentences, flowValueWords } from './behaviour-words.js';
import type { BookContext } from '../rulebook/book-context.js';
import { conditionWords } from '../rulebook/condition-words.js';
import { quote, words } from './describe-change.js';
import type { DiffContext } from './diff-context.js';
import { jsonChanges, sameJson } from './json-changes.js';
import type { RuleChange } from './rule-change.js';
import type { RuleSnapshot } from './rule-snapshot.js';

/** What each section of flows/calls/ names, as a sentence starts with it. */
const WHAT: Readonly<Record<NamedSection, string>> = { calls: 'Call', outcomes: 'Outcome list', conditions: 'Condition' };

/** How a call's answer is kept (flows/README.md, "Loads and the cache"). */
function cacheWords(cache: unknown): string {
  if (cache === 'session') return 'answered from the cache for the whole session';
  if (cache === 'focus') return 'answered from the cache, then asked again on each visit and when the tab regains focus';
  return 'asked of the server every time';
}

/** A call's request in words: "POST /api/user/find". */
function requestWords(call: SchemaNode): string {
  return `${String(call.method)} ${String(call.path)}`;
}

/** What a call sends, by part: its address parts, query and body. */
const PARTS: readonly [string, string][] = [
  ['pathParams', 'address part'],
  ['query', 'query'],
  ['body', 'sends'],
];

/** The changes of a call's request and cache, each a clause: "now asks POST /b instead of POST /a". */
function requestChanges(was: SchemaNode, now: SchemaNode, context: DiffContext): string[] {
  const [before, after] = [flowValueWords.bind(null, context.before.book), flowValueWords.bind(null, context.after.book)];
  const out: string[] = [];
  if (was.method !== now.method || was.path !== now.path) out.push(`now asks ${requestWords(now)} instead of ${requestWords(was)}`);
  for (const [key, label] of PARTS) {
    for (const change of jsonChanges(was[key], now[key])) {
      const what = [label, ...change.path.map(words)].join(' ');
      if (change.before === undefined) out.push(`${what} now ${after(change.after)} (new)`);
      else if (change.after === undefined) out.push(`${what} no longer (was ${before(change.before)})`);
      else out.push(`${what} now ${after(change.after)} instead of ${before(change.before)}`);
    }
  }
  if (was.cache !== now.cache) out.push(`now ${cacheWords(now.cache)} instead of ${cacheWords(was.cache)}`);
  if (!sameJson(was.revalidates, now.revalidates)) {
    const paths = (value: unknown) => (Array.isArray(value) && value.length ? `the answers cached under ${value.map(String).map(quote).join(', ')}` : 'nothing');
    out.push(`on success now refreshes ${paths(now.revalidates)} instead of ${paths(was.revalidates)}`);
  }
  return out;
}

/** A list of outcomes with the lists it names written in place, as a use of it runs them. */
function resolvedOutcomes(outcomes: unknown, library: CallLibrary): unknown[] {
  if (!Array.isArray(outcomes)) return [];
  return (resolveNamedCalls({ outcomes }, library, () => undefined) as { outcomes: unknown[] }).outcomes;
}

/** What the answers lead to, changed, in sentences: "when the call answers a server error, now shows ...". */
function outcomeChanges(was: unknown[], now: unknown[], context: DiffContext): { text: string; removed: boolean }[] {
  // No outcomes: nothing to say for them (a use's own outcomes, or the portal's defaults, apply).
  const paths = (outcomes: unknown[], side: RuleSnapshot) =>
    outcomes.length === 0 ? [] : behaviours({ outcomes }, '', side.book).map((b) => ({ ...b, when: b.when.replace(/^, /, '') }));
  return behaviourSentences(paths(was, context.before), paths(now, context.after));
}

/**
 * The changes of a file of flows/calls/: each call, outcome list and condition named there
 * that is new, gone or changed, said once by its name in words, with what changed (its
 * request, its cache, where its answers lead, its condition) and where it is used: the flow
 * steps, form fields and screens that make the call ("Call 'check username': when the call
 * answers a server error, now shows the error notice '...' (new); used by Registration form,
 * field username"). The flows that use it are read with the new calls on both sides, so the
 * change is not said again at each of them.
 */
export function callsChanges(before: RuleFile, beforeJson: unknown, after: RuleFile, context: DiffContext): RuleChange[] {
  const libraries = { before: libraryOf(context.before), after: libraryOf(context.after) };
  const usage = { before: callUsage(context.before.set), after: callUsage(context.after.set) };
  const changes: RuleChange[] = [];
  const say = (section: NamedSection, name: string, text: string, side: 'before' | 'after' = 'after', removed = side === 'before') => {
    const uses = usedAt(usage[side], section, name);
    const where = uses.length ? `; used by ${uses.map((use) => use.place).join(', ')}` : '; used nowhere';
    const screens = [...new Set(uses.flatMap((use) => context.usage[side].ofFile(use.file, use.pointer)))].sort();
    changes.push({ group: 'calls', file: side === 'after' ? after.file : before.file, text: `${removed ? 'Removed: ' : ''}${WHAT[section]} ${quoteName(name)}${text}${where}`, screens });
  };
  for (const section of Object.keys(WHAT) as NamedSection[]) {
    const old = sectionOf(beforeJson, section);
    const now = sectionOf(after.json, section);
    for (const [name, value] of Object.entries(now)) {
      const was = old[name];
      if (was === undefined) say(section, name, ` (new): ${summary(section, value, context.after.book)}`);
      else if (!sameJson(was, value)) {
        // One sentence for what it does now; what it no longer does, a line of its own.
        const clauses = changeClauses(section, was, value, libraries, context);
        const kept = clauses.filter((clause) => !clause.removed).map((clause) => clause.text);
        if (kept.length) say(section, name, `: ${kept.join('; ')}`);
        for (const clause of clauses.filter((c) => c.removed)) say(section, name, `: ${clause.text}`, 'after', true);
      }
    }
    for (const [name, value] of Object.entries(old)) if (!(name in now)) say(section, name, ` (${summary(section, value, context.before.book)})`, 'before');
  }
  return changes;
}

/** What changed in one named thing, clause by clause. */
function changeClauses(section: NamedSection, was: unknown, now: unknown, libraries: { before: CallLibrary; after: CallLibrary }, context: DiffContext): { text: string; removed: boolean }[] {
  if (section === 'conditions') return [{ text: `now reads ${quote(conditionWords(context.after.book, now))} instead of ${quote(conditionWords(context.before.book, was))}`, removed: false }];
  if (section === 'outcomes') return outcomeChanges(resolvedOutcomes(was, libraries.before), resolvedOutcomes(now, libraries.after), context);
  const [a, b] = [isSchemaNode(was) ? was : {}, isSchemaNode(now) ? now : {}];
  return [
    ...requestChanges(a, b, context).map((text) => ({ text, removed: false })),
    ...outcomeChanges(resolvedOutcomes(a.outcomes, libraries.before), resolvedOutcomes(b.outcomes, libraries.after), context),
  ];
}

/** A new or removed named thing in a few words: its request, its outcomes, its condition. */
function summary(section: NamedSection, value: unknown, book: BookContext): string {
  if (section === 'conditions') return quote(conditionWords(book, value));
  if (section === 'outcomes') return `${Array.isArray(value) ? value.length : 0} outcomes`;
  return isSchemaNode(value) ? requestWords(value) : '';
}

/** The places that use a name, through the named things that name it (a list named by a call is used where the call is made). */
function usedAt(usage: ReturnType<typeof callUsage>, section: NamedSection, name: string, seen: readonly string[] = []): CallUse[] {
  return usage(section, name).flatMap((use) => {
    const inCalls = /^(call|outcome list) '/.exec(use.place);
    if (!inCalls || !use.file.startsWith('flows/calls/')) return [use];
    const [, kind, named] = use.pointer.split('/') as [string, string, string];
    const key = `${kind}/${named}`;
    return seen.includes(key) ? [] : usedAt(usage, kind as NamedSection, named, [...seen, key]);
  });
}

function sectionOf(json: unknown, section: NamedSection): Record<string, unknown> {
  return isSchemaNode(json) && isSchemaNode(json[section]) ? json[section] : {};
}

/** The calls, outcome lists and conditions of one side, by name. */
export function libraryOf(snapshot: RuleSnapshot): CallLibrary {
  return callLibrary(snapshot.set.ofKind('calls').map((file) => file.json));
}
