// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-reject.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-staff-reject.json';
import validators from '../../src/generated/validators/api-staff-reject.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userId":12,"reason":"The NPI entered belongs to another practice."};

describe('api-staff-reject (schemas/models/api-staff-reject.json)', () => {
  it("api-staff-reject: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('userId: accepts 12', () => {
    expect(messagesAt(validate, base, '/userId', 12)).toEqual([]);
  });
  it("reason: accepts 'The NPI entered belongs to another practice.'", () => {
    expect(messagesAt(validate, base, '/reason', 'The NPI entered belongs to another practice.')).toEqual([]);
  });
  it("reason: accepts 'We could not confirm your organization.\nPlease call us.'", () => {
    expect(messagesAt(validate, base, '/reason', 'We could not confirm your organization.\nPlease call us.')).toEqual([]);
  });
  it("reason: rejects 'Ring\u0007' with 'Reason is invalid'", () => {
    expect(messagesAt(validate, base, '/reason', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Reason is invalid' });
  });
  it("reason: rejects 'Carriage\rreturn' with 'Reason is invalid'", () => {
    expect(messagesAt(validate, base, '/reason', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Reason is invalid' });
  });
  it('reason: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/reason', '.')).toEqual([]);
  });
  it("reason: rejects 0 characters with 'Reason is required'", () => {
    expect(messagesAt(validate, base, '/reason', '')).toEqual([{ messageId: 'field.required', message: 'Reason is required' }]);
  });
  it('reason: accepts 500 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/reason', 'The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered ')).toEqual([]);
  });
  it("reason: rejects 501 characters with 'Reason must be at most 500 characters'", () => {
    expect(messagesAt(validate, base, '/reason', 'The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered belongs to another practice.The NPI entered b')).toEqual([{ messageId: 'field.maxLength', message: 'Reason must be at most 500 characters' }]);
  });
  it("reason: rejects a NUL byte in 'The NPI entered belongs to another practice.' with 'Reason is invalid'", () => {
    expect(messagesAt(validate, base, '/reason', 'The NPI entered belong\u0000 to another practice.')).toEqual([{ messageId: 'field.invalid', message: 'Reason is invalid' }]);
  });
});
