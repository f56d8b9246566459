// generated - do not edit: written by `npm run gen` from schemas/models/okta-registration.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/okta-registration.json';
import validators from '../../src/generated/validators/okta-registration.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"firstName":"Ann","lastName":"Lee","username":"ann.lee@clinic.example","password":"Kb7mQz2w!Lp9","confirmPassword":"Kb7mQz2w!Lp9","isInternalUser":false,"userRole":1,"organizationName":"Lee Family Medicine","address":{"addressLine1":"1200 Main Street","city":"Richmond","state":"VA","zipCode":"23219"},"email":"office@clinic.example.org","useSameEmail":false,"phone":{"number":"8045551234","extension":"12"},"fax":"8045551235","providerIdentifiers":[{"type":1,"value":"1234567893"}],"providerClients":[{"id":1,"name":"Example Health","selected":true}],"commercialHealthplanSelected":true,"termsOfUse":true};

describe('okta-registration (schemas/models/okta-registration.json)', () => {
  it("okta-registration: accepts its complete example (the model's first, or each field's first)", () => {
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
  it("domainId: accepts 'jdoe1'", () => {
    expect(messagesAt(validate, base, '/domainId', 'jdoe1')).toEqual([]);
  });
  it("domainId: accepts 'PatriciaLee2024'", () => {
    expect(messagesAt(validate, base, '/domainId', 'PatriciaLee2024')).toEqual([]);
  });
  it("domainId: rejects 'jdoe' with 'US Domain ID must be at least 5 characters'", () => {
    expect(messagesAt(validate, base, '/domainId', 'jdoe')).toContainEqual({ messageId: 'field.minLength', message: 'US Domain ID must be at least 5 characters' });
  });
  it("domainId: rejects 'j.doe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/domainId', 'j.doe1')).toContainEqual({ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' });
  });
  it("domainId: rejects 'US\\jdoe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/domainId', 'US\\jdoe1')).toContainEqual({ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' });
  });
  it('domainId: accepts 5 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/domainId', 'jdoe1')).toEqual([]);
  });
  it("domainId: rejects 4 characters with 'US Domain ID must be at least 5 characters'", () => {
    expect(messagesAt(validate, base, '/domainId', 'doe1')).toEqual([{ messageId: 'field.minLength', message: 'US Domain ID must be at least 5 characters' }]);
  });
  it("domainId: rejects a NUL byte in 'jdoe1' with 'US Domain ID may contain only letters and digits'", () => {
    expect(messagesAt(validate, base, '/domainId', 'jd\u0000e1')).toEqual([{ messageId: 'field.alphanumeric', message: 'US Domain ID may contain only letters and digits' }]);
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
  it("organizationName: accepts 'ABC'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'ABC')).toEqual([]);
  });
  it("organizationName: accepts 'A-1 B-2 C-3'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'A-1 B-2 C-3')).toEqual([]);
  });
  it("organizationName: accepts 'Lee & Partners Family Medicine, LLC'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'Lee & Partners Family Medicine, LLC')).toEqual([]);
  });
  it("organizationName: accepts 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwx'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwx')).toEqual([]);
  });
  it("organizationName: rejects 'A' with 'Organization Name must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'A')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Organization Name must be between 2 and 50 characters' });
  });
  it("organizationName: rejects 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxy' with 'Organization Name must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxy')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Organization Name must be between 2 and 50 characters' });
  });
  it("organizationName: rejects 'AB' with 'Organization Name must contain at least 3 letters'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'AB')).toContainEqual({ messageId: 'organizationName.letters', message: 'Organization Name must contain at least 3 letters' });
  });
  it("organizationName: rejects 'A1 B2 33' with 'Organization Name must contain at least 3 letters'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'A1 B2 33')).toContainEqual({ messageId: 'organizationName.letters', message: 'Organization Name must contain at least 3 letters' });
  });
  it("organizationName: rejects 'Lee Clinic\u0007' with 'Organization Name is invalid'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'Lee Clinic\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Organization Name is invalid' });
  });
  it('organizationName: accepts 50 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/organizationName', 'ABCABCABCABCABCABCABCABCABCABCABCABCABCABCABCABCAB')).toEqual([]);
  });
  it("organizationName: rejects 51 characters with 'Organization Name must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'ABCABCABCABCABCABCABCABCABCABCABCABCABCABCABCABCABC')).toEqual([{ messageId: 'field.lengthBetween', message: 'Organization Name must be between 2 and 50 characters' }]);
  });
  it("organizationName: rejects a NUL byte in 'ABC' with 'Organization Name is invalid'", () => {
    expect(messagesAt(validate, base, '/organizationName', 'A\u0000C')).toContainEqual({ messageId: 'field.invalid', message: 'Organization Name is invalid' });
  });
  it("address/addressLine1: accepts '#4'", () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '#4')).toEqual([]);
  });
  it("address/addressLine1: accepts '1200 Main Street, Suite 400'", () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '1200 Main Street, Suite 400')).toEqual([]);
  });
  it("address/addressLine1: accepts '12345678901234567890123456789012345678901234567890'", () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '12345678901234567890123456789012345678901234567890')).toEqual([]);
  });
  it("address/addressLine1: rejects '4' with 'Address Line 1 must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '4')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Address Line 1 must be between 2 and 50 characters' });
  });
  it("address/addressLine1: rejects '123456789012345678901234567890123456789012345678901' with 'Address Line 1 must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '123456789012345678901234567890123456789012345678901')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Address Line 1 must be between 2 and 50 characters' });
  });
  it("address/addressLine1: rejects '1200 Main\u0000Street' with 'Address Line 1 is invalid'", () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '1200 Main\u0000Street')).toContainEqual({ messageId: 'field.invalid', message: 'Address Line 1 is invalid' });
  });
  it('address/addressLine1: accepts 2 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '#4')).toEqual([]);
  });
  it("address/addressLine1: rejects 1 character with 'Address Line 1 must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '4')).toEqual([{ messageId: 'field.lengthBetween', message: 'Address Line 1 must be between 2 and 50 characters' }]);
  });
  it('address/addressLine1: accepts 50 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4')).toEqual([]);
  });
  it("address/addressLine1: rejects 51 characters with 'Address Line 1 must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#')).toEqual([{ messageId: 'field.lengthBetween', message: 'Address Line 1 must be between 2 and 50 characters' }]);
  });
  it("address/addressLine1: rejects a NUL byte in '#4' with 'Address Line 1 is invalid'", () => {
    expect(messagesAt(validate, base, '/address/addressLine1', '#\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Address Line 1 is invalid' }]);
  });
  it("address/addressLine2: accepts '#4'", () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '#4')).toEqual([]);
  });
  it("address/addressLine2: accepts '1200 Main Street, Suite 400'", () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '1200 Main Street, Suite 400')).toEqual([]);
  });
  it("address/addressLine2: accepts '12345678901234567890123456789012345678901234567890'", () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '12345678901234567890123456789012345678901234567890')).toEqual([]);
  });
  it("address/addressLine2: rejects '4' with 'Address Line 2 must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '4')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Address Line 2 must be between 2 and 50 characters' });
  });
  it("address/addressLine2: rejects '123456789012345678901234567890123456789012345678901' with 'Address Line 2 must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '123456789012345678901234567890123456789012345678901')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Address Line 2 must be between 2 and 50 characters' });
  });
  it("address/addressLine2: rejects '1200 Main\u0000Street' with 'Address Line 2 is invalid'", () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '1200 Main\u0000Street')).toContainEqual({ messageId: 'field.invalid', message: 'Address Line 2 is invalid' });
  });
  it('address/addressLine2: accepts 2 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '#4')).toEqual([]);
  });
  it("address/addressLine2: rejects 1 character with 'Address Line 2 must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '4')).toEqual([{ messageId: 'field.lengthBetween', message: 'Address Line 2 must be between 2 and 50 characters' }]);
  });
  it('address/addressLine2: accepts 50 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4')).toEqual([]);
  });
  it("address/addressLine2: rejects 51 characters with 'Address Line 2 must be between 2 and 50 characters'", () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#4#')).toEqual([{ messageId: 'field.lengthBetween', message: 'Address Line 2 must be between 2 and 50 characters' }]);
  });
  it("address/addressLine2: rejects a NUL byte in '#4' with 'Address Line 2 is invalid'", () => {
    expect(messagesAt(validate, base, '/address/addressLine2', '#\u0000')).toEqual([{ messageId: 'field.invalid', message: 'Address Line 2 is invalid' }]);
  });
  it("address/city: accepts 'Ai'", () => {
    expect(messagesAt(validate, base, '/address/city', 'Ai')).toEqual([]);
  });
  it("address/city: accepts 'Winston-Salem'", () => {
    expect(messagesAt(validate, base, '/address/city', 'Winston-Salem')).toEqual([]);
  });
  it("address/city: accepts 'Abcdefghijklmnopqrstuvwxyzabcd'", () => {
    expect(messagesAt(validate, base, '/address/city', 'Abcdefghijklmnopqrstuvwxyzabcd')).toEqual([]);
  });
  it("address/city: rejects 'A' with 'City must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '/address/city', 'A')).toContainEqual({ messageId: 'field.lengthBetween', message: 'City must be between 2 and 30 characters' });
  });
  it("address/city: rejects 'Abcdefghijklmnopqrstuvwxyzabcde' with 'City must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '/address/city', 'Abcdefghijklmnopqrstuvwxyzabcde')).toContainEqual({ messageId: 'field.lengthBetween', message: 'City must be between 2 and 30 characters' });
  });
  it("address/city: rejects 'Salem\u001b' with 'City is invalid'", () => {
    expect(messagesAt(validate, base, '/address/city', 'Salem\u001b')).toContainEqual({ messageId: 'field.invalid', message: 'City is invalid' });
  });
  it('address/city: accepts 2 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/address/city', 'Ai')).toEqual([]);
  });
  it("address/city: rejects 1 character with 'City must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '/address/city', 'i')).toEqual([{ messageId: 'field.lengthBetween', message: 'City must be between 2 and 30 characters' }]);
  });
  it('address/city: accepts 30 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/address/city', 'AiAiAiAiAiAiAiAiAiAiAiAiAiAiAi')).toEqual([]);
  });
  it("address/city: rejects 31 characters with 'City must be between 2 and 30 characters'", () => {
    expect(messagesAt(validate, base, '/address/city', 'AiAiAiAiAiAiAiAiAiAiAiAiAiAiAiA')).toEqual([{ messageId: 'field.lengthBetween', message: 'City must be between 2 and 30 characters' }]);
  });
  it("address/city: rejects a NUL byte in 'Ai' with 'City is invalid'", () => {
    expect(messagesAt(validate, base, '/address/city', 'A\u0000')).toEqual([{ messageId: 'field.invalid', message: 'City is invalid' }]);
  });
  it("address/state: accepts 'AL'", () => {
    expect(messagesAt(validate, base, '/address/state', 'AL')).toEqual([]);
  });
  it("address/state: accepts 'DC'", () => {
    expect(messagesAt(validate, base, '/address/state', 'DC')).toEqual([]);
  });
  it("address/state: accepts 'PR'", () => {
    expect(messagesAt(validate, base, '/address/state', 'PR')).toEqual([]);
  });
  it("address/state: accepts 'VI'", () => {
    expect(messagesAt(validate, base, '/address/state', 'VI')).toEqual([]);
  });
  it("address/state: accepts 'WY'", () => {
    expect(messagesAt(validate, base, '/address/state', 'WY')).toEqual([]);
  });
  it("address/state: rejects 'ZZ' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '/address/state', 'ZZ')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("address/state: rejects 'al' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '/address/state', 'al')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("address/state: rejects 'Alabama' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '/address/state', 'Alabama')).toContainEqual({ messageId: 'field.invalid', message: 'State is invalid' });
  });
  it("address/state: rejects a NUL byte in 'AL' with 'State is invalid'", () => {
    expect(messagesAt(validate, base, '/address/state', 'A\u0000')).toEqual([{ messageId: 'field.invalid', message: 'State is invalid' }]);
  });
  it("address/zipCode: accepts '02134'", () => {
    expect(messagesAt(validate, base, '/address/zipCode', '02134')).toEqual([]);
  });
  it("address/zipCode: accepts '99950'", () => {
    expect(messagesAt(validate, base, '/address/zipCode', '99950')).toEqual([]);
  });
  it("address/zipCode: rejects '0213' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/address/zipCode', '0213')).toContainEqual({ messageId: 'field.invalid', message: 'Zip Code is invalid' });
  });
  it("address/zipCode: rejects '021345' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/address/zipCode', '021345')).toContainEqual({ messageId: 'field.invalid', message: 'Zip Code is invalid' });
  });
  it("address/zipCode: rejects '0213A' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/address/zipCode', '0213A')).toContainEqual({ messageId: 'field.invalid', message: 'Zip Code is invalid' });
  });
  it('address/zipCode: accepts 5 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/address/zipCode', '02134')).toEqual([]);
  });
  it("address/zipCode: rejects 4 characters with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/address/zipCode', '2134')).toEqual([{ messageId: 'field.invalid', message: 'Zip Code is invalid' }]);
  });
  it('address/zipCode: accepts 5 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/address/zipCode', '02134')).toEqual([]);
  });
  it("address/zipCode: rejects 6 characters with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/address/zipCode', '021340')).toEqual([{ messageId: 'field.invalid', message: 'Zip Code is invalid' }]);
  });
  it("address/zipCode: rejects a NUL byte in '02134' with 'Zip Code is invalid'", () => {
    expect(messagesAt(validate, base, '/address/zipCode', '02\u000034')).toEqual([{ messageId: 'field.invalid', message: 'Zip Code is invalid' }]);
  });
  it("email: accepts 'a@b.co'", () => {
    expect(messagesAt(validate, base, '/email', 'a@b.co')).toEqual([]);
  });
  it("email: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '/email', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("email: rejects 'a@b.c' with 'Contact Email must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/email', 'a@b.c')).toContainEqual({ messageId: 'field.lengthBetween', message: 'Contact Email must be between 6 and 75 characters' });
  });
  it("email: rejects 'pat.lee.clinic.example' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/email', 'pat.lee.clinic.example')).toContainEqual({ messageId: 'email.invalid', message: 'Invalid email' });
  });
  it('email: accepts 6 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/email', 'a@b.co')).toEqual([]);
  });
  it('email: accepts 75 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/email', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([]);
  });
  it("email: rejects 76 characters with 'Contact Email must be between 6 and 75 characters'", () => {
    expect(messagesAt(validate, base, '/email', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.co')).toEqual([{ messageId: 'field.lengthBetween', message: 'Contact Email must be between 6 and 75 characters' }]);
  });
  it("email: rejects a NUL byte in 'a@b.co' with 'Invalid email'", () => {
    expect(messagesAt(validate, base, '/email', 'a@b\u0000co')).toEqual([{ messageId: 'email.invalid', message: 'Invalid email' }]);
  });
  it("phone/number: accepts '5551234567'", () => {
    expect(messagesAt(validate, base, '/phone/number', '5551234567')).toEqual([]);
  });
  it("phone/number: accepts '0000000000'", () => {
    expect(messagesAt(validate, base, '/phone/number', '0000000000')).toEqual([]);
  });
  it("phone/number: accepts '555-555-0100'", () => {
    expect(messagesAt(validate, base, '/phone/number', '555-555-0100')).toEqual([]);
  });
  it("phone/number: accepts '(555) 555-0100'", () => {
    expect(messagesAt(validate, base, '/phone/number', '(555) 555-0100')).toEqual([]);
  });
  it("phone/number: accepts '(555)555-0100'", () => {
    expect(messagesAt(validate, base, '/phone/number', '(555)555-0100')).toEqual([]);
  });
  it("phone/number: rejects '555123456' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '/phone/number', '555123456')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it("phone/number: rejects '55512345678' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '/phone/number', '55512345678')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it("phone/number: rejects '555-123-456' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '/phone/number', '555-123-456')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it("phone/number: rejects '(555 555-0100' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '/phone/number', '(555 555-0100')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it("phone/number: rejects '555 555 0100 x' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '/phone/number', '555 555 0100 x')).toContainEqual({ messageId: 'phone.invalid', message: 'Invalid phone' });
  });
  it('phone/number: accepts 10 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/phone/number', '5551234567')).toEqual([]);
  });
  it("phone/number: rejects 9 characters with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '/phone/number', '551234567')).toEqual([{ messageId: 'phone.invalid', message: 'Invalid phone' }]);
  });
  it('phone/number: accepts 10 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/phone/number', '5551234567')).toEqual([]);
  });
  it("phone/number: rejects 11 characters with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '/phone/number', '55512345675')).toEqual([{ messageId: 'phone.invalid', message: 'Invalid phone' }]);
  });
  it("phone/number: rejects a NUL byte in '5551234567' with 'Invalid phone'", () => {
    expect(messagesAt(validate, base, '/phone/number', '55512\u00004567')).toEqual([{ messageId: 'phone.invalid', message: 'Invalid phone' }]);
  });
  it("phone/extension: accepts ''", () => {
    expect(messagesAt(validate, base, '/phone/extension', '')).toEqual([]);
  });
  it("phone/extension: accepts '1'", () => {
    expect(messagesAt(validate, base, '/phone/extension', '1')).toEqual([]);
  });
  it("phone/extension: accepts '0042'", () => {
    expect(messagesAt(validate, base, '/phone/extension', '0042')).toEqual([]);
  });
  it("phone/extension: accepts '1234567'", () => {
    expect(messagesAt(validate, base, '/phone/extension', '1234567')).toEqual([]);
  });
  it("phone/extension: rejects '12345678' with 'Extension must be at most 7 digits'", () => {
    expect(messagesAt(validate, base, '/phone/extension', '12345678')).toContainEqual({ messageId: 'field.maxDigits', message: 'Extension must be at most 7 digits' });
  });
  it("phone/extension: rejects '12a' with 'Extension must be a whole number'", () => {
    expect(messagesAt(validate, base, '/phone/extension', '12a')).toContainEqual({ messageId: 'field.integer', message: 'Extension must be a whole number' });
  });
  it("phone/extension: rejects '-12' with 'Extension must be a whole number'", () => {
    expect(messagesAt(validate, base, '/phone/extension', '-12')).toContainEqual({ messageId: 'field.integer', message: 'Extension must be a whole number' });
  });
  it('phone/extension: accepts 7 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/phone/extension', '1111111')).toEqual([]);
  });
  it("phone/extension: rejects 8 characters with 'Extension must be at most 7 digits'", () => {
    expect(messagesAt(validate, base, '/phone/extension', '11111111')).toEqual([{ messageId: 'field.maxDigits', message: 'Extension must be at most 7 digits' }]);
  });
  it("phone/extension: rejects a NUL byte in '1' with 'Extension must be a whole number'", () => {
    expect(messagesAt(validate, base, '/phone/extension', '\u0000')).toEqual([{ messageId: 'field.integer', message: 'Extension must be a whole number' }]);
  });
  it("fax: accepts '5551234567'", () => {
    expect(messagesAt(validate, base, '/fax', '5551234567')).toEqual([]);
  });
  it("fax: accepts '9999999999'", () => {
    expect(messagesAt(validate, base, '/fax', '9999999999')).toEqual([]);
  });
  it("fax: accepts '555-555-0101'", () => {
    expect(messagesAt(validate, base, '/fax', '555-555-0101')).toEqual([]);
  });
  it("fax: accepts '(555) 555-0101'", () => {
    expect(messagesAt(validate, base, '/fax', '(555) 555-0101')).toEqual([]);
  });
  it("fax: rejects '555123456' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '/fax', '555123456')).toContainEqual({ messageId: 'fax.invalid', message: 'Invalid fax' });
  });
  it("fax: rejects '55512345678' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '/fax', '55512345678')).toContainEqual({ messageId: 'fax.invalid', message: 'Invalid fax' });
  });
  it("fax: rejects '555123456X' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '/fax', '555123456X')).toContainEqual({ messageId: 'fax.invalid', message: 'Invalid fax' });
  });
  it("fax: rejects '555-555-01011' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '/fax', '555-555-01011')).toContainEqual({ messageId: 'fax.invalid', message: 'Invalid fax' });
  });
  it('fax: accepts 10 characters (the minimum)', () => {
    expect(messagesAt(validate, base, '/fax', '5551234567')).toEqual([]);
  });
  it("fax: rejects 9 characters with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '/fax', '551234567')).toEqual([{ messageId: 'fax.invalid', message: 'Invalid fax' }]);
  });
  it('fax: accepts 10 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/fax', '5551234567')).toEqual([]);
  });
  it("fax: rejects 11 characters with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '/fax', '55512345675')).toEqual([{ messageId: 'fax.invalid', message: 'Invalid fax' }]);
  });
  it("fax: rejects a NUL byte in '5551234567' with 'Invalid fax'", () => {
    expect(messagesAt(validate, base, '/fax', '55512\u00004567')).toEqual([{ messageId: 'fax.invalid', message: 'Invalid fax' }]);
  });
  it('termsOfUse: accepts true', () => {
    expect(messagesAt(validate, base, '/termsOfUse', true)).toEqual([]);
  });
  it("termsOfUse: rejects false with 'Must agree to the Terms of Use'", () => {
    expect(messagesAt(validate, base, '/termsOfUse', false)).toContainEqual({ messageId: 'termsOfUse.required', message: 'Must agree to the Terms of Use' });
  });
});
