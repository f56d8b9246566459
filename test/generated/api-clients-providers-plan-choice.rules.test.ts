// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-plan-choice.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-clients-providers-plan-choice.json';
import validators from '../../src/generated/validators/api-clients-providers-plan-choice.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"id":3};

describe('api-clients-providers-plan-choice (schemas/models/api-clients-providers-plan-choice.json)', () => {
  it("api-clients-providers-plan-choice: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('id: accepts 3', () => {
    expect(messagesAt(validate, base, '/id', 3)).toEqual([]);
  });
});
