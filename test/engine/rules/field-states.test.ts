import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { computeFieldStates, DEFAULT_FIELD_STATE, fieldStateAt } from '../../../src/engine/rules/field-states.js';

const ui: SchemaNode = {
  $schema: '../meta/ui.schema.json',
  model: 'registration',
  'ui:order': ['username', '*'],
  username: { 'ui:autocomplete': 'username' },
  domainId: { 'ui:rules': [{ effect: 'show', when: { context: 'isInternalUser', equals: true } }] },
  password: { 'ui:rules': [{ effect: 'disable', when: { context: 'isInternalUser', equals: true } }] },
  organizationName: { 'ui:rules': [{ effect: 'require', when: { data: '/userRole', in: [1, 2] } }] },
  healthPlan: {
    'ui:rules': [{ effect: 'hide', when: { data: '/userRole', filled: false } }],
    id: { 'ui:rules': [{ effect: 'require', when: { data: '/userRole', equals: 4 } }] },
  },
  email: { 'ui:rules': [{ effect: 'enable', when: { data: '/useSameEmail', equals: false } }] },
  securityAnswers: {
    items: { Answer: { 'ui:rules': [{ effect: 'hide', when: { switch: 'securityQuestionsDisabled', equals: true } }] } },
  },
};

const states = (data: unknown, context = {}, switches = {}) => computeFieldStates(ui, data, { context, switches });

describe('computeFieldStates', () => {
  it('lists every field of the ui schema by pointer and leaves ui keywords out', () => {
    const result = states({});
    expect(Object.keys(result)).toEqual(
      expect.arrayContaining(['/username', '/domainId', '/password', '/healthPlan', '/healthPlan/id', '/email']),
    );
    expect(Object.keys(result).some((key) => key.includes('ui:') || key === '/model')).toBe(false);
    expect(result['/username']).toEqual(DEFAULT_FIELD_STATE);
  });

  it('hides a field with a show rule until its condition holds', () => {
    expect(states({})['/domainId']?.hidden).toBe(true);
    expect(states({}, { isInternalUser: true })['/domainId']?.hidden).toBe(false);
  });

  it('disables a field while its disable rule holds', () => {
    expect(states({})['/password']?.disabled).toBe(false);
    expect(states({}, { isInternalUser: true })['/password']?.disabled).toBe(true);
  });

  it('disables a field with an enable rule until its condition holds', () => {
    expect(states({ useSameEmail: true })['/email']?.disabled).toBe(true);
    expect(states({ useSameEmail: false })['/email']?.disabled).toBe(false);
  });

  it('requires a field while its require rule holds', () => {
    expect(states({ userRole: 1 })['/organizationName']?.required).toBe(true);
    expect(states({ userRole: 4 })['/organizationName']?.required).toBe(false);
  });

  it('passes a hidden group on to its fields and never requires a hidden field', () => {
    const hidden = states({ healthPlan: { id: '' } });
    expect(hidden['/healthPlan']?.hidden).toBe(true);
    expect(hidden['/healthPlan/id']).toEqual({ hidden: true, disabled: false, required: false });
    const shown = states({ userRole: 4, healthPlan: {} });
    expect(shown['/healthPlan/id']).toEqual({ hidden: false, disabled: false, required: true });
  });

  it('applies an array item layout to each item present in the data', () => {
    const data = { securityAnswers: [{ Answer: 'a' }, { Answer: 'b' }] };
    const off = states(data);
    expect(off['/securityAnswers/0/Answer']?.hidden).toBe(false);
    expect(off['/securityAnswers/1/Answer']?.hidden).toBe(false);
    expect(off['/securityAnswers/2/Answer']).toBeUndefined();
    expect(states(data, {}, { securityQuestionsDisabled: true })['/securityAnswers/1/Answer']?.hidden).toBe(true);
  });

  it('treats "items" as a property name where the data is not a list', () => {
    const result = computeFieldStates({ cart: { items: { 'ui:rules': [{ effect: 'hide', when: { all: [] } }] } } }, {
      cart: { items: 'x' },
    });
    expect(result['/cart/items']?.hidden).toBe(true);
  });
});

describe('fieldStateAt', () => {
  it('gives a field the ui schema does not mention the hidden and disabled flags of its group', () => {
    const result = states({ healthPlan: {} });
    expect(fieldStateAt(result, '/healthPlan/name')).toEqual({ hidden: true, disabled: false, required: false });
    expect(fieldStateAt(result, '/unmentioned')).toEqual(DEFAULT_FIELD_STATE);
  });
});

describe('rules that ask which list row they are on', () => {
  it('requires the first three rows only', async () => {
    const { computeFieldStates } = await import('../../../src/engine/rules/field-states.js');
    const ui = { answers: { items: { text: { 'ui:rules': [{ effect: 'require', when: { row: true, in: [0, 1, 2] } }] } } } };
    const states = computeFieldStates(ui, { answers: [{}, {}, {}, {}, {}] });
    expect([0, 1, 2, 3, 4].map((row) => states[`/answers/${row}/text`]?.required)).toEqual([true, true, true, false, false]);
  });
});
