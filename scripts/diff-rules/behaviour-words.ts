import { storeEntries } from '../../src/engine/flow/flow-definition.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { BookContext } from '../rulebook/book-context.js';
import { conditionWords } from '../rulebook/condition-words.js';
import { valueWords } from '../rulebook/value-words.js';
import { quote, words } from './describe-change.js';

/** One thing a handler does, said now ("shows ...") and after "instead of" ("showing ..."). */
export interface Deed {
  now: string;
  was: string;
}

/** One path through a handler: the conditions met on the way, and what it then does. */
export interface Behaviour {
  /** "on yes, when the call answers a server error": the same words on both sides pair paths up. */
  when: string;
  does: Deed[];
}

/** A verb phrase in both forms: "shows the notice" / "showing the notice". */
function deed(verb: string, rest: string): Deed {
  const gerund = GERUNDS[verb] ?? `${verb}ing`;
  return { now: `${verb} ${rest}`.trim(), was: `${gerund} ${rest}`.trim() };
}
const GERUNDS: Readonly<Record<string, string>> = {
  calls: 'calling',
  closes: 'closing',
  forgets: 'forgetting',
  goes: 'going',
  keeps: 'keeping',
  opens: 'opening',
  returns: 'returning',
  shows: 'showing',
  stays: 'staying',
};

/** A call's answer as a reviewer says it: "a success", "a refusal", "409". */
function answerWords(status: unknown): string {
  const classes: Record<string, string> = { '2xx': 'a success', '4xx': 'a refusal', '5xx': 'a server error', failed: 'no answer (the call failed)' };
  if (status === undefined) return 'any other answer';
  if (typeof status === 'string') return classes[status] ?? status;
  if (Array.isArray(status)) return status.join(' or ');
  return String(status);
}

/**
 * A value written in a flow, in the rule book's words: a binding by what it reads
 * ("“Email” entered", "the answer’s user token"), an object key by key, anything else flat.
 */
export function flowValueWords(book: BookContext, value: unknown): string {
  if (typeof value === 'string') return value.startsWith('$') ? valueWords(book, value) : quote(value);
  if (Array.isArray(value)) return value.map((entry) => flowValueWords(book, entry)).join(', ');
  if (isSchemaNode(value)) return Object.entries(value).map(([key, v]) => `${words(key)} ${flowValueWords(book, v)}`).join(', ');
  return String(value);
}

/** Where a target leads, in words. */
function targetDeed(target: string, replace: unknown): Deed {
  const inPlace = replace === true ? ' in place of this page' : '';
  if (target === '@back') return deed('returns', `to the previous page${inPlace}`);
  if (target === '@root') return deed('goes', `to the portal’s first page${inPlace}`);
  return deed('goes', `to ${target.includes('.') ? target.replace('.', ' › ') : `step ${target}`}${inPlace}`);
}

/** What one branch or outcome does, in the order the portal does it. */
function deeds(branch: SchemaNode, book: BookContext, rename: (target: string) => string): Deed[] {
  const out: Deed[] = [];
  if (branch.call !== undefined && isSchemaNode(branch.call)) out.push(deed('calls', `${String(branch.call.method)} ${String(branch.call.path)}`));
  if (branch.forgetPerson === true) out.push(deed('forgets', 'everything held for the person: forms, loaded and stored data, cached answers'));
  for (const store of storeEntries(branch.store)) {
    if (typeof store === 'string') out.push(deed('keeps', `the answer as ${quote(store)}`));
    else if (isSchemaNode(store)) out.push(deed('keeps', `${flowValueWords(book, store.value)} as ${quote(String(store.name))}`));
  }
  if (branch.modal === null) out.push(deed('closes', 'the open modal'));
  else if (typeof branch.modal === 'string') out.push(deed('opens', `the modal ${quote(branch.modal)}`));
  if (branch.fieldErrors !== undefined) out.push(deed('shows', 'the answer’s errors at their fields'));
  if (isSchemaNode(branch.notice)) {
    const id = String(branch.notice.text);
    const text = id in book.messages.catalogue ? book.say(id) : id;
    out.push(deed('shows', `the ${String(branch.notice.variant ?? 'info')} notice ${quote(text)}`));
  }
  if (branch.reset === true) out.push(deed('forgets', 'every form’s values'));
  else if (typeof branch.reset === 'string') out.push(deed('forgets', `the values of the ${words(branch.reset)} form`));
  else if (Array.isArray(branch.reset)) out.push(deed('forgets', `the values of the ${branch.reset.map((model: string) => words(model)).join(' and ')} forms`));
  if (typeof branch.target === 'string') out.push(targetDeed(rename(branch.target), branch.replace));
  if (Array.isArray(branch.revalidates)) out.push(deed('refreshes', `what ${branch.revalidates.map((path: unknown) => quote(String(path))).join(' and ')} answered`));
  if (typeof branch.tellOtherTabs === 'string') out.push(deed('tells', `the portal’s other tabs ${quote(branch.tellOtherTabs)}`));
  return out;
}

