import { getAtPointer, parsePointer, toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { baseName } from '../check-schemas/file-kind.js';
import { flowSteps, transitionsOf, type FlowTransition } from '../check-schemas/flow-transitions.js';
import type { RuleFile } from '../check-schemas/rule-set.js';
import { fromTo, removedPrefix, titleOf } from './describe-change.js';
import type { DiffContext } from './diff-context.js';
import { jsonChanges, sameJson } from './json-changes.js';
import type { RuleChange } from './rule-change.js';
import { pairAlike, similarity } from './similarity.js';

/** Step keys with lines of their own; the rest of a step is compared value by value. */
const STEP_KEYS_SAID = new Set(['route', 'screen']);

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

  // Transitions by where they are written (in new step names), so a changed target is one line.
  const key = (t: FlowTransition) => t.pointer.replace(/^\/steps\/([^/]+)/, (_, step: string) => `/steps/${newId(step)}`);
  const oldTransitions = new Map(transitionsOf(beforeJson).map((t) => [key(t), t]));
  const kept = (t: FlowTransition) => t.from === undefined || (t.from in now && oldId(t.from) in old);
  for (const t of newTransitions) {
    const was = oldTransitions.get(t.pointer);
    if (!kept(t)) continue;
    const on = `${flow}: ${t.from ? `step ${t.from}, ` : ''}${trigger(t, after.json)}`;
    if (!was) stepLine(t.from, `${on} now goes to ${t.target} (new)`);
    else if (newId(was.target) !== t.target) stepLine(t.from, `${on} now goes to ${t.target} instead of ${was.target}`);
  }
  const newPointers = new Set(newTransitions.map((t) => t.pointer));
  for (const [pointer, t] of oldTransitions) {
    if (newPointers.has(pointer) || (t.from !== undefined && !(newId(t.from) in now))) continue;
    stepLine(t.from && newId(t.from), `Removed: ${flow} ${t.from ? `step ${newId(t.from)}, ` : ''}${trigger(t, beforeJson)} going to ${t.target}`, true);
  }

  // The rest, value by value, leaving out what the lines above said.
  const transitionPointers = new Set([...newPointers, ...oldTransitions.keys()]);
  const rest = (json: unknown, steps: Record<string, SchemaNode>, rename: (id: string) => string) =>
    isSchemaNode(json) ? { ...json, initial: undefined, steps: Object.fromEntries(Object.entries(steps).map(([id, s]) => [rename(id), s])) } : json;
  for (const change of jsonChanges(rest(beforeJson, old, newId), rest(after.json, now, (id) => id), { intoLists: true })) {
    const pointer = toPointer(change.path);
    const [top, step, stepKey] = change.path;
    if (transitionPointers.has(pointer) || change.path.at(-1) === 'target') continue;
    // A value holding transitions said above is stated only for what else changed in it.
    if (sameJson(withoutTargets(change.before, change.path.at(-1)), withoutTargets(change.after, change.path.at(-1)))) continue;
    if (top === 'steps' && (step === undefined || !(step in now) || !(oldId(step) in old) || STEP_KEYS_SAID.has(stepKey ?? ''))) continue;
    const what = top === 'steps' ? `step ${step}, ${change.path.slice(2).join('/')}` : change.path.join('/');
    stepLine(top === 'steps' ? step : undefined, `${removedPrefix(change.after)}${flow}: ${what} ${fromTo(change.before, change.after)}`, change.after === undefined);
  }
  return changes;
}

/** Where a new step sits: after the steps whose transitions lead to it, else after the step before it in the file. */
function position(id: string, previous: string | undefined, transitions: readonly FlowTransition[]): string {
  const leading = transitions.filter((t) => t.target === id && t.from !== undefined && t.from !== id);
  if (leading.length > 0) return `after ${[...new Set(leading.map((t) => `${t.from} (on ${t.event})`))].join(', ')}`;
  return previous === undefined ? 'as the first step' : `after ${previous} (in the file; no step leads to it yet)`;
}

/** A transition's trigger in words: "on submit answered 2xx", "when loading fails", "on logout from any step". */
function trigger(t: FlowTransition, json: unknown): string {
  const words: Record<string, string> = { '@always': 'always (when its condition holds)', '@after': 'after its delay', '@load-failure': 'when loading fails' };
  const event = t.event.startsWith('@global:') ? `on ${t.event.slice('@global:'.length)} from any flow` : (words[t.event] ?? `on ${t.event}`);
  const segments = parsePointer(t.pointer);
  const branch = getAtPointer(json, toPointer(segments.at(-1) === 'target' ? segments.slice(0, -1) : segments));
  const status = isSchemaNode(branch) && branch.status !== undefined ? ` answered ${String(branch.status)}` : '';
  return `${event}${status}${t.from === undefined && !t.event.startsWith('@global:') ? ' from any step' : ''}`;
}

/** A flow value with its transitions' targets left out: `target` keys, and bare targets (`"on": { "edit": "form" }`). */
function withoutTargets(value: unknown, ownKey?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutTargets(item, ownKey));
  if (!isSchemaNode(value)) return value;
  const bare = (key: string, v: unknown) => typeof v === 'string' && (key === 'target' || key === 'always' || key === 'onLoadFailure' || ownKey === 'on' || ownKey === 'global');
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bare(k, v) ? null : withoutTargets(v, k)]));
}
