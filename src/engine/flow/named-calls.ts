import { isSchemaNode } from '../schema/json-schema.js';
import type { CallDefinition, Outcome } from './flow-definition.js';
import { FlowDefinitionError } from './flow-definition-error.js';

/**
 * A call named once in flows/calls/: what any flow step, load or ui field check makes when it
 * writes `"call": "<name>"`, and the outcomes it has wherever it is made (the use may add to
 * them or override them: see {@link mergeOutcomes}).
 */
export interface NamedCall extends CallDefinition {
  /** What its answers lead to wherever the call is made, unless the use overrides them. */
  outcomes?: WrittenOutcome[];
}

/** An outcome as written: an outcome, or the name of an outcome list to put in its place. */
export type WrittenOutcome = Outcome | string;

/** A file of flows/calls/: calls, outcome lists and conditions, each by name. */
export interface CallsFile {
  calls?: Record<string, NamedCall>;
  outcomes?: Record<string, WrittenOutcome[]>;
  /** Conditions several branches test (`"when": "<name>"`): an outcome and the delayed move after it. */
  conditions?: Record<string, unknown>;
}

/** Every named call, outcome list and condition of flows/calls/, by name. */
export interface CallLibrary {
  calls: ReadonlyMap<string, NamedCall>;
  outcomes: ReadonlyMap<string, WrittenOutcome[]>;
  conditions: ReadonlyMap<string, unknown>;
}

/** A name written where a call or an outcome list is meant that names none, at `pointer`. */
export interface NamedCallProblem {
  pointer: string;
  message: string;
}

/** The calls and outcome lists of the files of flows/calls/; a name given twice keeps its first. */
export function callLibrary(files: readonly unknown[]): CallLibrary {
  const calls = new Map<string, NamedCall>();
  const outcomes = new Map<string, WrittenOutcome[]>();
  const conditions = new Map<string, unknown>();
  for (const file of files) {
    if (!isSchemaNode(file)) continue;
    const written = file as CallsFile;
    for (const [name, call] of Object.entries(written.calls ?? {})) if (!calls.has(name)) calls.set(name, call);
    for (const [name, list] of Object.entries(written.outcomes ?? {})) if (!outcomes.has(name)) outcomes.set(name, list);
    for (const [name, condition] of Object.entries(written.conditions ?? {})) if (!conditions.has(name)) conditions.set(name, condition);
  }
  return { calls, outcomes, conditions };
}

/**
 * The outcomes of a use of a named call: the use's own first, in its order, then the call's
 * defaults that none of them overrides. An own outcome overrides a default with the same
 * `status` and `when` (written alike), so `{ "status": 409, "modal": "taken" }` replaces the
 * call's 409 and a new status is simply added ahead of the defaults' broader classes.
 */
function mergeOutcomes(own: readonly Outcome[], defaults: readonly Outcome[]): Outcome[] {
  const keys = new Set(own.map(outcomeKey));
  return [...own, ...defaults.filter((outcome) => !keys.has(outcomeKey(outcome)))];
}

function outcomeKey(outcome: Outcome): string {
  return JSON.stringify([outcome.status, outcome.when ?? null]);
}

/**
 * `value` (a flow, or a ui file) with every named call, outcome list and condition written in
 * place, as the flow machine and the forms read them: `"call": "<name>"` becomes the call (and,
 * outside a step's `load`, its outcomes merged with the use's), a name in an `outcomes` list the
 * outcomes of that list, and `"when": "<name>"` the condition. A name that names nothing is left
 * as written and reported.
 */
export function resolveNamedCalls<T>(value: T, library: CallLibrary, report: (problem: NamedCallProblem) => void): T {
  return resolveValue(value, library, report, '', false) as T;
}

function resolveValue(value: unknown, library: CallLibrary, report: (problem: NamedCallProblem) => void, pointer: string, inLoad: boolean): unknown {
  if (Array.isArray(value)) return value.map((item, index) => resolveValue(item, library, report, `${pointer}/${index}`, inLoad));
  if (!isSchemaNode(value)) return value;
  const resolved: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (key === 'outcomes' && Array.isArray(child)) resolved[key] = resolveValue(spliceLists(child, library, report, at, []), library, report, at, false);
    else if (key === 'when' && typeof child === 'string') resolved[key] = namedCondition(child, library, report, at);
    else resolved[key] = resolveValue(child, library, report, at, key === 'load');
  }
  if (typeof resolved.call !== 'string') return resolved;
  const named = library.calls.get(resolved.call);
  if (!named) {
    report({ pointer: `${pointer}/call`, message: `"${resolved.call}" names no call of flows/calls/` });
    return resolved;
  }
  const { outcomes: defaults, ...call } = named;
  const withCall: Record<string, unknown> = { ...resolved, call: resolveValue(call, library, report, `${pointer}/call`, false) };
  if (inLoad || !defaults) return withCall;
  const own = (resolved.outcomes as Outcome[] | undefined) ?? [];
  const written = resolveValue(spliceLists(defaults, library, report, `${pointer}/call`, []), library, report, `${pointer}/call`, false) as Outcome[];
  return { ...withCall, outcomes: mergeOutcomes(own, written) };
}

function namedCondition(name: string, library: CallLibrary, report: (problem: NamedCallProblem) => void, pointer: string): unknown {
  if (library.conditions.has(name)) return library.conditions.get(name);
  report({ pointer, message: `"${name}" names no condition of flows/calls/` });
  return name;
}

/** An outcome list with each name in it replaced by the outcomes of the list it names. */
function spliceLists(list: readonly unknown[], library: CallLibrary, report: (problem: NamedCallProblem) => void, pointer: string, seen: readonly string[]): unknown[] {
  return list.flatMap((item, index) => {
    if (typeof item !== 'string') return [item];
    const named = library.outcomes.get(item);
    if (!named || seen.includes(item)) {
      report({ pointer: `${pointer}/${index}`, message: named ? `outcome list "${item}" names itself` : `"${item}" names no outcome list of flows/calls/` });
      return [];
    }
    return spliceLists(named, library, report, pointer, [...seen, item]);
  });
}

/** resolveNamedCalls for code that runs the flows: a name that names nothing is an error. */
export function resolveNamedCallsOrThrow<T>(value: T, library: CallLibrary, where: string): T {
  return resolveNamedCalls(value, library, ({ pointer, message }) => {
    throw new FlowDefinitionError(`${where}#${pointer}: ${message}`);
  });
}

/**
 * The call a configuration value names (`"durationCall": "sessionDuration"` in
 * schemas/config/inactivity.json), without its outcomes: code that makes it judges the answer itself.
 */
export function namedCallOrThrow(library: CallLibrary, name: string, where: string): CallDefinition {
  const named = library.calls.get(name);
  if (!named) throw new FlowDefinitionError(`${where}: "${name}" names no call of flows/calls/`);
  const { outcomes: _outcomes, ...call } = named;
  return call;
}
