import { describe, expect, it } from 'vitest';
import { completeNpi, isValidNpi, npiCheckDigit } from '../../../src/engine/rules/npi-check-digit.js';

describe('NPI check digit', () => {
  it('accepts the NPI of the CMS worked example, 1234567893', () => {
    expect(npiCheckDigit('123456789')).toBe(3);
    expect(isValidNpi('1234567893')).toBe(true);
  });

  it('accepts a published NPI, and one whose check digit comes out as 0', () => {
    // The Luhn total wraps to a check digit of 0 for some numbers: (10 - 0) % 10.
    const zeroCheck = Array.from({ length: 100 }, (_, n) => `1${String(n).padStart(8, '0')}`).find((first) => npiCheckDigit(first) === 0);
    expect(zeroCheck).toBeDefined();
    expect(isValidNpi(`${zeroCheck}0`)).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
  });

  it('refuses an NPI whose last digit is off by one, and any single mistyped digit', () => {
    expect(isValidNpi('1234567894')).toBe(false);
    const valid = '1234567893';
    for (let position = 0; position < 10; position++) {
      const digit = Number(valid[position]);
      const typo = valid.slice(0, position) + String((digit + 1) % 10) + valid.slice(position + 1);
      expect(isValidNpi(typo), typo).toBe(false);
    }
  });

  it('refuses values that are not ten digits', () => {
    for (const value of ['', '123456789', '12345678930', '123456789A', ' 1234567893', '１２３４５６７８９３']) {
      expect(isValidNpi(value), value).toBe(false);
    }
    expect(npiCheckDigit('12345678')).toBeUndefined();
  });

  it('completes nine digits into a valid NPI', () => {
    expect(completeNpi('123456789')).toBe('1234567893');
    for (const first of ['100000000', '199999999', '287654321']) expect(isValidNpi(completeNpi(first))).toBe(true);
    expect(() => completeNpi('12')).toThrow();
  });
});
