// generated - do not edit: written by `npm run gen` from schemas/models/okta-email-otp.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/okta-email-otp.json';
import validators from '../../src/generated/validators/okta-email-otp.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"oktaPasscode":"123456"};

describe('okta-email-otp (schemas/models/okta-email-otp.json)', () => {
  it("okta-email-otp: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
});
