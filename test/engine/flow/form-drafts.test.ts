import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { formDrafts, type DraftStorage } from '../../../src/engine/flow/form-drafts.js';
import type { FlowContext } from '../../../src/engine/flow/flow-context.js';
import type { FlowDefinition } from '../../../src/engine/flow/flow-definition.js';
import { BUSY_TAG, createFlowMachine, currentStep } from '../../../src/engine/flow/flow-machine.js';

/** A tab's storage: entries as the Web Storage API keeps them, strings only. */
function tabStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, String(value)), removeItem: (key) => void entries.delete(key) };
}

describe('formDrafts', () => {
  it('gives back after a reload the drafts written before it', () => {
    const storage = tabStorage();
    formDrafts(storage).write('registration', { firstName: 'Ada' });
    expect(formDrafts(storage).read()).toEqual({ registration: { firstName: 'Ada' } });
  });

  it('forgets one model and leaves the others, then leaves the tab storage empty when none is left', () => {
    const storage = tabStorage();
    const drafts = formDrafts(storage);
    drafts.write('registration', { firstName: 'Ada' });
    drafts.write('okta-registration', { firstName: 'Grace' });
    drafts.forget(['registration']);
    expect(drafts.read()).toEqual({ 'okta-registration': { firstName: 'Grace' } });
    drafts.forget(true);
    expect(storage.entries.size).toBe(0);
  });

  it('starts with no draft when the storage holds something unreadable or refuses to write', () => {
    const storage = tabStorage();
    storage.entries.set('portal.formDrafts', '{not json');
    expect(formDrafts(storage).read()).toEqual({});
    const refusing: DraftStorage = { ...storage, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => formDrafts(refusing).write('registration', { firstName: 'Ada' })).not.toThrow();
    expect(formDrafts(undefined).read()).toEqual({});
  });
});

const flows: FlowDefinition[] = [
  {
    id: 'registration',
    initial: 'form',
    steps: {
      form: { route: '/form', screen: 'registration', on: { next: 'review' } },
      review: {
        route: '/review',
        screen: 'registration-review',
        always: { when: { any: [{ not: { value: '$form/registration', filled: true } }, { value: '$data/restoredDrafts/registration', equals: true }] }, target: 'form', replace: true },
      },
    },
  },
];

async function reloadAt(path: string, drafts: Record<string, Record<string, unknown>>, resent?: Record<string, unknown>) {
  const actor = createActor(createFlowMachine(flows, { request: async () => ({ status: 404 }), scope: () => ({}), leave: () => undefined, drafts: () => drafts })).start();
  if (resent) actor.send({ type: '@hold', model: 'registration', values: resent });
  actor.send({ type: '@visit', path });
  await waitFor(actor, (snapshot) => !snapshot.hasTag(BUSY_TAG) && currentStep(snapshot) !== undefined);
  return { step: currentStep(actor.getSnapshot())?.step, form: (actor.getSnapshot().context as FlowContext).form };
}

describe('signed-in drafts, kept for whom they were typed', () => {
  const fionaByStaff = JSON.stringify([1, 7]);
  const paulaByStaff = JSON.stringify([1, 8]);

  it('gives a draft back after a reload to the same signed-in person acting for the same user', () => {
    const storage = tabStorage();
    formDrafts(storage).writeOwned('user-update', fionaByStaff, { providerIdentifiers: [{ value: '1234567893' }] });
    expect(formDrafts(storage).readOwned('user-update', fionaByStaff)).toEqual({ providerIdentifiers: [{ value: '1234567893' }] });
  });

  it('gives none to anyone else, and forgets it', () => {
    const storage = tabStorage();
    formDrafts(storage).writeOwned('user-update', fionaByStaff, { providerIdentifiers: [{ value: '1234567893' }] });
    expect(formDrafts(storage).readOwned('user-update', paulaByStaff)).toBeUndefined();
    expect(formDrafts(storage).readOwned('user-update', fionaByStaff)).toBeUndefined();
    expect(storage.entries.size).toBe(0);
  });

  it('is not a pre-sign-in draft: a machine started after a reload does not hold it', () => {
    const storage = tabStorage();
    formDrafts(storage).writeOwned('user-update', fionaByStaff, { userId: 7 });
    expect(formDrafts(storage).read()).toEqual({});
  });

  it('outlives what a reload forgets of the visitor before sign-in, and is forgotten with its model or at a session change', () => {
    const storage = tabStorage();
    const drafts = formDrafts(storage);
    drafts.write('registration', { firstName: 'Ada' });
    drafts.writeOwned('user-update', fionaByStaff, { userId: 7 });
    drafts.forget('beforeSignIn');
    expect(drafts.read()).toEqual({});
    expect(drafts.readOwned('user-update', fionaByStaff)).toEqual({ userId: 7 });
    drafts.forget(['user-update']);
    expect(drafts.readOwned('user-update', fionaByStaff)).toBeUndefined();
    drafts.writeOwned('user-update', fionaByStaff, { userId: 7 });
    drafts.forget(true);
    expect(storage.entries.size).toBe(0);
  });
});

