// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadValidatorCode } from '../../../scripts/gen/load-validator-code.js';
import { compileValidatorCode } from '../../../scripts/gen/validator-files.js';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { createModelValidator } from '../../../src/engine/validation/model-validator.js';
import schema from '../../../src/generated/models/staff-audit-filter.json';
import { loadMessageContext } from '../../support/catalogue.js';
import { rootValidator } from '../../support/field-errors.js';
import { rule, text } from '../../support/rules.js';

/** The Audit Trail filter's validator as the generator compiles it (precompiled, CSP-safe), run from memory. */
const validators = loadValidatorCode(compileValidatorCode(schema as SchemaNode), 'src/generated/validators/staff-audit-filter.probe.cjs');
const validate = createModelValidator(rootValidator(validators, schema as SchemaNode), schema as SchemaNode, loadMessageContext());
const dateOrder = rule<string>('schemas/models/staff-audit-filter.json', '/properties/to/messages/formatMinimum');

describe('a precompiled validator with a date compared to another field (formatMinimum with $data)', () => {
  it('refuses an end date before the start date at the end date, with the message the rule names', () => {
    expect(validate({ from: '2026-11-30', to: '2026-11-01' })).toEqual([
      expect.objectContaining({ path: '/to', messageId: dateOrder, message: text(dateOrder) }),
    ]);
  });

  it('accepts an end date on or after the start date', () => {
    expect(validate({ from: '2026-11-30', to: '2026-11-30' })).toEqual([]);
    expect(validate({ from: '2026-11-01', to: '2026-12-01' })).toEqual([]);
  });

  it('compares whole days across the turn of a year', () => {
    expect(validate({ from: '2025-12-31', to: '2026-01-01' })).toEqual([]);
    expect(validate({ from: '2026-01-01', to: '2025-12-31' }).map((error) => error.messageId)).toEqual([dateOrder]);
  });

  it('says nothing about the order while either date is missing', () => {
    expect(validate({ from: '2026-11-30' })).toEqual([]);
    expect(validate({ to: '2026-11-01' })).toEqual([]);
  });
});
