import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { FlowContext, FlowEnvironment } from '../../../src/engine/flow/flow-context.js';
import type { FlowDefinition } from '../../../src/engine/flow/flow-definition.js';
import { BUSY_TAG, createFlowMachine, currentStep } from '../../../src/engine/flow/flow-machine.js';

const searching: FlowDefinition = {
  id: 'searching',
  initial: 'find',
  steps: { find: { route: '/find', screen: 'find', fallback: true, load: [{ name: 'user', call: { method: 'GET', path: '/api/user' } }] } },
};

describe('the flow machine: a search kept in the address', () => {
  it('takes a new query on the step shown as $query, without entering the step again or asking its loads again', async () => {
    let loads = 0;
    const environment: FlowEnvironment = {
      request: async () => {
        loads += 1;
        return { status: 200, body: {} };
      },
      scope: () => ({}),
      leave: () => undefined,
    };
    const actor = createActor(createFlowMachine([searching], environment)).start();
    actor.send({ type: '@visit', path: '/find', query: { searchText: 'olivia' } });
    await waitFor(actor, (snapshot) => !snapshot.hasTag(BUSY_TAG) && currentStep(snapshot) !== undefined && !snapshot.matches({ searching: { find: 'loading' } }));
    const entered = (actor.getSnapshot().context as FlowContext).visit;
    expect((actor.getSnapshot().context as FlowContext).query).toEqual({ searchText: 'olivia' });

    actor.send({ type: '@query', query: { searchText: 'quinn', page: '2' } });
    const context = actor.getSnapshot().context as FlowContext;
    expect(context.query).toEqual({ searchText: 'quinn', page: '2' });
    expect(context.visit).toBe(entered);
    expect(currentStep(actor.getSnapshot())?.step).toBe('find');
    expect(loads).toBe(1);
  });
});
