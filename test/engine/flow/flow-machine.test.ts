import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import type { BoundRequest, CallResult } from '../../../src/engine/flow/call.js';
import type { FlowContext, FlowEnvironment } from '../../../src/engine/flow/flow-context.js';
import type { FlowDefinition, Outcome, StepDefinition } from '../../../src/engine/flow/flow-definition.js';
import { readFlows } from '../../../scripts/build/flow-chunks.js';
import { BUSY_TAG, FAILED_TAG, createFlowMachine, currentStep } from '../../../src/engine/flow/flow-machine.js';

/** An API that answers from a script by "METHOD url", and records what was asked of it. */
function scriptedApi(answers: Record<string, CallResult | (() => Promise<CallResult>)>) {
  const asked: BoundRequest[] = [];
  const request = async (bound: BoundRequest): Promise<CallResult> => {
    asked.push(bound);
    const answer = answers[`${bound.method} ${bound.url}`];
    if (answer === undefined) return { status: 404, body: { errors: [] } };
    return typeof answer === 'function' ? answer() : answer;
  };
  return { asked, request };
}

function start(flows: FlowDefinition[], api: ReturnType<typeof scriptedApi>, scope: Partial<ReturnType<FlowEnvironment['scope']>> = {}) {
  const left: string[] = [];
  const environment: FlowEnvironment = { request: api.request, scope: () => scope, leave: (to) => void left.push(to) };
  const actor = createActor(createFlowMachine(flows, environment)).start();
  return { actor, left };
}

const context = (actor: AnyActorRef) => actor.getSnapshot().context as FlowContext;
const stepOf = (actor: AnyActorRef) => currentStep(actor.getSnapshot());
const settled = (actor: AnyActorRef) => waitFor(actor, (snapshot) => snapshot.matches !== undefined && !snapshot.hasTag(BUSY_TAG) && currentStep(snapshot) !== undefined);

const registration: FlowDefinition = {
  id: 'registration',
  initial: 'form',
  global: { unauthorized: 'registration.signedOut' },
  steps: {
    form: {
      route: '/',
      screen: 'registration',
      fallback: true,
      load: [
        { name: 'defaults', call: { method: 'GET', path: '/api/user/registration/defaults' } },
        { name: 'clients', call: { method: 'POST', path: '/api/clients/', body: { roleId: '$data/defaults/firstRole' } } },
      ],
      on: {
        next: [
          { when: { value: '$form/registration/internal', equals: true }, target: 'internal' },
          {
            call: { method: 'POST', path: '/api/forms/:model/validation', pathParams: { model: 'registration' }, body: '$form/registration' },
            outcomes: [
              { status: 200, target: 'review', store: 'checked' },
              { status: 400, fieldErrors: 'registration' },
              { status: 409, modal: 'taken' },
            ],
          },
        ],
        cancel: { target: 'form', reset: 'registration' },
      },
    },
    internal: { route: '/internal', screen: 'internal' },
    review: {
      route: '/user/registration-review',
      screen: 'registration-review',
      always: [{ when: { not: { value: '$form/registration', filled: true } }, target: 'form', replace: true }],
      on: { edit: 'form' },
    },
    signedOut: { route: '/logged-out', screen: 'logged-out' },
    validation: {
      route: '/user/registration-email-validation/:body/:token',
      screen: 'email-validation',
      load: [{ name: 'confirmation', call: { method: 'PUT', path: '/api/user/registration/confirmation', body: { body: '$params/body', token: '$params/token' } } }],
      onLoadFailure: [
        { when: { value: '$result/status', equals: 400 }, target: 'invalidLink', replace: true },
        { target: '@back' },
      ],
    },
    invalidLink: { route: '/user/registration-email-invalid', screen: 'email-invalid' },
    sent: {
      route: '/user/registration-email-sent',
      screen: 'email-sent',
      after: [{ delay: '$config/redirectMs', target: 'form', replace: true }],
    },
  },
};

const defaultsAnswer = { status: 200, body: { firstRole: 1, roles: [{ id: 1 }] } };

afterEach(() => {
  vi.useRealTimers();
});

