import { describe, expect, it } from 'vitest';
import { getAtPointer, parsePointer, toPointer } from '../../../src/engine/schema/json-pointer.js';

describe('JSON pointers', () => {
  it('reads back every property name it writes, percent signs and slashes included', () => {
    for (const name of ['50%', '%zz', 'a%20b', 'a/b', 'a~b', '']) {
      expect(parsePointer(toPointer([name, 0]))).toEqual([name, '0']);
      expect(getAtPointer({ [name]: ['found'] }, toPointer([name, 0]))).toBe('found');
    }
  });

  it('percent-decodes a pointer written as a URI fragment, as $ref and schema paths are', () => {
    expect(parsePointer('#/properties/a%20b/title')).toEqual(['properties', 'a b', 'title']);
    expect(parsePointer('#')).toEqual([]);
  });
});
