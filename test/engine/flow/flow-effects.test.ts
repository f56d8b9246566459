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
