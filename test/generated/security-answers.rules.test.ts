// generated - do not edit: written by `npm run gen` from schemas/defs/security-answers.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/security-answers.json';
import validators from '../../src/generated/validators/security-answers.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('security-answers (schemas/defs/security-answers.json)', () => {
  it('security-answers: accepts [{"QuestionId":1,"Answer":"Fluffy"},{"QuestionId":2,"Answer":"Main Street"},{"QuestionId":3,"Answer":"Blue"},{},{}]', () => {
    expect(messagesAt(validate, base, '', [{"QuestionId":1,"Answer":"Fluffy"},{"QuestionId":2,"Answer":"Main Street"},{"QuestionId":3,"Answer":"Blue"},{},{}])).toEqual([]);
  });
  it('security-answers: accepts []', () => {
    expect(messagesAt(validate, base, '', [])).toEqual([]);
  });
  it(`security-answers: rejects [{"QuestionId":1,"Answer":"Fluffy"},{"QuestionId":1,"Answer":"Rex"}] with 'The same security question cannot be used more than once.'`, () => {
    expect(messagesAt(validate, base, '', [{"QuestionId":1,"Answer":"Fluffy"},{"QuestionId":1,"Answer":"Rex"}])).toContainEqual({ messageId: 'securityQuestion.duplicate', message: 'The same security question cannot be used more than once.' });
  });
  it(`security-answers: rejects [{"QuestionId":1,"Answer":"Fluffy"},{"QuestionId":2}] with 'Choose a question and enter its answer together'`, () => {
    expect(messagesAt(validate, base, '', [{"QuestionId":1,"Answer":"Fluffy"},{"QuestionId":2}])).toContainEqual({ messageId: 'securityQuestion.pairIncomplete', message: 'Choose a question and enter its answer together' });
  });
  it("security-answers: rejects [{},{},{},{},{},{}] with 'Security Questions is invalid'", () => {
    expect(messagesAt(validate, base, '', [{},{},{},{},{},{}])).toContainEqual({ messageId: 'field.invalid', message: 'Security Questions is invalid' });
  });
});
