// generated - do not edit: written by `npm run gen` from schemas/models/add-health-plans.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/add-health-plans.json';
import validators from '../../src/generated/validators/add-health-plans.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"plans":[{"id":101}]};

describe('add-health-plans (schemas/models/add-health-plans.json)', () => {
  it("add-health-plans: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('plans: accepts [{"id":101}]', () => {
    expect(messagesAt(validate, base, '/plans', [{"id":101}])).toEqual([]);
  });
  it('plans: accepts [{"id":101},{"id":106,"pin":"7305"}]', () => {
    expect(messagesAt(validate, base, '/plans', [{"id":101},{"id":106,"pin":"7305"}])).toEqual([]);
  });
});
