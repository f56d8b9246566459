import { describe, expect, it } from 'vitest';
import { patternWords } from '../../../scripts/rulebook/pattern-words.js';

describe('a pattern in words', () => {
  it('says a character class that must appear, that every character must match, or that none may', () => {
    expect(patternWords('[A-Z]')).toBe('at least one of: uppercase letters');
    expect(patternWords('^[A-Za-z0-9]*$')).toBe('only uppercase letters, lowercase letters and digits');
    expect(patternWords(`^[^\\s'"]*$`)).toBe('none of: spaces and <code>&#39;</code> <code>&quot;</code>');
  });

  it('names the signs a class allows besides letters, escaped or not', () => {
    expect(patternWords("^[A-Za-z\\-._ ]*$")).toBe('only uppercase letters, lowercase letters, spaces and <code>-</code> <code>.</code> <code>_</code>');
  });

  it('says a run of digits by its length', () => {
    expect(patternWords('^\\d{10}$')).toBe('exactly 10 digits');
    expect(patternWords('^[0-9]{9,10}$')).toBe('9 to 10 digits');
  });

  it('shows any other pattern as written, a range it cannot name included', () => {
    expect(patternWords('^[a-f0-9]*$')).toBe('matches the pattern <code>^[a-f0-9]*$</code>');
    expect(patternWords('^.+@.+$')).toBe('matches the pattern <code>^.+@.+$</code>');
  });
});
