// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-confirmation.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-registration-confirmation.json';
import validators from '../../src/generated/validators/api-registration-confirmation.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {};

describe('api-registration-confirmation (schemas/models/api-registration-confirmation.json)', () => {
  it("api-registration-confirmation: accepts a complete example built from each field's first example", () => {
    expect(validate(base)).toEqual([]);
  });
});
