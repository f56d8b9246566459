// generated - do not edit: written by `npm run gen` from schemas/models/staff-audit-filter.json; edit the schema and regenerate.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import schema from '../../src/generated/models/staff-audit-filter.json';
import validators from '../../src/generated/validators/staff-audit-filter.js';
import { loadMessageContext } from '../support/catalogue.js';
import { messagesAt, rootValidator } from '../support/field-errors.js';

const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());
const base: unknown = {};

describe('staff-audit-filter (schemas/models/staff-audit-filter.json)', () => {
  it("staff-audit-filter: accepts its complete example (the model's first, or each field's first)", () => {
    expect(validate(base)).toEqual([]);
  });
  it("staff: accepts 'avery'", () => {
    expect(messagesAt(validate, base, '/staff', 'avery')).toEqual([]);
  });
  it("staff: rejects 'Ring\u0007' with 'Staff member is invalid'", () => {
    expect(messagesAt(validate, base, '/staff', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'Staff member is invalid' });
  });
  it("staff: rejects 'Carriage\rreturn' with 'Staff member is invalid'", () => {
    expect(messagesAt(validate, base, '/staff', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'Staff member is invalid' });
  });
  it('staff: accepts 100 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/staff', 'averyaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryavery')).toEqual([]);
  });
  it("staff: rejects 101 characters with 'Staff member must be at most 100 characters'", () => {
    expect(messagesAt(validate, base, '/staff', 'averyaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaveryaverya')).toEqual([{ messageId: 'field.maxLength', message: 'Staff member must be at most 100 characters' }]);
  });
  it("staff: rejects a NUL byte in 'avery' with 'Staff member is invalid'", () => {
    expect(messagesAt(validate, base, '/staff', 'av\u0000ry')).toEqual([{ messageId: 'field.invalid', message: 'Staff member is invalid' }]);
  });
  it("user: accepts 'lee'", () => {
    expect(messagesAt(validate, base, '/user', 'lee')).toEqual([]);
  });
  it("user: accepts 'clinic.example'", () => {
    expect(messagesAt(validate, base, '/user', 'clinic.example')).toEqual([]);
  });
  it("user: rejects 'Ring\u0007' with 'User is invalid'", () => {
    expect(messagesAt(validate, base, '/user', 'Ring\u0007')).toContainEqual({ messageId: 'field.invalid', message: 'User is invalid' });
  });
  it("user: rejects 'Carriage\rreturn' with 'User is invalid'", () => {
    expect(messagesAt(validate, base, '/user', 'Carriage\rreturn')).toContainEqual({ messageId: 'field.invalid', message: 'User is invalid' });
  });
  it('user: accepts 100 characters (the maximum)', () => {
    expect(messagesAt(validate, base, '/user', 'leeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleel')).toEqual([]);
  });
  it("user: rejects 101 characters with 'User must be at most 100 characters'", () => {
    expect(messagesAt(validate, base, '/user', 'leeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleeleele')).toEqual([{ messageId: 'field.maxLength', message: 'User must be at most 100 characters' }]);
  });
  it("user: rejects a NUL byte in 'lee' with 'User is invalid'", () => {
    expect(messagesAt(validate, base, '/user', 'l\u0000e')).toEqual([{ messageId: 'field.invalid', message: 'User is invalid' }]);
  });
  it("from: accepts '2026-11-01'", () => {
    expect(messagesAt(validate, base, '/from', '2026-11-01')).toEqual([]);
  });
  it("from: rejects '1899-12-31' with 'Start date is invalid'", () => {
    expect(messagesAt(validate, base, '/from', '1899-12-31')).toContainEqual({ messageId: 'field.invalid', message: 'Start date is invalid' });
  });
  it("from: rejects '10000-01-01' with 'Start date is invalid'", () => {
    expect(messagesAt(validate, base, '/from', '10000-01-01')).toContainEqual({ messageId: 'field.invalid', message: 'Start date is invalid' });
  });
  it("from: rejects '2023-02-29' with 'Start date is invalid'", () => {
    expect(messagesAt(validate, base, '/from', '2023-02-29')).toContainEqual({ messageId: 'field.invalid', message: 'Start date is invalid' });
  });
  it("from: rejects '2024-13-01' with 'Start date is invalid'", () => {
    expect(messagesAt(validate, base, '/from', '2024-13-01')).toContainEqual({ messageId: 'field.invalid', message: 'Start date is invalid' });
  });
  it("from: rejects '01/02/2024' with 'Start date is invalid'", () => {
    expect(messagesAt(validate, base, '/from', '01/02/2024')).toContainEqual({ messageId: 'field.invalid', message: 'Start date is invalid' });
  });
  it("from: rejects a NUL byte in '2026-11-01' with 'Start date is invalid'", () => {
    expect(messagesAt(validate, base, '/from', '2026-\u00001-01')).toEqual([{ messageId: 'field.invalid', message: 'Start date is invalid' }]);
  });
  it("to: accepts '2026-11-30'", () => {
    expect(messagesAt(validate, base, '/to', '2026-11-30')).toEqual([]);
  });
  it("to: rejects '1899-12-31' with 'End date is invalid'", () => {
    expect(messagesAt(validate, base, '/to', '1899-12-31')).toContainEqual({ messageId: 'field.invalid', message: 'End date is invalid' });
  });
  it("to: rejects '10000-01-01' with 'End date is invalid'", () => {
    expect(messagesAt(validate, base, '/to', '10000-01-01')).toContainEqual({ messageId: 'field.invalid', message: 'End date is invalid' });
  });
  it("to: rejects '2023-02-29' with 'End date is invalid'", () => {
    expect(messagesAt(validate, base, '/to', '2023-02-29')).toContainEqual({ messageId: 'field.invalid', message: 'End date is invalid' });
  });
  it("to: rejects '2024-13-01' with 'End date is invalid'", () => {
    expect(messagesAt(validate, base, '/to', '2024-13-01')).toContainEqual({ messageId: 'field.invalid', message: 'End date is invalid' });
  });
  it("to: rejects '01/02/2024' with 'End date is invalid'", () => {
    expect(messagesAt(validate, base, '/to', '01/02/2024')).toContainEqual({ messageId: 'field.invalid', message: 'End date is invalid' });
  });
  it("to: rejects a NUL byte in '2026-11-30' with 'End date is invalid'", () => {
    expect(messagesAt(validate, base, '/to', '2026-\u00001-30')).toEqual([{ messageId: 'field.invalid', message: 'End date is invalid' }]);
  });
});
