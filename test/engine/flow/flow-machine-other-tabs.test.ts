import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import type { BoundRequest, CallResult } from '../../../src/engine/flow/call.js';
import type { FlowContext, FlowEnvironment } from '../../../src/engine/flow/flow-context.js';
import type { FlowDefinition } from '../../../src/engine/flow/flow-definition.js';
import { BUSY_TAG, createFlowMachine, currentStep } from '../../../src/engine/flow/flow-machine.js';
import { readFlows } from '../../../scripts/build/flow-chunks.js';

/** A machine over `flows` whose API answers by `answer`; what it told the other tabs and asked the API is recorded. */
function tab(flows: FlowDefinition[], answer: (bound: BoundRequest) => CallResult) {
  const told: string[] = [];
  const revalidated: (readonly string[])[] = [];
  const asked: BoundRequest[] = [];
  const environment: FlowEnvironment = {
    request: async (bound) => {
      asked.push(bound);
      return answer(bound);
    },
    scope: () => ({}),
    leave: () => undefined,
    tellOtherTabs: (event) => void told.push(event),
    revalidate: (paths) => void revalidated.push(paths),
  };
  return { actor: createActor(createFlowMachine(flows, environment)).start(), told, revalidated, asked };
}

const context = (actor: AnyActorRef) => actor.getSnapshot().context as FlowContext;
const stepOf = (actor: AnyActorRef) => currentStep(actor.getSnapshot());
const settled = (actor: AnyActorRef) => waitFor(actor, (snapshot) => !snapshot.hasTag(BUSY_TAG) && currentStep(snapshot) !== undefined);

describe('the flow machine: a branch tells the other tabs', () => {
  const choosing: FlowDefinition = {
    id: 'choosing',
    initial: 'list',
    global: { chosenElsewhere: { target: 'choosing.home', replace: true, notice: { text: 'chosen.elsewhere' } } },
    steps: {
      list: {
        route: '/',
        screen: 'list',
        fallback: true,
        on: {
          choose: { call: { method: 'POST', path: '/api/choice' }, outcomes: [{ status: '2xx', target: 'chosen', tellOtherTabs: 'chosenElsewhere' }, { status: '4xx' }] },
          look: 'chosen',
        },
      },
      chosen: { route: '/chosen', screen: 'chosen' },
      home: { route: '/home', screen: 'home' },
    },
  };

  it('tells them its event once the branch is taken, and nothing for a branch that does not say so or a refusal', async () => {
    let status = 409;
    const { actor, told } = tab([choosing], () => ({ status, body: {} }));
    actor.send({ type: '@visit', path: '/' });
    await settled(actor);
    actor.send({ type: 'choose' });
    await settled(actor);
    expect(told).toEqual([]);
    status = 200;
    actor.send({ type: 'choose' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('chosen');
    expect(told).toEqual(['chosenElsewhere']);
  });
});

describe("the portal's own flows: acting for a user in one tab while another tab names someone else", () => {
  const flows = () => readFlows().map(({ flow }) => flow);
  // A staff member (user 1) acting for user 2; the session may have moved on to another user since.
  const user = { userId: 1, selectedUserId: 2, isAdminUser: 'Y', fullName: 'Fiona Forms' };
  const refusedAsChanged: CallResult = { status: 409, body: { errors: [{ path: '', messageId: 'providerManagement.actingChanged', params: {} }] } };

  it('tells the other tabs when the staff member acts for someone, and when they stop', async () => {
    const { actor, told } = tab(flows(), (bound) => ({ status: 200, body: bound.url.includes('userconfig') ? user : {} }));
    actor.send({ type: '@visit', path: '/staff/users' });
    await settled(actor);
    actor.send({ type: '@hold', model: 'chosen-user', values: { row: { id: 3 } } });
    actor.send({ type: 'actFor', model: 'chosen-user', values: { row: { id: 3 } } });
    await settled(actor);
    expect(stepOf(actor)).toMatchObject({ flow: 'provider-management', step: 'list' });
    expect(told).toEqual(['actingChanged']);
    actor.send({ type: 'backToProfile' });
    await settled(actor);
    expect(told).toEqual(['actingChanged', 'actingChanged']);
  });

  it('takes a tab told of the change to the staff member\u2019s home, saying why', async () => {
    const { actor } = tab(flows(), () => ({ status: 200, body: user }));
    actor.send({ type: '@visit', path: '/user/provider-management' });
    await settled(actor);
    actor.send({ type: 'actingChanged' });
    await settled(actor);
    expect(stepOf(actor)).toMatchObject({ flow: 'sign-in', step: 'home' });
    expect(context(actor).notices.map((notice) => notice.text)).toEqual(['banner.actingChangedElsewhere']);
  });

  it('names the user it acts for in a delete, and answers the server\u2019s "no longer acting for them" the same way, not as a failed deletion', async () => {
    const { actor, asked, revalidated } = tab(flows(), (bound) => (bound.url.includes('Delete') ? refusedAsChanged : { status: 200, body: user }));
    actor.send({ type: '@visit', path: '/user/provider-management' });
    await settled(actor);
    actor.send({ type: '@hold', model: 'provider-selection', values: { row: { id: 77 } } });
    actor.send({ type: 'deleteOne', model: 'provider-selection', values: { row: { id: 77 } } });
    await settled(actor);
    expect(asked.find((bound) => bound.url.includes('Delete'))?.body).toEqual({ userId: 2, id: 77 });
    // The user info kept for the page is stale: asked again before the home page reads it.
    expect(revalidated.flat()).toContain('/api/userconfig/');
    expect(stepOf(actor)).toMatchObject({ flow: 'sign-in', step: 'home' });
    expect(context(actor).notices.map((notice) => notice.text)).toEqual(['banner.actingChangedElsewhere']);
  });

  it.each([
    ['/user/provider-management', 'savePlan', 'health-plan-details'],
    ['/user/user-healthplan-update', 'save', 'api-clients-providers-user-update'],
    ['/user/add-health-plans', 'save', 'add-health-plans'],
  ])('answers it the same way on %s\'s %s, not as errors on the form', async (path, event, model) => {
    const { actor } = tab(flows(), (bound) => (bound.method === 'POST' ? refusedAsChanged : { status: 200, body: user }));
    actor.send({ type: '@visit', path });
    await settled(actor);
    actor.send({ type: '@hold', model, values: { userId: 2 } });
    actor.send({ type: event, model, values: { userId: 2 } });
    await settled(actor);
    expect(stepOf(actor)).toMatchObject({ flow: 'sign-in', step: 'home' });
    expect(context(actor).notices.map((notice) => notice.text)).toEqual(['banner.actingChangedElsewhere']);
  });
});
