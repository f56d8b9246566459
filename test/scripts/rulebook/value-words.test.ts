import { describe, expect, it } from 'vitest';
import { pathWords } from '../../../scripts/rulebook/value-words.js';

describe('a path into stored data, in the rule book', () => {
  it('reads names as words and positions counted from one, not as a JSON pointer', () => {
    expect(pathWords('result/0/userToken')).toBe('result › item 1 › user token');
    expect(pathWords('registered/email')).toBe('registered › email');
    expect(pathWords('')).toBe('');
  });
});
