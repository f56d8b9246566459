// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-register.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-identity-provider-register.json';
import validators from '../../src/generated/validators/api-identity-provider-register.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"firstName":"Pat","lastName":"Lee","email":"pat.lee@clinic.example.org","password":"Blue#Rive7","userGroupType":"Staged","userType":"External","emailOtpVerificationStatus":"pending"};

describe('api-identity-provider-register (schemas/models/api-identity-provider-register.json)', () => {
  it("api-identity-provider-register: accepts its complete example (the model's first, or each field's first)", () => {
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
  it("password: accepts 'Pasw0rd!'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rd!')).toEqual([]);
  });
  it("password: accepts 'Correct Horse 9 Battery Staple&'", () => {
    expect(messagesAt(validate, base, '/password', 'Correct Horse 9 Battery Staple&')).toEqual([]);
  });
  it("password: rejects 'Pas0rd!' with 'At least 8 characters long'", () => {
    expect(messagesAt(validate, base, '/password', 'Pas0rd!')).toContainEqual({ messageId: 'password.rule.minLength', message: 'At least 8 characters long' });
  });
  it("password: rejects 'pasw0rd!' with 'At least one uppercase letter'", () => {
    expect(messagesAt(validate, base, '/password', 'pasw0rd!')).toContainEqual({ messageId: 'password.rule.uppercase', message: 'At least one uppercase letter' });
  });
  it("password: rejects 'PASW0RD!' with 'At least one lowercase letter'", () => {
    expect(messagesAt(validate, base, '/password', 'PASW0RD!')).toContainEqual({ messageId: 'password.rule.lowercase', message: 'At least one lowercase letter' });
  });
  it("password: rejects 'Password!' with 'At least one number (0-9)'", () => {
    expect(messagesAt(validate, base, '/password', 'Password!')).toContainEqual({ messageId: 'password.rule.digit', message: 'At least one number (0-9)' });
  });
  it("password: rejects 'Passw0rdX' with 'At least one special character (!@#$%^&*)'", () => {
    expect(messagesAt(validate, base, '/password', 'Passw0rdX')).toContainEqual({ messageId: 'password.rule.special', message: 'At least one special character (!@#$%^&*)' });
  });
  it("password: rejects 'Passw0rd?' with 'At least one special character (!@#$%^&*)'", () => {
    expect(messagesAt(validate, base, '/password', 'Passw0rd?')).toContainEqual({ messageId: 'password.rule.special', message: 'At least one special character (!@#$%^&*)' });
  });
  it('password: accepts 8 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/password', 'Pasw0rd!')).toEqual([]);
  });
  it("password: rejects 7 characters with 'At least 8 characters long'", () => {
    expect(messagesAt(validate, base, '/password', 'Psw0rd!')).toEqual([{ messageId: 'password.rule.minLength', message: 'At least 8 characters long' }]);
  });
  it("password: rejects a NUL byte in 'Pasw0rd!' with 'Password is invalid'", () => {
    expect(messagesAt(validate, base, '/password', 'Pasw\u0000rd!')).toContainEqual({ messageId: 'field.invalid', message: 'Password is invalid' });
  });
  it("login: accepts 'jdoe1'", () => {
    expect(messagesAt(validate, base, '/login', 'jdoe1')).toEqual([]);
  });
  it("login: accepts 'PatriciaLee2024'", () => {
    expect(messagesAt(validate, base, '/login', 'PatriciaLee2024')).toEqual([]);
  });
  it("login: rejects 'jdoe' with 'US Domain ID must be at least 5 characters'", () => {
    expect(messagesAt(validate, base, '/login', 'jdoe')).toContainEqual({ messageId: 'field.minLength', message: 'US Domain ID must be at least 5 characters' });
  });
  it("login: rejects 'j.doe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/login', 'j.doe1')).toContainEqual({ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' });
  });
  it("login: rejects 'US\\jdoe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/login', 'US\\jdoe1')).toContainEqual({ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' });
  });
  it('login: accepts 5 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/login', 'jdoe1')).toEqual([]);
  });
  it("login: rejects 4 characters with 'US Domain ID must be at least 5 characters'", () => {
    expect(messagesAt(validate, base, '/login', 'doe1')).toEqual([{ messageId: 'field.minLength', message: 'US Domain ID must be at least 5 characters' }]);
  });
  it("login: rejects a NUL byte in 'jdoe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/login', 'jd\u0000e1')).toEqual([{ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' }]);
  });
  it("userGroupType: accepts 'Staged'", () => {
    expect(messagesAt(validate, base, '/userGroupType', 'Staged')).toEqual([]);
  });
  it('userGroupType: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/userGroupType', 'd')).toEqual([]);
  });
  it('userGroupType: accepts 50 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/userGroupType', 'StagedStagedStagedStagedStagedStagedStagedStagedSt')).toEqual([]);
  });
  it("userGroupType: rejects 51 characters with 'Group must be at most 50 characters'", () => {
    expect(messagesAt(validate, base, '/userGroupType', 'StagedStagedStagedStagedStagedStagedStagedStagedSta')).toEqual([{ messageId: 'field.maxLength', message: 'Group must be at most 50 characters' }]);
  });
  it("userGroupType: rejects a NUL byte in 'Staged' with 'Group is invalid'", () => {
    expect(messagesAt(validate, base, '/userGroupType', 'Sta\u0000ed')).toEqual([{ messageId: 'field.invalid', message: 'Group is invalid' }]);
  });
  it("userType: accepts 'External'", () => {
    expect(messagesAt(validate, base, '/userType', 'External')).toEqual([]);
  });
  it("userType: accepts 'Internal'", () => {
    expect(messagesAt(validate, base, '/userType', 'Internal')).toEqual([]);
  });
  it("userType: rejects a NUL byte in 'External' with 'User Type is invalid'", () => {
    expect(messagesAt(validate, base, '/userType', 'Exte\u0000nal')).toEqual([{ messageId: 'field.invalid', message: 'User Type is invalid' }]);
  });
  it("emailOtpVerificationStatus: accepts 'pending'", () => {
    expect(messagesAt(validate, base, '/emailOtpVerificationStatus', 'pending')).toEqual([]);
  });
  it("emailOtpVerificationStatus: accepts 'verified'", () => {
    expect(messagesAt(validate, base, '/emailOtpVerificationStatus', 'verified')).toEqual([]);
  });
  it("emailOtpVerificationStatus: rejects a NUL byte in 'pending' with 'Email verification status is invalid'", () => {
    expect(messagesAt(validate, base, '/emailOtpVerificationStatus', 'pen\u0000ing')).toEqual([{ messageId: 'field.invalid', message: 'Email verification status is invalid' }]);
  });
});
