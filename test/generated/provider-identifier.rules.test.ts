// generated - do not edit: written by `npm run gen` from schemas/defs/provider-identifier.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/provider-identifier.json';
import validators from '../../src/generated/validators/provider-identifier.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('provider-identifier (schemas/defs/provider-identifier.json)', () => {
  it('provider-identifier: accepts {"type":0,"value":"123456789"}', () => {
    expect(messagesAt(validate, base, '', {"type":0,"value":"123456789"})).toEqual([]);
  });
  it('provider-identifier: accepts {"type":5,"value":"987654321"}', () => {
    expect(messagesAt(validate, base, '', {"type":5,"value":"987654321"})).toEqual([]);
  });
  it('provider-identifier: accepts {"type":1,"value":"1234567893"}', () => {
    expect(messagesAt(validate, base, '', {"type":1,"value":"1234567893"})).toEqual([]);
  });
  it('provider-identifier: accepts {"type":1,"value":" 1234567893\\t"}', () => {
    expect(messagesAt(validate, base, '', {"type":1,"value":" 1234567893\t"})).toEqual([]);
  });
  it('provider-identifier: accepts {"type":0,"value":"  123456789 "}', () => {
    expect(messagesAt(validate, base, '', {"type":0,"value":"  123456789 "})).toEqual([]);
  });
  it('provider-identifier: accepts {"type":2,"value":"1987654328"}', () => {
    expect(messagesAt(validate, base, '', {"type":2,"value":"1987654328"})).toEqual([]);
  });
  it('provider-identifier: accepts {"type":3,"value":"CL-1"}', () => {
    expect(messagesAt(validate, base, '', {"type":3,"value":"CL-1"})).toEqual([]);
  });
  it('provider-identifier: accepts {"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789"}', () => {
    expect(messagesAt(validate, base, '', {"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789"})).toEqual([]);
  });
  it('provider-identifier: accepts {"type":4,"value":"G100"}', () => {
    expect(messagesAt(validate, base, '', {"type":4,"value":"G100"})).toEqual([]);
  });
  it(`provider-identifier: rejects {"type":0,"value":"12345678"} with 'Must be 9 digits'`, () => {
    expect(messagesAt(validate, base, '', {"type":0,"value":"12345678"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 9 digits' });
  });
  it(`provider-identifier: rejects {"type":0,"value":"1234567890"} with 'Must be 9 digits'`, () => {
    expect(messagesAt(validate, base, '', {"type":0,"value":"1234567890"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 9 digits' });
  });
  it(`provider-identifier: rejects {"type":0,"value":"12345678A"} with 'Enter digits only, without spaces or dashes'`, () => {
    expect(messagesAt(validate, base, '', {"type":0,"value":"12345678A"})).toContainEqual({ messageId: 'providerIdentifier.digitsOnly', message: 'Enter digits only, without spaces or dashes' });
  });
  it(`provider-identifier: rejects {"type":5,"value":"12345678"} with 'Must be 9 digits'`, () => {
    expect(messagesAt(validate, base, '', {"type":5,"value":"12345678"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 9 digits' });
  });
  it(`provider-identifier: rejects {"type":1,"value":"123456789"} with 'Must be 10 digits'`, () => {
    expect(messagesAt(validate, base, '', {"type":1,"value":"123456789"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 10 digits' });
  });
  it(`provider-identifier: rejects {"type":2,"value":"12345678901"} with 'Must be 10 digits'`, () => {
    expect(messagesAt(validate, base, '', {"type":2,"value":"12345678901"})).toContainEqual({ messageId: 'providerIdentifier.digits', message: 'Must be 10 digits' });
  });
  it(`provider-identifier: rejects {"type":2,"value":"123456789O"} with 'Enter digits only, without spaces or dashes'`, () => {
    expect(messagesAt(validate, base, '', {"type":2,"value":"123456789O"})).toContainEqual({ messageId: 'providerIdentifier.digitsOnly', message: 'Enter digits only, without spaces or dashes' });
  });
  it(`provider-identifier: rejects {"type":1,"value":"1234567890"} with 'This NPI is not valid: check the number and try again'`, () => {
    expect(messagesAt(validate, base, '', {"type":1,"value":"1234567890"})).toContainEqual({ messageId: 'providerIdentifier.npiCheckDigit', message: 'This NPI is not valid: check the number and try again' });
  });
  it(`provider-identifier: rejects {"type":2,"value":"1987654320"} with 'This NPI is not valid: check the number and try again'`, () => {
    expect(messagesAt(validate, base, '', {"type":2,"value":"1987654320"})).toContainEqual({ messageId: 'providerIdentifier.npiCheckDigit', message: 'This NPI is not valid: check the number and try again' });
  });
  it(`provider-identifier: rejects {"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789X"} with 'A Provider ID (CLID) can have at most 36 characters'`, () => {
    expect(messagesAt(validate, base, '', {"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789X"})).toContainEqual({ messageId: 'providerIdentifier.clidLength', message: 'A Provider ID (CLID) can have at most 36 characters' });
  });
  it(`provider-identifier: rejects {"type":6,"value":"123456789"} with 'Identifier Type is invalid'`, () => {
    expect(messagesAt(validate, base, '', {"type":6,"value":"123456789"})).toContainEqual({ messageId: 'field.invalid', message: 'Identifier Type is invalid' });
  });
  it(`provider-identifier: rejects {"type":0} with 'Identifier is required'`, () => {
    expect(messagesAt(validate, base, '', {"type":0})).toContainEqual({ messageId: 'field.required', message: 'Identifier is required' });
  });
});
