// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-confirmation.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-registration-confirmation.json';
import validators from '../../src/generated/validators/api-registration-confirmation.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"body":"MTI","token":"yB3cW8d2bJ0k5QmVt7nXr1aZpLs4uEo9hGf6iDc2kTw"};

describe('api-registration-confirmation (schemas/models/api-registration-confirmation.json)', () => {
  it("api-registration-confirmation: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
});
