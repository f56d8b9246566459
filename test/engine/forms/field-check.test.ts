import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../../src/engine/flow/call.js';
import { checkAt, checkApplies, judgeFieldCheck, runFieldCheck, type FieldCheckDefinition } from '../../../src/engine/forms/field-check.js';
import { rule } from '../../support/rules.js';

const format = (id: string) => `text of ${id}`;

const plansCheck: FieldCheckDefinition = {
  call: { method: 'POST', path: '/api/providers/validity' },
  outcomes: [
    {
      status: 200,
      then: {
        call: { method: 'POST', path: '/api/clients/' },
        outcomes: [{ status: 200, set: { '/providerClients': { $map: '$result/body/clientList', to: { id: '$item/id', hasPin: '$item/pin', selected: false } } } }],
      },
    },
    { status: '4xx', fieldErrors: true, set: { '/providerClients': [] } },
  ],
};

describe('field checks', () => {
  it('chains a further check on success and sets the values its answer brings', async () => {
    const answers: Record<string, CallResult> = {
      '/api/providers/validity': { status: 200, body: { success: true } },
      '/api/clients/': { status: 200, body: { clientList: [{ id: 101, pin: false }, { id: 102, pin: true }] } },
    };
    const calls: string[] = [];
    const verdict = await runFieldCheck(
      plansCheck,
      async (check) => {
        calls.push(check.call.path);
        return answers[check.call.path] as CallResult;
      },
      (check, result) => judgeFieldCheck(check, result, {}, '/providerIdentifiers/0/value', format),
    );
    expect(calls).toEqual(['/api/providers/validity', '/api/clients/']);
    expect(verdict.errors).toEqual([]);
    expect(verdict.set).toEqual([{ pointer: '/providerClients', value: [{ id: 101, hasPin: false, selected: false }, { id: 102, hasPin: true, selected: false }] }]);
  });

  it('stops at a refusal: its errors on the field and the plans cleared, no second call', async () => {
    const refusal: CallResult = { status: 422, body: { errors: [{ path: '/identifier/value', messageId: 'registration.identifierMismatch', params: {}, message: 'NPI does not match our records' }] } };
    const calls: string[] = [];
    const verdict = await runFieldCheck(
      plansCheck,
      async (check) => {
        calls.push(check.call.path);
        return refusal;
      },
      (check, result) => judgeFieldCheck(check, result, {}, '/providerIdentifiers/0/value', format),
    );
    expect(calls).toEqual(['/api/providers/validity']);
    expect(verdict.errors.map((error) => [error.path, error.message])).toEqual([['/providerIdentifiers/0/value', 'NPI does not match our records']]);
    expect(verdict.set).toEqual([{ pointer: '/providerClients', value: [] }]);
  });

  it('makes no call while the check does not apply, nor the checks after it', async () => {
    const calls: string[] = [];
    const verdict = await runFieldCheck(
      plansCheck,
      async (check) => {
        calls.push(check.call.path);
        return { status: 200, body: {} };
      },
      (check, result) => judgeFieldCheck(check, result, {}, '/providerIdentifiers/0/value', format),
      () => false,
    );
    expect(calls).toEqual([]);
    expect(verdict).toEqual({ errors: [], set: [] });
  });

  it.each(['schemas/ui/registration.json', 'schemas/ui/user-update.json'])(
    "%s checks an identifier only once its row has a type: the server refuses one without (no call known to fail)",
    (file) => {
      const check = rule<FieldCheckDefinition>(file, '/providerIdentifiers/items/value/ui:check');
      expect(checkApplies(check, { item: { value: '1234567893' } })).toBe(false);
      expect(checkApplies(check, { item: { type: '', value: '1234567893' } })).toBe(false);
      expect(checkApplies(check, { item: { type: 'NPI', value: '1234567893' } })).toBe(true);
    },
  );

  it('finds the check of a list row through the list\'s item layout', () => {
    const checks = { '/username': 'user', '/providerIdentifiers/*/value': 'row' };
    expect(checkAt(checks, '/username')).toBe('user');
    expect(checkAt(checks, '/providerIdentifiers/3/value')).toBe('row');
    expect(checkAt(checks, '/providerIdentifiers/x/value')).toBeUndefined();
    expect(checkAt(checks, '/providerIdentifiers/0/type')).toBeUndefined();
  });
});
