// generated - do not edit: written by `npm run gen` from schemas/defs/person-name.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/person-name.json';
import validators from '../../src/generated/validators/person-name.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('person-name (schemas/defs/person-name.json)', () => {
  it("person-name: accepts 'Al'", () => {
    expect(messagesAt(validate, base, '', 'Al')).toEqual([]);
  });
  it("person-name: accepts 'Mary-Jane'", () => {
    expect(messagesAt(validate, base, '', 'Mary-Jane')).toEqual([]);
  });
  it("person-name: accepts 'O'Brien'", () => {
    expect(messagesAt(validate, base, '', "O'Brien")).toEqual([]);
  });
  it("person-name: accepts 'de la Cruz Jr.'", () => {
    expect(messagesAt(validate, base, '', 'de la Cruz Jr.')).toEqual([]);
  });
  it("person-name: accepts 'Abcdefghijklmnopqrstuvwxy'", () => {
    expect(messagesAt(validate, base, '', 'Abcdefghijklmnopqrstuvwxy')).toEqual([]);
  });
  it("person-name: rejects 'A' with 'Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '', 'A')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Name must be between 2 and 25 characters' });
  });
  it("person-name: rejects 'Abcdefghijklmnopqrstuvwxyz' with 'Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '', 'Abcdefghijklmnopqrstuvwxyz')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Name must be between 2 and 25 characters' });
  });
  it("person-name: rejects 'R2D2' with 'Name may contain only letters, spaces and ` ' , - . _'", () => {
    expect(messagesAt(validate, base, '', 'R2D2')).toContainEqual({ messageId: 'name.characters', message: "Name may contain only letters, spaces and ` ' , - . _" });
  });
  it('person-name: accepts 2 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '', 'Al')).toEqual([]);
  });
  it("person-name: rejects 1 character with 'Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '', 'l')).toEqual([{ messageId: 'field.lengthBetween', message: 'Name must be between 2 and 25 characters' }]);
  });
  it('person-name: accepts 25 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', 'AlAlAlAlAlAlAlAlAlAlAlAlA')).toEqual([]);
  });
  it("person-name: rejects 26 characters with 'Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '', 'AlAlAlAlAlAlAlAlAlAlAlAlAl')).toEqual([{ messageId: 'field.lengthBetween', message: 'Name must be between 2 and 25 characters' }]);
  });
  it("person-name: rejects a NUL byte in 'Al' with 'Name may contain only letters, spaces and ` ' , - . _'", () => {
    expect(messagesAt(validate, base, '', 'A\u0000')).toEqual([{ messageId: 'name.characters', message: "Name may contain only letters, spaces and ` ' , - . _" }]);
  });
});
