// generated - do not edit: written by `npm run gen` from schemas/models/registration.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/registration.json';
import validators from '../../src/generated/validators/registration.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"firstName":"Al","lastName":"Al","username":"pat.lee@clinic.example.org","password":"Pasw0rdX","confirmPassword":"Pasw0rdX"};

describe('registration (schemas/models/registration.json)', () => {
  it("registration: accepts its complete example (the model's first, or each field's first)", () => {
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
  it("username: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/username', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("username: rejects 'patlee' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '/username', 'patlee')).toContainEqual({ messageId: 'username.invalid', message: 'Username must be an e-mail address' });
  });
  it('username: accepts 150 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/username', 'pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([]);
  });
  it("username: rejects 151 characters with 'Username (Email Address) must be at most 150 characters'", () => {
    expect(messagesAt(validate, base, '/username', 'ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([{ messageId: 'field.maxLength', message: 'Username (Email Address) must be at most 150 characters' }]);
  });
  it("username: rejects a NUL byte in 'pat.lee@clinic.example.org' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '/username', 'pat.lee@clini\u0000.example.org')).toEqual([{ messageId: 'username.invalid', message: 'Username must be an e-mail address' }]);
  });
  it("password: accepts 'Pasw0rdX'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rdX')).toEqual([]);
  });
  it("password: accepts 'Kb7mQz2wLp9rTx4'", () => {
    expect(messagesAt(validate, base, '/password', 'Kb7mQz2wLp9rTx4')).toEqual([]);
  });
  it("password: rejects 'pasw0rdx' with 'At least one uppercase letter'", () => {
    expect(messagesAt(validate, base, '/password', 'pasw0rdx')).toContainEqual({ messageId: 'password.rule.uppercase', message: 'At least one uppercase letter' });
  });
  it("password: rejects 'PASW0RDX' with 'At least one lowercase letter'", () => {
    expect(messagesAt(validate, base, '/password', 'PASW0RDX')).toContainEqual({ messageId: 'password.rule.lowercase', message: 'At least one lowercase letter' });
  });
  it("password: rejects 'PaswordXy' with 'At least one number (0-9)'", () => {
    expect(messagesAt(validate, base, '/password', 'PaswordXy')).toContainEqual({ messageId: 'password.rule.digit', message: 'At least one number (0-9)' });
  });
  it("password: rejects 'Pasw0rd X' with 'Cannot contain spaces, single quotes, or double quotes'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rd X')).toContainEqual({ messageId: 'password.rule.noSpacesOrQuotes', message: 'Cannot contain spaces, single quotes, or double quotes' });
  });
  it("password: rejects 'Pasw0rd'X' with 'Cannot contain spaces, single quotes, or double quotes'", () => {
    expect(messagesAt(validate, base, '/password', "Pasw0rd'X")).toContainEqual({ messageId: 'password.rule.noSpacesOrQuotes', message: 'Cannot contain spaces, single quotes, or double quotes' });
  });
  it("password: rejects 'Passw0rdX' with 'Cannot contain two identical characters in a row'", () => {
    expect(messagesAt(validate, base, '/password', 'Passw0rdX')).toContainEqual({ messageId: 'password.rule.noRepeats', message: 'Cannot contain two identical characters in a row' });
  });
  it('password: accepts 8 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rdX')).toEqual([]);
  });
  it("password: rejects 7 characters with 'Between 8 and 15 characters long'", () => {
    expect(messagesAt(validate, base, '/password', 'asw0rdX')).toEqual([{ messageId: 'password.rule.length', message: 'Between 8 and 15 characters long' }]);
  });
  it('password: accepts 15 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rdXPasw0rd')).toEqual([]);
  });
  it("password: rejects 16 characters with 'Between 8 and 15 characters long'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rdXPasw0rdX')).toEqual([{ messageId: 'password.rule.length', message: 'Between 8 and 15 characters long' }]);
  });
  it("password: rejects a NUL byte in 'Pasw0rdX' with 'Password is invalid'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw\u0000rdX')).toContainEqual({ messageId: 'field.invalid', message: 'Password is invalid' });
  });
});
