// generated - do not edit: written by `npm run gen` from schemas/defs/terms-of-use.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/terms-of-use.json';
import validators from '../../src/generated/validators/terms-of-use.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('terms-of-use (schemas/defs/terms-of-use.json)', () => {
  it('terms-of-use: accepts true', () => {
    expect(messagesAt(validate, base, '', true)).toEqual([]);
  });
  it("terms-of-use: rejects false with 'Must agree to the Terms of Use'", () => {
    expect(messagesAt(validate, base, '', false)).toContainEqual({ messageId: 'termsOfUse.required', message: 'Must agree to the Terms of Use' });
  });
});
