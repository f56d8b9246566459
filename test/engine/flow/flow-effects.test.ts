import { describe, expect, it } from 'vitest';
import type { FlowContext } from '../../../src/engine/flow/flow-context.js';
import { applyEffects } from '../../../src/engine/flow/flow-effects.js';

const context = {
  params: {},
  query: {},
  data: {},
  switches: {},
  form: { code: { passcode: '123456' }, resend: { captchaText: 'ABCDE' }, other: { kept: true } },
  modal: null,
  notices: [],
  fieldErrors: { code: [{ path: '/passcode', messageId: 'x', message: 'Wrong' }], resend: [{ path: '/captchaText', messageId: 'y', message: 'Bad' }] },
  replace: false,
  visit: 0,
  nextNotice: 0,
} as unknown as FlowContext;

describe('a branch that forgets forms', () => {
  it('forgets each model a list names, with the refusals answered to it, and keeps the others', () => {
    const next = applyEffects(context, { reset: ['code', 'resend'] }, { data: {}, form: {} } as never);
    expect(next.form).toEqual({ other: { kept: true } });
    expect(next.fieldErrors).toEqual({});
  });

  it('forgets one model by name, and every model with true', () => {
    expect(applyEffects(context, { reset: 'resend' }, { data: {}, form: {} } as never).form).toEqual({ code: { passcode: '123456' }, other: { kept: true } });
    expect(applyEffects(context, { reset: true }, { data: {}, form: {} } as never).form).toEqual({});
  });
});

describe('a branch that keeps answers (store)', () => {
  it('keeps each entry of a list: the answer under one name, a value under another, null dropping what was kept', () => {
    const held = { ...context, data: { appliedFilter: { identifier: '7893' }, other: 1 } } as FlowContext;
    const scope = { result: { status: 200, body: { selectedUserId: 7 } } } as never;
    const next = applyEffects(held, { store: ['user', { name: 'appliedFilter', value: null }] }, scope);
    expect(next.data).toEqual({ user: { selectedUserId: 7 }, appliedFilter: null, other: 1 });
  });
});

describe('a branch that begins or ends a session (forgetPerson)', () => {
  const person = {
    ...context,
    data: { user: { isSso: true, fullName: 'Paula Practice' }, appliedFilter: { identifier: '555' } },
    switches: { mfaEnabled: false },
    result: { status: 200, body: { fullName: 'Paula Practice' } },
    model: 'code',
    forgotten: 2,
  } as unknown as FlowContext;
  const scope = { data: person.data, form: person.form, result: person.result } as never;

  it('forgets every form, refusal, loaded and stored answer and the last answer, and counts the change', () => {
    const next = { ...person, ...applyEffects(person, { forgetPerson: true }, scope) };
    expect(next.form).toEqual({});
    expect(next.fieldErrors).toEqual({});
    expect(next.data).toEqual({});
    expect(next.result).toBeUndefined();
    expect(next.model).toBeUndefined();
    expect(next.forgotten).toBe(3);
    // The server's switches are the same for everyone.
    expect(next.switches).toEqual({ mfaEnabled: false });
  });

  it('keeps what its own store reads from the person who left, and shows its notice', () => {
    const next = applyEffects(person, { forgetPerson: true, store: { name: 'ssoSignedOut', value: '$data/user/isSso' }, notice: { text: 'session.loggedOut' } }, scope);
    expect(next.data).toEqual({ ssoSignedOut: true });
    expect(next.notices?.map((notice) => notice.text)).toEqual(['session.loggedOut']);
  });
});
