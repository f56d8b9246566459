// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-security-answers-validate.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-account-access-security-answers-validate.json';
import validators from '../../src/generated/validators/api-account-access-security-answers-validate.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"tokenResponse":"","criteria":[{"userToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","index":1,"questionId":3,"answerText":"Fluffy","accountResetTypeId":1},{"userToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","index":2,"questionId":5,"answerText":"Springfield","accountResetTypeId":1}]};

describe('api-account-access-security-answers-validate (schemas/models/api-account-access-security-answers-validate.json)', () => {
  it("api-account-access-security-answers-validate: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it('criteria: accepts [{"userToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","index":1,"questionId":3,"answerText":"Fluffy","accountResetTypeId":1},{"userToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","index":2,"questionId":5,"answerText":"Springfield","accountResetTypeId":1}]', () => {
    expect(messagesAt(validate, base, '/criteria', [{"userToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","index":1,"questionId":3,"answerText":"Fluffy","accountResetTypeId":1},{"userToken":"q2Vh0yJ3x1m9Zs8bWc4tEo6uR7aL5kNdPfGiHjY0QwE","index":2,"questionId":5,"answerText":"Springfield","accountResetTypeId":1}])).toEqual([]);
  });
});
