import { describe, expect, it } from 'vitest';
import { isDirty, pristine } from '../../../src/engine/forms/dirty-fields.js';
import { withoutAnsweredRefusals, withPendingEdits } from '../../../src/engine/forms/pending-edits.js';
import type { FieldError } from '../../../src/engine/validation/field-error.js';

const refusal = (path: string): FieldError => ({ path, messageId: 'test.server', params: {}, message: `refused ${path}` });

describe('pending edits', () => {
  it('land as values of their fields, which count as dirty', () => {
    const landed = withPendingEdits({ data: { a: { b: 1 }, c: 2 }, dirty: pristine(), serverErrors: [], checkErrors: [] }, new Map([['/a/b', 3]]));
    expect(landed.data).toEqual({ a: { b: 3 }, c: 2 });
    expect(isDirty(landed.dirty, '/a/b')).toBe(true);
    expect(isDirty(landed.dirty, '/c')).toBe(false);
  });

  it("answer the server's refusals of their field, inside it and of the whole form, and no other", () => {
    const errors = [refusal('/plans'), refusal('/plans/0/pin'), refusal(''), refusal('/username')];
    expect(withoutAnsweredRefusals(errors, '/plans').map((error) => error.path)).toEqual(['/username']);
    const untouched = [refusal('/username')];
    expect(withoutAnsweredRefusals(untouched, '/plans')).toBe(untouched);
  });

  it('answer no refusal with the value the last submit sent, and every refusal once it changes', () => {
    const inputs = { data: { password: '' }, dirty: pristine(), serverErrors: [refusal('')], checkErrors: [] };
    const sent = new Map([['/password', 'Wrong#Pass1']]);
    expect(withPendingEdits(inputs, new Map([['/password', 'Wrong#Pass1']]), sent).serverErrors).toEqual([refusal('')]);
    expect(withPendingEdits(inputs, new Map([['/password', 'Wrong#Pass12']]), sent).serverErrors).toEqual([]);
  });
});
