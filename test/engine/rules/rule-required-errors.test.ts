import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { computeFieldStates } from '../../../src/engine/rules/field-states.js';
import { ruleRequiredErrors } from '../../../src/engine/rules/rule-required-errors.js';

const schema: SchemaNode = {
  type: 'object',
  properties: {
    userRole: { type: 'integer' },
    organizationName: { $ref: '#/definitions/text', title: 'Organization Name' },
    npi: { type: 'string' },
    phone: { type: 'object', properties: { number: { type: 'string', title: 'Phone' } } },
  },
  definitions: { text: { type: 'string', title: 'Text' } },
};
const ui: SchemaNode = {
  organizationName: { 'ui:rules': [{ effect: 'require', when: { data: '/userRole', in: [1, 2] } }] },
  npi: { 'ui:rules': [{ effect: 'require', when: { data: '/userRole', in: [1, 2] } }] },
  phone: { number: { 'ui:rules': [{ effect: 'require', when: { data: '/userRole', equals: 1 } }] } },
};
const catalogue = { 'field.required': '{caption} is required' };

const errorsFor = (data: Record<string, unknown>) =>
  ruleRequiredErrors(computeFieldStates(ui, data), data, { schema, catalogue });

describe('ruleRequiredErrors', () => {
  it('reports "{caption} is required" for an empty rule-required field, with its schema title', () => {
    expect(errorsFor({ userRole: 2, npi: '1234567890' })).toEqual([
      {
        path: '/organizationName',
        messageId: 'field.required',
        params: { caption: 'Organization Name' },
        message: 'Organization Name is required',
      },
    ]);
  });

  it('falls back to the property name when the field has no title', () => {
    expect(errorsFor({ userRole: 2, organizationName: 'Clinic' }).map((error) => error.message)).toEqual([
      'npi is required',
    ]);
  });

  it('reports nested fields by their full pointer', () => {
    const paths = errorsFor({ userRole: 1, organizationName: 'Clinic', npi: '1', phone: { number: ' ' } }).map(
      (error) => error.path,
    );
    expect(paths).toEqual(['/phone/number']);
  });

  it('reports nothing when the rule does not hold or the field is filled', () => {
    expect(errorsFor({ userRole: 4 })).toEqual([]);
    expect(errorsFor({ userRole: 2, organizationName: 'Clinic', npi: '1' })).toEqual([]);
  });
});
