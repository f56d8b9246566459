import { describe, expect, it, vi } from 'vitest';
import registration from '../../../flows/registration.json';
import type { FlowDefinition } from '../../../src/engine/flow/flow-definition.js';
import { DuplicateRouteError, FlowDefinitionError } from '../../../src/engine/flow/flow-definition-error.js';
import { createFlowInterpreter, type FlowServices } from '../../../src/engine/flow/flow-interpreter.js';

const registrationFlow = registration as FlowDefinition;
const emailFlow: FlowDefinition = {
  id: 'emailValidation',
  initial: 'validate',
  steps: {
    validate: {
      route: '/user/registration-email-validation/:body/:token',
      screen: 'email-validation',
      load: ['validateEmail'],
      on: { retry: 'validate', home: 'registration.form', back: '@back' },
    },
    sent: { route: '/user/registration-email-sent', screen: 'email-sent', on: { open: 'validate' } },
  },
};
const helpFlow: FlowDefinition = {
  id: 'help',
  initial: 'one',
  steps: {
    one: { route: '/help', screen: 'one', on: { go: { target: 'two', effects: ['first', 'second'] } } },
    two: { route: '/help/two', screen: 'two', on: { back: '@back' } },
  },
};
const flows = [registrationFlow, emailFlow, helpFlow];

const passingServices = (): FlowServices => ({
  guards: { formValid: vi.fn(() => true) },
  effects: { validateOnServer: vi.fn(async () => undefined), resetForm: vi.fn() },
});

describe('createFlowInterpreter: paths', () => {
  const flow = createFlowInterpreter(flows);

  it('matches a path to its step with the route params', () => {
    expect(flow.match('/user/registration-email-validation/b0dy/t0ken')).toEqual({
      flow: 'emailValidation',
      step: 'validate',
      params: { body: 'b0dy', token: 't0ken' },
    });
    expect(flow.match('/user/registration-review')).toMatchObject({ flow: 'registration', step: 'review' });
  });

  it('sends an unknown path to the fallback step at the fallback\'s own path', () => {
    expect(flow.match('/no/such/page')).toBeUndefined();
    expect(flow.resolve('/no/such/page')).toEqual({
      flow: 'registration',
      step: 'form',
      params: {},
      path: '/',
      history: [],
    });
  });

  it('has no state for an unknown path when no step is the fallback', () => {
    expect(createFlowInterpreter([helpFlow]).resolve('/nowhere')).toBeUndefined();
  });

  it('keeps the state being left in the history of a resolved path', () => {
    const from = flow.start('registration');
    expect(flow.resolve('/user/registration-review', from)?.history).toEqual([
      { flow: 'registration', step: 'form', params: {}, path: '/' },
    ]);
  });

  it('starts a flow at its initial step with the params given', () => {
    expect(flow.start('emailValidation', { body: 'b', token: 't' })).toMatchObject({
      step: 'validate',
      path: '/user/registration-email-validation/b/t',
    });
  });
});

describe('createFlowInterpreter: checks on the flow files', () => {
  it('refuses two steps whose routes match the same paths', () => {
    const clash: FlowDefinition = {
      id: 'other',
      initial: 'x',
      steps: { x: { route: '/user/registration-email-validation/:a/:b', screen: 'x' } },
    };
    expect(() => createFlowInterpreter([emailFlow, clash])).toThrow(DuplicateRouteError);
    expect(() => createFlowInterpreter([emailFlow, clash])).toThrow(/emailValidation\.validate/);
  });

  it('refuses more than one fallback step', () => {
    const second: FlowDefinition = { id: 'b', initial: 'x', steps: { x: { route: '/b', screen: 'x', fallback: true } } };
    expect(() => createFlowInterpreter([registrationFlow, second])).toThrow(FlowDefinitionError);
  });

  it('refuses a transition to a step that does not exist', () => {
    const broken: FlowDefinition = { id: 'b', initial: 'x', steps: { x: { route: '/b', screen: 'x', on: { go: 'other.y' } } } };
    expect(() => createFlowInterpreter([broken])).toThrow(/unknown step "other.y"/);
  });

  it('refuses a missing initial step and a repeated flow id', () => {
    expect(() => createFlowInterpreter([{ ...emailFlow, initial: 'nope' }])).toThrow(FlowDefinitionError);
    expect(() => createFlowInterpreter([emailFlow, emailFlow])).toThrow(/used twice/);
  });
});

