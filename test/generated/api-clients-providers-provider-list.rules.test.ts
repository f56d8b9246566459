// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-provider-list.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-clients-providers-provider-list.json';
import validators from '../../src/generated/validators/api-clients-providers-provider-list.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {};

describe('api-clients-providers-provider-list (schemas/models/api-clients-providers-provider-list.json)', () => {
  it("api-clients-providers-provider-list: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
});
