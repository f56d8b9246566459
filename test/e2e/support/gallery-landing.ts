import { createActor } from 'xstate';
import type { RequestPrimitive } from '../../../src/engine/flow/call.js';
import { flowScope, initialFlowContext, type FlowContext } from '../../../src/engine/flow/flow-context.js';
import { resolveValue, type BindingScope } from '../../../src/engine/bindings/binding.js';
import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { isEmptyValue } from '../../../src/engine/rules/is-empty-value.js';
import { createFlowMachine, currentStep } from '../../../src/engine/flow/flow-machine.js';
import type { GalleryState } from '../../../src/portal/gallery/gallery-state.js';
import { scriptedRequest } from '../../../src/portal/gallery/scripted-request.js';
import { loadPortalConfig } from '../../../src/server/rules/load-content.js';
import { readJsonTree } from '../../../src/server/rules/load-rule-files.js';
import { readFlows } from '../../../scripts/build/flow-chunks.js';
import { shownParamBindings } from '../../../scripts/screens/param-samples.js';

const flows = readFlows().map(({ flow }) => flow);
const configByFile = Object.fromEntries(readJsonTree('schemas/config').map(({ file, json }) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), json]));
const screens = new Map(readJsonTree('flows/screens').map(({ json }) => [String((json as { id: unknown }).id), json]));
const { staticHeader } = loadPortalConfig();
const SETTLE_MS = 5_000;

/** The portal's request primitive in Node: the same calls to the demo server, JSON both ways. */
function requestTo(origin: string): RequestPrimitive {
  return async ({ method, url, body }) => {
    const response = await fetch(origin + url, {
      method,
      headers: { [staticHeader.name]: staticHeader.value, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
}

/** Where a gallery state's visit ended: the screen drawn, and each message param it shows without a value. */
export interface Landing {
  screen: string;
  /** The binding of each param a shown text reads that has no value ("$data/user/userName"). */
  emptyParams: string[];
}

/**
 * Where a gallery state lands, visited as the gallery page visits it
 * (src/portal/gallery/gallery-screen.tsx): its stored data first, its forms held, its path
 * visited, its loads answered by the scripted request, until a step is ready.
 */
export async function landing(state: GalleryState, origin: string): Promise<Landing> {
  const environment = { request: scriptedRequest(flows, state.switches, requestTo(origin), state.data), scope: () => ({ config: configByFile }), leave: () => undefined };
  const machine = createFlowMachine(flows, environment);
  const snapshot = machine.resolveState({ value: 'idle', context: { ...initialFlowContext(), data: state.data ?? {} } });
  const actor = createActor(machine, { snapshot });
  const landed = new Promise<Landing>((resolve) => {
    actor.subscribe((current) => {
      const step = currentStep(current);
      if (!step || !current.matches({ [step.flow]: { [step.step]: 'ready' } })) return;
      const scope = { ...flowScope(current.context as FlowContext, environment), switches: { ...state.switches } };
      resolve({ screen: step.screen, emptyParams: emptyParams(screens.get(step.screen), scope, state.modal) });
    });
    setTimeout(() => resolve({ screen: '(no step became ready)', emptyParams: [] }), SETTLE_MS);
  });
  actor.start();
  for (const [model, values] of Object.entries(state.form)) actor.send({ type: '@hold', model, values });
  actor.send({ type: '@visit', path: state.path, ...(state.query ? { query: state.query } : {}) });
  try {
    return await landed;
  } finally {
    actor.stop();
  }
}

/** The bindings of texts a screen shows (scripts/screens/param-samples.ts) that read no value in `scope`. */
function emptyParams(screen: unknown, scope: BindingScope, openModal: string | undefined): string[] {
  const content = isSchemaNode(screen) ? screen.content : undefined;
  return shownParamBindings(content, scope, openModal).filter((binding) => isEmptyValue(resolveValue(binding, scope)));
}
