// generated - do not edit: written by `npm run gen` from schemas/defs/domain-id.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/domain-id.json';
import validators from '../../src/generated/validators/domain-id.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('domain-id (schemas/defs/domain-id.json)', () => {
  it("domain-id: accepts 'jdoe1'", () => {
    expect(messagesAt(validate, base, '', 'jdoe1')).toEqual([]);
  });
  it("domain-id: accepts 'PatriciaLee2024'", () => {
    expect(messagesAt(validate, base, '', 'PatriciaLee2024')).toEqual([]);
  });
  it("domain-id: rejects 'jdoe' with 'US Domain ID must be at least 5 characters'", () => {
    expect(messagesAt(validate, base, '', 'jdoe')).toContainEqual({ messageId: 'field.minLength', message: 'US Domain ID must be at least 5 characters' });
  });
  it("domain-id: rejects 'j.doe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '', 'j.doe1')).toContainEqual({ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' });
  });
  it("domain-id: rejects 'US\\jdoe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '', 'US\\jdoe1')).toContainEqual({ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' });
  });
  it('domain-id: accepts 5 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', 'jdoe1')).toEqual([]);
  });
  it("domain-id: rejects 4 characters with 'US Domain ID must be at least 5 characters'", () => {
    expect(messagesAt(validate, base, '', 'doe1')).toEqual([{ messageId: 'field.minLength', message: 'US Domain ID must be at least 5 characters' }]);
  });
  it("domain-id: rejects a NUL byte in 'jdoe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '', 'jd\u0000e1')).toEqual([{ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' }]);
  });
});
