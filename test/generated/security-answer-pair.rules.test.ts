// generated - do not edit: written by `npm run gen` from schemas/defs/security-answer-pair.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/security-answer-pair.json';
import validators from '../../src/generated/validators/security-answer-pair.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('security-answer-pair (schemas/defs/security-answer-pair.json)', () => {
  it('security-answer-pair: accepts {"QuestionId":3,"Answer":"Fluffy"}', () => {
    expect(messagesAt(validate, base, '', {"QuestionId":3,"Answer":"Fluffy"})).toEqual([]);
  });
  it('security-answer-pair: accepts {}', () => {
    expect(messagesAt(validate, base, '', {})).toEqual([]);
  });
  it(`security-answer-pair: rejects {"QuestionId":3} with 'Choose a question and enter its answer together'`, () => {
    expect(messagesAt(validate, base, '', {"QuestionId":3})).toContainEqual({ messageId: 'securityQuestion.pairIncomplete', message: 'Choose a question and enter its answer together' });
  });
  it(`security-answer-pair: rejects {"QuestionId":3,"Answer":""} with 'Choose a question and enter its answer together'`, () => {
    expect(messagesAt(validate, base, '', {"QuestionId":3,"Answer":""})).toContainEqual({ messageId: 'securityQuestion.pairIncomplete', message: 'Choose a question and enter its answer together' });
  });
  it(`security-answer-pair: rejects {"Answer":"Fluffy"} with 'Choose a question and enter its answer together'`, () => {
    expect(messagesAt(validate, base, '', {"Answer":"Fluffy"})).toContainEqual({ messageId: 'securityQuestion.pairIncomplete', message: 'Choose a question and enter its answer together' });
  });
  it(`security-answer-pair: rejects {"QuestionId":3,"Answer":"F"} with 'Answer must be between 2 and 30 characters'`, () => {
    expect(messagesAt(validate, base, '', {"QuestionId":3,"Answer":"F"})).toContainEqual({ messageId: 'field.lengthBetween', message: 'Answer must be between 2 and 30 characters' });
  });
});
