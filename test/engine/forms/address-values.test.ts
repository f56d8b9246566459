import { describe, expect, it } from 'vitest';
import staffSearch from '../../../src/generated/models/staff-user-search.json';
import registration from '../../../src/generated/models/registration.json';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { addressOfValues, valuesOfAddress } from '../../../src/engine/forms/address-values.js';

const search = staffSearch as SchemaNode;

describe('a form kept in the address', () => {
  it('writes each field as text and leaves the empty ones out', () => {
    expect(addressOfValues(search, { searchText: 'olivia', role: 1, organization: '' })).toEqual({ searchText: 'olivia', organization: undefined, status: undefined, role: '1' });
  });

  it('reads the address back as the model types its fields', () => {
    expect(valuesOfAddress(search, { searchText: 'olivia', role: '1', status: 'locked', page: '2' })).toEqual({ searchText: 'olivia', role: 1, status: 'locked' });
  });

  it('leaves out a number the address holds that is not one', () => {
    expect(valuesOfAddress(search, { role: 'x' })).toEqual({});
    expect(valuesOfAddress(search, { role: '1.5' })).toEqual({});
  });

  it('never writes a secret (writeOnly) nor a list into the address', () => {
    const written = addressOfValues(registration as SchemaNode, { username: 'ada.lovelace', password: 'Kb7mQz2wLp9rTx4', securityAnswers: [{ Answer: 'Fluffy' }] });
    expect(written).toHaveProperty('username', 'ada.lovelace');
    expect(written).not.toHaveProperty('password');
    expect(written).not.toHaveProperty('securityAnswers');
    expect(valuesOfAddress(registration as SchemaNode, { password: 'Kb7mQz2wLp9rTx4' })).toEqual({});
  });
});
