import { describe, expect, it } from 'vitest';
import { replaceAtPointer } from '../../../src/engine/forms/replace-at-pointer.js';

describe('replaceAtPointer', () => {
  it('replaces a nested value in a copy and leaves untouched branches shared', () => {
    const data = { address: { city: 'Albany' }, phone: { number: '5185550100' }, list: [{ a: 1 }, { a: 2 }] };
    const result = replaceAtPointer(data, '/list/1/a', 9) as typeof data;
    expect(result.list).toEqual([{ a: 1 }, { a: 9 }]);
    expect(data.list[1]?.a).toBe(2);
    expect(result.phone).toBe(data.phone);
  });

  it('returns the root unchanged when the place does not exist', () => {
    const data = { address: { city: 'Albany' } };
    expect(replaceAtPointer(data, '/address/zip', null)).toBe(data);
    expect(replaceAtPointer(data, '/missing/deep', null)).toBe(data);
    expect(replaceAtPointer({ list: [1] }, '/list/3', 0)).toEqual({ list: [1] });
  });
});
