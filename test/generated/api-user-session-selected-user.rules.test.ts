// generated - do not edit: written by `npm run gen` from schemas/models/api-user-session-selected-user.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-user-session-selected-user.json';
import validators from '../../src/generated/validators/api-user-session-selected-user.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"selectedUserId":42};

describe('api-user-session-selected-user (schemas/models/api-user-session-selected-user.json)', () => {
  it("api-user-session-selected-user: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
});
