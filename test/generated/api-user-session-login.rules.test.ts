// generated - do not edit: written by `npm run gen` from schemas/models/api-user-session-login.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-user-session-login.json';
import validators from '../../src/generated/validators/api-user-session-login.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userName":"pat.lee@clinic.example.org","password":"Pasw0rdX"};

describe('api-user-session-login (schemas/models/api-user-session-login.json)', () => {
  it("api-user-session-login: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
});
