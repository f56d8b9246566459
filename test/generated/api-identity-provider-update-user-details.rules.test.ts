// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-update-user-details.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-identity-provider-update-user-details.json';
import validators from '../../src/generated/validators/api-identity-provider-update-user-details.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"firstName":"Patricia"};

describe('api-identity-provider-update-user-details (schemas/models/api-identity-provider-update-user-details.json)', () => {
  it("api-identity-provider-update-user-details: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("firstName: accepts 'Al'", () => {
    expect(messagesAt(validate, base, '/firstName', 'Al')).toEqual([]);
  });
  it("firstName: accepts 'Mary-Jane'", () => {
    expect(messagesAt(validate, base, '/firstName', 'Mary-Jane')).toEqual([]);
  });
  it("firstName: accepts 'O'Brien'", () => {
    expect(messagesAt(validate, base, '/firstName', "O'Brien")).toEqual([]);
  });
  it("firstName: accepts 'de la Cruz Jr.'", () => {
    expect(messagesAt(validate, base, '/firstName', 'de la Cruz Jr.')).toEqual([]);
  });
  it("firstName: accepts 'Abcdefghijklmnopqrstuvwxy'", () => {
    expect(messagesAt(validate, base, '/firstName', 'Abcdefghijklmnopqrstuvwxy')).toEqual([]);
  });
  it("firstName: rejects 'A' with 'First Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '/firstName', 'A')).toContainEqual({ messageId: 'field.lengthBetween', message: 'First Name must be between 2 and 25 characters' });
  });
  it("firstName: rejects 'Abcdefghijklmnopqrstuvwxyz' with 'First Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '/firstName', 'Abcdefghijklmnopqrstuvwxyz')).toContainEqual({ messageId: 'field.lengthBetween', message: 'First Name must be between 2 and 25 characters' });
  });
  it("firstName: rejects 'R2D2' with 'First Name may contain only letters, spaces and ` ' , - . _'", () => {
    expect(messagesAt(validate, base, '/firstName', 'R2D2')).toContainEqual({ messageId: 'name.characters', message: "First Name may contain only letters, spaces and ` ' , - . _" });
  });
  it('firstName: accepts 2 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/firstName', 'Al')).toEqual([]);
  });
  it("firstName: rejects 1 character with 'First Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '/firstName', 'l')).toEqual([{ messageId: 'field.lengthBetween', message: 'First Name must be between 2 and 25 characters' }]);
  });
  it('firstName: accepts 25 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/firstName', 'AlAlAlAlAlAlAlAlAlAlAlAlA')).toEqual([]);
  });
  it("firstName: rejects 26 characters with 'First Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '/firstName', 'AlAlAlAlAlAlAlAlAlAlAlAlAl')).toEqual([{ messageId: 'field.lengthBetween', message: 'First Name must be between 2 and 25 characters' }]);
  });
  it("firstName: rejects a NUL byte in 'Al' with 'First Name may contain only letters, spaces and ` ' , - . _'", () => {
    expect(messagesAt(validate, base, '/firstName', 'A\u0000')).toEqual([{ messageId: 'name.characters', message: "First Name may contain only letters, spaces and ` ' , - . _" }]);
  });
  it("lastName: accepts 'Al'", () => {
    expect(messagesAt(validate, base, '/lastName', 'Al')).toEqual([]);
  });
  it("lastName: accepts 'Mary-Jane'", () => {
    expect(messagesAt(validate, base, '/lastName', 'Mary-Jane')).toEqual([]);
  });
  it("lastName: accepts 'O'Brien'", () => {
    expect(messagesAt(validate, base, '/lastName', "O'Brien")).toEqual([]);
  });
  it("lastName: accepts 'de la Cruz Jr.'", () => {
    expect(messagesAt(validate, base, '/lastName', 'de la Cruz Jr.')).toEqual([]);
  });
  it("lastName: accepts 'Abcdefghijklmnopqrstuvwxy'", () => {
    expect(messagesAt(validate, base, '/lastName', 'Abcdefghijklmnopqrstuvwxy')).toEqual([]);
  });
  it("lastName: rejects 'A' with 'Last Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '/lastName', 'A')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Last Name must be between 2 and 25 characters' });
  });
  it("lastName: rejects 'Abcdefghijklmnopqrstuvwxyz' with 'Last Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '/lastName', 'Abcdefghijklmnopqrstuvwxyz')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Last Name must be between 2 and 25 characters' });
  });
  it("lastName: rejects 'R2D2' with 'Last Name may contain only letters, spaces and ` ' , - . _'", () => {
    expect(messagesAt(validate, base, '/lastName', 'R2D2')).toContainEqual({ messageId: 'name.characters', message: "Last Name may contain only letters, spaces and ` ' , - . _" });
  });
  it('lastName: accepts 2 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/lastName', 'Al')).toEqual([]);
  });
  it("lastName: rejects 1 character with 'Last Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '/lastName', 'l')).toEqual([{ messageId: 'field.lengthBetween', message: 'Last Name must be between 2 and 25 characters' }]);
  });
  it('lastName: accepts 25 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/lastName', 'AlAlAlAlAlAlAlAlAlAlAlAlA')).toEqual([]);
  });
  it("lastName: rejects 26 characters with 'Last Name must be between 2 and 25 characters'", () => {
    expect(messagesAt(validate, base, '/lastName', 'AlAlAlAlAlAlAlAlAlAlAlAlAl')).toEqual([{ messageId: 'field.lengthBetween', message: 'Last Name must be between 2 and 25 characters' }]);
  });
  it("lastName: rejects a NUL byte in 'Al' with 'Last Name may contain only letters, spaces and ` ' , - . _'", () => {
    expect(messagesAt(validate, base, '/lastName', 'A\u0000')).toEqual([{ messageId: 'name.characters', message: "Last Name may contain only letters, spaces and ` ' , - . _" }]);
  });
  it("email: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/email', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("email: rejects 'patlee' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '/email', 'patlee')).toContainEqual({ messageId: 'username.invalid', message: 'Username must be an e-mail address' });
  });
  it('email: accepts 150 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/email', 'pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([]);
  });
  it("email: rejects 151 characters with 'Email must be at most 150 characters'", () => {
    expect(messagesAt(validate, base, '/email', 'ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([{ messageId: 'field.maxLength', message: 'Email must be at most 150 characters' }]);
  });
  it("email: rejects a NUL byte in 'pat.lee@clinic.example.org' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '/email', 'pat.lee@clini\u0000.example.org')).toEqual([{ messageId: 'username.invalid', message: 'Username must be an e-mail address' }]);
  });
});
