// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { smoothPath } from '../../../scripts/rulebook/smooth-path.js';

describe('a smooth path', () => {
  it('starts on the first point and ends on the last, so arrowheads sit on the box edges', () => {
    const path = smoothPath([
      { x: 0, y: 0 },
      { x: 60, y: 30 },
      { x: 0, y: 60 },
      { x: 10, y: 90 },
    ]);
    expect(path).toMatch(/^M0 0L/);
    expect(path).toMatch(/L10 90$/);
    expect(path.match(/C/g)).toHaveLength(3);
  });

  it('bends short of the points between, as a B-spline does', () => {
    // The middle control point (60, 30) pulls the curve to x = (0 + 4 * 60 + 0) / 6 = 40, not 60.
    expect(smoothPath([{ x: 0, y: 0 }, { x: 60, y: 30 }, { x: 0, y: 60 }])).toContain(' 40 30C');
  });

  it('draws two points as a straight line', () => {
    expect(smoothPath([{ x: 1, y: 2 }, { x: 3, y: 4 }])).toBe('M1 2L3 4');
  });
});
