import { describe, expect, it } from 'vitest';
import { distinctErrors } from '../../../src/engine/validation/distinct-errors.js';

const error = (path: string, message: string) => ({ path, messageId: 'x', params: {}, message });

describe('distinctErrors', () => {
  it('says each text once per field, in the first order', () => {
    const errors = [error('/a', 'Must be 10 digits'), error('/a', 'Other'), error('/a', 'Must be 10 digits'), error('/b', 'Must be 10 digits')];
    expect(distinctErrors(errors)).toEqual([errors[0], errors[1], errors[3]]);
  });

  it('answers the same list when nothing repeats', () => {
    const errors = [error('/a', 'One')];
    expect(distinctErrors(errors)).toBe(errors);
  });
});
