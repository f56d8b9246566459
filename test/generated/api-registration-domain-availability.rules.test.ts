// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-domain-availability.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-registration-domain-availability.json';
import validators from '../../src/generated/validators/api-registration-domain-availability.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"domainId":"PLEE2024"};

describe('api-registration-domain-availability (schemas/models/api-registration-domain-availability.json)', () => {
  it("api-registration-domain-availability: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("domainId: accepts 'jdoe1'", () => {
    expect(messagesAt(validate, base, '/domainId', 'jdoe1')).toEqual([]);
  });
  it("domainId: accepts 'PatriciaLee2024'", () => {
    expect(messagesAt(validate, base, '/domainId', 'PatriciaLee2024')).toEqual([]);
  });
  it("domainId: rejects 'jdoe' with 'US Domain ID must be at least 5 characters'", () => {
    expect(messagesAt(validate, base, '/domainId', 'jdoe')).toContainEqual({ messageId: 'field.minLength', message: 'US Domain ID must be at least 5 characters' });
  });
  it("domainId: rejects 'j.doe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/domainId', 'j.doe1')).toContainEqual({ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' });
  });
  it("domainId: rejects 'US\\jdoe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/domainId', 'US\\jdoe1')).toContainEqual({ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' });
  });
  it('domainId: accepts 5 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/domainId', 'jdoe1')).toEqual([]);
  });
  it("domainId: rejects 4 characters with 'US Domain ID must be at least 5 characters'", () => {
    expect(messagesAt(validate, base, '/domainId', 'doe1')).toEqual([{ messageId: 'field.minLength', message: 'US Domain ID must be at least 5 characters' }]);
  });
  it("domainId: rejects a NUL byte in 'jdoe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/domainId', 'jd\u0000e1')).toEqual([{ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' }]);
  });
});