describe('what a draft showed', () => {
  const refusal = { path: '/domainId', messageId: 'registration.domainIdTaken', params: {}, message: 'US Domain is taken' };

  it('gives back after a reload the fields touched and the refusals shown, and is forgotten with its draft', () => {
    const storage = tabStorage();
    formDrafts(storage).writeShown('registration', { touched: ['/lastName'], refusals: [refusal] });
    expect(formDrafts(storage).readShown('registration')).toEqual({ touched: ['/lastName'], refusals: [refusal] });
    formDrafts(storage).forget(['registration']);
    expect(formDrafts(storage).readShown('registration')).toBeUndefined();
  });

  it('keeps nothing for a form that shows nothing, and nothing past a session change', () => {
    const storage = tabStorage();
    formDrafts(storage).writeShown('registration', { touched: [], refusals: [] });
    expect(storage.entries.size).toBe(0);
    formDrafts(storage).writeShown('registration', { touched: ['/lastName'], refusals: [] });
    formDrafts(storage).forget('beforeSignIn');
    expect(storage.entries.size).toBe(0);
  });
});

describe('a flow machine started after a reload', () => {
  it('holds the drafts kept before it as the forms’ data', async () => {
    const { step, form } = await reloadAt('/form', { registration: { firstName: 'Ada' } });
    expect(step).toBe('form');
    expect(form).toEqual({ registration: { firstName: 'Ada' } });
  });

  it('sends a review whose draft lost its secret back to the form, the draft still filled in', async () => {
    const { step, form } = await reloadAt('/review', { registration: { firstName: 'Ada' } });
    expect(step).toBe('form');
    expect(form.registration).toEqual({ firstName: 'Ada' });
  });

  it('shows the review once the form was sent again whole', async () => {
    const { step } = await reloadAt('/review', { registration: { firstName: 'Ada' } }, { firstName: 'Ada', password: 'Kb7mQz2wLp9' });
    expect(step).toBe('review');
  });
});

describe('data a step keeps for the tab (keepData)', () => {
  it('gives back after a reload the entries kept, replaces them with the next step\'s, and forgets them at a session change', () => {
    const storage = tabStorage();
    formDrafts(storage).keepData({ registered: { email: 'ada@clinic.example', oktaUserId: 'u1' } });
    expect(formDrafts(storage).readData()).toEqual({ registered: { email: 'ada@clinic.example', oktaUserId: 'u1' } });
    formDrafts(storage).keepData({});
    expect(storage.entries.size).toBe(0);
    formDrafts(storage).keepData({ registered: { email: 'ada@clinic.example' } });
    formDrafts(storage).forget(true);
    expect(storage.entries.size).toBe(0);
  });

  it('starts a machine after a reload with the kept entries, so a step that needs them shows instead of sending the visitor back', async () => {
    const pending: FlowDefinition[] = [
      {
        id: 'mfa',
        initial: 'form',
        steps: {
          form: { route: '/form', screen: 'form' },
          code: { route: '/code', screen: 'code', keepData: ['registered'], always: { when: { not: { value: '$data/registered/oktaUserId', filled: true } }, target: 'form', replace: true } },
        },
      },
    ];
    const reloaded = (kept: Record<string, unknown>) => {
      const actor = createActor(createFlowMachine(pending, { request: async () => ({ status: 404 }), scope: () => ({}), leave: () => undefined, keptData: () => kept })).start();
      actor.send({ type: '@visit', path: '/code' });
      return waitFor(actor, (snapshot) => !snapshot.hasTag(BUSY_TAG) && currentStep(snapshot) !== undefined);
    };
    expect(currentStep(await reloaded({ registered: { oktaUserId: 'u1' } }))).toMatchObject({ step: 'code', keepData: ['registered'] });
    expect(currentStep(await reloaded({}))?.step).toBe('form');
  });
});
