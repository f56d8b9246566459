// generated - do not edit: written by `npm run gen` from schemas/models/health-plan-details.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/health-plan-details.json';
import validators from '../../src/generated/validators/health-plan-details.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"id":101};

describe('health-plan-details (schemas/models/health-plan-details.json)', () => {
  it("health-plan-details: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
});
