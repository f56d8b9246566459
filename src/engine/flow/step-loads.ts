import { bindingsIn, resolveValue } from '../bindings/binding.js';
import { parsePointer } from '../schema/json-pointer.js';
import { bindCall, statusMatches, succeeded, type CallResult } from './call.js';
import { flowScope, type FlowContext, type FlowEnvironment } from './flow-context.js';
import type { LoadDefinition } from './flow-definition.js';

/** A load that did not answer 2xx: its result is what `onLoadFailure` branches read. */
export class LoadFailure extends Error {
  constructor(
    readonly load: string,
    readonly result: CallResult,
  ) {
    super(`loading "${load}" answered ${result.status}`);
  }
}

/** What a step's loads brought: answers by name, and the switches they set. */
export interface Loaded {
  data: Record<string, unknown>;
  switches: Record<string, unknown>;
}

/**
 * Makes a step's load calls; the first that does not answer 2xx fails the load (unless it
 * is `optional`, or its status is one it `accept`s). They run together (each round trip on a
 * slow phone network is time before the page shows), except that a load binding another's
 * answer (`$data/<name>`, `$switches/<name>`) waits for that one, and every load waits for a
 * `gate` (a refused gate fails the load before the others are asked). Loads with a cache policy
 * go through the host's cache; a load that changed something revalidates what it names.
 */
export async function runLoads(loads: readonly LoadDefinition[], context: FlowContext, environment: FlowEnvironment): Promise<Loaded> {
  const loaded: Loaded = { data: {}, switches: {} };
  const running = new Map<string, Promise<void>>();
  // Gates start first, so every other load can wait for them whatever the order written.
  const ordered = [...loads.filter((load) => load.gate), ...loads.filter((load) => !load.gate)];
  for (const load of ordered) {
    const waitsFor = ordered.filter((other) => other !== load && ((other.gate && !load.gate) || bindsAnswerOf(load, other.name))).map((other) => running.get(other.name));
    const run = async () => {
      await Promise.all(waitsFor);
      const scope = flowScope({ ...context, data: { ...context.data, ...loaded.data }, switches: { ...context.switches, ...loaded.switches } }, environment);
      const request = bindCall(load.call, scope);
      const policy = load.call.cache;
      const answer = policy && environment.load ? environment.load({ name: load.name, visit: context.visit, forgotten: context.forgotten, request, policy }) : environment.request(request);
      const result = await answer.catch((): CallResult => ({ status: 0 }));
      if (!succeeded(result) && load.optional) return;
      if (!succeeded(result) && !(load.accept !== undefined && result.status !== 0 && statusMatches(result.status, load.accept))) throw new LoadFailure(load.name, result);
      // A load with effects (acting for a user) says what it changed, as a call does.
      if (succeeded(result) && load.call.revalidates) environment.revalidate?.(load.call.revalidates);
      loaded.data[load.name] = result.body;
      if (load.switch !== undefined) loaded.switches[load.name] = resolveValue(load.switch, { ...scope, result });
    };
    running.set(load.name, run());
  }
  await Promise.all(running.values());
  return loaded;
}

/** Whether a load's call binds the answer of the load named `name` (so it must wait for it). */
function bindsAnswerOf(load: LoadDefinition, name: string): boolean {
  return bindingsIn(load.call).some(({ parsed }) => !(parsed instanceof Error) && (parsed.source === 'data' || parsed.source === 'switches') && parsePointer(parsed.pointer)[0] === name);
}
