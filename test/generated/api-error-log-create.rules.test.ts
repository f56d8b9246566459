// generated - do not edit: written by `npm run gen` from schemas/models/api-error-log-create.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-error-log-create.json';
import validators from '../../src/generated/validators/api-error-log-create.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"browser":{"name":"Chrome","version":"126.0","OS":"Windows 10"},"errorMessage":"TypeError: Cannot read properties of undefined (reading 'id')","errorUrl":"https://portal.example/user/register","stackTrace":[{"functionName":"loadClients","fileName":"https://portal.example/assets/index-1a2b.js","lineNumber":1,"columnNumber":4821}]};

describe('api-error-log-create (schemas/models/api-error-log-create.json)', () => {
  it("api-error-log-create: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("browser/name: accepts 'Chrome'", () => {
    expect(messagesAt(validate, base, '/browser/name', 'Chrome')).toEqual([]);
  });
  it("browser/name: accepts 'Firefox'", () => {
    expect(messagesAt(validate, base, '/browser/name', 'Firefox')).toEqual([]);
  });
  it("browser/name: rejects 'Ring\u0007' with 'Browser Name is invalid'", () => {
    expect(messagesAt(validate, base, '/browser/name', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Browser Name is invalid' });
  });
  it("browser/name: rejects 'Carriage\rreturn' with 'Browser Name is invalid'", () => {
    expect(messagesAt(validate, base, '/browser/name', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Browser Name is invalid' });
  });
  it('browser/name: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/browser/name', 'e')).toEqual([]);
  });
  it("browser/name: rejects 0 characters with 'Browser Name is required'", () => {
    expect(messagesAt(validate, base, '/browser/name', '')).toEqual([{ messageId: 'field.required', message: 'Browser Name is required' }]);
  });
  it('browser/name: accepts 100 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/browser/name', 'ChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChro')).toEqual([]);
  });
  it("browser/name: rejects 101 characters with 'Browser Name must be at most 100 characters'", () => {
    expect(messagesAt(validate, base, '/browser/name', 'ChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChromeChrom')).toEqual([{ messageId: 'field.maxLength', message: 'Browser Name must be at most 100 characters' }]);
  });
  it("browser/name: rejects a NUL byte in 'Chrome' with 'Browser Name is invalid'", () => {
    expect(messagesAt(validate, base, '/browser/name', 'Chr\u0000me')).toEqual([{ messageId: 'field.invalid', message: 'Browser Name is invalid' }]);
  });
  it("browser/version: accepts ''", () => {
    expect(messagesAt(validate, base, '/browser/version', '')).toEqual([]);
  });
  it("browser/version: accepts 'Line one\nLine two\tand a tab\u000b'", () => {
    expect(messagesAt(validate, base, '/browser/version', 'Line one\nLine two\tand a tab\u000b')).toEqual([]);
  });
  it("browser/version: accepts 'Café, 2nd floor'", () => {
    expect(messagesAt(validate, base, '/browser/version', 'Café, 2nd floor')).toEqual([]);
  });
  it("browser/version: rejects 'Ring\u0007' with 'Browser Version is invalid'", () => {
    expect(messagesAt(validate, base, '/browser/version', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Browser Version is invalid' });
  });
  it("browser/version: rejects 'Carriage\rreturn' with 'Browser Version is invalid'", () => {
    expect(messagesAt(validate, base, '/browser/version', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Browser Version is invalid' });
  });
  it('browser/version: accepts 50 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/browser/version', 'Line one\nLine two\tand a tab\u000bLine one\nLine two\tand ')).toEqual([]);
  });
  it("browser/version: rejects 51 characters with 'Browser Version must be at most 50 characters'", () => {
    expect(messagesAt(validate, base, '/browser/version', 'Line one\nLine two\tand a tab\u000bLine one\nLine two\tand a')).toEqual([{ messageId: 'field.maxLength', message: 'Browser Version must be at most 50 characters' }]);
  });
  it("browser/version: rejects a NUL byte in 'Line one\nLine two\tand a tab\u000b' with 'Browser Version is invalid'", () => {
    expect(messagesAt(validate, base, '/browser/version', 'Line one\nLine \u0000wo\tand a tab\u000b')).toEqual([{ messageId: 'field.invalid', message: 'Browser Version is invalid' }]);
  });
  it("browser/OS: accepts ''", () => {
    expect(messagesAt(validate, base, '/browser/OS', '')).toEqual([]);
  });
  it("browser/OS: accepts 'Line one\nLine two\tand a tab\u000b'", () => {
    expect(messagesAt(validate, base, '/browser/OS', 'Line one\nLine two\tand a tab\u000b')).toEqual([]);
  });
  it("browser/OS: accepts 'Café, 2nd floor'", () => {
    expect(messagesAt(validate, base, '/browser/OS', 'Café, 2nd floor')).toEqual([]);
  });
  it("browser/OS: rejects 'Ring\u0007' with 'Operating System is invalid'", () => {
    expect(messagesAt(validate, base, '/browser/OS', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Operating System is invalid' });
  });
  it("browser/OS: rejects 'Carriage\rreturn' with 'Operating System is invalid'", () => {
    expect(messagesAt(validate, base, '/browser/OS', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Operating System is invalid' });
  });
  it('browser/OS: accepts 100 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/browser/OS', 'Line one\nLine two\tand a tab\u000bLine one\nLine two\tand a tab\u000bLine one\nLine two\tand a tab\u000bLine one\nLine tw')).toEqual([]);
  });
  it("browser/OS: rejects 101 characters with 'Operating System must be at most 100 characters'", () => {
    expect(messagesAt(validate, base, '/browser/OS', 'Line one\nLine two\tand a tab\u000bLine one\nLine two\tand a tab\u000bLine one\nLine two\tand a tab\u000bLine one\nLine two')).toEqual([{ messageId: 'field.maxLength', message: 'Operating System must be at most 100 characters' }]);
  });
  it("browser/OS: rejects a NUL byte in 'Line one\nLine two\tand a tab\u000b' with 'Operating System is invalid'", () => {
    expect(messagesAt(validate, base, '/browser/OS', 'Line one\nLine \u0000wo\tand a tab\u000b')).toEqual([{ messageId: 'field.invalid', message: 'Operating System is invalid' }]);
  });
  it("errorMessage: accepts 'Script error.'", () => {
    expect(messagesAt(validate, base, '/errorMessage', 'Script error.')).toEqual([]);
  });
  it("errorMessage: accepts 'TypeError: x is undefined'", () => {
    expect(messagesAt(validate, base, '/errorMessage', 'TypeError: x is undefined')).toEqual([]);
  });
  it("errorMessage: rejects 'Ring\u0007' with 'Error Message is invalid'", () => {
    expect(messagesAt(validate, base, '/errorMessage', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Error Message is invalid' });
  });
  it("errorMessage: rejects 'Carriage\rreturn' with 'Error Message is invalid'", () => {
    expect(messagesAt(validate, base, '/errorMessage', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Error Message is invalid' });
  });
  it('errorMessage: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/errorMessage', '.')).toEqual([]);
  });
  it("errorMessage: rejects 0 characters with 'Error Message is required'", () => {
    expect(messagesAt(validate, base, '/errorMessage', '')).toEqual([{ messageId: 'field.required', message: 'Error Message is required' }]);
  });
  it('errorMessage: accepts 2000 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/errorMessage', 'Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script erro')).toEqual([]);
  });
  it("errorMessage: rejects 2001 characters with 'Error Message must be at most 2000 characters'", () => {
    expect(messagesAt(validate, base, '/errorMessage', 'Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error.Script error')).toEqual([{ messageId: 'field.maxLength', message: 'Error Message must be at most 2000 characters' }]);
  });
  it("errorMessage: rejects a NUL byte in 'Script error.' with 'Error Message is invalid'", () => {
    expect(messagesAt(validate, base, '/errorMessage', 'Script\u0000error.')).toEqual([{ messageId: 'field.invalid', message: 'Error Message is invalid' }]);
  });
  it("errorUrl: accepts 'https://portal.example/user/register'", () => {
    expect(messagesAt(validate, base, '/errorUrl', 'https://portal.example/user/register')).toEqual([]);
  });
  it("errorUrl: rejects 'Ring\u0007' with 'Error URL is invalid'", () => {
    expect(messagesAt(validate, base, '/errorUrl', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Error URL is invalid' });
  });
  it("errorUrl: rejects 'Carriage\rreturn' with 'Error URL is invalid'", () => {
    expect(messagesAt(validate, base, '/errorUrl', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Error URL is invalid' });
  });
  it('errorUrl: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/errorUrl', 'r')).toEqual([]);
  });
  it("errorUrl: rejects 0 characters with 'Error URL is required'", () => {
    expect(messagesAt(validate, base, '/errorUrl', '')).toEqual([{ messageId: 'field.required', message: 'Error URL is required' }]);
  });
  it('errorUrl: accepts 2048 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/errorUrl', 'https://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/regi')).toEqual([]);
  });
  it("errorUrl: rejects 2049 characters with 'Error URL must be at most 2048 characters'", () => {
    expect(messagesAt(validate, base, '/errorUrl', 'https://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/registerhttps://portal.example/user/regis')).toEqual([{ messageId: 'field.maxLength', message: 'Error URL must be at most 2048 characters' }]);
  });
  it("errorUrl: rejects a NUL byte in 'https://portal.example/user/register' with 'Error URL is invalid'", () => {
    expect(messagesAt(validate, base, '/errorUrl', 'https://portal.exa\u0000ple/user/register')).toEqual([{ messageId: 'field.invalid', message: 'Error URL is invalid' }]);
  });
  it('stackTrace: accepts [{"functionName":"loadClients","fileName":"https://portal.example/assets/index-1a2b.js","lineNumber":1,"columnNumber":4821}]', () => {
    expect(messagesAt(validate, base, '/stackTrace', [{"functionName":"loadClients","fileName":"https://portal.example/assets/index-1a2b.js","lineNumber":1,"columnNumber":4821}])).toEqual([]);
  });
  it('stackTrace: accepts []', () => {
    expect(messagesAt(validate, base, '/stackTrace', [])).toEqual([]);
  });
});
