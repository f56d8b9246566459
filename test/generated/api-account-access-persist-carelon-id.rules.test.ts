// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-persist-carelon-id.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-persist-carelon-id.json';
import validators from '../../src/generated/validators/api-account-access-persist-carelon-id.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userName":"pat.lee@clinic.example.org","carelonId":"CRL-000123"};

describe('api-account-access-persist-carelon-id (schemas/models/api-account-access-persist-carelon-id.json)', () => {
  it("api-account-access-persist-carelon-id: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("userName: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it('userName: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/userName', 'g')).toEqual([]);
  });
  it("userName: rejects 0 characters with 'Username is required'", () => {
    expect(messagesAt(validate, base, '/userName', '')).toEqual([{ messageId: 'field.required', message: 'Username is required' }]);
  });
  it('userName: accepts 150 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.examp')).toEqual([]);
  });
  it("userName: rejects 151 characters with 'Username must be at most 150 characters'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.example.orgpat.lee@clinic.exampl')).toEqual([{ messageId: 'field.maxLength', message: 'Username must be at most 150 characters' }]);
  });
  it("userName: rejects a NUL byte in 'pat.lee@clinic.example.org' with 'Username is invalid'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clini\u0000.example.org')).toEqual([{ messageId: 'field.invalid', message: 'Username is invalid' }]);
  });
  it("carelonId: accepts 'CRL-000123'", () => {
    expect(messagesAt(validate, base, '/carelonId', 'CRL-000123')).toEqual([]);
  });
  it('carelonId: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/carelonId', '3')).toEqual([]);
  });
  it("carelonId: rejects 0 characters with 'Carelon Id is required'", () => {
    expect(messagesAt(validate, base, '/carelonId', '')).toEqual([{ messageId: 'field.required', message: 'Carelon Id is required' }]);
  });
  it('carelonId: accepts 64 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/carelonId', 'CRL-000123CRL-000123CRL-000123CRL-000123CRL-000123CRL-000123CRL-')).toEqual([]);
  });
  it("carelonId: rejects 65 characters with 'Carelon Id must be at most 64 characters'", () => {
    expect(messagesAt(validate, base, '/carelonId', 'CRL-000123CRL-000123CRL-000123CRL-000123CRL-000123CRL-000123CRL-0')).toEqual([{ messageId: 'field.maxLength', message: 'Carelon Id must be at most 64 characters' }]);
  });
  it("carelonId: rejects a NUL byte in 'CRL-000123' with 'Carelon Id may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/carelonId', 'CRL-0\u00000123')).toEqual([{ messageId: 'field.alphanumeric', message: 'Carelon Id may contain only letters and digits' }]);
  });
});
