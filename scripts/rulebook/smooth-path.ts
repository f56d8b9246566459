import type { Point } from './flow-layout.js';

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * An SVG path through a line's points as a uniform B-spline (what d3's `curveBasis` draws):
 * it starts and ends on the first and last point, so arrowheads sit on the box edges, and
 * bends smoothly near the points between, never overshooting them as a spline through
 * each point would.
 */
export function smoothPath(points: readonly Point[]): string {
  const [first, second] = points;
  if (!first) return '';
  if (!second) return `M${round(first.x)} ${round(first.y)}`;
  const parts = [`M${round(first.x)} ${round(first.y)}`];
  if (points.length === 2) return `${parts[0]}L${round(second.x)} ${round(second.y)}`;
  // The first stretch is straight, to a sixth of the way towards the second point's pull.
  parts.push(`L${round((5 * first.x + second.x) / 6)} ${round((5 * first.y + second.y) / 6)}`);
  const bezier = (a: Point, b: Point, c: Point) =>
    `C${round((2 * a.x + b.x) / 3)} ${round((2 * a.y + b.y) / 3)} ${round((a.x + 2 * b.x) / 3)} ${round((a.y + 2 * b.y) / 3)} ${round((a.x + 4 * b.x + c.x) / 6)} ${round((a.y + 4 * b.y + c.y) / 6)}`;
  for (let i = 2; i < points.length; i += 1) parts.push(bezier(points[i - 2] as Point, points[i - 1] as Point, points[i] as Point));
  const last = points.at(-1) as Point;
  parts.push(bezier(points.at(-2) as Point, last, last), `L${round(last.x)} ${round(last.y)}`);
  return parts.join('');
}
