// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pointerPosition } from '../../../scripts/check-schemas/source-position.js';

const TEXT = `{
  "type": "string",
  "maxLength": 15,
  "messages": { "maxLength": "password.rule.length" },
  "a/b": { "~x": 1 },
  "examples": [
    "Pasw0rdX",
    { "0": "an object key, not an index" }
  ]
}
`;

describe('pointerPosition', () => {
  it('marks a member at its name, on its own line', () => {
    expect(pointerPosition(TEXT, '/maxLength')).toEqual({ line: 3, column: 3 });
  });

  it('marks a nested member on the line it shares with its parent', () => {
    expect(pointerPosition(TEXT, '/messages/maxLength')).toEqual({ line: 4, column: 17 });
  });

  it('marks an array item at its value', () => {
    expect(pointerPosition(TEXT, '/examples/0')).toEqual({ line: 7, column: 5 });
  });

  it('reads a number segment as a name inside an object', () => {
    expect(pointerPosition(TEXT, '/examples/1/0')).toEqual({ line: 8, column: 7 });
  });

  it('unescapes ~1 and ~0 in segments', () => {
    expect(pointerPosition(TEXT, '/a~1b/~0x')).toEqual({ line: 5, column: 12 });
  });

  it('marks a place that is not written at its deepest ancestor that is', () => {
    expect(pointerPosition(TEXT, '/messages/minLength')).toEqual({ line: 4, column: 3 });
    expect(pointerPosition(TEXT, '/examples/7')).toEqual({ line: 6, column: 3 });
  });

  it('marks the whole file, and a place nowhere in it, at the start', () => {
    expect(pointerPosition(TEXT, '')).toEqual({ line: 1, column: 1 });
    expect(pointerPosition(TEXT, '/username/ui:autocomplete')).toEqual({ line: 1, column: 1 });
  });

  it('marks text that is not JSON at its first syntax error', () => {
    expect(pointerPosition('{\n  "a": 1,\n  "b": 2,\n}\n', '')).toEqual({ line: 4, column: 1 });
    expect(pointerPosition('{\n  // no comments in JSON\n  "a": 1\n}', '/a')).toEqual({ line: 2, column: 3 });
  });

  it('counts columns in UTF-16 code units and lines across CRLF endings', () => {
    // é is one unit, 😀 two: "b" starts at column 13.
    expect(pointerPosition('{\r\n  "é😀": 1, "b": 2\r\n}', '/b')).toEqual({ line: 2, column: 13 });
  });
});
