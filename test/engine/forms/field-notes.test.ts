import { describe, expect, it } from 'vitest';
import { activeNotes, type FieldNote } from '../../../src/engine/forms/field-notes.js';

const notes: FieldNote[] = [
  { when: { value: '$item/isSso', equals: true }, text: 'plan.ownSite', params: { plan: '$item/name' }, href: '$item/url' },
  { when: { not: { value: '$item/url', filled: true } }, text: 'plan.identitySystem', params: { plan: '$item/name' } },
];

describe('notes shown with a chosen option or a row', () => {
  it('shows the notes whose condition holds for the item, with params and link bound to it', () => {
    const sso = { name: 'Harbor', isSso: true, url: 'https://harbor.example/register' };
    expect(activeNotes(notes, sso, {})).toEqual([{ text: 'plan.ownSite', params: { plan: 'Harbor' }, href: 'https://harbor.example/register' }]);
    expect(activeNotes(notes, { name: 'Lakeside', url: null }, {})).toEqual([{ text: 'plan.identitySystem', params: { plan: 'Lakeside' } }]);
  });

  it('never makes a link of an address that is not http or https', () => {
    const hostile = { name: 'X', isSso: true, url: 'javascript:alert(1)' };
    expect(activeNotes(notes, hostile, {})[0]).toEqual({ text: 'plan.ownSite', params: { plan: 'X' } });
  });

  it('shows nothing without notes or with no item chosen', () => {
    expect(activeNotes(undefined, { isSso: true }, {})).toEqual([]);
    expect(activeNotes(notes.slice(0, 1), undefined, {})).toEqual([]);
  });
});