describe('createFlowInterpreter: send', () => {
  const flow = createFlowInterpreter(flows);

  it('moves to the target after the guard passes and the effects ran in order', async () => {
    const calls: string[] = [];
    const services: FlowServices = {
      guards: { formValid: () => (calls.push('guard'), true) },
      effects: { validateOnServer: async () => void calls.push('effect') },
    };
    const result = await flow.send(flow.start('registration'), 'next', services);
    expect(calls).toEqual(['guard', 'effect']);
    expect(result).toMatchObject({ ok: true, state: { flow: 'registration', step: 'review', path: '/user/registration-review' } });
    expect(result.ok && result.step.screen).toBe('registration-review');
  });

  it('keeps the state and says why when the guard answers false', async () => {
    const services = passingServices();
    services.guards = { formValid: async () => false };
    const start = flow.start('registration');
    const result = await flow.send(start, 'next', services);
    expect(result).toEqual({ ok: false, state: start, refusal: { kind: 'guardFailed', guard: 'formValid' } });
    expect(services.effects?.validateOnServer).not.toHaveBeenCalled();
  });

  it('keeps the state and hands back the error when an effect fails', async () => {
    const error = Object.assign(new Error('invalid'), { errors: [{ path: '/username' }] });
    const services = passingServices();
    services.effects = { validateOnServer: () => Promise.reject(error) };
    const start = flow.start('registration');
    const result = await flow.send(start, 'next', services);
    expect(result).toEqual({ ok: false, state: start, refusal: { kind: 'effectFailed', effect: 'validateOnServer', error } });
  });

  it('runs no effect when one of them is not provided', async () => {
    const first = vi.fn();
    const result = await flow.send(flow.start('help'), 'go', { effects: { first } });
    expect(result).toMatchObject({ ok: false, refusal: { kind: 'unknownEffect', effect: 'second' } });
    expect(first).not.toHaveBeenCalled();
  });

  it('stops at the first failing effect', async () => {
    const second = vi.fn();
    const result = await flow.send(flow.start('help'), 'go', {
      effects: { first: () => { throw new Error('no'); }, second },
    });
    expect(result).toMatchObject({ ok: false, state: { step: 'one' }, refusal: { kind: 'effectFailed', effect: 'first' } });
    expect(second).not.toHaveBeenCalled();
  });

  it('refuses an event the step does not know and a guard that is not provided', async () => {
    const start = flow.start('registration');
    expect(await flow.send(start, 'fly')).toMatchObject({ ok: false, refusal: { kind: 'unknownEvent', event: 'fly' } });
    expect(await flow.send(start, 'next')).toMatchObject({ ok: false, refusal: { kind: 'unknownGuard', guard: 'formValid' } });
  });

  it('reports a guard that throws', async () => {
    const error = new Error('boom');
    const result = await flow.send(flow.start('registration'), 'next', {
      guards: { formValid: () => { throw error; } },
    });
    expect(result).toMatchObject({ ok: false, refusal: { kind: 'guardError', guard: 'formValid', error } });
  });

  it('takes a bare string transition', async () => {
    const review = flow.resolve('/user/registration-review') ?? flow.start('registration');
    expect(await flow.send(review, 'edit')).toMatchObject({ ok: true, state: { step: 'form', path: '/' } });
  });

  it('moves into another flow with "flow.step" and fills the target route from the event params', async () => {
    const sent = flow.resolve('/user/registration-email-sent');
    if (!sent) throw new Error('no state');
    const result = await flow.send(sent, { type: 'open', params: { body: 'b', token: 't/1' } });
    expect(result).toMatchObject({
      ok: true,
      state: { flow: 'emailValidation', step: 'validate', params: { body: 'b', token: 't/1' }, path: '/user/registration-email-validation/b/t%2F1' },
    });
    const home = await flow.send((result as { state: typeof sent }).state, 'home');
    expect(home).toMatchObject({ ok: true, state: { flow: 'registration', step: 'form', params: {} } });
  });

  it('keeps the current params for a target route that needs them', async () => {
    const state = flow.start('emailValidation', { body: 'b', token: 't' });
    expect(await flow.send(state, 'retry')).toMatchObject({ ok: true, state: { params: { body: 'b', token: 't' } } });
  });

  it('refuses a transition whose target route lacks a param', async () => {
    const sent = flow.resolve('/user/registration-email-sent');
    if (!sent) throw new Error('no state');
    expect(await flow.send(sent, 'open')).toMatchObject({ ok: false, refusal: { kind: 'missingParam', param: 'body' } });
  });

  it('goes "@back" to the step shown before, and to the flow start when there is none', async () => {
    const sent = flow.resolve('/user/registration-email-sent');
    if (!sent) throw new Error('no state');
    const opened = await flow.send(sent, { type: 'open', params: { body: 'b', token: 't' } });
    if (!opened.ok) throw new Error('not opened');
    const back = await flow.send(opened.state, 'back');
    expect(back).toMatchObject({ ok: true, state: { step: 'sent', path: '/user/registration-email-sent', history: [] } });

    const fresh = flow.resolve('/help/two');
    if (!fresh) throw new Error('no state');
    expect(await flow.send(fresh, 'back')).toMatchObject({ ok: true, state: { flow: 'help', step: 'one', path: '/help' } });
  });

  it('passes the event data and the target to guards and effects', async () => {
    const guard = vi.fn(() => true);
    await flow.send(flow.start('registration'), { type: 'next', data: { username: 'pat' } }, {
      guards: { formValid: guard },
      effects: { validateOnServer: () => undefined },
    });
    expect(guard).toHaveBeenCalledWith(
      expect.objectContaining({
        event: { type: 'next', params: {}, data: { username: 'pat' } },
        target: { flow: 'registration', step: 'review' },
      }),
    );
  });
});
