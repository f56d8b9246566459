import { toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { baseName } from '../check-schemas/file-kind.js';
import { flowSteps, transitionsOf, type FlowTransition } from '../check-schemas/flow-transitions.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { behaviourSentences, behaviours, flowValueWords } from './behaviour-words.js';
import { quoteName } from './call-usage.js';
import { fromTo, quote, removedPrefix, showJson, titleOf, words } from './describe-change.js';
import type { DiffContext } from './diff-context.js';
import type { BookContext } from '../rulebook/book-context.js';
import { jsonChanges, sameJson } from './json-changes.js';
import type { RuleChange } from './rule-change.js';
import { pairAlike, similarity } from './similarity.js';

/** Step keys with lines of their own; the rest of a step is compared value by value. */
const STEP_KEYS_SAID = new Set(['route', 'screen', 'load']);

/**
 * The changes of one flow: steps added (with where they sit: after the steps that lead to
 * them), removed or renamed, routes and screens changed, and each transition whose target
 * changed ("on submit now goes to X instead of Y"). Anything else a step says (its loads,
 * guards, calls) is stated value by value.
 */
export function flowChanges(before: RuleFile, beforeJson: unknown, after: RuleFile, context: DiffContext): RuleChange[] {
  const flow = titleOf(baseName(after.file));
  const old = flowSteps(beforeJson);
  const now = flowSteps(after.json);
  const renamed = new Map(
    pairAlike(
      Object.keys(old).filter((id) => !(id in now)),
      Object.keys(now).filter((id) => !(id in old)),
      (a, b) => similarity(old[a], now[b]),
    ),
  );
  const newId = (id: string) => renamed.get(id) ?? id;
  const oldId = (id: string) => [...renamed].find(([, to]) => to === id)?.[0] ?? id;
  const changes: RuleChange[] = [];
  const stepLine = (step: string | undefined, text: string, removed = false) =>
    changes.push({
      group: 'flows',
      file: after.file,
      text,
      screens: removed ? context.usage.before.ofFile(before.file, step ? toPointer(['steps', step]) : '') : context.usage.after.ofFile(after.file, step ? toPointer(['steps', step]) : ''),
    });
  const where = (step: SchemaNode) => `screen ${String(step.screen ?? 'none')} at ${String(step.route ?? 'no route')}`;

  const initial = (json: unknown) => (isSchemaNode(json) ? json.initial : undefined);
  if (typeof initial(beforeJson) === 'string' && newId(initial(beforeJson) as string) !== initial(after.json)) {
    stepLine(undefined, `${flow}: now starts at step ${String(initial(after.json))} instead of ${String(initial(beforeJson))}`);
  }
  for (const [from, to] of renamed) stepLine(to, `${flow}: step ${from} renamed ${to}`);
  const newTransitions = transitionsOf(after.json);
  Object.entries(now).forEach(([id, step], index) => {
    if (renamed.has(id) || id in old || [...renamed.values()].includes(id)) return;
    stepLine(id, `${flow}: new step ${id} (${where(step)}) ${position(id, Object.keys(now)[index - 1], newTransitions)}`);
  });
  for (const [id, step] of Object.entries(old)) {
    if (!(id in now) && !renamed.has(id)) stepLine(id, `Removed: step ${id} of ${flow} (${where(step)})`, true);
  }
  for (const [id, step] of Object.entries(now)) {
    const was = old[oldId(id)];
    if (!was) continue;
    if (was.route !== step.route) stepLine(id, `${flow}: step ${id} route ${fromTo(was.route, step.route)}`);
    if (was.screen !== step.screen) stepLine(id, `${flow}: step ${id} now shows screen ${String(step.screen)} instead of ${String(was.screen)}`);
  }

  // What each event, timer and fallback does, path by path, in sentences: every change of
  // a target, an outcome or a notice is said as the visitor meets it.
  const oldHandlers = handlersOf(beforeJson, old, newId);
  const newHandlers = handlersOf(after.json, now, (id) => id);
  const renameTarget = (target: string) => (target.includes('.') || target.startsWith('@') ? target : newId(target));
  for (const pointer of new Set([...newHandlers.keys(), ...oldHandlers.keys()])) {
    const was = oldHandlers.get(pointer);
    const is = newHandlers.get(pointer);
    const step = (is ?? was)?.step;
    // A new or removed step has a line of its own.
    if (step !== undefined && (!(step in now) || !(oldId(step) in old))) continue;
    if (sameJson(was?.value, is?.value)) continue;
    const before = was ? behaviours(was.value, was.trigger, context.before.book, renameTarget) : [];
    const after_ = is ? behaviours(is.value, is.trigger, context.after.book) : [];
    for (const sentence of behaviourSentences(before, after_)) {
      stepLine(step, `${sentence.removed ? 'Removed: ' : ''}${flow}${step === undefined ? '' : `, step ${step}`}: ${sentence.text}`, sentence.removed);
    }
  }

  // A handler or load that now makes another named call: said by the calls' names, since two
  // calls may ask the same address with other values (the same-e-mail step's Yes and No).
  const writtenOld = handlersOf(before.written ?? beforeJson, flowSteps(before.written ?? beforeJson), newId);
  const writtenNew = handlersOf(after.written ?? after.json, flowSteps(after.written ?? after.json), (id) => id);
  for (const [pointer, is] of writtenNew) {
    const was = writtenOld.get(pointer);
    const [a, b] = [callNames(was?.value), callNames(is.value)];
    const [dropped, added] = [a.filter((name) => !b.includes(name)), b.filter((name) => !a.includes(name))];
    const said = dropped.length && added.length ? `now makes the call ${namesWords(added)} instead of ${namesWords(dropped)}` : added.length ? `now also makes the call ${namesWords(added)}` : `no longer makes the call ${namesWords(dropped)}`;
    if (was && (dropped.length || added.length)) stepLine(is.step, `${flow}${is.step === undefined ? '' : `, step ${is.step}`}: ${is.trigger} ${said}`, added.length === 0);
  }
  for (const [id, step] of Object.entries(flowSteps(after.written ?? after.json))) {
    const was = flowSteps(before.written ?? beforeJson)[oldId(id)];
    for (const [name, [a, b]] of loadCallNames(was?.load, step.load)) stepLine(id, `${flow}, step ${id}: load ${quote(name)} now makes the call ${quoteName(b)} instead of ${quoteName(a)}`);
  }

  // Loads by name: a new one, one gone, one that loads otherwise.
  for (const [id, step] of Object.entries(now)) {
    const was = old[oldId(id)];
    if (was) for (const line of loadChanges(was.load, step.load, context)) stepLine(id, `${line.removed ? 'Removed: ' : ''}${flow}, step ${id}: ${line.text}`, line.removed);
  }

  // The rest (frames, timeouts, ...), value by value, leaving out what the lines above said.
  const handlerPointers = [...new Set([...newHandlers.keys(), ...oldHandlers.keys()])];
  const saidAbove = (pointer: string) => handlerPointers.some((p) => p === pointer || p.startsWith(`${pointer}/`) || pointer.startsWith(`${p}/`));
  const rest = (json: unknown, steps: Record<string, SchemaNode>, rename: (id: string) => string) =>
    isSchemaNode(json) ? { ...json, initial: undefined, steps: Object.fromEntries(Object.entries(steps).map(([id, s]) => [rename(id), s])) } : json;
  for (const change of jsonChanges(rest(beforeJson, old, newId), rest(after.json, now, (id) => id), { intoLists: true })) {
    const [top, step, stepKey] = change.path;
    if (saidAbove(toPointer(change.path))) continue;
    if (top === 'steps' && (step === undefined || !(step in now) || !(oldId(step) in old) || STEP_KEYS_SAID.has(stepKey ?? ''))) continue;
    const what = top === 'steps' ? `step ${String(step)}, ${pathWords(change.path.slice(2))}` : pathWords(change.path);
    stepLine(top === 'steps' ? step : undefined, `${removedPrefix(change.after)}${flow}: ${what} ${fromTo(change.before, change.after, showFlowValue(context.after.book), showFlowValue(context.before.book))}`, change.after === undefined);
  }
  return changes;
}

/** Where a new step sits: after the steps whose transitions lead to it, else after the step before it in the file. */
function position(id: string, previous: string | undefined, transitions: readonly FlowTransition[]): string {
  const leading = transitions.filter((t) => t.target === id && t.from !== undefined && t.from !== id);
  if (leading.length > 0) return `after ${[...new Set(leading.map((t) => `${t.from} (on ${t.event})`))].join(', ')}`;
  return previous === undefined ? 'as the first step' : `after ${previous} (in the file; no step leads to it yet)`;
}

/** A handler of a flow: where it is written, its step, the words that trigger it, and its value. */
interface Handler {
  step?: string;
  trigger: string;
  value: unknown;
}

/** Every handler of a flow by pointer (steps in the names `rename` gives): events, timers, fallbacks. */
function handlersOf(json: unknown, steps: Record<string, SchemaNode>, rename: (id: string) => string): Map<string, Handler> {
  const out = new Map<string, Handler>();
  const events = (value: unknown, base: string[], trigger: (event: string) => string, step?: string) => {
    if (!isSchemaNode(value)) return;
    for (const [event, handler] of Object.entries(value)) out.set(toPointer([...base, event]), { step, trigger: trigger(event), value: handler });
  };
  if (isSchemaNode(json)) {
    events(json.on, ['on'], (event) => `on ${event} from any step`);
    events(json.global, ['global'], (event) => `on ${event} from anywhere in the portal`);
  }
  for (const [oldId, step] of Object.entries(steps)) {
    const id = rename(oldId);
    events(step.on, ['steps', id, 'on'], (event) => `on ${event}`, id);
    const own: [string, string][] = [
      ['always', 'as soon as it shows'],
      ['onLoadFailure', 'when loading fails'],
      ['after', 'by itself'],
    ];
    for (const [key, trigger] of own) if (step[key] !== undefined) out.set(toPointer(['steps', id, key]), { step: id, trigger, value: step[key] });
  }
  return out;
}

/** A place in a flow in words: "frame", "call cache". */
function pathWords(path: readonly string[]): string {
  return path.map(words).join(' ');
}

/** A step's loads compared by name: "now loads 'plans' (GET /api/plans, cache 'session') (new)", "load 'defaults': call cache 'session' -> 'focus'". */
function loadChanges(before: unknown, after: unknown, context: DiffContext): { text: string; removed: boolean }[] {
  const byName = (loads: unknown) =>
    new Map((Array.isArray(loads) ? loads : []).filter(isSchemaNode).map((load) => [String(load.name), load] as [string, SchemaNode]));
  const old = byName(before);
  const now = byName(after);
  const said = (load: SchemaNode) => {
    const call = isSchemaNode(load.call) ? load.call : {};
    return `${quote(String(load.name))} (${String(call.method)} ${String(call.path)}${call.cache === undefined ? '' : `, cache ${showJson(call.cache)}`})`;
  };
  const out: { text: string; removed: boolean }[] = [];
  for (const [name, load] of now) {
    const was = old.get(name);
    if (!was) out.push({ text: `now loads ${said(load)} (new)`, removed: false });
    else for (const change of jsonChanges(was, load)) out.push({ text: `load ${quote(name)}: ${pathWords(change.path)} ${fromTo(change.before, change.after, showFlowValue(context.after.book), showFlowValue(context.before.book))}`, removed: change.after === undefined });
  }
  for (const [name, load] of old) if (!now.has(name)) out.push({ text: `no longer loads ${said(load)}`, removed: true });
  return out;
}

/** A flow value as a line shows it: texts quoted, objects and lists in words (never as JSON). */
function showFlowValue(book: BookContext): (value: unknown) => string {
  return (value) => (typeof value === 'object' && value !== null ? flowValueWords(book, value) : showJson(value));
}

/** The named calls a handler makes, in order, each once. */
function callNames(value: unknown): string[] {
  const names: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isSchemaNode(node)) return;
    if (typeof node.call === 'string' && !names.includes(node.call)) names.push(node.call);
    Object.values(node).forEach(visit);
  };
  visit(value);
  return names;
}

/** "'send username mail'", or "'a' and 'b'". */
function namesWords(names: readonly string[]): string {
  return names.map(quoteName).join(' and ');
}

/** Loads (by name) whose named call changed: name -> [old call, new call]. */
function loadCallNames(before: unknown, after: unknown): Map<string, [string, string]> {
  const callOf = (loads: unknown) =>
    new Map((Array.isArray(loads) ? loads : []).filter(isSchemaNode).flatMap((load) => (typeof load.call === 'string' ? [[String(load.name), load.call] as [string, string]] : [])));
  const old = callOf(before);
  return new Map([...callOf(after)].flatMap(([name, call]) => (old.has(name) && old.get(name) !== call ? [[name, [old.get(name) as string, call]] as [string, [string, string]]] : [])));
}
