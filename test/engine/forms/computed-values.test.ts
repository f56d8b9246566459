import { describe, expect, it } from 'vitest';
import { computedFields, withComputedValues } from '../../../src/engine/forms/computed-values.js';

describe('fields kept equal to a binding (ui:valueFrom)', () => {
  const ui = { isInternalUser: { 'ui:widget': 'hidden', 'ui:valueFrom': '$context/isInternalUser' }, address: { region: { 'ui:valueFrom': '$data/region' } } };

  it('finds every computed field by pointer, nested ones included', () => {
    expect(computedFields(ui)).toEqual({ '/isInternalUser': { from: '$context/isInternalUser' }, '/address/region': { from: '$data/region' } });
  });

  it('sets each from the scope, and leaves one undefined where its binding holds nothing', () => {
    const data = { username: 'pat@carelon.example', address: { city: 'Springfield' } };
    const out = withComputedValues(data, computedFields(ui), { context: { isInternalUser: true } });
    expect(out).toEqual({ username: 'pat@carelon.example', isInternalUser: true, address: { city: 'Springfield', region: undefined } });
    expect(JSON.parse(JSON.stringify(out))).toEqual({ username: 'pat@carelon.example', isInternalUser: true, address: { city: 'Springfield' } });
    expect(data).toEqual({ username: 'pat@carelon.example', address: { city: 'Springfield' } });
  });

  it('sets a conditional one only while its condition holds, leaving what was typed otherwise', () => {
    const same = computedFields({ email: { 'ui:valueFrom': { from: '$this/username', when: { data: '/useSameEmail', equals: true } } } });
    const ticked = { username: 'pat@clinic.example', useSameEmail: true, email: null };
    expect(withComputedValues(ticked, same, { this: ticked })).toEqual({ ...ticked, email: 'pat@clinic.example' });
    const typed = { username: 'pat@clinic.example', useSameEmail: false, email: 'office@clinic.example' };
    expect(withComputedValues(typed, same, { this: typed })).toEqual(typed);
  });

  it('reads switches and context in a condition from the rules given', () => {
    const flagged = computedFields({ note: { 'ui:valueFrom': { from: '$data/note', when: { switch: 'cdsEnabled' } } } });
    expect(withComputedValues({}, flagged, { data: { note: 'n' } }, { switches: { cdsEnabled: true } })).toEqual({ note: 'n' });
    expect(withComputedValues({}, flagged, { data: { note: 'n' } }, { switches: { cdsEnabled: false } })).toEqual({});
  });
});