describe('the flow machine: addresses and loads', () => {
  it('enters the step a path matches once its loads answered, each answer stored under its name for later loads to bind', async () => {
    const api = scriptedApi({ 'GET /api/user/registration/defaults': defaultsAnswer, 'POST /api/clients': { status: 200, body: ['plan'] } });
    const { actor } = start([registration], api);
    actor.send({ type: '@visit', path: '/' });
    expect(actor.getSnapshot().hasTag(BUSY_TAG)).toBe(true);
    await settled(actor);
    expect(stepOf(actor)).toMatchObject({ flow: 'registration', step: 'form', screen: 'registration' });
    expect(context(actor).data).toEqual({ defaults: defaultsAnswer.body, clients: ['plan'] });
    expect(api.asked[1]).toEqual({ method: 'POST', url: '/api/clients', body: { roleId: 1 } });
  });

  it('sends an unknown path to the fallback step and asks for the address to be replaced', async () => {
    const api = scriptedApi({ 'GET /api/user/registration/defaults': defaultsAnswer, 'POST /api/clients': { status: 200, body: [] } });
    const { actor } = start([registration], api);
    actor.send({ type: '@visit', path: '/nowhere' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('form');
    expect(context(actor).replace).toBe(true);
  });

  it('adds an address for a global event that does not say replace, after a move that replaced one', async () => {
    const api = scriptedApi({ 'GET /api/user/registration/defaults': defaultsAnswer, 'POST /api/clients': { status: 200, body: [] } });
    const { actor } = start([registration], api);
    actor.send({ type: '@visit', path: '/nowhere' });
    await settled(actor);
    expect(context(actor).replace).toBe(true);
    actor.send({ type: 'unauthorized' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('signedOut');
    expect(context(actor).replace).toBe(false);
  });

  it('reads route params from the path and binds them into the load call', async () => {
    const api = scriptedApi({ 'PUT /api/user/registration/confirmation': { status: 200, body: { ok: true } } });
    const { actor } = start([registration], api);
    actor.send({ type: '@visit', path: '/user/registration-email-validation/k%2F1/t0k' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('validation');
    expect(context(actor).params).toEqual({ body: 'k/1', token: 't0k' });
    expect(api.asked[0]?.body).toEqual({ body: 'k/1', token: 't0k' });
  });

  it('takes the first load-failure branch whose condition holds over the failed answer', async () => {
    const api = scriptedApi({ 'PUT /api/user/registration/confirmation': { status: 400, body: { errors: [] } } });
    const { actor, left } = start([registration], api);
    actor.send({ type: '@visit', path: '/user/registration-email-validation/a/b' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('invalidLink');
    expect(context(actor).replace).toBe(true);
    expect(left).toEqual([]);
  });

  it('leaves for the previous page when a load fails without a branch for it, and when nothing answers', async () => {
    const api = scriptedApi({ 'PUT /api/user/registration/confirmation': async () => Promise.reject(new Error('offline')) });
    const { actor, left } = start([registration], api);
    actor.send({ type: '@visit', path: '/user/registration-email-validation/a/b' });
    await waitFor(actor, () => left.length > 0);
    expect(left).toEqual(['@back']);
  });

  it('shows the System Error modal over a page the server refused to load, and leaves when it is closed', async () => {
    const list: FlowDefinition = {
      id: 'list',
      initial: 'home',
      global: {
        systemError: [{ when: { value: '$result/status', equals: 403 }, modal: 'system-error-403' }, { modal: 'system-error-500' }],
      },
      steps: {
        home: { route: '/home', screen: 'home', on: { list: 'list.rows' } },
        rows: { route: '/rows', screen: 'rows', load: [{ name: 'rows', call: { method: 'GET', path: '/api/rows' } }] },
        token: { route: '/token', screen: 'rows', load: [{ name: 'rows', call: { method: 'GET', path: '/api/rows' } }], onLoadFailure: 'list.home' },
      },
    };
    const answers: CallResult[] = [{ status: 403, body: {} }, { status: 502, body: {} }, { status: 500, body: {} }];
    const { actor, left } = start([list], scriptedApi({ 'GET /api/rows': async () => answers.shift() as CallResult }));
    actor.send({ type: '@visit', path: '/home' });
    await settled(actor);
    actor.send({ type: 'list' });
    await waitFor(actor, (snapshot) => snapshot.hasTag(FAILED_TAG));
    expect(context(actor).modal).toBe('system-error-403');
    expect(left).toEqual([]);
    actor.send({ type: '@modal', modal: null });
    expect(left).toEqual(['@back']);
    actor.send({ type: '@visit', path: '/rows' });
    await waitFor(actor, (snapshot) => snapshot.hasTag(FAILED_TAG));
    expect(context(actor).modal).toBe('system-error-500');
    // A step with its own branch for a failed load takes it, without the modal.
    actor.send({ type: '@visit', path: '/token' });
    await waitFor(actor, (snapshot) => currentStep(snapshot)?.step === 'home' && !snapshot.hasTag(BUSY_TAG));
    expect(context(actor).modal).toBeNull();
  });
});

describe('the flow machine: events, calls and outcomes', () => {
  async function onForm(answers: Record<string, CallResult | (() => Promise<CallResult>)> = {}) {
    const api = scriptedApi({ 'GET /api/user/registration/defaults': defaultsAnswer, 'POST /api/clients': { status: 200, body: [] }, ...answers });
    const started = start([registration], api);
    started.actor.send({ type: '@visit', path: '/' });
    await settled(started.actor);
    return { ...started, api };
  }
  const submit = (actor: AnyActorRef, values: Record<string, unknown>) => {
    actor.send({ type: '@hold', model: 'registration', values });
    actor.send({ type: 'next', model: 'registration', values });
  };

  it('takes the first branch whose condition holds over the held form data', async () => {
    const { actor, api } = await onForm();
    submit(actor, { internal: true });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('internal');
    expect(api.asked.map((asked) => asked.url)).not.toContain('/api/forms/registration/validation');
  });

  it('makes the call with its body bound from the form, then follows the outcome of its status and stores the answer', async () => {
    const { actor, api } = await onForm({ 'POST /api/forms/registration/validation': { status: 200, body: { valid: true } } });
    submit(actor, { username: 'pat@clinic.example' });
    await settled(actor);
    expect(api.asked.at(-1)).toEqual({ method: 'POST', url: '/api/forms/registration/validation', body: { username: 'pat@clinic.example' } });
    expect(stepOf(actor)?.step).toBe('review');
    expect(context(actor).data.checked).toEqual({ valid: true });
    expect(context(actor).form.registration).toEqual({ username: 'pat@clinic.example' });
  });

  it('puts the refusal errors on the form of the model, and opens a modal for another status, staying on the step', async () => {
    const error = { path: '/username', messageId: 'username.taken', params: {}, message: 'Email is taken' };
    let status = 400;
    const { actor } = await onForm({ 'POST /api/forms/registration/validation': async () => ({ status, body: { errors: [error] } }) });
    submit(actor, { username: 'taken@clinic.example' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('form');
    expect(context(actor).fieldErrors.registration).toEqual([error]);
    status = 409;
    submit(actor, { username: 'taken@clinic.example' });
    await settled(actor);
    expect(context(actor).modal).toBe('taken');
  });

  it('shows a refusal no outcome handles as an error notice in the server words, never swallowing it', async () => {
    const error = { path: '', messageId: 'server.failed', params: { id: 7 }, message: 'Something failed' };
    const { actor } = await onForm({ 'POST /api/forms/registration/validation': { status: 500, body: { errors: [error] } } });
    submit(actor, {});
    await settled(actor);
    expect(context(actor).notices).toEqual([{ id: 1, text: 'server.failed', params: { id: 7 }, variant: 'error', message: 'Something failed' }]);
    actor.send({ type: '@dismiss', id: 1 });
    expect(context(actor).notices).toEqual([]);
  });

  it("leaves a page's notices with it, while the move's own notice shows on the page it leads to", async () => {
    const pages: FlowDefinition = {
      id: 'pages',
      initial: 'first',
      steps: {
        first: { route: '/first', screen: 'first', on: { warn: { notice: { text: 'first.warning' } }, next: { target: 'second', notice: { text: 'second.welcome' } } } },
        second: { route: '/second', screen: 'second' },
      },
    };
    const { actor } = start([pages], scriptedApi({}));
    actor.send({ type: '@visit', path: '/first' });
    await settled(actor);
    actor.send({ type: 'warn' });
    expect(context(actor).notices.map((notice) => notice.text)).toEqual(['first.warning']);
    actor.send({ type: 'next' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('second');
    expect(context(actor).notices.map((notice) => notice.text)).toEqual(['second.welcome']);
  });

  it('opens the System Error modal of the status for a refusal no outcome names and no form can show, instead of a notice', async () => {
    const saving: FlowDefinition = {
      id: 'saving',
      initial: 'edit',
      global: {
        systemError: [
          { when: { value: '$result/status', equals: 403 }, modal: 'system-error-403' },
          { when: { value: '$result/status', equals: 400 }, modal: 'system-error-400' },
          { modal: 'system-error-500' },
        ],
      },
      steps: { edit: { route: '/edit', screen: 'edit', on: { save: { call: { method: 'POST', path: '/api/save', body: '$form/profile' } } } } },
    };
    const answers: CallResult[] = [
      { status: 503, body: {} },
      { status: 403, body: { errors: [{ path: '', messageId: 'accountAccess.notAllowed', params: {}, message: 'Not allowed' }] } },
      { status: 400, body: { errors: [{ path: '/name', messageId: 'field.required', params: {}, message: 'Required' }] } },
      { status: 400, body: { errors: [{ path: '', messageId: 'request.invalid', params: {}, message: 'Bad request' }] } },
    ];
    const { actor } = start([saving], scriptedApi({ 'POST /api/save': async () => answers.shift() as CallResult }));
    actor.send({ type: '@visit', path: '/edit' });
    await settled(actor);
    const save = async () => {
      actor.send({ type: '@modal', modal: null });
      actor.send({ type: 'save', model: 'profile', values: { name: '' } });
      await settled(actor);
    };
    await save();
    expect(context(actor).modal).toBe('system-error-500');
    expect(context(actor).notices).toEqual([]);
    await save();
    expect(context(actor).modal).toBe('system-error-403');
    // A 400 whose errors belong on the form's fields shows them there.
    await save();
    expect(context(actor).modal).toBeNull();
    expect(context(actor).fieldErrors.profile?.[0]?.path).toBe('/name');
    await save();
    expect(context(actor).modal).toBe('system-error-400');
    expect(stepOf(actor)?.step).toBe('edit');
  });

  it('says the server could not be reached when a call gets no answer at all', async () => {
    const { actor } = await onForm({ 'POST /api/forms/registration/validation': async () => Promise.reject(new TypeError('Failed to fetch')) });
    submit(actor, {});
    await settled(actor);
    expect(context(actor).notices[0]).toMatchObject({ text: 'error.unreachable', variant: 'error' });
  });

  it('ignores an answer that arrives after the step was left', async () => {
    let answer: (result: CallResult) => void = () => undefined;
    const { actor } = await onForm({ 'POST /api/forms/registration/validation': () => new Promise((resolve) => (answer = resolve)) });
    submit(actor, {});
    expect(actor.getSnapshot().hasTag(BUSY_TAG)).toBe(true);
    actor.send({ type: 'unauthorized' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('signedOut');
    answer({ status: 200, body: {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stepOf(actor)?.step).toBe('signedOut');
    expect(context(actor).data.checked).toBeUndefined();
  });

  it('forgets the held form data of a model when a branch resets it', async () => {
    const { actor } = await onForm();
    actor.send({ type: '@hold', model: 'registration', values: { firstName: 'Pat' } });
    actor.send({ type: 'cancel' });
    await settled(actor);
    expect(context(actor).form).toEqual({});
  });
});

describe('the flow machine: checks on entry, delays and global events', () => {
  it('redirects from a step whose `always` condition holds once loaded, replacing the address', async () => {
    const api = scriptedApi({ 'GET /api/user/registration/defaults': defaultsAnswer, 'POST /api/clients': { status: 200, body: [] } });
    const { actor } = start([registration], api);
    actor.send({ type: '@visit', path: '/user/registration-review' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('form');
    expect(context(actor).replace).toBe(true);
  });

  it('moves by itself after the delay a binding gives, and not before', async () => {
    vi.useFakeTimers();
    const api = scriptedApi({ 'GET /api/user/registration/defaults': defaultsAnswer, 'POST /api/clients': { status: 200, body: [] } });
    const { actor } = start([registration], api, { config: { redirectMs: 5000 } });
    actor.send({ type: '@visit', path: '/user/registration-email-sent' });
    await vi.advanceTimersByTimeAsync(0);
    expect(stepOf(actor)?.step).toBe('sent');
    await vi.advanceTimersByTimeAsync(4999);
    expect(stepOf(actor)?.step).toBe('sent');
    await vi.advanceTimersByTimeAsync(1);
    expect(stepOf(actor)?.step).toBe('form');
  });

  it('cancels a pending delay when the step is left first', async () => {
    vi.useFakeTimers();
    const api = scriptedApi({});
    const { actor } = start([registration], api, { config: { redirectMs: 5000 } });
    actor.send({ type: '@visit', path: '/user/registration-email-sent' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: '@visit', path: '/internal' });
    await vi.advanceTimersByTimeAsync(6000);
    expect(stepOf(actor)?.step).toBe('internal');
  });

  it('answers a global event on a step of any flow', async () => {
    const other: FlowDefinition = { id: 'access', initial: 'find', steps: { find: { route: '/user/forgotten-password-username', screen: 'find' } } };
    const { actor } = start([registration, other], scriptedApi({}));
    actor.send({ type: '@visit', path: '/user/forgotten-password-username' });
    await settled(actor);
    actor.send({ type: 'unauthorized' });
    await settled(actor);
    expect(stepOf(actor)).toMatchObject({ flow: 'registration', step: 'signedOut' });
  });

  it('opens and closes a modal of the screen without a transition', async () => {
    const { actor } = start([registration], scriptedApi({}));
    actor.send({ type: '@visit', path: '/internal' });
    await settled(actor);
    actor.send({ type: '@modal', modal: 'termsOfUse' });
    expect(context(actor).modal).toBe('termsOfUse');
    actor.send({ type: '@modal', modal: null });
    expect(context(actor).modal).toBeNull();
  });
});

describe('the flow machine: checks on the flow files', () => {
  it("builds from the portal's own flow files", () => {
    const files = readFlows().map(({ flow }) => flow);
    expect(files.length).toBeGreaterThan(0);
    expect(() => createFlowMachine(files, { request: async () => ({ status: 200 }), scope: () => ({}), leave: () => undefined })).not.toThrow();
  });

  const build = (flows: FlowDefinition[]) => () => createFlowMachine(flows, { request: async () => ({ status: 200 }), scope: () => ({}), leave: () => undefined });

  it('refuses a target that is no step, however deep it is written', () => {
    const broken: FlowDefinition = {
      id: 'x',
      initial: 'a',
      steps: { a: { route: '/a', screen: 'a', on: { go: { call: { method: 'GET', path: '/api/x' }, outcomes: [{ status: 200, target: 'nowhere' }] } } } },
    };
    expect(build([broken])).toThrow(/x\.a: go leads to unknown step "nowhere"/);
  });

  it('refuses two steps on one route, two fallbacks, a call on a global event, and one global event in two flows', () => {
    const one: FlowDefinition = { id: 'one', initial: 'a', steps: { a: { route: '/same/:x', screen: 'a', fallback: true } } };
    expect(build([one, { id: 'two', initial: 'b', steps: { b: { route: '/same/:y', screen: 'b' } } }])).toThrow(/matches the same paths/);
    expect(build([one, { id: 'two', initial: 'b', steps: { b: { route: '/b', screen: 'b', fallback: true } } }])).toThrow(/only one step may be the fallback/);
    expect(build([{ ...one, global: { out: { call: { method: 'POST', path: '/api/user/logout' } } } }])).toThrow(/only a step's own events can wait/);
    const other: FlowDefinition = { id: 'two', initial: 'b', global: { unauthorized: 'b' }, steps: { b: { route: '/b', screen: 'b' } } };
    expect(build([{ ...one, global: { unauthorized: 'a' } }, other])).toThrow(/global event "unauthorized" is answered by flows one and two/);
  });
});

describe('the flow machine: loads together, and switches from the server', () => {
  const flow: FlowDefinition = {
    id: 'signIn',
    initial: 'page',
    steps: {
      page: {
        route: '/sign-in',
        screen: 'sign-in',
        load: [
          { name: 'mfaEnabled', call: { method: 'GET', path: '/api/app/AuthenticationMfaEnabled' }, switch: '$result/body/success' },
          { name: 'cdsEnabled', call: { method: 'GET', path: '/api/app/cds/access' }, switch: '$result/body/success' },
          { name: 'questions', call: { method: 'POST', path: '/api/questions', body: { mfa: '$switches/mfaEnabled' } } },
        ],
        on: { go: [{ when: { switch: 'mfaEnabled' }, target: 'mfa' }, { target: 'direct' }] },
      },
      mfa: { route: '/mfa', screen: 'mfa' },
      direct: { route: '/direct', screen: 'direct' },
    },
  };

  it('asks for independent loads at once, and holds back a load that binds another one\u2019s answer until it came', async () => {
    const pending: Record<string, (result: CallResult) => void> = {};
    const later = (key: string) => () => new Promise<CallResult>((resolve) => (pending[key] = resolve));
    const api = scriptedApi({
      'GET /api/app/AuthenticationMfaEnabled': later('mfa'),
      'GET /api/app/cds/access': later('cds'),
      'POST /api/questions': { status: 200, body: [] },
    });
    const { actor } = start([flow], api);
    actor.send({ type: '@visit', path: '/sign-in' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.asked.map((asked) => asked.url)).toEqual(['/api/app/AuthenticationMfaEnabled', '/api/app/cds/access']);
    pending.cds?.({ status: 200, body: { success: false } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.asked).toHaveLength(2);
    pending.mfa?.({ status: 200, body: { success: true } });
    await settled(actor);
    expect(api.asked[2]).toEqual({ method: 'POST', url: '/api/questions', body: { mfa: true } });
  });

  it('asks a signed-in step\u2019s other loads only once its session check (the gate) answered, and none when it is refused', async () => {
    const signedIn: FlowDefinition = {
      id: 'plans',
      initial: 'add',
      global: { unauthorized: 'plans.out' },
      steps: {
        add: {
          route: '/add',
          screen: 'add',
          load: [
            { name: 'healthPlans', call: { method: 'POST', path: '/api/clients/getHealthPlan' } },
            { name: 'user', call: { method: 'GET', path: '/api/userconfig/userconfiguration' }, gate: true },
          ],
        },
        out: { route: '/out', screen: 'out' },
      },
    };
    const refused = scriptedApi({ 'GET /api/userconfig/userconfiguration': { status: 401, body: { errors: [] } }, 'POST /api/clients/getHealthPlan': { status: 401, body: { errors: [] } } });
    const visitor = start([signedIn], refused).actor;
    visitor.send({ type: '@visit', path: '/add' });
    await waitFor(visitor, (snapshot) => !snapshot.hasTag(BUSY_TAG));
    expect(refused.asked.map((asked) => asked.url)).toEqual(['/api/userconfig/userconfiguration']);

    const pending: { user?: (result: CallResult) => void } = {};
    const live = scriptedApi({
      'GET /api/userconfig/userconfiguration': () => new Promise<CallResult>((resolve) => (pending.user = resolve)),
      'POST /api/clients/getHealthPlan': { status: 200, body: [] },
    });
    const { actor } = start([signedIn], live);
    actor.send({ type: '@visit', path: '/add' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(live.asked.map((asked) => asked.url)).toEqual(['/api/userconfig/userconfiguration']);
    pending.user?.({ status: 200, body: { userId: 1 } });
    await settled(actor);
    expect(live.asked.map((asked) => asked.url)).toEqual(['/api/userconfig/userconfiguration', '/api/clients/getHealthPlan']);
  });

  it('sets each switch from its answer, for bindings and the conditions that read switches', async () => {
    const api = scriptedApi({
      'GET /api/app/AuthenticationMfaEnabled': { status: 200, body: { success: true } },
      'GET /api/app/cds/access': { status: 200, body: { success: false } },
      'POST /api/questions': { status: 200, body: [] },
    });
    const { actor } = start([flow], api, { switches: { mfaEnabled: false, other: 1 } });
    actor.send({ type: '@visit', path: '/sign-in' });
    await settled(actor);
    expect(context(actor).switches).toEqual({ mfaEnabled: true, cdsEnabled: false });
    actor.send({ type: 'go' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('mfa');
  });
});

describe('the flow machine: a 401 ends the session wherever it comes from', () => {
  it('raises "unauthorized" for a call refused with 401 that no outcome handles, which a global event answers', async () => {
    const api = scriptedApi({
      'GET /api/user/registration/defaults': defaultsAnswer,
      'POST /api/clients': { status: 200, body: [] },
      'POST /api/forms/registration/validation': { status: 401, body: { errors: [] } },
    });
    const flows: FlowDefinition[] = [{ ...registration, global: { unauthorized: 'signedOut' } }];
    const { actor } = start(flows, api);
    actor.send({ type: '@visit', path: '/' });
    await settled(actor);
    actor.send({ type: '@hold', model: 'registration', values: {} });
    actor.send({ type: 'next', model: 'registration', values: {} });
    await waitFor(actor, (snapshot) => currentStep(snapshot)?.step === 'signedOut');
  });

  it('raises it for a step whose load is refused with 401', async () => {
    const api = scriptedApi({ 'PUT /api/user/registration/confirmation': { status: 401, body: { errors: [] } } });
    const { actor, left } = start([{ ...registration, global: { unauthorized: 'signedOut' } }], api);
    actor.send({ type: '@visit', path: '/user/registration-email-validation/a/b' });
    await waitFor(actor, (snapshot) => currentStep(snapshot)?.step === 'signedOut');
    expect(left).toEqual([]);
  });

  /** The registration flow whose `next` call has `outcomes`, and an API answering that call with `status`. */
  function nextAnswered(outcomes: Outcome[], status: number) {
    const api = scriptedApi({
      'GET /api/user/registration/defaults': defaultsAnswer,
      'POST /api/clients': { status: 200, body: [] },
      'POST /api/forms/registration/validation': { status, body: { errors: [{ path: '', messageId: 'session.loggedOut', params: {}, message: 'Logged out' }] } },
    });
    const form = registration.steps.form as StepDefinition;
    const next = { call: { method: 'POST' as const, path: '/api/forms/registration/validation', body: '$form/registration' }, outcomes };
    const flows: FlowDefinition[] = [{ ...registration, global: { unauthorized: 'signedOut' }, steps: { ...registration.steps, form: { ...form, on: { ...form.on, next } } } }];
    return start(flows, api).actor;
  }

  async function sendNext(actor: AnyActorRef): Promise<void> {
    actor.send({ type: '@visit', path: '/' });
    await settled(actor);
    actor.send({ type: 'next', model: 'registration', values: {} });
    await settled(actor);
  }

  it('raises it where the only outcome for the refusal names a class ("4xx") or no status: those are the call\'s own refusals', async () => {
    for (const refused of [{ status: '4xx' as const, notice: { text: 'registration.failed' } }, { notice: { text: 'registration.failed' } }]) {
      const actor = nextAnswered([{ status: 200, target: 'review' }, refused], 401);
      await sendNext(actor);
      expect(stepOf(actor)?.step).toBe('signedOut');
      expect(context(actor).notices).toEqual([]);
    }
  });

  it('still takes any other refusal by its class', async () => {
    const actor = nextAnswered([{ status: '4xx', target: 'internal' }], 403);
    await sendNext(actor);
    expect(stepOf(actor)?.step).toBe('internal');
  });

  it('leaves a 401 to an outcome that names it, as a number or in a list', async () => {
    for (const status of [401, [400, 401]]) {
      const actor = nextAnswered([{ status, target: 'internal' }], 401);
      await sendNext(actor);
      expect(stepOf(actor)?.step).toBe('internal');
    }
  });

  it("lets the global read the answer a screen's event reports (a table's or a field check's 401): logged out, not left idle", async () => {
    const loggedOut = { value: '$result/body/errors/0/messageId', equals: 'session.loggedOut' };
    const flows: FlowDefinition[] = [{ ...registration, global: { unauthorized: [{ when: loggedOut, target: 'internal' }, { target: 'signedOut' }] } }];
    const api = scriptedApi({ 'GET /api/user/registration/defaults': defaultsAnswer, 'POST /api/clients': { status: 200, body: [] } });
    const reported = { status: 401, body: { errors: [{ path: '', messageId: 'session.loggedOut', params: {}, message: 'Logged out' }] } };
    for (const [event, step] of [[{ type: 'unauthorized', result: reported }, 'internal'], [{ type: 'unauthorized' }, 'signedOut']] as const) {
      const { actor } = start(flows, api);
      actor.send({ type: '@visit', path: '/' });
      await settled(actor);
      actor.send(event);
      await settled(actor);
      expect(stepOf(actor)?.step).toBe(step);
    }
  });

  it('raises it for a load that accepts refusals by their class ("4xx")', async () => {
    const api = scriptedApi({ 'PUT /api/user/registration/confirmation': { status: 401, body: { errors: [] } } });
    const validation = registration.steps.validation as StepDefinition;
    const load = (validation.load ?? []).map((entry) => ({ ...entry, accept: '4xx' as const }));
    const flows: FlowDefinition[] = [{ ...registration, global: { unauthorized: 'signedOut' }, steps: { ...registration.steps, validation: { ...validation, load } } }];
    const { actor } = start(flows, api);
    actor.send({ type: '@visit', path: '/user/registration-email-validation/a/b' });
    await settled(actor);
    expect(stepOf(actor)?.step).toBe('signedOut');
  });
});

describe('loads through the cache and calls that change what is cached', () => {
  const cached: FlowDefinition = {
    id: 'cached',
    initial: 'list',
    steps: {
      list: {
        route: '/',
        screen: 'list',
        fallback: true,
        load: [
          { name: 'notices', call: { method: 'GET', path: '/api/notices', cache: 'session' }, optional: true },
          { name: 'rows', call: { method: 'GET', path: '/api/rows', cache: 'focus' } },
        ],
        on: { remove: { call: { method: 'POST', path: '/api/rows/remove', revalidates: ['/api/rows'] }, outcomes: [{ status: '2xx' }] } },
      },
    },
  };

  it('gives loads with a policy to the host cache, shows a step whose optional load was refused, and revalidates what a successful call names', async () => {
    const api = scriptedApi({ 'GET /api/rows': { status: 200, body: ['a'] }, 'POST /api/rows/remove': { status: 200, body: {} } });
    const cachedLoads: string[] = [];
    const revalidated: (readonly string[])[] = [];
    const environment: FlowEnvironment = {
      request: api.request,
      scope: () => ({}),
      leave: () => undefined,
      load: (load) => {
        cachedLoads.push(`${load.name}:${load.policy}`);
        return api.request(load.request);
      },
      revalidate: (paths) => void revalidated.push(paths),
    };
    const actor = createActor(createFlowMachine([cached], environment)).start();
    actor.send({ type: '@visit', path: '/' });
    await settled(actor);
    expect(cachedLoads).toEqual(['notices:session', 'rows:focus']);
    // The notices answered 404: the step shows all the same, without them.
    expect(stepOf(actor)?.step).toBe('list');
    expect(context(actor).data).toEqual({ rows: ['a'] });
    actor.send({ type: 'remove' });
    await settled(actor);
    expect(revalidated).toEqual([['/api/rows']]);
    // A later answer of a cached load reaches the step it was made for, and no other entry.
    actor.send({ type: '@reloaded', visit: context(actor).visit, name: 'rows', body: ['b'] });
    actor.send({ type: '@reloaded', visit: context(actor).visit - 1, name: 'rows', body: ['stale'] });
    expect(context(actor).data.rows).toEqual(['b']);
  });
});

describe("the portal's own flows: a session begun or ended forgets the person", () => {
  // Every call succeeds; the user info says the user signs in through single sign-on.
  const answerAll = async (bound: BoundRequest): Promise<CallResult> => ({ status: 200, body: bound.url.includes('userconfig') ? { isSso: true } : {} });
  const portal = () => start(readFlows().map(({ flow }) => flow), { asked: [], request: answerAll });

  /** Signed in on the provider list, having filtered it: the filter held and applied. */
  async function filtered() {
    const { actor } = portal();
    actor.send({ type: '@visit', path: '/user/provider-management' });
    await settled(actor);
    actor.send({ type: '@hold', model: 'provider-filter', values: { identifier: '55500010' } });
    actor.send({ type: 'filter', model: 'provider-filter', values: { identifier: '55500010' } });
    expect(context(actor).data.appliedFilter).toEqual({ identifier: '55500010' });
    return actor;
  }

  it.each(['logOut', 'inactive'])('forgets the forms and data of the person who leaves by %s', async (event) => {
    const actor = await filtered();
    actor.send({ type: event });
    await settled(actor);
    expect(context(actor).form).toEqual({});
    expect(context(actor).data.appliedFilter).toBeUndefined();
    expect(context(actor).forgotten).toBe(1);
    // All the logged-out page keeps of the person: whether to offer Return to Login.
    expect(context(actor).data.ssoSignedOut).toBe(true);
    expect(context(actor).data.user).toBeUndefined();
  });

  it('forgets them when a 401 ends the session, and when someone signs in', async () => {
    const actor = await filtered();
    actor.send({ type: 'unauthorized' });
    await settled(actor);
    expect(context(actor).form).toEqual({});
    expect(context(actor).data.appliedFilter).toBeUndefined();
    // Return to Login, where the form held before the sign-in is forgotten with it.
    actor.send({ type: 'signIn' });
    await settled(actor);
    actor.send({ type: '@hold', model: 'provider-filter', values: { identifier: '55500010' } });
    actor.send({ type: 'signIn', model: 'api-user-session-login', values: { userName: 'olivia', password: 'x' } });
    await settled(actor);
    expect(context(actor).form).toEqual({});
    expect(context(actor).forgotten).toBe(2);
  });
});
