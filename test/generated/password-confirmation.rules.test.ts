// generated - do not edit: written by `npm run gen` from schemas/defs/password-confirmation.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/password-confirmation.json';
import validators from '../../src/generated/validators/password-confirmation.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('password-confirmation (schemas/defs/password-confirmation.json)', () => {
  it("password-confirmation: accepts 'Pasw0rdX'", () => {
    expect(messagesAt(validate, base, '', 'Pasw0rdX')).toEqual([]);
  });
  it("password-confirmation: rejects a NUL byte in 'Pasw0rdX' with 'Confirm Password is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Pasw\u0000rdX')).toEqual([{ messageId: 'field.invalid', message: 'Confirm Password is invalid' }]);
  });
});
