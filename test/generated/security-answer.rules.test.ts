// generated - do not edit: written by `npm run gen` from schemas/defs/security-answer.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/security-answer.json';
import validators from '../../src/generated/validators/security-answer.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('security-answer (schemas/defs/security-answer.json)', () => {
  it("security-answer: accepts 'Jo'", () => {
    expect(messagesAt(validate, base, '', 'Jo')).toEqual([]);
  });
  it("security-answer: accepts 'O'Neil, Jr - 3rd Street'", () => {
    expect(messagesAt(validate, base, '', "O'Neil, Jr - 3rd Street")).toEqual([]);
  });
  it("security-answer: accepts 'Abcdefghijklmnopqrstuvwxyzabcd'", () => {
    expect(messagesAt(validate, base, '', 'Abcdefghijklmnopqrstuvwxyzabcd')).toEqual([]);
  });
  it("security-answer: rejects 'J' with 'Answer must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '', 'J')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Answer must be between 2 and 30 characters' });
  });
  it("security-answer: rejects 'Abcdefghijklmnopqrstuvwxyzabcde' with 'Answer must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '', 'Abcdefghijklmnopqrstuvwxyzabcde')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Answer must be between 2 and 30 characters' });
  });
  it("security-answer: rejects 'Fluffy!' with 'Answer may contain only letters, digits, spaces and - ' ,'", () => {
    expect(messagesAt(validate, base, '', 'Fluffy!')).toContainEqual({ messageId: 'securityAnswer.characters', message: "Answer may contain only letters, digits, spaces and - ' ," });
  });
  it("security-answer: rejects 'Main St.' with 'Answer may contain only letters, digits, spaces and - ' ,'", () => {
    expect(messagesAt(validate, base, '', 'Main St.')).toContainEqual({ messageId: 'securityAnswer.characters', message: "Answer may contain only letters, digits, spaces and - ' ," });
  });
  it('security-answer: accepts 2 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', 'Jo')).toEqual([]);
  });
  it("security-answer: rejects 1 character with 'Answer must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '', 'o')).toEqual([{ messageId: 'field.lengthBetween', message: 'Answer must be between 2 and 30 characters' }]);
  });
  it('security-answer: accepts 30 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', 'JoJoJoJoJoJoJoJoJoJoJoJoJoJoJo')).toEqual([]);
  });
  it("security-answer: rejects 31 characters with 'Answer must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '', 'JoJoJoJoJoJoJoJoJoJoJoJoJoJoJoJ')).toEqual([{ messageId: 'field.lengthBetween', message: 'Answer must be between 2 and 30 characters' }]);
  });
  it("security-answer: rejects a NUL byte in 'Jo' with 'Answer may contain only letters, digits, spaces and - ' ,'", () => {
    expect(messagesAt(validate, base, '', 'J\u0000')).toEqual([{ messageId: 'securityAnswer.characters', message: "Answer may contain only letters, digits, spaces and - ' ," }]);
  });
});
