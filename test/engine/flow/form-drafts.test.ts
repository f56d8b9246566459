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
