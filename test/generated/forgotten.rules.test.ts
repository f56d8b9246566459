// generated - do not edit: written by `npm run gen` from schemas/models/forgotten.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/forgotten.json';
import validators from '../../src/generated/validators/forgotten.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"helpType":1,"identifyBy":"name","firstName":"Alex","lastName":"Active","emailAddress":"alex.active@clinic.example"};

describe('forgotten (schemas/models/forgotten.json)', () => {
  it("forgotten: accepts its complete example (the model's first, or each field's first)", () => {
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
  it("userName: accepts 'jdoe'", () => {
    expect(messagesAt(validate, base, '/userName', 'jdoe')).toEqual([]);
  });
  it("userName: accepts 'PatLee2024'", () => {
    expect(messagesAt(validate, base, '/userName', 'PatLee2024')).toEqual([]);
  });
  it("userName: accepts 'abcdefghij12345'", () => {
    expect(messagesAt(validate, base, '/userName', 'abcdefghij12345')).toEqual([]);
  });
  it("userName: rejects 'jdo' with 'Username must be between 4 and 15 characters'", () => {
    expect(messagesAt(validate, base, '/userName', 'jdo')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Username must be between 4 and 15 characters' });
  });
  it("userName: rejects 'abcdefghij123456' with 'Username must be between 4 and 15 characters'", () => {
    expect(messagesAt(validate, base, '/userName', 'abcdefghij123456')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Username must be between 4 and 15 characters' });
  });
  it("userName: rejects 'pat.lee' with 'Username may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/userName', 'pat.lee')).toContainEqual({ messageId: 'field.alphanumeric', message: 'Username may contain only letters and digits' });
  });
  it('userName: accepts 4 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/userName', 'jdoe')).toEqual([]);
  });
  it("userName: rejects 3 characters with 'Username must be between 4 and 15 characters'", () => {
    expect(messagesAt(validate, base, '/userName', 'doe')).toEqual([{ messageId: 'field.lengthBetween', message: 'Username must be between 4 and 15 characters' }]);
  });
  it('userName: accepts 15 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/userName', 'jdoejdoejdoejdo')).toEqual([]);
  });
  it("userName: rejects 16 characters with 'Username must be between 4 and 15 characters'", () => {
    expect(messagesAt(validate, base, '/userName', 'jdoejdoejdoejdoe')).toEqual([{ messageId: 'field.lengthBetween', message: 'Username must be between 4 and 15 characters' }]);
  });
  it("userName: rejects a NUL byte in 'jdoe' with 'Username may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/userName', 'jd\u0000e')).toEqual([{ messageId: 'field.alphanumeric', message: 'Username may contain only letters and digits' }]);
  });
  it("emailAddress: accepts 'a@b.co'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'a@b.co')).toEqual([]);
  });
  it("emailAddress: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("emailAddress: rejects 'a@b.c' with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'a@b.c')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' });
  });
  it("emailAddress: rejects 'pat.lee.clinic.example' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'pat.lee.clinic.example')).toContainEqual({ messageId: 'email.invalid', message: 'Invalid email' });
  });
  it('emailAddress: accepts 6 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/emailAddress', 'a@b.co')).toEqual([]);
  });
  it('emailAddress: accepts 75 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/emailAddress', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([]);
  });
  it("emailAddress: rejects 76 characters with 'Email Address must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([{ messageId: 'field.lengthBetween', message: 'Email Address must be between 6 and 75 characters' }]);
  });
  it("emailAddress: rejects a NUL byte in 'a@b.co' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/emailAddress', 'a@b\u0000co')).toEqual([{ messageId: 'email.invalid', message: 'Invalid email' }]);
  });
});
