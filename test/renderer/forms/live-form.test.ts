import { describe, expect, it, vi } from 'vitest';
import { createLiveForm, type LiveFormValues } from '../../../src/renderer/forms/live-form.js';
import type { FieldError } from '../../../src/engine/validation/field-error.js';

const error = (path: string, message: string): FieldError => ({ path, messageId: 'test', params: {}, message });
const values = (shownErrors: FieldError[], more: Partial<LiveFormValues> = {}): LiveFormValues => ({
  allErrors: shownErrors,
  shownErrors,
  formData: {},
  notices: {},
  fieldStates: {},
  scope: {},
  ...more,
});

describe('a live form', () => {
  it("tells a field's listener of a change to its own messages, and not of another field's", () => {
    const first = values([error('/a', 'A is required')]);
    const live = createLiveForm(first);
    live.notify();
    const a = vi.fn();
    const b = vi.fn();
    const everything = vi.fn();
    live.subscribe(a, '/a');
    live.subscribe(b, '/b');
    live.subscribe(everything);
    live.stage({ ...first, shownErrors: [] });
    live.notify();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    expect(everything).toHaveBeenCalledTimes(1);
    live.stage({ ...first, shownErrors: [error('/b', 'B is too short')] });
    live.notify();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('tells every field when the field states or notices change (a rule hid a section, a check answered)', () => {
    const first = values([]);
    const live = createLiveForm(first);
    live.notify();
    const a = vi.fn();
    const unsubscribe = live.subscribe(a, '/a');
    live.stage({ ...first, fieldStates: { '/a': { hidden: true, disabled: false, required: false } } });
    live.notify();
    live.stage({ ...live.get(), notices: { '/b': 'username.available' } });
    live.notify();
    expect(a).toHaveBeenCalledTimes(2);
    unsubscribe();
    live.stage({ ...live.get(), notices: {} });
    live.notify();
    expect(a).toHaveBeenCalledTimes(2);
  });
});
