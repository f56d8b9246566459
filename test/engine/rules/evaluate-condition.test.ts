import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../src/engine/rules/condition.js';
import { evaluateCondition } from '../../../src/engine/rules/evaluate-condition.js';

const input = {
  data: { userRole: 2, address: { state: 'NY' }, username: '', tags: ['a', 'b'], count: 0 },
  switches: { mfaEnabled: true, cdsEnabled: false },
  context: { isInternalUser: false },
};

describe('evaluateCondition', () => {
  it('compares a bound value with another bound value when equals is a binding', () => {
    const scope = { data: { user: { userId: 7, selectedUserId: 9 }, own: { userId: 7, selectedUserId: 7 } } };
    expect(evaluateCondition({ value: '$data/user/selectedUserId', equals: '$data/user/userId' }, { data: {}, scope })).toBe(false);
    expect(evaluateCondition({ value: '$data/own/selectedUserId', equals: '$data/own/userId' }, { data: {}, scope })).toBe(true);
    expect(evaluateCondition({ value: '$data/user/userId', equals: '$$data' }, { data: {}, scope: { data: { user: { userId: '$data' } } } })).toBe(true);
  });

  it('reads form data by JSON pointer and compares with equals', () => {
    expect(evaluateCondition({ data: '/address/state', equals: 'NY' }, input)).toBe(true);
    expect(evaluateCondition({ data: '/address/state', equals: 'NJ' }, input)).toBe(false);
  });

  it('holds for in when the value is one of the listed values', () => {
    expect(evaluateCondition({ data: '/userRole', in: [1, 2] }, input)).toBe(true);
    expect(evaluateCondition({ data: '/userRole', in: [4, 5] }, input)).toBe(false);
  });

  it('treats empty strings, missing values and empty lists as not filled, zero as filled', () => {
    expect(evaluateCondition({ data: '/username', filled: true }, input)).toBe(false);
    expect(evaluateCondition({ data: '/username', filled: false }, input)).toBe(true);
    expect(evaluateCondition({ data: '/nowhere/deep', filled: false }, input)).toBe(true);
    expect(evaluateCondition({ data: '/count', filled: true }, input)).toBe(true);
    expect(evaluateCondition({ data: '/tags', filled: true }, input)).toBe(true);
  });

  it('compares lists structurally', () => {
    expect(evaluateCondition({ data: '/tags', equals: ['a', 'b'] }, input)).toBe(true);
    expect(evaluateCondition({ data: '/tags', equals: ['b', 'a'] }, input)).toBe(false);
  });

  it('reads feature switches and context values', () => {
    expect(evaluateCondition({ switch: 'mfaEnabled', equals: true }, input)).toBe(true);
    expect(evaluateCondition({ switch: 'cdsEnabled', equals: true }, input)).toBe(false);
    expect(evaluateCondition({ context: 'isInternalUser', equals: false }, input)).toBe(true);
  });

  it('treats a leaf with no comparison as a truthiness test', () => {
    expect(evaluateCondition({ switch: 'mfaEnabled' }, input)).toBe(true);
    expect(evaluateCondition({ switch: 'unknownSwitch' }, input)).toBe(false);
  });

  it('requires every comparison of one leaf to hold', () => {
    expect(evaluateCondition({ data: '/userRole', equals: 2, in: [4] }, input)).toBe(false);
  });

  it('combines with all, any and not', () => {
    const role: Condition = { data: '/userRole', equals: 2 };
    const cds: Condition = { switch: 'cdsEnabled', equals: true };
    expect(evaluateCondition({ all: [role, cds] }, input)).toBe(false);
    expect(evaluateCondition({ any: [role, cds] }, input)).toBe(true);
    expect(evaluateCondition({ not: cds }, input)).toBe(true);
    expect(evaluateCondition({ all: [] }, input)).toBe(true);
    expect(evaluateCondition({ any: [] }, input)).toBe(false);
  });

  it('refuses a condition of an unknown shape instead of reading it as false', () => {
    expect(() => evaluateCondition({ field: '/x' } as unknown as Condition, input)).toThrow(TypeError);
  });
  it('reads a named code in `in`, and a name that stands for several codes counts each of them', () => {
    const scope = { config: { codes: { accountStatus: { active: 1, disabled: [5, 6] } } } };
    const status = (value: number, among: unknown[]) => evaluateCondition({ data: '/status', in: among }, { data: { status: value }, scope });
    expect(status(6, ['$config/codes/accountStatus/disabled'])).toBe(true);
    expect(status(1, ['$config/codes/accountStatus/disabled'])).toBe(false);
    expect(status(1, ['$config/codes/accountStatus/active', 8])).toBe(true);
    expect(status(8, ['$config/codes/accountStatus/active', 8])).toBe(true);
  });
});
