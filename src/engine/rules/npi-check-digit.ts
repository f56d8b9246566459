/**
 * The National Provider Identifier's check digit (CMS, "Requirements for NPI check digit"):
 * the Luhn formula applied to the constant prefix "80840" (the card issuer identifier the
 * NPI standard reserves for US health) followed by the first nine digits of the NPI.
 * Group NPIs follow the same rule. Pure and dependency-free, so the browser can use it too.
 */
const NPI_PREFIX = '80840';

/** The check digit (0-9) of an NPI's first nine digits, or undefined if they are not nine digits. */
export function npiCheckDigit(firstNine: string): number | undefined {
  if (!/^[0-9]{9}$/.test(firstNine)) return undefined;
  const digits = NPI_PREFIX + firstNine;
  let sum = 0;
  // Luhn: from the rightmost payload digit leftwards, every other digit is doubled
  // (starting with the rightmost, because the check digit will sit to its right).
  for (let index = digits.length - 1, double = true; index >= 0; index--, double = !double) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `value` is ten digits whose last is the check digit of the first nine. */
export function isValidNpi(value: string): boolean {
  if (!/^[0-9]{10}$/.test(value)) return false;
  return npiCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** The first nine digits completed with their check digit: a valid NPI (demo data, tests). */
export function completeNpi(firstNine: string): string {
  const check = npiCheckDigit(firstNine);
  if (check === undefined) throw new Error('an NPI starts with nine digits');
  return `${firstNine}${check}`;
}
