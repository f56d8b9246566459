// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-registration-queue.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-staff-registration-queue.json';
import validators from '../../src/generated/validators/api-staff-registration-queue.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {};

describe('api-staff-registration-queue (schemas/models/api-staff-registration-queue.json)', () => {
  it("api-staff-registration-queue: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("limit: accepts '25'", () => {
    expect(messagesAt(validate, base, '/limit', '25')).toEqual([]);
  });
  it("limit: rejects a NUL byte in '25' with 'Limit is invalid'", () => {
    expect(messagesAt(validate, base, '/limit', '2\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Limit is invalid' }]);
  });
  it("offset: accepts '0'", () => {
    expect(messagesAt(validate, base, '/offset', '0')).toEqual([]);
  });
  it("offset: rejects a NUL byte in '0' with 'Offset is invalid'", () => {
    expect(messagesAt(validate, base, '/offset', '\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Offset is invalid' }]);
  });
});
