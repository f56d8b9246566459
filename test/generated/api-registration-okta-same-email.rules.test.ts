// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-okta-same-email.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-registration-okta-same-email.json';
import validators from '../../src/generated/validators/api-registration-okta-same-email.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"email":"pat.lee@clinic.example.org","token":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","register":true};

describe('api-registration-okta-same-email (schemas/models/api-registration-okta-same-email.json)', () => {
  it("api-registration-okta-same-email: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("email: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/email', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("email: rejects 'patlee' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '/email', 'patlee')).toContainEqual({ messageId: 'username.invalid', message: 'Username must be an e-mail address' });
  });
  it('email: accepts 150 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/email', 'pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([]);
  });
  it("email: rejects 151 characters with 'Email must be at most 150 characters'", () => {
    expect(messagesAt(validate, base, '/email', 'ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([{ messageId: 'field.maxLength', message: 'Email must be at most 150 characters' }]);
  });
  it("email: rejects a NUL byte in 'pat.lee@clinic.example.org' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '/email', 'pat.lee@clini\u0000.example.org')).toEqual([{ messageId: 'username.invalid', message: 'Username must be an e-mail address' }]);
  });
});
