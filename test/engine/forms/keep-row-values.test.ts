import { describe, expect, it } from 'vitest';
import { keepRowValues } from '../../../src/engine/forms/keep-row-values.js';

const keep = { by: '/id', values: ['/selected', '/pin'] };

describe('keepRowValues', () => {
  it('keeps the answers of rows with the same key, in the new list\'s order', () => {
    const previous = [{ id: 106, selected: true, pin: '7305' }, { id: 101, selected: false }];
    const next = [{ id: 101, selected: false }, { id: 102, selected: false }, { id: 106, selected: false }];
    expect(keepRowValues(previous, next, keep)).toEqual([{ id: 101, selected: false }, { id: 102, selected: false }, { id: 106, selected: true, pin: '7305' }]);
  });

  it('takes the new list as it is when there was none', () => {
    const next = [{ id: 1, selected: false }];
    expect(keepRowValues(undefined, next, keep)).toBe(next);
  });
});
