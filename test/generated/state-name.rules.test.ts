// generated - do not edit: written by `npm run gen` from schemas/defs/state-name.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/state-name.json';
import validators from '../../src/generated/validators/state-name.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('state-name (schemas/defs/state-name.json)', () => {
  it("state-name: accepts 'Alabama'", () => {
    expect(messagesAt(validate, base, '', 'Alabama')).toEqual([]);
  });
  it("state-name: accepts 'District of Columbia'", () => {
    expect(messagesAt(validate, base, '', 'District of Columbia')).toEqual([]);
  });
  it("state-name: accepts 'Virgin Islands'", () => {
    expect(messagesAt(validate, base, '', 'Virgin Islands')).toEqual([]);
  });
  it("state-name: accepts 'Foreign'", () => {
    expect(messagesAt(validate, base, '', 'Foreign')).toEqual([]);
  });
  it("state-name: rejects 'AL' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '', 'AL')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("state-name: rejects 'Atlantis' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Atlantis')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("state-name: rejects a NUL byte in 'Alabama' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '', 'Ala\u0000ama')).toEqual([{ messageId: 'field.invalid', message: 'State is invalid' }]);
  });
});
