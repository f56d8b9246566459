// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-user-group.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/api-identity-provider-user-group.json';
import validators from '../../src/generated/validators/api-identity-provider-user-group.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {"groupType":"Staged","action":"add"};

describe('api-identity-provider-user-group (schemas/models/api-identity-provider-user-group.json)', () => {
  it("api-identity-provider-user-group: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("groupType: accepts 'Staged'", () => {
    expect(messagesAt(validate, base, '/groupType', 'Staged')).toEqual([]);
  });
  it('groupType: accepts 1 character (the minimum)', () => {
    expect(messagesAt(validate, base, '/groupType', 'd')).toEqual([]);
  });
  it('groupType: accepts 50 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/groupType', 'StagedStagedStagedStagedStagedStagedStagedStagedSt')).toEqual([]);
  });
  it("groupType: rejects 51 characters with 'Group must be at most 50 characters'", () => {
    expect(messagesAt(validate, base, '/groupType', 'StagedStagedStagedStagedStagedStagedStagedStagedSta')).toEqual([{ messageId: 'field.maxLength', message: 'Group must be at most 50 characters' }]);
  });
  it("groupType: rejects a NUL byte in 'Staged' with 'Group is invalid'", () => {
    expect(messagesAt(validate, base, '/groupType', 'Sta\u0000ed')).toEqual([{ messageId: 'field.invalid', message: 'Group is invalid' }]);
  });
  it("action: accepts 'add'", () => {
    expect(messagesAt(validate, base, '/action', 'add')).toEqual([]);
  });
  it("action: accepts 'remove'", () => {
    expect(messagesAt(validate, base, '/action', 'remove')).toEqual([]);
  });
  it("action: rejects a NUL byte in 'add' with 'Action is invalid'", () => {
    expect(messagesAt(validate, base, '/action', 'a\u0000d')).toEqual([{ messageId: 'field.invalid', message: 'Action is invalid' }]);
  });
});
