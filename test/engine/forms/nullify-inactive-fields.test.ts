import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { computeFieldStates } from '../../../src/engine/rules/field-states.js';
import { nullifyInactiveFields } from '../../../src/engine/forms/nullify-inactive-fields.js';

const schema: SchemaNode = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    password: { $ref: '#/definitions/password' },
    domainId: { type: 'string' },
    useSameEmail: { type: 'boolean' },
    providerClients: { type: 'array', items: { type: 'string' } },
    address: {
      type: 'object',
      properties: { city: { type: 'string' }, isPrimary: { type: 'boolean' } },
    },
  },
  definitions: { password: { type: 'string' } },
};
const internal = { 'ui:rules': [{ effect: 'disable', when: { context: 'isInternalUser', equals: true } }] };
const hiddenForInternal = { 'ui:rules': [{ effect: 'hide', when: { context: 'isInternalUser', equals: true } }] };
const ui: SchemaNode = {
  password: internal,
  domainId: { 'ui:rules': [{ effect: 'show', when: { context: 'isInternalUser', equals: true } }] },
  useSameEmail: hiddenForInternal,
  providerClients: hiddenForInternal,
  address: hiddenForInternal,
};
const data = {
  username: 'pat@corp.example',
  password: 'Pasw0rdX',
  domainId: 'PLEE',
  useSameEmail: true,
  providerClients: ['a', 'b'],
  address: { city: 'Albany', isPrimary: true },
};

describe('nullifyInactiveFields', () => {
  it('resets disabled and hidden fields by schema type: null, false, no selection', () => {
    const states = computeFieldStates(ui, data, { context: { isInternalUser: true } });
    expect(nullifyInactiveFields(data, states, schema)).toEqual({
      username: 'pat@corp.example',
      password: null,
      domainId: 'PLEE',
      useSameEmail: false,
      providerClients: [],
      address: { city: null, isPrimary: false },
    });
  });

  it('resets a field hidden by a show rule whose condition fails', () => {
    const states = computeFieldStates(ui, data, { context: { isInternalUser: false } });
    expect(nullifyInactiveFields(data, states, schema)).toEqual({ ...data, domainId: null });
  });

  it('does not change the data it is given', () => {
    const before = structuredClone(data);
    nullifyInactiveFields(data, computeFieldStates(ui, data, { context: { isInternalUser: true } }), schema);
    expect(data).toEqual(before);
  });

  it('leaves an absent field absent', () => {
    const sparse = { username: 'pat@corp.example' };
    const result = nullifyInactiveFields(sparse, computeFieldStates(ui, sparse, { context: { isInternalUser: true } }), schema);
    expect(result).toEqual(sparse);
    expect('password' in result).toBe(false);
  });

  it('resets fields inside array items', () => {
    const itemUi: SchemaNode = { answers: { items: { text: hiddenForInternal } } };
    const itemSchema: SchemaNode = {
      type: 'object',
      properties: { answers: { type: 'array', items: { type: 'object', properties: { id: {}, text: { type: 'string' } } } } },
    };
    const value = { answers: [{ id: 1, text: 'a' }, { id: 2, text: 'b' }] };
    const states = computeFieldStates(itemUi, value, { context: { isInternalUser: true } });
    expect(nullifyInactiveFields(value, states, itemSchema)).toEqual({
      answers: [
        { id: 1, text: null },
        { id: 2, text: null },
      ],
    });
  });
});
