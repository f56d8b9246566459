// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-approve.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-staff-approve.json';
import validators from '../../src/generated/validators/api-staff-approve.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"userId":12};

describe('api-staff-approve (schemas/models/api-staff-approve.json)', () => {
  it("api-staff-approve: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('userId: accepts 12', () => {
    expect(messagesAt(validate, base, '/userId', 12)).toEqual([]);
  });
});