/**
 * Every path through a handler (a target, a branch or a list of branches, with calls and
 * their outcomes nested), each with the conditions met on the way and what it does at its end.
 * `rename` gives the old side's targets their new step names.
 */
export function behaviours(handler: unknown, trigger: string, book: BookContext, rename: (target: string) => string = (target) => target): Behaviour[] {
  const out: Behaviour[] = [];
  const walk = (node: SchemaNode, conditions: string[], judged: boolean) => {
    const met = [...conditions];
    if (judged) met.push(`when the call answers ${answerWords(node.status)}`);
    if (node.when !== undefined) met.push(`if ${conditionWords(book, node.when)}`);
    if (node.delay !== undefined) met.push(`after ${flowValueWords(book, node.delay)} ms`);
    const done = deeds(node, book, rename);
    const outcomes = Array.isArray(node.outcomes) ? node.outcomes.filter(isSchemaNode) : [];
    if (outcomes.length === 0 || done.length > 0) out.push({ when: met.join(', '), does: done.length > 0 ? done : [deed('stays', 'on the page')] });
    for (const outcome of outcomes) walk(outcome, met, true);
  };
  const branches = typeof handler === 'string' ? [{ target: handler }] : Array.isArray(handler) ? handler : [handler];
  for (const branch of branches.filter(isSchemaNode)) walk(branch, [trigger], false);
  return out;
}

/** "a, b and c". */
function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Sentences for a handler that changed, saying only what differs: a path that does something
 * else now ("on yes, when the call answers a server error, now stays on the page instead of
 * going to step form"), a new path, a path that is gone. Paths pair up by their conditions;
 * those left over pair in order (an outcome whose condition changed).
 */
export function behaviourSentences(before: Behaviour[], after: Behaviour[]): { text: string; removed: boolean }[] {
  const now = new Map(after.map((b) => [b.when, b]));
  const old = new Map(before.map((b) => [b.when, b]));
  const leftOld = before.filter((b) => !now.has(b.when));
  const out: { text: string; removed: boolean }[] = [];
  for (const b of after) {
    const was = old.get(b.when) ?? leftOld.shift();
    if (!was) out.push({ text: `${b.when}, now ${listed(b.does.map((d) => d.now))} (new)`, removed: false });
    else {
      const condition = was.when === b.when ? b.when : `${b.when} (until now: ${unshared(was.when, b.when)})`;
      const change = deedChange(was.does, b.does);
      if (change) out.push({ text: `${condition}, ${change}`, removed: false });
      else if (was.when !== b.when) out.push({ text: `${condition}, ${listed(b.does.map((d) => d.now))} as before`, removed: false });
    }
  }
  for (const b of leftOld) out.push({ text: `${b.when}, ${listed(b.does.map((d) => d.now))}`, removed: true });
  return out;
}

/** The conditions of `a` that `b` does not start with: "when the call answers any other answer". */
function unshared(a: string, b: string): string {
  const mine = a.split(', ');
  const theirs = b.split(', ');
  let index = 0;
  while (index < mine.length - 1 && mine[index] === theirs[index]) index++;
  return mine.slice(index).join(', ');
}

/** What a path does differently, or nothing when it does the same: "now shows ... instead of going to ...". */
function deedChange(before: Deed[], after: Deed[]): string | undefined {
  const had = new Set(before.map((d) => d.now));
  const has = new Set(after.map((d) => d.now));
  const added = after.filter((d) => !had.has(d.now));
  const dropped = before.filter((d) => !has.has(d.now));
  if (added.length === 0 && dropped.length === 0) return undefined;
  if (dropped.length === 0) return `now also ${listed(added.map((d) => d.now))}`;
  if (added.length === 0) return `no longer ${listed(dropped.map((d) => d.now))}`;
  return `now ${listed(added.map((d) => d.now))} instead of ${listed(dropped.map((d) => d.was))}`;
}
