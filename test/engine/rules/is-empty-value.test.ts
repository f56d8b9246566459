import { describe, expect, it } from 'vitest';
import { isEmptyValue } from '../../../src/engine/rules/is-empty-value.js';

describe('isEmptyValue', () => {
  it('counts undefined, null, blank strings and empty lists as empty', () => {
    for (const value of [undefined, null, '', '   ', []]) expect(isEmptyValue(value)).toBe(true);
  });

  it('counts zero, false, text and objects as filled', () => {
    for (const value of [0, false, 'x', {}, [0]]) expect(isEmptyValue(value)).toBe(false);
  });
});
