import { describe, expect, it } from 'vitest';
import { computedFields, withComputedValues } from '../../../src/engine/forms/computed-values.js';

describe('fields kept equal to a binding (ui:valueFrom)', () => {
  const ui = { isInternalUser: { 'ui:widget': 'hidden', 'ui:valueFrom': '$context/isInternalUser' }, address: { region: { 'ui:valueFrom': '$data/region' } } };

  it('finds every computed field by pointer, nested ones included', () => {
    expect(computedFields(ui)).toEqual({ '/isInternalUser': '$context/isInternalUser', '/address/region': '$data/region' });
  });

  it('sets each from the scope, and leaves one undefined where its binding holds nothing', () => {
    const data = { username: 'pat@carelon.example', address: { city: 'Springfield' } };
    const out = withComputedValues(data, computedFields(ui), { context: { isInternalUser: true } });
    expect(out).toEqual({ username: 'pat@carelon.example', isInternalUser: true, address: { city: 'Springfield', region: undefined } });
    expect(JSON.parse(JSON.stringify(out))).toEqual({ username: 'pat@carelon.example', isInternalUser: true, address: { city: 'Springfield' } });
    expect(data).toEqual({ username: 'pat@carelon.example', address: { city: 'Springfield' } });
  });
});
