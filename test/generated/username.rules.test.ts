// generated - do not edit: written by `npm run gen` from schemas/defs/username.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/username.json';
import validators from '../../src/generated/validators/username.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = undefined;

describe('username (schemas/defs/username.json)', () => {
  it("username: accepts 'pat.lee@clinic.example.org'", () => {
    expect(messagesAt(validate, base, '', 'pat.lee@clinic.example.org')).toEqual([]);
  });
  it("username: rejects 'patlee' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '', 'patlee')).toContainEqual({ messageId: 'username.invalid', message: 'Username must be an e-mail address' });
  });
  it('username: accepts 150 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '', 'pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([]);
  });
  it("username: rejects 151 characters with 'Username must be at most 150 characters'", () => {
    expect(messagesAt(validate, base, '', 'ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppat.lee@clinic.example.org')).toEqual([{ messageId: 'field.maxLength', message: 'Username must be at most 150 characters' }]);
  });
  it("username: rejects a NUL byte in 'pat.lee@clinic.example.org' with 'Username must be an e-mail address'", () => {
    expect(messagesAt(validate, base, '', 'pat.lee@clini\u0000.example.org')).toEqual([{ messageId: 'username.invalid', message: 'Username must be an e-mail address' }]);
  });
});
