import { describe, expect, it } from 'vitest';
import { formatForDisplay } from '../../../src/engine/review/display-format.js';

describe('display formats', () => {
  it('shows ten digits as 999-999-9999, as the spec shows phone and fax', () => {
    expect(formatForDisplay('phone', '5555550100')).toBe('555-555-0100');
  });

  it('shows anything else as given rather than hide it behind a format it does not fit', () => {
    expect(formatForDisplay('phone', '555-555-0100')).toBe('555-555-0100');
    expect(formatForDisplay('phone', '12345')).toBe('12345');
  });
});
