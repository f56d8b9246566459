import { describe, expect, it, vi } from 'vitest';
import { prepareStep, StepLoadError } from '../../../src/engine/flow/prepare-step.js';

describe('prepareStep', () => {
  it('runs the loaders in order and resolves to their data by name', async () => {
    const order: string[] = [];
    const loaders = {
      registrationDefaults: async () => {
        order.push('registrationDefaults');
        return { roles: [1, 2] };
      },
      cdsFlag: ({ loaded }: { loaded: Readonly<Record<string, unknown>> }) => {
        order.push('cdsFlag');
        return { cds: true, sawDefaults: 'registrationDefaults' in loaded };
      },
    };
    const data = await prepareStep({ load: ['registrationDefaults', 'cdsFlag'] }, loaders);
    expect(order).toEqual(['registrationDefaults', 'cdsFlag']);
    expect(data).toEqual({ registrationDefaults: { roles: [1, 2] }, cdsFlag: { cds: true, sawDefaults: true } });
  });

  it('passes the route params to each loader', async () => {
    const validate = vi.fn(async () => 'ok');
    await prepareStep({ load: ['validateEmail'] }, { validateEmail: validate }, { body: 'b', token: 't' });
    expect(validate).toHaveBeenCalledWith({ params: { body: 'b', token: 't' }, loaded: {} });
  });

  it('resolves to nothing for a step that loads nothing', async () => {
    await expect(prepareStep({}, {})).resolves.toEqual({});
  });

  it('rejects naming the loader that failed, and runs none after it', async () => {
    const later = vi.fn();
    const cause = new Error('503');
    const failing = prepareStep({ load: ['flags', 'later'] }, { flags: () => Promise.reject(cause), later });
    await expect(failing).rejects.toBeInstanceOf(StepLoadError);
    await expect(failing).rejects.toMatchObject({ loader: 'flags', reason: 'loaderFailed', cause });
    expect(later).not.toHaveBeenCalled();
  });

  it('rejects an unknown loader before running any', async () => {
    const first = vi.fn();
    await expect(prepareStep({ load: ['first', 'missing'] }, { first })).rejects.toMatchObject({
      loader: 'missing',
      reason: 'unknownLoader',
    });
    expect(first).not.toHaveBeenCalled();
  });

  it('does not take inherited object keys for loaders', async () => {
    await expect(prepareStep({ load: ['toString'] }, {})).rejects.toMatchObject({ reason: 'unknownLoader' });
  });
});
