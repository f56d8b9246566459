// generated - do not edit: written by `npm run gen` from schemas/defs/number.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/number.json';
import validators from '../../src/generated/validators/number.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('number (schemas/defs/number.json)', () => {
  it('number: accepts 0', () => {
    expect(messagesAt(validate, base, '', 0)).toEqual([]);
  });
  it('number: accepts 2.5', () => {
    expect(messagesAt(validate, base, '', 2.5)).toEqual([]);
  });
  it('number: accepts -3', () => {
    expect(messagesAt(validate, base, '', -3)).toEqual([]);
  });
  it("number: rejects '2.5' with 'Number must be a number'", () => {
    expect(messagesAt(validate, base, '', '2.5')).toContainEqual({ messageId: 'field.number', message: 'Number must be a number' });
  });
  it("number: rejects null with 'Number must be a number'", () => {
    expect(messagesAt(validate, base, '', null)).toContainEqual({ messageId: 'field.number', message: 'Number must be a number' });
  });
});
