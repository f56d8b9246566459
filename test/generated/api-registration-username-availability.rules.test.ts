// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-username-availability.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-registration-username-availability.json';
import validators from '../../src/generated/validators/api-registration-username-availability.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userName":"pat.lee@clinic.example.org"};

describe('api-registration-username-availability (schemas/models/api-registration-username-availability.json)', () => {
  it("api-registration-username-availability: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("userName: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("userName: rejects 'patlee' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '/userName', 'patlee')).toContainEqual({ messageId: 'username.invalid', message: 'Username must be an e-mail address' });
  });
  it('userName: accepts 150 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/userName', 'pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([]);
  });
  it("userName: rejects 151 characters with 'Username (Email Address) must be at most 150 characters'", () => {
    expect(messagesAt(validate, base, '/userName', 'ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([{ messageId: 'field.maxLength', message: 'Username (Email Address) must be at most 150 characters' }]);
  });
  it("userName: rejects a NUL byte in 'pat.lee@clinic.example.org' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee@clini\u0000.example.org')).toEqual([{ messageId: 'username.invalid', message: 'Username must be an e-mail address' }]);
  });
});
