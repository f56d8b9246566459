// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-user-update.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-clients-providers-user-update.json';
import validators from '../../src/generated/validators/api-clients-providers-user-update.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userId":12,"userRole":1,"userName":"pat@clinic.example","providerIdentifiers":[{"value":"1234567893","type":1,"selectedType":{"key":1},"providerIdentifierMappings":[]}],"providerClients":[{"id":3,"name":"Plan","selected":true,"pin":"4321"}],"healthPlan":null,"commercialHealthplanSelected":true,"geneticCounselor":false};

describe('api-clients-providers-user-update (schemas/models/api-clients-providers-user-update.json)', () => {
  it("api-clients-providers-user-update: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('userId: accepts 12', () => {
    expect(messagesAt(validate, base, '/userId', 12)).toEqual([]);
  });
  it('userRole: accepts 1', () => {
    expect(messagesAt(validate, base, '/userRole', 1)).toEqual([]);
  });
  it('userRole: accepts 2', () => {
    expect(messagesAt(validate, base, '/userRole', 2)).toEqual([]);
  });
  it('userRole: accepts 5', () => {
    expect(messagesAt(validate, base, '/userRole', 5)).toEqual([]);
  });
  it('userRole: accepts 10', () => {
    expect(messagesAt(validate, base, '/userRole', 10)).toEqual([]);
  });
  it('userRole: accepts {"name":"Ordering Provider"}', () => {
    expect(messagesAt(validate, base, '/userRole', {"name":"Ordering Provider"})).toEqual([]);
  });
  it('userRole: accepts {"id":10,"name":"Genetic Counselor"}', () => {
    expect(messagesAt(validate, base, '/userRole', {"id":10,"name":"Genetic Counselor"})).toEqual([]);
  });
  it("userRole: rejects 4 with 'User Role is invalid'", () => {
    expect(messagesAt(validate, base, '/userRole', 4)).toContainEqual({ messageId: 'field.invalid', message: 'User Role is invalid' });
  });
  it("userRole: rejects 'Ordering Provider' with 'User Role is invalid'", () => {
    expect(messagesAt(validate, base, '/userRole', 'Ordering Provider')).toContainEqual({ messageId: 'field.invalid', message: 'User Role is invalid' });
  });
  it(`userRole: rejects {"name":"Ordering Provider","level":3} with 'User Role is invalid'`, () => {
    expect(messagesAt(validate, base, '/userRole', {"name":"Ordering Provider","level":3})).toContainEqual({ messageId: 'field.invalid', message: 'User Role is invalid' });
  });
  it('providerClients: accepts [{"id":3,"name":"Plan","selected":true}]', () => {
    expect(messagesAt(validate, base, '/providerClients', [{"id":3,"name":"Plan","selected":true}])).toEqual([]);
  });
  it('providerIdentifiers: accepts [{"type":1,"value":"1234567893"}]', () => {
    expect(messagesAt(validate, base, '/providerIdentifiers', [{"type":1,"value":"1234567893"}])).toEqual([]);
  });
  it('healthPlan: accepts null', () => {
    expect(messagesAt(validate, base, '/healthPlan', null)).toEqual([]);
  });
  it('healthPlan: accepts {"id":3}', () => {
    expect(messagesAt(validate, base, '/healthPlan', {"id":3})).toEqual([]);
  });
});
