// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-provider-validity.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-clients-providers-provider-validity.json';
import validators from '../../src/generated/validators/api-clients-providers-provider-validity.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"identifier":{"type":1,"value":"1234567893"},"userRole":1};

describe('api-clients-providers-provider-validity (schemas/models/api-clients-providers-provider-validity.json)', () => {
  it("api-clients-providers-provider-validity: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('identifier: accepts {"type":0,"value":"123456789"}', () => {
    expect(messagesAt(validate, base, '/identifier', {"type":0,"value":"123456789"})).toEqual([]);
  });
  it('identifier: accepts {"type":5,"value":"987654321"}', () => {
    expect(messagesAt(validate, base, '/identifier', {"type":5,"value":"987654321"})).toEqual([]);
  });
  it('identifier: accepts {"type":1,"value":"1234567893"}', () => {
    expect(messagesAt(validate, base, '/identifier', {"type":1,"value":"1234567893"})).toEqual([]);
  });
  it('identifier: accepts {"type":1,"value":" 1234567893\\t"}', () => {
    expect(messagesAt(validate, base, '/identifier', {"type":1,"value":" 1234567893\t"})).toEqual([]);
  });
  it('identifier: accepts {"type":0,"value":"  123456789 "}', () => {
    expect(messagesAt(validate, base, '/identifier', {"type":0,"value":"  123456789 "})).toEqual([]);
  });
  it('identifier: accepts {"type":2,"value":"1987654328"}', () => {
    expect(messagesAt(validate, base, '/identifier', {"type":2,"value":"1987654328"})).toEqual([]);
  });
  it('identifier: accepts {"type":3,"value":"CL-1"}', () => {
    expect(messagesAt(validate, base, '/identifier', {"type":3,"value":"CL-1"})).toEqual([]);
  });
  it('identifier: accepts {"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789"}', () => {
    expect(messagesAt(validate, base, '/identifier', {"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789"})).toEqual([]);
  });
  it('identifier: accepts {"type":4,"value":"G100"}', () => {
    expect(messagesAt(validate, base, '/identifier', {"type":4,"value":"G100"})).toEqual([]);
  });
  it(`identifier: rejects {"type":0,"value":"12345678"} with 'Must be 9 digits'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":0,"value":"12345678"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 9 digits' });
  });
  it(`identifier: rejects {"type":0,"value":"1234567890"} with 'Must be 9 digits'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":0,"value":"1234567890"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 9 digits' });
  });
  it(`identifier: rejects {"type":0,"value":"12345678A"} with 'Enter digits only, without spaces or dashes'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":0,"value":"12345678A"})).toContainEqual({ messageId: 'providerIdentifier.digitsOnly', message: 'Enter digits only, without spaces or dashes' });
  });
  it(`identifier: rejects {"type":5,"value":"12345678"} with 'Must be 9 digits'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":5,"value":"12345678"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 9 digits' });
  });
  it(`identifier: rejects {"type":1,"value":"123456789"} with 'Must be 10 digits'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":1,"value":"123456789"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 10 digits' });
  });
  it(`identifier: rejects {"type":2,"value":"12345678901"} with 'Must be 10 digits'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":2,"value":"12345678901"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 10 digits' });
  });
  it(`identifier: rejects {"type":2,"value":"123456789O"} with 'Enter digits only, without spaces or dashes'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":2,"value":"123456789O"})).toContainEqual({ messageId: 'providerIdentifier.digitsOnly', message: 'Enter digits only, without spaces or dashes' });
  });
  it(`identifier: rejects {"type":1,"value":"1234567890"} with 'This NPI is not valid: check the number and try again'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":1,"value":"1234567890"})).toContainEqual({ messageId: 'providerIdentifier.npiCheckDigit', message: 'This NPI is not valid: check the number and try again' });
  });
  it(`identifier: rejects {"type":2,"value":"1987654320"} with 'This NPI is not valid: check the number and try again'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":2,"value":"1987654320"})).toContainEqual({ messageId: 'providerIdentifier.npiCheckDigit', message: 'This NPI is not valid: check the number and try again' });
  });
  it(`identifier: rejects {"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789X"} with 'A Provider ID (CLID) can have at most 36 characters'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789X"})).toContainEqual({ messageId: 'providerIdentifier.clidLength', message: 'A Provider ID (CLID) can have at most 36 characters' });
  });
  it(`identifier: rejects {"type":6,"value":"123456789"} with 'Identifier Type is invalid'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":6,"value":"123456789"})).toContainEqual({ messageId: 'field.invalid', message: 'Identifier Type is invalid' });
  });
  it(`identifier: rejects {"type":0} with 'Identifier is required'`, () => {
    expect(messagesAt(validate, base, '/identifier', {"type":0})).toContainEqual({ messageId: 'field.required', message: 'Identifier is required' });
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
});
