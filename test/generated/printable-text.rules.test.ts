// generated - do not edit: written by `npm run gen` from schemas/defs/printable-text.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/printable-text.json';
import validators from '../../src/generated/validators/printable-text.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('printable-text (schemas/defs/printable-text.json)', () => {
  it("printable-text: accepts ''", () => {
    expect(messagesAt(validate, base, '', '')).toEqual([]);
  });
  it("printable-text: accepts 'Line one\nLine two\tand a tab\u000b'", () => {
    expect(messagesAt(validate, base, '', 'Line one\nLine two\tand a tab\u000b')).toEqual([]);
  });
  it("printable-text: accepts 'Café, 2nd floor'", () => {
    expect(messagesAt(validate, base, '', 'Café, 2nd floor')).toEqual([]);
  });
  it("printable-text: rejects 'Ring\u0007' with 'Text is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Text is invalid' });
  });
  it("printable-text: rejects 'Carriage\rreturn' with 'Text is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Text is invalid' });
  });
  it("printable-text: rejects a NUL byte in 'Line one\nLine two\tand a tab\u000b' with 'Text is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Line one\nLine \u0000wo\tand a tab\u000b')).toEqual([{ messageId: 'field.invalid', message: 'Text is invalid' }]);
  });
});
